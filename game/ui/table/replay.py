"""Watch the replay: a game table fed by a ReplayClient, which plays a finished game again one answer at a time
(every hand and role face up) each time the table has shown the last one, with pause, step, speed and to the end.

A table's replay scene mixes `Replaying` in before the table's class (`class ReplayScene(Replaying, CardTable)`);
the table must hold `board.layout`, `director`, `boost` and `watching`, as the card and dice tables do. Its Menu
button and Esc open the table's menu, as in a game (the replay waits while it is open); Leave goes to the title.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui import theme
from game.ui.client import ReplayClient
from game.ui.i18n import t
from game.ui.table.coach import coached_words
from game.ui.widgets import Button, Choice, Cycler, Label

if TYPE_CHECKING:
    from game.session import Client
    from game.ui.app import App
    from game.ui.scene import Scene
    from game.ui.table.director import Director

    class _Table(Scene):
        """What `Replaying` needs of the table it is mixed into (for the type checker only)."""
        board: Any              # each table has its own kind, all with a `layout`
        director: Director
        client: Client
        boost: float
        watching: bool

        def __init__(self, app: App, client: Client) -> None: ...

        def build_out_of_game(self) -> None: ...
else:
    _Table = object

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
PAUSE = 0.5         # seconds between two answers at speed 1


class Replaying(_Table):
    def __init__(self, app, setup: dict, answers: list, seat: int):
        self.replay_client = ReplayClient(setup, answers, seat)
        super().__init__(app, self.replay_client)
        self.watching = True
        self.paused = False
        self.speed = 1.0
        self.wait = PAUSE

    def update(self, dt: float) -> None:
        super().update(dt)
        self.boost = self.speed
        if self.paused or self.app.top is not self or self.director.busy or self.replay_client.finished:
            return                  # the menu (Menu or Esc, as at the table) pauses the replay while it is open
        self.wait -= dt * self.speed
        if self.wait <= 0:
            self.wait = PAUSE
            self.replay_client.advance()

    def check_over(self) -> None:
        """The replay stays on its last picture until the player leaves."""

    def build(self) -> None:
        super().build()
        px = self.app.px
        layout = self.board.layout
        y = layout.hand.top - px(52)
        x = layout.felt.right - px(20)
        widths = [150, 110, 110, 220, 150]          # to the end, step, pause, speed, leave: right to left
        # over the hand's strip only, clear of what lies left of it (your cards in play on the card table)
        scale = min(1.0, (x - layout.hand.x) / px(sum(widths) + 8 * (len(widths) - 1)))
        end, step, pause, speed, leave = (round(px(w) * scale) for w in widths)
        controls = [
            ("replay_end", t("replay.to_end"), self.to_end, end),
            ("replay_step", t("replay.step"), self.step, step),
            ("replay_pause", t("replay.play") if self.paused else t("replay.pause"), self.toggle, pause),
        ]
        for id, label, action, width in controls:
            x -= width
            self.form.add(Button(id, pygame.Rect(x, y, width, px(44)), label, action, style="plain", px=px(16)))
            x -= px(8)
        choices = [Choice(s, t("replay.speed", n=f"{s:g}")) for s in SPEEDS]
        self.form.add(Cycler("replay_speed", pygame.Rect(x - speed, y, speed, px(44)), choices, self.speed,
                             self.set_speed, px=px(16)))
        self.form.add(Button("replay_leave", pygame.Rect(x - speed - px(8) - leave, y, leave, px(44)),
                             t("replay.leave"), self.leave, style="quiet", px=px(16)))
        coached = coached_words(self.replay_client.setup)
        if coached is not None:                 # the game was played with hints or take-backs
            self.form.add(Label("coached", pygame.Rect(layout.felt.x + px(20), layout.felt.y + px(8),
                                                       layout.felt.width - px(40), px(30)), coached, px=px(17),
                                colour=theme.GOLD, role="bold"))

    def build_out_of_game(self) -> None:
        """The replay has its own controls."""

    def toggle(self) -> None:
        self.paused = not self.paused
        self.layout()

    def step(self) -> None:
        self.paused = True
        self.director.skip()
        self.replay_client.advance()
        self.layout()

    def set_speed(self, speed: float) -> None:
        self.speed = speed

    def to_end(self) -> None:
        while self.replay_client.advance():
            pass
        self.director.instant = True

    def leave(self) -> None:
        self.app.pop()
