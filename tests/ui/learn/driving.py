"""Playing a lesson by clicks, as a person following its text would: the step's move is the one the table offers
(the lesson's view offers only its moves), made with the widgets a person clicks."""

from __future__ import annotations

from game.ui.learn.table import Lessoned


def open_lesson(ui, key: str) -> Lessoned:
    """From the title: Learn to play, then the lesson `key` ("cards.turn")."""
    ui.click("learn")
    ui.click(f"lesson_{key}")
    table = ui.scene
    assert isinstance(table, Lessoned)
    return table


def settled(ui, table: Lessoned) -> None:
    """Until the table shows the step's decision (or the lesson's end)."""
    ui.until(lambda: table.done or table.decision is not None and not table.director.busy, 30, "the lesson's move")


def make_card_move(ui, table) -> None:
    """The move the card table offers at this step, by clicks."""
    option = table.decision["options"][0]
    hand = table.shown.hand
    if ui.has("answer0"):
        ui.click("answer0")
    elif option[0] == "end_turn":
        ui.click("end_turn")
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


def play_lesson(ui, table) -> int:
    """Every step of the lesson by clicks; returns the steps made."""
    made = 0
    while True:
        settled(ui, table)
        if table.done:
            return made
        step = table.step
        make_card_move(ui, table)
        ui.until(lambda: table.step > step or table.done, 30, f"step {step} taken")
        made += 1
