"""What the window knows about a card id and a character: the printed facts (name, suit, rank, colour) and the
numbers the table explains (a weapon's reach, a Mustang's or a Scope's step, who shoots without limit).

The one module of the card table that reads the rules data, so a change of the data's shape is mended here.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core.cards.catalog import CARDS, CHARACTERS, KINDS, RANK_VALUE

COLT_RANGE = 1                          # the Colt .45 printed on every board
UNLIMITED_CARDS = frozenset({"volcanic"})
UNLIMITED_CHARACTERS = frozenset({"willy_the_kid"})
TARGETS_CARD = frozenset({"panic", "cat_balou"})       # played at a card of another player
WEAPON_REACH = frozenset({"bang"})                      # played only at a seat your weapon reaches


class CardFace(NamedTuple):
    id: int
    kind: str
    rank: str
    suit: str


def card(card_id: int) -> CardFace:
    c = CARDS[card_id]
    return CardFace(card_id, c.name, c.rank, c.suit)


def kind_of(card_id: int) -> str:
    return CARDS[card_id].name


def is_blue(kind: str) -> bool:
    return KINDS[kind].color == "blue"


def weapon_range(kind: str) -> int:
    return KINDS[kind].weapon_range


def cover(kind: str) -> int:
    return KINDS[kind].cover


def sight(kind: str) -> int:
    return KINDS[kind].sight


def character_cover(character: str) -> int:
    return CHARACTERS[character].cover


def character_sight(character: str) -> int:
    return CHARACTERS[character].sight


def rank_value(card_id: int) -> int:
    return RANK_VALUE[CARDS[card_id].rank]


def subject(card_id: int) -> tuple:
    """The zoom subject of a card (game.ui.table.zoom)."""
    c = CARDS[card_id]
    return ("card", c.name, c.rank, c.suit)


KIND_NAMES = frozenset(KINDS)
CHARACTER_NAMES = frozenset(CHARACTERS)
