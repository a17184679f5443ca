"""Undead or Alive's pictures, drawn from data with a Pen in the unit square (game/ui/art/pen.py): the Whiskey bottle,
the Duel (two crossed revolvers), a Rage card face down and face up, a duel wound; and the dice's colours: the Duel
dice black, a Rage card's die red, a wound token's die white."""

from __future__ import annotations

from game.ui.art import palette as P
from game.ui.art.dice import DieLook
from game.ui.art.pictos import p_duel

RAGE_RED = (150, 24, 28)
GLASS = (96, 58, 24)

DUEL_LOOK = DieLook((30, 30, 34), (0, 0, 0), P.WHITE)             # black, its symbols white
RAGE_LOOK = DieLook(RAGE_RED, (70, 8, 10), P.WHITE)                 # a revealed card's symbols, never rolled
WOUND_LOOK = DieLook(P.WHITE, RAGE_RED, RAGE_RED)                   # a Dynamite wound token's, never rolled


def whiskey(pen) -> None:
    """A whiskey bottle: a brown body, a long neck with a cork, a paper label."""
    pen.rect(0.3, 0.38, 0.4, 0.56, GLASS, True, 0.03, radius=0.08)
    pen.rect(0.43, 0.12, 0.14, 0.28, GLASS, True, 0.03)
    pen.rect(0.42, 0.05, 0.16, 0.09, P.WOOD_LIGHT, True, 0.02)
    pen.rect(0.34, 0.54, 0.32, 0.2, P.PAPER, True, 0.02)
    pen.stroke([(0.4, 0.64), (0.6, 0.64)], 0.03, P.RED_DARK)


def duel(pen) -> None:
    """The Duel: the card game's two crossed revolvers."""
    p_duel(pen)


def rage_back(pen) -> None:
    """A Rage card face down: a red card with a dark star."""
    pen.rect(0.2, 0.06, 0.6, 0.88, RAGE_RED, True, 0.03, radius=0.06)
    pen.star((0.5, 0.5), 0.2, 0.09, 5, (70, 8, 10), False)


def rage_face(pen) -> None:
    """A Rage card face up: paper with a red band and a red burst."""
    pen.rect(0.2, 0.06, 0.6, 0.88, P.PAPER, True, 0.03, radius=0.06)
    pen.rect(0.2, 0.06, 0.6, 0.16, RAGE_RED, False)
    pen.star((0.5, 0.56), 0.22, 0.1, 8, RAGE_RED, True, 0.02)


def wound(pen) -> None:
    """A duel wound token: a bandage crossed over a red mark."""
    pen.circle((0.5, 0.5), 0.42, P.PAPER, True, 0.03)
    pen.circle((0.5, 0.5), 0.2, RAGE_RED, False)
    pen.rect(0.18, 0.42, 0.64, 0.16, P.IVORY, True, 0.02)
