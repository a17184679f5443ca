"""What the window knows about a card id: its kind, rank and suit, and its kind's record (border, range, target,
whether it is an attack...), all read from the box of the card sets of the game on the table.

Card ids are those of the game shown: its sets' box (`use`, as the table's setup names them; the base game until
then). The window shows one card game at a time. Nothing here is a rule: the facts are the records' own, and
distance, reach and refusals are asked of the core (distance.py, reasons.py).
"""

from __future__ import annotations

from typing import NamedTuple, TypeGuard

from game.core.cards.catalog import BASE, RANK_VALUE, CardKind, box_for

_box = BASE


class CardFace(NamedTuple):
    id: int
    kind: str
    rank: str           # "" for a card without rank and suit (a set's own deck)
    suit: str


def use(sets: list[str] | tuple[str, ...]) -> None:
    """Read card ids as a game enabling `sets` deals them (KeyError for a set the core does not know)."""
    global _box
    _box = box_for(tuple(sets))


def card(card_id: int) -> CardFace:
    c = _box.cards[card_id]
    return CardFace(card_id, c.name, c.rank, c.suit)


def kind_of(card_id: int) -> str:
    return _box.name[card_id]


def record(kind: str) -> CardKind:
    """A card kind's record: its border (`color`), `weapon_range`, `target`, `hostile`, `aimed_in_reach`..."""
    return _box.kinds[kind]


def is_kind(name: object) -> TypeGuard[str]:
    """Whether `name` is a card kind of the game (else a character's id, or another word)."""
    return type(name) is str and name in _box.kinds


def is_character(name: object) -> TypeGuard[str]:
    return type(name) is str and name in _box.characters


def rank_value(card_id: int) -> int:
    """A card's rank as a number (a card without rank and suit counts 0)."""
    return RANK_VALUE.get(_box.cards[card_id].rank, 0)


def subject(card_id: int) -> tuple:
    """The zoom subject of a card (game.ui.table.zoom)."""
    c = _box.cards[card_id]
    return ("card", c.name, c.rank, c.suit)
