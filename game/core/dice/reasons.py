"""Why an answer is refused: the engine's own decisions here, then the answering seat's ability's
(specs.Character.why), then the modules' from the box (specs.Module.why).

Only answers that are not among the legal options come here, so each reason names the rule the answer breaks
(its id is what a scenario's `error = "rule-id"` checks); a decision with no reason of its own falls back to
"not a legal answer".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.dice.specs import Reason

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame


def why_illegal(g: DiceGame, seat: int, action: tuple) -> Reason:
    pending = g.pending
    assert pending is not None                  # apply() asks only while a decision waits
    verbs = sorted({o[0] for o in pending.options})
    if not action or action[0] not in verbs:
        return ("wrong_answer", f"{g.names[seat]} must now answer '{pending.kind}' with one of {verbs}, "
                                f"not {action!r}")
    explain = WHY.get(pending.kind) or g.cast[seat].why.get(pending.kind) or g.box.why.get(pending.kind)
    reason = explain(g, action) if explain else None
    return reason or ("not_an_option", f"{action!r} is not a legal answer to '{pending.kind}'")


def why_reroll(g: DiceGame, action: tuple) -> Reason | None:
    if action[0] != "reroll":
        return None
    which = action[1] if len(action) == 2 else None
    n = len(g.dice)
    if not isinstance(which, tuple) or not which or not all(type(d) is int and 0 <= d < n for d in which):
        return ("dice_named", f"name the dice to re-roll as a non-empty list of die numbers 0 to {n - 1}")
    if list(which) != sorted(set(which)):
        return ("dice_named", "name each die to re-roll once, in increasing order")
    if not g.cast[g.turn].rerolls_locked:
        for die in which:
            locked = g.box.locked.get(g.dice[die])
            if locked:
                return locked
    return None


def why_arrow_for_life(g: DiceGame, action: tuple) -> Reason | None:
    if action == ("take_arrow",) and g.pile <= 1:
        return ("last_arrow", "the pile's last arrow is never taken instead of a life point")
    return None


WHY = {"reroll": why_reroll, "arrow_for_life": why_arrow_for_life}
