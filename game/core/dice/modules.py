"""Dice modules by name: the base game, and whatever expansion module registers itself. A game enables a list.

The modules that ship with the game are imported on first use (BUILT_IN); any other, an expansion being written
or one defined in a test, is registered with `register` before a game asks for it. An expansion's modules are
named `expansion.module` (`old_saloon.saloon_dice`), as scenario files name them.
"""

from __future__ import annotations

from game.core.common.registry import Registry
from game.core.dice.specs import Module

BUILT_IN = {                                   # module name -> the Python module whose MODULE it is
    "base": "game.core.dice.base",
    "old_saloon.saloon_dice": "game.core.dice.old_saloon.saloon_dice",
    "old_saloon.chief_arrow": "game.core.dice.old_saloon.chief_arrow",
    "old_saloon.characters": "game.core.dice.old_saloon.characters",
    "old_saloon.roles": "game.core.dice.old_saloon.roles",
    "old_saloon.ghost": "game.core.dice.old_saloon.ghost",
    "undead_or_alive.boneyard": "game.core.dice.undead_or_alive.boneyard",
    "undead_or_alive.legacy": "game.core.dice.undead_or_alive.legacy",
    "undead_or_alive.rage": "game.core.dice.undead_or_alive.rage",
    "undead_or_alive.duel": "game.core.dice.undead_or_alive.duel",
    "undead_or_alive.characters": "game.core.dice.undead_or_alive.characters",
    "four_valiants.characters": "game.core.dice.four_valiants.characters",
}

MODULES: Registry[Module] = Registry("dice module", BUILT_IN, "MODULE")
register, known, dice_module = MODULES.register, MODULES.known, MODULES.get
