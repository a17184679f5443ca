"""The statuses of a shadow gunslinger (seed 003), by side: resting between his turns (out of the game for every
purpose), playing his turn (in the game, with his ability, at 0 life that nothing changes), and gone for good.

Only the Shadow Renegade has a side in his status (its `side`, "law" or "outlaws", chosen at each of his turns: he
plays and wins for it, common.roles); every other shadow plays for his role's side, and "none" is his. The side is
in the status's name too, so views, saves, events and clones carry it with nothing of their own.
"""

from __future__ import annotations

from game.core.common.status import OUT, Status

NONE, LAW, OUTLAWS = "none", "law", "outlaws"       # a Shadow Renegade's side (roles.SIDE's words), none yet
SIDES = (NONE, LAW, OUTLAWS)


def _suffix(side: str) -> str:
    return "" if side == NONE else f"_{side}"


def _side(side: str) -> str | None:
    return None if side == NONE else side


RESTING = {side: Status(f"shadow{_suffix(side)}", seated=False, targetable=False, takes_turn=True, acts=False,
                        standing=False, wins_with_side=True, mortal=False, side=_side(side)) for side in SIDES}
PLAYING = {side: Status(f"shadow_turn{_suffix(side)}", seated=True, targetable=True, takes_turn=True, acts=True,
                        standing=False, wins_with_side=True, mortal=False, side=_side(side)) for side in SIDES}
GONE = {NONE: OUT, **{side: Status(f"shadow_gone_{side}", seated=False, targetable=False, takes_turn=False,
                                   acts=False, standing=False, wins_with_side=True, mortal=False, side=side)
                      for side in (LAW, OUTLAWS)}}
SIDE_OF = {status.name: side for table in (RESTING, PLAYING, GONE) for side, status in table.items()
           if status is not OUT}
STATUSES = tuple(s for table in (RESTING, PLAYING, GONE) for s in table.values() if s is not OUT)


def is_shadow(status: Status) -> bool:
    """Does a player of this status still come back as a shadow (resting or playing his turn)?"""
    return status.name in SIDE_OF and status.takes_turn
