"""The table kit both game tables share: the seats' oval, log lines with hoverable names and a filter, and the
queue that plays a seat's messages one after another."""

import math

import pygame
import pytest

from game.ui.anim import Timeline, Tween
from game.ui.cards.board import lane
from game.ui.i18n import set_language
from game.ui.table.director import Director
from game.ui.table.layout import table_layout
from game.ui.table.log import CARD, SEAT, LogBook, Ref, line


def px_for(size):
    scale = min(size[0] / 1280, size[1] / 720)
    return lambda n: max(1, int(round(n * scale)))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("seats", range(3, 9))
@pytest.mark.parametrize("cards", [False, True])
def test_every_seat_has_its_own_place_on_the_table(size, seats, cards):
    """The dice table's oval, and the card table's seats round the edge with room in front of each."""
    viewer = seats - 1
    px = px_for(size)
    layout = table_layout(size, px, seats, viewer, lane=lane(px) if cards else None)
    plates = layout.plates
    assert sorted(plates) == list(range(seats))
    assert sorted(layout.fronts) == (list(range(seats)) if cards else [])
    for seat, rect in plates.items():
        assert layout.felt.contains(rect), (seat, rect)
        assert not rect.colliderect(layout.log)
        for other, other_rect in plates.items():
            assert other == seat or not rect.colliderect(other_rect), (seat, other)
    for seat, front in layout.fronts.items():
        assert layout.felt.contains(front) and front.width >= lane(px)[0] and front.height >= lane(px)[1], seat
        assert not front.colliderect(layout.hand) and not front.colliderect(layout.middle), seat
        assert not any(front.colliderect(r) for r in plates.values()), seat
        assert not any(front.colliderect(r) for s, r in layout.fronts.items() if s != seat), seat
    assert plates[viewer].bottom > layout.hand.top                   # the viewer sits at the bottom, by the hand
    assert all(plates[s].bottom <= layout.hand.top for s in plates if s != viewer)
    assert not layout.middle.colliderect(layout.hand)
    # clockwise from the viewer: the next seat is on the viewer's left, the one before on the right
    if seats >= 4:
        assert plates[(viewer + 1) % seats].centerx < layout.middle.centerx < plates[(viewer - 1) % seats].centerx


def test_the_layout_scales_with_the_window():
    small = table_layout((1280, 720), px_for((1280, 720)), 6, 0)
    big = table_layout((3840, 2160), px_for((3840, 2160)), 6, 0)
    for seat in range(6):
        assert math.isclose(big.plates[seat].centerx, small.plates[seat].centerx * 3, abs_tol=12)
        assert math.isclose(big.plates[seat].width, small.plates[seat].width * 3, abs_tol=3)


def test_a_log_line_keeps_its_names_hoverable_and_knows_whom_it_is_about():
    set_language("en")
    entry = line("log.cards.heal", "heal", name=Ref(SEAT, 2, "Carmen"), n=1, source="Beer", life=3)
    assert entry.text == "Carmen regains 1 life (Beer): 3 now."
    assert entry.segments[0] == ("Carmen", Ref(SEAT, 2, "Carmen"))
    assert entry.seats == {2}
    book = LogBook()
    book.add(entry)
    book.add(line("log.cards.heal", name=Ref(SEAT, 1, "Bruno"), n=1, source="Beer", life=4, about=(3,)))
    book.add(None)
    assert len(book.shown()) == 2
    book.only = 3
    assert [e.text for e in book.shown()] == ["Bruno regains 1 life (Beer): 4 now."]
    assert Ref(CARD, 7, "BANG!") != Ref(SEAT, 7, "BANG!")


def test_the_director_plays_messages_in_order_and_shows_each_once_animated():
    timeline = Timeline(1.0)
    shown = []
    director = Director(timeline, lambda m: [Tween(0.5)] if m["slow"] else [], shown.append)
    for n, slow in enumerate((True, False, True)):
        director.feed({"n": n, "slow": slow})
    director.update()
    assert shown == [] and director.busy
    for _ in range(3):
        timeline.update(0.3)
        director.update()
    assert [m["n"] for m in shown] == [0, 1]         # the second had no animation: shown right after the first
    timeline.update(0.3)
    director.update()
    assert [m["n"] for m in shown] == [0, 1, 2] and not director.busy


def test_a_click_skips_to_the_latest_state_and_top_speed_animates_nothing():
    timeline = Timeline(1.0)
    shown = []
    director = Director(timeline, lambda m: [Tween(5.0)], shown.append)
    for n in range(20):
        director.feed({"n": n})
    assert director.pace > 1                          # a backlog plays faster
    director.update()
    director.skip()
    assert len(shown) == 20 and not director.busy
    instant = Director(Timeline(math.inf), lambda m: [Tween(5.0)], shown.append)
    instant.feed({"n": 20})
    instant.update()
    assert shown[-1] == {"n": 20} and not instant.busy


def test_plates_draw_in_every_state():
    from game.ui import theme
    from game.ui.table.plate import GREYED, TARGET, PlateInfo, _portrait, draw_plate, plate_image
    pygame.init()
    pygame.display.set_mode((320, 200))
    theme.forget()
    plate_image.cache_clear()
    _portrait.cache_clear()
    surface = pygame.Surface((320, 200))
    for alive, role, bot, mark in ((True, "sheriff", None, TARGET), (False, "outlaw", "hard", GREYED),
                                   (True, None, "easy", None)):
        info = PlateInfo(0, "Ana", "bart_cassidy", 2, 5, alive, role, bot)
        draw_plate(surface, pygame.Rect(10, 10, 196, 92), info, "cards", "es", turn=alive, mark=mark, clock=1.0)


def test_a_long_press_counts_from_its_own_press_not_from_a_release_the_table_missed():
    """The button went down on the table and up under the game's menu: the table's next plain click is a click."""
    from game.ui.table.zoom import LONG_PRESS, Hover
    hover, card, spot = Hover(), ("card", "bang", "A", "S"), pygame.Rect(0, 0, 10, 10)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    assert not hover.press(down)
    for _ in range(60):
        hover.update(1 / 60, card, spot)                   # the release went elsewhere: it seemed held all along
    assert hover.pressed >= LONG_PRESS
    assert not hover.press(down) and not hover.press(up)   # a quick click: not a long press, so it is not eaten
    assert not hover.press(down)
    for _ in range(60):
        hover.update(1 / 60, card, spot)
    assert hover.press(up)                                 # a press really held still reads the card
