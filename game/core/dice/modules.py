"""Dice modules by name: the base game, and whatever expansion module registers itself. A game enables a list.

The modules that ship with the game are imported on first use (BUILT_IN); any other, an expansion being written
or one defined in a test, is registered with `register` before a game asks for it. An expansion's modules are
named `expansion.module` (`old_saloon.saloon_dice`), as scenario files name them.
"""

from __future__ import annotations

import importlib

from game.core.dice.specs import Module

BUILT_IN = {"base": "game.core.dice.base"}     # module name -> the Python module whose MODULE it is

_REGISTERED: dict[str, Module] = {}


def register(module: Module) -> None:
    """Make `module` available to new games by its name (registering a name twice is refused)."""
    if module.name in _REGISTERED and _REGISTERED[module.name] is not module:
        raise ValueError(f"a dice module named {module.name!r} is already registered")
    _REGISTERED[module.name] = module


def known() -> tuple[str, ...]:
    """Every module a game may enable now: those that ship with the game, then those registered, in that order."""
    return tuple(dict.fromkeys((*BUILT_IN, *_REGISTERED)))


def dice_module(name: str) -> Module:
    """The module called `name`; KeyError with the known names if there is none."""
    if name not in _REGISTERED and name in BUILT_IN:
        register(importlib.import_module(BUILT_IN[name]).MODULE)
    if name not in _REGISTERED:
        known = sorted({*BUILT_IN, *_REGISTERED})
        raise KeyError(f"there is no dice module {name!r} (known: {', '.join(known)})")
    return _REGISTERED[name]
