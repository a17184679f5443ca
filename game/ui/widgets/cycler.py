"""One of a few choices, shown one at a time between two arrows: click an arrow (or Left/Right) to move.

A choice that cannot be taken now stays in the list, greyed, with its reason shown when the arrows land on it in
the tooltip, but the cycler steps over it, so the value is always a choice that can be taken.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pygame

from game.ui import theme
from game.ui.widgets.base import Widget


class Choice(NamedTuple):
    value: Any
    label: str
    enabled: bool = True
    reason: str | None = None


class Cycler(Widget):
    def __init__(self, id: str, rect: pygame.Rect, choices: list[Choice], value: Any,
                 on_change: Callable[[Any], None], **kwargs):
        super().__init__(id, rect, **kwargs)
        self.choices = choices
        self.value = value
        self.on_change = on_change

    @property
    def index(self) -> int:
        return next((i for i, c in enumerate(self.choices) if c.value == self.value), 0)

    @property
    def tooltip(self) -> str | None:
        greyed = [c for c in self.choices if not c.enabled and c.reason]
        if self.enabled and greyed:
            notes = "\n".join(f"{c.label}: {c.reason}" for c in greyed)
            return f"{self.tip}\n{notes}" if self.tip else notes
        return super().tooltip

    def move(self, step: int) -> None:
        n = len(self.choices)
        i = self.index
        for _ in range(n):
            i = (i + step) % n
            if self.choices[i].enabled:
                break
        if self.choices[i].value != self.value:
            self.value = self.choices[i].value
            self.on_change(self.value)

    def click(self, pos) -> None:
        self.move(-1 if pos[0] < self.rect.x + self.rect.height else 1)

    def activate(self) -> None:
        self.move(1)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.move(-1)
            return True
        if event.key == pygame.K_RIGHT:
            self.move(1)
            return True
        return False

    def wheel(self, dy: int) -> bool:
        if self.enabled:
            self.move(-1 if dy > 0 else 1)
        return self.enabled

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        radius = max(3, rect.height // 5)
        fill = theme.PARCHMENT_LIGHT if self.hovered and self.enabled else theme.PARCHMENT
        pygame.draw.rect(surface, fill if self.enabled else theme.PARCHMENT_DARK, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD if self.focused else theme.INK_SOFT, rect, max(2, rect.height // 16),
                         border_radius=radius)
        ink = theme.INK if self.enabled else theme.GREY
        h = rect.height
        for side in (-1, 1):
            cx = rect.x + h // 2 if side < 0 else rect.right - h // 2
            tip = (cx + side * h * 0.16, rect.centery)
            back = cx - side * h * 0.12
            pygame.draw.polygon(surface, theme.RED if self.enabled else theme.GREY,
                                (tip, (back, rect.centery - h * 0.2), (back, rect.centery + h * 0.2)))
        label = self.choices[self.index].label if self.choices else ""
        image = theme.fit(theme.render(label, "bold", self.px, ink), rect.width - 2 * h)
        surface.blit(image, image.get_rect(center=rect.center))
