"""The JSON envelope around a saved game: refuses corrupt, foreign and future files with a clear message."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol, TypeVar

from game.core.common.errors import SaveError

FORMAT = "bang-desktop-save"
SAVE_VERSION = 3          # 2: events carry seq and version; card games name their card sets; 3: a player's status
READS = (2, SAVE_VERSION)  # the formats this version continues (a format 2 state is upgraded as it is read)


class Versioned(Protocol):
    """A card set or dice module as a save records it: the version of its rules, and its title for the refusal."""

    @property
    def name(self) -> str: ...
    @property
    def en(self) -> str: ...
    @property
    def version(self) -> int: ...


V = TypeVar("V", bound=Versioned)


def versions(played: Iterable[Versioned]) -> dict[str, int]:
    """The record of the rules a game was played by, as a save keeps it: each set's version past 1 (a set it
    leaves out was played at version 1: saves written before the record, and a base game's save as it was)."""
    return {spec.name: spec.version for spec in played if spec.version != 1}


def other_rules(record: Any, played: Iterable[V]) -> tuple[V, Any] | None:
    """The first of `played` (this program's sets that a save names) whose version the save's `record` (read from
    the file: `versions`) says differs, with the version saved; None: the save was played by these rules."""
    saved: Mapping = record if isinstance(record, dict) else {}
    for spec in played:
        was = saved.get(spec.name, 1)
        if was != spec.version:
            return spec, was
    return None


def other_rules_words(title: str, was: Any, plays: int) -> str:
    """Why a save of other rules cannot continue, in English (the window has its own words)."""
    return (f'this game was saved with version {was} of the rules of "{title}"; this program plays version {plays}, '
            "so it cannot continue it")


def wrap(game_kind: str, state: dict, played: Iterable[Versioned] = ()) -> str:
    """The save file's text: `played` the sets or modules of the game, whose versions it records."""
    data: dict[str, Any] = {"format": FORMAT, "version": SAVE_VERSION, "game": game_kind, "state": state}
    record = versions(played)
    if record:
        data["set_versions"] = record
    return json.dumps(data, separators=(",", ":"))


def unwrap(text: str | bytes, game_kind: str, upgrade: Callable[[dict], None],
           played: Callable[[dict], Iterable[Versioned]] = lambda state: ()) -> dict:
    """The saved state of a `game_kind` game, or SaveError saying why the file cannot be used. `upgrade` brings
    a format 2 state to today's shape in place (its players said `alive`: status.from_alive); `played` names the
    sets of this program that a state names, whose versions must be those it was saved with."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise SaveError(f"this is not a readable save file (not valid JSON: {exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this file is not a BANG! desktop save")
    version = data.get("version")
    if version not in READS:
        age = "an older" if type(version) is int and version < SAVE_VERSION else "another"
        raise SaveError(f"this save was written by {age} version of the game (save format {version!r}); "
                        f"this version reads formats {READS[0]} to {SAVE_VERSION} only, so it cannot continue "
                        f"that game")
    if data.get("game") != game_kind:
        raise SaveError(f"this save holds a {data.get('game')!r} game, not a {game_kind!r} game")
    if not isinstance(data.get("state"), dict):
        raise SaveError("this save file has no game state in it")
    if version != SAVE_VERSION:
        upgrade(data["state"])
    changed = other_rules(data.get("set_versions"), played(data["state"]))
    if changed is not None:
        spec, was = changed
        raise SaveError(other_rules_words(spec.en or spec.name, was, spec.version))
    return data["state"]
