"""A full game built from one seat's view, with the roles that seat cannot see dealt at random (search bots)."""

from __future__ import annotations

import json
import random

from game.core.common.rng import rng_to_json
from game.core.common.roles import roles_for, roles_left

from .data import THREE_PLAYER_ROLES
from .engine import DiceGame


def deal_unknown(view_data: dict, rng: random.Random) -> DiceGame:
    """A legal game that agrees with everything in `view_data`; hidden roles and future dice come from `rng`."""
    state = json.loads(json.dumps(view_data))          # never touch the caller's view
    players = state["players"]
    n = len(players)
    hidden = roles_left(THREE_PLAYER_ROLES if n == 3 else roles_for(n), (p["role"] for p in players))
    rng.shuffle(hidden)
    for p in players:
        if p["role"] is None:
            p["role"] = hidden.pop()
    for key in ("seat", "role", "pending"):
        del state[key]
    state["rng"] = rng_to_json(random.Random(rng.getrandbits(64)))
    state["script"] = []
    return DiceGame.from_state(state)
