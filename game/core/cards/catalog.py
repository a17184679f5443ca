"""The card game's printed matter, for readers outside the rules (the window, the terminal client, tests).

The base game's card kinds, characters and its 80 cards by id, as plain data. A game that enables other sets
names them in its view (`rules.sets`); `box_for(sets)` gives that game's own tables.
"""

from __future__ import annotations

from game.core.cards.box import box_for
from game.core.cards.data import RANK_VALUE, RANKS, SUITS
from game.core.cards.specs import NO_TARGET, PLAYER, PLAYER_CARD, CardKind

BASE = box_for(("base",))
KINDS = BASE.kinds              # kind id -> CardKind (names in English and Spanish, colour, range...)
CHARACTERS = BASE.characters    # character id -> Character (names, life, ability)
CARDS = BASE.cards              # card id -> Card (kind id, rank, suit)

__all__ = ["BASE", "CARDS", "CHARACTERS", "KINDS", "NO_TARGET", "PLAYER", "PLAYER_CARD", "RANKS", "RANK_VALUE", "SUITS",
           "CardKind", "box_for"]
