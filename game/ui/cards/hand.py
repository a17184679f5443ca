"""Your hand fanned along the bottom strip: where each card sits, overlapping when the hand is long, with the
playable ones lifted and the hovered one lifted more."""

from __future__ import annotations

import pygame

from game.ui.art.chrome import card_size

LIFT = 18           # a playable card rises this much (design pixels)
HOVER_LIFT = 30


def hand_rects(strip: pygame.Rect, count: int, width: int) -> list[pygame.Rect]:
    """The rects of `count` cards `width` wide, centred in `strip` and overlapping when they do not fit."""
    if count == 0:
        return []
    w, h = card_size(width)
    gap = max(2, w // 14)
    step = min(w + gap, (strip.width - w) / max(1, count - 1)) if count > 1 else 0
    total = w + step * (count - 1)
    x0 = strip.centerx - total / 2
    y = strip.bottom - h - w // 20         # resting on the table, just inside its rim
    return [pygame.Rect(round(x0 + i * step), y, w, h) for i in range(count)]
