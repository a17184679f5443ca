"""Starting the window: arguments, the pygame-ce check, the settings and the first scene."""

from __future__ import annotations

import argparse
import os
import sys

CE_MISSING = ("BANG! desktop needs pygame-ce (the community edition of pygame), but the plain pygame package "
              "has replaced it. Repair with:\n  python -m pip uninstall -y pygame pygame-ce\n"
              "  python -m pip install pygame-ce")
NO_SCREEN = ("BANG! desktop cannot open its window: {why}\nIt needs a desktop session (on Linux, X11 or Wayland: "
             "DISPLAY or WAYLAND_DISPLAY set). Without one, python -m game --cli plays in the terminal.")
NO_SCREEN_EXIT = 3


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game", description="BANG! and BANG! The Dice Game.")
    parser.add_argument("--seed", type=int, default=None, help="deal the first new game from this seed")
    screen = parser.add_mutually_exclusive_group()
    screen.add_argument("--windowed", action="store_true", help="open in a window this time")
    screen.add_argument("--fullscreen", action="store_true", help="open full screen this time")
    parser.add_argument("--selftest", action="store_true",
                        help="play short bot-only games through the real scenes without a screen; "
                             "exit 0 if all went well")
    parser.add_argument("--frames", type=int, default=None, metavar="N",
                        help="time N frames of each table full of Hard bots without a screen, the bots in a child "
                             "process and in this one, print the figures and exit (bench/frames.py)")
    parser.add_argument("--cli", action="store_true", help="play in the terminal instead (see python -m game.cli)")
    return parser.parse_args(argv)


def check_pygame_ce() -> str | None:
    """None when pygame-ce is what `import pygame` finds, else the message that says how to repair it."""
    import pygame
    return None if getattr(pygame, "IS_CE", False) else CE_MISSING


def open_display() -> str | None:
    """Start SDL's video: None when it shows windows on a screen, else the message saying why it cannot (SDL's own
    error, or a driver that shows nothing, which SDL falls back to with no display unless it was asked for)."""
    import pygame

    from game.ui.app import HEADLESS_DRIVERS
    try:
        pygame.display.init()
    except pygame.error as exc:
        return NO_SCREEN.format(why=f"SDL found no display to use ({exc}).")
    driver = pygame.display.get_driver()
    asked = [name.strip().lower() for name in os.environ.get("SDL_VIDEODRIVER", "").split(",")]
    if driver in HEADLESS_DRIVERS and driver not in asked:
        pygame.display.quit()
        return NO_SCREEN.format(why=f"no display was found, and SDL's fallback video driver '{driver}' shows nothing.")
    return None


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.selftest:
        from game.ui.selftest import run_selftest
        return run_selftest(args.seed)
    problem = check_pygame_ce()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    if args.frames is not None:
        from game.ui.frames import run
        return run(args.frames)
    problem = open_display()
    if problem:
        print(problem, file=sys.stderr)
        return NO_SCREEN_EXIT
    import pygame

    from game.storage import Storage
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings

    pygame.init()
    storage = Storage()
    settings = Settings.load(storage)
    fullscreen = True if args.fullscreen else False if args.windowed else None
    app = App(storage, settings, fullscreen=fullscreen, seed=args.seed, bots_apart=True)
    app.push(TitleScene(app)).offer_lessons()
    app.run()
    pygame.quit()
    return 0
