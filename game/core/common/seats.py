"""Seats around the table: clockwise order and distance counted among the living only."""

from __future__ import annotations

from collections.abc import Sequence


def next_alive(alive: list[bool], seat: int) -> int:
    """The next living seat clockwise after `seat` (returns `seat` itself if it is the only one)."""
    n = len(alive)
    for step in range(1, n + 1):
        s = (seat + step) % n
        if alive[s]:
            return s
    return seat


def living_order(alive: Sequence[bool], start: int) -> list[int]:
    """Living seats clockwise, beginning with `start` if alive (else with the next living seat)."""
    n = len(alive)
    return [s for s in ((start + i) % n for i in range(n)) if alive[s]]


def seat_distance(alive: list[bool], a: int, b: int) -> int:
    """Seats between a and b the shorter way round, counting only living players (a and b must be alive)."""
    if a == b:
        return 0
    n = len(alive)
    clockwise = 0
    s = a
    while s != b:
        s = (s + 1) % n
        if alive[s]:
            clockwise += 1
    living = sum(alive)
    return min(clockwise, living - clockwise)
