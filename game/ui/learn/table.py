"""A lesson on the game's real table: the card table or the dice table, its client a LessonClient. The top of the log
column holds the lesson: its title, the step's few lines, and once every step is made, what was learnt with the next
lesson (after a game's last one, its guided first game) and the way back; Leave (or Esc) goes back to the list of
lessons at any time. The step reached is kept in the settings
("learn.progress"), so the lesson list offers to resume it."""

from __future__ import annotations

import dataclasses

import pygame

from game.ui import theme
from game.ui.cards.scene import CardTable
from game.ui.client import LessonClient
from game.ui.dice.scene import DiceTable
from game.ui.i18n import t
from game.ui.learn.lessons import Lesson, after, say
from game.ui.scenes.launch import start_game
from game.ui.scenes.learn import LearnScene
from game.ui.scenes.setup import guided_setup
from game.ui.table.layout import TableLayout
from game.ui.table.scene import TableScene
from game.ui.widgets import Button

TEXT_PX = 17
HEAD_PX = 18


def remember(app, lesson: Lesson, step: int) -> None:
    """Keep `step` as the step `lesson` reached (a new dict: the settings save a value that changed)."""
    progress = dict(app.settings["learn.progress"])
    progress[lesson.key] = step
    app.settings.set("learn.progress", progress)


class Lessoned(TableScene):
    """What a lesson adds to a table scene (a mixin before the table's class)."""

    answers_alone = False       # the player makes every move, even the only one
    tipped = False              # no tip over the lesson's own words (nor one spent before the guided game)

    def __init__(self, app, lesson: Lesson, resume: int = 0):
        self.lesson = lesson
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.heading: list[str] = []
        self.lines: list[str] = []
        self.built_step = -1        # the step the widgets were built for
        super().__init__(app, LessonClient(lesson, resume, lambda step: remember(app, lesson, step)))

    @property
    def untaught(self) -> tuple[str, ...]:          # type: ignore[override]
        return self.lesson.untaught

    @property
    def step(self) -> int:
        """The step the table shows (its animations caught up with it)."""
        view = self.view
        return 0 if view is None else view.get("lesson_step", 0)

    @property
    def done(self) -> bool:
        return self.step >= len(self.lesson.steps)

    def head(self, width: int) -> list[str]:
        """The lesson's title and how far along it the table is, in rows of `width`: on one row if it fits, else
        the title and the step each on their own (never a row broken in the middle of either)."""
        px = self.app.px(HEAD_PX)
        title = say(self.lesson.title)
        along = t("learn.well_done") if self.done else t("learn.step", n=self.step + 1, of=len(self.lesson.steps))
        rows = theme.wrap(f"{title}  ·  {along}", "bold", px, width)
        return rows if len(rows) == 1 else theme.wrap(title, "bold", px, width) + theme.wrap(along, "bold", px, width)

    def ended_words(self) -> str | None:
        """A finished lesson says so and where to go on, never "Waiting for Bruno..." (the others stop with it)."""
        if not self.done:
            return None
        on = t("learn.next") if after(self.lesson) is not None else t("learn.guided")
        return t("learn.finished", next=on, back=t("learn.back"))

    def words(self) -> str:
        return say(self.lesson.done) if self.done else say(self.lesson.steps[self.step].text)

    def follow(self) -> None:
        """Build the widgets again when the table reaches the next step, as when what it shows changed them."""
        if self.step != self.built_step:
            self.layout()
        super().follow()

    def build_frame(self, layout: TableLayout) -> None:
        app = self.app
        px = app.px
        self.built_step = self.step
        column = layout.log
        width = column.width - px(24)
        self.heading = self.head(width)
        self.lines = theme.wrap(self.words(), "body", px(TEXT_PX), width)
        buttons = px(52) if self.done else 0
        height = px(20) + len(self.heading) * px(HEAD_PX + 6) + px(8) + len(self.lines) * px(TEXT_PX + 6) + buttons
        height += px(10)
        self.panel = pygame.Rect(column.x, column.y, column.width, height)
        super().build_frame(dataclasses.replace(layout, log=pygame.Rect(
            column.x, self.panel.bottom + px(8), column.width, column.bottom - self.panel.bottom - px(8))))
        form = self.form
        menu = form.find("menu")
        assert menu is not None                 # build_frame adds it: Leave takes its place
        form.widgets.remove(menu)
        form.add(Button("leave", menu.rect.inflate(px(40), 0).move(-px(20), 0), t("learn.leave"), self.leave,
                        style="quiet", px=px(17)))
        if self.done:
            half = (self.panel.width - px(36)) // 2
            row = pygame.Rect(self.panel.x + px(12), self.panel.bottom - px(52), half, px(42))
            following = after(self.lesson)
            if following is not None:
                form.add(Button("next_lesson", row.move(half + px(12), 0), t("learn.next"), self.next_lesson,
                                style="primary", px=px(17)))
            else:                               # the game's last lesson: on to a real game, with the tips
                form.add(Button("guided", row.move(half + px(12), 0), t("learn.guided"), self.guided,
                                style="primary", px=px(17), tip=t("setup.guided_tip")))
            form.add(Button("lesson_back", row, t("learn.back"), self.leave, style="plain", px=px(17)))

    def build(self) -> None:
        """The table's widgets; a card the step does not play says the step's hint when pointed at or clicked."""
        super().build()
        if self.done or self.decision is None:
            return
        hint = say(self.lesson.steps[self.step].hint)
        for widget in self.form.widgets:
            if widget.id.startswith("hand") and not widget.enabled:
                widget.reason = hint

    def back(self) -> None:
        self.leave()

    def leave(self) -> None:
        """Back to the list of lessons (the step reached stays in the settings)."""
        self.app.replace(LearnScene(self.app))

    def guided(self) -> None:
        """The guided first game of this lesson's game."""
        start_game(self.app, guided_setup(self.lesson.game_kind,
                                          self.app.settings["player_name"] or t("setup.default_name")))

    def next_lesson(self) -> None:
        following = after(self.lesson)
        if following is not None:
            self.app.replace(type(self)(self.app, following))

    def game_over(self) -> None:
        """A lesson's game never goes on to the game over: the panel says what was learnt."""

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        px = self.app.px
        theme.panel(surface, self.panel, px(10), theme.PARCHMENT, theme.GOLD, px(3), px(4))
        x, y = self.panel.x + px(12), self.panel.y + px(12)
        for line in self.heading:
            theme.blit_text(surface, line, "bold", px(HEAD_PX), theme.RED, "topleft", (x, y))
            y += px(HEAD_PX + 6)
        y += px(8)
        for line in self.lines:
            theme.blit_text(surface, line, "body", px(TEXT_PX), theme.INK, "topleft", (x, y))
            y += px(TEXT_PX + 6)


class CardLesson(Lessoned, CardTable):
    """A lesson of BANG! on the card table."""


class DiceLesson(Lessoned, DiceTable):
    """A lesson of the Dice Game on the dice table."""
