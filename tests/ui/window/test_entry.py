"""The commands: python -m game opens the window (its self-test plays both games headless), --cli keeps the
terminal game, and a plain pygame that replaced pygame-ce is named with the repair."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


def without_a_screen(**sdl) -> dict:
    """The environment of a machine with no display: no X11 or Wayland session, SDL's drivers as given."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    return {**env, "SDL_AUDIODRIVER": "dummy", **sdl}


def start_the_window(env: dict, home) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**env, "BANG_DESKTOP_HOME": str(home)}, stdin=subprocess.DEVNULL)


def test_without_a_screen_the_window_says_why_and_exits(tmp_path):
    done = start_the_window(without_a_screen(SDL_VIDEODRIVER="nosuchdriver"), tmp_path)
    assert done.returncode == window_main.NO_SCREEN_EXIT, done.stderr
    assert "cannot open its window" in done.stderr and "nosuchdriver not available" in done.stderr
    assert "--cli" in done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland are how Linux shows windows")
def test_with_no_display_sdls_invisible_fallback_is_refused_too(tmp_path):
    done = start_the_window(without_a_screen(), tmp_path)      # SDL falls back to a driver that shows nothing
    assert done.returncode == window_main.NO_SCREEN_EXIT, done.stderr
    assert "cannot open its window" in done.stderr
