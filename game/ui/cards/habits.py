"""Reaction habits (settings habit.*, each off until the player turns it on): answers a player may let the table
give for them. draw! for the Barrel before a Missed!; take the card when every card offered is the same kind; over
the hand limit, discard the lowest card."""

from __future__ import annotations

from game.ui.cards import deck
from game.ui.cards.model import Shown


def habit_answer(decision: dict, shown: Shown, settings) -> list | None:
    options = decision["options"]
    kind = decision["kind"]
    if kind == "respond_shot" and settings["habit.barrel_first"]:
        return next((o for o in options if o[0] == "barrel"), None)
    if kind in ("store_pick", "choose_draw") and settings["habit.take_only_card"]:
        cards = [o for o in options if len(o) > 1 and type(o[1]) is int]
        if cards and len({deck.kind_of(o[1]) for o in cards}) == 1 and len(cards) == len(options):
            return cards[0]
    if kind == "discard" and settings["habit.discard_lowest"]:
        return min(options, key=lambda o: (deck.rank_value(o[1]), o[1]))
    return None
