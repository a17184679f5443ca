"""The JSON envelope around a saved game: refuses corrupt, foreign and future files with a clear message."""

from __future__ import annotations

import json
from collections.abc import Callable

from game.core.common.errors import SaveError

FORMAT = "bang-desktop-save"
SAVE_VERSION = 3          # 2: events carry seq and version; card games name their card sets; 3: a player's status
READS = (2, SAVE_VERSION)  # the formats this version continues (a format 2 state is upgraded as it is read)


def wrap(game_kind: str, state: dict) -> str:
    return json.dumps({"format": FORMAT, "version": SAVE_VERSION, "game": game_kind, "state": state},
                      separators=(",", ":"))


def unwrap(text: str | bytes, game_kind: str, upgrade: Callable[[dict], None]) -> dict:
    """The saved state of a `game_kind` game, or SaveError saying why the file cannot be used. `upgrade` brings
    a format 2 state to today's shape in place (its players said `alive`: status.from_alive)."""
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
    return data["state"]
