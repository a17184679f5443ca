"""An on/off choice: a box with a tick, its label beside it. Click, Enter or Space flips it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.widgets.base import Widget


class Toggle(Widget):
    def __init__(self, id: str, rect: pygame.Rect, label: str, value: bool, on_change: Callable[[bool], None],
                 *, colour=theme.CREAM, **kwargs):
        super().__init__(id, rect, **kwargs)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.colour = colour

    def activate(self) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        side = int(self.rect.height * 0.7)
        box = pygame.Rect(self.rect.x, 0, side, side)
        box.centery = self.rect.centery
        ink = self.colour if self.enabled else theme.GREY
        fill = theme.PARCHMENT_LIGHT if self.hovered and self.enabled else theme.PARCHMENT
        pygame.draw.rect(surface, fill if self.enabled else theme.PARCHMENT_DARK, box, border_radius=side // 5)
        pygame.draw.rect(surface, theme.GOLD if self.focused else theme.INK_SOFT, box, max(2, side // 10),
                         border_radius=side // 5)
        if self.value:
            a = (box.x + side * 0.22, box.y + side * 0.52)
            b = (box.x + side * 0.43, box.y + side * 0.74)
            c = (box.x + side * 0.80, box.y + side * 0.26)
            pygame.draw.lines(surface, theme.RED if self.enabled else theme.GREY, False, (a, b, c), max(2, side // 7))
        theme.blit_text(surface, self.label, "body", self.px, ink, "midleft",
                        (box.right + side // 2, self.rect.centery))
