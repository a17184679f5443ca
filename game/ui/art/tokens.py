"""Tokens and the table: bullets for life, the Sheriff's star, the arrow token, the felt (a die:
game/ui/art/looks.py).

    bullet(24)                  # a cartridge 24 px high (and BULLET_RATIO as wide); bullet(24, spent=True): a lost one
    star(48)                    # the Sheriff's star, 48 x 48
    arrow_token(40)             # the dice game's arrow token, 40 x 40
    felt(1920, 1080)            # the table: green baize in a wooden rail, generated once per size

All cached by their arguments; the same Surface comes back for the same call.
"""

from __future__ import annotations

import math
import random

import pygame

from game.ui.art import palette as P
from game.ui.art.chrome import badge_star, cached
from game.ui.art.pen import Pen, canvas, shrink, supersample
from game.ui.art.pictos import arrow, bullet_shape, flash

BULLET_RATIO = 0.42


@cached()
def bullet(size: int, spent: bool = False) -> pygame.Surface:
    """A cartridge standing up, `size` px high; `spent`: the empty outline of a life point lost."""
    size = max(6, int(size))
    w = max(3, round(size * BULLET_RATIO))
    ss = supersample(w) * 2
    big = canvas((w * ss, size * ss))
    pen = Pen(big, big.get_rect(), line=0.08)
    half = 0.36
    if spent:
        tip = 0.38
        pts = ([(0.5 - half, tip)] + [(0.5 + half * math.cos(math.radians(a)),
                                        tip - (tip - 0.03) * math.sin(math.radians(-a)))
                                       for a in range(180, 361, 15)] + [(0.5 + half, 0.96), (0.5 - half, 0.96)])
        pen.poly(pts, (*P.INK, 70), (*P.PAPER_SHADE, 210), 0.1)
    else:
        bullet_shape(pen, 0.5, 0.03, 0.97, half)
    return shrink(big, (w, size))


@cached()
def star(size: int) -> pygame.Surface:
    """The Sheriff's star, size x size."""
    size = max(8, int(size))
    ss = supersample(size)
    big = canvas((size * ss, size * ss))
    badge_star(Pen(big, big.get_rect()))
    return shrink(big, (size, size))


@cached()
def arrow_token(size: int) -> pygame.Surface:
    """The dice game's arrow token: a fletched arrow with a stone head, corner to corner, size x size."""
    size = max(8, int(size))
    ss = supersample(size)
    big = canvas((size * ss, size * ss))
    pen = Pen(big, big.get_rect())
    arrow(pen, (0.1, 0.9), (0.92, 0.08), width=0.095)
    return shrink(big, (size, size))


@cached(16)
def felt(width: int, height: int, rim: bool = True) -> pygame.Surface:
    """The table: green baize with a soft light in the middle and, with `rim`, a wooden rail around it."""
    width, height = max(8, int(width)), max(8, int(height))
    out = pygame.Surface((width, height))
    rng = random.Random(1877)
    cells = pygame.Surface((24, 14))
    for y in range(14):
        for x in range(24):
            t = rng.random() * 0.25
            cells.set_at((x, y), [round(a + (b - a) * t) for a, b in zip(P.FELT, P.FELT_DARK)])
    out.blit(pygame.transform.smoothscale(cells, (width, height)), (0, 0))
    grain = pygame.Surface((96, 96), pygame.SRCALPHA)
    for _ in range(1400):
        v = rng.choice(((255, 255, 255), (0, 0, 0)))
        grain.set_at((rng.randrange(96), rng.randrange(96)), (*v, rng.randint(6, 16)))
    for y in range(0, height, 96):
        for x in range(0, width, 96):
            out.blit(grain, (x, y))
    shade = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            d = math.hypot((x - 15.5) / 16, (y - 8.5) / 9)
            shade.set_at((x, y), (0, 0, 0, round(min(1.0, max(0.0, d - 0.45) * 1.4) ** 1.5 * 150)))
    out.blit(pygame.transform.smoothscale(shade, (width, height)), (0, 0))
    if rim:
        t = max(6, round(min(width, height) * 0.028))
        wood = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(wood, P.WOOD, wood.get_rect(), t)
        for i in range(0, t, max(1, t // 6)):
            col = P.WOOD_LIGHT if (i // max(1, t // 6)) % 2 else P.WOOD_DARK
            pygame.draw.rect(wood, (*col, 70), wood.get_rect().inflate(-2 * i, -2 * i), 1)
        for _ in range(max(8, (width + height) // 24)):
            side = rng.randrange(4)
            length = rng.randint(t * 2, t * 8)
            if side < 2:
                x = rng.randrange(max(1, width - length))
                y = rng.randrange(t) + (0 if side == 0 else height - t)
                pygame.draw.line(wood, (*P.WOOD_DARK, 90), (x, y), (x + length, y))
            else:
                y = rng.randrange(max(1, height - length))
                x = rng.randrange(t) + (0 if side == 2 else width - t)
                pygame.draw.line(wood, (*P.WOOD_DARK, 90), (x, y), (x, y + length))
        pygame.draw.rect(wood, P.INK, wood.get_rect(), max(1, t // 8))
        pygame.draw.rect(wood, P.BRASS_DARK, wood.get_rect().inflate(-2 * t, -2 * t), max(1, t // 6))
        pygame.draw.rect(wood, (*P.BRASS_LIGHT, 120), wood.get_rect().inflate(-2 * t - 2, -2 * t - 2), 1)
        out.blit(wood, (0, 0))
    return out


__all__ = ["bullet", "star", "arrow_token", "felt", "BULLET_RATIO", "flash"]
