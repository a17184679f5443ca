"""`python -m game --frames N` (and the built program with the same argument): the frame times of the two game
tables full of Hard bots, with the bots thinking in a child process (as the window has them) and in the client's
host thread (as tests and tools have them), printed; bench/frames.py runs it beside its other measures.

The real app opens without a screen (software rendering, SDL's dummy video driver) at 1920x1080 and times whole
frames (events, every scene's update, the redraw), by the wall clock and by the drawing thread's own CPU time
(which other programs on a busy machine stretch less). The two ways take turns game by game over the same seeded
games, each going first in every other game (a game's first frames draw its portraits), so both meet the same
games and the same load; the app's first frames of a table, which load fonts and draw the felt once for all,
are not timed.
Goal: p99 under 16.7 ms (one frame at 60 Hz) and no frame over 50 ms.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Callable

SIZE = (1920, 1080)
FRAME = 1 / 60
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fede", "Gloria", "Hugo")
MODES = ("thread", "process")
WARM_UP = 5         # frames of the app's first table left untimed
WHERE = {"process": "bots in a child process", "thread": "bots in the host thread"}

Times = dict[str, list[float]]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def headless() -> None:
    """No screen and no sound card needed: SDL's dummy drivers, unless the caller chose others."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def new_app(size=SIZE, bots_apart: bool = True):
    """The real app in a throw-away home folder, with the human-pace pause the settings start with."""
    import pygame

    from game.storage import Storage
    from game.ui.app import App
    from game.ui.settings import Settings

    pygame.init()
    storage = Storage(tempfile.mkdtemp(prefix="bang-frames-"))
    settings = Settings.load(storage)
    settings.set("bot_pause", 0.3)
    return App(storage, settings, size=size, bots_apart=bots_apart)


def timed_frames(app, table, moving: Callable[[], bool], times: Times, frames: int, key: str) -> None:
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


def timed_tables(game: str, seats: list[dict], frames: int, key: str, moving,
                 modes: tuple[str, ...] = MODES) -> dict[str, Times]:
    """Milliseconds per frame of seeded tables of `seats`, one after another until `frames` frames had `moving(table)`
    true, on those frames (`key`) and on every frame; for each of `modes` (where the bots think), taking turns."""
    import pygame

    from game.ui.scenes.launch import start_game
    from game.ui.testing import close_app

    app = new_app()
    start_game(app, {"game": game, "seed": 0, "options": {}, "seats": seats})
    for _ in range(WARM_UP):        # untimed: the app's first table loads its fonts, draws its felt, once for all
        app.step(FRAME)
    times: dict[str, Times] = {mode: {key: [], f"{key}_cpu": [], "every": [], "every_cpu": []} for mode in modes}
    seed = 0
    while any(len(times[mode][key]) < frames for mode in modes):
        for mode in (modes if seed % 2 == 0 else modes[::-1]):
            app.bots_apart = mode == "process"
            start_game(app, {"game": game, "seed": seed, "options": {}, "seats": seats})
            table = app.top
            timed_frames(app, table, lambda: moving(table), times[mode], frames, key)  # noqa: B023 -- called at once
        seed += 1
    close_app(app)
    pygame.quit()
    return times


def card_table_flying(frames: int, modes: tuple[str, ...] = MODES) -> dict[str, Times]:
    """A seven-player table of Hard bots, watched from seat 0, while cards fly and on every frame."""
    seats = [{"kind": "bot", "level": "hard", "name": name} for name in NAMES[:7]]
    return timed_tables("cards", seats, frames, "flying", lambda table: bool(table.stager.sprites), modes)


def dice_table_tumbling(frames: int, modes: tuple[str, ...] = MODES) -> dict[str, Times]:
    """An eight-player dice table of Hard bots, watched from seat 0, while dice are in the air and on every frame
    (arrows flying, shots, the Indians)."""
    seats = [{"kind": "bot", "level": "hard", "name": name} for name in NAMES]
    return timed_tables("dice", seats, frames, "tumbling", lambda table: bool(table.stager.airborne), modes)


def report(name: str, values: list[float]) -> None:
    print(f"{name}: {len(values)} frames, p50 {statistics.median(values):.2f} ms, p99 {percentile(values, 99):.2f} ms, "
          f"max {max(values):.2f} ms, {sum(v > 50 for v in values)} over 50 ms", flush=True)


def report_tables(table: str, times: dict[str, Times], key: str, moving: str) -> None:
    for mode, measured in times.items():
        for frames, name in ((key, moving), ("every", "every frame")):
            report(f"{table}, {WHERE[mode]}, {name}, wall clock", measured[frames])
            report(f"{table}, {WHERE[mode]}, {name}, drawing thread's CPU", measured[f"{frames}_cpu"])


def load() -> str:
    return f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "unknown"


def run(frames: int, modes: tuple[str, ...] = MODES) -> int:
    """Time both tables `frames` frames while they move, for each of `modes`, and print the figures."""
    headless()
    print(f"load average before the tables {load()}", flush=True)
    report_tables("card table, 7 Hard bots", card_table_flying(frames, modes), "flying", "cards flying")
    report_tables("dice table, 8 Hard bots", dice_table_tumbling(frames, modes), "tumbling", "dice tumbling")
    print(f"load average after the tables {load()}", flush=True)
    return 0
