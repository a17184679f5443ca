"""A full, legal game built from one seat's view: what that seat cannot know is dealt at random.

Search bots sample many of these and play ahead in each. The cards the seat has not seen (others'
hands, the deck, cards Kit Carlson holds for another player) are shuffled and dealt back in the
right counts; the unrevealed roles are dealt from the roles still unaccounted for. Everything the
seat can see is kept exactly.
"""

from __future__ import annotations

import random
from ..common.roles import roles_for, roles_left
from .data import DECK_SIZE
from .engine import CardGame
from .state import Player


def deal_unknown(view: dict, rng: random.Random, roles: dict[int, str] | None = None) -> CardGame:
    """`roles` (optional, seat -> role) fixes the hidden roles, e.g. drawn from a bot's belief."""
    if view.get("winner") is not None:
        raise ValueError("the game is over: there is nothing left to guess")
    seat = view["seat"]
    stack = [dict(f) for f in view["stack"]]
    known = list(view["hand"]) + list(view["discard"])
    for p in view["players"]:
        known.extend(p["in_play"])
    for f in stack:
        if isinstance(f.get("held"), list):
            known.extend(f["held"])
    unknown = sorted(set(range(DECK_SIZE)) - set(known))
    rng.shuffle(unknown)

    hidden_roles = roles_left(roles_for(len(view["players"])), (p["role"] for p in view["players"]))
    rng.shuffle(hidden_roles)

    g = CardGame()
    for p in view["players"]:
        if p["seat"] == seat:
            hand = list(view["hand"])
        else:
            hand = [unknown.pop() for _ in range(p["hand_count"])]
        role = p["role"] or (roles[p["seat"]] if roles else hidden_roles.pop())
        g.players.append(Player(p["seat"], p["name"], p["character"], role, p["life"], p["max_life"], hand,
                                list(p["in_play"]), p["alive"], p["role_revealed"], p["bangs"]))
    for f in stack:
        for key, value in f.items():
            if type(value) is list:
                f[key] = list(value)
        if isinstance(f.get("held"), int):      # cards another player holds face down: deal them
            f["held"] = [unknown.pop() for _ in range(f["held"])]
    if len(unknown) != view["deck_count"]:
        raise ValueError("the view does not add up to 80 cards")
    g.deck = unknown
    g.discard = list(view["discard"])
    g.stack = stack
    g.rng = random.Random(rng.getrandbits(64))
    g.turn, g.version, g.options = view["turn"], view["version"], dict(view["options"])
    g._run()
    g.take_events()
    return g
