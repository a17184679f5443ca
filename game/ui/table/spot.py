"""A table's clickable things, as widgets so the form routes the mouse and the keyboard to them and tests find
them by id: a seat (`seat<n>`), a card of your hand (`hand<i>`), a card laid out to pick (`pick<i>`), a die
(`die<i>`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.widgets.base import Widget


class Spot(Widget):
    """An area of the table that answers a click; the scene draws what is there."""

    focusable = False

    def __init__(self, id: str, rect: pygame.Rect, on_click: Callable[[], None], *,
                 tip: Callable[[], str | None] | None = None, on_refused: Callable[[], None] | None = None,
                 beside: pygame.Rect | None = None, **kwargs):
        super().__init__(id, rect, **kwargs)
        self.on_click = on_click
        self.tip_of = tip
        self.on_refused = on_refused    # a press while it is greyed (a card that cannot be played says why)
        self.beside = beside            # what its tooltip must not cover (a seat with the cards in front of it)

    @property
    def tip_anchor(self) -> pygame.Rect:
        return self.beside or self.rect

    @property
    def tooltip(self) -> str | None:
        if not self.enabled:
            return None                 # the table shows a dimmed card's reason itself, at once
        return self.tip_of() if self.tip_of is not None else None

    def press(self, pos) -> None:
        super().press(pos)
        if not self.enabled and self.on_refused is not None:
            self.on_refused()

    def activate(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        pass
