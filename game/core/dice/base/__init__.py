"""The base game as a module: five base dice, nine arrows, the resolve order of §1.4 and the 16 characters.

Every dice game enables it first; an expansion's modules add to it (specs.Module) and may replace one of its
steps, on-roll symbols or load checks by name.
"""

from game.core.common.options import Option
from game.core.dice.base import checks, steps
from game.core.dice.base.characters import CHARACTERS
from game.core.dice.base.faces import BASE_DIE, FACES, REACH, REACH_WHEN_FEW, SYMBOLS
from game.core.dice.specs import Module, Resolve

ARROWS_TOTAL = 9
SHERIFF_EXTRA_LIFE = 2
# Rule options (name -> the rule it changes): none. Where the rulebook was once read two ways, the reading seed
# 001 gives is the rule (docs/rules-notes.md, "Dice game").
RULE_OPTIONS: dict[str, Option] = {}
# Options of earlier versions (name -> why it is gone): a game, save or scenario naming one is refused.
RETIRED_OPTIONS: dict[str, str] = {
    "later_edition": "both of its readings are now the rules of every game, as seed 001 words them (1s and 2s "
                     "are aimed first and land together; a roller eliminated by his own Dynamite or Indians "
                     "stops), and the other reading is gone",
}

MODULE = Module(
    "base",
    faces=FACES,
    symbols=SYMBOLS,
    dice=(BASE_DIE,),
    dice_a_turn=steps.BASE_DICE,
    on_roll=steps.ON_ROLL,
    steps=steps.STEPS,
    resolve=tuple(Resolve(name) for name in ("dynamite", "shots", "beer", "gatling")),   # §1.4
    why=steps.WHY,
    characters=CHARACTERS,
    turn_flags=("gatling_fired", "beer_doubled", "self_beer", "shot_relief"),
    options=RULE_OPTIONS,
    retired=RETIRED_OPTIONS,
    checks=checks.CHECKS,
    judge=steps.judge,
    sides=("law", "outlaws", "renegade"),
    roles=steps.deal_roles,
    reach=REACH,
    reach_when_few=REACH_WHEN_FEW,
    arrows=ARROWS_TOTAL,
    sheriff_life=SHERIFF_EXTRA_LIFE,
    en="BANG! The Dice Game",
    es="BANG! El juego de dados",
)
