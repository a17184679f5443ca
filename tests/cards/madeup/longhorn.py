"""Longhorn: a card set made up for the tests, whose cards bring rules of distance, reach and target of their own,
to prove that a reader of a view (the window) gets them from the rules core and works none of them out itself.

- Ox Team (blue): others see its owner two farther (a Mustang that counts twice).
- Long Rifle (blue): a weapon reaching 3.
- Lasso (brown): an attack played only at a player at distance exactly 2 (its own rule, `lasso_distance`); the
  target discards a card at random from his hand.
"""

from __future__ import annotations

from game.core.cards.plays import in_front
from game.core.cards.sets import CardSet, register
from game.core.cards.specs import BLUE, BROWN, PLAYER, CardKind

NAME = "longhorn"
LASSO_DISTANCE = 2


def _lasso_options(aim, c):
    near = aim.distances()
    return [("play", c, q.seat) for q in aim.others if near[q.seat] == LASSO_DISTANCE]


def _lasso(g, p, c, action) -> None:
    victim = g.players[action[2]]
    if victim.hand:
        g.discard_from_hand(victim, [g.random_hand_card(victim)], "lasso", by=p.seat)


def _why_not_lasso(g, p, action):
    target = g.players[action[2]]
    return "lasso_distance", f"Lasso reaches only players at distance 2; {target.name} is at {g.distance(p, target)}"


OX_TEAM = CardKind("ox_team", "Ox Team", "Yunta de bueyes", BLUE, "2H 3H", cover=2, options=in_front)
LONG_RIFLE = CardKind("long_rifle", "Long Rifle", "Rifle largo", BLUE, "4H", weapon_range=3, options=in_front)
LASSO = CardKind("lasso", "Lasso", "Lazo", BROWN, "5H 6H 7H", target=PLAYER, hostile=True, options=_lasso_options,
                 effect=_lasso, why_not=_why_not_lasso)

SET = CardSet(NAME, (OX_TEAM, LONG_RIFLE, LASSO), ())
register(SET)
SETS = ("base", NAME)
