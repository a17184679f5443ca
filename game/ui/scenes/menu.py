"""The in-game menu (Esc at the table): resume, settings, rules, who is at a LAN table, or back to the title with the
game saved."""

from __future__ import annotations

import pygame

from .. import theme
from ..app import Scene
from ..i18n import t
from .common import column
from .lan_seats import LanSeats


class GameMenu(Scene):
    opaque = False
    modal = True

    def build(self) -> None:
        lan = self.lan_lobby()
        entries = [("resume", t("menu.resume"), self.app.pop), ("settings", t("title.settings"), self.settings),
                   ("rules", t("title.rules"), self.rules)]
        if lan is not None:
            entries.append(("players", t("lan.players"), lambda: self.app.replace(LanSeats(self.app, lan))))
        entries.append(("leave", t("menu.leave"), self.leave))
        tip = t("menu.leave_tip") if lan is None else t("lan.leave_host_tip") if lan.host else t("lan.leave_tip")
        for button in column(self.app, entries, top=250 - 33 * (lan is not None), width=340, height=52, gap=14,
                             resume={"style": "primary"}, leave={"tip": tip}):
            self.form.add(button)
        self.form.default = "resume"

    def lan_lobby(self):
        """The LAN lobby under this game, if it is one."""
        from .lobby import LobbyScene
        return next((scene for scene in self.app.stack if isinstance(scene, LobbyScene)), None)

    def settings(self) -> None:
        from .settings import SettingsScene
        self.app.replace(SettingsScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene
        self.app.replace(RulesScene(self.app))

    def leave(self) -> None:
        from .title import TitleScene
        self.app.reset(TitleScene(self.app))

    def draw_scene(self, surface: pygame.Surface) -> None:
        px = self.app.px
        theme.veil(surface)
        box = pygame.Rect(0, 0, px(440), px(380))
        box.midtop = (self.app.size[0] // 2, px(160))
        theme.panel(surface, box, px(14), theme.PARCHMENT, theme.GOLD, px(3), px(6))
        theme.blit_text(surface, t("menu.title"), "title", px(34), theme.RED, "midtop", (box.centerx, box.y + px(22)))
