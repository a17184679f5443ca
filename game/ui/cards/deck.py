"""What the window knows about a card id and a character: the printed facts (name, suit, rank, colour) and the
numbers the table explains (a weapon's reach, a Mustang's or a Scope's step, who shoots without limit).

The one module of the card table that reads the rules data, so a change of the data's shape is mended here. Card
ids are those of the game shown: its sets' box (`use`, as the table's first view names them; the base game until
then). The window shows one card game at a time.
"""

from __future__ import annotations

from typing import NamedTuple

from game.core.cards.catalog import BASE, CHARACTERS, KINDS, RANK_VALUE, box_for

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


_box = BASE


def use(sets: list[str] | tuple[str, ...]) -> None:
    """Read card ids as a game enabling `sets` deals them (KeyError for a set the core does not know)."""
    global _box
    _box = box_for(tuple(sets))


def card(card_id: int) -> CardFace:
    c = _box.cards[card_id]
    return CardFace(card_id, c.name, c.rank, c.suit)


def kind_of(card_id: int) -> str:
    return _box.cards[card_id].name


def is_blue(kind: str) -> bool:
    return _box.kinds[kind].color == "blue"


def weapon_range(kind: str) -> int:
    return _box.kinds[kind].weapon_range


def cover(kind: str) -> int:
    return _box.kinds[kind].cover


def sight(kind: str) -> int:
    return _box.kinds[kind].sight


def character_cover(character: str) -> int:
    return _box.characters[character].cover


def character_sight(character: str) -> int:
    return _box.characters[character].sight


def rank_value(card_id: int) -> int:
    return RANK_VALUE.get(_box.cards[card_id].rank, 0)


def subject(card_id: int) -> tuple:
    """The zoom subject of a card (game.ui.table.zoom)."""
    c = _box.cards[card_id]
    return ("card", c.name, c.rank, c.suit)


KIND_NAMES = frozenset(KINDS)
CHARACTER_NAMES = frozenset(CHARACTERS)
