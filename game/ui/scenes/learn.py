"""Learn to play: the lessons of both games, each with how far you got (new, a step to resume, done). A lesson
opens on its game's real table (app.games[game].lesson) in place of this list, so leaving it goes back to the
title."""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.learn.lessons import Lesson, lessons, say
from game.ui.scene import Scene
from game.ui.scenes.common import back_button, heading
from game.ui.widgets import Button

GAMES = ("cards", "dice")


class LearnScene(Scene):
    def build(self) -> None:
        px, (w, _) = self.app.px, self.app.size
        width = px(440)
        for column, game in enumerate(GAMES):
            x = w // 2 + (column - 1) * (width + px(40)) + px(20)
            for row, lesson in enumerate(lessons(game)):
                rect = pygame.Rect(x, px(200) + row * px(64), width, px(52))
                self.form.add(Button(f"lesson_{lesson.key}", rect, self.label(lesson), partial(self.open, lesson),
                                     px=px(20), tip=self.status(lesson)))
        self.form.add(back_button(self.app, self.app.pop))
        self.form.default = f"lesson_{self.first_unfinished().key}"

    def reached(self, lesson: Lesson) -> int:
        return self.app.settings["learn.progress"].get(lesson.key, 0)

    def label(self, lesson: Lesson) -> str:
        reached = self.reached(lesson)
        if reached >= len(lesson.steps):
            return f"{say(lesson.title)}  ({t('learn.done_mark')})"       # words: the fonts have no check mark
        if reached:
            return f"{say(lesson.title)}  ({t('learn.step', n=reached + 1, of=len(lesson.steps))})"
        return say(lesson.title)

    def status(self, lesson: Lesson) -> str:
        reached = self.reached(lesson)
        if reached >= len(lesson.steps):
            return t("learn.done_tip")
        if reached:
            return t("learn.resume_tip", n=reached + 1, of=len(lesson.steps))
        return t("learn.new_tip", of=len(lesson.steps))

    def first_unfinished(self) -> Lesson:
        every = [lesson for game in GAMES for lesson in lessons(game)]
        return next((lesson for lesson in every if self.reached(lesson) < len(lesson.steps)), every[0])

    def open(self, lesson: Lesson) -> None:
        """The lesson from the step it reached (from the start once done)."""
        reached = self.reached(lesson)
        resume = reached if reached < len(lesson.steps) else 0
        table = self.app.games[lesson.game_kind].lesson
        assert table is not None                # every game of GAMES has its lessons' table
        self.app.replace(table(self.app, lesson, resume))

    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        heading(surface, self.app, t("learn.title"))
        px, (w, _) = self.app.px, self.app.size
        width = px(440)
        for column, game in enumerate(GAMES):
            x = w // 2 + (column - 1) * (width + px(40)) + px(20)
            theme.blit_text(surface, t(f"learn.{game}"), "bold", px(26), theme.GOLD, "midtop",
                            (x + width // 2, px(140)))
        rows = max(len(lessons(game)) for game in GAMES)          # under the longest list (a set's lessons too)
        theme.blit_text(surface, t("learn.intro"), "body", px(19), theme.PARCHMENT, "midtop",
                        (w // 2, max(px(560), px(200) + rows * px(64) + px(8))))
