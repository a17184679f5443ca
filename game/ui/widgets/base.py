"""What every widget shares: an id, a rect, hover/press/focus state, a tooltip, and a reason when disabled."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.widgets.scroll import ScrollBox


class Widget(ABC):
    focusable = True       # Tab reaches it
    control = True         # the player clicks, drags or types in it (a tooltip keeps clear of it)
    takes_enter = False    # Enter activates it when focused (else Enter goes to the form's default action)

    def __init__(self, id: str, rect: pygame.Rect, *, enabled: bool = True, reason: str | None = None,
                 tip: str | None = None, px: int = 18):
        self.id = id
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.reason = reason         # why it is disabled: shown on hover
        self.tip = tip               # what it does: shown on hover
        self.px = px                 # its text size in window pixels
        self.hovered = False
        self.pressed = False
        self.focused = False
        self.viewport: ScrollBox | None = None     # the scrolling box it is in (it shows it and cuts it to its rect)

    @property
    def tooltip(self) -> str | None:
        return self.reason if not self.enabled and self.reason else self.tip

    @property
    def tip_anchor(self) -> pygame.Rect:
        """What the tooltip is placed beside (and never covers): the widget itself."""
        return self.rect

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos) and (self.viewport is None or self.viewport.rect.collidepoint(pos))

    # -- input (the Form calls these; each returns True when it used the event) -------------------
    def press(self, pos) -> None:
        self.pressed = self.enabled

    def release(self, pos) -> None:
        was = self.pressed
        self.pressed = False
        if was and self.enabled and self.contains(pos):
            self.click(pos)

    def drag(self, pos) -> None:
        """The mouse moved while this widget was pressed."""

    def click(self, pos) -> None:
        self.activate()

    def activate(self) -> None:
        """Enter or Space while focused, or a click."""

    def key(self, event: pygame.event.Event) -> bool:
        """A key while focused; True when used."""
        return False

    def text(self, event: pygame.event.Event) -> bool:
        """TEXTINPUT / TEXTEDITING while focused."""
        return False

    def wheel(self, dy: int) -> bool:
        return False

    def focus(self, on: bool) -> None:
        self.focused = on

    def update(self, dt: float) -> None:
        pass

    @abstractmethod
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget in its rect."""
