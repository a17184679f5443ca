"""The four suits, drawn (the fonts have no ♠♥♦♣): `draw_suit(surface, "H", rect)`, `suit_color("H")`."""

from __future__ import annotations

import pygame

from game.ui.art import palette as P
from game.ui.art.pen import Pen, arc_points

NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def suit_color(suit: str, colorblind: bool = False):
    return (P.SUIT_COLORBLIND if colorblind else P.SUIT_CLASSIC)[suit]


def _heart(pen: Pen, color):
    pts = (arc_points(0.29, 0.32, 0.23, 0.23, 150, 360, 12)[:-1] + arc_points(0.71, 0.32, 0.23, 0.23, 180, 390, 12)
           + [(0.5, 0.95)])
    pen.poly(pts, color, False)
    pen.circle((0.29, 0.32), 0.23, color, False)
    pen.circle((0.71, 0.32), 0.23, color, False)


def _spade(pen: Pen, color):
    pts = ([(0.5, 0.0)] + arc_points(0.72, 0.55, 0.22, 0.22, -35, 180, 14)
           + arc_points(0.28, 0.55, 0.22, 0.22, 0, 215, 14))
    pen.poly(pts, color, False)
    pen.poly([(0.5, 0.55), (0.67, 0.98), (0.33, 0.98)], color, False)


def _diamond(pen: Pen, color):
    pen.poly([(0.5, 0.0), (0.88, 0.5), (0.5, 1.0), (0.12, 0.5)], color, False)


def _club(pen: Pen, color):
    pen.circle((0.5, 0.27), 0.22, color, False)
    pen.circle((0.26, 0.58), 0.22, color, False)
    pen.circle((0.74, 0.58), 0.22, color, False)
    pen.poly([(0.42, 0.4), (0.58, 0.4), (0.58, 0.6), (0.42, 0.6)], color, False)
    pen.poly([(0.5, 0.5), (0.68, 0.98), (0.32, 0.98)], color, False)


_SHAPES = {"S": _spade, "H": _heart, "D": _diamond, "C": _club}


def draw_suit(surface: pygame.Surface, suit: str, rect, colorblind: bool = False, color=None) -> None:
    """The suit's shape filling `rect` (square looks best), in its colour unless `color` is given."""
    _SHAPES[suit](Pen(surface, rect), color if color is not None else suit_color(suit, colorblind))
