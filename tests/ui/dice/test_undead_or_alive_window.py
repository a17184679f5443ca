"""Undead or Alive's Duel dice and Rage cards on the dice table, headless, clicked as a person would: a Rage card's
red die in the tray beside the black Duel dice, the duel given by a click on a seat, its roll and the wound in the
log (positions the rules core builds from scenario words, as tests/ui/dice/test_old_saloon_window.py's)."""

from __future__ import annotations

from game.ui.dice.scene import DiceTable
from game.ui.dice.undead_or_alive.duel_scene import DuelScene

from .test_old_saloon_window import decision, stacked, ui  # noqa: F401 (ui: the fixture)

RAGE, DUEL = "undead_or_alive.rage", "undead_or_alive.duel"


def test_a_duel_is_given_by_clicking_a_seat_and_its_loser_takes_a_wound(ui, monkeypatch):  # noqa: F811
    table: DiceTable = stacked(ui, monkeypatch, [RAGE, DUEL], [{"rage": ["1"]}],
                               {"wounds": ["beer"], "rolls": [["dynamite", "dynamite", "gatling", "duel", "arrow"],
                                                               ["gatling"]]})
    decision(ui, table, "reroll")
    assert table.shown.table["dice_kinds"] == ["base"] * 3 + ["duel"] * 2 + ["rage"]
    assert table.shown.table["dice"][5] == "rage:1"
    assert "press 1 to 5)" in table.answering().headline()[1]      # the Rage die is never rolled: no key
    ui.click("stop")
    decision(ui, table, "shoot")
    ui.click("seat1")                                   # the Rage card's 1
    decision(ui, table, "duel")
    assert table.answering().headline()[0] == "Duel!"
    ui.click("seat2")
    lines = lambda: [line.text for line in table.book.lines]        # noqa: E731 (the bots play on after it)
    ui.until(lambda: "cid draws a duel wound token." in lines(), 30, "cid's wound")
    assert "ana challenges cid to a duel; the Duel die rolls: Gatling." in lines()
    assert any(text.startswith("cid loses 1 life") for text in lines())


def test_a_duel_plays_as_a_scene_of_its_own_over_the_table_and_goes_by_itself(ui, monkeypatch):  # noqa: F811
    table: DiceTable = stacked(ui, monkeypatch, [RAGE, DUEL], [],
                               {"wounds": ["beer"], "rolls": [["dynamite", "dynamite", "gatling", "duel", "arrow"],
                                                               ["duel"], ["gatling"]]})
    decision(ui, table, "reroll")
    ui.click("stop")
    decision(ui, table, "duel")
    ui.app.instant = False                              # the scene is an animation: played at the set pace
    ui.app.settings.set("animation_speed", 4.0)
    ui.app.settings.set("bot_pause", 0.0)
    ui.click("seat2")
    ui.until(lambda: isinstance(ui.scene, DuelScene), 30, "the duel's scene")
    duel: DuelScene = ui.scene
    assert (duel.seat, duel.target, duel.rolls) == (0, 2, ["duel", "gatling"])     # cid rolls a Duel, ana fails
    assert not duel.rolled and not ui.has("stop")       # over the table, its widgets out of reach
    ui.until(lambda: duel.rolled, 30, "the rolls at rest")
    assert duel.loser == 0 and duel.landed == 2
    ui.until(lambda: duel.token is not None, 30, "the wound drawn")
    assert (duel.lost, duel.token, duel.lucky) == (1, "beer", False)
    assert table.director.busy                          # the table goes on only once the scene has gone
    ui.until(lambda: ui.scene is table, 30, "the scene going by itself")
    assert duel not in ui.app.stack


def test_a_click_sends_the_duel_scene_away_at_once(ui, monkeypatch):  # noqa: F811
    table: DiceTable = stacked(ui, monkeypatch, [RAGE, DUEL], [],
                               {"rolls": [["dynamite", "dynamite", "gatling", "duel", "arrow"], ["gatling"]]})
    decision(ui, table, "reroll")
    ui.click("stop")
    decision(ui, table, "duel")
    ui.app.instant = False
    ui.click("seat1")
    ui.until(lambda: isinstance(ui.scene, DuelScene), 30, "the duel's scene")
    ui.click_at(ui.app.rect.center)
    assert ui.scene is table
