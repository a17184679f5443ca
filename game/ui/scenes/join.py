"""Joining a LAN game: the hosts that discovery finds on the network, or an address typed by hand (what the
host's lobby shows), and the name the others will see."""

from __future__ import annotations

import pygame

from game.net.discovery import make_discovery
from game.ui import theme
from game.ui.i18n import t
from game.ui.lan import join, parse_address
from game.ui.scene import Scene
from game.ui.scenes.common import back_button, heading
from game.ui.scenes.lobby import LobbyScene
from game.ui.widgets import Button, Label, ListPanel, TextInput

LOOK_EVERY = 1.0        # seconds between looks at what discovery found


class JoinScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.discovery = make_discovery()
        self.found = []
        self.address = ""
        self.since = LOOK_EVERY

    def update(self, dt: float) -> None:
        self.since += dt
        if self.since >= LOOK_EVERY:
            self.since = 0.0
            found = self.discovery.browse()
            if found != self.found:
                self.found = found
                self.layout()
                self.app.invalidate()
        super().update(dt)

    def shutdown(self) -> None:
        super().shutdown()
        self.discovery.close()

    def join_found(self, index: int) -> None:
        info = self.found[index]
        self.connect(info.addresses[0], info.port)

    def join_typed(self) -> None:
        where = parse_address(self.address)
        if where is None:
            self.app.notify(t("join.bad_address"))
            return
        self.connect(*where)

    def connect(self, address: str, port: int) -> None:
        self.app.push(LobbyScene(self.app, join(self.app, address, port)))

    def _set_name(self, value: str) -> None:
        self.app.settings.set("player_name", value.strip()[:20])

    def _set_address(self, value: str) -> None:
        self.address = value

    @staticmethod
    def seats_line(info) -> str:
        if info.playing:
            return t("join.playing")
        return t("join.open_seats_one") if info.open_seats == 1 else t("join.open_seats", n=info.open_seats)

    def build(self) -> None:
        px = self.app.px
        w, h = self.app.size
        add = self.form.add
        left = px(90)
        add(Label("name_label", pygame.Rect(left, px(130), px(150), px(44)), t("setup.name"), px=px(19), role="bold"))
        add(TextInput("name", pygame.Rect(left + px(150), px(130), px(300), px(44)), self.app.settings["player_name"],
                      self._set_name, placeholder=t("setup.default_name"), max_len=16, px=px(19)))
        add(Label("found_label", pygame.Rect(left, px(196), w - 2 * left, px(34)), t("join.found"), px=px(19),
                  role="bold"))
        rows = [(i, t("join.row", name=info.name, game=t(f"game.{info.game_kind}"),
                      seats=self.seats_line(info),
                      where=f"{info.addresses[0]}:{info.port}"))
                for i, info in enumerate(self.found) if info.addresses]
        if rows:
            add(ListPanel("hosts", pygame.Rect(left, px(236), w - 2 * left, px(250)), rows, None, self.join_found,
                          px=px(18)))
        add(Label("address_label", pygame.Rect(left, px(508), px(360), px(44)), t("join.address"), px=px(19),
                  role="bold"))
        add(TextInput("address", pygame.Rect(left + px(360), px(508), px(360), px(44)), self.address,
                      self._set_address, placeholder="192.168.1.20:47474", max_len=60,
                      accept=lambda ch: ch.isalnum() or ch in ".:-[]", px=px(19)))
        add(Button("join", pygame.Rect(left + px(740), px(508), px(200), px(44)), t("join.join"), self.join_typed,
                   px=px(19)))
        add(back_button(self.app, self.app.pop))
        self.form.default = "join"

    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        heading(surface, self.app, t("join.title"), 34)
        if not self.found:
            px = self.app.px
            for i, line in enumerate(theme.wrap(t("join.none"), "body", px(18), self.app.size[0] - px(180))):
                theme.blit_text(surface, line, "body", px(18), theme.CREAM, "topleft", (px(90), px(246) + i * px(28)))
