"""Golden master for the dice engine: record, then check, every event, decision and final save of seeded games.

    python bench/dice_golden.py record /tmp/dice_golden.json [--modules]
    python bench/dice_golden.py check /tmp/dice_golden.json

Seeds 0-299, 3 + seed % 6 players, RandomBot(seed * 7 + i) per seat.
Every tenth game also records its save at every decision. An optimisation must leave every hash unchanged.

With `--modules` the games are played with the modules of MODULES instead (Old Saloon's five, Undead or Alive's
four), from the fewest players the modules allow to 8, at the levels of LEVELS, through the Table as the window
plays them: each game's hash covers every answer, every event, the deciding seat's whole view at each decision
(random bots only: the others read their views, and building one first would hide a bot's lazy read) and the final
save. The file says which kind it is.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.levels import make_bot  # noqa: E402
from game.bots.random_bot import RandomBot  # noqa: E402
from game.core.common.table import Table  # noqa: E402
from game.core.dice.box import box_for  # noqa: E402
from game.core.dice.engine import new_game  # noqa: E402

GAMES = 300
MODULES = {"old_saloon": ("saloon_dice", "chief_arrow", "roles", "characters", "ghost"),
           "undead_or_alive": ("duel", "rage", "characters", "boneyard")}
LEVELS = {"random": 60, "easy": 30, "normal": 20, "hard": 4}      # games per module set


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


def play_modules(expansion: str, level: str, seed: int) -> str:
    """The hash of one seeded game with an expansion's modules, at one bot level, played through the Table."""
    modules = ("base", *(f"{expansion}.{m}" for m in MODULES[expansion]))
    fewest = max([3, *(low for _, (low, _) in box_for(modules).players)])    # the Ghost wants 5 players
    players = fewest + seed % (9 - fewest)
    game = new_game(seed, players, modules=modules)
    bots = [make_bot("dice", level, seed * 10 + i) for i in range(players)]
    log: list = [[e.to_dict() for e in game.take_events()]]
    table = Table(game, bots)
    while game.pending is not None:
        seat = game.pending.seat
        view = game.view(seat, lend=False)
        if level == "random":
            log.append(view.data)
        action = bots[seat].choose(view)
        log.append([seat, list(action), [e.to_dict() for e in table.answer(seat, action)]])
    text = json.dumps([log, game.to_json()], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def record_all(modules: bool) -> dict[str, list[str]]:
    """{name: [hash per seed]}: the base game's games, or each module set's at each level."""
    if not modules:
        return {"base": [play(seed) for seed in range(GAMES)]}
    return {f"{expansion}/{level}": [play_modules(expansion, level, seed) for seed in range(games)]
            for expansion in MODULES for level, games in LEVELS.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("record", "check"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--modules", action="store_true", help="record games with the expansions' modules on")
    args = parser.parse_args()
    if args.mode == "record":
        hashes = record_all(args.modules)
        args.file.write_text(json.dumps(hashes if args.modules else hashes["base"]))
        print(f"recorded {sum(map(len, hashes.values()))} games in {args.file}")
        return
    stored = json.loads(args.file.read_text())
    expected = stored if isinstance(stored, dict) else {"base": stored}
    hashes = record_all(isinstance(stored, dict))
    bad, first = 0, ""
    for key, games in expected.items():
        wrong = [seed for seed, (a, b) in enumerate(zip(hashes[key], games)) if a != b]
        bad += len(wrong)
        first = first or (f"; first differing seed {wrong[0]}" + (f" of {key}" if key != "base" else "")
                          if wrong else "")
        if key != "base":
            print(f"{key:26} {len(games) - len(wrong)} of {len(games)} identical")
    total = sum(map(len, expected.values()))
    print(f"{total - bad} of {total} games identical{first}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
