"""The dice Hard's CPU time per decision when a turn rolls six dice (José Delgado's Loudmouth, Tequila Joe's Coward
beside their five: Old Saloon's modules 1 and 4), every seat Hard, every Old Saloon module on.

    python bench/six_dice.py --games 10 --players 5 8

Seat 0 plays José Delgado and seat 1 Tequila Joe in every game; the rest are dealt from the seed. Times are CPU
times of the bot's thread, so other load on the machine inflates them little: print the load average beside them.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.levels import make_bot  # noqa: E402
from game.bots.selfplay import play_out  # noqa: E402
from game.core.dice.engine import new_game  # noqa: E402
from game.core.dice.modules import BUILT_IN  # noqa: E402

MODULES = ("base", *(m for m in BUILT_IN if m.startswith("old_saloon.")))
SIX = ("jose_delgado", "tequila_joe")


class Timed:
    """A bot whose decisions are timed, those José Delgado and Tequila Joe make in their own turns apart (the
    choice of a Saloon die, priced over six dice, and their re-rolls)."""

    def __init__(self, bot, six: list, rest: list):
        self.bot, self.six, self.rest = bot, six, rest
        self.observe = bot.observe

    def choose(self, view):
        start = time.thread_time()
        action = self.bot.choose(view)
        spent = time.thread_time() - start
        mine = view.seat < len(SIX) and view.data["table"]["turn"] == view.seat     # (their choice of dice too)
        (self.six if mine else self.rest).append(spent)
        return action


def summary(times: list[float]) -> str:
    times = sorted(times)
    if not times:
        return "none"
    pick = lambda q: times[min(len(times) - 1, int(len(times) * q))] * 1000   # noqa: E731
    return (f"p50 {pick(0.5):.2f} / p95 {pick(0.95):.1f} / p99 {pick(0.99):.1f} / max {times[-1] * 1000:.0f} ms "
            f"({len(times)} decisions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, nargs="+", default=[5, 8])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--first-seed", type=int, default=0, help="start the seeds here, to add fresh games")
    args = parser.parse_args()
    for players in args.players:
        six: list[float] = []
        rest: list[float] = []
        capped = 0
        for seed in range(args.first_seed, args.first_seed + args.games):
            specs = [{"character": c} for c in SIX] + [{}] * (players - len(SIX))
            game = new_game(seed, specs, modules=MODULES)
            bots = [make_bot("dice", args.level, seed * 10 + s) for s in range(players)]
            play_out(game, [Timed(bot, six, rest) for bot in bots])
            capped += sum(getattr(bot, "capped", 0) for bot in bots)
        print(f"{args.level}, {players} players, {args.games} games, load {os.getloadavg()[0]:.1f}: "
              f"José's and Tequila's turns {summary(six)}; other decisions {summary(rest)}; "
              f"{capped} re-rolls cut by the safety net", flush=True)


if __name__ == "__main__":
    main()
