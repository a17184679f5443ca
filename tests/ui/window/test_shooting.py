"""The screenshot tools' games: seated as the shots expect, ours at seat 0 unless the tool only watches."""

from game.ui import shooting
from game.ui.cards.scene import CardTable
from game.ui.dice.scene import DiceTable


def test_a_shot_game_has_us_at_seat_0_and_easy_bots_named_after(ui):
    table = shooting.new_game(ui.app, "cards", 14, ("Ana", "Bruno", "Carmen", "Diego"))
    assert isinstance(table, CardTable) and ui.scene is table
    assert table.client.setup["seats"] == [{"kind": "you", "name": "Ana"},
                                           {"kind": "bot", "level": "easy", "name": "Bruno"},
                                           {"kind": "bot", "level": "easy", "name": "Carmen"},
                                           {"kind": "bot", "level": "easy", "name": "Diego"}]


def test_a_watched_shot_game_has_a_bot_at_seat_0(ui):
    table = shooting.new_game(ui.app, "dice", 4, ("Ana", "Bruno", "Carmen"), watch=True)
    assert isinstance(table, DiceTable)
    assert [seat["kind"] for seat in table.client.setup["seats"]] == ["bot", "bot", "bot"]
