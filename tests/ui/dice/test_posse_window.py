"""Issue 43's new characters on the dice table, headless, clicked as a person would: Belle Star turns her Dynamite
into a Gatling with one click on its face under the tray; Chuck Wengam picks a die, then its new face, and pays his
life; John Pain's five dice lie in the tray (three base, the Loudmouth, the Coward); The Stranger's extra turn is
told in the log. The tables are stacked from scenario words, as test_old_saloon_window.py's."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from .test_old_saloon_window import decision, shown_player, stacked, ui  # noqa: E402, F401

POSSE, VALIANTS, SALOON = "undead_or_alive.characters", "four_valiants.characters", "old_saloon.saloon_dice"


def test_belle_star_turns_her_dynamite_with_one_click_on_the_gatling(ui, monkeypatch):  # noqa: F811
    table = stacked(ui, monkeypatch, [POSSE], [{"character": "belle_star"}],
                    {"rolls": [["dynamite", "gatling", "gatling", "beer", "beer"]]})
    decision(ui, table, "change_die")
    title, line = table.answering().headline()
    assert title == "Belle Star" and "Dynamite into a Gatling" in line
    assert table.answering().dice() == [0] and ui.has("face0") and not ui.has("face1")    # her one Dynamite, picked
    assert ui.widget("face0").tooltip == "New face: Gatling" and ui.widget("answer0").label == "Keep my dice"
    ui.click("face0")
    decision(ui, table, "reroll")
    assert table.shown.table["dice"][0] == "gatling"
    assert "ana turns die 1 to Gatling (Belle Star)." in [line.text for line in table.book.lines]


def test_chuck_wengam_picks_a_die_then_its_face_and_pays_a_life(ui, monkeypatch):  # noqa: F811
    table = stacked(ui, monkeypatch, [POSSE], [{"character": "chuck_wengam"}],
                    {"rolls": [["beer", "gatling", "gatling", "dynamite", "dynamite"]]})
    decision(ui, table, "change_die")
    assert table.answering().headline()[0] == "Chuck Wengam" and table.answering().dice() == [0, 1, 2, 3, 4]
    life = shown_player(table, 0)["life"]
    ui.click("die0")
    ui.step()
    faces = [spot[1] for spot in table.answering().face_spots]
    assert faces == ["arrow", "dynamite", "1", "2", "gatling"]          # the base die's faces but its own
    ui.click(f"face{faces.index('gatling')}")
    decision(ui, table, "reroll")
    assert table.shown.table["dice"][0] == "gatling" and shown_player(table, 0)["life"] == life - 1


def test_john_pain_rolls_five_dice_with_both_saloon_dice_in_one_click(ui, monkeypatch):  # noqa: F811
    table = stacked(ui, monkeypatch, [SALOON, VALIANTS], [{"character": "john_pain"}],
                    {"rolls": [["dynamite", "2", "beer", "double_2", "broken_arrow"]]})
    decision(ui, table, "saloon_dice")
    labels = [ui.widget(f"answer{i}").label for i in range(4)]
    assert "Loudmouth" in labels[3] and "Coward" in labels[3]
    ui.click("answer3")
    ui.until(lambda: table.decision is not None and table.decision["kind"] != "saloon_dice", 30, "the roll")
    assert table.shown.table["dice_kinds"] == ["base"] * 3 + ["loudmouth", "coward"] and len(table.board.slots) == 5


def test_the_strangers_extra_turn_is_told(ui, monkeypatch):  # noqa: F811
    table = stacked(ui, monkeypatch, [VALIANTS], [{"character": "the_stranger"}],
                    {"rolls": [["arrow", "dynamite", "1", "2", "gatling"]]})
    decision(ui, table, "reroll")
    ui.click("stop")
    told = "plays again at once (The Stranger)"
    decision(ui, table, "shoot")
    ui.click(f"seat{table.decision['options'][0][-1]}")       # the 1 at the first player it reaches (the 2: cid)
    ui.until(lambda: any(told in line.text for line in table.book.lines), 30, "the extra turn in the log")
    assert table.shown.roller == 0


DUELS, RAGE = "undead_or_alive.duel", "undead_or_alive.rage"


def test_pat_brennan_clicks_the_giver_then_the_taker(ui, monkeypatch):  # noqa: F811
    table = stacked(ui, monkeypatch, [RAGE, POSSE], [{"character": "pat_brennan"}, {"rage": ["1+1"]}], {})
    decision(ui, table, "move_rage")
    assert table.answering().headline() == ("Pat Brennan", "Click the player who gives a face-down Rage card, or "
                                                           "keep them all where they are.")
    assert sorted(table.targets()) == [1] and ui.widget("pass").label == "Move no card"
    ui.click("seat1")
    ui.step()
    assert "takes bea's Rage card" in table.answering().headline()[1] and sorted(table.targets()) == [0, 2, 3]
    ui.click("seat2")
    told = "ana moves a face-down Rage card to cid."
    ui.until(lambda: told in [line.text for line in table.book.lines], 30, "the move in the log")
    assert shown_player(table, 2)["piles"]["rage_cards"] == 1


def test_pixie_pete_shuffles_back_the_card_he_clicks(ui, monkeypatch):  # noqa: F811
    table = stacked(ui, monkeypatch, [RAGE, DUELS, POSSE], [{"character": "pixie_pete", "life": 8}],
                    {"rage_deck": ["arrow+arrow", "1+1"], "rolls": [["dynamite", "dynamite", "gatling", "whiskey",
                                                                        "gatling"]]})
    decision(ui, table, "reroll")
    ui.click("stop")
    decision(ui, table, "pixie_pete")
    labels = [ui.widget(f"answer{i}").label for i in range(2)]
    assert labels == ["1. Shuffle back Arrow + Arrow", "2. Shuffle back Bull's eye 1 + Bull's eye 1"]
    ui.click("answer0")
    told = "ana gives back Rage card ×1 (Pixie Pete)."
    ui.until(lambda: told in [line.text for line in table.book.lines], 30, "the card back in the log")


def test_sean_mallory_rolls_his_failed_duel_again_with_a_button(ui, monkeypatch):  # noqa: F811
    table = stacked(ui, monkeypatch, [RAGE, DUELS, POSSE], [{"character": "sean_mallory"}],
                    {"rolls": [["dynamite", "dynamite", "gatling", "duel", "arrow"], ["duel"], ["arrow"], ["duel"],
                               ["gatling"]]})
    decision(ui, table, "reroll")
    ui.click("stop")
    decision(ui, table, "duel")
    ui.click("seat1")
    decision(ui, table, "duel_reroll")
    assert table.answering().headline()[0] == "Sean Mallory"
    assert [ui.widget(f"answer{i}").label for i in range(2)] == ["1. Roll it again", "2. Let it stand: lose the duel"]
    assert "ana challenges bea to a duel; the Duel die rolls: Duel, Arrow. ana failed." in [
        line.text for line in table.book.lines]
    ui.click("answer0")
    told = "bea loses 1 life to Duel of ana: 7 left."
    ui.until(lambda: told in [line.text for line in table.book.lines], 30, "the duel's loser in the log")


ROLL = ["dynamite", "dynamite", "gatling", "duel", "arrow"]


def test_sam_the_healer_heals_himself_by_a_click(ui, monkeypatch):  # noqa: F811
    table = stacked(ui, monkeypatch, [RAGE, DUELS, POSSE], [{"character": "sam_the_healer", "life": 5}],
                    {"rolls": [ROLL, ["arrow"]]})
    decision(ui, table, "reroll")
    ui.click("stop")
    decision(ui, table, "duel")
    ui.click("seat1")
    decision(ui, table, "heal")
    assert table.answering().headline()[0] == "Sam the Healer" and sorted(table.targets()) == [0, 1, 2, 3]
    ui.click("seat0")
    told = "ana regains 1 life (Sam the Healer): 6 now."
    ui.until(lambda: told in [line.text for line in table.book.lines], 30, "Sam's life point in the log")


def test_flint_westwood_duels_once_more_by_a_click(ui, monkeypatch):  # noqa: F811
    table = stacked(ui, monkeypatch, [RAGE, DUELS, VALIANTS], [{"character": "flint_westwood"}],
                    {"rolls": [ROLL, ["arrow"], ["gatling"]]})
    decision(ui, table, "reroll")
    ui.click("stop")
    decision(ui, table, "duel")
    ui.click("seat1")
    decision(ui, table, "extra_duel")
    assert sorted(table.targets()) == [2, 3] and ui.widget("pass").label == "No more duels"
    ui.click("seat2")
    told = "cid loses 1 life to Duel of ana: 7 left."
    ui.until(lambda: told in [line.text for line in table.book.lines], 30, "the extra duel's loser in the log")
    lines = [line.text for line in table.book.lines]
    assert "ana fights one more duel, against cid (Flint Westwood); the Duel die rolls: Gatling." in lines


def test_herb_hunters_wound_token_is_told_as_his_not_a_duels(ui, monkeypatch):  # noqa: F811
    table = stacked(ui, monkeypatch, [RAGE, DUELS, POSSE], [{"character": "herb_hunter"}],
                    {"wounds": ["2", "1"], "rolls": [["1", "1", "arrow", "arrow", "arrow"]]})
    decision(ui, table, "reroll")
    ui.click("stop")
    for _ in range(2):                                  # both 1s at bea: 2 life lost in his turn
        decision(ui, table, "shoot")
        ui.click("seat1")
    told = "bea has lost 2 or more life in this turn (Herb Hunter): he draws a duel wound token."
    ui.until(lambda: told in [line.text for line in table.book.lines], 30, "Herb Hunter's wound in the log")
    lines = [line.text for line in table.book.lines]
    assert "bea draws a duel wound token." not in lines[:lines.index(told)]      # not as a duel's too
