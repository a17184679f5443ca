"""A line of text that is not a control (headings, captions): keeps the layout in the same widget list."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.widgets.base import Widget


class Label(Widget):
    focusable = False
    control = False

    def __init__(self, id: str, rect: pygame.Rect, text: str, *, px: int = 18, role: str = "body",
                 colour=theme.CREAM, anchor: str = "midleft", tip: str | None = None, shrink: bool = False):
        super().__init__(id, rect, px=px, tip=tip)
        self.label = text
        self.shrink = shrink        # a line longer than its rect shrinks to fit rather than spill (say it whole in tip)
        self.role = role
        self.colour = colour
        self.anchor = anchor

    def press(self, pos) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shrink:
            theme.blit_text(surface, self.label, self.role, self.px, self.colour, self.anchor,
                            getattr(self.rect, self.anchor))
            return
        image = theme.fit(theme.render(self.label, self.role, self.px, self.colour), self.rect.width)
        surface.blit(image, image.get_rect(**{self.anchor: getattr(self.rect, self.anchor)}))
