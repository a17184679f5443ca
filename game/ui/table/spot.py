"""A table's clickable things, as widgets so the form routes the mouse and the keyboard to them and tests find
them by id: a seat (`seat<n>`), a card of your hand (`hand<i>`), a card laid out to pick (`pick<i>`), a die
(`die<i>`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.widgets.base import Widget


class Spot(Widget):
    """An area of the table that answers a click; the scene draws what is there."""

    focusable = False

    def __init__(self, id: str, rect: pygame.Rect, on_click: Callable[[], None], *,
                 tip: Callable[[], str | None] | None = None, on_refused: Callable[[], None] | None = None,
                 beside: pygame.Rect | None = None, label: str | None = None, explains: bool = False, **kwargs):
        super().__init__(id, rect, **kwargs)
        self.on_click = on_click
        self.tip_of = tip
        self.on_refused = on_refused    # a press while it is greyed (a card that cannot be played says why)
        self.beside = beside            # what its tooltip must not cover (a seat with the cards in front of it)
        self.label = label              # words written on what it covers (a card's price), greyed with it
        self.explains = explains        # what it gives, or why it cannot, is the enlarged card's note (`note`)

    @property
    def tip_anchor(self) -> pygame.Rect:
        return self.beside or self.rect

    @property
    def tooltip(self) -> str | None:
        if not self.enabled or self.explains:   # the table shows a dimmed card's reason itself, at once; the
            return None                         # enlarged card, what one that explains gives or why not
        return self.tip_of() if self.tip_of is not None else None

    @property
    def note(self) -> str | None:
        """What it gives, or why it cannot: a greyed one's reason, else its tip."""
        if not self.enabled:
            return self.reason
        return self.tip_of() if self.tip_of is not None else None

    def press(self, pos) -> None:
        super().press(pos)
        if not self.enabled and self.on_refused is not None:
            self.on_refused()

    def activate(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        """Its label, if any, on a tag across the bottom of what it covers: gold, dark while it is greyed."""
        if self.label:
            size = max(10, self.rect.height // 5)
            text = theme.fit(theme.render(self.label, "bold", size, theme.INK if self.enabled else theme.CREAM),
                             self.rect.width - 4)
            tag = text.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 2)).inflate(8, 2)
            pygame.draw.rect(surface, theme.GOLD if self.enabled else theme.WOOD, tag, border_radius=tag.height // 2)
            surface.blit(text, text.get_rect(center=tag.center))
