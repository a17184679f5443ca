"""What the window knows about a card id: its kind, rank and suit, and its kind's record (border, range, target,
whether it is an attack...), all read from the box of the card sets of the game on the table (core reading.box).

The window shows one card game at a time: its table tells this module the sets of its game as it reads them (the
game's start, each view), so a card of any set reads right; until then the base game's. Nothing here is a rule:
the facts are the records' own, and distance, reach and refusals are asked of the core (distance.py, reasons.py).
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


def use(sets) -> None:
    """The cards of the game on the table are those of `sets` (its rules' names, base first)."""
    global _box
    _box = box_for(tuple(sets))


def follow(message: dict) -> None:
    """Take the sets of the game from a table message that names them: a view, or the game's start."""
    if message["type"] == "view":
        use(message["view"]["data"]["rules"]["sets"])
    elif message["type"] == "event" and message["event"]["kind"] == "game_start":
        use(message["event"]["rules"]["sets"])


def card(card_id: int) -> CardFace:
    c = _box.cards[card_id]
    return CardFace(card_id, c.name, c.rank, c.suit)


def kind_of(card_id: int) -> str:
    return _box.name[card_id]


def record(kind: str) -> CardKind:
    """A card kind's record: its border (`color`), `weapon_range`, `target`, `hostile`, `in_reach`..."""
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
