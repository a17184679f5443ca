"""Gold Rush's nuggets and where its cards lie: the names of its piles and counters, earning and paying nuggets,
and what a player holds in front of him.

Nuggets come from the heap (`gold_heap`, 30 at the deal) and go back to it. Once it is empty a player still earns
what the rules give him, from outside the game (seed 003: «Si el montón se agota, usa cualquier posible sustituto
para las pepitas»): earning never fails, and the heap counts only the real nuggets left in it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player

NAME = "gold_rush"
EQUIPMENT = "equipment"                 # the equipment cards' deck, and each player's row of black equipment
EQUIPMENT_DECK, EQUIPMENT_DISCARD, SHOP = "equipment_deck", "equipment_discard", "shop"
GOLD, GOLD_HEAP = "gold", "gold_heap"   # a player's nuggets; the heap on the table
HEAP_NUGGETS = 30
SHOP_SIZE = 3


def earn(g: CardGame, p: Player, n: int, why: str) -> None:
    """n nuggets to p: from the heap while it has any, the rest from outside the game (there are always more)."""
    if n <= 0:
        return
    heap = min(n, g.count(GOLD_HEAP))
    if heap:
        g.move_tokens(heap, (None, GOLD_HEAP), (p.seat, GOLD), why)
    if n > heap:
        g.move_tokens(n - heap, None, (p.seat, GOLD), why)


def pay(g: CardGame, p: Player, n: int, why: str) -> None:
    """p pays n nuggets back to the heap (the caller made sure he has them)."""
    if n > 0:
        g.move_tokens(n, (p.seat, GOLD), (None, GOLD_HEAP), why, p.seat)


def gold(g: CardGame, p: Player) -> int:
    return p.piles[GOLD]        # (read directly: the set's hooks ask it at every decision)


def has(g: CardGame, p: Player, name: str) -> bool:
    """Is a piece of equipment called `name` in front of p? (Asked by hooks on hot paths: most players have none.)"""
    held = p.piles[EQUIPMENT]
    return bool(held) and not g.box.ids[name].isdisjoint(held)

