"""A second made-up module, "frontier.ghosts", for the seams of a player who is out yet plays (as Old Saloon's Ghost
will): the first player eliminated keeps taking turns as a ghost. Ghost is a player status of the module's own,
given as data: not counted for seats or distance, never aimed at, hit or healed, taking turns, his character's
ability covered (he has none), still winning with his side. He rolls two ghost dice (two Beer faces, four blank
ones) and gives their Beers to those who may be healed. He holds the one ghost token, which makes him a ghost, so
saves and views show who he is. A setup switches it on only with frontier.gold (`needs`: for the tests of a module
that needs another).
"""

from __future__ import annotations

from game.core.common.status import Status
from game.core.dice.specs import Character, DieKind, Face, Module, Token

NAME = "frontier.ghosts"
GHOST = "ghost"
NO_ABILITY = Character(GHOST, "Ghost", "Fantasma", 1)
GHOST_DIE = DieKind(GHOST, ("beer", "beer", "blank", "blank", "blank", "blank"), "grey")
HAUNTING = Status("haunting", seated=False, targetable=False, takes_turn=True, acts=False, standing=False,
                  wins_with_side=True)


def _haunts(g, seat: int, fallen: list[int]) -> None:
    """The first of the fallen clockwise from the roller becomes the ghost, if there is none yet."""
    if g.token_piles[GHOST]:
        ghost = min(fallen, key=lambda s: (s - g.turn) % len(g.status))
        g.take_tokens(GHOST, ghost, 1, GHOST)
        g.recast()


def _ability(g, seat: int) -> Character | None:
    return NO_ABILITY if g.tokens[GHOST][seat] else None


def _turn_dice(g, seat: int, kinds: tuple) -> tuple:
    return (GHOST_DIE.id,) * 2 if g.tokens[GHOST][seat] else kinds


MODULE = Module(
    NAME,
    faces=(Face("blank", {}),),
    dice=(GHOST_DIE,),
    turn_dice=_turn_dice,
    hooks={"on_elimination": _haunts},
    tokens=(Token(GHOST, 1, status=HAUNTING),),
    ability=_ability,
    statuses=(HAUNTING,),
    en="Frontier Ghosts",
    es="Fantasmas de la frontera",
    needs=("frontier.gold",),
)
