"""What the dice table knows from the dice game's data: the faces, what each character's ability changes (rolls,
reach of a 1 and a 2, the Gatling's threshold, Dynamite re-rolls), the roles dealt and the three-player hunt;
whom a die reaches and how far apart two seats are, as the rules core counts them (catalog).

The one module of the dice table that reads the rules data, so a change of the data's shape is mended here. It
reads the game's own box (`box_of` the modules its view names); a character or a face the box does not know reads
as one without an ability or symbols of its own.
"""

from __future__ import annotations

import functools
from collections import Counter

from game.core.common.roles import ROLES, roles_for
from game.core.common.status import of as status_of
from game.core.dice.catalog import (
    ARROW,
    BASE,
    DYNAMITE,
    GATLING,
    ONE,
    THREE_PLAYER_ROLES,
    THREE_PLAYER_TARGET,
    Character,
    DiceBox,
    box_for,
    seat_distance,
)

PLAIN = Character("", "", "", 0)        # a character this window does not know: the usual rules
__all__ = ["ARROW", "DYNAMITE", "GATLING", "ONE"]


def box_of(modules) -> DiceBox:
    """The box of a game enabling `modules` (a view's rules.modules); the base game's for a list this window
    cannot build (a module it does not have: its faces and characters then show plainly)."""
    try:
        return box_for(tuple(modules))
    except (KeyError, ValueError):
        return BASE


def ability(box: DiceBox, character: str) -> Character:
    return box.characters.get(character, PLAIN)


def playing(player: dict) -> str:
    """The character whose ability a player plays with: his own, or none ("", read as PLAIN) once his card went
    back (Status.own_character: a zombie's)."""
    return player["character"] if status_of(player).own_character else ""


def rolls(box: DiceBox, character: str) -> int:
    """Rolls in a turn, the first included (Lucky Duke has one more)."""
    return ability(box, character).rolls


def reaches_further(box: DiceBox, character: str) -> bool:
    """A 1 or a 2 of this character reaches other seats than everyone's (Calamity Janet and Rose Doolan)."""
    return any(box.reach.get(s) != far for s, far in ability(box, character).reach.items())


def marks(box: DiceBox, players: list[dict], roller: int) -> dict[int, frozenset[str]]:
    """Seat -> the shot symbols of `roller` that reach it, counting the seated shown (only seats some reaches)."""
    if players[roller]["character"] not in box.characters:
        return {}
    return box.marks(players, roller)


def locked(box: DiceBox, face: str | None) -> bool:
    """A die showing `face` cannot be rolled again (Dynamite), unless the roller's ability says so."""
    return face in box.locked


def one_dynamite_short(box: DiceBox, faces: list) -> bool:
    """Do `faces` hold one Dynamite fewer than blow up (the box's limit, not the base game's)?"""
    dynamite = box.symbols.get(DYNAMITE)
    limit = dynamite.limit[0] if dynamite is not None and dynamite.limit else None
    count = box.symbol_count.get(DYNAMITE, {})
    return limit is not None and sum(count.get(f, 0) for f in faces) == limit - 1


def shot(box: DiceBox, face: str | None) -> bool:
    """The face shows a symbol that is aimed at a player (a 1, a 2)."""
    return box.shot_of.get(face) is not None


def units(box: DiceBox, face: str | None) -> int:
    """The symbols of `face` still to resolve once the dice are final (a double: two; Arrows and Dynamite, which
    have acted already or act at once, none)."""
    if face is None or face in box.locked:
        return 0
    symbols = box.faces[face].symbols if face in box.faces else {face: 1}
    return sum(n for s, n in symbols.items() if s not in acted(box))


@functools.cache
def acted(box: DiceBox) -> frozenset[str]:
    """The symbols that act as soon as they are rolled (Arrows): nothing of them is left when the dice resolve."""
    acting = [counts for counts, _ in box.on_roll]         # the box's own count tables of those symbols
    return frozenset(s for s, counts in box.symbol_count.items() if any(counts is c for c in acting))


def seats_apart(seated: list[bool], a: int, b: int) -> int:
    """Seats between seated players a and b the shorter way round, counting only the seated."""
    return seat_distance(seated, a, b)


def gatling_needs(box: DiceBox, character: str) -> int:
    return ability(box, character).gatling_needs


def rerolls_dynamite(box: DiceBox, character: str) -> bool:
    return ability(box, character).rerolls_locked


def self_beer(box: DiceBox, character: str) -> tuple[int, int] | None:
    """(life at most, life gained) of a Beer on himself (Jesse Jones), or None."""
    return ability(box, character).self_beer


def hunted(role: str | None) -> str | None:
    """The role a player of the three-player game hunts."""
    return None if role is None else THREE_PLAYER_TARGET.get(role)


def roles_dealt(players: int) -> list[tuple[str, int]]:
    """How many of each role the table was dealt (two Renegades with eight players), Sheriff first."""
    counts = Counter(THREE_PLAYER_ROLES if players == 3 else roles_for(players))
    return [(role, counts[role]) for role in ROLES if counts[role]]
