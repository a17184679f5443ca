"""Blunders at the character auction, per 1,000 bids of seeded bot tournaments (bench/blunders.py's counterpart for
the series' decisions between games), each with its seed.

    python bench/auction_blunders.py                       # Easy, Normal and Hard bots, 20 tournaments of 5 each
    python bench/auction_blunders.py --levels hard --players 7 --tournaments 50

Every seat plays the level (its games and its bids); the tournament has the auction, experience and cash reward on.
Before each bid the answer is judged from what every player sees (the auction is public). The classes:

  overpays_far     a bid more than $300 over what the character is worth to the bidder (his kind's
                   SeriesRules.worth, as the next game's Sheriff or not)
  bids_on_own      a bid while he holds the highest bid (raising against himself)
  over_money       a bid above his money
  lets_go_cheap    a pass while the bid is under half of what the character is worth to him and his money raises it
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots.levels import make_bot  # noqa: E402
from game.bots.series import bids, buys, keeps  # noqa: E402
from game.core.common.roles import SHERIFF  # noqa: E402
from game.core.common.series import Series, rules_of  # noqa: E402
from game.core.common.table import Table  # noqa: E402
from game.session import deal, record_game, series_goes_on, series_setup  # noqa: E402

CLASSES = ("overpays_far", "bids_on_own", "over_money", "lets_go_cheap")
OPTIONS = {"auction": True, "experience": True, "cash_reward": True}


def judge(series: Series, seat: int, amount: int | None, lot: str | None) -> list[str]:
    """The classes `seat`'s answer at the auction falls in."""
    state, money = series.data["auction"], series.money(seat)
    bid = state["bid"]
    named = lot if bid is None else bid["lot"]
    rate = rules_of(series.data["game"]).worth
    assert rate is not None and named is not None
    worth = rate(series.data["sets"], named, series.data["next"]["roles"].index(SHERIFF) == seat)
    found = []
    if amount is not None:
        found += ["overpays_far"] * (amount > worth + 300) + ["over_money"] * (amount > max(0, money))
        found += ["bids_on_own"] * (bid is not None and bid["by"] == seat)
    elif bid is not None and bid["amount"] * 2 < worth and bid["amount"] + 100 <= money:
        found.append("lets_go_cheap")
    return found


def between(series: Series, log: Counter, where: list) -> None:
    """The bots' choices before a game: keep or not, every bid (judged before it is made), then their buys."""
    for seat in series.asks:
        series.keep(seat, keeps(series, seat))
    while series.bidder is not None:
        seat = series.bidder
        amount, lot = bids(series, seat)
        log["bids"] += 1
        for blunder in judge(series, seat, amount, lot):
            log[blunder] += 1
            where.append((blunder, seat))
        series.bid(seat, amount, lot)
    for seat in series.buyers:
        series.buy(seat, buys(series, seat))


def tournament(level: str, players: int, seed: int, log: Counter, where: list) -> None:
    """One tournament of `level` bots (as many games as seats), every auction bid judged."""
    seats = [{"kind": "bot", "level": level, "name": f"Bot {s}"} for s in range(players)]
    base = {"game": "cards", "sets": ["base"], "options": OPTIONS, "seats": seats, "seed": seed}
    series = Series.new("cards", seed, players, mode="tournament", games=players, carry=True, auction=True)
    while True:
        between(series, log, where)
        setup = series_setup(series, base)
        table = Table(deal(setup), [make_bot("cards", level, seed * 100 + len(series.played) * 10 + s)
                                    for s in range(players)])
        table.run(50_000)
        if not series_goes_on(setup):
            return
        series = record_game(setup, table.answers)


def run(level: str, players: int, seeds: range) -> tuple[Counter, list]:
    log: Counter = Counter()
    where: list = []
    for seed in seeds:
        before = len(where)
        tournament(level, players, seed, log, where)
        where[before:] = [(blunder, seat, seed) for blunder, seat in where[before:]]
    return log, where


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", nargs="+", default=["easy", "normal", "hard"])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--tournaments", type=int, default=20)
    args = parser.parse_args()
    for level in args.levels:
        log, where = run(level, args.players, range(1, args.tournaments + 1))
        rates = ", ".join(f"{c} {1000 * log[c] / max(1, log['bids']):.1f}" for c in CLASSES)
        print(f"{level:6} {args.players} players, {log['bids']} bids: {rates} per 1,000")
        for blunder, seat, seed in where[:3]:
            print(f"    {blunder}: seed {seed}, seat {seat}")


if __name__ == "__main__":
    main()
