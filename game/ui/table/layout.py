"""Where things sit on a game table: the seats with the viewer at the bottom, the viewer's hand strip, the middle
of the table (piles or dice), the log column on the right and, on the card table, the room in front of each seat
for its cards in play.

Everything is worked out from the window size and `px` (lengths at 1280x720), so the same layout holds from
1280x720 to 3840x2160 and follows a resize. Seats go clockwise (the order of play) starting from the viewer:
the next seat sits at the viewer's left, i.e. towards the left edge of the window.

The dice table sets its seats on an oval round the dice. The card table asks for room in front of each seat
(`lane`: the size of one column of cards) and gets its seats round the edge of the felt instead: up the left
side, along the top, down the right side, each with its `front` beside it, towards the middle.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

PLATE = (196, 92)          # a seat plate at the design size
LOG_WIDTH = 290
HAND_HEIGHT = 196
LINE = 24                  # the room of a line of facts beside a plate
APART = 40                 # the least gap between two plates side by side whose lines of facts meet
FACTS = 20                 # the room of a seat's line of facts under its plate (above yours), on the card table
TURN_TAB = 22              # the room of the "Turn" tab over your plate
EDGE = 12                  # between the felt's rail and a seat
GAP = 6                    # between a plate and its front, between two seats, between two lanes' worth of room
LANES = 2                  # a front is at most this many lanes wide (a row of cards each: Gold Rush adds one)
BUTTONS = 62               # the room kept over the hand's strip for the buttons there (End turn, the replay's)
MIDDLE = (300, 150)        # the middle of the table


@dataclass
class TableLayout:
    felt: pygame.Rect               # the table's cloth (everything but the log column)
    log: pygame.Rect                # the game log column
    hand: pygame.Rect               # the viewer's hand strip, at the bottom, right of the viewer's plate
    middle: pygame.Rect             # the middle of the table: the piles, the dice
    plates: dict[int, pygame.Rect]  # seat -> its plate
    fronts: dict[int, pygame.Rect] = field(default_factory=dict)    # seat -> the room for its cards in play


def seat_angle(k: int, count: int) -> float:
    """The angle of the k-th seat after the viewer (k = 0: the viewer, at the bottom) among `count` seats."""
    return math.pi / 2 + 2 * math.pi * k / count


def table_layout(size: tuple[int, int], px: Callable[[float], int], seats: int, viewer: int,
                 log: bool = True, clear_top: int = 0, lane: tuple[int, int] | None = None,
                 middle_row: bool = False) -> TableLayout:
    """The table for `seats` players (3 to 8) seen from seat `viewer`; no plate rises above `clear_top` (the card
    table keeps its status line and a "Turn" tab clear of each other). With `lane` (pixels: the width and the
    height of one column of cards in play) every seat gets a front of room for its cards (`around_the_edge`);
    `middle_row`: the middle holds a row of cards too (a set's shop), so no front comes down over it."""
    w, h = size
    log_rect = pygame.Rect(w - px(LOG_WIDTH) - px(10), px(64), px(LOG_WIDTH), h - px(74)) if log \
        else pygame.Rect(w, 0, 0, h)
    felt = pygame.Rect(0, 0, log_rect.x - px(6) if log else w, h)
    if lane is not None:
        return around_the_edge(felt, log_rect, px, seats, viewer, clear_top, lane, middle_row)
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
    for k in range(seats):
        seat = (viewer + k) % seats
        a = seat_angle(k, seats)
        rect = pygame.Rect(0, 0, plate_w, plate_h)
        if k == 0:
            rect.bottomleft = (px(16), h - px(12))
        else:
            rect.center = (round(cx + rx * math.cos(a)), round(cy + ry * math.sin(a) - px(18)))
            rect.clamp_ip(felt.inflate(-px(12), -px(12)))
            rect.top = max(rect.top, clear_top)
        plates[seat] = rect
    _keep_apart([plates[s] for s in plates if s != viewer], cx, px(LINE), px(APART))
    middle = pygame.Rect(0, 0, px(MIDDLE[0]), px(MIDDLE[1]))
    middle.center = (round(cx), round(cy))
    return TableLayout(felt, log_rect, hand, middle, plates)


def around_the_edge(felt: pygame.Rect, log: pygame.Rect, px: Callable[[float], int], seats: int, viewer: int,
                    clear_top: int, lane: tuple[int, int], middle_row: bool = False) -> TableLayout:
    """The card table: the seats round the edge of the felt, each with a front of room for its cards in play
    beside its plate, towards the middle, and its line of facts under the plate (yours: above it, under your
    front). The others go up the left side, along the top and down the right side; each side has a third of
    them (the top the rest). A front is a lane tall and as many lanes wide (up to LANES) as the row it is in
    leaves room for; at a side it is as tall as the side leaves room for, and one lane wide, so the middle keeps
    room for the piles. The seat alone at the top has its front below it, unless the middle holds a row of cards
    (`middle_row`: then beside it, as in a longer top row)."""
    lane_w, lane_h = lane
    plate_w, plate_h = px(PLATE[0]), px(PLATE[1])
    edge, gap, facts = px(EDGE), px(GAP), px(FACTS)
    h = felt.height
    plates: dict[int, pygame.Rect] = {}
    fronts: dict[int, pygame.Rect] = {}

    def wide(lanes: int) -> int:
        return lanes * lane_w + (lanes - 1) * gap

    you = pygame.Rect(0, 0, plate_w, plate_h)
    you.bottomleft = (px(16), h - px(12))
    plates[viewer] = you
    yours = pygame.Rect(you.x, 0, wide(LANES), lane_h)
    yours.bottom = you.top - px(TURN_TAB) - facts
    fronts[viewer] = yours
    hand = pygame.Rect(max(you.right, yours.right) + px(16), h - px(HAND_HEIGHT), 0, px(HAND_HEIGHT) - px(8))
    hand.width = felt.right - hand.x - edge
    others = [(viewer + k) % seats for k in range(1, seats)]
    side = (len(others) + 1) // 3
    top = others[side:len(others) - side]
    # the top row: blocks of a plate and its front, spread evenly across the felt
    room = felt.width - 2 * edge
    alone = len(top) == 1 and not middle_row
    lanes = LANES
    while lanes > 1 and len(top) * (plate_w + gap + wide(lanes)) > room:
        lanes -= 1
    blocks = [max(plate_w, wide(LANES)) if alone else plate_w + gap + wide(lanes) for _ in top]
    spacing = (room - sum(blocks)) / (len(top) + 1)
    x = felt.x + edge + spacing
    lowest = clear_top
    for i, (seat, width) in enumerate(zip(top, blocks)):
        block = pygame.Rect(round(x), clear_top, width, 0)
        plate = pygame.Rect(0, clear_top, plate_w, plate_h)
        front = pygame.Rect(0, 0, wide(LANES if alone else lanes), lane_h)
        if alone:                       # its front below it, over the middle
            plate.centerx = front.centerx = block.centerx
            front.top = plate.bottom + facts + gap
        elif i < len(top) / 2:          # left of the middle: its front on its right, towards the middle
            plate.left = block.left
            front.topleft = (plate.right + gap, clear_top)
        else:
            plate.right = block.right
            front.topright = (plate.left - gap, clear_top)
        plates[seat], fronts[seat] = plate, front
        lowest = max(lowest, front.bottom)
        x += width + spacing
    # the two sides, below the top row's blocks above them and above your front and the hand's buttons
    column = plate_w + gap + lane_w
    sides = (pygame.Rect(felt.x + edge, 0, column, h), pygame.Rect(felt.right - edge - column, 0, column, h))
    start = max([clear_top] + [plates[s].union(fronts[s]).bottom + gap for s in top
                               if any(plates[s].union(fronts[s]).colliderect(r) for r in sides)])
    end = min(yours.top, hand.top - px(BUTTONS)) - gap
    slot = (end - start - (side - 1) * gap) / max(1, side)
    tall = max(lane_h, min(round(slot), 2 * lane_h + gap))
    left, right = others[:side][::-1], others[len(others) - side:]      # each listed from the top down
    for i, (seat_l, seat_r) in enumerate(zip(left, right)):
        y = round(start + i * (slot + gap) + (slot - tall) / 2)        # in the middle of its share of the side
        plates[seat_l] = pygame.Rect(felt.x + edge, y, plate_w, plate_h)
        fronts[seat_l] = pygame.Rect(plates[seat_l].right + gap, y, lane_w, tall)
        plates[seat_r] = pygame.Rect(felt.right - edge - plate_w, y, plate_w, plate_h)
        fronts[seat_r] = pygame.Rect(plates[seat_r].left - gap - lane_w, y, lane_w, tall)
    # the middle: between the sides' fronts, below the top row, above the hand's buttons
    inner_left = sides[0].right + gap if side else felt.x + edge
    inner_right = sides[1].left - gap if side else felt.right - edge
    middle = pygame.Rect(0, 0, px(MIDDLE[0]), px(MIDDLE[1]))
    middle.center = ((inner_left + inner_right) // 2, (lowest + gap + hand.top - px(8)) // 2)
    return TableLayout(felt, log, hand, middle, plates, fronts)


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
