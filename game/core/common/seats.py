"""Seats around the table: clockwise order and distance, counting only the seats a rule counts (a list of flags per
seat, one of a status's answers: those who take turns, those counted for seats and distance)."""

from __future__ import annotations

from collections.abc import Sequence


def next_seat(counted: Sequence[bool], seat: int) -> int:
    """The next counted seat clockwise after `seat` (returns `seat` itself if it is the only one)."""
    n = len(counted)
    for step in range(1, n + 1):
        s = (seat + step) % n
        if counted[s]:
            return s
    return seat


def seats_from(counted: Sequence[bool], start: int) -> list[int]:
    """Counted seats clockwise, beginning with `start` if counted (else with the next counted seat)."""
    n = len(counted)
    return [s for s in ((start + i) % n for i in range(n)) if counted[s]]


def seat_distance(seated: Sequence[bool], a: int, b: int) -> int:
    """Seats between a and b the shorter way round, counting only the seated (a and b must be seated)."""
    if a == b:
        return 0
    n = len(seated)
    clockwise = 0
    s = a
    while s != b:
        s = (s + 1) % n
        if seated[s]:
            clockwise += 1
    return min(clockwise, sum(seated) - clockwise)
