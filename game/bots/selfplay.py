"""Play a game to the end with one bot per seat, each answering from its own view (tests and benchmarks)."""

from __future__ import annotations

from game.core.common.table import Stalled, Table

__all__ = ["Stalled", "play_out"]


def play_out(game, bots, max_decisions: int = 50_000) -> int:
    """Answer decisions until the game ends; returns how many decisions were made."""
    return Table(game, bots).run(max_decisions)
