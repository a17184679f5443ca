"""Rule options: the named variants a game may be dealt with, each one rule read another way.

Each game lists its options (name -> the rule it changes, for the docs and the setup screen) and the options
of earlier versions that it no longer has (name -> why), so that a game, a save or a scenario naming an old
one is refused with the reason, not as a mere unknown word.
"""

from __future__ import annotations

from typing import Mapping


def check_options(options: Mapping, known: Mapping[str, str], retired: Mapping[str, str], game: str) -> dict:
    """Every option of `known` set as `options` says (off when left out); ValueError names what is wrong."""
    for name, value in options.items():
        if name in retired:
            raise ValueError(f"the {game} game's rule option {name!r} is gone: {retired[name]}")
        if name not in known:
            raise ValueError(f"unknown rule option {name!r}; the {game} game knows {sorted(known) or 'none'}")
        if type(value) is not bool:
            raise ValueError(f"the rule option {name!r} is true or false, not {value!r}")
    return {name: options.get(name, False) for name in known}
