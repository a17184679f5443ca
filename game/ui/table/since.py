"""What was done to you since your last turn, told when your next one starts: the story's lines about you (hits and
who from, cards taken from you, the Jail and the Dynamite, the arrows) and the answers the game made for you, in a
note at the top of the log column until you close it or your turn's play ends. It hides nothing: the log below it
gets shorter, and the note takes no input but its Close button.

A table keeps a `SinceLastTurn`: `event(event, line)` for each event it shows (with the line its narrator told),
`answered(line)` for each answer made for you, `decided()` when your decision is shown; `lines` is the note, or
None. What counts as done to you is the table's own test, `done_to(event, seat)`; `ended` is the event kind that
ends your play of a turn (a turn lost to the Jail has no such end, so the note tells it).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.table.log import Line, LogBook, LogPanel, line
from game.ui.widgets import Button

Story = list[tuple[dict | None, Line | None]]     # each event shown with its line; (None, line): answered for you
TALLEST = 0.4       # the most of the log column the note takes (it scrolls beyond)


def since_last_turn(story: Story, seat: int, ended: str, done_to: Callable[[dict, int], bool]) -> list[Line]:
    """The lines of `story` after `seat` last ended its play (from the start before its first turn): the events
    `done_to` it and the answers made for it, in the order they happened."""
    start = max((i + 1 for i, (event, _) in enumerate(story) if event is not None and event["kind"] == ended
                 and event.get("seat") == seat), default=0)
    return [told for event, told in story[start:] if told is not None and (event is None or done_to(event, seat))]


class SinceLastTurn:
    def __init__(self, seat: int, ended: str, done_to: Callable[[dict, int], bool]):
        self.seat = seat
        self.ended = ended
        self.done_to = done_to
        self.story: Story = []
        self.due = False                    # your turn has begun: your first decision brings the note
        self.lines: list[Line] | None = None     # the note in sight

    def event(self, event: dict, told: Line | None) -> None:
        if told is not None and told.joins and self.story:
            self.story[-1] = (event, told)
        else:
            self.story.append((event, told))
        if event.get("seat") != self.seat:
            return
        if event["kind"] == "turn_start":
            self.due = True
        elif event["kind"] == self.ended:
            self.lines = None               # your turn's play is over: the note has done its work

    def answered(self, told: Line) -> None:
        self.story.append((None, told))

    def decided(self) -> None:
        """Your decision is shown: the first one of your turn brings the note, if anything was done to you."""
        if self.due:
            self.due = False
            self.lines = since_last_turn(self.story, self.seat, self.ended, self.done_to) or None

    def close(self) -> None:
        self.lines = None


class NotePanel(LogPanel):
    """The note's lines, as the log draws them (names hoverable), on a paler page framed in gold."""

    focusable = False

    def _frame(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rect, max(4, self.px // 3), theme.PARCHMENT_LIGHT, theme.GOLD, 3)


def note_widgets(app, column: pygame.Rect, lines: list[Line], close: Callable[[], None]
                 ) -> tuple[list, pygame.Rect]:
    """The note at the top of the log `column` (as tall as its lines, at most TALLEST of it) with its Close button;
    returns them and the part of the column left for the log."""
    px = app.px
    book = LogBook()
    book.add(line("since.title", "turn"))
    for told in lines:
        book.add(told)
    panel = NotePanel("since", pygame.Rect(column.x, column.y, column.width, round(column.height * TALLEST)), book,
                      lambda: app.mouse, px=px(14))
    panel.shrink_to_fit()
    shut = Button("since_close", pygame.Rect(panel.rect.right - px(76), panel.rect.y + px(4), px(70), px(20)),
                  t("since.close"), close, style="quiet", px=px(13))
    rest = pygame.Rect(column.x, panel.rect.bottom + px(8), column.width, column.bottom - panel.rect.bottom - px(8))
    return [panel, shut], rest
