"""Play a game to the end with one bot per seat, each answering from its own view (tests and benchmarks)."""

from __future__ import annotations


class Stalled(Exception):
    """A game that did not end within the decision budget: a rules bug, never a normal outcome."""


def play_out(game, bots, max_decisions: int = 50_000) -> int:
    """Answer decisions until the game ends; returns how many decisions were made."""
    made = 0
    while game.pending is not None:
        if made >= max_decisions:
            raise Stalled(f"no winner after {made} decisions")
        seat = game.pending.seat
        game.apply(seat, bots[seat].choose(game.view(seat)))
        made += 1
    return made
