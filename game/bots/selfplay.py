"""Play a game to the end with one bot per seat, each answering from its own view (tests and benchmarks).

Bots that have an `observe(event)` method hear every event as their seat may see it (secret parts of
others' events hidden), which is how they follow what the others did in public.
"""

from __future__ import annotations


class Stalled(Exception):
    """A game that did not end within the decision budget: a rules bug, never a normal outcome."""


def _tell(bots, listeners, events) -> None:
    for event in events:
        for seat in listeners:
            bots[seat].observe(event.visible_to(seat))


def play_out(game, bots, max_decisions: int = 50_000) -> int:
    """Answer decisions until the game ends; returns how many decisions were made."""
    listeners = [s for s, bot in enumerate(bots) if hasattr(bot, "observe")]
    _tell(bots, listeners, game.take_events())
    made = 0
    while game.pending is not None:
        if made >= max_decisions:
            raise Stalled(f"no winner after {made} decisions")
        seat = game.pending.seat
        events = game.apply(seat, bots[seat].choose(game.view(seat)))
        if listeners:
            _tell(bots, listeners, events)
        made += 1
    return made
