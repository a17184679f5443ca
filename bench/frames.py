"""Frame times of the game tables: `python bench/frames.py [--frames N] [--bots process|thread|both]` opens the real
app without a screen (software rendering, SDL's dummy video driver) at 1920x1080 and times whole frames (events,
every scene's update, the redraw) while things move. Goal: p99 under 16.7 ms (one frame at 60 Hz), aiming for half,
and no frame over 50 ms. It prints what it measured and the machine it ran on; tests never assert on time.

- The tables (game/ui/frames.py, which the built program runs as `--frames N`): a seven-player card table of Hard
  bots (each searches up to its budget), watched from seat 0, timed on the frames while cards fly and on every
  frame; an eight-player dice table of Hard bots, timed on the frames while dice tumble and on every frame.
- Where the bots think (`--bots`): in a child process, as the window has them (`process`); in the client's host
  thread beside the drawing thread, as tests and tools have them (`thread`); or `both` (the default), the two
  taking turns game by game over the same seeded games, so that both meet the same games and the same load.
- Still: the CPU the whole program uses while nothing moves (the card table waiting for your answer), at the
  real 60 Hz clock. Goal: under 5% of a core.
- Start: the time from launching `python -m game` to its first frame on screen. Goal: under 1 s.

The drawing thread's own CPU time is shown beside the wall clock: other programs on the machine stretch the wall
clock's p99, never the CPU time. On Linux each login session (each terminal) shares the cores equally with the
others whatever its programs' nice values, so on a machine busy with other sessions the wall clock measures them;
`setsid sh -c 'echo -20 > /proc/self/autogroup; exec python bench/frames.py'` (as root) puts this session first, as
a game is on its player's machine (docs/window.md, "Where the bots think", has figures both ways)."""

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

from game.ui.frames import MODES, NAMES, SIZE, new_app  # noqa: E402
from game.ui.frames import run as time_tables  # noqa: E402


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python bench/frames.py")
    parser.add_argument("--frames", type=int, default=600, help="frames to time while cards fly / dice tumble")
    parser.add_argument("--still", type=float, default=10.0, help="seconds to measure the CPU while nothing moves")
    parser.add_argument("--starts", type=int, default=5, help="launches of python -m game to time")
    parser.add_argument("--bots", choices=("process", "thread", "both"), default="both",
                        help="where the tables' bots think: a child process (the window's), the host thread, or both")
    args = parser.parse_args(argv)
    modes = MODES if args.bots == "both" else (args.bots,)
    print(f"machine: {platform.platform()}, {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}; {SIZE[0]}x{SIZE[1]}, software rendering; "
          f"load average {os.getloadavg()[0]:.1f} (other programs on the machine stretch the p99)")
    starts = first_frame(args.starts)
    print(f"python -m game to its first frame: median {statistics.median(starts):.2f} s, "
          f"best {min(starts):.2f} s, worst {max(starts):.2f} s over {len(starts)} launches")
    share, drawn = still_cpu(args.still)
    print(f"still (the card table waiting for your answer): {100 * share:.1f}% of a core, "
          f"{drawn / args.still:.0f} frames drawn a second")
    return time_tables(args.frames, modes)


if __name__ == "__main__":
    raise SystemExit(main())
