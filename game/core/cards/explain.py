"""Why an answer is not legal: names the rule it breaks. Runs only when an answer is refused.

Every verb is declared by whoever brings it (the engine's own in flow.py, the others by their card or
character) with the words that say what it does and the decisions it answers; the reasons specific to a
card or an ability are its own `why_not` hooks. Nothing here names a card or a character.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.specs import Reason

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player


def why_illegal(g: CardGame, seat: int, action: tuple) -> Reason:
    pending = g.pending
    assert pending is not None          # a refusal is explained only while an answer is awaited
    for forbids in g.hooks["forbids"]:  # a rule option that takes an answer the cards allow away
        reason = forbids(g, g.players[seat], pending.kind, pending.options, action)
        if reason is not None:
            return reason
    verbs = g.box.verbs
    verb = action[0]
    offered = sorted({o[0] for o in pending.options})
    known = verbs.get(verb)
    if known is None or (verb not in offered and known.kinds is not None and pending.kind not in known.kinds):
        if known is not None and known.misplaced is not None and pending.kind.startswith("respond_"):
            return known.misplaced
        can = ", ".join(verbs[v].words if v in verbs else v for v in offered)
        words = known.words if known is not None else verb
        return "not_now", f"you cannot {words} now ({pending.kind}); you can: {can}"
    p = g.players[seat]
    if known.owner is not None and p.character != known.owner:
        return "not_your_ability", f"only {g.box.characters[known.owner].en} has that ability"
    card = action[1] if len(action) > 1 else None
    if known.from_hand and card not in p.hand:
        return "not_in_hand", f"{g.box.label(card)} is not in your hand"
    reason = known.why_not(g, p, action) if known.why_not is not None else None
    return reason or ("not_an_option", f"{action!r} is not one of the choices now ({pending.kind})")


def not_offered(g: CardGame, p: Player, action: tuple) -> Reason:
    """For the answers that pick one of the cards laid out for the player (a General Store, a "draw!")."""
    card = action[1] if len(action) > 1 else None
    return "not_offered", f"{g.box.label(card)} is not one of the cards in front of you now"
