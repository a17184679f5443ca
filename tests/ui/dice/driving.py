"""Playing the dice table by clicks and keys, as a person would, for the tests (and the seed search in
find_seeds.py): a seeded choice of dice to keep, roll or stop, a seat among the ones a click can pick, the
prompt's buttons."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.ui.dice.scene import DiceTable
from game.ui.scenes.gameover import GameOverScene

NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fede", "Gloria", "Hugo")


def new_dice_game(ui, seed: int, players: int = 5, level: str = "easy") -> DiceTable:
    """A dice game: you at seat 0 and bots of `level`, dealt from `seed`."""
    from game.ui.scenes.launch import start_game
    seats = [{"kind": "you", "name": NAMES[0]}] + [{"kind": "bot", "level": level, "name": name}
                                                   for name in NAMES[1:players]]
    start_game(ui.app, {"game": "dice", "seed": seed, "options": {}, "seats": seats})
    return ui.scene


def our_decision(ui, table: DiceTable) -> dict | None:
    """Our decision once the table has shown everything before it (None at the game over). The wait is a stall
    guard, loose enough for a machine busy with other work."""
    ui.until(lambda: isinstance(ui.scene, GameOverScene) or ui.has("yes")
             or (table.decision is not None and not table.director.busy), 60, "our decision")
    return None if isinstance(ui.scene, GameOverScene) else table.decision


def play_by_clicks(ui, seed: int, seconds: float = 40, until: Callable[[DiceTable], object] | None = None) -> dict:
    """Play our seat by clicks until the game is over (or `until(table)` holds at one of our decisions); returns
    what happened: {situation: count}."""
    rng = random.Random(seed)
    table = ui.scene
    seen: dict[str, int] = {}
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        decision = our_decision(ui, table)
        if decision is None or until is not None and until(table):
            return seen
        if ui.has("yes"):                                  # a confirmation: go ahead
            ui.click("yes")
            seen["confirmed"] = seen.get("confirmed", 0) + 1
            continue
        kind = decision["kind"]
        assert len(decision["options"]) > 1, f"a decision with one answer waits for a click: {decision}"
        seen[kind] = seen.get(kind, 0) + 1
        version = table.view["version"]
        if kind == "reroll":
            for die in range(5):
                if rng.random() < 0.4:
                    ui.click(f"die{die}")
                    seen["kept"] = seen.get("kept", 0) + 1
            ui.click("roll" if ui.widget("roll").enabled and rng.random() < 0.7 else "stop")
        elif kind in ("shoot", "beer", "sid_heal", "discard_any_arrow"):
            if ui.has("double") and rng.random() < 0.5:
                ui.click("double")
                seen["doubled"] = seen.get("doubled", 0) + 1
            seats = sorted(table.targets())
            if ui.has("pass") and rng.random() < 0.3:
                ui.click("pass")
            else:
                ui.click(f"seat{rng.choice(seats)}")
        else:
            count = sum(ui.has(f"answer{i}") for i in range(9))
            ui.click(f"answer{rng.randrange(count)}")
        if ui.has("yes"):
            continue
        ui.until(lambda: isinstance(ui.scene, GameOverScene)
                 or table.view["version"] != version  # noqa: B023 -- polled within this iteration
                 or table.sent is None, 10, "the answer to be taken")
    raise AssertionError(f"the game did not end; so far {seen}")
