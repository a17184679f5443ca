"""The coach in offline games against bots (issue 44): a hint for your decision, and taking back your last one.

A hint is the Normal bot's choice for your seat, made from exactly what your seat's window holds: the events it
was sent and the view of the decision in sight (client.suggest: a fresh bot is told those events, then reads that
view; it is handed nothing else, so it cannot know a hidden card or role). Each table words it in rule terms and
shows it on the felt (cards/coach.py, dice/coach.py).

Taking back rebuilds the game from its seed and the answers before your last real choice (client.rewind; the rules
are deterministic: the same deck, the same dice); the core knows nothing of it. A game with hints or take-backs says so
in its setup (`coached`), which the game over and the replay show.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.i18n import t


@dataclass(frozen=True)
class Hint:
    option: list                # the answer suggested, one of the decision's options
    reason: str                 # why, in one line of rule terms
    version: int                # the view it answers (a later view makes it stale)


def marked(setup: dict, what: str) -> dict:
    """`setup` with one more hint or take-back counted (a new dict: the autosave writes it whole)."""
    coached = dict(setup.get("coached") or {})
    coached[what] = coached.get(what, 0) + 1
    return {**setup, "coached": coached}


def coached_words(setup: dict) -> str | None:
    """How a coached game is marked in the game over and the replay (None: it was not coached)."""
    coached = setup.get("coached") or {}
    hints, backs = coached.get("hints", 0), coached.get("take_backs", 0)
    if not hints and not backs:
        return None
    return t("coach.marked", hints=hints, backs=backs)
