"""What a fall means to each role, shared by both games' bots: the knowledge that keeps every level, Easy included,
from a play that can only lose its own game (docs/bots.md, "Blunders"), and how much each role wants each other
role hurt (`WANT`, the one enmity table of both games' Normal bots).
"""

from __future__ import annotations

from game.bots.beliefs import RoleBelief
from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF

LAW = (SHERIFF, DEPUTY)

# How much a player of my role wants a player of each role hurt (positive: a foe), by game; the Renegade's wants
# change with the table (each game's policy works them out). The law's rows are one in both games; the Outlaws'
# were tuned in each game and measured flat around these values (docs/bots.md), so each keeps its own.
_SHERIFF_WANTS = {SHERIFF: 0.0, DEPUTY: -1.0, OUTLAW: 1.0, RENEGADE: 0.6}
_DEPUTY_WANTS = {SHERIFF: -2.0, DEPUTY: -0.8, OUTLAW: 1.0, RENEGADE: 0.6}
WANT = {
    "cards": {SHERIFF: _SHERIFF_WANTS, DEPUTY: _DEPUTY_WANTS,
              OUTLAW: {SHERIFF: 1.3, DEPUTY: 0.8, OUTLAW: -1.0, RENEGADE: 0.5}},
    "dice": {SHERIFF: _SHERIFF_WANTS, DEPUTY: _DEPUTY_WANTS,
             OUTLAW: {SHERIFF: 2.0, DEPUTY: 0.5, OUTLAW: -1.0, RENEGADE: 0.3}},
}


def sheriff_stake(role: str, living: int) -> int:
    """What the Sheriff's fall means to a player of `role` while `living` players are left: +1 his side wins,
    -1 it loses (a Deputy always; the Renegade unless the Sheriff is the last one left beside him), 0 the Sheriff."""
    if role == OUTLAW:
        return 1
    if role == RENEGADE:
        return 1 if living == 2 else -1
    return -1 if role == DEPUTY else 0


def law_wins_if_falls(belief: RoleBelief, standing: list[bool], target: int) -> float:
    """The chance, by `belief`, that `target` falling ends the game for the law: every other player still standing
    is the Sheriff or a Deputy. (The Outlaws' and the Renegade's wins need the Sheriff's fall: `sheriff_stake`.)"""
    living = [s for s, a in enumerate(standing) if a and s != target]
    known = [s for s in living if s in belief.known]
    if any(belief.known[s] not in LAW for s in known):
        return 0.0
    hidden = [belief.hidden.index(s) for s in living if s not in belief.known]
    if not hidden:
        return 1.0
    total = sum(belief.weights) or 1.0
    return sum(w for a, w in zip(belief.assignments, belief.weights) if all(a[i] in LAW for i in hidden)) / total
