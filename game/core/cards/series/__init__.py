"""The card game in a series and in the tournament (rules/cards.md §8): how a finished game is read and what it earns.

Registered as the card game's SeriesRules (game/core/common/series.py); the money table itself is data in table.py.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.core.cards.box import box_for
from game.core.cards.series.table import CASH_REWARD, DEPUTY_KILLS_SHERIFF, RECONSTRUCTED, ROWS, TABLE, WORDS
from game.core.common.roles import DEPUTY, OUTLAW, SHERIFF, SIDE
from game.core.common.series import Line, Result, SeriesRules


def characters(sets: Sequence[str]) -> list[str]:
    return list(box_for(tuple(sets)).characters)


def result(game: Any, events: list) -> Result:
    """The finished game read from its players and its events (eliminations, turns, the cash reward's payments)."""
    n = len(game.players)
    killed_by: list[int | None] = [None] * n
    alive, turns, cash = [True] * n, [0] * n, [0] * n
    for event in events:
        kind, data = event.kind, event.data
        if kind == "turn_start":
            turns[data["seat"]] += 1
        elif kind == "eliminated":
            alive[data["seat"]] = False
            killed_by[data["seat"]] = data["by"] if data["by"] != data["seat"] else None
        elif kind == "cash_reward":
            cash[data["seat"]] += data["amount"]
    return Result(tuple(p.role for p in game.players), tuple(p.character for p in game.players), tuple(alive),
                  tuple(killed_by), game.winner, tuple(game.winners), tuple(turns), tuple(cash))


def _times(per: str, r: Result) -> float:
    outlaws = r.roles.count(OUTLAW)
    living = sum(1 for role, alive in zip(r.roles, r.alive) if role == OUTLAW and alive)
    return {"game": 1, "outlaws": outlaws, "players": len(r.roles),
            "outlaw_share": outlaws / living if living else 0}[per]


def score(r: Result) -> list[list[Line]]:
    """Each seat's money for the game: the table's lines (a line of the winning side pays only its winners), the
    Deputy's penalty for killing the Sheriff, and what the cash reward paid."""
    sheriff = r.roles.index(SHERIFF)
    money = []
    for seat, role in enumerate(r.roles):
        lines = [Line(pay.line, math.floor(pay.amount * _times(pay.per, r) + 0.5)) for pay in TABLE
                 if pay.side == r.winner and pay.role == role and (r.alive[seat] or not pay.alive)
                 and (SIDE[role] != r.winner or seat in r.winners)]
        if role == DEPUTY and r.killed_by[sheriff] == seat:
            lines.append(Line(DEPUTY_KILLS_SHERIFF.line, DEPUTY_KILLS_SHERIFF.amount))
        if r.cash[seat]:
            lines.append(Line(CASH_REWARD[0], r.cash[seat]))
        money.append([line for line in lines if line.amount])
    return money


RULES = SeriesRules("cards", characters, result, score, WORDS, RECONSTRUCTED, ROWS)
