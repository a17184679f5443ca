"""What the card table pays to ask the rules core rather than work things out itself: `python bench/asks.py
[--games N]`. Over positions of seven-player games (random play), it times:

- the distances with their reasons and every player's reach (reading.sight + reading.reaches), asked afresh: what
  the table pays once each time who is in the game or a card in play changes;
- a frame's questions as the table asks them (every seat's reach and distance from you, through
  game/ui/cards/distance.py's answers kept for the state asked about);
- why each card of your hand has no play, in words (game/ui/cards/reasons.py: one game built from the view for the
  whole hand), asked when the table lays itself out for a new view.

Goal: each well under a frame (16.7 ms at 60 Hz). It prints the figures and the load average; tests never assert
on time.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.core.cards import reading  # noqa: E402
from game.core.cards.engine import new_game  # noqa: E402
from game.ui.cards import distance  # noqa: E402
from game.ui.cards.reasons import why_not  # noqa: E402

PLAYERS = 7
FRAME_MS = 1000 / 60


def views(games: int) -> list[dict]:
    """The view of the player to decide at each decision of a play phase."""
    out = []
    for seed in range(games):
        game = new_game(seed, PLAYERS)
        rng = random.Random(seed)
        while game.pending is not None:
            if game.pending.kind == "play":
                out.append(game.view(game.pending.seat).data)
            game.apply(game.pending.seat, rng.choice(game.pending.options))
    return out


def timed(call, datas: list[dict]) -> list[float]:
    """Milliseconds per call, one call a view."""
    out = []
    for data in datas:
        start = time.perf_counter()
        call(data)
        out.append((time.perf_counter() - start) * 1000)
    return out


def frame(data: dict) -> None:
    for p in data["table"]["players"]:
        distance.reach_of(data, p["seat"])
        distance.distance(data, p["seat"])


def report(name: str, ms: list[float]) -> None:
    ms = sorted(ms)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(f"{name:<44} median {statistics.median(ms):7.3f} ms   p99 {p99:7.3f} ms   max {ms[-1]:7.3f} ms   "
          f"({100 * p99 / FRAME_MS:.1f}% of a frame at p99)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args()
    datas = views(args.games)
    print(f"{len(datas)} positions of {args.games} {PLAYERS}-player games; load average {os.getloadavg()}")
    report("distances and reaches, asked afresh", timed(lambda d: (reading.sight(d), reading.reaches(d)), datas))
    kept = []
    for data in datas:
        frame(data)                         # the first frame of a state asks the core; the next ones find it kept
        kept += timed(frame, [data] * 5)
    report("a frame's questions (7 seats), answers kept", kept)
    why_not(datas[0], datas[0]["hand"])     # the first asks import the sets' window sides (names, art): once
    report("why each card of the hand has no play", timed(lambda d: why_not(d, d["hand"]), datas))

if __name__ == "__main__":
    main()
