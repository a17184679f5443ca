"""A modal question over the current scene: a title, a message, buttons, and optionally "don't ask again".

Put the safe answer last (No, Keep, Cancel): it is the default, marked as such, and both Enter and Esc pick it, so
a key pressed out of habit never does what the dialog asks about. A question where no answer loses anything (the
first start's offer of the lessons) may instead `invite` one answer: it is marked and Enter picks it, while Esc still
picks the safe one. `on_choice(button id, dont_ask)` runs after the dialog has closed, so it may push or pop scenes
itself.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.widgets.button import Button
from game.ui.widgets.toggle import Toggle


class Dialog(Scene):
    opaque = False
    modal = True

    def __init__(self, app, title: str, message: str, buttons: list[tuple[str, str]],
                 on_choice: Callable[[str, bool], None] | None = None, *, dont_ask: bool = False,
                 invite: str | None = None):
        super().__init__(app)
        self.title = title
        self.message = message
        self.buttons = buttons
        self.on_choice = on_choice
        self.offer_dont_ask = dont_ask
        self.invited = invite or buttons[-1][0]     # marked, and picked by Enter: the safe one unless invited
        self.dont_ask = False
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        px = self.app.px
        width = px(620)
        lines = theme.wrap(self.message, "body", px(19), width - px(60))
        height = px(150) + len(lines) * px(27) + (px(44) if self.offer_dont_ask else 0)
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = self.app.rect.center
        self.lines = lines
        y = self.box.bottom - px(66)
        if self.offer_dont_ask:
            self.form.add(Toggle("dont_ask", pygame.Rect(self.box.x + px(30), y - px(46), width - px(60), px(32)),
                                 t("dialog.dont_ask"), self.dont_ask, self._set_dont_ask, colour=theme.INK,
                                 px=px(17)))
        gap = px(16)
        button_width = min(px(220), (width - px(60) - gap * (len(self.buttons) - 1)) // len(self.buttons))
        x = self.box.centerx - (button_width * len(self.buttons) + gap * (len(self.buttons) - 1)) // 2
        for id, label in self.buttons:
            self.form.add(Button(id, pygame.Rect(x, y, button_width, px(46)), label, partial(self.choose, id),
                                 style="primary" if id == self.invited else "plain", px=px(19)))
            x += button_width + gap
        self.form.default = self.invited

    def _set_dont_ask(self, value: bool) -> None:
        self.dont_ask = value

    def choose(self, id: str) -> None:
        self.app.pop()
        if self.on_choice is not None:
            self.on_choice(id, self.dont_ask)

    def back(self) -> None:
        self.choose(self.buttons[-1][0])

    def draw_scene(self, surface: pygame.Surface) -> None:
        px = self.app.px
        theme.veil(surface)
        theme.panel(surface, self.box, px(12), theme.PARCHMENT, theme.GOLD, px(3), px(6))
        theme.blit_text(surface, self.title, "title", px(30), theme.RED, "midtop",
                        (self.box.centerx, self.box.y + px(22)))
        for i, line in enumerate(self.lines):
            theme.blit_text(surface, line, "body", px(19), theme.INK, "midtop",
                            (self.box.centerx, self.box.y + px(78) + i * px(27)))
