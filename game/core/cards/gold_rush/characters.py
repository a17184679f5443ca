"""Gold Rush's 8 characters (cards.md §6c), written on the branch gr-chars.

What the rest of the set reads from here: CHARACTERS (the records), HOOKS and ACTIONS (their set-level hooks and
phase-2 actions, added to the set's own), and `buy_discount` (Pretty Luzena: what the player's next purchase
costs less this turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.specs import Character, Hook, TurnAction

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player

CHARACTERS: tuple[Character, ...] = ()
HOOKS: tuple[Hook, ...] = ()
ACTIONS: tuple[TurnAction, ...] = ()


def buy_discount(g: CardGame, p: Player) -> int:
    """Nuggets off p's next purchase (never the forced discard)."""
    return 0


def bought(g: CardGame, p: Player, c: int) -> None:
    """p has just paid for the shop card c (at the price buy_discount allowed)."""
