"""The dice game's printed matter, for readers outside the rules (the window, the terminal client, the bots, tests).

The base game's faces, die, characters and roles as plain data. A game that enables other modules names them in
its view (`rules.modules`); `box_for(modules)` gives that game's own tables (its faces, dice and characters, and
`targets`/`marks`: whom a die reaches, the one answer the engine gives too); a `Character` holds what an ability
changes. `seat_distance` counts seats apart.
"""

from __future__ import annotations

from game.core.common.seats import seat_distance
from game.core.dice.base import ARROWS_TOTAL, RETIRED_OPTIONS, RULE_OPTIONS
from game.core.dice.base.faces import ARROW, BEER, DYNAMITE, DYNAMITE_LIMIT, GATLING, GATLING_HIT, ONE, SHOT, TWO
from game.core.dice.base.steps import THREE_PLAYER_ROLES, THREE_PLAYER_TARGET
from game.core.dice.box import DiceBox, box_for
from game.core.dice.specs import Character

BASE: DiceBox = box_for(("base",))
FACES = BASE.faces              # face id -> Face (the symbols it shows)
CHARACTERS = BASE.characters    # character id -> Character (names, life, ability)

__all__ = ["ARROW", "ARROWS_TOTAL", "BASE", "BEER", "CHARACTERS", "DYNAMITE", "DYNAMITE_LIMIT", "FACES", "GATLING",
           "Character", "GATLING_HIT", "ONE", "RETIRED_OPTIONS", "RULE_OPTIONS", "SHOT", "THREE_PLAYER_ROLES",
           "THREE_PLAYER_TARGET", "TWO", "DiceBox", "box_for", "seat_distance"]
