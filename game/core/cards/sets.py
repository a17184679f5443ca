"""Card sets by name: the base game, and whatever expansion registers itself. A game enables a list of them.

A set brings card kinds and characters, and may bring its own piles and counters (a second deck, a shop row, a
counter per player: specs.Pile), hooks at the points of the rules the expansions change (specs.Hook) and phase-2
actions (specs.TurnAction), and player statuses of its own (a shadow: common.status.Status). The base game's own
rules at those points (two cards in phase 1, the hand limit, the Outlaw bounty...) are hooks of the base set, so an
expansion changes them the same way.

The sets that ship with the game are imported on first use (BUILT_IN); any other set, an expansion being
written or one defined in a test, is registered with `register` before a game asks for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from game.core.cards.specs import CardKind, Character, Hook, PaidHeal, Pile, ScenarioWords, TurnAction, Verb
from game.core.common.options import Option
from game.core.common.registry import Registry
from game.core.common.status import Status

BUILT_IN = {"base": "game.core.cards.base", "gold_rush": "game.core.cards.gold_rush",
            "shadow_gunslingers": "game.core.cards.shadow_gunslingers"}   # name -> the module of its SET


class CardSet(NamedTuple):
    name: str
    cards: tuple[CardKind, ...]          # in deck order; turn-start "draw!"s are checked in this order too
    characters: tuple[Character, ...]
    piles: tuple[Pile, ...] = ()
    hooks: tuple[Hook, ...] = ()
    actions: tuple[TurnAction, ...] = ()     # offered in phase 2 after the plays of the hand, in this order
    en: str = ""                             # its title, in English and Spanish (the setup, the lobby)
    es: str = ""
    options: Mapping[str, Option] = {}       # its rule options (names unique in a game; a plain dict copies)
    needs: tuple[str, ...] = ()              # the sets it is played with (the base game is always there)
    players: tuple[int, int] | None = None   # the fewest and most players it is for (None: the game's own)
    statuses: tuple[Status, ...] = ()        # a player's statuses of its own (common.status), beside in and out
    verbs: tuple[Verb, ...] = ()             # answers of its own beside its cards' and characters' (an `anytime`'s)
    paid_heals: tuple[PaidHeal, ...] = ()    # answers that pay for a life point, offered by its `anytime` hook
    blurb_en: str = ""                       # one line on what it changes (the setup shows it)
    blurb_es: str = ""
    variant: bool = False                    # a variant of the rules with no cards of its own: a scenario file's
    #                                          `variants` may name it as well as its `expansions`
    scenario: ScenarioWords | None = None    # its own words in scenario files
    version: int = 1                         # of its rules: raised when they change, so that two programs that
    #                                          play it differently never meet on the LAN (the host refuses a joiner)


SETS: Registry[CardSet] = Registry("card set", BUILT_IN, "SET")
register, known, card_set = SETS.register, SETS.known, SETS.get
