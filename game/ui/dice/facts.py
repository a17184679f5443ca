"""What the dice table knows from the dice game's data: the faces, what each character's ability changes (rolls,
reach of a 1 and a 2, the Gatling's threshold, Dynamite re-rolls), the roles dealt and the three-player hunt.

The one module of the dice table that reads the rules data, so a change of the data's shape is mended here.
"""

from __future__ import annotations

from collections import Counter

from game.core.common.roles import ROLES, roles_for
from game.core.dice.data import (
    ARROW,
    BEER,
    CHARACTERS,
    DYNAMITE,
    DYNAMITE_LIMIT,
    FACES,
    GATLING,
    NORMAL_REACH,
    ONE,
    THREE_PLAYER_ROLES,
    THREE_PLAYER_TARGET,
    TWO,
)

FACE_IDS = tuple(FACES)
SHOTS = (ONE, TWO)
__all__ = ["ARROW", "BEER", "DYNAMITE", "DYNAMITE_LIMIT", "GATLING", "ONE", "TWO", "FACE_IDS", "SHOTS"]


def rolls(character: str) -> int:
    """Rolls in a turn, the first included (Lucky Duke has one more)."""
    return CHARACTERS[character].rolls


def reach(character: str) -> dict[str, tuple[int, ...]]:
    """Shot symbol -> the seat distances it reaches (Calamity Janet and Rose Doolan reach further)."""
    return CHARACTERS[character].reach


def reaches_further(character: str) -> bool:
    """A 1 or a 2 of this character reaches other seats than everyone's."""
    return CHARACTERS[character].reach != NORMAL_REACH


def gatling_needs(character: str) -> int:
    return CHARACTERS[character].gatling_needs


def rerolls_dynamite(character: str) -> bool:
    return CHARACTERS[character].rerolls_dynamite


def self_beer(character: str) -> tuple[int, int] | None:
    """(life at most, life gained) of a Beer on himself (Jesse Jones), or None."""
    return CHARACTERS[character].self_beer


def hunted(role: str | None) -> str | None:
    """The role a player of the three-player game hunts."""
    return THREE_PLAYER_TARGET.get(role)


def roles_dealt(players: int) -> list[tuple[str, int]]:
    """How many of each role the table was dealt (two Renegades with eight players), Sheriff first."""
    counts = Counter(THREE_PLAYER_ROLES if players == 3 else roles_for(players))
    return [(role, counts[role]) for role in ROLES if counts[role]]
