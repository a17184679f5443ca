"""Golden master for the dice engine: record, then check, every event, decision and final save of 300 games.

    python bench/dice_golden.py record /tmp/dice_golden.json
    python bench/dice_golden.py check /tmp/dice_golden.json

Seeds 0-299, 3 + seed % 6 players, RandomBot(seed * 7 + i) per seat.
Every tenth game also records its save at every decision. An optimisation must leave every hash unchanged.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.random_bot import RandomBot  # noqa: E402
from game.core.dice.engine import new_game  # noqa: E402

GAMES = 300


def play(seed: int) -> str:
    """The hash of every event of one seeded game and its final save."""
    players = 3 + seed % 6
    game = new_game(seed, players)
    bots = [RandomBot(seed * 7 + i) for i in range(players)]
    events = [e.to_dict() for e in game.take_events()]
    decisions, saves = [], []
    while game.pending is not None:
        pending = game.pending
        decisions.append(pending.to_dict())
        if seed % 10 == 0:             # the save format at every decision, for one game in ten
            saves.append(game.to_json())
        events += [e.to_dict() for e in game.apply(pending.seat, bots[pending.seat].choose(game.view(pending.seat)))]
    text = json.dumps([events, decisions, saves, game.to_json()], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[1] not in ("record", "check"):
        sys.exit("usage: python bench/dice_golden.py record|check FILE.json")
    mode, path = sys.argv[1], Path(sys.argv[2])
    hashes = [play(seed) for seed in range(GAMES)]
    if mode == "record":
        path.write_text(json.dumps(hashes))
        print(f"recorded {len(hashes)} games in {path}")
        return
    expected = json.loads(path.read_text())
    wrong = [seed for seed, (a, b) in enumerate(zip(hashes, expected)) if a != b]
    print(f"{GAMES - len(wrong)} of {GAMES} games identical" + (f"; first differing seed {wrong[0]}" if wrong else ""))
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
