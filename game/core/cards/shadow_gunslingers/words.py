"""Shadow Gunslingers in scenario files (../shared/SCENARIOS-expansions.md §2): a player out of the game
(`alive = false`) is a shadow; an eliminated Renegade's card may already show a side (`shadow_side`); paths
`NAME.shadow`, `NAME.in_game`, `NAME.shadow_side`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.shadow_gunslingers.rules import gone_for_good, only_sheriff_and_renegades, side_for
from game.core.cards.shadow_gunslingers.statuses import LAW, NONE, OUTLAWS, PLAYING, RESTING, SIDE_OF, is_shadow
from game.core.cards.specs import ScenarioWords
from game.core.common.errors import ScenarioError
from game.core.common.roles import RENEGADE
from game.core.common.status import OUT

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame

SIDE_KEY = "shadow_side"


def _setup(g: CardGame, specs: list[dict]) -> None:
    """The players out of the game come back as shadows; if the file starts in the middle of a shadow's turn,
    he is playing it (a Shadow Renegade with no side yet takes the one the rule gives him)."""
    for p, spec in zip(g.players, specs):
        side = spec.get(SIDE_KEY, NONE)
        if side not in (LAW, OUTLAWS, NONE):
            raise ScenarioError(f"{p.name}: {SIDE_KEY} is \"law\" or \"outlaws\", not {side!r}")
        if side != NONE and not (p.role == RENEGADE and p.status in (OUT, RESTING[NONE])):
            raise ScenarioError(f"{p.name}: only a Renegade out of the game has a {SIDE_KEY}")
        if p.status is OUT:
            p.status = RESTING[side]
    if only_sheriff_and_renegades(g):
        gone_for_good(g)
    turn = g.stack[0]
    p = g.players[turn["seat"]]
    if turn["stage"] != "start" and is_shadow(p.status):
        side = SIDE_OF[p.status.name]
        p.status = PLAYING[side_for(g, p) if p.role == RENEGADE and side == NONE else side]


def _side(status: str) -> str | None:
    """A Shadow Renegade's side; None (the files' "none") before he has one, or for anyone else."""
    side = SIDE_OF.get(status, NONE)
    return None if side == NONE else side


WORDS = ScenarioWords(_setup, {
    "shadow": lambda g, p: is_shadow(p.status),
    "in_game": lambda g, p: p.status.seated,
    SIDE_KEY: lambda g, p: _side(p.status.name),
})

