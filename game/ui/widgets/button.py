"""A button: hover lifts it, a press sinks it, disabled greys it and tells why on hover."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.widgets.base import Widget

STYLES = {  # style -> (fill, hover fill, text colour, border)
    "plain": (theme.PARCHMENT, theme.PARCHMENT_LIGHT, theme.INK, theme.INK_SOFT),
    "primary": (theme.RED, (196, 52, 40), theme.CREAM, theme.GOLD),
    "quiet": (theme.WOOD_LIGHT, (104, 70, 46), theme.CREAM, theme.PARCHMENT_DARK),
}


class Button(Widget):
    takes_enter = True

    def __init__(self, id: str, rect: pygame.Rect, label: str, on_click: Callable[[], object], *,
                 style: str = "plain", role: str = "bold", **kwargs):
        super().__init__(id, rect, **kwargs)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.role = role

    def activate(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        fill, lit, ink, border = STYLES[self.style]
        radius = max(3, self.rect.height // 5)
        rect = self.rect.copy()
        depth = max(2, self.rect.height // 14)
        if not self.enabled:
            fill, ink, border = theme.PARCHMENT_DARK, theme.GREY, theme.GREY
        elif self.pressed:
            rect.move_ip(0, depth)
        elif self.hovered:
            fill = lit
        if self.enabled and not self.pressed:
            pygame.draw.rect(surface, (20, 12, 8), rect.move(0, depth), border_radius=radius)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, border, rect, max(1, depth // 2 + 1), border_radius=radius)
        if self.focused:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(depth * 3, depth * 3), max(2, depth),
                             border_radius=radius + depth)
        image = theme.fit(theme.render(self.label, self.role, self.px, ink), rect.width - depth * 4)
        surface.blit(image, image.get_rect(center=rect.center))
