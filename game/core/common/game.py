"""What every game engine shares: answer the pending decision, or refuse it and change nothing.

An engine subclass keeps its state, sets `self.pending` (a Decision) or `self.winner`, and implements
`_answer(action)` (apply a legal answer and run on to the next decision) and `_why_illegal(seat, action)`
(name the rule an answer breaks). The base class checks the version, the seat and legality before
anything moves, so a refused answer never leaves a half-changed state.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from .decision import Decision, normalize_action
from .errors import IllegalMove, StaleDecision
from .events import Event


class Game(ABC):
    KIND = ""

    def __init__(self):
        self.version = 0
        self.pending: Decision | None = None
        self.winner: str | None = None
        self.winners: list[int] = []
        self.observers: list = []
        self._out: list[Event] = []

    # -- answering ------------------------------------------------------------------------
    def apply(self, seat: int, action, version: int | None = None) -> list[Event]:
        """Answer the pending decision for `seat`; returns the events it caused. Raises IllegalMove."""
        pending = self.pending
        if pending is None:
            raise IllegalMove("game_over", "the game is over; nothing is waiting for an answer")
        if version is not None and version != self.version:
            raise StaleDecision(self.version, version)
        if seat != pending.seat:
            raise IllegalMove("not_your_decision",
                              f"seat {seat!r} cannot answer now: the game waits on seat {pending.seat} ({pending.kind})")
        if type(action) is not tuple or not pending.allows(action):
            action = normalize_action(action)          # junk of any shape is refused here, by name
            if not pending.allows(action):
                rule, message = self._why_illegal(seat, action)
                raise IllegalMove(rule, message)
        self._out = out = []
        self._answer(action)
        self.version += 1
        return out

    def emit(self, kind: str, data: dict, secret: tuple = (), audience: tuple = ()) -> None:
        event = Event(kind, data, secret, audience)
        self._out.append(event)
        if self.observers:
            for observer in self.observers:
                observer(self, event)

    def take_events(self) -> list[Event]:
        """Events emitted since the last apply or take (the set-up events of a new game, for one)."""
        out, self._out = self._out, []
        return out

    @property
    def over(self) -> bool:
        return self.winner is not None

    # -- for subclasses -------------------------------------------------------------------
    @abstractmethod
    def _answer(self, action: tuple) -> None:
        """Apply a legal answer and run on to the next decision or the end."""

    @abstractmethod
    def _why_illegal(self, seat: int, action: tuple) -> tuple[str, str]:
        """(rule id, message) for an answer that is not among the legal options."""
