"""Frame times of the game tables: `python bench/frames.py [--frames N]` opens the real app without a screen
(software rendering, SDL's dummy video driver) at 1920x1080 and times whole frames (events, every scene's update,
the redraw) while things move. Goal: p99 under 16.7 ms (one frame at 60 Hz), aiming for half. It prints what it
measured and the machine it ran on; tests never assert on time.

The dice part: an eight-player dice table of bots, watched from seat 0, timed on the frames while dice tumble
(and, apart, on every frame of the game: arrows flying, shots, the Indians)."""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SIZE = (1920, 1080)
FRAME = 1 / 60
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fede", "Gloria", "Hugo")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def dice_table_tumbling(frames: int) -> dict[str, list[float]]:
    """Milliseconds per frame of an eight-player dice table, by wall clock and by the drawing thread's own CPU time
    (which a busy machine does not stretch), on the frames with dice in the air and on every frame."""
    import pygame

    from game.ui.app import App
    from game.ui.scenes.launch import start_game
    from game.ui.settings import Settings
    from game.ui.storage import Storage
    from game.ui.testing import close_app

    pygame.init()
    storage = Storage(tempfile.mkdtemp(prefix="bang-bench-"))
    settings = Settings.load(storage)
    settings.set("bot_pause", 0.3)
    app = App(storage, settings, size=SIZE)
    times: dict[str, list[float]] = {"tumbling": [], "tumbling_cpu": [], "every": [], "every_cpu": []}
    seed = 0
    while len(times["tumbling"]) < frames:
        seats = [{"kind": "bot", "level": "easy", "name": name} for name in NAMES]
        start_game(app, {"game": "dice", "seed": seed, "options": {}, "seats": seats})
        table = app.top
        while app.top is table and len(times["tumbling"]) < frames:
            start, cpu = time.perf_counter(), time.thread_time()
            app.step(FRAME)
            spent, own = (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000
            keys = ("every", "tumbling") if table.stager.airborne else ("every",)
            for key in keys:
                times[key].append(spent)
                times[f"{key}_cpu"].append(own)
            time.sleep(0.001)           # the host thread's bots get their turn, as under the real clock
        seed += 1
    close_app(app)
    pygame.quit()
    return times


def report(name: str, values: list[float]) -> None:
    print(f"{name}: {len(values)} frames, p50 {statistics.median(values):.2f} ms, p99 {percentile(values, 99):.2f} ms, "
          f"max {max(values):.2f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python bench/frames.py")
    parser.add_argument("--frames", type=int, default=600, help="frames to time while the dice tumble")
    args = parser.parse_args(argv)
    print(f"machine: {platform.platform()}, {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}; {SIZE[0]}x{SIZE[1]}, software rendering; "
          f"load average {os.getloadavg()[0]:.1f} (other programs on the machine stretch the p99)")
    times = dice_table_tumbling(args.frames)
    report("dice table, 8 players, dice tumbling, wall clock", times["tumbling"])
    report("dice table, 8 players, dice tumbling, drawing thread's CPU", times["tumbling_cpu"])
    report("dice table, 8 players, every frame, wall clock", times["every"])
    report("dice table, 8 players, every frame, drawing thread's CPU", times["every_cpu"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
