"""The commands: python -m game opens the window (its self-test plays both games headless), --cli keeps the
terminal game, and a plain pygame that replaced pygame-ce is named with the repair."""

import os
import subprocess
import sys
from pathlib import Path

from game.ui import main as window_main

ROOT = Path(__file__).resolve().parents[3]


def run(*args, stdin=""):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, input=stdin, capture_output=True,
                          text=True, timeout=240, env=env)


def test_the_selftest_plays_both_games_through_the_real_scenes():
    done = run("--selftest")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "cards game played to the end" in done.stdout and "dice game played to the end" in done.stdout
    assert done.stdout.count("the bots thinking in a child process") == 2       # as the window has them


def test_the_terminal_game_is_still_there():
    done = run("--cli", "--rulings")
    assert done.returncode == 0 and "dynamite" in done.stdout.lower()


def test_plain_pygame_is_refused_with_the_repair(monkeypatch):
    import pygame
    monkeypatch.delattr(pygame, "IS_CE", raising=False)
    message = window_main.check_pygame_ce()
    assert message and "pip install pygame-ce" in message


def test_arguments():
    args = window_main.parse(["--seed", "42", "--fullscreen"])
    assert args.seed == 42 and args.fullscreen and not args.windowed and not args.selftest and args.frames is None
    assert window_main.parse(["--frames", "600"]).frames == 600      # the frames measure, the built program's too
