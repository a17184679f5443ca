"""Who a roller's 1s and 2s can hit, and how far apart two seats are: the rules core's answers (facts.marks,
facts.seats_apart), asked with what the table shows, never worked out here. The table marks those seats while the
roller's dice are on the table, and a test holds these marks to the targets the engine offers."""

from __future__ import annotations

from game.core.dice.catalog import DiceBox
from game.ui.dice import facts


def seats_apart(seated: list[bool], a: int, b: int) -> int:
    """Seats between seated players a and b the shorter way round, counting only the seated."""
    return facts.seats_apart(seated, a, b)


def in_reach(box: DiceBox, players: list[dict], roller: int) -> dict[int, frozenset[str]]:
    """Seat -> the shot symbols ("1", "2") of `roller` that can reach it (only seats some symbol reaches)."""
    return facts.marks(box, players, roller)
