"""Where the game's files are: `path("fonts", "rye", "rye-latin-400-normal.woff")`, `path("assets/sounds/shot.wav")`.

The same call works in the three ways the game is run:

- from a git checkout (or `pip install -e .`): `fonts/` and `assets/` sit at the repository root, beside `game/`;
- from an installed package (`pip install .`): the build copies both folders into the package as `game/_data/`
  (see setup.py), so they travel inside the wheel;
- from a PyInstaller one-file build: the bundle unpacks into `sys._MEIPASS`; the build spec adds
  `("fonts", "fonts")` and `("assets", "assets")` as datas (a `game/_data/` copy there is found too).

A missing file raises `AssetMissing` (a FileNotFoundError) naming the file and every folder that was searched.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]      # .../game
TOPS = ("fonts", "assets")                          # the only folders an asset path may start with


class AssetMissing(FileNotFoundError):
    """A font, sound or image the game ships could not be found."""


def roots() -> list[Path]:
    """The folders that may hold `fonts/` and `assets/`, searched in this order."""
    found = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found += [Path(bundle), Path(bundle) / "game" / "_data"]
    found += [_PACKAGE / "_data", _PACKAGE.parent]
    return found


def path(*parts: str) -> Path:
    """The file (or folder) `parts` names under the game's data, e.g. path("assets", "sounds", "shot.wav").

    Parts may also be given as one string with slashes. Raises AssetMissing naming the file when no root has it."""
    pieces = [p for part in parts for p in str(part).replace("\\", "/").split("/") if p]
    if not pieces or pieces[0] not in TOPS or any(p in (".", "..") for p in pieces):
        raise ValueError(f"an asset path starts with one of {', '.join(TOPS)} and stays inside it, "
                         f"not {'/'.join(pieces)!r}")
    searched = roots()
    for root in searched:
        candidate = root.joinpath(*pieces)
        if candidate.exists():
            return candidate
    where = "; ".join(str(r) for r in searched)
    raise AssetMissing(f"missing game file {'/'.join(pieces)!r} (looked in: {where}); "
                       "reinstall the game, or restore it from the repository")
