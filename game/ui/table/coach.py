"""The coach in offline games against bots (issue 44): a hint for your decision, and taking back your last one.

A hint is the Normal bot's choice for your seat, made from exactly what your seat's window holds: the events it
was sent and the view of the decision in sight (a fresh bot is told those events, then reads that view; it is
handed nothing else, so it cannot know a hidden card or role). Each table words it in rule terms and shows it on
the felt (cards/coach.py, dice/coach.py).

Taking back rebuilds the game from its seed and the answers before your last real choice (the rules are
deterministic: the same deck, the same dice); the core knows nothing of it. A game with hints or take-backs says so
in its setup (`coached`), which the game over and the replay show.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass

from game.bots.levels import make_bot
from game.bots.worker import tell
from game.core.common.decision import Decision
from game.core.common.view import SeatView
from game.session import deal
from game.ui.i18n import t

HINT_LEVEL = "normal"
HINT_SEED = 44                  # the hinting bot's own draws (Normal's small noise between equal choices)


@dataclass(frozen=True)
class Hint:
    option: list                # the answer suggested, one of the decision's options
    reason: str                 # why, in one line of rule terms
    version: int                # the view it answers (a later view makes it stale)


def bot_input(view: dict, events: list[dict]) -> tuple[list[dict], SeatView]:
    """What the hinting bot is given: copies of the seat's events and of its view (a view message's "view")."""
    decision = view["decision"]
    options = tuple(_frozen(o) for o in decision["options"])
    seen = SeatView.received(copy.deepcopy(view["data"]),
                             Decision(decision["seat"], decision["kind"], options, copy.deepcopy(decision["info"])))
    return copy.deepcopy(events), seen


def suggest(kind: str, view: dict, events: list[dict], bot=None) -> list:
    """The Normal bot's answer to the decision of `view`, from the seat's `events` and `view` alone."""
    bot = make_bot(kind, HINT_LEVEL, HINT_SEED) if bot is None else bot
    told, seen = bot_input(view, events)
    tell(bot, told)
    return _plain(bot.choose(seen))


def rewind(setup: dict, answers: list, seat: int, real: Callable[[dict], bool]) -> list | None:
    """The answers before `seat`'s last real choice (`real(decision)`: the window did not answer it by itself),
    or None when the seat has made none yet."""
    game = deal(setup)
    cut = None
    for i, (who, action) in enumerate(answers):
        if who == seat and real(game.pending.to_dict()):
            cut = i
        game.apply(who, action)
    return None if cut is None else [list(a) for a in answers[:cut]]


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


def _frozen(value):
    return tuple(_frozen(v) for v in value) if isinstance(value, (list, tuple)) else value


def _plain(value):
    return [_plain(v) for v in value] if isinstance(value, (list, tuple)) else value
