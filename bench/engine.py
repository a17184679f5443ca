"""Random-bot self-play speed of both rules engines: games/s, decisions/s and peak memory, per player count.

    python bench/engine.py [--games N] [--game cards|dice|both]

Runs on one core (one process). Also counts games that stalled or raised: the goal is none.
"""

from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.random_bot import RandomBot  # noqa: E402
from game.bots.selfplay import play_out  # noqa: E402


def engines(which: str) -> list[tuple[str, object, range]]:
    out = []
    if which in ("cards", "both"):
        from game.core.cards.engine import new_game as cards
        out.append(("cards", cards, range(4, 8)))
    if which in ("dice", "both"):
        try:
            from game.core.dice.engine import new_game as dice
        except ImportError:
            print("dice engine not available")
        else:
            out.append(("dice", dice, range(3, 9)))
    return out


def measure(new_game, players: int, games: int) -> dict:
    decisions = failures = 0
    start = time.perf_counter()
    for seed in range(games):
        game = new_game(seed, players)
        bots = [RandomBot(seed * 10 + i) for i in range(players)]
        try:
            decisions += play_out(game, bots)
        except Exception as exc:  # a stall or a crash is a bug: count it, show the first
            if not failures:
                print(f"  seed {seed}: {type(exc).__name__}: {exc}")
            failures += 1
    seconds = time.perf_counter() - start
    return {"games/s": games / seconds, "decisions/s": decisions / seconds,
            "decisions/game": decisions / games, "failed": failures}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--game", choices=("cards", "dice", "both"), default="both")
    args = parser.parse_args()
    for name, new_game, counts in engines(args.game):
        print(f"{name}: {args.games} random-bot games per player count")
        for players in counts:
            r = measure(new_game, players, args.games)
            print(f"  {players} players: {r['games/s']:8.1f} games/s {r['decisions/s']:9.0f} decisions/s "
                  f"{r['decisions/game']:7.1f} decisions/game  failed: {r['failed']}")
        tracemalloc.start()
        measure(new_game, max(counts), 20)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(f"  peak traced memory over 20 games of {max(counts)}: {peak / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
