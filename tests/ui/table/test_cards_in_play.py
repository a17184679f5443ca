"""The cards in front of each player read across the table at 1280x720 and 1920x1080: each card in play is a tab
(art.card_tab) 104 x 46 design pixels (156 x 69 at 1920x1080), its name at 11 px or more (16 at 1920x1080) in a
strip along its top that stays in sight when the tabs of a lane lie over each other. With four to eight players
and five cards in play each, every card lies inside the felt, clear of every plate, line of facts, "Turn" tab,
pile, the hand, the buttons over it and the log, and of the other seats' cards; a second row of cards (Gold
Rush's black equipment: a set's face-up pile before every player is a row with no code of its own) still keeps
every name in sight up to six players. Resting the mouse on a card, even one half covered, enlarges it."""

import itertools

import pygame
import pytest

from game.core.cards.catalog import KINDS
from game.core.cards.engine import new_game
from game.core.cards.sets import CardSet, register
from game.core.cards.specs import COUNTER, OWNER, ROW, Pile
from game.ui.art.cards import TAB_NAME, card_tab, tab_size, tab_strip, tab_title
from game.ui.cards import deck
from game.ui.cards.board import TAB, Board, front_zones, lane, rows_of
from game.ui.cards.scene import STATUS_CLEAR, CardTable
from game.ui.cards.screenshots import crowded
from game.ui.table.layout import BUTTONS, table_layout
from game.ui.table.zoom import REST
from game.ui.testing import StillClient

from .test_fitting import dealt_table

SIZES = [(1280, 720), (1920, 1080)]
BLUE = [kind for kind, info in KINDS.items() if info.color == "blue"]
FRONT = CardSet("front_rows", (), (), piles=(          # a made-up set with piles before every player
    Pile("gear", ROW, per_player=True),                 # face up: a row of cards before each player
    Pile("stash", ROW, per_player=True, seen=OWNER),    # its owner's alone: no row
    Pile("nuggets", COUNTER, per_player=True),          # a number: no row
))
register(FRONT)


def board_for(app, players: int, viewer: int = 0) -> Board:
    px = app.px
    layout = table_layout(app.size, px, players, viewer, clear_top=px(STATUS_CLEAR), lane=lane(px))
    return Board(app, layout, viewer)


def taken(board: Board) -> list[tuple[str, pygame.Rect]]:
    """Everything on the table but the cards in play, named: no card in play may lie on any of it."""
    px, layout = board.app.px, board.layout
    things = [("hand", layout.hand), ("log", layout.log)]
    things.append(("buttons", pygame.Rect(layout.hand.x, layout.hand.top - px(BUTTONS),      # End turn, the replay's
                                          layout.felt.right - layout.hand.x, px(BUTTONS))))
    things.append(("piles", board.deck.union(board.discard).inflate(px(24), 0).union(
        board.deck.move(0, px(26)))))
    things.append(("status", pygame.Rect(0, 0, layout.felt.width, px(STATUS_CLEAR) - px(16))))
    for seat, plate in layout.plates.items():
        things.append((f"plate {seat}", plate))
        things.append((f"facts {seat}", board.facts_room(seat)))
        things.append((f"turn tab {seat}", pygame.Rect(plate.centerx - px(45), plate.top - px(18), px(90), px(18))))
    return things


def test_every_card_name_fits_its_tab_in_one_line_at_the_least_size():
    for (kind, lang), width in itertools.product(itertools.product(BLUE, ("en", "es")), (104, 156)):
        title = tab_title(kind, width, lang)
        assert len(title.lines) == 1 and title.size >= round(width * TAB_NAME), (kind, lang, width, title.size)
        assert all(rect.bottom <= tab_strip(width) for rect in title.rects), (kind, lang)
        assert card_tab(kind, width, lang).get_size() == tab_size(width)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(4, 9))
def test_five_cards_in_play_each_read_and_lie_clear_of_everything(start_app, size, players):
    ui = start_app(size)
    px = ui.app.px
    board = board_for(ui.app, players)
    layout = board.layout
    width, height = tab_size(px(TAB))
    assert width >= px(TAB) and round(width * TAB_NAME) >= px(11)
    laid = {seat: [card for row in board.front_rects(seat, [5]) for card in row] for seat in layout.plates}
    things = taken(board)
    for seat, cards in laid.items():
        assert len(cards) == 5
        for rect, seen in cards:
            assert rect.size == (width, height)
            assert seen.width == width and seen.height >= tab_strip(width), (seat, seen)     # the name in sight
            assert layout.felt.contains(rect) and layout.fronts[seat].contains(rect), (seat, rect)
            for name, thing in things:
                assert not rect.colliderect(thing), (seat, rect, name, thing)
            for other, theirs in laid.items():
                assert other == seat or not any(rect.colliderect(r) for r, _ in theirs), (seat, other)


@pytest.mark.parametrize("players", range(3, 9))
def test_a_second_row_takes_a_lane_or_shares_one_and_stays_in_its_front(start_app, players):
    ui = start_app((1280, 720))
    board = board_for(ui.app, players)
    strip = tab_strip(ui.app.px(TAB))
    for seat, front in board.layout.fronts.items():
        rows = board.front_rects(seat, [5, 3])
        assert [len(row) for row in rows] == [5, 3]
        assert all(front.contains(rect) for row in rows for rect, _ in row), seat
        if players <= 6:                                    # room for every name of both rows
            assert all(seen.height >= strip for row in rows for _, seen in row), (players, seat)
        first, second = ([rect for rect, _ in row] for row in rows)
        if front.width >= 2 * first[0].width:               # a lane each, side by side
            assert first[0].x != second[0].x and first[0].top == second[0].top
        else:                                               # the second row follows the first in its lane
            assert second[0].top > first[-1].top


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [7, 8])
def test_a_crowded_table_draws_every_card_in_play_where_the_layout_says(start_app, size, players):
    ui = start_app(size)
    dealt = dealt_table(ui, "es")
    setup, view = crowded(dealt.setup, dealt.shown.view, players)
    table = ui.app.push(CardTable(ui.app, StillClient(setup, view)))
    ui.until(lambda: table.shown.data is not None and not table.director.busy, 10, "the crowded table")
    ui.app.draw()
    board = table.board
    for player in table.shown.players:
        seat = player["seat"]
        expected = [seen for row in board.front_rects(seat, [5]) for _, seen in row]
        assert [c for c, _ in board.in_play[seat]] == player["in_play"]
        assert [seen for _, seen in board.in_play[seat]] == expected
        assert board.facts[seat].colliderect(board.facts_room(seat))
        assert not any(board.facts[seat].colliderect(f) for f in board.layout.fronts.values())


def test_resting_the_mouse_on_a_half_covered_card_in_play_enlarges_it(ui):
    dealt = dealt_table(ui, "en")
    setup, view = crowded(dealt.setup, dealt.shown.view, 7)
    table = ui.app.push(CardTable(ui.app, StillClient(setup, view)))
    ui.until(lambda: table.shown.data is not None and not table.director.busy, 10, "the crowded table")
    ui.app.draw()
    for seat in (2, 5):
        (card, first), (_, second) = table.board.in_play[seat][:2]
        assert first.height < tab_size(ui.app.px(TAB))[1]          # the next card lies over the lower part of it
        ui.move((first.centerx, first.bottom - 2), REST + 0.2)
        assert table.hover.ready and table.hover.subject == deck.subject(card)
        ui.app.draw()                                             # the zoom drawn over the table
        ui.move((second.centerx, second.top + 2), REST + 0.2)     # just below: the next card
        assert table.hover.subject == deck.subject(table.board.in_play[seat][1][0])


def test_a_set_s_face_up_row_before_each_player_is_a_row_of_its_own_and_takes_a_lane(start_app):
    """A set adds a row with no code of its own at the table: its pile of cards face up before every player (Gold
    Rush's black equipment) comes after the cards in play; a pile its owner alone sees, or a counter, is no row."""
    view = new_game(1, 5, sets=("base", FRONT.name)).view(0).data
    players = view["table"]["players"]
    assert front_zones(players, 0) == ("in_play", "gear")
    assert front_zones(new_game(1, 5).view(0).data["table"]["players"], 0) == ("in_play",)
    player = {**players[2], "in_play": [1, 2], "piles": {"gear": [3], "stash": 2, "nuggets": 2}}
    assert rows_of(player, ("in_play", "gear")) == [[1, 2], [3]]
    assert rows_of({"seat": 2, "in_play": [1]}, ("in_play", "gear")) == [[1], []]     # no piles in the view
    ui = start_app((1280, 720))
    first, second = board_for(ui.app, 5).front_rects(2, [2, 1])
    assert second[0][0].top == first[0][0].top and second[0][0].x != first[0][0].x     # a lane each


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("cards", [2, 3, 4])
def test_your_few_cards_in_play_spread_over_your_front_instead_of_covering_each_other(start_app, size, cards):
    """At 1280x720 the newcomer's Scope, Schofield and Mustang lay over each other in one lane beside his plate,
    their icons hidden, with the lane beside it empty: a row too long for its lane takes the spare one."""
    ui = start_app(size)
    board = board_for(ui.app, 5)
    front = board.layout.fronts[0]
    (row,) = board.front_rects(0, [cards])
    rects = [rect for rect, _ in row]
    assert all(front.contains(rect) for rect in rects)
    lanes = (front.width + ui.app.px(3)) // (rects[0].width + ui.app.px(3))
    clear = (front.height + ui.app.px(3)) // (rects[0].height + ui.app.px(3))
    overlapping = sum(a.colliderect(b) for a, b in itertools.combinations(rects, 2))
    assert overlapping <= max(0, cards - lanes * clear), (size, cards, lanes, clear)
