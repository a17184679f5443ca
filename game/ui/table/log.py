"""The game log: what happened, in the third person, in the player's language, with the names of players, cards
and characters that show the seat or the card when the mouse rests on them, and a filter to one player's lines.

A table turns each event into a `Line` with `line(key, **values)`: the string `key` of the language tables, its
fields filled with plain values or with `Ref`s (a seat, a card, a character) that stay hoverable. The `LogBook`
keeps the lines and the filter across layouts; the `LogPanel` widget draws them, wrapped, newest at the bottom.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.widgets import Choice, Cycler
from game.ui.widgets.scroll import _Scrolling

SEAT, CARD, CHARACTER, ROLE, FACE = "seat", "card", "character", "role", "face"
TONES = {   # tone -> (font role, colour)
    "plain": ("body", theme.INK),
    "turn": ("bold", theme.INK_SOFT),
    "hurt": ("body", theme.RED),
    "heal": ("body", theme.GOOD),
    "out": ("bold", theme.RED),
    "secret": ("body", (40, 72, 120)),      # what only you know: the cards you drew, what was taken from you
    "end": ("bold", theme.RED),
}
REF_COLOUR = (120, 52, 20)
CLINGING = ".,;:!?)"       # punctuation stays on the row of the word before it, whatever the width


@dataclass(frozen=True)
class Ref:
    """A hoverable name in a log line: a seat (value = seat), a card (card id or kind), a character (character id),
    a role or a die face."""
    kind: str
    value: Any
    text: str


@dataclass
class Line:
    segments: list[tuple[str, Ref | None]]
    seats: frozenset[int]          # the players the line is about (the filter keeps a player's lines)
    tone: str = "plain"
    joins: bool = False            # it tells again, with more, what the line before it told: it takes its place

    @property
    def text(self) -> str:
        return "".join(text for text, _ in self.segments)


def line(key: str, tone: str = "plain", about: tuple[int, ...] = (), **values) -> Line:
    """The string `key` with its fields filled; `Ref` values (or lists of them) stay hoverable, and the seats they
    name are the ones the line is about (with `about` for seats the line concerns without naming them)."""
    segments: list[tuple[str, Ref | None]] = []
    seats = set(about)
    for literal, field, spec, _ in string.Formatter().parse(t(key)):
        if literal.startswith(".") and segments and segments[-1][0].endswith(("!", "?")):
            literal = literal[1:]               # "drawn: Panic!", not "drawn: Panic!."
        if literal:
            segments.append((literal, None))
        if field is None:
            continue
        value = values[field]
        if isinstance(value, list):             # several names: "BANG!, Beer"
            for i, ref in enumerate(value):
                if i:
                    segments.append((", ", None))
                segments.append((ref.text, ref))
        elif isinstance(value, Ref):
            segments.append((value.text, value))
            if value.kind == SEAT:
                seats.add(value.value)
        else:
            segments.append((format(value, spec or ""), None))
    return Line(segments, frozenset(seats), tone)


class LogBook:
    """Every line of the game so far, and which player the log is filtered to (None: everyone)."""

    def __init__(self):
        self.lines: list[Line] = []
        self.joined = 0                 # the lines that took the place of the one before them (the panel rewraps)
        self.only: int | None = None

    def add(self, entry: Line | None) -> None:
        if entry is None:
            return
        if entry.joins and self.lines:
            self.lines[-1] = entry
            self.joined += 1
        else:
            self.lines.append(entry)

    def shown(self) -> list[Line]:
        return [entry for entry in self.lines if self.only is None or self.only in entry.seats]


class LogPanel(_Scrolling):
    """The log's lines wrapped into the panel, newest at the bottom; follows new lines unless scrolled back.
    `hover_ref` is the name under the mouse (the table shows that seat or card)."""

    focusable = True
    control = False         # only read (and scrolled)

    def __init__(self, id: str, rect: pygame.Rect, book: LogBook, mouse: Callable[[], tuple[int, int]], **kwargs):
        super().__init__(id, rect, **kwargs)
        self.book = book
        self.mouse = mouse
        self.row = int(self.px * 1.4)
        self.rows: list[list[tuple[str, Ref | None, int, str]]] = []     # per row: (text, ref, x, tone)
        self.known: tuple[int, int, int | None] = (-1, 0, None)
        self.follow = True
        self.hover_ref: Ref | None = None

    @property
    def content_height(self) -> int:
        return len(self.rows) * self.row + self.px

    def scroll(self, pixels: int) -> None:
        super().scroll(pixels)
        self.follow = self.offset >= self.content_height - self.rect.height + self.row - 1

    def update(self, dt: float) -> None:
        self._refresh()

    def shrink_to_fit(self) -> None:
        """As tall as its lines (never taller than it is), showing the first ones: a note read from the top."""
        self._refresh()
        self.rect.height = min(self.rect.height, self.content_height)
        self.follow = False
        self.offset = 0

    def _refresh(self) -> None:
        """Wrap the lines again when there are new ones or the filter changed."""
        state = (len(self.book.lines), self.book.joined, self.book.only)
        if state != self.known:
            self.known = state
            self._wrap()
            if self.follow:
                super().scroll(10**9)

    def _wrap(self) -> None:
        width = self.rect.width - 2 * self.px
        self.rows = []
        for entry in self.book.shown():
            role, _ = TONES[entry.tone]
            space = theme.font(role, self.px).size(" ")[0]
            row: list[tuple[str, Ref | None, int, str]] = []
            x = 0
            for text, ref in entry.segments:
                face = theme.font("bold" if ref is not None else role, self.px)
                for i, word in enumerate(text.split(" ")):
                    if i > 0:
                        x += space
                    if not word:
                        continue
                    size = face.size(word)[0]
                    if x + size > width and row and word[0] not in CLINGING:
                        self.rows.append(row)
                        row, x = [], self.px        # continuation lines are indented
                    row.append((word, ref, x, entry.tone))
                    x += size
            self.rows.append(row)

    def ref_at(self, pos) -> Ref | None:
        if not self.rect.collidepoint(pos):
            return None
        top = self.rect.y + self.px // 2 - self.offset
        i = (pos[1] - top) // self.row
        if not 0 <= i < len(self.rows):
            return None
        for word, ref, x, _tone in self.rows[i]:
            left = self.rect.x + self.px + x
            if ref is not None and left <= pos[0] <= left + theme.font("bold", self.px).size(word)[0]:
                return ref
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self._refresh()
        self._frame(surface)
        self.hover_ref = self.ref_at(self.mouse())
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        top = self.rect.y + self.px // 2 - self.offset
        first = max(0, (self.rect.y - top) // self.row)
        for i in range(first, len(self.rows)):
            y = top + i * self.row
            if y > self.rect.bottom:
                break
            for word, ref, x, tone in self.rows[i]:
                role, colour = TONES[tone]
                if ref is not None:
                    colour = REF_COLOUR
                    if ref == self.hover_ref:
                        colour = theme.RED
                image = theme.render(word, "bold" if ref is not None else role, self.px, colour)
                surface.blit(image, (self.rect.x + self.px + x, y))
        surface.set_clip(clip)
        self._scrollbar(surface)


def pointed_seat(form) -> int | None:
    """The seat whose name the mouse rests on in a table's log (its plate is pointed at, to find it on the table)."""
    log = form.find("log")
    ref = log.hover_ref if isinstance(log, LogPanel) else None
    return ref.value if ref is not None and ref.kind == SEAT else None


def log_widgets(app, rect: pygame.Rect, book: LogBook, names: list[str]) -> list:
    """The log's filter (everyone, or one player) above its panel, filling `rect`."""
    px = app.px
    choices = [Choice(None, t("log.everyone"))] + [Choice(seat, name) for seat, name in enumerate(names)]

    def only(seat: int | None) -> None:
        book.only = seat

    filter_rect = pygame.Rect(rect.x, rect.y, rect.width, px(34))
    cycler = Cycler("log_filter", filter_rect, choices, book.only, only, px=px(15), tip=t("log.filter_tip"))
    panel = LogPanel("log", pygame.Rect(rect.x, rect.y + px(40), rect.width, rect.height - px(40)), book,
                     lambda: app.mouse, px=px(14))
    return [cycler, panel]
