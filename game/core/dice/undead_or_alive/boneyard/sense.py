"""What a bot reads of the Boneyard's sides: after the outbreak the roles no longer decide who wins, the zombies'
and the survivors' sides do, and everyone sees them (a zombie's and the Master's cards are public). Before it,
nothing: the roles decide. Silly answers every bot level vetoes (bench/blunders.py counts them): a die at one's own
side when it could hit the other, a Beer wasted on a zombie (docs/bots.md, "Undead or Alive")."""

from __future__ import annotations

from game.core.common.status import BY_NAME
from game.core.common.view import per_view
from game.core.dice.specs import Silly
from game.core.dice.undead_or_alive.boneyard.rules import MASTER_CARD, SURVIVORS, ZOMBIE_CARD, ZOMBIES


@per_view                   # asked a dozen times a decision of one view (the bots' table, every sense file)
def teams(data: dict) -> dict[int, str] | None:
    """Seat -> "zombies" or "survivors" once the outbreak has begun (someone holds a zombie's card), else None."""
    players = data["table"]["players"]
    for player in players:              # (a plain loop: read at every decision of every bot)
        if player["piles"][ZOMBIE_CARD]:
            return {p["seat"]: ZOMBIES if p["piles"][ZOMBIE_CARD] or p["piles"][MASTER_CARD] else SURVIVORS
                    for p in players}
    return None


def own_side_shot(data: dict, option) -> str | None:
    """After the outbreak, a die aimed at the roller's own side when the same die could hit the other side."""
    sides = teams(data) if option[0] in ("shoot", "double_shot") else None
    if sides is None:
        return None
    mine, die, target = sides[data["seat"]], option[1], option[-1]
    if sides[target] != mine or not any(o[1] == die and sides[o[-1]] != mine for o in data["pending"]["options"]):
        return None
    return f"die {die} at seat {target}, of his own side ({mine}), when it could hit the other"


def wasted_beer(data: dict, option) -> str | None:
    """A Beer given to a zombie (who never gains life) when a teammate below his maximum could have drunk it."""
    if option[0] != "beer":
        return None
    players = data["table"]["players"]
    if BY_NAME[players[option[2]]["status"]].gains_life:
        return None
    sides = teams(data) or {}
    for o in data["pending"]["options"]:
        p = players[o[2]]
        if BY_NAME[p["status"]].gains_life and p["life"] < p["max_life"] \
                and sides.get(o[2]) == sides.get(data["seat"]):
            return f"a Beer to the zombie at seat {option[2]}, when seat {o[2]} could gain it"
    return None


SILLY = {"shoot": (Silly("own_side_shot", own_side_shot),), "beer": (Silly("beer_on_zombie", wasted_beer),)}
