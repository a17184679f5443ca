"""How far a seat is from you and why, from the view's public data alone: the seats between you the shorter way
round (living players only), their Mustang and Paul Regret, your Scope and Rose Doolan, and your weapon's reach,
which says whether a BANG! gets there (a weapon never changes the distance itself)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.common.status import of as status_of
from game.ui.cards import deck


@dataclass(frozen=True)
class Distance:
    seats_apart: int
    cover: tuple[str, ...]      # what makes the other seat farther: card kinds in play, or a character id
    sight: tuple[str, ...]      # what makes you see nearer
    reach: int                  # your weapon's reach (the Colt .45 reaches 1)
    weapon: str | None          # the weapon in front of you, None for the Colt .45

    @property
    def total(self) -> int:
        return max(1, self.seats_apart + len(self.cover) - len(self.sight))

    @property
    def in_reach(self) -> bool:
        """A BANG! from you can get there."""
        return self.total <= self.reach


def _cover(player: dict) -> tuple[str, ...]:
    steps = [deck.kind_of(c) for c in player["in_play"] for _ in range(deck.cover(deck.kind_of(c)))]
    return tuple(steps + [player["character"]] * deck.character_cover(player["character"]))


def _sight(player: dict) -> tuple[str, ...]:
    steps = [deck.kind_of(c) for c in player["in_play"] for _ in range(deck.sight(deck.kind_of(c)))]
    return tuple(steps + [player["character"]] * deck.character_sight(player["character"]))


def weapon_of(player: dict) -> str | None:
    return next((deck.kind_of(c) for c in player["in_play"] if deck.weapon_range(deck.kind_of(c))), None)


def reach_of(player: dict) -> int:
    weapon = weapon_of(player)
    return deck.weapon_range(weapon) if weapon else deck.COLT_RANGE


def distance(players: list[dict], me: int, other: int) -> Distance | None:
    """The distance from seat `me` to seat `other`, with its reasons; None if either is not counted for seats or
    they are one."""
    living = [p["seat"] for p in players if status_of(p).seated]
    if me == other or me not in living or other not in living:
        return None
    steps = abs(living.index(me) - living.index(other))
    steps = min(steps, len(living) - steps)
    mine = players[me]
    return Distance(steps, _cover(players[other]), _sight(mine), reach_of(mine), weapon_of(mine))
