"""Old Saloon's pictures, drawn from data with a Pen in the unit square (game/ui/art/pen.py): the Saloon dice's new
symbols (the broken arrow, the bullet; a double is two of a base symbol, drawn by the die itself), the two Saloon
dice's colours, and the Indian Chief's Arrow, bigger and red-feathered beside a normal arrow."""

from __future__ import annotations

from game.ui.art import palette as P
from game.ui.art.dice import DieLook
from game.ui.art.pictos import arrow, bullet_shape

CHIEF_RED = (178, 36, 30)
CHIEF_FEATHER = (236, 226, 200)

# The Saloon dice, apart from the ivory base dice at a glance: the Loudmouth dark slate (its rules say black: the
# symbols stay readable on slate), the Coward mustard yellow.
LOUDMOUTH_LOOK = DieLook((92, 96, 108), (24, 24, 30), P.WHITE)
COWARD_LOOK = DieLook((236, 196, 84), (120, 86, 20), P.INK)


def broken_arrow(pen) -> None:
    """An arrow snapped in two: the fletched half and the head, apart, with splinters at the break."""
    arrow(pen.sub(0.0, 0.1, 0.62, 0.62), (0.1, 0.9), (0.95, 0.05), width=0.06)
    pen.poly([(0.38, 0.44), (0.5, 0.4), (0.44, 0.5)], P.WOOD_LIGHT, True, 0.02)     # the splinters
    pen.poly([(0.52, 0.58), (0.62, 0.5), (0.6, 0.62)], P.WOOD_LIGHT, True, 0.02)
    pen.stroke([(0.56, 0.62), (0.86, 0.32)], 0.06, P.WOOD_LIGHT)
    pen.poly([(0.94, 0.22), (0.8, 0.3), (0.86, 0.36)], P.STONE)
    pen.stroke([(0.34, 0.56), (0.62, 0.38)], 0.03, P.RED_DARK)              # the crack


def bullet(pen) -> None:
    """A cartridge upright: the roller's own life lost."""
    bullet_shape(pen, 0.5, 0.06, 0.94, 0.17)


def chief_arrow(pen) -> None:
    """The Indian Chief's Arrow: a thick red arrow with a crest of white feathers tipped red."""
    arrow(pen, (0.08, 0.92), (0.94, 0.06), shaft=CHIEF_RED, fletch=CHIEF_RED, width=0.075)
    for i, (x, y) in enumerate(((0.1, 0.62), (0.22, 0.74), (0.34, 0.86))):
        pen.ellipse((x, y), 0.05, 0.12, CHIEF_FEATHER, True, 0.02)
        pen.ellipse((x, y - 0.09 + 0.01 * i), 0.03, 0.04, CHIEF_RED, False)
