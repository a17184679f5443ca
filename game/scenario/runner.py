"""Runs scenario files against the engines through a small adapter per game.

An adapter module (`game.core.<game>.scenario`) provides:
  build(spec: dict) -> Game            the table exactly as the file sets it up, or with `dealt = true` the game
                                       as the engine deals it (ScenarioError if the file is wrong)
  to_action(game, step: dict) -> (seat, action)   a step's `do` and fields as an engine action
  lookup(game, path: str) -> value     a dotted path such as "bea.life" (ScenarioError if unknown)
  names(game) -> [str]                 the players' names by seat, for the events a step made
  card_label(game, card) -> str        (card game) a card as a file writes it, for the same
  order_free(game) -> set[str]         (optional) the names of the lists a path may compare in any order, beyond
                                       checks.ORDER_FREE (the piles a game's sets add)
The rest of the format is the runner's, the same for both games (docs/scenarios.md).
"""

from __future__ import annotations

import importlib
import tomllib
from dataclasses import dataclass
from pathlib import Path

from game.core.common.errors import IllegalMove, ScenarioError, SetupRefused
from game.scenario.checks import check
from game.setups import BASE, DESCRIPTIONS

ADAPTERS = {"cards": "game.core.cards.scenario", "dice": "game.core.dice.scenario"}
DEALT_KEYS = {"name", "role", "character"}       # all a dealt game takes from a [[players]] table


@dataclass
class Result:
    name: str
    path: str
    ok: bool
    detail: str = ""


def check_players(spec: dict) -> None:
    """What both games require of the players a file lists: no name or character twice (there is one card of
    each character), and in a dealt game nothing but who sits where as what."""
    players = spec.get("players")
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise ScenarioError("[[players]] lists the players, one table each, in seating order")
    for key in ("name", "character"):
        given = [p[key] for p in players if p.get(key) is not None]
        twice = sorted({x for x in given if given.count(x) > 1})
        if twice:
            raise ScenarioError(f"two players cannot have the same {key} {twice[0]!r}")
    if spec.get("dealt", False) is not False:
        if spec["dealt"] is not True:
            raise ScenarioError("dealt is true (the game as the engine deals it) or left out")
        extra = sorted({k for p in players for k in p} - DEALT_KEYS) + (["[table]"] if "table" in spec else [])
        if extra:
            raise ScenarioError(f"a dealt game takes only the players' {sorted(DEALT_KEYS)}, not {extra}")


def _checks_by_step(spec: dict, steps: list) -> dict[int, list[dict]]:
    checks: dict[int, list[dict]] = {}
    for table in spec.get("checks", []):
        after = table.get("after")
        if type(after) is not int or not 0 <= after <= len(steps):
            raise ScenarioError(f"[[checks]] needs after = a step number from 0 (the set-up) to {len(steps)}")
        checks.setdefault(after, []).append(table)
    return checks


def _refused(game, seat: int, action, error, step: dict, number: int) -> str | None:
    """A step that must be refused (`error` true, or the id of the rule that refuses it), changing nothing."""
    if error is not True and not isinstance(error, str):
        raise ScenarioError(f"step {number}: error is true or the id of the rule that refuses the step, not {error!r}")
    before = game.to_json()
    try:
        game.apply(seat, action)
    except IllegalMove as exc:
        if game.to_json() != before:
            return f"step {number}: refused, but the state changed"
        if error is not True and exc.rule != error:
            return f"step {number}: refused by rule {exc.rule!r} ({exc.message}), not by {error!r}"
        return None
    return f"step {number}: {step} should have been refused"


def _refused_table(adapter, spec: dict, name: str, path: str) -> Result:
    """A file whose top-level `error` (true, or words the refusal must contain) says the rules refuse its table."""
    error = spec["error"]
    if error is not True and not isinstance(error, str):
        raise ScenarioError(f"error is true or words of the refusal, not {error!r}")
    players = spec["players"]
    variants = spec.get("variants", [])
    setup = {"seats": players, "sets": [BASE, *spec.get("expansions", [])],
             "options": {v: True for v in variants} if isinstance(variants, list) else variants}
    refusals = DESCRIPTIONS[spec["game"]].refusals(setup) if isinstance(setup["sets"], list) else []
    try:
        if refusals:
            raise SetupRefused("; ".join(r.message for r in refusals))
        adapter.build(spec)
    except SetupRefused as exc:
        if error is not True and error not in str(exc):
            return Result(name, path, False, f"the table was refused ({exc}), but not for {error!r}")
        return Result(name, path, True)
    return Result(name, path, False, "the rules should have refused this table")


def run_spec(spec: dict, path: str = "") -> Result:
    name = spec.get("name", Path(path).stem)
    try:
        kind = spec.get("game")
        if kind not in ADAPTERS:
            raise ScenarioError(f"game must be one of {sorted(ADAPTERS)}, not {kind!r}")
        adapter = importlib.import_module(ADAPTERS[kind])
        check_players(spec)
        if "error" in spec:
            return _refused_table(adapter, spec, name, path)
        game = adapter.build(spec)
        steps = spec.get("steps", [])
        checks = _checks_by_step(spec, steps)
        events = game.take_events()                   # the set-up's: the deal, the first turn's start
        for number in range(len(steps) + 1):
            if number:
                step = steps[number - 1]
                seat, action = adapter.to_action(game, step)
                if "error" in step:
                    failure = _refused(game, seat, action, step["error"], step, number)
                    if failure:
                        return Result(name, path, False, failure)
                    events = []
                else:
                    try:
                        events = game.apply(seat, action)
                    except IllegalMove as exc:
                        pending = game.pending
                        return Result(name, path, False, f"step {number}: {step} was refused: {exc}; "
                                                         f"waiting on {pending!r} {pending.options if pending else ''}")
            where = f"after step {number}" if number else "after the set-up"
            for table in checks.get(number, []):
                failure = check(adapter, game, table, events, where)
                if failure:
                    return Result(name, path, False, failure)
        failure = check(adapter, game, spec.get("expect", {}), events, "at the end")
        if failure:
            return Result(name, path, False, failure)
        return Result(name, path, True)
    except ScenarioError as exc:
        return Result(name, path, False, f"scenario error: {exc}")


def run_file(path: str | Path) -> Result:
    try:
        spec = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        return Result(Path(path).stem, str(path), False, f"cannot read the file: {exc}")
    return run_spec(spec, str(path))


def collect(paths) -> list[Path]:
    files = []
    for p in map(Path, paths):
        files.extend(sorted(p.rglob("*.toml")) if p.is_dir() else [p])
    return files
