"""What the screenshot tools share: their arguments (where the PNGs go, the window's size, the language) and an app
drawn with no screen in a throw-away home folder, from the title. Nothing here loads pygame before the tool has
said it wants no screen and no sound."""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any


def parser(prog: str) -> argparse.ArgumentParser:
    """OUT_DIR, --size WxH and --language; a tool adds its own arguments."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x720", help="the window's size, WIDTHxHEIGHT")
    parser.add_argument("--language", default="en", choices=("en", "es"))
    return parser


@contextmanager
def offscreen_app(args: argparse.Namespace, settings: dict[str, Any] | None = None,
                  **app_options: Any) -> Iterator[tuple[Any, Any]]:
    """(app, driver): the real app at `args.size` in `args.language` with `settings` set, at its title, in a home
    folder thrown away afterwards; every scene shuts down at the end (a table closes its client)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    import pygame

    from game.storage import Storage
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings
    from game.ui.testing import Driver, close_app

    width, height = (int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        pygame.init()
        storage = Storage(home)
        chosen = Settings.load(storage)
        chosen.set("language", args.language)
        for name, value in (settings or {}).items():
            chosen.set(name, value)
        app = App(storage, chosen, size=(width, height), **app_options)
        app.push(TitleScene(app))
        try:
            yield app, Driver(app)
        finally:
            close_app(app)
            pygame.quit()


def new_game(app: Any, game: str, seed: int, names: Sequence[str], watch: bool = False) -> Any:
    """A `game` ("cards" or "dice") dealt from `seed` for one seat a name, Easy bots but for seat 0, ours unless
    we `watch` (then a bot's too); returns its table scene."""
    from game.ui.scenes.launch import start_game

    seats: list[dict[str, Any]] = [{"kind": "bot", "level": "easy", "name": name} for name in names]
    if not watch:
        seats[0] = {"kind": "you", "name": names[0]}
    start_game(app, {"game": game, "seed": seed, "options": {}, "seats": seats})
    return app.top
