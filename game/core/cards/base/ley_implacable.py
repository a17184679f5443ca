"""Ley Implacable (rulebook 004, a house variant; the `ley_implacable` option): "El Sheriff no puede descartar cartas
de BANG!, si es posible que dispare está obligado a hacerlo a cualquier personaje a tiro". Our reading
(docs/rules-notes.md): while the Sheriff may play a BANG! card at someone, he may not end his turn; at the hand
limit he keeps his BANG! cards and discards his other cards, and discards BANG!s only once nothing else is left.
One hook (specs.HOOK_POINTS "forbids"), called only in the games that turn the option on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.specs import Hook, Reason
from game.core.common.roles import SHERIFF

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player

OPTION = "ley_implacable"
BANG = "bang"           # the card the rule is about: the BANG! card itself, not another played as one
MUST_SHOOT: Reason = ("ley_implacable_shoot", "Ley Implacable: the Sheriff must shoot while a BANG! of his can "
                                               "reach someone")
KEEPS_BANGS: Reason = ("ley_implacable_keep", "Ley Implacable: the Sheriff may not discard a BANG! while he has "
                                               "another card to discard")


def _forbids(g: CardGame, p: Player, kind: str, options: tuple | list, answer: tuple) -> Reason | None:
    if p.role != SHERIFF or not answer:
        return None
    name = g.box.name
    if kind == "play" and answer[0] == "end_turn":
        if any(o[0] == "play" and len(o) > 2 and name[o[1]] == BANG for o in options):
            return MUST_SHOOT
    elif kind == "discard" and answer[0] == "discard" and name[answer[1]] == BANG:
        if any(o[0] == "discard" and name[o[1]] != BANG for o in options):
            return KEEPS_BANGS
    return None


HOOKS = (Hook("forbids", _forbids, option=OPTION),)
