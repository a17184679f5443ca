"""The in-game menu (Esc or Menu at the table, or in a replay): resume, settings, rules, who is at a LAN table, or
back to the title with the game saved."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.scenes.common import column
from game.ui.scenes.lan_seats import LanSeats
from game.ui.scenes.lobby import LobbyScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.table.replay import Replaying


class GameMenu(Scene):
    opaque = False
    modal = True

    def build(self) -> None:
        lan = self.lan_lobby()
        replay = any(isinstance(scene, Replaying) for scene in self.app.stack)
        entries = [("resume", t("menu.resume"), self.app.pop), ("settings", t("title.settings"), self.settings),
                   ("rules", t("title.rules"), self.rules)]
        if lan is not None:
            entries.append(("players", t("lan.players"), lambda: self.app.replace(LanSeats(self.app, lan))))
        entries.append(("leave", t("menu.leave"), self.leave))
        tip = t("menu.leave_replay_tip") if replay else t("menu.leave_tip") if lan is None \
            else t("lan.leave_host_tip") if lan.host else t("lan.leave_tip")
        for button in column(self.app, entries, top=250 - 33 * (lan is not None), width=340, height=52, gap=14,
                             resume={"style": "primary"}, leave={"tip": tip}):
            self.form.add(button)
        self.form.default = "resume"

    def lan_lobby(self):
        """The LAN lobby under this game, if it is one."""
        return next((scene for scene in self.app.stack if isinstance(scene, LobbyScene)), None)

    def settings(self) -> None:
        self.app.replace(SettingsScene(self.app))

    def rules(self) -> None:
        self.app.replace(RulesScene(self.app))

    def leave(self) -> None:
        self.app.home()

    def draw_scene(self, surface: pygame.Surface) -> None:
        px = self.app.px
        theme.veil(surface)
        box = pygame.Rect(0, 0, px(440), px(380))
        box.midtop = (self.app.size[0] // 2, px(160))
        theme.panel(surface, box, px(14), theme.PARCHMENT, theme.GOLD, px(3), px(6))
        theme.blit_text(surface, t("menu.title"), "title", px(34), theme.RED, "midtop", (box.centerx, box.y + px(22)))
