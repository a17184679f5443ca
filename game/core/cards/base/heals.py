"""Beer and Saloon: a life point back (Beer also as the save from a lethal hit, not with two players left)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.plays import by_itself
from game.core.cards.rulings import beer_heals
from game.core.cards.specs import BROWN, CardKind, Reason, Verb

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player


def _beer(g: CardGame, p: Player, c: int, action: tuple) -> None:
    if beer_heals(g):
        g.heal(p, 1, "beer", p.seat)


def _why_not_beer(g: CardGame, p: Player, action: tuple) -> Reason | None:
    if not beer_heals(g):
        return "beer_two_left", "Beer has no effect when only two players are left"
    return None


def _saloon(g: CardGame, p: Player, c: int, action: tuple) -> None:
    for q in g.players:
        if q.status.targetable:
            g.heal(q, 1, "saloon", p.seat)


BEER = CardKind(
    "beer", "Beer", "Cerveza", BROWN, "6H 7H 8H 9H 10H JH", keep=5.0, options=by_itself, effect=_beer,
    saves=beer_heals,
    verbs=(Verb("beer", "drink a Beer", frozenset({"dying"}), from_hand=True, why_not=_why_not_beer,
                misplaced=("beer_not_lethal",
                           "out of your turn a Beer is played only against a hit that would eliminate you")),))
SALOON = CardKind("saloon", "Saloon", "Saloon", BROWN, "5H", keep=3.0, options=by_itself, effect=_saloon)
