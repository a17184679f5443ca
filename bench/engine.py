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
    start = time.process_time()     # CPU time of this process: one core, whatever else the machine runs
    for seed in range(games):
        game = new_game(seed, players)
        bots = [RandomBot(seed * 10 + i) for i in range(players)]
        try:
            decisions += play_out(game, bots)
        except Exception as exc:  # a stall or a crash is a bug: count it, show the first
            if not failures:
                print(f"  seed {seed}: {type(exc).__name__}: {exc}")
            failures += 1
    seconds = time.process_time() - start
    return {"games/s": games / seconds, "decisions/s": decisions / seconds,
            "decisions/game": decisions / games, "failed": failures}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games per player count and repeat")
    parser.add_argument("--repeat", type=int, default=5, help="runs per player count: best and median are shown")
    parser.add_argument("--game", choices=("cards", "dice", "both"), default="both")
    args = parser.parse_args()
    for name, new_game, counts in engines(args.game):
        print(f"{name}: {args.games} random-bot games x {args.repeat} runs per player count (CPU time, one core)")
        for players in counts:
            runs = [measure(new_game, players, args.games) for _ in range(args.repeat)]
            rates = sorted(r["decisions/s"] for r in runs)
            games = sorted(r["games/s"] for r in runs)
            print(f"  {players} players: decisions/s best {rates[-1]:7.0f} median {rates[len(rates) // 2]:7.0f} | "
                  f"games/s best {games[-1]:6.1f} | {runs[0]['decisions/game']:6.1f} decisions/game | "
                  f"failed {sum(r['failed'] for r in runs)} of {args.games * args.repeat}")
        tracemalloc.start()
        measure(new_game, max(counts), 20)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(f"  peak traced memory over 20 games of {max(counts)}: {peak / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
