"""Issue 43's new characters in the terminal: their answers read in words from the scenario vocabulary (a turned
die and its face, John Pain's two Saloon dice), with no character named in game/cli.py."""

from pathlib import Path

import pytest

from game.cli import describe_dice_action
from game.core.dice.engine import new_game

CLI = Path(__file__).resolve().parents[1] / "game" / "cli.py"
MODULES = ("base", "old_saloon.saloon_dice", "undead_or_alive.characters", "four_valiants.characters")


@pytest.mark.parametrize("option, words", [
    (("change_die", 2, "gatling"), "change die: die 3, gatling"),
    (("change_die", 0, "double_1"), "change die: die 1, double 1"),
    (("saloon_dice", ("loudmouth", "coward")), "saloon dice: loudmouth, coward"),
])
def test_the_new_answers_read_what_each_argument_names(option, words):
    game = new_game(1, 5, modules=MODULES)
    assert describe_dice_action(option, ["Ana", "Bea", "Cid", "Dan", "Eva"], game.box) == words
    text = CLI.read_text(encoding="utf-8")
    assert not any(name in text for name in ("belle_star", "chuck_wengam", "john_pain", "change_die"))
