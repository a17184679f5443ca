"""Where things sit on a game table: the seats on an oval with the viewer at the bottom, the viewer's hand strip,
the middle of the table (piles or dice) and the log column on the right.

Everything is worked out from the window size and `px` (lengths at 1280x720), so the same layout holds from
1280x720 to 3840x2160 and follows a resize. Seats go clockwise (the order of play) starting from the viewer:
the next seat sits at the viewer's left, i.e. towards the left edge of the window.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

PLATE = (196, 92)          # a seat plate at the design size
LOG_WIDTH = 290
HAND_HEIGHT = 196
LINE = 24                  # the room of a line of facts beside a plate
APART = 40                 # the least gap between two plates side by side whose lines of facts meet


@dataclass
class TableLayout:
    felt: pygame.Rect               # the table's cloth (everything but the log column)
    log: pygame.Rect                # the game log column
    hand: pygame.Rect               # the viewer's hand strip, at the bottom, right of the viewer's plate
    middle: pygame.Rect             # the middle of the oval: the piles, the dice
    plates: dict[int, pygame.Rect]  # seat -> its plate
    angles: dict[int, float]        # seat -> its place on the oval (radians, screen coordinates; viewer = pi/2)

    def toward_middle(self, seat: int) -> tuple[float, float]:
        """A unit vector from the seat's plate towards the middle (where its cards in play lie)."""
        a = self.angles[seat]
        return -math.cos(a), -math.sin(a)


def seat_angle(k: int, count: int) -> float:
    """The angle of the k-th seat after the viewer (k = 0: the viewer, at the bottom) among `count` seats."""
    return math.pi / 2 + 2 * math.pi * k / count


def table_layout(size: tuple[int, int], px: Callable[[float], int], seats: int, viewer: int,
                 log: bool = True, clear_top: int = 0) -> TableLayout:
    """The table for `seats` players (3 to 8) seen from seat `viewer`; no plate rises above `clear_top` (the card
    table keeps its status line and a "Turn" tab clear of each other)."""
    w, h = size
    log_rect = pygame.Rect(w - px(LOG_WIDTH) - px(10), px(64), px(LOG_WIDTH), h - px(74)) if log \
        else pygame.Rect(w, 0, 0, h)
    felt = pygame.Rect(0, 0, log_rect.x - px(6) if log else w, h)
    plate_w, plate_h = px(PLATE[0]), px(PLATE[1])
    hand = pygame.Rect(px(16) + plate_w + px(16), h - px(HAND_HEIGHT), 0, px(HAND_HEIGHT) - px(8))
    hand.width = felt.right - hand.x - px(12)
    # the oval of the other seats lies above the hand strip
    top, bottom = px(10), hand.y - px(8)
    cx = felt.centerx
    cy = (top + bottom) / 2 + px(4)
    rx = felt.width / 2 - plate_w / 2 - px(18)
    ry = (bottom - top) / 2 - plate_h / 2 - px(36)
    plates: dict[int, pygame.Rect] = {}
    angles: dict[int, float] = {}
    for k in range(seats):
        seat = (viewer + k) % seats
        a = seat_angle(k, seats)
        angles[seat] = a
        rect = pygame.Rect(0, 0, plate_w, plate_h)
        if k == 0:
            rect.bottomleft = (px(16), h - px(12))
        else:
            rect.center = (round(cx + rx * math.cos(a)), round(cy + ry * math.sin(a) - px(18)))
            rect.clamp_ip(felt.inflate(-px(12), -px(12)))
            rect.top = max(rect.top, clear_top)
        plates[seat] = rect
    _keep_apart([plates[s] for s in plates if s != viewer], cx, px(LINE), px(APART))
    middle = pygame.Rect(0, 0, px(300), px(150))
    middle.center = (round(cx), round(cy))
    return TableLayout(felt, log_rect, hand, middle, plates, angles)


def _keep_apart(plates: list[pygame.Rect], cx: float, line: int, apart: int) -> None:
    """Two plates nearly level with each other (a line of facts above one would run into one below the other) and
    nearly touching side by side move apart: the one nearer the middle of the table moves towards it (with seven
    seats, the two at the top are pulled in from the two at the ends)."""
    for a in plates:
        for b in plates:
            gap = max(a.left, b.left) - min(a.right, b.right)
            level = max(a.top, b.top) - min(a.bottom, b.bottom) < line
            inner = abs(a.centerx - cx) < abs(b.centerx - cx)
            if a is not b and level and inner and 0 <= gap < apart:
                a.x += (apart - gap) * (1 if a.centerx < cx else -1)
