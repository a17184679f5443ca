"""The tray holds the dice the view shows, however many (the expansions roll 2 to 6: Old Saloon's Saloon die, Undead
or Alive's Duel dice, a ghost's two, a zombie's three): a slot and a key each, centred, clear of every plate and
readable at 1280x720 and 1920x1080 with five and eight players. No game deals such rolls yet: the views are a real
game's roll with dice added or taken away (`with_dice`), held on the table by a StillClient."""

import itertools

import pygame
import pytest

from game.ui.dice.scene import DiceTable
from game.ui.dice.screenshots import with_dice
from game.ui.testing import StillClient

from .driving import new_dice_game, our_decision

FIRST_ROLL = {5: 2, 8: 0}       # players -> a seed whose game soon asks us to re-roll
DIE = 40                        # the least die we call readable, design pixels


def our_roll(ui, players: int) -> tuple[dict, dict]:
    """(setup, view) of a real game at our re-roll."""
    table = new_dice_game(ui, FIRST_ROLL[players], players)
    decision = our_decision(ui, table)
    while decision is not None and decision["kind"] != "reroll":
        table.answer(decision["options"][0])
        decision = our_decision(ui, table)
    assert decision is not None and table.view is not None, "no roll of ours came up"
    return table.setup, table.view


def still_roll(ui, setup: dict, view: dict, dice: int) -> tuple[DiceTable, StillClient]:
    client = StillClient(setup, with_dice(view, dice))
    table = ui.app.push(DiceTable(ui.app, client))
    ui.until(lambda: table.decision is not None and not table.director.busy, 10, "the roll on the table")
    ui.app.draw()
    return table, client


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [5, 8])
def test_the_tray_holds_the_dice_the_view_shows_centred_and_clear_of_the_plates(start_app, size, players):
    ui = start_app(size)
    px = ui.app.px
    setup, view = our_roll(ui, players)
    for dice in (2, 3, 5, 6):
        table, _ = still_roll(ui, setup, view, dice)
        board = table.board
        layout = board.layout
        assert len(board.slots) == dice
        assert [ui.has(f"die{d}") for d in range(dice + 1)] == [True] * dice + [False]
        assert abs(board.tray.centerx - layout.middle.centerx) <= 1
        assert layout.felt.contains(board.tray)
        assert board.die >= px(DIE), (dice, board.die)
        for seat, plate in layout.plates.items():
            assert not board.tray.colliderect(plate), (dice, seat)
        for slot in board.slots:
            assert board.tray.contains(slot)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(board.slots, 2))
        ui.app.pop()


@pytest.mark.parametrize("dice", [2, 6])
def test_keys_one_to_the_number_of_dice_pick_them_and_the_others_do_nothing(ui, dice):
    setup, view = our_roll(ui, 5)
    table, client = still_roll(ui, setup, view, dice)
    assert f"press 1 to {dice})" in table.answering().headline()[1]
    for die in range(dice):
        ui.key(pygame.K_1 + die)
        assert table.keep == {die}
        ui.key(pygame.K_1 + die)
        assert table.keep == set()
    for key in range(pygame.K_1 + dice, pygame.K_9 + 1):         # beyond the dice: nothing kept, nothing sent
        ui.key(key)
        assert table.keep == set() and client.sent == []
    ui.key(pygame.K_1 + dice - 1)                                 # the last die kept (key 6 with six dice)
    ui.key(pygame.K_r)                                            # the others rolled
    assert client.sent == [(["reroll", list(range(dice - 1))], table.view["version"])]
