"""Self-play speed of both rules engines: decisions/s and games/s per player count, and peak memory.

    python bench/engine.py [--games N] [--repeat R] [--game cards|dice|both] [--baseline REF]
    python bench/engine.py --instructions [--games N] [--game cards|dice|both] [--baseline REF]   (needs valgrind)

Two kinds of tables: random bots (the engine alone: decisions, events, views) and Easy bots (a whole game
through the Table, as the window and the LAN host run it). The card game's 7-player tables and the dice game's
8-player ones are also played with each expansion of EXPANSIONS on (issue 40 asks Gold Rush, issue 41 Old Saloon,
to keep within 25% of the base game's speed): their lines show the ratio of their speed to the base game's table
beside them. With `--baseline REF` (a git commit, tag or
branch) the same measurements also run, in a child process, on that commit's code, and each line shows
both figures and their ratio: before and after in one run, on the same machine and load. CPU time of one
process: one core, whatever else the machine does; the runs of all tables take turns, round by round, so a load that
changes meanwhile weighs on every table alike. Games that stall or raise are counted: the goal is none.

CPU time still moves with what else the machine runs (caches, frequency). `--instructions` counts instead the
machine instructions each decision costs on the tables a change to the engines is judged by (the card game's
7-player random and Easy tables, with and without each expansion, the dice game's 8-player ones), under valgrind's
cachegrind: the same code gives
the same count under any load, so a few per cent can be told from noise. Start-up is measured apart and taken off.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
SIZES = {"cards": range(4, 8), "dice": range(3, 9)}
EASY = {"cards": 7, "dice": 8}       # the Easy-bot table measured for each game
# per game, the expansions whose largest tables are measured beside the base game's: each the card sets or dice
# modules played with the base game, joined by "+"
OLD_SALOON = ("old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.roles", "old_saloon.characters",
              "old_saloon.ghost")
# Undead or Alive's modules but Legacy, which makes a game the first of a series and changes nothing in one game
UNDEAD_OR_ALIVE = ("undead_or_alive.duel", "undead_or_alive.rage", "undead_or_alive.characters",
                   "undead_or_alive.boneyard")
EXPANSIONS = {"cards": ("gold_rush",),
              "dice": ("+".join(OLD_SALOON[:2]), "+".join(OLD_SALOON), "+".join(UNDEAD_OR_ALIVE))}
JUDGED = [(kind, level, players, sets) for kind, players in EASY.items()
          for sets in ("", *EXPANSIONS[kind]) for level in ("random", "easy")]
VALGRIND = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]


def load(root: Path):
    """The engines' and bots' entry points of the code under `root` (the API both old and new code offer)."""
    sys.path.insert(0, str(root))
    from game.bots.levels import make_bot
    from game.bots.selfplay import play_out
    from game.core.cards.engine import new_game as cards
    from game.core.dice.engine import new_game as dice
    return {"cards": cards, "dice": dice}, make_bot, play_out


def measure(new_game, make_bot, play_out, kind: str, level: str, players: int, games: int, card_set: str = "") -> dict:
    """The speed of one table: `card_set` names the expansions played with the base game, joined by "+" ("": the
    base game alone)."""
    decisions = failures = 0
    more = {"sets" if kind == "cards" else "modules": ("base", *card_set.split("+"))} if card_set else {}
    start = time.process_time()
    for seed in range(games):
        game = new_game(seed, players, **more)
        bots = [make_bot(kind, level, seed * 10 + i) for i in range(players)]
        try:
            decisions += play_out(game, bots)
        except Exception as exc:  # a stall or a crash is a bug: count it, show the first
            if not failures:
                print(f"  {kind} seed {seed}: {type(exc).__name__}: {exc}", file=sys.stderr)
            failures += 1
    seconds = time.process_time() - start
    return {"decisions/s": decisions / seconds, "games/s": games / seconds, "decisions/game": decisions / games,
            "failed": failures}


def run(root: Path, which: list[str], games: int, repeat: int) -> dict:
    """{line name: {best, median, games/s, decisions/game, failed}} for every table measured."""
    engines, make_bot, play_out = load(root)
    out = {}
    for kind in which:
        tables = [("random", n, "") for n in SIZES[kind]] + [("easy", EASY[kind], "")]
        tables += [(level, EASY[kind], sets) for sets in EXPANSIONS[kind] if has_set(root, kind, sets)
                   for level in ("random", "easy")]
        # the runs of all tables interleaved, round by round: a machine whose load changes during the measurement
        # slows every table alike, so the shares of the base game's speed stay fair
        rounds = [[measure(engines[kind], make_bot, play_out, kind, level, players, games, card_set)
                   for level, players, card_set in tables] for _ in range(repeat)]
        for t, (level, players, card_set) in enumerate(tables):
            runs = [round_[t] for round_ in rounds]
            rates = sorted(r["decisions/s"] for r in runs)
            out[line_name(kind, level, players, card_set)] = {
                "best": rates[-1], "median": rates[len(rates) // 2], "games/s": max(r["games/s"] for r in runs),
                "decisions/game": runs[0]["decisions/game"], "failed": sum(r["failed"] for r in runs)}
        tracemalloc.start()
        measure(engines[kind], make_bot, play_out, kind, "random", max(SIZES[kind]), 20)
        out[f"{kind} peak KiB"] = tracemalloc.get_traced_memory()[1] / 1024
        tracemalloc.stop()
    return out


def line_name(kind: str, level: str, players: int, card_set: str = "") -> str:
    return f"{kind} {level:6} {players}p" + (f" +{card_set}" if card_set else "")


def beside_base(name: str, lines: dict, key: str) -> str:
    """An expansion's line: its speed as a share of the base game's same table (1.00: as fast), from decisions/s
    (`best`) or from instructions per decision (`instructions`: fewer is faster)."""
    if " +" not in name:
        return ""
    now, base = lines[name][key], lines[name.split(" +")[0]][key]
    return f" | {(base / now if key == 'instructions' else now / base):4.2f} of the base game's speed"


def baseline(ref: str, args) -> dict:
    """The same run on the code of commit `ref`, extracted to a temporary folder, in a child process."""
    with tempfile.TemporaryDirectory() as tmp:
        extract(ref, tmp)
        child = subprocess.run([sys.executable, __file__, "--root", tmp, "--json", "--games", str(args.games),
                                "--repeat", str(args.repeat), "--game", args.game],
                               check=True, capture_output=True, text=True)
    return json.loads(child.stdout)


def extract(ref: str, folder: str) -> None:
    archive = subprocess.run(["git", "-C", str(HERE), "archive", ref, "game"], check=True, capture_output=True)
    subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)


def counted(root: Path, kind: str, level: str, players: int, card_set: str, games: int) -> tuple[int, int]:
    """(instructions, decisions) of `games` games of one table on the code under `root`, start-up included."""
    child = subprocess.run([*VALGRIND, sys.executable, __file__, "--root", str(root), "--play",
                            f"{kind},{level},{players},{games},{card_set}"], check=True, capture_output=True,
                           text=True)
    refs = re.search(r"I\s+refs:\s+([\d,]+)", child.stderr)
    if refs is None:
        raise SystemExit(f"valgrind gave no instruction count:\n{child.stderr[-2000:]}")
    return int(refs.group(1).replace(",", "")), int(child.stdout)


def per_decision(root: Path, table: tuple[str, str, int, str], games: int) -> float:
    """Instructions a decision costs on one table: a run of `games` games less a run of none (the start-up)."""
    total, decisions = counted(root, *table, games)
    start_up, _ = counted(root, *table, 0)
    return (total - start_up) / decisions


def instruction_report(args) -> None:
    print(f"Instructions per decision (valgrind cachegrind); {args.games} games per table"
          + (f"; baseline {args.baseline}" if args.baseline else ""))
    counts: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        if args.baseline:
            extract(args.baseline, tmp)
        for table in JUDGED:
            if args.game not in ("both", table[0]):
                continue
            name = line_name(*table)
            counts[name] = {"instructions": per_decision(args.root, table, args.games)}
            now = counts[name]["instructions"]
            line = f"  {name:26} {now:10.0f} instructions/decision"
            if args.baseline and (not table[3] or has_set(Path(tmp), table[0], table[3])):
                was = per_decision(Path(tmp), table, args.games)
                line += f" | baseline {was:10.0f}, speed ratio {was / now:4.2f}"
            print(line + beside_base(name, counts, "instructions"), flush=True)


def has_set(root: Path, kind: str, sets: str) -> bool:
    """Does the code under `root` (a baseline's may be older) have these card sets or dice modules ("+" between
    them; each in its folder, `old_saloon.ghost` in old_saloon/ghost)?"""
    return all((root / "game" / "core" / kind / name.replace(".", "/")).is_dir() for name in sets.split("+"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, help="games per table and run (300; 40 with --instructions)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per table: best and median are shown")
    parser.add_argument("--game", choices=("cards", "dice", "both"), default="both")
    parser.add_argument("--baseline", metavar="REF", help="also measure this git commit's code, side by side")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions per decision under valgrind, on the four judged tables")
    parser.add_argument("--root", type=Path, default=HERE, help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--play", help=argparse.SUPPRESS)    # kind,level,players,games: play them, print decisions
    args = parser.parse_args()
    if args.play:
        kind, level, players, games, card_set = args.play.split(",")
        engines, make_bot, play_out = load(args.root)
        figures = measure(engines[kind], make_bot, play_out, kind, level, int(players), int(games), card_set) \
            if int(games) else {"decisions/game": 0}
        print(round(figures["decisions/game"] * int(games)))
        return
    if args.instructions:
        args.games = args.games or 40
        instruction_report(args)
        return
    args.games = args.games or 300
    which = list(SIZES) if args.game == "both" else [args.game]
    before = baseline(args.baseline, args) if args.baseline else None
    now = run(args.root, which, args.games, args.repeat)
    if args.json:
        print(json.dumps(now))
        return
    print(f"CPU time of one process; {args.games} games per table, best of {args.repeat} runs"
          + (f"; baseline {args.baseline}" if before else ""))
    for name, figures in now.items():
        if name.endswith("peak KiB"):
            was = f"   (baseline {before[name]:.0f})" if before else ""
            print(f"  {name:32} {figures:8.0f}{was}")
            continue
        line = (f"  {name:32} decisions/s best {figures['best']:7.0f} median {figures['median']:7.0f} | "
                f"games/s {figures['games/s']:6.1f} | {figures['decisions/game']:6.1f} decisions/game | "
                f"failed {figures['failed']}")
        if before and name in before:
            was = before[name]["best"]
            line += f" | baseline best {was:7.0f}, ratio {figures['best'] / was:4.2f}"
        print(line + beside_base(name, now, "best"))


if __name__ == "__main__":
    main()
