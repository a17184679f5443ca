"""Who is at the LAN table, from the in-game menu: each person's seat (here, away, played by a bot) and, for the
host, the way to hand a silent seat to a bot at once; the player gets it back by answering or rejoining."""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.widgets import Button, Label


class LanSeats(Scene):
    opaque = False
    modal = True

    def __init__(self, app, lobby):
        super().__init__(app)
        self.lobby = lobby                   # the LobbyScene under the table: its latest lobby message and host

    def hand_to_bot(self, seat: int) -> None:
        self.lobby.host.stand_in(seat)
        self.app.pop()

    def people(self) -> list[dict]:
        return [s for s in self.lobby.lobby["seats"] if s["kind"] == "person"] if self.lobby.lobby else []

    def build(self) -> None:
        px = self.app.px
        box = self.box()
        for n, seat in enumerate(self.people()):
            y = box.y + px(80) + n * px(50)
            self.form.add(Label(f"lan_seat{seat['seat']}_n", pygame.Rect(box.x + px(30), y, px(110), px(40)),
                                t("setup.seat_n", n=seat["seat"] + 1), px=px(17), colour=theme.INK, role="bold"))
            self.form.add(Label(f"lan_seat{seat['seat']}", pygame.Rect(box.x + px(140), y, px(320), px(40)),
                                self.lobby.who(seat), px=px(17), colour=theme.INK))
            if self.lobby.host is not None and not seat["host"] and not seat["stand_in"]:
                self.form.add(Button(f"bot{seat['seat']}", pygame.Rect(box.right - px(230), y, px(200), px(40)),
                                     t("lan.bot_now"), partial(self.hand_to_bot, seat["seat"]), px=px(16),
                                     tip=t("lan.bot_now_tip")))
        self.form.add(Button("close", pygame.Rect(box.centerx - px(100), box.bottom - px(64), px(200), px(48)),
                             t("common.done"), self.app.pop, style="primary", px=px(20)))
        self.form.default = "close"

    def box(self) -> pygame.Rect:
        """As tall as the people's seats need."""
        px = self.app.px
        box = pygame.Rect(0, 0, px(700), px(190) + px(50) * max(1, len(self.people())))
        box.center = self.app.rect.center
        return box

    def draw_scene(self, surface: pygame.Surface) -> None:
        px = self.app.px
        theme.veil(surface)
        box = self.box()
        theme.panel(surface, box, px(14), theme.PARCHMENT, theme.GOLD, px(3), px(6))
        theme.blit_text(surface, t("lan.players"), "title", px(32), theme.RED, "midtop", (box.centerx, box.y + px(20)))
