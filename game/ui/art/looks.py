"""What a die looks like, on the dice table and in the Rules alike, read from the game's box: the pictures of the
symbols its face shows (a double shows two) on the colours of its kind (its module's side's `looks`, else the
colour its rules name).
Each symbol's picture comes from the window side of the module that brings it (game/ui/sets.py), the base game's
from game/ui/art/dice.py; a face, a symbol or a die kind the window has no picture for is drawn plainly (a "?"
and its name, a grey die), never refused.
"""

from __future__ import annotations

import pygame

from game.core.dice.catalog import DiceBox
from game.ui import sets
from game.ui.art.dice import SYMBOLS, DieLook, Picture, die, look_of, token, unknown_symbol

UNKNOWN_KIND = "unknown"         # a die kind the box does not know: look_of gives it a plain grey


def picture(symbol: str) -> Picture:
    """A symbol's picture: the base game's (with its numeral), its module's piece's, or a plain "?"."""
    if symbol in SYMBOLS:
        return SYMBOLS[symbol]
    draw = sets.piece("dice", symbol).picture
    return Picture(draw) if draw is not None else unknown_symbol(symbol)


def pictures(box: DiceBox, face: str) -> tuple[Picture, ...]:
    """The pictures `face` shows, a symbol as many times as it counts (a face the box does not know: a "?")."""
    known = box.faces.get(face)
    if known is None:
        return (unknown_symbol(face),)
    return tuple(picture(symbol) for symbol, count in known.symbols.items() for _ in range(count))


def look(box: DiceBox, kind: str | None) -> DieLook:
    """The colours of a die of `kind` (None: the game's usual die): its module's window side's, else those of the
    colour its rules name."""
    if kind is None:
        kind = box.dice_a_turn[0] if box.dice_a_turn else UNKNOWN_KIND
    return sets.look("dice", kind) or look_of(box.colours.get(kind, UNKNOWN_KIND))


def face_image(box: DiceBox, face: str, kind: str | None, size: int, locked: bool = False) -> pygame.Surface:
    """Die `kind` showing `face`, size x size."""
    return die(pictures(box, face), size, look(box, kind), locked)


def symbol_image(symbol: str, size: int) -> pygame.Surface:
    """A symbol alone on an ivory die (a badge: the 1 or 2 that reaches a seat)."""
    return die((picture(symbol),), size)


def token_image(name: str, size: int) -> pygame.Surface:
    """A module's token of kind `name` (its window side's picture, or its initial)."""
    piece = sets.piece("dice", name)
    return token(piece.picture, size, piece.en)


def faces_of(box: DiceBox, kind: str | None) -> tuple[str, ...]:
    """The six faces of a die of `kind` (what flashes by as it tumbles); any face of the box for an unknown kind."""
    return box.dice.get(kind or "", ()) or tuple(box.faces)
