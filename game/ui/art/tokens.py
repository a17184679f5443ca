"""Tokens and the table: bullets for life, the Sheriff's star, the dice faces, the arrow token, the felt.

    bullet(24)                  # a cartridge 24 px high (and BULLET_RATIO as wide); bullet(24, spent=True): a lost one
    star(48)                    # the Sheriff's star, 48 x 48
    die_face("gatling", 64)     # a die 64 x 64; locked=True for a die that may not be re-rolled (Dynamite)
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
from game.ui.art.fonts import font
from game.ui.art.pen import Pen, canvas, shrink, supersample
from game.ui.art.pictos import arrow, bullet_shape, dynamite_sticks, flash, mug, p_gatling

BULLET_RATIO = 0.42
FACES = ("arrow", "dynamite", "1", "2", "beer", "gatling")


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


def _reticle(pen: Pen):
    pen.circle((0.5, 0.5), 0.36, None, P.RED_DARK, 0.05)
    for a, b in (((0.5, 0.06), (0.5, 0.22)), ((0.5, 0.78), (0.5, 0.94)), ((0.06, 0.5), (0.22, 0.5)),
                 ((0.78, 0.5), (0.94, 0.5))):
        pen.stroke([a, b], 0.05, P.RED_DARK)


@cached()
def die_face(face: str, size: int, locked: bool = False) -> pygame.Surface:
    """One face of a BANG! die: "arrow", "dynamite", "1", "2", "beer" or "gatling", size x size.

    `locked`: the face of a die that can no longer be re-rolled (three Dynamite, or held by the rules): the
    ivory turns to a darker bone, the edge goes red and a small padlock sits in the corner."""
    if face not in FACES:
        raise ValueError(f"unknown die face {face!r}; the faces are {', '.join(FACES)}")
    size = max(12, int(size))
    ss = supersample(size)
    s = size * ss
    big = canvas((s, s))
    pen = Pen(big, big.get_rect())
    body = (206, 192, 160) if locked else P.IVORY
    edge = P.RED_DARK if locked else P.INK
    pen.rect(0.02, 0.04, 0.96, 0.96, (60, 40, 30), False, radius=0.18)
    pen.rect(0.02, 0.02, 0.96, 0.94, body, edge, 0.035 if locked else 0.025, radius=0.18)
    pen.rect(0.08, 0.07, 0.84, 0.82, None, (*P.PAPER_SHADE, 255), 0.018, radius=0.14)
    inner = Pen(big, (s * 0.12, s * 0.1, s * 0.76, s * 0.76))
    if face == "arrow":
        arrow(inner, (0.12, 0.88), (0.92, 0.08), width=0.05)
    elif face == "dynamite":
        dynamite_sticks(inner.sub(0.04, 0.02, 0.92, 0.96))
    elif face in ("1", "2"):
        _reticle(inner)
    elif face == "beer":
        mug(inner.sub(0.02, 0.0, 0.96, 0.96))
    elif face == "gatling":
        p_gatling(inner.sub(-0.02, 0.04, 1.04, 1.0))
    if locked:
        lock = Pen(big, (s * 0.68, s * 0.62, s * 0.28, s * 0.3))
        lock.ellipse((0.5, 0.36), 0.26, 0.3, None, True, 0.16, a0=180, a1=360)
        lock.ellipse((0.5, 0.36), 0.26, 0.3, None, P.STEEL_LIGHT, 0.08, a0=180, a1=360)
        lock.rect(0.12, 0.38, 0.76, 0.58, P.BRASS, True, 0.07, radius=0.1)
        lock.circle((0.5, 0.6), 0.08, P.INK, False)
    out = shrink(big, (size, size))
    if face in ("1", "2"):
        f = font("display", round(size * 0.5))
        img = f.render(face, True, P.RED_DARK)
        out.blit(img, img.get_rect(center=(round(size * 0.5), round(size * 0.49))))
    return out


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


__all__ = ["bullet", "star", "die_face", "arrow_token", "felt", "FACES", "BULLET_RATIO", "flash"]
