"""What the card table writes fits where it is written, at 1280x720 and 1920x1080, in English and Spanish: each
seat's line of facts stays clear of every other seat's (seven players, the longest Spanish words), and the two
names of the Duel prompt share one size however long one of them is."""

import itertools

import pygame
import pytest

from game.ui.cards.scene import CardTable
from game.ui.scenes.launch import start_game

SIZES = [(1280, 720), (1920, 1080)]
SEVEN = ("Forastero", "Bruno", "Carmen", "Diego", "Elena", "Fabio", "Gloria")


def dealt_table(ui, language: str, names=SEVEN) -> CardTable:
    """A card game for `names` (us first, Easy bots), dealt and drawn once, in `language`."""
    ui.app.settings.set("language", language)
    seats = [{"kind": "you", "name": names[0]}] + [{"kind": "bot", "level": "easy", "name": n} for n in names[1:]]
    start_game(ui.app, {"game": "cards", "seed": 3, "options": {}, "seats": seats})
    table = ui.scene
    assert isinstance(table, CardTable)
    ui.until(lambda: table.view is not None and not table.director.busy, 20, "the deal")
    ui.app.draw()
    return table


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["es", "en"])
def test_the_lines_of_facts_of_seven_players_stay_apart(start_app, size, language):
    ui = start_app(size)
    table = dealt_table(ui, language)
    board, px = table.board, ui.app.px
    facts = board.facts
    assert sorted(facts) == list(range(7))
    for (a, rect_a), (b, rect_b) in itertools.combinations(facts.items(), 2):
        # apart by more than a touch: two lines a few pixels apart read as one
        assert not rect_a.inflate(px(12), px(4)).colliderect(rect_b), (a, rect_a, b, rect_b)
    for seat, rect in facts.items():
        assert rect.width <= board.plate(seat).width + 1, seat
        for other, plate in board.layout.plates.items():
            assert other == seat or not rect.colliderect(plate), (seat, other)
        assert board.layout.felt.contains(rect), seat


@pytest.mark.parametrize("size", SIZES)
def test_the_duellists_names_share_one_size(start_app, size):
    ui = start_app(size)
    table = dealt_table(ui, "es", SEVEN[:4])
    board, px = table.board, ui.app.px
    players = table.shown.players
    for width, usual in ((340, 11), (470, 15)):        # the Duel prompt between seven seats, and at its widest
        row = pygame.Rect(0, 0, px(width), px(60))
        row.center = ui.app.rect.center
        for name in ("Forastero", "Maximiliano Fernández", "Bartholomew_Jones_Junior"):
            board.draw_face_off(ui.app.surface, row, {**players[0], "name": name}, players[1], 1, 0)
            mine, theirs = board.duel_names
            assert mine.size == theirs.size, (width, name)
            assert " ".join(mine.lines) == name and theirs.lines == ("Bruno",)
            assert all(row.contains(rect) for title in board.duel_names for rect in title.rects)
            if name == "Forastero":
                assert mine.size >= px(usual), width           # a usual name stays readable
