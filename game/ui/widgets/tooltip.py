"""A small note beside a widget: what it does, or why it is greyed out. Placed below it, or above near the bottom
edge, and kept inside the window."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme


def draw_tooltip(surface: pygame.Surface, text: str, anchor: pygame.Rect, px: Callable[[float], int]) -> None:
    size = px(16)
    lines = theme.wrap(text, "body", size, px(360))
    line_height = int(size * 1.35)
    width = max(theme.font("body", size).size(line)[0] for line in lines) + px(20)
    rect = pygame.Rect(0, 0, width, line_height * len(lines) + px(14))
    rect.midtop = (anchor.centerx, anchor.bottom + px(6))
    if rect.bottom > surface.get_height():
        rect.midbottom = (anchor.centerx, anchor.top - px(6))
    rect.clamp_ip(surface.get_rect())
    theme.panel(surface, rect, px(6), theme.CREAM, theme.INK, max(1, px(1)), px(3))
    for i, line in enumerate(lines):
        theme.blit_text(surface, line, "body", size, theme.INK, "topleft",
                        (rect.x + px(10), rect.y + px(7) + i * line_height))
