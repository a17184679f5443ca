"""Legacy of the Wild West as the dice game's series rules (common/series.py `SeriesRules` with a `Succession`).

Rulebook 001, «Módulo 5»: the Sheriff's killer is the next Sheriff; a surviving Sheriff names the next one (himself,
or another, and then he starts the next game with 1 extra life); an eliminated player picks his next character among
the unused ones, a survivor keeps his or draws one at random (the series' keep). The rulebook keeps no score: a
game won is one line worth 1, and the standings rank by games won, then by wins as Sheriff, Renegade, Deputy and
Outlaw (docs/rules-notes.md, "Legacy of the Wild West").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.common.roles import SHERIFF
from game.core.common.series import Line, Result, SeriesRules, Succession
from game.core.dice.box import box_for

WON = "won"
BONUS_LIFE = 1
WORDS = {WON: ("Won the game", "Ganó la partida")}
NOTE = ("The rulebook keeps no score: the standings count the games each player won, by role.",
        "El reglamento no lleva puntuación: la clasificación cuenta las partidas que ganó cada jugador, por rol.")
ROWS = ({"line": WON, "side": "", "role": "", "amount": 1, "per": "game", "alive": False},)


def characters(sets: Sequence[str]) -> list[str]:
    return list(box_for(tuple(sets)).characters)


def result(game: Any, events: list) -> Result:
    """The finished dice game read from its events: the roles as dealt, and as played at the end where a role power
    swapped them (Old Saloon's El Bueno: the Sheriff the game ended with is the one whose killer or naming decides
    the next) or a module gave a seat a side (its Ghost Renegade's: the standings say "Renegade, as Outlaw"), who
    eliminated whom, the turns each seat began. Alive: never eliminated and with life left (a zombie
    came back; a player a scenario set up dead never fell in this game)."""
    n = len(game.names)
    roles: list[str] = list(game.roles)
    killed_by: list[int | None] = [None] * n
    alive, turns = [True] * n, [0] * n
    for event in events:
        kind, data = event.kind, event.data
        if kind == "game_start":
            roles = [p["role"] for p in data["players"]]
        elif kind == "role_dealt":
            roles[data["seat"]] = data["role"]
        elif kind == "turn_start":
            turns[data["seat"]] += 1
        elif kind == "eliminated":
            alive[data["seat"]] = False
            killed_by[data["seat"]] = data["by"] if data["by"] != data["seat"] else None
    alive = [a and life > 0 for a, life in zip(alive, game.life)]     # (a table set up with the dead among it)
    final = game.box.played_as(game.view(None, lend=False).data, list(game.roles))
    played = tuple(final) if final != roles else ()
    return Result(tuple(roles), tuple(game.chars), tuple(alive), tuple(killed_by), game.winner,
                  tuple(game.winners), tuple(turns), (0,) * n, played_as=played)


def score(r: Result) -> list[list[Line]]:
    """A winner's game is one line worth 1; nobody else's has any."""
    return [[Line(WON, 1)] if seat in r.winners else [] for seat in range(len(r.roles))]


def _sheriff(r: Result) -> int | None:
    """The Sheriff the game ended with (El Bueno's holder once he revealed it)."""
    roles = [r.role_played(seat) for seat in range(len(r.roles))]
    return roles.index(SHERIFF) if SHERIFF in roles else None


def heir(r: Result) -> int | None:
    """The player who eliminated the Sheriff (None: the Sheriff lived, or no player killed him)."""
    sheriff = _sheriff(r)
    return None if sheriff is None or r.alive[sheriff] else r.killed_by[sheriff]


def namer(r: Result) -> int | None:
    """The Sheriff, when he lived to the end (None: he fell; with no killer the next Sheriff is dealt)."""
    sheriff = _sheriff(r)
    return sheriff if sheriff is not None and r.alive[sheriff] else None


def worth(sets: Sequence[str], character: str) -> int:
    """A bot's measure of a character it picks: his life, the one number every character has."""
    return box_for(tuple(sets)).characters[character].life


RULES = SeriesRules("dice", characters, result, score, WORDS, NOTE, ROWS,
                    succession=Succession(heir, namer, BONUS_LIFE, True, worth), points=True)
