"""What is printed on a card's corner (suit and rank), and the reach of a player with no weapon.

Which cards a deck holds is not here: each card kind lists its copies (specs.py), and a game's deck is built
from the card sets it enables (box.py). A card is referred to everywhere by its id, its index in that deck.
"""

from __future__ import annotations

from typing import NamedTuple

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_VALUE = {r: i + 2 for i, r in enumerate(RANKS)}
SUITS = ("S", "H", "D", "C")  # spades, hearts, diamonds, clubs


class Card(NamedTuple):
    id: int
    name: str          # the id of its kind, e.g. "bang"
    rank: str          # "" for a card without rank and suit (a second deck's, such as Gold Rush's equipment)
    suit: str

    @property
    def label(self) -> str:
        """The scenario-file spelling, e.g. "bang 10D"; a card without rank and suit by its kind alone."""
        return f"{self.name} {self.rank}{self.suit}" if self.rank else self.name


COLT_RANGE = 1    # the Colt .45 printed on the board: the reach of a player with no weapon in play
