"""The dice table's words read the box it plays with, not the base game's numbers: a box whose Dynamite ends the
rolling at four warns at three."""

from types import SimpleNamespace

from game.core.dice.specs import Symbol
from game.ui.dice.drawing import roll_words
from game.ui.i18n import t


def shown_with(limit: int, dynamite: int):
    box = SimpleNamespace(symbols={"dynamite": Symbol("dynamite", limit=(limit, "dynamite_exploded"))},
                          symbol_count={"dynamite": {None: 0, "dynamite": 1, "1": 0}})
    dice = ["dynamite"] * dynamite + ["1"] * (5 - dynamite)
    return SimpleNamespace(box=box, table={"phase": "roll", "rolls": 1, "rolls_left": 2, "dice": dice})


def test_the_dynamite_warning_comes_one_short_of_the_boxs_limit():
    warning = t("dice.dynamite_warning")
    assert [text for text, _ in roll_words(shown_with(4, 3))][1:] == [warning]
    assert [text for text, _ in roll_words(shown_with(4, 2))][1:] == []
    assert [text for text, _ in roll_words(shown_with(3, 2))][1:] == [warning]
