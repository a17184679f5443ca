"""What the dice table knows from the dice game's data: the faces, what each character's ability changes (rolls,
reach of a 1 and a 2, the Gatling's threshold, Dynamite re-rolls), the roles dealt and the three-player hunt;
whom a die reaches and how far apart two seats are, as the rules core counts them (catalog).

The one module of the dice table that reads the rules data, so a change of the data's shape is mended here. It
reads the base game's (catalog.BASE); a game with other modules will ask its own box (catalog.box_for).
"""

from __future__ import annotations

from collections import Counter

from game.core.common.roles import ROLES, roles_for
from game.core.dice.catalog import (
    ARROW,
    BASE,
    BEER,
    CHARACTERS,
    DYNAMITE,
    DYNAMITE_LIMIT,
    FACES,
    GATLING,
    ONE,
    THREE_PLAYER_ROLES,
    THREE_PLAYER_TARGET,
    TWO,
    seat_distance,
)

FACE_IDS = tuple(FACES)
SHOTS = (ONE, TWO)
__all__ = ["ARROW", "BEER", "DYNAMITE", "DYNAMITE_LIMIT", "GATLING", "ONE", "TWO", "FACE_IDS", "SHOTS"]


def rolls(character: str) -> int:
    """Rolls in a turn, the first included (Lucky Duke has one more)."""
    return CHARACTERS[character].rolls


def reaches_further(character: str) -> bool:
    """A 1 or a 2 of this character reaches other seats than everyone's (Calamity Janet and Rose Doolan)."""
    return BASE.reach_of(character) != BASE.reach


def marks(players: list[dict], roller: int) -> dict[int, frozenset[str]]:
    """Seat -> the shot symbols of `roller` that reach it, counting the seated shown (only seats some reaches)."""
    return BASE.marks(players, roller)


def seats_apart(seated: list[bool], a: int, b: int) -> int:
    """Seats between seated players a and b the shorter way round, counting only the seated."""
    return seat_distance(seated, a, b)


def gatling_needs(character: str) -> int:
    return CHARACTERS[character].gatling_needs


def rerolls_dynamite(character: str) -> bool:
    return CHARACTERS[character].rerolls_locked


def self_beer(character: str) -> tuple[int, int] | None:
    """(life at most, life gained) of a Beer on himself (Jesse Jones), or None."""
    return CHARACTERS[character].self_beer


def hunted(role: str | None) -> str | None:
    """The role a player of the three-player game hunts."""
    return None if role is None else THREE_PLAYER_TARGET.get(role)


def roles_dealt(players: int) -> list[tuple[str, int]]:
    """How many of each role the table was dealt (two Renegades with eight players), Sheriff first."""
    counts = Counter(THREE_PLAYER_ROLES if players == 3 else roles_for(players))
    return [(role, counts[role]) for role in ROLES if counts[role]]
