"""What a bot makes of Belle Star's and Chuck Wengam's `change_die`: the dice with the die turned against the dice as
they are, priced as the bots price final dice, plus a little for a Dynamite's die freed while re-rolls are left,
less the life it costs (Chuck's 1); a laugh: Chuck paying his last life point for a die (docs/bots.md, "Undead or
Alive and Four Valiants")."""

from __future__ import annotations

from game.core.dice.base.faces import DYNAMITE
from game.core.dice.specs import Reader, Silly

CHANGE = "change_die"
FREED = 0.1         # a Dynamite turned away while re-rolls are left frees its die, in life points: the final dice's
#                     price does not see it, and without it Belle Star would shrug at two Dynamite


def change(r: Reader, option: tuple) -> float:
    """A die turned: what the dice gain, less its price."""
    if option[0] != CHANGE:
        return 0.0
    data = r.data
    table = data["table"]
    faces = list(table["dice"])
    before = r.dice_worth(faces)
    freed = FREED if faces[option[1]] == DYNAMITE and table["rolls_left"] else 0.0
    faces[option[1]] = option[2]
    price = data["pending"]["info"]["price"]
    return r.dice_worth(faces) - before + freed - (r.self_loss(price) if price else 0.0)


def last_life(data: dict, option: tuple) -> str | None:
    """Chuck Wengam paying the life he has left."""
    price = data["pending"]["info"]["price"]
    if option[0] == CHANGE and price and data["table"]["players"][data["seat"]]["life"] <= price:
        return f"Chuck Wengam pays his last life for die {option[1]}"
    return None


WORTH = {CHANGE: change}
SILLY = {CHANGE: (Silly("chuck_last_life", last_life),)}
