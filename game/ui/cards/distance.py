"""How far each seat is from you and why, and how far each player's BANG!s reach: the rules core's answers
(core reading.sight, reading.reaches), asked with what the table shows and never worked out here.

The table asks them as it draws and on hover, so each answer is kept for the state it was asked of (the game's
sets, your seat, and who is in the game with what character and cards in play: all they depend on) and asked
again only when that changes.
"""

from __future__ import annotations

from game.core.cards.reading import Distance, reaches, sight

KEPT = 8            # the answers kept, for the last few states asked about (a table and its replay, a test's)
_kept: dict[tuple, tuple[dict[int, Distance], dict[int, int]]] = {}


def _answers(data: dict) -> tuple[dict[int, Distance], dict[int, int]]:
    key = (tuple(data["rules"]["sets"]), data["seat"],
           tuple((p["status"], p["character"], tuple(p["in_play"])) for p in data["table"]["players"]))
    answers = _kept.get(key)
    if answers is None:
        if len(_kept) >= KEPT:
            _kept.clear()
        answers = _kept[key] = (sight(data), reaches(data))
    return answers


def distance(data: dict, other: int) -> Distance | None:
    """The distance from the seat of `data` to seat `other`, with its reasons; None if either is out or they are
    one."""
    return _answers(data)[0].get(other)


def nearest(data: dict) -> int | None:
    """The distance to the nearest other player (None when you are out)."""
    return min((d.total for d in _answers(data)[0].values()), default=None)


def reach_of(data: dict, seat: int) -> int | None:
    """How far the BANG!s of the player at `seat` reach (None once he is out)."""
    return _answers(data)[1].get(seat)


def weapon_of(data: dict) -> str | None:
    """The weapon in front of you (None for the Colt .45, or once you are out)."""
    return next((d.weapon for d in _answers(data)[0].values()), None)
