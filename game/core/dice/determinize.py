"""A full game built from one seat's view, with the roles that seat cannot see dealt at random (search bots).

The view's table has the shape of a save's (state.py), less the hidden roles: deal those, give the game a
generator of its own for the dice to come, and load it through the same checks as a save.
"""

from __future__ import annotations

import copy
import random

from game.core.common.rng import rng_to_json
from game.core.common.roles import roles_for, roles_left
from game.core.dice.data import THREE_PLAYER_ROLES
from game.core.dice.engine import DiceGame


def deal_unknown(view_data: dict, rng: random.Random) -> DiceGame:
    """A legal game that agrees with everything in `view_data`; hidden roles and future dice come from `rng`."""
    board = copy.deepcopy(view_data["table"])          # never touch the caller's view
    players = board["players"]
    n = len(players)
    hidden = roles_left(THREE_PLAYER_ROLES if n == 3 else roles_for(n), (p["role"] for p in players))
    rng.shuffle(hidden)
    for p in players:
        if p["role"] is None:
            p["role"] = hidden.pop()
    state = {"rules": dict(view_data["rules"]), "table": board, "winner": view_data["winner"],
             "winners": list(view_data["winners"]), "seq": 0, "version": view_data["version"],
             "rng": rng_to_json(random.Random(rng.getrandbits(64))), "script": []}
    return DiceGame.from_state(state)
