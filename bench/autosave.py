"""What keeping every answer in the autosave before anyone sees it costs: one batch kept, and a game of bots.

    python bench/autosave.py [--games N] [--folder PATH]

1. One batch: the time `AutosaveFile.keep` takes to add one answer to a long card game's save (a short line appended,
   then fsync) against writing the whole record again at every answer (a temporary file, fsync, rename: what the
   autosave did before it grew line by line), at the start and at the end of the game.
2. A bots-only stretch: whole Easy card games of bots at no pause through the LAN host's table thread (Runner) with
   no autosave, keeping a batch at every bot move (session.BATCH = 0) and batching bot moves (session.BATCH as set).
3. Continuing: the CPU time to replay a whole game's answers (one game of five bots of each level and kind), alone
   and with the bots rehearsing their decisions (Table.replay), which Continue and `--resume` do so that the game
   goes on as it would have: the bots' thinking so far, paid again.

Wall-clock times on the folder's disk (the user's data folder is one like it); fsync's cost depends on the disk and
on what else writes to it, so the load average is printed with the figures. Printed, never asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots.levels import make_bot  # noqa: E402
from game.core.common.table import Table  # noqa: E402
from game.net import runner as table_thread  # noqa: E402
from game.session import BATCH, autosave_batch, autosave_header, deal  # noqa: E402
from game.storage import AutosaveFile, atomic_write  # noqa: E402

SEATS = 7


def setup(seed: int) -> dict:
    seats = [{"kind": "bot", "level": "easy", "name": f"Bot {i}"} for i in range(SEATS)]
    return {"game": "cards", "seed": seed, "options": {}, "seats": seats,
            "lan": {"game_id": "bench", "seats": [{"person": False, "token": None}] * SEATS}}


def one_batch(folder: Path) -> None:
    game = setup(1)
    answers = answers_played(game)
    for at, name in ((10, "start"), (len(answers) - 1, "end")):
        appended, whole = [], []
        for trial in range(40):
            save = AutosaveFile(folder / f"append-{trial}.json")
            save.keep(game, answers[:at], 0)
            start = time.perf_counter()
            save.keep(game, answers[:at + 1], 0)
            appended.append(time.perf_counter() - start)
            start = time.perf_counter()
            atomic_write(folder / "whole.json", autosave_header(game) + autosave_batch(answers[:at + 1], 0))
            whole.append(time.perf_counter() - start)
        print(f"one answer kept at the {name} of a {len(answers)}-answer card game (answer {at + 1}): appended "
              f"p50 {ms(appended, 50)}, p90 {ms(appended, 90)}; whole record p50 {ms(whole, 50)}, p90 {ms(whole, 90)}")


def bots_only(folder: Path, games: int) -> None:
    for label, autosave, batch in (("no autosave", False, BATCH), ("a batch kept at every bot move", True, 0.0),
                                   (f"bot moves batched ({BATCH * 1000:.0f} ms)", True, BATCH)):
        table_thread.BATCH = batch
        seconds, moves, writes = [], 0, 0
        for seed in range(games):
            save = Counting(folder / "bots.json") if autosave else None
            done: list = []
            runner = table_thread.Runner(setup(seed), lambda batch, done=done: done.extend(
                b for b in batch if b[0] == "finished"), autosave=save)
            start = time.perf_counter()
            runner.start()
            runner.thread.join(120)
            seconds.append(time.perf_counter() - start)
            moves += len(done[0][1]["answers"])
            writes += save.writes if save else 0
        print(f"{games} Easy card games of {SEATS} bots, no pause, {label}: {sum(seconds) / moves * 1e6:.0f} us a "
              f"move, {statistics.mean(seconds) * 1000:.0f} ms a game" + (f", {writes / moves:.2f} writes a move"
                                                                           if autosave else ""))
    table_thread.BATCH = BATCH


class Rehearsing:
    """A bot seated as the window and the host seat one: it can decide a past decision again."""

    def __init__(self, bot):
        self.bot = bot
        self.listens = getattr(bot, "listens", hasattr(bot, "observe"))

    def choose(self, view):
        return self.bot.choose(view)

    def rehearse(self, view) -> None:
        self.bot.choose(view)

    def observe(self, event: dict) -> None:
        self.bot.observe(event)


def continuing() -> None:
    for kind in ("dice", "cards"):
        for level in ("easy", "normal", "hard"):
            seats = [{"kind": "bot", "level": level, "name": f"Bot {i}"} for i in range(5)]
            game = {"game": kind, "seed": 3, "options": {}, "seats": seats}
            answers = answers_played(game)
            start = time.process_time()
            replayed = deal(game)
            for seat, action in answers:
                replayed.apply(seat, action)
            alone = time.process_time() - start
            start = time.process_time()
            Table(deal(game), [Rehearsing(make_bot(kind, level, 3 + i)) for i in range(5)]).replay(answers)
            rehearsed = time.process_time() - start
            print(f"continuing a {len(answers)}-answer {kind} game of five {level} bots at its end: replay "
                  f"{alone * 1000:.0f} ms, with the bots rehearsing {rehearsed * 1000:.0f} ms (CPU)")


def answers_played(game: dict) -> list:
    table = Table(deal(game), [make_bot(game["game"], seat["level"], game["seed"] + i)
                               for i, seat in enumerate(game["seats"])])
    table.run(max_decisions=5000)
    return table.answers


class Counting(AutosaveFile):
    """An autosave file that counts its writes."""

    writes = 0

    def keep(self, setup: dict, answers: list, seq: int) -> None:
        before = self._kept, self._setup
        super().keep(setup, answers, seq)
        self.writes += (self._kept, self._setup) != before


def ms(values: list[float], percent: int) -> str:
    return f"{sorted(values)[len(values) * percent // 100] * 1000:.2f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--folder", type=Path, default=None, help="where to write (a temporary folder by default)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bang-autosave-", dir=args.folder) as scratch:
        one_batch(Path(scratch))
        bots_only(Path(scratch), args.games)
        continuing()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
