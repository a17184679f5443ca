"""What the player sees instead of a vanished window: something went wrong, where the report is, that the
game is still saved, and the way back to the title (the scene beneath)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.widgets import Button


class ErrorScene(Scene):
    opaque = False
    modal = True

    def __init__(self, app, report: str, message: str):
        super().__init__(app)
        self.report = report
        self.message = message

    def build(self) -> None:
        px = self.app.px
        self.box = pygame.Rect(0, 0, px(760), px(420))
        self.box.center = self.app.rect.center
        self.lines = []
        for text, role in ((t("error.body"), "body"), (self.message, "bold"), (t("error.report"), "body"),
                           (self.report, "body"), (t("error.saved"), "body")):
            self.lines += [(line, role) for line in theme.wrap(text, role, px(18), self.box.width - px(60))]
        back = Button("to_title", pygame.Rect(0, 0, px(260), px(52)), t("error.to_title"), self.app.pop,
                      style="primary", px=px(20))
        back.rect.midbottom = (self.box.centerx, self.box.bottom - px(22))
        self.form.add(back)
        self.form.default = "to_title"

    def draw_scene(self, surface: pygame.Surface) -> None:
        px = self.app.px
        theme.veil(surface)
        theme.panel(surface, self.box, px(12), theme.PARCHMENT, theme.RED, px(3), px(6))
        theme.blit_text(surface, t("error.title"), "title", px(34), theme.RED, "midtop",
                        (self.box.centerx, self.box.y + px(20)))
        y = self.box.y + px(80)
        for line, role in self.lines[:11]:
            theme.blit_text(surface, line, role, px(18), theme.INK, "topleft", (self.box.x + px(30), y))
            y += px(25)
