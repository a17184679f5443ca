"""The base game: 80 cards with exact suit and rank, 16 characters (../shared/rules/cards.md §1b and §2), and its
own rules at the points the expansions change (rules.py).

The order of the cards is the order of their ids (bang 0..24, missed 25..36, ...), which saves and seeded
games rely on; the order of the characters is the order they are dealt from.
"""

from game.core.cards.base.characters import CHARACTERS
from game.core.cards.base.draws import GENERAL_STORE, STAGECOACH, WELLS_FARGO
from game.core.cards.base.duels import DUEL, INDIANS
from game.core.cards.base.equipment import MUSTANG, REMINGTON, REV_CARABINE, SCHOFIELD, SCOPE, VOLCANIC, WINCHESTER
from game.core.cards.base.hazards import DYNAMITE, JAIL
from game.core.cards.base.heals import BEER, SALOON
from game.core.cards.base.ley_implacable import HOOKS as LEY_IMPLACABLE
from game.core.cards.base.rules import HOOKS
from game.core.cards.base.shots import BANG, BARREL, GATLING, MISSED
from game.core.cards.base.steals import CAT_BALOU, PANIC
from game.core.cards.rulings import RULE_OPTIONS
from game.core.cards.sets import CardSet

SET = CardSet(
    "base",
    (BANG, MISSED, BEER, SALOON, STAGECOACH, WELLS_FARGO, GENERAL_STORE, PANIC, CAT_BALOU, GATLING, INDIANS, DUEL,
     BARREL, DYNAMITE, JAIL, MUSTANG, SCOPE, VOLCANIC, SCHOFIELD, REMINGTON, REV_CARABINE, WINCHESTER),
    CHARACTERS,
    hooks=HOOKS + LEY_IMPLACABLE,
    en="BANG!",
    es="¡BANG!",
    options=RULE_OPTIONS)
