"""Golden master of the bots' play: every decision of seeded bot games of both games, at every level.

    python bench/golden.py record FILE.json [--scale S] [--expansions SET ...]
    python bench/golden.py check FILE.json

Each game is hashed from the answers its bots gave, in order, and who won. A change to the rules core's
events, views or speed that leaves the rules and the bots alone must leave every hash as it was: the bots
then play exactly as before, so their strength is unchanged without a single tournament. Hard bots search a
fixed number of worlds here, so their games replay. With `--expansions` (the card game's sets, `gold_rush`) only
the card game is played, with those sets on; the file keeps them, so `check` plays the same games.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.levels import make_bot  # noqa: E402
from game.bots.selfplay import play_out  # noqa: E402

LEVELS = ("random", "easy", "normal", "hard")
SIZES = {"cards": range(4, 8), "dice": range(3, 9)}
GAMES = {"random": 40, "easy": 40, "normal": 40, "hard": 8}


def new_game(kind: str, seed: int, players: int, expansions: tuple[str, ...] = ()):
    if kind == "cards":
        from game.core.cards.engine import new_game as deal
        return deal(seed, players, **({"sets": ("base", *expansions)} if expansions else {}))
    from game.core.dice.engine import new_game as deal_dice
    return deal_dice(seed, players)


class Recorder:
    """Wraps a bot and writes down every answer it gives."""

    def __init__(self, bot, log: list):
        self.bot, self.log = bot, log
        if hasattr(bot, "observe"):
            self.observe = bot.observe

    def choose(self, view):
        action = self.bot.choose(view)
        self.log.append([view.seat, list(action)])
        return action


def play(kind: str, level: str, seed: int, expansions: tuple[str, ...] = ()) -> str:
    sizes = SIZES[kind]
    players = sizes[seed % len(sizes)]
    game = new_game(kind, seed, players, expansions)
    log: list = []
    bots = [Recorder(make_bot(kind, level, seed * 10 + s, budget=600, samples=4), log) for s in range(players)]
    play_out(game, bots)
    text = json.dumps([log, game.winner, game.winners])
    return hashlib.sha256(text.encode()).hexdigest()


def run(scale: float, expansions: tuple[str, ...] = ()) -> dict:
    """{game/level: [hash per seed]}: both games, or with `expansions` the card game alone with those sets."""
    kinds = ["cards"] if expansions else list(SIZES)
    return {f"{kind}/{level}": [play(kind, level, seed, expansions)
                                for seed in range(max(1, int(GAMES[level] * scale)))]
            for kind in kinds for level in LEVELS}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("record", "check"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--scale", type=float, default=1.0, help="games per level, as a share of the default")
    parser.add_argument("--expansions", nargs="+", default=[], metavar="SET",
                        help="record the card game alone with these card sets on (gold_rush)")
    args = parser.parse_args()
    if args.mode == "record":
        expansions = tuple(args.expansions)
        hashes = run(args.scale, expansions)
        args.file.write_text(json.dumps({"scale": args.scale, "expansions": expansions, "games": hashes}))
        print(f"recorded {sum(map(len, hashes.values()))} games in {args.file}")
        return
    expected = json.loads(args.file.read_text())
    hashes = run(expected["scale"], tuple(expected.get("expansions", ())))
    bad = 0
    for key, games in expected["games"].items():
        wrong = [seed for seed, (a, b) in enumerate(zip(hashes[key], games)) if a != b]
        bad += len(wrong)
        print(f"{key:14} {len(games) - len(wrong)} of {len(games)} identical"
              + (f"; first differing seed {wrong[0]}" if wrong else ""))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
