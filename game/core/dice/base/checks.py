"""What the base game's rules hold true of any table they reach: a loaded game that breaks one is refused.

Each check names what is wrong (saves.py says the save is damaged). A module whose rules reach other tables
replaces a check by its name (a zombie is in the game again, say).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame


def arrows(g: DiceGame) -> str | None:
    if g.pile + sum(g.arrows) != g.box.arrows:
        return f"the {g.box.arrows} arrows are not all accounted for"
    return None


def life(g: DiceGame) -> str | None:
    falling = {seat for seat, _ in g.falling}          # at 0, still in: their fall waits on a question
    if any(s.targetable != (life > 0 or seat in falling) for seat, (s, life) in enumerate(zip(g.status, g.life))):
        return "a player's life and status disagree (life left is for those who may be hit)"
    if any(not s.targetable and (not revealed or held) for s, revealed, held in zip(g.status, g.revealed, g.arrows)):
        return "a player out of reach kept a secret or arrows"
    return None


def roles(g: DiceGame) -> str | None:
    if Counter(g.roles) != Counter(g.box.roles_for(len(g.roles))):
        return "the roles do not fit the table"
    return None


CHECKS = {"arrows": arrows, "life": life, "roles": roles}
