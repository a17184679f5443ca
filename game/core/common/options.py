"""Rule options: the named variants a game may be dealt with, each one rule read another way.

Each game, set or module lists its options (name -> Option: the rule it changes, its type and default, its words
for the setup screen) and the options of earlier versions that it no longer has (name -> why), so that a game, a
save or a scenario naming an old one is refused with the reason, not as a mere unknown word.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

Value = bool | int | str


class Option(NamedTuple):
    """One rule option. Its default says its type: a bool turns a rule on or off, an int is a number from `low`
    to `high`, a str is one of `choices` (value -> its names in English and Spanish). `en`/`es` name it where a
    player chooses it, `tip_en`/`tip_es` say more; an option with no `en` is not offered at the setup."""
    rule: str                           # the rule it changes, in English (docs, the terminal)
    default: Value = False
    en: str = ""
    es: str = ""
    tip_en: str = ""
    tip_es: str = ""
    choices: Mapping[str, tuple[str, str]] = {}     # never changed: a plain dict copies and pickles
    low: int = 0
    high: int = 0
    in_series: bool = False             # it means something only in a series of games (money): refused elsewhere

    def why_not(self, value: object) -> str | None:
        """What is wrong with `value` for this option, in words (None: nothing)."""
        if type(self.default) is bool:
            return None if type(value) is bool else f"is on or off (true or false), not {value!r}"
        if type(self.default) is int:
            if type(value) is int and self.low <= value <= self.high:
                return None
            return f"is a whole number from {self.low} to {self.high}, not {value!r}"
        return None if isinstance(value, str) and value in self.choices else \
            f"is one of {', '.join(self.choices)}, not {value!r}"


def check_options(options: Mapping, known: Mapping[str, Option], retired: Mapping[str, str], game: str) -> dict:
    """Every option of `known` set as `options` says (its default when left out); ValueError names what is wrong."""
    for name, value in options.items():
        if name in retired:
            raise ValueError(f"the {game} game's rule option {name!r} is gone: {retired[name]}")
        if name not in known:
            raise ValueError(f"unknown rule option {name!r}; the {game} game knows {sorted(known) or 'none'}")
        wrong = known[name].why_not(value)
        if wrong is not None:
            raise ValueError(f"the rule option {name!r} {wrong}")
    return {name: options.get(name, option.default) for name, option in known.items()}
