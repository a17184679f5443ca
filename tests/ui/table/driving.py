"""Playing the card table by clicks, as a person would, for the tests (and the seed search in find_seeds.py):
a seeded choice among the enabled hand cards and the targets, the prompt's buttons, the General Store's cards."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.ui.cards.scene import CardTable
from game.ui.scenes.gameover import GameOverScene


def new_card_game(ui, seed: int, players: int = 5) -> CardTable:
    """A card game from the setup scene: you at seat 0 and Easy bots, dealt from `seed`."""
    from game.ui.scenes.launch import start_game
    names = ("Bruno", "Carmen", "Diego", "Elena", "Fabio")[:players - 1]
    seats = [{"kind": "you", "name": "Ana"}] + [{"kind": "bot", "level": "easy", "name": name} for name in names]
    start_game(ui.app, {"game": "cards", "seed": seed, "options": {}, "seats": seats})
    return ui.scene


def play_by_clicks(ui, seed: int, seconds: float = 40) -> dict:
    """Play our seat by clicks until the game is over; returns what happened: {situation: count}."""
    seen: dict[str, int] = {}
    play_until(ui, seed, lambda table: isinstance(ui.scene, GameOverScene), seconds, seen)
    return seen


def our_move(table: CardTable, kind: str | None = None) -> dict | None:
    """Our decision once the table shows it (of that kind, when given), else None."""
    decision = table.decision
    if decision is None or table.director.busy or kind is not None and decision["kind"] != kind:
        return None
    return decision


def play_until(ui, seed: int, condition: Callable[[CardTable], bool], seconds: float = 40,
               seen: dict | None = None) -> CardTable:
    """Play our seat by clicks until `condition(table)` holds (checked every frame, with the card table on top
    or the game over); returns the table. `seen` counts the situations met."""
    rng = random.Random(seed)
    seen = {} if seen is None else seen
    table = ui.scene
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        ui.until(lambda: True)
        top = ui.scene
        table = top if isinstance(top, CardTable) else table
        if (top is table or isinstance(top, GameOverScene)) and condition(table):
            return table
        if isinstance(top, GameOverScene):
            raise AssertionError(f"the game ended first; it met {seen}")
        if ui.has("yes"):                                  # a confirmation: go ahead
            ui.click("yes")
            seen["confirmed"] = seen.get("confirmed", 0) + 1
            continue
        decision = our_move(top) if top is table else None
        if decision is None:
            continue
        kind = decision["kind"]
        assert len(decision["options"]) > 1, f"a decision with one answer waits for a click: {decision}"
        seen[kind] = seen.get(kind, 0) + 1
        if ui.has("answer0"):
            count = sum(ui.has(f"answer{i}") for i in range(40))
            ui.click(f"answer{rng.randrange(count)}")
        elif kind == "play":
            playable = [w.id for w in top.form.widgets if w.id.startswith("hand") and w.enabled]
            if playable and rng.random() < 0.75:
                ui.click(rng.choice(playable))
                if top.aim is not None:
                    seen["aimed"] = seen.get("aimed", 0) + 1
                    ui.click(f"seat{rng.choice(top.targets())}")
                    if ui.has("answer0"):
                        ui.click("answer0")
            else:
                ui.click("end_turn")
        elif kind == "discard":
            ui.click("hand0")
        elif kind == "store_pick":
            ui.click(next(w.id for w in top.form.widgets if w.id.startswith("pick")))
    raise AssertionError(f"timed out; so far {seen}")


def play_a_card_or_end(ui, table: CardTable, rng: random.Random, chance: float = 0.6) -> None:
    """At our turn's play: a playable card picked at random (aimed at a random player if it asks for one, its
    question answered with the first answer), or, one time in (1 - chance), the end of the turn."""
    playable = [w.id for w in table.form.widgets if w.id.startswith("hand") and w.enabled]
    if playable and rng.random() < chance:
        ui.click(rng.choice(playable))
        if table.aim is not None and table.targets():
            ui.click(f"seat{rng.choice(table.targets())}")
        if ui.has("answer0"):
            ui.click("answer0")
    else:
        ui.click("end_turn")
