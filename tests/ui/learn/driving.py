"""Playing a lesson by clicks, as a person following its text would: the widgets a person clicks to make the move
the step asks for (the lesson's own record of it says which move that is, as its text says it to a person)."""

from __future__ import annotations

import json

from game.ui.dice.choosing import free_dice
from game.ui.learn.table import Lessoned


def open_lesson(ui, key: str) -> Lessoned:
    """From the title: Learn to play, then the lesson `key` ("cards.turn")."""
    ui.click("learn")
    ui.click(f"lesson_{key}")
    table = ui.scene
    assert isinstance(table, Lessoned) and table.lesson.key == key
    return table


def settled(ui, table: Lessoned) -> None:
    """Until the table shows the step's decision (or the lesson's end)."""
    ui.until(lambda: table.done and not table.director.busy or table.decision is not None and not table.director.busy,
             30, "the lesson's move")


def card_move(ui, table, option: list) -> None:
    """`option` made on the card table by clicks."""
    hand = table.shown.hand
    if ui.has("answer0"):
        ui.click("answer0")
    elif option[0] == "end_turn":
        ui.click("end_turn")
    elif option[0] == "buy":            # a shop's card (Gold Rush), clicked in its row
        ui.click(f"buy{table.shown.cards_in('shop').index(option[1])}")
    elif option[0] == "sell_beer":      # its button, then the Beer
        ui.click("sell_beer")
        ui.click(f"hand{hand.index(option[1])}")
    elif len(option) > 1 and option[1] in hand:
        ui.click(f"hand{hand.index(option[1])}")
        if table.aim is not None:
            ui.click(f"seat{option[2]}")
        if ui.has("answer0"):
            ui.click("answer0")
    else:
        raise AssertionError(f"no click makes {option}")
    if ui.has("yes"):                   # a confirmation (a Beer at full life): go ahead
        ui.click("yes")


def dice_move(ui, table, option: list) -> None:
    """`option` made on the dice table by clicks: the dice to keep, then Roll again; Stop; a seat."""
    if option[0] == "reroll":
        for die in free_dice(table.decision):
            if (die in option[1]) == (die in table.keep):       # a die to keep not kept yet, or the other way
                ui.click(f"die{die}")
        ui.click("roll")
    elif option[0] == "stop":
        ui.click("stop")
    elif ui.has("answer0"):             # a prompt's buttons: the one that makes it (a DiceChoice shows its own)
        answering = table.answering()
        shown = answering.shown_options() if hasattr(answering, "shown_options") else table.decision["options"]
        ui.click(f"answer{json.loads(json.dumps(shown)).index(json.loads(json.dumps(option)))}")
    else:
        ui.click(f"seat{option[-1]}")


def make_move(ui, table) -> None:
    option = list(table.client.expected()[0])
    (card_move if table.lesson.game_kind == "cards" else dice_move)(ui, table, option)


def play_lesson(ui, table, stop_at: int | None = None) -> int:
    """The lesson's steps by clicks, to its end (or until step `stop_at` is reached); returns the steps made."""
    made = 0
    while True:
        settled(ui, table)
        if table.done or table.step == stop_at:
            return made
        before = table.step
        make_move(ui, table)
        ui.until(lambda before=before: table.step > before, 30, f"step {before + 1} taken")
        made += 1
