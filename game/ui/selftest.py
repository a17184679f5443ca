"""`python -m game --selftest`: the real app without a screen plays a short bot-only game of each kind through the
real scenes (title, setup, table, game over; rules and settings opened on the way) with every animation at top
speed and no bot pause, in a throw-away home folder; then a short LAN game on 127.0.0.1: the window hosts from the
title and watches, a guest joins over a socket and plays its seat. Exit 0 only if every step got where it should
and no scene failed."""

from __future__ import annotations

import os
import sys
import tempfile
import time


def run_selftest(seed: int | None = None) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    os.environ["BANG_DESKTOP_DISCOVERY"] = "local"        # LAN discovery in memory: nothing sent on any network
    from game.ui.main import check_pygame_ce
    problem = check_pygame_ce()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    import pygame

    from game.storage import Storage
    from game.ui.app import App
    from game.ui.client import LocalClient
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings
    from game.ui.testing import Driver

    with tempfile.TemporaryDirectory(prefix="bang-selftest-") as home:
        pygame.init()
        storage = Storage(home)
        app = App(storage, Settings.load(storage), size=(1280, 720), instant=True, seed=1 if seed is None else seed,
                  bots_apart=True)
        app.push(TitleScene(app))
        ui = Driver(app)
        try:
            ui.click("rules")
            ui.key(pygame.K_DOWN)
            ui.key(pygame.K_ESCAPE)
            ui.click("settings")
            ui.click("close")
            for game in ("cards", "dice"):
                start = time.monotonic()
                ui.click("new_game")
                ui.until(lambda: isinstance(app.top, SetupScene), 5, "the setup")
                if game == "dice":
                    ui.click("game", "midright")
                ui.click("seat0", "midright")        # your seat to a bot: a bot-only game, watched
                ui.click("start")
                client = getattr(app.top, "client", None)     # the table's client, which the game over lets go
                assert isinstance(client, LocalClient), f"no {game} table after the setup"
                ui.until(lambda: isinstance(app.top, GameOverScene), 120, f"the end of the {game} game")
                over = app.top
                assert isinstance(over, GameOverScene)
                assert client.bots_apart, f"the {game} game's bots could not think in a child process"
                print(f"selftest: {game} game played to the end in {time.monotonic() - start:.1f} s "
                      f"({len(over.events)} events, the bots thinking in a child process)")
                ui.click("title")
                ui.until(lambda: isinstance(app.top, TitleScene), 5, "the title")
            lan_game(ui)
        except (AssertionError, LookupError) as failure:
            print(f"selftest FAILED: {failure}", file=sys.stderr)
            return 1
        finally:
            for scene in list(app.stack):
                scene.shutdown()
            pygame.quit()
        if app.failures:
            print("selftest FAILED:\n" + "\n".join(app.failures), file=sys.stderr)
            return 1
        print("selftest: passed")
        return 0


def lan_game(ui) -> None:
    """Host from the title, let the host's seat to a bot (the window watches), a guest on a socket takes the open
    seat; the dice game plays to its end over 127.0.0.1 and the window is back in its lobby."""
    from game.net.autoplay import AutoPlayer
    from game.net.client import NetClient
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.scenes.title import TitleScene
    start = time.monotonic()
    ui.click("host")
    lobby = ui.app.top
    ui.until(lambda: lobby.lobby is not None and lobby.lobby["seats"] and lobby.lobby["seats"][0]["you"], 5,
             "the host's lobby")
    ui.click("game", "midright")
    ui.click("seat0", "midright")
    ui.until(lambda: lobby.lobby["game"] == "dice" and lobby.lobby["seats"][0]["kind"] == "bot", 5, "the seats")
    guest = AutoPlayer(NetClient("127.0.0.1", lobby.host.port, "Guest"), seat=1)
    try:
        ui.until(lambda: lobby.lobby["can_start"], 10, "the guest to be ready")
        ui.click("start")
        ui.until(lambda: isinstance(ui.app.top, GameOverScene), 120, "the end of the LAN game")
        events = len(ui.app.top.events)
        ui.click("again")
        ui.until(lambda: isinstance(ui.app.top, LobbyScene), 5, "the lobby again")
        assert guest.finished.wait(10), "the guest never saw the end"
    finally:
        guest.stop()
        guest.client.close()
    answers = sum(m["type"] == "view" and bool(m["view"]["decision"]) for m in guest.seen)
    print(f"selftest: LAN dice game on 127.0.0.1 port {lobby.host.port} played to the end in "
          f"{time.monotonic() - start:.1f} s ({events} events watched, {answers} answers from the guest)")
    ui.click("back")
    ui.until(lambda: isinstance(ui.app.top, TitleScene), 5, "the title")
