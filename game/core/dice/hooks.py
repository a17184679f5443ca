"""The shapes an ability or an expansion plugs into the dice engine with: hooks and tasks.

A hook runs at a moment of the game for the seat whose character has it (`characters.HOOKS`, by character
id and hook name). A task is one step of the engine's stack, a tuple (name, detail?) with at most one detail;
its spec says how to run it, how to answer the decision it may ask, and what its detail is (`"seat"` or
`"dice"`): that name is the detail's field in saves and views.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.common.decision import Decision

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

HOOK_NAMES = ("turn_start", "turn_end", "on_elimination", "on_life_lost")

TurnHook = Callable[["DiceGame", int], None]                     # (game, seat): turn_start, turn_end
EliminationHook = Callable[["DiceGame", int, list[int]], None]   # (game, seat alive, seats fallen)
LifeLostHook = Callable[["DiceGame", int, int, str, int | None], None]   # (game, seat, lost, source, by)
Hook = TurnHook | EliminationHook | LifeLostHook

Task = tuple                                                     # (name,) or (name, detail)
TaskRun = Callable[..., Decision | None]                         # (game[, detail]) -> the decision it waits on
TaskAnswer = Callable[..., None]                                 # (game, action[, detail]) applies an answer
TaskSpec = tuple[TaskRun, TaskAnswer | None, tuple[str, ...]]    # (run, answer or None, detail names)
