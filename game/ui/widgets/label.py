"""A line of text that is not a control (headings, captions): keeps the layout in the same widget list."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.widgets.base import Widget


class Label(Widget):
    focusable = False
    control = False

    def __init__(self, id: str, rect: pygame.Rect, text: str, *, px: int = 18, role: str = "body",
                 colour=theme.CREAM, anchor: str = "midleft", tip: str | None = None):
        super().__init__(id, rect, px=px, tip=tip)
        self.label = text
        self.role = role
        self.colour = colour
        self.anchor = anchor

    def press(self, pos) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        theme.blit_text(surface, self.label, self.role, self.px, self.colour, self.anchor,
                        getattr(self.rect, self.anchor))
