"""Undead or Alive, module 5: Legacy of the Wild West (../shared/rules/dice.md §3, seed 001 «Módulo 5»).

Several games in a row at one table. The module adds nothing to a game itself: it brings the series rules
(rules.py) that decide between two games who is the next Sheriff, who starts with an extra life and who picks his
character; switching it on makes a game the first of a series. This file holds its record, titles and its
scenario words (`do = "name_sheriff"`, the paths `legacy.sheriff` and `legacy.bonus`).
"""

from __future__ import annotations

from typing import Any

from game.core.dice.specs import Module
from game.core.dice.undead_or_alive.legacy import rules

NAME = "undead_or_alive.legacy"


def _named(game: Any, seat: int | None) -> str | None:
    return None if seat is None else game.names[seat]


def next_sheriff(game: Any) -> str | None:
    """The next game's Sheriff once the last one decided him (a scenario's game in its series: dice/series.py;
    None before, or when he is dealt at random)."""
    return _named(game, game.series.sheriff_next())


def bonus(game: Any) -> str | None:
    """Who starts the next game with the extra life (None: nobody, a file's "none")."""
    return _named(game, next((int(s) for s in game.series.data.get("bonus", {})), None))


MODULE = Module(
    NAME,
    series=rules.RULES,
    players=(4, 8),                 # the rules turn on a Sheriff: a table of 3 has none
    scenario_steps={"name_sheriff": ("name_sheriff", ("target",))},
    scenario_paths={"legacy.sheriff": next_sheriff, "legacy.bonus": bonus},
    en="Legacy of the Wild West",
    es="El legado del salvaje Oeste",
    blurb_en="Several games in a row: the Sheriff's killer is the next Sheriff, a surviving Sheriff names him.",
    blurb_es="Varias partidas seguidas: quien mata al Sheriff es el nuevo Sheriff; si sobrevive, él lo elige.",
    version=2,      # 2: the Sheriff the game ended with decides (El Bueno's holder, once he revealed it)
)
