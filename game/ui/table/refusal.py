"""An answer the game did not take, told in the player's words. The engine's and the host's own messages are
English written for programmers ("this answer was made for state version 20..."): a player only learns whether the
game had moved on before the answer came (the usual case, since the window offers legal answers only) or that it
was not taken and nothing changed."""

from __future__ import annotations

from game.ui.i18n import t

# the game had moved on: the engine's rules for an old or misplaced answer, and the LAN host's error codes for one
LATE = frozenset({"stale_version", "not_your_decision", "game_over", "stale", "not_your_turn", "not_now"})


def refusal(message: dict) -> str:
    """What the window says about a client's `refused` message (a lesson's own hint, when it gives one)."""
    if message.get("hint"):
        return message["hint"]
    return t("table.refused_late" if message.get("rule") in LATE else "table.refused")
