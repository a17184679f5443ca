"""Roles, how many of each a table gets, and who has won. Shared by the card game and the dice game."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.core.common.status import Status

SHERIFF, DEPUTY, OUTLAW, RENEGADE = "sheriff", "deputy", "outlaw", "renegade"
ROLES = (SHERIFF, DEPUTY, OUTLAW, RENEGADE)

# The side a role plays for; the name is also the `winner` value of a game won by that side.
SIDE = {SHERIFF: "law", DEPUTY: "law", OUTLAW: "outlaws", RENEGADE: "renegade"}

_TABLE = {
    4: (SHERIFF, RENEGADE, OUTLAW, OUTLAW),
    5: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, DEPUTY),
    6: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, DEPUTY),
    7: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, DEPUTY, DEPUTY),
    8: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, DEPUTY, DEPUTY, RENEGADE),
}


def roles_for(players: int) -> tuple[str, ...]:
    """The role cards dealt to a table of 4 to 8 players (both games use the same rows)."""
    if players not in _TABLE:
        raise ValueError(f"roles are dealt for 4 to 8 players, not {players}")
    return _TABLE[players]


def roles_left(roles_in_game, shown) -> list[str]:
    """The role cards not among `shown` (the roles a seat can see): what is still hidden, as a multiset."""
    left = Counter(roles_in_game)
    left.subtract(r for r in shown if r is not None)
    return list(left.elements())


# The role a player who joined a side plays as (a status's `side`: a Shadow Renegade's card turned to it).
ROLE_OF_SIDE = {"law": DEPUTY, "outlaws": OUTLAW}


def playing_as(role: str, status: Status) -> str:
    """The role whose side a player plays for: his own, or the one of the side his status joined."""
    return role if status.side is None else ROLE_OF_SIDE[status.side]


def standard_winner(roles: Sequence[str], status: Sequence[Status]) -> tuple[str, list[int]] | None:
    """The side that has won and its winning seats, or None while the game goes on.

    The Sheriff no longer standing: a Renegade who is the only one left standing wins alone; otherwise the Outlaws
    win, every one who wins with his side (in the base game, dead or alive: this includes everyone falling at once
    and the Sheriff dying with two Renegades standing). No Outlaw or Renegade standing: the Sheriff and the Deputies
    win, every one who wins with his side. A status's `side` puts its player on that side, whatever his role.
    """
    if not any(st.standing for r, st in zip(roles, status) if r == SHERIFF):
        standing = [s for s, st in enumerate(status) if st.standing]
        if len(standing) == 1 and roles[standing[0]] == RENEGADE:
            return "renegade", standing
        return "outlaws", _with_side("outlaws", roles, status)
    if not any(st.standing for r, st in zip(roles, status) if r in (OUTLAW, RENEGADE)):
        return "law", _with_side("law", roles, status)
    return None


def _with_side(side: str, roles: Sequence[str], status: Sequence[Status]) -> list[int]:
    return [s for s, (r, st) in enumerate(zip(roles, status))
            if st.wins_with_side and (SIDE[r] if st.side is None else st.side) == side]
