"""Scrolling panels: `TextPanel` shows long wrapped text (rules, a log); `ListPanel` is a list to pick from;
`ScrollBox` holds other widgets (a list of toggles and choices taller than its room). The wheel scrolls them; when
focused, arrows and Page Up/Down do too (a ScrollBox's widgets take the focus themselves: the box scrolls to show
the one that has it)."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import Any

import pygame

from game.ui import theme
from game.ui.widgets.base import Widget


class _Scrolling(Widget):
    row = 1

    def __init__(self, id: str, rect: pygame.Rect, **kwargs):
        super().__init__(id, rect, **kwargs)
        self.offset = 0          # pixels scrolled

    @property
    @abstractmethod
    def content_height(self) -> int:
        """The height of everything the panel holds, scrolled or not."""

    def scroll(self, pixels: int) -> None:
        most = max(0, self.content_height - self.rect.height + self.row)
        self.offset = max(0, min(most, self.offset + pixels))

    def wheel(self, dy: int) -> bool:
        self.scroll(-dy * self.row * 3)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        page = self.rect.height - self.row
        steps = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_HOME: -10**9, pygame.K_END: 10**9}
        if event.key in steps:
            self.scroll(steps[event.key])
            return True
        return False

    def _frame(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rect, max(4, self.px // 3), theme.PARCHMENT,
                    theme.GOLD if self.focused else theme.INK_SOFT, 2)

    def _scrollbar(self, surface: pygame.Surface) -> None:
        total = self.content_height
        if total <= self.rect.height:
            return
        bar = pygame.Rect(self.rect.right - self.px // 2 - 2, 0, max(3, self.px // 4), 0)
        bar.height = max(self.px, self.rect.height * self.rect.height // total)
        bar.y = self.rect.y + (self.rect.height - bar.height) * self.offset // max(1, total - self.rect.height)
        pygame.draw.rect(surface, theme.INK_SOFT, bar, border_radius=bar.width // 2)


class TextPanel(_Scrolling):
    """Wrapped text in blocks of (role, text): "title" blocks are larger and red, a gap follows each block."""

    control = False         # only read (and scrolled)

    def __init__(self, id: str, rect: pygame.Rect, blocks: list[tuple[str, str]], *, gap: bool = True, **kwargs):
        super().__init__(id, rect, **kwargs)
        self.row = int(self.px * 1.45)
        width = self.rect.width - 2 * self.px
        self.lines: list[tuple[str, int, str, int]] = []     # (role, size, text, top)
        y = 0
        for role, text in blocks:
            size = int(self.px * 1.5) if role == "title" else self.px
            for line in theme.wrap(text, role, size, width):
                self.lines.append((role, size, line, y))
                y += int(size * 1.45)
            if gap:
                y += self.px // 2
        self.height = y

    @property
    def content_height(self) -> int:
        return self.height + self.px

    def scroll_to_end(self) -> None:
        self.scroll(10**9)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll(self.row if event.key == pygame.K_DOWN else -self.row)
            return True
        return super().key(event)

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        top = self.rect.y + self.px // 2 - self.offset
        for role, size, line, y in self.lines:
            if top + y + size * 2 < self.rect.top:
                continue
            if top + y > self.rect.bottom:
                break
            colour = theme.RED if role == "title" else theme.INK
            theme.blit_text(surface, line, role, size, colour, "topleft", (self.rect.x + self.px, top + y))
        surface.set_clip(clip)
        self._scrollbar(surface)


class ListPanel(_Scrolling):
    """Rows of (value, label); a click or Up/Down picks one and calls `on_pick(value)`. A label starting with
    "# " is a heading that cannot be picked."""

    def __init__(self, id: str, rect: pygame.Rect, rows: list[tuple[Any, str]], selected: Any,
                 on_pick: Callable[[Any], None], **kwargs):
        super().__init__(id, rect, **kwargs)
        self.rows = rows
        self.selected = selected
        self.on_pick = on_pick
        self.row = int(self.px * 1.6)
        self.hover_row: int | None = None

    @property
    def content_height(self) -> int:
        return len(self.rows) * self.row

    def _pickable(self, i: int) -> bool:
        return 0 <= i < len(self.rows) and not self.rows[i][1].startswith("# ")

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 2, self.rect.y + i * self.row - self.offset, self.rect.width - 4, self.row)

    def click(self, pos) -> None:
        i = (pos[1] - self.rect.y + self.offset) // self.row
        if self._pickable(i):
            self.pick(i)

    def pick(self, i: int) -> None:
        self.select(self.rows[i][0])
        self.on_pick(self.selected)

    def select(self, value: Any) -> None:
        """Mark the row of `value` as chosen and scroll it into view, without telling `on_pick`."""
        self.selected = value
        i = next((n for n, (v, _) in enumerate(self.rows) if v == value), None)
        if i is None:
            return
        rect = self.row_rect(i)
        if rect.top < self.rect.top:
            self.scroll(rect.top - self.rect.top)
        elif rect.bottom > self.rect.bottom:
            self.scroll(rect.bottom - self.rect.bottom)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if event.key == pygame.K_DOWN else -1
            i = next((n for n, (v, _) in enumerate(self.rows) if v == self.selected), -1) + step
            while 0 <= i < len(self.rows) and not self._pickable(i):
                i += step
            if self._pickable(i):
                self.pick(i)
            return True
        return super().key(event)

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        for i, (value, label) in enumerate(self.rows):
            rect = self.row_rect(i)
            if rect.bottom < self.rect.top or rect.top > self.rect.bottom:
                continue
            if label.startswith("# "):
                theme.blit_text(surface, label[2:], "title", self.px, theme.RED, "midleft",
                                (rect.x + self.px // 2, rect.centery))
                continue
            if value == self.selected:
                pygame.draw.rect(surface, theme.GOLD, rect, border_radius=self.px // 3)
            theme.blit_text(surface, label, "body", self.px, theme.INK, "midleft", (rect.x + self.px, rect.centery))
        surface.set_clip(clip)
        self._scrollbar(surface)


class ScrollBox(_Scrolling):
    """Other widgets in a panel shorter than they are: they keep their places in the form (clicks, hover, Tab reach
    them as any widget), drawn moved up by the scroll and cut to the box; the wheel anywhere over it scrolls it
    (a choice under the mouse does not change), the widget that takes the focus is scrolled into view, and a bar
    with an arrow at each end that hides rows shows there is more. `on_scroll(offset)` keeps the place across a
    new layout."""

    focusable = False
    control = False

    def __init__(self, id: str, rect: pygame.Rect, *, offset: int = 0,
                 on_scroll: Callable[[int], None] | None = None, **kwargs):
        super().__init__(id, rect, **kwargs)
        self.row = max(1, self.px // 2)
        self.held: list[tuple[Widget, pygame.Rect]] = []     # each widget with its rect unscrolled
        self.bottom = self.rect.top         # where its widgets end, unscrolled
        self.on_scroll = on_scroll
        self.offset = offset

    def hold(self, widget: Widget) -> Widget:
        """Take `widget` (laid out as if the box were as tall as its widgets) into the box; returns it."""
        widget.viewport = self
        self.held.append((widget, pygame.Rect(widget.rect)))
        return widget

    def fit(self, end: int, bottom: int) -> None:
        """Its widgets end at `end`, unscrolled: make the box as tall, down to `bottom` at most (they scroll beyond
        it)."""
        self.bottom = end
        self.rect.height = max(0, min(end, bottom) - self.rect.top)
        self.scroll(0)

    @property
    def content_height(self) -> int:
        return self.bottom - self.rect.top

    def scroll(self, pixels: int) -> None:
        most = max(0, self.content_height - self.rect.height)
        self.offset = max(0, min(most, self.offset + pixels))
        for widget, home in self.held:
            widget.rect = home.move(0, -self.offset)
        if self.on_scroll is not None:
            self.on_scroll(self.offset)

    def reveal(self, widget: Widget) -> None:
        """Scroll so that `widget` (one of the box's) is in view."""
        rect = widget.rect
        if rect.top < self.rect.top:
            self.scroll(rect.top - self.rect.top)
        elif rect.bottom > self.rect.bottom:
            self.scroll(rect.bottom - self.rect.bottom)

    def shows(self, widget: Widget) -> bool:
        """`widget` is at least partly in view."""
        return widget.rect.clip(self.rect).height > 0

    def wheel(self, dy: int) -> bool:
        if self.content_height <= self.rect.height:
            return False
        self.scroll(-dy * self.px * 2)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.content_height <= self.rect.height:
            return
        px = self.px
        gutter = pygame.Rect(self.rect.right - px, self.rect.top, px, self.rect.height)
        track = gutter.inflate(-px // 2, -2 * px)
        track.width = max(3, px // 4)
        track.centerx = gutter.centerx
        pygame.draw.rect(surface, theme.INK_SOFT, track, border_radius=track.width // 2)
        total = self.content_height
        bar = pygame.Rect(track.x, 0, track.width, max(px, track.height * self.rect.height // total))
        bar.y = track.y + (track.height - bar.height) * self.offset // max(1, total - self.rect.height)
        pygame.draw.rect(surface, theme.GOLD, bar.inflate(2, 0), border_radius=bar.width)
        half = px // 2
        for more, tip, base in ((self.offset > 0, gutter.top, gutter.top + half),
                                (self.offset < total - self.rect.height, gutter.bottom, gutter.bottom - half)):
            colour = theme.GOLD if more else theme.INK_SOFT
            pygame.draw.polygon(surface, colour, [(gutter.centerx, tip), (gutter.centerx - half, base),
                                                  (gutter.centerx + half, base)])
