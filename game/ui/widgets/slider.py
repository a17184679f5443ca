"""A value on a scale: drag the knob, click the track, or use the arrow keys while focused."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.widgets.base import Widget


class Slider(Widget):
    def __init__(self, id: str, rect: pygame.Rect, value: float, low: float, high: float, step: float,
                 on_change: Callable[[float], None], *, show: Callable[[float], str] = str, colour=theme.CREAM,
                 **kwargs):
        super().__init__(id, rect, **kwargs)
        self.colour = colour
        self.value = value
        self.low, self.high, self.step = low, high, step
        self.on_change = on_change
        self.show = show

    @property
    def track(self) -> pygame.Rect:
        knob = self.rect.height // 2
        track = pygame.Rect(self.rect.x + knob, 0, int(self.rect.width * 0.75) - knob, max(4, self.rect.height // 6))
        track.centery = self.rect.centery
        return track

    def _set(self, value: float) -> None:
        steps = round((min(self.high, max(self.low, value)) - self.low) / self.step)
        value = round(self.low + steps * self.step, 6)
        if value != self.value:
            self.value = value
            self.on_change(value)

    def _at(self, pos) -> None:
        track = self.track
        k = (pos[0] - track.x) / max(1, track.width)
        self._set(self.low + k * (self.high - self.low))

    def press(self, pos) -> None:
        super().press(pos)
        if self.enabled:
            self._at(pos)

    def drag(self, pos) -> None:
        if self.pressed:
            self._at(pos)

    def release(self, pos) -> None:
        self.pressed = False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_DOWN):
            self._set(self.value - self.step)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_UP):
            self._set(self.value + self.step)
            return True
        return False

    def wheel(self, dy: int) -> bool:
        if self.enabled:
            self._set(self.value + dy * self.step)
        return self.enabled

    def draw(self, surface: pygame.Surface) -> None:
        track = self.track
        k = (self.value - self.low) / max(1e-9, self.high - self.low)
        pygame.draw.rect(surface, theme.WOOD, track, border_radius=track.height // 2)
        done = track.copy()
        done.width = int(track.width * k)
        pygame.draw.rect(surface, theme.GOLD if self.enabled else theme.GREY, done, border_radius=track.height // 2)
        radius = self.rect.height // 3
        centre = (track.x + done.width, track.centery)
        pygame.draw.circle(surface, theme.PARCHMENT_LIGHT if self.hovered else theme.PARCHMENT, centre, radius)
        pygame.draw.circle(surface, theme.GOLD if self.focused else theme.INK_SOFT, centre, radius, max(2, radius // 4))
        theme.blit_text(surface, self.show(self.value), "bold", self.px, self.colour if self.enabled else theme.GREY,
                        "midleft", (track.right + self.rect.height // 2 + radius, self.rect.centery))
