"""What a setup may say, for each game kind: its seats, the sets (card game) or modules (dice game) a player may
switch on, their typed rule options, and the rules that refuse a combination, in words. The Setup scene, the LAN
lobby, the headless host, the terminal client and the autosave all read setups through these descriptions.

A setup names its expansions and options: {"game", "seed", "sets": [the base game, then the expansions switched
on], "options": {name: value}, "seats": [...]} (game/session.py); a setup with no "sets" (an older autosave)
plays the base game alone. The core's registries say which sets and modules exist (cards/sets.py,
dice/modules.py), and each declares its own title, options, needs and player counts, so nothing here names one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from game.core.cards import sets as card_sets
from game.core.cards.rulings import RETIRED_OPTIONS as CARD_RETIRED
from game.core.cards.rulings import for_table as card_table_options
from game.core.common.options import Option, Value
from game.core.common.registry import named
from game.core.dice import modules as dice_modules
from game.core.dice.base import RETIRED_OPTIONS as DICE_RETIRED

BASE = "base"


class Expansion(NamedTuple):
    """A set or module as a setup sees it (the base game among them): the card CardSet's or dice Module's data."""
    name: str
    en: str
    es: str
    options: Mapping[str, Option]       # every option it declares (those with a label are offered at a setup)
    needs: tuple[str, ...]
    players: tuple[int, int] | None
    version: int                        # of its rules (a LAN host refuses a joiner whose program has another)
    blurb_en: str = ""                  # one line on what it adds ("": none said)
    blurb_es: str = ""
    variant: bool = False               # a variant of the rules with no cards of its own (a setup lists it apart)
    series: bool = False                # it brings the rules of several games in a row: played only as a series


# Why a setup is refused: a Refusal's rule is one of these.
RULES = ("players", "set_players", "needs", "unknown_set", "base_first", "sets", "options", "retired",
         "unknown_option", "option_off", "option_value", "option_series", "set_series", "series_set")


class Refusal(NamedTuple):
    """Why a setup cannot be dealt: `rule` (the window's words are "setup.refused.<rule>"), the English `message`,
    and what the words name (`about`: "set", "other", "option", "value", "low", "high", "players")."""
    rule: str
    message: str
    about: Mapping[str, Any]


class Description:
    """One game kind's setups: seats, expansions, options and the rules that refuse a combination."""

    def __init__(self, game: str, seats: tuple[int, int], known: Callable[[], tuple[str, ...]],
                 spec: Callable[[str], Any], retired: Mapping[str, str],
                 by_size: Callable[[int], Mapping[str, Value]] = lambda players: {}):
        self.game = game
        self.seats = seats
        self._known, self._spec, self.retired, self._by_size = known, spec, retired, by_size

    def table_options(self, players: int) -> dict[str, Value]:
        """The options a table of `players` seats is dealt with, never offered alone (the card game's eight
        players): every reader deals a setup with them (session.deal)."""
        return dict(self._by_size(players))

    def table_notes(self, players: int) -> list[Option]:
        """The options a table of that size turns on, their words (`tip_en`, `tip_es`) a line a setup shows: the
        card game's eight players are not in its base rulebook."""
        options = self.expansion(BASE).options
        return [options[name] for name, value in self.table_options(players).items() if value and name in options]

    def installed(self) -> tuple[str, ...]:
        """The names of every set or module a game of this kind may switch on in this program (built in or
        registered): a window side of any other is not loaded."""
        return self._known()

    def expansions(self) -> list[Expansion]:
        """The base game, then every expansion registered now, in the registry's order."""
        return [self.expansion(name) for name in (BASE, *(n for n in self._known() if n != BASE))]

    def expansion(self, name: str) -> Expansion:
        """The set or module called `name` (KeyError if there is none)."""
        spec = self._spec(name)
        return Expansion(spec.name, spec.en or spec.name, spec.es or spec.en or spec.name, dict(spec.options),
                         tuple(spec.needs), spec.players, spec.version, getattr(spec, "blurb_en", ""),
                         getattr(spec, "blurb_es", ""), getattr(spec, "variant", False),
                         getattr(spec, "series", None) is not None)

    def left_out(self, sets: list[str]) -> list[tuple[str, str, str]]:
        """The characters of the sets chosen left out for want of a set not chosen (a dice Character's `needs`):
        (his English name, his Spanish name, the first set he lacks)."""
        chosen = [s for s in sets if s in self._known()]
        out = []
        for character in (c for s in chosen for c in getattr(self._spec(s), "characters", ())):
            missing = [n for n in getattr(character, "needs", ()) if n not in chosen]
            if missing:
                out.append((character.en, character.es, missing[0]))
        return out

    def options(self, sets: list[str], series: bool = False) -> dict[str, Option]:
        """The options a setup of these sets may set (those with a label), the base game's first; those of a series
        of games (money) only for one (`series`)."""
        return {name: option for s in sets if s in self._known() for name, option in self.expansion(s).options.items()
                if option.en and (series or not option.in_series)}

    def refusals(self, setup: dict) -> list[Refusal]:
        """Every reason the rules refuse this setup's seats, sets and options (its seats' kinds are the session's
        to check), in words; none: it can be dealt."""
        seats = setup.get("seats")
        players = len(seats) if isinstance(seats, list) else 0
        low, high = self.seats
        found = []
        if not low <= players <= high:
            found.append(Refusal("players", f"{self.game_words()} is for {low} to {high} players, not {players}",
                                 {"low": low, "high": high, "players": players}))
        chosen = sets_of(setup)
        found += self._set_refusals(chosen, players)
        if not any(r.rule in ("sets", "unknown_set") for r in found):
            found += self._option_refusals(chosen, setup.get("options"), "series" in setup)
            found += self._series_refusals(chosen, "series" in setup)
        return found

    def _series_refusals(self, chosen: list[str], in_series: bool) -> list[Refusal]:
        """An expansion that brings the rules of a series is played only as one; and where a game kind has such an
        expansion (the dice game's Legacy), its series are played by it."""
        bringing = [e for e in self.expansions() if e.series]
        on = [e for e in bringing if e.name in chosen]
        if on and not in_series:
            return [Refusal("set_series", f"{on[0].en} is several games in a row: play it as a series",
                            {"set": on[0].name})]
        if bringing and in_series and not on:
            return [Refusal("series_set", f"a series of {self.game_words()} is played by {bringing[0].en}: "
                                          "switch it on", {"set": bringing[0].name})]
        return []

    def lacking(self, sets: list[str], have: Mapping[str, Any]) -> Expansion | None:
        """The first expansion of `sets` that a program with `have` (name -> version of each expansion it has) lacks
        or has in another version; None: it can play them all. (The base game is the program's own version.)"""
        for name in sets:
            if name != BASE and name in self._known():
                wanted = self.expansion(name)
                if have.get(name) != wanted.version:
                    return wanted
        return None

    def played(self, sets: Any) -> list[Expansion]:
        """The expansions of this program that a setup read from a file names (the base game among them), whose
        versions a save records (anything else is left for the setup's checks to refuse)."""
        return named(sets, self._known(), self.expansion)

    def game_words(self) -> str:
        return self.expansion(BASE).en

    def _set_refusals(self, chosen: Any, players: int) -> list[Refusal]:
        if not isinstance(chosen, list) or not all(isinstance(s, str) for s in chosen):
            return [Refusal("sets", f"the expansions are a list of names, not {chosen!r}", {"value": chosen})]
        unknown = [s for s in chosen if s not in self._known()]
        if unknown:
            return [Refusal("unknown_set", f"there is no expansion {unknown[0]!r} in this program",
                            {"set": unknown[0]})]
        if chosen[:1] != [BASE] or len(set(chosen)) != len(chosen):
            return [Refusal("base_first", "the base game comes first and each expansion once", {})]
        found = []
        for name in chosen:
            spec = self.expansion(name)
            for other in spec.needs:
                if other not in chosen:
                    found.append(Refusal("needs", f"{spec.en} needs {self._title(other)}: switch it on too",
                                         {"set": name, "other": other}))
            if spec.players is not None and players and not spec.players[0] <= players <= spec.players[1]:
                low, high = spec.players
                found.append(Refusal("set_players", f"{spec.en} is for {low} to {high} players, not {players}",
                                     {"set": name, "low": low, "high": high, "players": players}))
        return found

    def _title(self, name: str) -> str:
        return self.expansion(name).en if name in self._known() else name

    def _option_refusals(self, chosen: list[str], options: Any, in_series: bool = False) -> list[Refusal]:
        if not isinstance(options, dict):
            return [Refusal("options", f"the options are names and values, not {options!r}", {"value": options})]
        offered = self.options(chosen, series=True)
        found = []
        for name, value in options.items():
            if name in self.retired:
                found.append(Refusal("retired", f"the rule option {name!r} is gone: {self.retired[name]}",
                                     {"option": name}))
            elif name not in offered:
                owner = next((e for e in self.expansions() if name in e.options and e.options[name].en), None)
                if owner is None:
                    found.append(Refusal("unknown_option", f"{name!r} is no rule option of {self.game_words()}",
                                         {"option": name}))
                else:
                    found.append(Refusal("option_off", f"the option {name!r} is {owner.en}'s, which is not switched "
                                                       "on", {"option": name, "set": owner.name}))
            else:
                wrong = offered[name].why_not(value)
                if wrong is not None:
                    found.append(Refusal("option_value", f"the option {name!r} {wrong}", {"option": name,
                                                                                         "value": value}))
                elif offered[name].in_series and value and not in_series:
                    found.append(Refusal("option_series", f"the option {name!r} is played only in a series of "
                                                          "games or a tournament, where money is kept",
                                         {"option": name}))
        return found

    def variant_sets(self, sets: list[str], texts: list[str]) -> tuple[list[str], list[str]]:
        """A command line's `--option` texts that name a variant set (a set marked `variant`, as a scenario file's
        `variants` may name it) switch that set on: `sets` with them added, and the texts left (rule options)."""
        named = [text.strip() for text in texts if text.strip() in self._known()
                 and self.expansion(text.strip()).variant]
        return [*sets, *(n for n in named if n not in sets)], [text for text in texts if text.strip() not in named]

    def parse_option(self, text: str, chosen: list[str]) -> tuple[str, bool | int | str]:
        """"name=value" as a command line writes it (a bool option alone means on): the option and its value
        typed; ValueError in words when it is none of these sets' options or the value is not one of its."""
        name, equals, raw = text.partition("=")
        name, raw = name.strip(), raw.strip()
        offered = self.options(chosen, series=True)
        if name not in offered:
            refused = self._option_refusals(chosen, {name: None})
            raise ValueError(refused[0].message if refused else f"{name!r} is no rule option here")
        option = offered[name]
        value: bool | int | str = raw
        if type(option.default) is bool:
            words = {"on": True, "true": True, "yes": True, "1": True, "off": False, "false": False, "no": False,
                     "0": False}
            value = words.get(raw.lower(), raw) if equals else True
        elif type(option.default) is int:
            try:
                value = int(raw)
            except ValueError:
                pass
        wrong = option.why_not(value)
        if wrong is not None:
            raise ValueError(f"the option {name!r} {wrong}")
        return name, value


def programs_sets() -> dict[str, dict[str, int]]:
    """Every expansion this program has, with its version, by game kind (a LAN hello carries them)."""
    return {kind: {e.name: e.version for e in d.expansions() if e.name != BASE} for kind, d in DESCRIPTIONS.items()}


def sets_of(setup: dict) -> Any:
    """The sets or modules a setup names: the base game alone when it names none (an autosave of an earlier
    version)."""
    return setup.get("sets", [BASE])


DESCRIPTIONS = {
    "cards": Description("cards", (4, 8), card_sets.known, card_sets.card_set, CARD_RETIRED, card_table_options),
    "dice": Description("dice", (3, 8), dice_modules.known, dice_modules.dice_module, DICE_RETIRED),
}
GAME_KINDS = tuple(DESCRIPTIONS)
__all__ = ["BASE", "DESCRIPTIONS", "GAME_KINDS", "RULES", "Description", "Expansion", "Option", "Refusal",
           "programs_sets", "sets_of"]
