"""Frame times of the game tables: `python bench/frames.py [--frames N]` opens the real app without a screen
(software rendering, SDL's dummy video driver) at 1920x1080 and times whole frames (events, every scene's update,
the redraw) while things move. Goal: p99 under 16.7 ms (one frame at 60 Hz), aiming for half. It prints what it
measured and the machine it ran on; tests never assert on time.

- The card part: a seven-player table of Hard bots (each searches up to its budget in the client's host thread,
  beside the drawing thread), watched from seat 0, timed on the frames while cards fly, and on every frame.
- The dice part: an eight-player dice table of bots, watched from seat 0, timed on the frames while dice tumble
  (and, apart, on every frame of the game: arrows flying, shots, the Indians).
- Still: the CPU the whole program uses while nothing moves (the card table waiting for your answer), at the
  real 60 Hz clock. Goal: under 5% of a core.
- Start: the time from launching `python -m game` to its first frame on screen. Goal: under 1 s.

The drawing thread's own CPU time is shown beside the wall clock: other programs on the machine stretch the wall
clock's p99, never the CPU time."""

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


def new_app(size=SIZE):
    import pygame

    from game.storage import Storage
    from game.ui.app import App
    from game.ui.settings import Settings

    pygame.init()
    storage = Storage(tempfile.mkdtemp(prefix="bang-bench-"))
    settings = Settings.load(storage)
    settings.set("bot_pause", 0.3)
    return App(storage, settings, size=size)


def timed_frames(app, table, moving, times: dict[str, list[float]], frames: int, key: str) -> None:
    """Step `app` frame by frame while `table` is on top, filing each frame's wall and CPU milliseconds under
    "every" and, when `moving()` says so, under `key`."""
    while app.top is table and len(times[key]) < frames:
        start, cpu = time.perf_counter(), time.thread_time()
        app.step(FRAME)
        spent, own = (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000
        for name in (("every", key) if moving() else ("every",)):
            times[name].append(spent)
            times[f"{name}_cpu"].append(own)
        time.sleep(0.001)           # the host thread's bots get their turn, as under the real clock


def timed_tables(game: str, seats: list[dict], frames: int, key: str, moving) -> dict[str, list[float]]:
    """Milliseconds per frame of seeded tables of `seats`, one after another until `frames` frames had `moving(table)`
    true: by wall clock and by the drawing thread's own CPU time (which a busy machine does not stretch), on those
    frames (`key`) and on every frame."""
    import pygame

    from game.ui.scenes.launch import start_game
    from game.ui.testing import close_app

    app = new_app()
    times: dict[str, list[float]] = {key: [], f"{key}_cpu": [], "every": [], "every_cpu": []}
    seed = 0
    while len(times[key]) < frames:
        start_game(app, {"game": game, "seed": seed, "options": {}, "seats": seats})
        table = app.top
        timed_frames(app, table, lambda: moving(table), times, frames, key)  # noqa: B023 -- called within this iteration
        seed += 1
    close_app(app)
    pygame.quit()
    return times


def card_table_flying(frames: int) -> dict[str, list[float]]:
    """A seven-player table of Hard bots, while cards fly and on every frame."""
    seats = [{"kind": "bot", "level": "hard", "name": name} for name in NAMES[:7]]
    return timed_tables("cards", seats, frames, "flying", lambda table: bool(table.stager.sprites))


def still_cpu(seconds: float) -> tuple[float, int]:
    """The share of one core the whole program uses while the card table waits for your answer and nothing moves,
    at the real clock (the app's own pace); and the frames drawn meanwhile."""
    import pygame

    from game.ui.scenes.launch import start_game
    from game.ui.testing import close_app

    app = new_app()
    seats = [{"kind": "you", "name": NAMES[0]}] + [{"kind": "bot", "level": "easy", "name": n} for n in NAMES[1:5]]
    start_game(app, {"game": "cards", "seed": 3, "options": {}, "seats": seats})
    table = app.top
    deadline = time.monotonic() + 60
    while (table.decision is None or table.director.busy) and time.monotonic() < deadline:
        app.step(app.tick())
    for _ in range(30):                         # let the last tweens and toasts settle
        app.step(app.tick())
    wall, cpu, drawn = time.monotonic(), time.process_time(), 0
    draw = app.draw

    def counted() -> None:
        nonlocal drawn
        drawn += 1
        draw()
    app.draw = counted
    while time.monotonic() - wall < seconds:
        app.step(app.tick())
    share = (time.process_time() - cpu) / (time.monotonic() - wall)
    close_app(app)
    pygame.quit()
    return share, drawn


def first_frame(runs: int) -> list[float]:
    """Seconds from launching `python -m game` to its first frame on screen (game.boot marks it), per run."""
    import subprocess

    from game.boot import FIRST_FRAME_ENV

    out = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            marks = os.path.join(home, "marks")
            env = dict(os.environ, BANG_DESKTOP_HOME=home, **{FIRST_FRAME_ENV: marks})
            start = time.time()
            child = subprocess.Popen([sys.executable, "-m", "game", "--windowed"], env=env,
                                     cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
            try:
                while child.poll() is None and time.time() - start < 30:
                    if os.path.exists(marks) and "frame" in open(marks, encoding="utf-8").read():
                        break
                    time.sleep(0.005)
                lines = open(marks, encoding="utf-8").read().split() if os.path.exists(marks) else []
                out += [float(lines[i + 1]) - start for i, word in enumerate(lines) if word == "frame"][:1]
            finally:
                child.kill()
                child.wait()
    return out


def dice_table_tumbling(frames: int) -> dict[str, list[float]]:
    """An eight-player dice table, while dice are in the air and on every frame."""
    seats = [{"kind": "bot", "level": "easy", "name": name} for name in NAMES]
    return timed_tables("dice", seats, frames, "tumbling", lambda table: bool(table.stager.airborne))


def report(name: str, values: list[float]) -> None:
    print(f"{name}: {len(values)} frames, p50 {statistics.median(values):.2f} ms, p99 {percentile(values, 99):.2f} ms, "
          f"max {max(values):.2f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python bench/frames.py")
    parser.add_argument("--frames", type=int, default=600, help="frames to time while cards fly / dice tumble")
    parser.add_argument("--still", type=float, default=10.0, help="seconds to measure the CPU while nothing moves")
    parser.add_argument("--starts", type=int, default=5, help="launches of python -m game to time")
    args = parser.parse_args(argv)
    print(f"machine: {platform.platform()}, {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}; {SIZE[0]}x{SIZE[1]}, software rendering; "
          f"load average {os.getloadavg()[0]:.1f} (other programs on the machine stretch the p99)")
    starts = first_frame(args.starts)
    print(f"python -m game to its first frame: median {statistics.median(starts):.2f} s, "
          f"best {min(starts):.2f} s, worst {max(starts):.2f} s over {len(starts)} launches")
    share, drawn = still_cpu(args.still)
    print(f"still (the card table waiting for your answer): {100 * share:.1f}% of a core, "
          f"{drawn / args.still:.0f} frames drawn a second")
    times = card_table_flying(args.frames)
    report("card table, 7 Hard bots, cards flying, wall clock", times["flying"])
    report("card table, 7 Hard bots, cards flying, drawing thread's CPU", times["flying_cpu"])
    report("card table, 7 Hard bots, every frame, wall clock", times["every"])
    report("card table, 7 Hard bots, every frame, drawing thread's CPU", times["every_cpu"])
    times = dice_table_tumbling(args.frames)
    report("dice table, 8 players, dice tumbling, wall clock", times["tumbling"])
    report("dice table, 8 players, dice tumbling, drawing thread's CPU", times["tumbling_cpu"])
    report("dice table, 8 players, every frame, wall clock", times["every"])
    report("dice table, 8 players, every frame, drawing thread's CPU", times["every_cpu"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
