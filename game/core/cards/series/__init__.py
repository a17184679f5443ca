"""The card game in a series and in the tournament (rules/cards.md §8): how a finished game is read and what it earns.

Registered as the card game's SeriesRules (game/core/common/series.py); the money table itself is data in table.py.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.core.cards import rulings
from game.core.cards.box import box_for
from game.core.cards.series.table import (
    CASH_REWARD_LINE,
    DEPUTY_KILLS_SHERIFF,
    EXPERIENCE,
    RECONSTRUCTED,
    ROWS,
    TABLE,
    WORDS,
)
from game.core.cards.specs import CARDS
from game.core.common.roles import DEPUTY, OUTLAW, SHERIFF, SIDE, playing_as
from game.core.common.series import Carry, Line, Result, SeriesRules


def characters(sets: Sequence[str]) -> list[str]:
    return list(box_for(tuple(sets)).characters)


def result(game: Any, events: list) -> Result:
    """The finished game read from its players (who still stands, the role each ended playing as: a Shadow
    Renegade's card turned to a side is paid and counted as that side's, docs/rules-notes.md §3) and its events
    (eliminations, turns, the cash reward's payments); what a survivor may keep with the experience option: the
    playing cards in front of him (not a set's own deck's, which never join a hand)."""
    n = len(game.players)
    killed_by: list[int | None] = [None] * n
    turns, cash = [0] * n, [0] * n
    for event in events:
        kind, data = event.kind, event.data
        if kind == "turn_start":
            turns[data["seat"]] += 1
        elif kind == "eliminated":
            killed_by[data["seat"]] = data["by"] if data["by"] != data["seat"] else None
        elif kind == "cash_reward":
            cash[data["seat"]] += data["amount"]
    alive = [p.status.standing for p in game.players]      # a shadow too is out: he was eliminated
    deck_of = game.box.deck_of
    kept = tuple(tuple(c for c in p.in_play if deck_of[c] == CARDS) if alive[p.seat] else () for p in game.players)
    return Result(tuple(p.role for p in game.players), tuple(p.character for p in game.players), tuple(alive),
                  tuple(killed_by), game.winner, tuple(game.winners), tuple(turns), tuple(cash), kept,
                  tuple(playing_as(p.role, p.status) for p in game.players))


def _times(per: str, r: Result) -> float:
    outlaws = r.roles.count(OUTLAW)
    living = sum(1 for role, alive in zip(r.roles, r.alive) if role == OUTLAW and alive)
    return {"game": 1, "outlaws": outlaws, "players": len(r.roles),
            "outlaw_share": outlaws / living if living else 0}[per]


def score(r: Result) -> list[list[Line]]:
    """Each seat's money for the game: the table's lines (a line of the winning side pays only its winners), the
    Deputy's penalty for killing the Sheriff, and what the cash reward paid; each by the role he ended playing as."""
    sheriff = r.roles.index(SHERIFF)
    money = []
    for seat in range(len(r.roles)):
        role = r.role_played(seat)
        lines = [Line(pay.line, math.floor(pay.amount * _times(pay.per, r) + 0.5)) for pay in TABLE
                 if pay.side == r.winner and pay.role == role and (r.alive[seat] or not pay.alive)
                 and (SIDE[role] != r.winner or seat in r.winners)]
        if role == DEPUTY and r.killed_by[sheriff] == seat:
            lines.append(Line(DEPUTY_KILLS_SHERIFF.line, DEPUTY_KILLS_SHERIFF.amount))
        if r.cash[seat]:
            lines.append(Line(CASH_REWARD_LINE[0], r.cash[seat]))
        money.append([line for line in lines if line.amount])
    return money


def hand_size(sets: Sequence[str], character: str) -> int:
    """The starting hand of `character`: his bullets (the Sheriff's extra one is life, not a card). We read 004's
    "no more cards than the character's limit" as this: the kept cards are part of that hand, the rest is drawn."""
    return box_for(tuple(sets)).characters[character].life


def worth(sets: Sequence[str], card: int) -> int:
    """What a bot thinks a card in play is worth keeping at its price: a Barrel, a long-reaching weapon, a Mustang;
    nothing else is worth $500 of a tournament's money (0)."""
    kind = box_for(tuple(sets)).kind[card]
    if kind.draws_against_shots:
        return 5
    return max(kind.weapon_range if kind.weapon_range >= 3 else 0, 3 if kind.cover else 0)


def words(sets: Sequence[str], card: int) -> tuple[str, str]:
    """A card's name in English and Spanish (the name is enough: no one has two cards of a name in front of him)."""
    kind = box_for(tuple(sets)).kind[card]
    return kind.en, kind.es


def character_worth(sets: Sequence[str], character: str, sheriff: bool) -> int:
    """What a bot bids for a character at most (the auction): $100 a bullet over the first, $100 for an ability that
    spares him hits (a Mustang or a Barrel of his own, a paid heal), $100 for one that makes his shots surer (a Scope,
    BANG!s without limit, two Missed! needed). Everyone aims at the Sheriff: to him sparing hits is worth $200 more."""
    who = box_for(tuple(sets)).characters[character]
    spares = bool(who.cover or who.draws_against_shots or who.paid_heal)
    shoots = bool(who.sight or who.unlimited_bangs or who.shot_needs > 1)
    return 100 * (who.life - 1) + 100 * shoots + (300 if sheriff else 100) * spares


RULES = SeriesRules("cards", characters, result, score, WORDS, RECONSTRUCTED, ROWS,
                    Carry("experience", rulings.EXPERIENCE_PRICE, EXPERIENCE[0], hand_size, worth, words),
                    worth=character_worth)
