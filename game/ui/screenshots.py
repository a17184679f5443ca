"""`python -m game.ui.screenshots OUT_DIR [--size 1920x1080] [--language es] [--game dice]`: every frame scene saved
as a PNG, driven through the real app without a screen, in a throw-away home folder. For looking at the scenes (and
for docs/screenshots/): title, setup, settings, rules, the table just dealt, its menu, game over, error. The tables'
own scenes have their own tools: game.ui.cards.screenshots and game.ui.dice.screenshots."""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path
from typing import Any


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ui.screenshots")
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--language", default="en", choices=("en", "es"))
    parser.add_argument("--game", dest="kind", default="cards", choices=("cards", "dice"))
    args = parser.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    import pygame

    from .app import App
    from .scenes.gameover import GameOverScene
    from .scenes.launch import TABLE_SCENES
    from .scenes.title import TitleScene
    from .settings import Settings
    from .storage import Storage
    from .testing import Driver

    width, height = (int(v) for v in args.size.split("x"))
    size = (width, height)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        pygame.init()
        storage = Storage(home)
        settings = Settings.load(storage)
        settings.set("language", args.language)
        app = App(storage, settings, size=size, instant=True, seed=7)
        app.push(TitleScene(app))
        ui = Driver(app)

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
        table = TABLE_SCENES[args.kind]

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
        for scene in list(app.stack):
            scene.shutdown()
        pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
