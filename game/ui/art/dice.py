"""Dice drawn from data: a die of any colour showing any face, a face being the pictures of its symbols.

    die((SYMBOLS["beer"],), 64)                         # an ivory die showing a Beer, 64 x 64
    die((SYMBOLS["2"], SYMBOLS["2"]), 64, look_of("gold"))   # a gold die's double 2: two symbols, side by side
    die((), 64, look_of("grey"))                        # a blank face
    die((unknown_symbol("horseshoe"),), 64, locked=True)     # a symbol nobody drew: a clear "?" and its name

A `Picture` is one symbol's drawing (in a Pen's unit box) and the numeral written over it, crisp, after the
shrink; a `DieLook` is a die kind's body, rim and numeral colours (`look_of` a colour name of the rules data: the
ones drawn here, else any colour pygame knows by that name, else a plain grey). The dice table says which
pictures a face shows (looks.py); this module only draws. Cached by the arguments.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame

from game.ui.art import palette as P
from game.ui.art.chrome import cached
from game.ui.art.fonts import font
from game.ui.art.pen import Pen, canvas, shrink, supersample
from game.ui.art.pictos import arrow, dynamite_sticks, mug, p_gatling


class Picture(NamedTuple):
    """A symbol as a die shows it: `draw` inks it in a Pen's unit box; `label`, if any, is written over it in
    `label_colour` (None: the die's numeral colour)."""
    draw: Callable[[Pen], None]
    label: str = ""
    label_colour: tuple | None = None


class DieLook(NamedTuple):
    """A die kind's colours: its body, its rim and the numerals on it."""
    body: tuple
    edge: tuple
    numeral: tuple


LOOKS = {
    "ivory": DieLook(P.IVORY, P.INK, P.RED_DARK),       # the base game's dice (a module's: its window side's looks)
}


def look_of(colour: str) -> DieLook:
    """The look of a die of `colour` (a name of the rules data): a look drawn here, a colour pygame knows by that
    name, or a plain grey for a name nobody knows (never an error: a module's die still shows)."""
    if colour in LOOKS:
        return LOOKS[colour]
    try:
        body = pygame.Color(colour)
    except ValueError:
        return DieLook(P.STONE, P.INK, P.INK)
    dark = tuple(round(c * 0.45) for c in body[:3])
    light = sum(body[:3]) > 380
    return DieLook(tuple(body[:3]), dark, P.INK if light else P.WHITE)


def _reticle(pen: Pen) -> None:
    pen.circle((0.5, 0.5), 0.36, None, P.RED_DARK, 0.05)
    for a, b in (((0.5, 0.06), (0.5, 0.22)), ((0.5, 0.78), (0.5, 0.94)), ((0.06, 0.5), (0.22, 0.5)),
                 ((0.78, 0.5), (0.94, 0.5))):
        pen.stroke([a, b], 0.05, P.RED_DARK)


def _arrow(pen: Pen) -> None:
    arrow(pen, (0.12, 0.88), (0.92, 0.08), width=0.05)


def _dynamite(pen: Pen) -> None:
    dynamite_sticks(pen.sub(0.04, 0.02, 0.92, 0.96))


def _beer(pen: Pen) -> None:
    mug(pen.sub(0.02, 0.0, 0.96, 0.96))


def _gatling(pen: Pen) -> None:
    p_gatling(pen.sub(-0.02, 0.04, 1.04, 1.0))


# the base game's symbols (a base face shows one symbol of its own name)
SYMBOLS: dict[str, Picture] = {
    "arrow": Picture(_arrow),
    "dynamite": Picture(_dynamite),
    "1": Picture(_reticle, "1"),
    "2": Picture(_reticle, "2"),
    "beer": Picture(_beer),
    "gatling": Picture(_gatling),
}


def _question(pen: Pen) -> None:
    pen.circle((0.5, 0.5), 0.42, P.PAPER, P.INK_SOFT, 0.05)


def unknown_symbol(symbol: str) -> Picture:
    """A symbol this window has no picture for: a paper disc with a question mark and the start of its name."""
    return Picture(_question, "?" + symbol[:3], P.INK_SOFT)


# where the pictures of a face go inside the die's inner box, by how many symbols it shows
SPOTS = {1: ((0.0, 0.0, 1.0, 1.0),),
         2: ((-0.04, -0.04, 0.6, 0.6), (0.44, 0.44, 0.6, 0.6)),
         3: ((-0.04, -0.04, 0.54, 0.54), (0.5, -0.04, 0.54, 0.54), (0.23, 0.46, 0.54, 0.54))}
MOST = 4            # more symbols than this on one face are drawn in a 2 x 2 grid (the rest left out)


def _spots(count: int) -> tuple:
    if count in SPOTS:
        return SPOTS[count]
    return tuple((x, y, 0.5, 0.5) for y in (0.0, 0.5) for x in (0.0, 0.5))[:min(count, MOST)]


@cached()
def die(pictures: tuple[Picture, ...], size: int, look: DieLook = LOOKS["ivory"], locked: bool = False
        ) -> pygame.Surface:
    """A die `size` x `size` in `look`, showing `pictures` (none: a blank face; two: a double, one symbol in each
    half). `locked`: a die that can no longer be re-rolled: a darker body, a red rim and a small padlock."""
    size = max(12, int(size))
    ss = supersample(size)
    s = size * ss
    big = canvas((s, s))
    pen = Pen(big, big.get_rect())
    body = tuple(round(c * 0.85) for c in look.body) if locked else look.body
    edge = P.RED_DARK if locked else look.edge
    pen.rect(0.02, 0.04, 0.96, 0.96, (60, 40, 30), False, radius=0.18)
    pen.rect(0.02, 0.02, 0.96, 0.94, body, edge, 0.035 if locked else 0.025, radius=0.18)
    pen.rect(0.08, 0.07, 0.84, 0.82, None, (*P.PAPER_SHADE, 255), 0.018, radius=0.14)
    inner = (0.12, 0.1, 0.76, 0.76)
    boxes = [(inner[0] + x * inner[2], inner[1] + y * inner[3], w * inner[2], h * inner[3])
             for x, y, w, h in _spots(len(pictures))]
    for picture, (x, y, w, h) in zip(pictures, boxes):
        picture.draw(Pen(big, (s * x, s * y, s * w, s * h)))
    if locked:
        lock = Pen(big, (s * 0.68, s * 0.62, s * 0.28, s * 0.3))
        lock.ellipse((0.5, 0.36), 0.26, 0.3, None, True, 0.16, a0=180, a1=360)
        lock.ellipse((0.5, 0.36), 0.26, 0.3, None, P.STEEL_LIGHT, 0.08, a0=180, a1=360)
        lock.rect(0.12, 0.38, 0.76, 0.58, P.BRASS, True, 0.07, radius=0.1)
        lock.circle((0.5, 0.6), 0.08, P.INK, False)
    out = shrink(big, (size, size))
    for picture, (x, y, w, h) in zip(pictures, boxes):
        if picture.label:
            height = round(size * h * (0.5 if len(picture.label) < 3 else 0.26))
            img = font("display", max(6, height)).render(picture.label, True, picture.label_colour or look.numeral)
            if img.get_width() > size * w * 0.9:
                img = pygame.transform.smoothscale(img, (round(size * w * 0.9), img.get_height()))
            out.blit(img, img.get_rect(center=(round(size * (x + w / 2)), round(size * (y + h * 0.49)))))
    return out


@cached()
def token(draw: Callable[[Pen], None] | None, size: int, letter: str = "?") -> pygame.Surface:
    """A module's token, size x size: a brass-rimmed disc with its picture (`draw`, in a Pen's unit box), or with
    `letter` for a token no window side draws."""
    size = max(8, int(size))
    ss = supersample(size)
    big = canvas((size * ss, size * ss))
    pen = Pen(big, big.get_rect())
    pen.circle((0.5, 0.5), 0.47, P.PAPER, P.BRASS_DARK, 0.07)
    if draw is not None:
        draw(Pen(big, (size * ss * 0.18, size * ss * 0.18, size * ss * 0.64, size * ss * 0.64)))
    out = shrink(big, (size, size))
    if draw is None:
        img = font("bold", max(6, round(size * 0.55))).render(letter[:1].upper(), True, P.INK)
        out.blit(img, img.get_rect(center=(size // 2, size // 2)))
    return out
