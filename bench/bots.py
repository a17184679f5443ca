"""Seeded tournaments between bot levels: win rate by role with 95% intervals, and decision times.

    python bench/bots.py --quick                       # a few minutes: a small sample of everything
    python bench/bots.py --games 1500 --players 5 7    # the full measurement (hours)
    python bench/bots.py --game cards --players 7 --pairs normal:easy --roles outlaw --games 600
    python bench/bots.py --game cards --players 5 --pairs hard:normal --games 400 --samples 10

Each match puts the contender in one seat with a fixed role and the baseline level in every other seat,
and plays the same seed again with the baseline in that seat too (paired seeds), so the difference in
that seat's win rate measures the contender alone. The interval is that of the mean paired difference.
Games run in `--jobs` processes; decision times are measured inside them, so they include that load.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.levels import make_bot, new_game_for  # noqa: E402
from game.bots.selfplay import play_out  # noqa: E402
from game.core.common.table import Stalled  # noqa: E402

LADDER = ["easy:random", "normal:easy", "hard:normal", "oracle:hard"]


class Timed:
    """Wraps a bot to record how long each of its decisions takes."""

    def __init__(self, bot, times: list):
        self.bot, self.times = bot, times
        if hasattr(bot, "observe"):
            self.observe = bot.observe

    def choose(self, view):
        start = time.perf_counter()
        action = self.bot.choose(view)
        self.times.append(time.perf_counter() - start)
        return action


def one_game(game_kind, players, seed, role, seat, level_in_seat, others, times, search, expansions=()):
    """Play one seeded game; True if `seat` won. `role` None deals every role from the seed."""
    game = new_game_for(game_kind, seed, players, {} if role is None else {seat: role}, expansions)
    bots = []
    for s in range(players):
        level = level_in_seat if s == seat else others
        bots.append(Timed(make_bot(game_kind, level, seed * 17 + s, game.clone, *search), times.setdefault(level, [])))
    play_out(game, bots)
    return seat in game.winners, game.winner


def paired(job):
    """One seed played twice: the contender in the seat, then the baseline there. Runs in a worker. None when
    either game found no winner (two survivors who cannot finish each other: Simeon Picos buying back each life
    his hits earn him, against a Sheriff who cannot outshoot it), so the pair counts for neither level."""
    game_kind, players, role, contender, baseline, seed, search, expansions = job
    times: dict[str, list] = {}
    seat = seed % players
    try:
        a, _ = one_game(game_kind, players, seed, role, seat, contender, baseline, times, search, expansions)
        b, _ = one_game(game_kind, players, seed, role, seat, baseline, baseline, times, search, expansions)
    except Stalled:
        return None, times
    return (a, b), times


def balance_game(job):
    game_kind, players, level, seed, search, expansions = job
    times: dict[str, list] = {}
    try:
        return one_game(game_kind, players, seed, None, 0, level, level, times, search, expansions)[1], times
    except Stalled:
        return "no winner", times


def run(pool, fn, jobs, times):
    results = []
    for result, spent in (pool.imap(fn, jobs, chunksize=4) if pool else map(fn, jobs)):
        results.append(result)
        for level, values in spent.items():
            times.setdefault(level, []).extend(values)
    return results


def interval(pairs):
    """Mean paired difference in win rate and its 95% interval (normal approximation)."""
    diffs = [int(a) - int(b) for a, b in pairs]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else float("inf")
    return mean, mean - half, mean + half


def roles_for_count(game_kind, players):
    if game_kind == "dice" and players == 3:
        return ["deputy", "outlaw", "renegade"]
    return ["sheriff", "deputy", "outlaw", "renegade"] if players >= 5 else ["sheriff", "outlaw", "renegade"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("cards", "dice", "both"), default="both")
    parser.add_argument("--players", type=int, nargs="+", default=[5, 7])
    parser.add_argument("--games", type=int, default=1500, help="paired seeds per role and pair")
    parser.add_argument("--hard-games", type=int, default=None, help="paired seeds for pairs with Hard (slow)")
    parser.add_argument("--first-seed", type=int, default=0,
                        help="start the seeds here, so a later run adds fresh games to an earlier one")
    parser.add_argument("--budget", type=float, default=None,
                        help="the card Hard's safety net in CPU seconds per search (it searches a fixed work); "
                             "the Oracles' seconds per decision")
    parser.add_argument("--samples", type=int, default=None,
                        help="worlds per searched decision (card Hard, the Oracles), instead of the card Hard's "
                             "work budget")
    parser.add_argument("--pairs", nargs="*", default=LADDER,
                        help="contender:baseline pairs to play (none: only the all-Hard balance)")
    parser.add_argument("--roles", nargs="+", default=None, help="only these roles")
    parser.add_argument("--balance", type=int, default=None, help="games of the all-Hard table (0: skip)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--expansions", nargs="+", default=[], metavar="SET",
                        help="card sets played beside the base game (the card game: gold_rush...)")
    parser.add_argument("--quick", action="store_true", help="a small sample of everything, for a quick look")
    args = parser.parse_args()
    if args.quick:
        args.games, args.hard_games, args.budget = 60, 6, 0.05
    search = (args.budget, args.samples)

    def seeds(count: int) -> range:
        """Every table starts at --first-seed, so a later run adds fresh games to an earlier one."""
        return range(args.first_seed, args.first_seed + count)

    hard_games = args.hard_games if args.hard_games is not None else args.games
    balance_games = args.balance if args.balance is not None else hard_games
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    for game_kind in (("cards", "dice") if args.game == "both" else (args.game,)):
        sets = tuple(args.expansions) if game_kind == "cards" else ()
        for players in args.players:
            times: dict[str, list] = {}
            title = " + ".join((game_kind, *sets))
            print(f"\n{title}, {players} players: win rate of the seat by role (contender vs baseline, "
                  f"paired seeds), difference with its 95% interval", flush=True)
            for pair in args.pairs:
                contender, baseline = pair.split(":")
                n = hard_games if "hard" in (contender, baseline) else args.games
                for role in args.roles or roles_for_count(game_kind, players):
                    jobs = [(game_kind, players, role, contender, baseline, seed, search, sets) for seed in seeds(n)]
                    played = run(pool, paired, jobs, times)
                    pairs = [pair for pair in played if pair is not None]
                    mean, low, high = interval(pairs)
                    won = sum(a for a, _ in pairs) / len(pairs)
                    base = sum(b for _, b in pairs) / len(pairs)
                    stalled = len(played) - len(pairs)
                    print(f"  {contender:>6} vs {baseline:<6} {role:<9} n={len(pairs):<5} "
                          f"{won * 100:5.1f}% vs {base * 100:5.1f}%"
                          f"  diff {mean * 100:+6.1f} pts [{low * 100:+6.1f}, {high * 100:+6.1f}]"
                          f"{'  above zero' if low > 0 else ''}"
                          f"{f'  ({stalled} seeds left out: a game with no winner)' if stalled else ''}", flush=True)
            for level, spent in sorted(times.items()):
                spent.sort()
                p50, p95 = spent[len(spent) // 2], spent[int(len(spent) * 0.95)]
                print(f"  decision time {level:>6}: p50 {p50 * 1000:7.2f} ms  p95 {p95 * 1000:7.2f} ms "
                      f"({len(spent)} decisions)")
            if balance_games:
                jobs = [(game_kind, players, "hard", seed, search, sets) for seed in seeds(balance_games)]
                winners = run(pool, balance_game, jobs, {})
                print(f"  all-Hard table over {balance_games} games: " + ", ".join(
                    f"{side} {winners.count(side) / balance_games * 100:.1f}% ({winners.count(side)})"
                    for side in sorted(set(winners))),
                    flush=True)
    if pool:
        pool.close()


if __name__ == "__main__":
    main()
