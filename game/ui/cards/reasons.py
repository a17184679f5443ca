"""Why a card in your hand cannot be played now, in words a player reads at a glance.

The view's decision lists every legal play; a card with none gets the likeliest reason from the public table:
it answers only an attack (Missed!), the one BANG! of the turn is spent, no one is in reach (with the nearest
distance and your reach), the same card is already in front of you, no one can be jailed or robbed... or simply
that it is not your turn to play.
"""

from __future__ import annotations

from game.core.common.status import of as status_of
from game.ui.cards import deck
from game.ui.cards.distance import distance
from game.ui.i18n import card_name, t

HOSTILE = frozenset({"bang", "duel", "panic", "cat_balou", "jail"})     # cards aimed at another player


def playable(decision: dict | None, card_id: int) -> list[list]:
    """The options of the decision that play or answer with this card."""
    if not decision:
        return []
    return [o for o in decision.get("options", ()) if len(o) > 1 and o[1] == card_id and o[0] != "sid"]


def why_not(decision: dict | None, data: dict, seat: int, card_id: int) -> str:
    """The reason `card_id` (in the hand of `seat`) has no legal play in `decision`."""
    kind = deck.kind_of(card_id)
    name = card_name(kind)
    if decision is None:
        return t("why_not.wait")
    if decision["kind"] != "play":
        return t("why_not.not_an_answer", card=name)
    table = data["table"]
    players = table["players"]
    me = players[seat]
    others = [p for p in players if status_of(p).targetable and p["seat"] != seat]
    plays_as_bang = kind == "bang" or (kind == "missed" and me["character"] == "calamity_janet")
    if plays_as_bang:
        unlimited = me["character"] in deck.UNLIMITED_CHARACTERS or any(
            deck.kind_of(c) in deck.UNLIMITED_CARDS for c in me["in_play"])
        if me.get("bangs", 0) and not unlimited:
            return t("why_not.one_bang")
        gaps = (d for d in (distance(players, seat, p["seat"]) for p in others) if d is not None)   # None: I am out
        near = min(gaps, key=lambda d: d.total, default=None)
        if near is not None:
            return t("why_not.out_of_reach", nearest=near.total, reach=near.reach)
    if kind == "missed":
        return t("why_not.missed")
    if deck.is_blue(kind) and kind != "jail" and any(deck.kind_of(c) == kind for c in me["in_play"]):
        return t("why_not.same_in_play", card=name)
    if kind == "jail":
        return t("why_not.jail")
    if kind == "panic":
        gaps = (d for d in (distance(players, seat, p["seat"]) for p in others) if d is not None)
        return t("why_not.panic", nearest=min((d.total for d in gaps), default=0))
    if kind == "cat_balou":
        return t("why_not.no_cards", card=name)
    return t("why_not.other", card=name)
