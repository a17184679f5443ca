"""A full game built from one seat's view, with what that seat cannot see dealt at random (search, tests).

The view's table has the shape of a save's (saves.py), less the hidden roles, the secret tokens others hold and
the order of the token piles: deal those from what the seat has not seen, give the game a generator of its own
for the dice to come, and load it through the same checks as a save.
"""

from __future__ import annotations

import copy
import random
from collections import Counter

from game.core.common.rng import rng_to_json
from game.core.common.roles import ROLES, roles_left
from game.core.dice.box import box_for
from game.core.dice.engine import DiceGame


def deal_unknown(view_data: dict, rng: random.Random) -> DiceGame:
    """A legal game that agrees with everything in `view_data`; hidden roles, hidden tokens and future dice come
    from `rng`."""
    board = copy.deepcopy(view_data["table"])          # never touch the caller's view
    box = box_for(tuple(view_data["rules"]["modules"]))
    players = board["players"]
    hidden = roles_left(box.roles_for(len(players)), (p["role"] for p in players))
    rng.shuffle(hidden)
    for p in players:
        if p["role"] is None:
            p["role"] = hidden.pop()
    side_of = {**{r: r for r in ROLES}, **box.role_cards}      # a role card (a plain one is named by its side)
    for name, token in box.tokens.items():
        if type(token.supply) is tuple and token.shares is None:
            sides = side_of if set(token.supply) <= set(side_of) else None
            sharing = [t.name for t in box.tokens.values() if t.shares == name]
            _deal_tokens((name, *sharing), token.supply, players, board["piles"], rng, sides)
    state = {"rules": dict(view_data["rules"]), "table": board, "winner": view_data["winner"],
             "winners": list(view_data["winners"]), "seq": 0, "version": view_data["version"],
             "rng": rng_to_json(random.Random(rng.getrandbits(64))), "script": []}
    return DiceGame.from_state(state)


def _deal_tokens(kinds: tuple[str, ...], supply: tuple[str, ...], players: list[dict], piles: dict,
                 rng: random.Random, sides: dict[str, str] | None) -> None:
    """The tokens of `kinds` (a kind and those sharing its supply) nobody in the view shows, shuffled into the hands
    shown as counts and the piles of the sharing kinds (their counts), the rest the first kind's pile. Role cards
    (`sides`: card -> the role it counts as) go each to a player of its side."""
    seen = Counter(t for name in kinds for p in players if type(p["piles"][name]) is list for t in p["piles"][name])
    unseen = list((Counter(supply) - seen).elements())
    rng.shuffle(unseen)
    for name in kinds:
        for p in players:
            if type(p["piles"][name]) is int:
                count = p["piles"][name]
                if sides is not None:
                    held = [t for t in unseen if sides[t] == p["role"]][:count]
                    for t in held:
                        unseen.remove(t)
                    p["piles"][name] = held
                else:
                    p["piles"][name], unseen = unseen[:count], unseen[count:]
    for name in kinds[1:]:
        piles[name], unseen = unseen[:piles[name]], unseen[piles[name]:]
    piles[kinds[0]] = unseen
