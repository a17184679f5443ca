"""What fair play could still gain in the dice game: the tournament of bench/bots.py with two more contenders.

    python bench/ceilings.py --game dice --players 5 7 --pairs toldroles:normal --games 3000 --balance 0
    python bench/ceilings.py --game dice --players 5 --pairs blindoracle:normal --roles deputy --games 600 --balance 0

The dice game hides only the roles; the dice to come are chance, which Normal already weighs exactly. So:
- `toldroles` (the dice Hard told every role) bounds what any better reading of the table could give Hard;
- `blindoracle` (the Oracle whose copies of the game roll fresh dice) is that, plus a round's look-ahead among
  imagined Hard players told the roles, with the dice to come sampled instead of seen.
Set against the Oracle (which sees the dice to come), they tell foresight from play. Diagnostics only, like the
Oracle: neither is a level players meet.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.dice_hard import DiceHardBot  # noqa: E402
from game.bots.levels import make_bot  # noqa: E402


def blind(peek, seed: int):
    """`peek` whose copies of the game roll dice from a fresh generator: the Oracle's look-ahead without its
    foresight."""
    rng = random.Random(seed)

    def copy():
        world = peek()
        world.rng = random.Random(rng.getrandbits(64))
        return world
    return copy


def make_contender(game_kind, level, seed=0, peek=None, budget=None, samples=None):
    """`make_bot`, plus the two dice diagnostics."""
    if level not in ("toldroles", "blindoracle"):
        return make_bot(game_kind, level, seed, peek, budget, samples)
    if game_kind != "dice":
        raise SystemExit(f"{level} is a dice game diagnostic: run with --game dice")
    if level == "toldroles":
        return DiceHardBot(seed, roles=dict(enumerate(peek().roles_by_seat())))
    return DiceHardBot(seed, budget_s=budget or 5.0, samples=samples or 8, peek=blind(peek, seed))


if __name__ == "__main__":
    import bots as tournament  # bench/bots.py, beside this script
    tournament.make_bot = make_contender
    tournament.main()
