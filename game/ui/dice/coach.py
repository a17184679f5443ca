"""The coach's words and places on the dice table (game/ui/table/coach.py): why the hint's answer, in rule terms,
and where it is (the dice to keep, the die and the seat of a shot, the button that gives it)."""

from __future__ import annotations

import pygame

from game.core.common.status import of as status_of
from game.ui.dice import facts
from game.ui.dice.words import name_of
from game.ui.i18n import t, the


def reason(table, option: list) -> str:
    """Why the Normal bot answers `option`, in one line of the rules' terms."""
    faces = table.shown.table["dice"]
    verb = option[0]
    if verb == "reroll":
        box = table.shown.box
        kept = [face for d, face in enumerate(faces) if d not in option[1] and face and not facts.locked(box, face)]
        why = t("coach.why.reroll", kept=", ".join(name_of(f) for f in kept)) if kept else t("coach.why.reroll_all")
        if facts.one_dynamite_short(box, faces):    # locked, not kept: say what the roll risks
            why += " " + t("coach.why.dynamite_two")
        return why
    if verb == "stop":
        return t("coach.why.stop")
    if verb in ("shoot", "double_shot") and type(option[-1]) is int:
        seated = [status_of(p).seated for p in table.shown.players]
        apart = facts.seats_apart(seated, table.seat, option[-1])
        return t("coach.why.shot", name=table.names[option[-1]], n=apart, the_face=the(name_of(faces[option[1]])))
    if verb == "beer" and type(option[-1]) is int:
        player = table.shown.players[option[-1]]
        return t("coach.why.dice_beer", name=player["name"], life=player["life"], max=player["max_life"])
    return t("coach.because_bot")


def spots(table, option: list) -> list[pygame.Rect]:
    """Where `option` is given on the table now: the die it spends, the seat it names, its button (the dice a
    roll keeps are marked on the tray itself: DiceTable.show_on_table)."""
    board = table.board
    if board is None:
        return []
    rects = []
    verb = option[0]
    spends = len(option) > 2 and type(option[1]) is int and option[1] < len(board.slots)      # a die, then a seat
    if verb != "reroll" and spends:
        rects.append(board.slots[option[1]])
    if len(option) > 1 and type(option[-1]) is int and verb != "reroll":
        plate = board.layout.plates.get(option[-1])
        if plate is not None:
            rects.append(plate)
    button = {"reroll": "roll", "stop": "stop"}.get(verb)
    words = table.describe_answer(option)
    for widget in table.form.widgets:
        if widget.id == button or widget.id.startswith("answer") and getattr(widget, "label", "").endswith(words):
            rects.append(widget.rect)
    return rects
