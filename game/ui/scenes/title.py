"""The title: new game, learn to play (offered at the first start), continue the autosaved game (a LAN game reopens
its host's lobby), host or join a LAN game, rules, settings, quit.

Each scene it opens is imported when first opened, so that the window's first frame loads no game, no bots and no
network. None of them imports the title back (tests/test_rooms.py): these imports only wait, they close no circle.
"""

from __future__ import annotations

import pygame

from game.session import Intermission, SaveRefused, read_autosave
from game.ui import theme
from game.ui.art import tokens
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.scenes.common import column
from game.ui.scenes.dialog import Dialog


class TitleScene(Scene):
    def build(self) -> None:
        has_save = self.app.storage.has_autosave()
        buttons = column(self.app, [
            ("new_game", t("title.new_game"), self.new_game),
            ("learn", t("title.learn"), self.learn),
            ("continue", t("title.continue"), self.continue_game),
            ("host", t("title.host"), self.host),
            ("join", t("title.join"), self.join),
            ("rules", t("title.rules"), self.rules),
            ("settings", t("title.settings"), self.settings),
            ("quit", t("title.quit"), self.app.quit),
        ], top=250, width=340, height=46, gap=10, new_game={"style": "primary"},
            learn={"tip": t("title.learn_tip")}, host={"tip": t("title.host_tip")}, join={"tip": t("title.join_tip")},
            **{"continue": {"enabled": has_save, "reason": t("title.no_save"), "tip": t("title.continue_tip")}})
        for button in buttons:
            self.form.add(button)
        self.form.default = "new_game"

    def resume(self) -> None:
        self.layout()             # the autosave may have appeared or gone while another scene was on top

    def offer_lessons(self) -> None:
        """The program's first start (main.py asks): the lessons are offered, once."""
        if not self.app.settings["learn.offered"]:
            self.app.settings.set("learn.offered", True)
            self.app.push(Dialog(self.app, t("learn.offer_title"), t("learn.offer"),
                                 [("learn", t("title.learn")), ("no", t("learn.later"))], self._offered,
                                 invite="learn"))       # nothing is lost either way: the lessons come first

    def _offered(self, choice: str, dont_ask: bool) -> None:
        if choice == "learn":
            self.learn()

    def back(self) -> None:
        """Esc on the title does nothing: quitting is a button, never an accident."""

    def new_game(self) -> None:
        from game.ui.scenes.setup import SetupScene
        self.app.push(SetupScene(self.app))

    def continue_game(self) -> None:
        from game.ui.scenes.launch import start_game
        try:
            record = read_autosave(self.app.storage.read_autosave())
        except OSError:
            self.app.notify(t("save.missing"))
            self.layout()
            return
        except SaveRefused as refusal:
            self.app.push(Dialog(self.app, t("save.refused_title"), refused_words(refusal),
                                 [("delete", t("save.delete")), ("keep", t("save.keep"))], self._refused))
            return
        if "lan" in record["setup"]:
            from game.ui.scenes.lobby import LobbyScene
            self.app.push(LobbyScene(self.app, host=True, resume=record))
            return
        if record["finished"]:                  # a series between two games: its standings, then the next game
            self.between(record)
            return
        start_game(self.app, record["setup"], record["answers"])

    def between(self, record: dict) -> None:
        """A series between two games: its standings, and its auction over them where it had begun (at the same
        bid); before its first game, its auction alone."""
        from game.ui.scenes.auction import AuctionScene
        from game.ui.scenes.standings import StandingsScene, autosaved
        if record.get("between_refused"):
            self.app.notify(t("save.series_damaged"))
        series = record.get("between")
        if "series" not in record["setup"]:
            self.app.push(AuctionScene(self.app, autosaved(self.app, Intermission(record["setup"], series=series,
                                                                                  paced=True))))
            return
        standings = StandingsScene(self.app, record["setup"], record["answers"], series)
        self.app.push(standings)
        auction = standings.summary["auction"]
        if auction is not None and auction["bidder"] is not None and (auction["won"] or auction["bid"]):
            self.app.push(AuctionScene(self.app, standings.break_))

    def _refused(self, choice: str, dont_ask: bool) -> None:
        if choice == "delete":
            self.app.storage.drop_autosave()
        self.layout()

    def learn(self) -> None:
        from game.ui.scenes.learn import LearnScene
        self.app.push(LearnScene(self.app))

    def host(self) -> None:
        from game.ui.scenes.lobby import LobbyScene
        self.app.push(LobbyScene(self.app, host=True))

    def join(self) -> None:
        from game.ui.scenes.join import JoinScene
        self.app.push(JoinScene(self.app))

    def rules(self) -> None:
        from game.ui.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app))

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        px, (w, _) = self.app.px, self.app.size
        centre = (w // 2, px(120))
        star = tokens.star(px(230)).copy()
        star.set_alpha(60)                   # a sheriff's star behind the title, like a brand in the wood
        surface.blit(star, star.get_rect(center=(centre[0], centre[1] + px(6))))
        theme.blit_text(surface, "BANG!", "title", px(112), (18, 8, 4), "center",
                        (centre[0] + px(5), centre[1] + px(6)))
        theme.blit_text(surface, "BANG!", "title", px(112), theme.RED, "center", centre)
        theme.blit_text(surface, t("title.subtitle"), "bold", px(22), theme.PARCHMENT, "center",
                        (w // 2, px(214)))


def refused_words(refusal: SaveRefused) -> str:
    """Why the autosave cannot continue, in the player's words (a set played by other rules by its title)."""
    about = dict(refusal.about)
    if "set" in about:
        from game.setups import DESCRIPTIONS
        from game.ui.scenes.setup import title
        about["set"] = title(DESCRIPTIONS[about.pop("game")].expansion(about["set"]))
    return t(f"save.{refusal.reason}", **about)
