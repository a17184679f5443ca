"""Runs scenario files against the engines through a small adapter per game.

An adapter module (`game.core.<game>.scenario`) provides:
  build(spec: dict) -> Game            the table exactly as the file sets it up (ScenarioError if the file is wrong)
  to_action(game, step: dict) -> (seat, action)   a step's `do` and fields as an engine action
  lookup(game, path: str) -> value     a dotted path such as "bea.life" (ScenarioError if unknown)
"""

from __future__ import annotations

import importlib
import tomllib
from dataclasses import dataclass
from pathlib import Path

from game.core.common.errors import IllegalMove, ScenarioError

ADAPTERS = {"cards": "game.core.cards.scenario", "dice": "game.core.dice.scenario"}
ORDER_FREE = {"hand", "in_play", "equipment", "winners", "rage"}


@dataclass
class Result:
    name: str
    path: str
    ok: bool
    detail: str = ""


def _one(expected, found) -> bool:
    """Equal, or a bare sign such as "4H" naming whichever card of that sign was found ("beer 4H")."""
    if isinstance(expected, bool) or isinstance(found, bool):
        return expected == found
    if isinstance(expected, str) and isinstance(found, str) and " " not in expected:
        return found == expected or found.endswith(" " + expected)
    return expected == found


def _same(path: str, expected, found) -> bool:
    if isinstance(expected, list) and isinstance(found, (list, tuple)):
        if len(expected) != len(found):
            return False
        if path.rsplit(".", 1)[-1] not in ORDER_FREE:
            return all(_one(e, f) for e, f in zip(expected, found))
        left = list(found)
        for e in sorted(expected, key=lambda x: " " not in str(x)):   # full names first, bare signs last
            match = next((f for f in left if _one(e, f)), None)
            if match is None:
                return False
            left.remove(match)
        return True
    return _one(expected, found)


def _check(adapter, game, table: dict, where: str) -> str | None:
    for path, expected in table.items():
        if path == "after":
            continue
        found = adapter.lookup(game, path)
        if not _same(path, expected, found):
            return f"{where}: {path} expected {expected!r}, found {found!r}"
    return None


def run_spec(spec: dict, path: str = "") -> Result:
    name = spec.get("name", Path(path).stem)
    try:
        kind = spec.get("game")
        if kind not in ADAPTERS:
            raise ScenarioError(f"game must be one of {sorted(ADAPTERS)}, not {kind!r}")
        adapter = importlib.import_module(ADAPTERS[kind])
        game = adapter.build(spec)
        steps = spec.get("steps", [])
        checks = {}
        for check in spec.get("checks", []):
            after = check.get("after")
            if type(after) is not int or not 0 <= after <= len(steps):
                raise ScenarioError(f"[[checks]] needs after = a step number from 0 (the set-up) to {len(steps)}")
            checks.setdefault(after, []).append(check)
        for check in checks.get(0, []):
            failure = _check(adapter, game, check, "after the set-up")
            if failure:
                return Result(name, path, False, failure)
        for number, step in enumerate(steps, start=1):
            seat, action = adapter.to_action(game, step)
            if step.get("error"):
                before = game.to_json()
                try:
                    game.apply(seat, action)
                except IllegalMove:
                    if game.to_json() != before:
                        return Result(name, path, False, f"step {number}: refused, but the state changed")
                else:
                    return Result(name, path, False, f"step {number}: {step} should have been refused")
            else:
                try:
                    game.apply(seat, action)
                except IllegalMove as exc:
                    pending = game.pending
                    return Result(name, path, False, f"step {number}: {step} was refused: {exc}; "
                                                     f"waiting on {pending!r} {pending.options if pending else ''}")
            for check in checks.get(number, []):
                failure = _check(adapter, game, check, f"after step {number}")
                if failure:
                    return Result(name, path, False, failure)
        failure = _check(adapter, game, spec.get("expect", {}), "at the end")
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
