"""Seeded tournaments between bot levels: win rate by role with 95% intervals, and decision times.

    python bench/bots.py --quick                       # a few minutes: a small sample of everything
    python bench/bots.py --games 1500 --players 5 7    # the full measurement (hours)

Each match puts the contender in one seat with a fixed role and the baseline level in every other seat,
and plays the same seed again with the baseline in that seat too (paired seeds), so the difference in
that seat's win rate measures the contender alone. The interval is that of the mean paired difference.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.selfplay import play_out  # noqa: E402
from game.bots.levels import make_bot, new_game_for, roles_of  # noqa: E402

LADDER = [("easy", "random"), ("normal", "easy"), ("hard", "normal"), ("oracle", "hard")]


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


def one_game(game_kind, players, seed, role, seat, level_in_seat, others, times, budget):
    game = new_game_for(game_kind, seed, players, {seat: role})
    truth = roles_of(game)
    bots = []
    for s in range(players):
        level = level_in_seat if s == seat else others
        bots.append(Timed(make_bot(game_kind, level, seed * 17 + s, truth, budget), times.setdefault(level, [])))
    play_out(game, bots)
    return seat in game.winners


def match(game_kind, players, role, contender, baseline, games, times, budget):
    """Paired results: (contender won, baseline won) in the same seat of the same seed, for each seed."""
    pairs = []
    for seed in range(games):
        seat = seed % players
        pairs.append((one_game(game_kind, players, seed, role, seat, contender, baseline, times, budget),
                      one_game(game_kind, players, seed, role, seat, baseline, baseline, times, budget)))
    return pairs


def interval(pairs):
    """Mean paired difference in win rate and its 95% interval (normal approximation)."""
    diffs = [int(a) - int(b) for a, b in pairs]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else float("inf")
    return mean, mean - half, mean + half


def table_balance(game_kind, players, level, games, budget):
    wins = {}
    for seed in range(games):
        game = new_game_for(game_kind, seed, players, {})
        truth = roles_of(game)
        play_out(game, [make_bot(game_kind, level, seed * 17 + s, truth, budget) for s in range(players)])
        wins[game.winner] = wins.get(game.winner, 0) + 1
    return {side: n / games for side, n in sorted(wins.items())}


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
    parser.add_argument("--budget", type=float, default=None, help="Hard's seconds per decision")
    parser.add_argument("--quick", action="store_true", help="a small sample of everything, for a quick look")
    args = parser.parse_args()
    if args.quick:
        args.games, args.hard_games, args.budget = 60, 6, 0.05
    hard_games = args.hard_games if args.hard_games is not None else max(1, args.games // 20)
    for game_kind in (("cards", "dice") if args.game == "both" else (args.game,)):
        for players in args.players:
            times: dict[str, list] = {}
            print(f"\n{game_kind}, {players} players: win rate of the seat by role (contender vs baseline, "
                  f"paired seeds), difference with its 95% interval")
            for contender, baseline in LADDER:
                n = hard_games if "hard" in (contender, baseline) else args.games
                for role in roles_for_count(game_kind, players):
                    pairs = match(game_kind, players, role, contender, baseline, n, times, args.budget)
                    mean, low, high = interval(pairs)
                    won = sum(a for a, _ in pairs) / n
                    base = sum(b for _, b in pairs) / n
                    print(f"  {contender:>6} vs {baseline:<6} {role:<9} n={n:<5} {won * 100:5.1f}% vs {base * 100:5.1f}%"
                          f"  diff {mean * 100:+6.1f} pts [{low * 100:+6.1f}, {high * 100:+6.1f}]"
                          f"{'  above zero' if low > 0 else ''}", flush=True)
            for level, spent in sorted(times.items()):
                spent.sort()
                p50, p95 = spent[len(spent) // 2], spent[int(len(spent) * 0.95)]
                print(f"  decision time {level:>6}: p50 {p50 * 1000:7.2f} ms  p95 {p95 * 1000:7.2f} ms "
                      f"({len(spent)} decisions)")
            balance = table_balance(game_kind, players, "hard", hard_games, args.budget)
            print(f"  all-Hard table over {hard_games} games: " +
                  ", ".join(f"{side} {rate * 100:.0f}%" for side, rate in balance.items()))


if __name__ == "__main__":
    main()
