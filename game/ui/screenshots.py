"""`python -m game.ui.screenshots OUT_DIR [--size 1920x1080] [--language es] [--game dice]`: every frame scene saved
as a PNG, driven through the real app without a screen, in a throw-away home folder. For looking at the scenes (and
for docs/screenshots/): title, setup, settings, rules, the table just dealt, its menu, game over, error, and the LAN
scenes (the host's lobby, Join listing that host, the lobby as a guest sees it, the players of a running LAN game,
the turn limit's countdown), played on 127.0.0.1 with discovery kept in memory. The tables' own scenes have their
own tools: game.ui.cards.screenshots and game.ui.dice.screenshots."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from game.ui import shooting


def main(argv: list[str] | None = None) -> int:
    parser = shooting.parser("python -m game.ui.screenshots")
    parser.add_argument("--game", dest="kind", default="cards", choices=("cards", "dice"))
    args = parser.parse_args(argv)
    os.environ["BANG_DESKTOP_DISCOVERY"] = "local"         # the LAN shots advertise in memory, never on a network
    with shooting.offscreen_app(args, instant=True, seed=7) as (app, ui):
        import pygame

        from game.ui.scenes.gameover import GameOverScene
        from game.ui.scenes.title import TitleScene

        def shot(name: str) -> None:
            ui.step(2)
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"{name}.png"))

        shot("title")
        ui.click("rules")
        ui.click("entries")
        shot("rules")
        ui.key(pygame.K_ESCAPE)
        ui.click("settings")
        ui.hover("bot_pause")
        shot("settings")
        ui.click("close")
        ui.click("new_game")
        if args.kind == "dice":
            ui.click("game", "midright")
        ui.hover("seat1")
        shot("setup")
        ui.click("start")
        table = app.games[args.kind].table

        def dealt() -> bool:
            if not isinstance(app.top, table):
                return False
            scene: Any = app.top                    # either game's table scene, with a view and a director
            return scene.view is not None and not scene.director.busy

        ui.until(dealt, 30, "the deal")
        shot("table")
        ui.click("menu")
        shot("menu")
        ui.click("leave")
        ui.click("new_game")
        ui.click("seat0", "midright")
        ui.click("start")
        ui.until(lambda: isinstance(app.top, GameOverScene), 60, "the game over")
        shot("gameover")
        app.fail(RuntimeError("a sample failure for the screenshot"))
        app.failures.clear()
        shot("error")
        app.reset(TitleScene(app))
        lan_shots(ui, shot)
    return 0


def lan_shots(ui, shot: Callable[[str], None]) -> None:
    """The LAN scenes, hosted by this window with a guest "Ana" connected over 127.0.0.1."""
    from game.net.client import NetClient
    from game.ui.scenes.join import JoinScene
    from game.ui.scenes.lan_seats import LanSeats
    from game.ui.scenes.lobby import LobbyScene

    ui.click("host")
    lobby: LobbyScene = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    assert lobby.host is not None                  # this window hosts
    lobby.set_seat(2, "open")
    guest = NetClient("127.0.0.1", lobby.host.port, "Ana")
    try:
        guest.take_seat(1)
        guest.ready(True)
        guest.chat("Hola, ¿jugamos?")
        ui.until(lambda: bool(lobby.chat and lobby.lobby and lobby.lobby["seats"][1]["ready"]), 5, "Ana")
        shot("lan-lobby")
        ui.app.push(JoinScene(ui.app))
        ui.until(lambda: ui.has("hosts"), 5, "the host in Join")
        shot("lan-join")
        rect = ui.widget("hosts").rect
        ui.click_at((rect.x + ui.app.px(40), rect.y + ui.app.px(12)))
        ui.until(lambda: ui.has("take2"), 5, "the open seat, as a guest sees it")
        shot("lan-lobby-guest")
        ui.click("back")
        ui.click("back")
        ui.until(lambda: ui.scene is lobby and (lobby.lobby or {}).get("spectators") == 0, 5, "the guest window gone")
        lobby.set_seat(2, "bot")
        ui.until(lambda: bool((lobby.lobby or {}).get("can_start")), 5, "a lobby ready to start")
        lobby.host.set_turn_limit(12)                  # short: the countdown shows from a decision's start
        ui.click("start")
        ui.until(lambda: lobby.feed is not None and ui.has("menu"), 10, "the table")
        ui.click("menu")
        ui.click("players")
        assert isinstance(ui.scene, LanSeats)
        shot("lan-players")
        ui.click("close")
        table: Any = ui.scene                          # either game's table scene
        ui.until(lambda: table.countdown.left() is not None, 30, "a person's decision timed")
        shot("lan-countdown")
    finally:
        guest.close()


if __name__ == "__main__":
    raise SystemExit(main())
