"""The game's first frame: the sheriff's badge on the felt, shown before the heavy modules load.

`show()` needs only pygame and this file: it opens the window, draws the badge, flips, and notes the moment for
bench/startup.py (game.boot.mark). The app that follows calls `pygame.display.set_mode` again and takes the same
window over. `badge(size)` draws the badge on a transparent surface: the splash, the window icon and the
executable's icon (freeze/make_icon.py) are all this one drawing.
"""

from __future__ import annotations

import math

import pygame

from game import boot

TITLE = "BANG! desktop"
FELT = (33, 74, 52)
GOLD = (222, 176, 72)
GOLD_DARK = (150, 104, 34)
GOLD_LIGHT = (250, 222, 140)
SUPERSAMPLE = 4


def _star(cx: float, cy: float, outer: float, inner: float, points: int = 6) -> list[tuple[float, float]]:
    corners = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        corners.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return corners


def badge(size: int) -> pygame.Surface:
    """A six-pointed sheriff's star with a ball on each point, `size` pixels square, on transparency."""
    big = size * SUPERSAMPLE
    art = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    ball = big * 0.075
    outer = c - ball * 1.05
    inner = outer * 0.52
    rim = max(1.0, big * 0.035)
    pygame.draw.polygon(art, GOLD_DARK, _star(c, c, outer, inner))
    pygame.draw.polygon(art, GOLD, _star(c, c, outer - rim * 1.6, inner - rim * 0.8))
    for x, y in _star(c, c, outer, inner)[::2]:
        pygame.draw.circle(art, GOLD_DARK, (x, y), ball)
        pygame.draw.circle(art, GOLD, (x, y), ball - rim * 0.6)
        pygame.draw.circle(art, GOLD_LIGHT, (x - ball * 0.3, y - ball * 0.3), ball * 0.3)
    pygame.draw.circle(art, GOLD_DARK, (c, c), inner * 0.62)
    pygame.draw.circle(art, GOLD, (c, c), inner * 0.62 - rim)
    pygame.draw.circle(art, GOLD_DARK, (c, c), inner * 0.22)
    return pygame.transform.smoothscale(art, (size, size))


def show(size: tuple[int, int] = (1280, 720)) -> pygame.Surface:
    """Open the window with the badge on the felt and flip it once; returns the display surface."""
    pygame.display.init()
    pygame.display.set_caption(TITLE)
    pygame.display.set_icon(badge(64))
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    screen.fill(FELT)
    side = min(size) // 3
    screen.blit(badge(side), ((size[0] - side) // 2, (size[1] - side) // 2))
    pygame.display.flip()
    boot.mark("splash")
    pygame.event.pump()         # let the window manager see a live window while the rest loads
    return screen
