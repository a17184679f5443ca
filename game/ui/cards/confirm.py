"""Which choices may hurt you, and so ask once first (each can be turned off: settings confirm.*): a Beer at full
life, Panic! or Cat Balou on your own cards, ending a turn over the hand limit with cards still playable, a
Deputy attacking the Sheriff; and any end of turn when the player asked for that; and what a card set's side says
may hurt (game/ui/sets.py `confirms`: buying a card one cannot use this turn), asked every time. Nothing that only
helps asks."""

from __future__ import annotations

from game.core.cards.catalog import PLAYER_CARD
from game.ui import sets
from game.ui.cards import deck
from game.ui.cards.model import Shown


def hurts(option: list, shown: Shown, settings) -> str | None:
    """The confirmation `option` calls for ("end_turn" for the plain end-of-turn one), or None."""
    me = shown.me
    asked = None
    if option[0] == "end_turn":
        decision = shown.decision or {}
        playable = any(o[0] == "play" for o in decision.get("options", ()))
        if playable and len(shown.hand) > me["life"]:
            asked = "end_turn_over_limit"
        elif settings["confirm_end_turn"]:
            return "end_turn"
    elif option[0] == "play":
        kind = deck.kind_of(option[1])
        record = deck.record(kind)
        target = option[2] if len(option) > 2 else None
        if kind == "beer" and me["life"] >= me["max_life"]:
            asked = "beer_at_full_life"
        elif record.target == PLAYER_CARD and target == shown.seat:
            asked = "steal_from_self"
        elif record.hostile and me.get("role") == "deputy" and target is not None \
                and shown.players[target].get("role") == "sheriff":
            asked = "deputy_shoots_sheriff"
    else:
        check = sets.confirm("cards", option[0])
        return check(option, shown) if check is not None else None
    if asked is not None and settings[f"confirm.{asked}"]:
        return asked
    return None
