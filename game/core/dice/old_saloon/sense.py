"""What a bot reads from its seat's view (JSON) for Old Saloon's answers, shared by the modules' `sense.py` files:
who the view shows for sure to be a teammate or a foe. The modules' `worth`s and `silly` uses (specs.Worth,
specs.Silly) are theirs; the bots never name a module's decisions (docs/bots.md, "Old Saloon").
"""

from __future__ import annotations

from game.core.common.roles import RENEGADE, SIDE
from game.core.common.status import BY_NAME
from game.core.common.view import per_view
from game.core.dice.box import box_for

REVEAL = 1.5        # a role power spent (once a game) and the role shown, in life points: a power is revealed only
#                     when it does more than that


def players(data: dict) -> list[dict]:
    return data["table"]["players"]


def me(data: dict) -> dict:
    return players(data)[data["seat"]]


@per_view                   # asked a dozen times a decision of one view
def box(data: dict):
    """The box of the view's game."""
    return box_for(tuple(data["rules"]["modules"]))


def acts(player: dict) -> bool:
    return BY_NAME[player["status"]].acts


def targetable(player: dict) -> bool:
    return BY_NAME[player["status"]].targetable


def playing_as(data: dict) -> str:
    """The role I play for: my own, unless a module says otherwise (Module.plays_as: a Renegade Ghost's side)."""
    for plays_as in box(data).plays_as:
        role = plays_as(data)
        if role is not None:
            return role
    return data["role"]


def roles_decide(data: dict) -> bool:
    """Do the roles still decide who wins, or have a module's public sides replaced them (box.teams_seen)?"""
    return box(data).teams_seen(data) is None


def teammate(data: dict, seat: int) -> bool:
    """Is `seat` another player the view shows to be on my side for sure (a Renegade has none)? Once a module's
    public sides replace the roles (box.teams_seen), they decide."""
    if seat == data["seat"]:
        return False
    teams = box(data).teams_seen(data)
    if teams is not None:
        return teams[seat] == teams[data["seat"]]
    role, mine = players(data)[seat]["role"], playing_as(data)
    return role is not None and mine != RENEGADE and SIDE[role] == SIDE[mine]


def known_foe(data: dict, seat: int) -> bool:
    """Is `seat` a player the view shows to be against my side for sure? (A Renegade's wants change with the table:
    only the law and the Outlaws read a sure foe.) Once a module's public sides replace the roles, they decide."""
    if seat == data["seat"]:
        return False
    teams = box(data).teams_seen(data)
    if teams is not None:
        return teams[seat] != teams[data["seat"]]
    role, mine = players(data)[seat]["role"], playing_as(data)
    return role is not None and mine != RENEGADE and SIDE[role] != SIDE[mine]
