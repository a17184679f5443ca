"""The base game's symbols, faces and die (../shared/rules/dice.md §1), and the sources of life lost.

Each base face shows one symbol of its own name. The Dynamite locks its die and three of them end the rolling;
a 1 reaches the players next to the roller, a 2 those two seats away, and with three or fewer players counted a
2 reaches as a 1.
"""

from __future__ import annotations

from game.core.dice.specs import DieKind, Face, Symbol

ARROW, DYNAMITE, ONE, TWO, BEER, GATLING = "arrow", "dynamite", "1", "2", "beer", "gatling"
SHOT_SYMBOLS = (ONE, TWO)
DYNAMITE_LIMIT = 3          # this many Dynamite end the rolling and cost 1 life

FACES = tuple(Face(s, {s: 1}) for s in (ARROW, DYNAMITE, ONE, TWO, BEER, GATLING))
SYMBOLS = (Symbol(DYNAMITE, locked=("dynamite_locked", "Dynamite cannot be re-rolled"),
                  limit=(DYNAMITE_LIMIT, "dynamite_exploded")),)
BASE_DIE = DieKind("base", (ARROW, DYNAMITE, ONE, TWO, BEER, GATLING), "ivory")
DICE_A_TURN = 5

REACH = {ONE: (1,), TWO: (2,)}                  # shot symbol -> the seat distances it reaches
REACH_WHEN_FEW = (3, {TWO: ONE})                # with 3 or fewer counted, a 2 reaches as a 1

# Sources of life loss; abilities name the sources they react to.
SHOT, GATLING_HIT, DYNAMITE_BLAST = "shot", "gatling", "dynamite"
