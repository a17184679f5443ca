"""The session: one game, and whoever sits at its seats. The one loop that hands decisions around.

A `Table` maps each seat to a controller (a bot, a person at this window, a remote player) and does three
things: it applies answers, it hands every seat exactly the events (and, if asked, the view) that seat may
see, and it asks whoever decides next. The terminal client, self-play, the tests, the window and the LAN host
all drive a Table; nothing else loops over decisions.

A controller is any object with

    choose(view) -> action | None    answer now, or None to answer later through `Table.answer` (a person,
                                     a remote seat, a bot thinking in another thread or process); a seat that
                                     answers now reads its view only inside `choose` (it is not lent: read
                                     after the answer, it raises ViewError)
    observe(event_dict)              optional: gets each event as its seat may see it (unless the
                                     controller sets `listens = False`, as a bot that remembers nothing)
    show(view)                       optional: gets the seat's view after each decision (unless `watches`
                                     is False)
    rehearse(view)                   optional: a bot decides again a decision it made before, its answer unused
                                     (`replay`: a resumed game's bot draws and remembers as it did the first time)

The Table holds no clock, thread or socket: how long a bot thinks, and where, is its driver's choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from game.core.common.errors import IllegalMove
from game.core.common.events import Event
from game.core.common.game import Game
from game.core.common.view import SeatView


class Controller(Protocol):
    def choose(self, view: SeatView) -> tuple | None: ...


class Stalled(Exception):
    """A game that did not end within the decision budget: a rules bug, never a normal outcome."""


class Later:
    """A seat answered from outside the loop (a person, a remote player): the Table waits for `answer`."""

    def choose(self, view: SeatView) -> None:
        return None


class Table:
    def __init__(self, game: Game, controllers: Sequence[Any], *, spectators: Sequence[Any] = ()):
        """`controllers[seat]` answers for each seat; `spectators` only listen and watch, seeing what is public."""
        self.game = game
        self.controllers = list(controllers)
        self.spectators = list(spectators)
        self.answers: list[tuple[int, tuple]] = []     # with the deal, a replay of the whole game
        self._seat_up()
        self._deliver(game.take_events())

    # -- who sits where -------------------------------------------------------------------------
    def seat(self, seat: int, controller: Any) -> None:
        """Put `controller` in `seat` (a bot taking over a dropped player, the player coming back)."""
        self.controllers[seat] = controller
        self._seat_up()

    def _seat_up(self) -> None:
        pairs = [(s, c) for s, c in enumerate(self.controllers)] + [(None, c) for c in self.spectators]
        self._listeners = [(s, c) for s, c in pairs if getattr(c, "listens", hasattr(c, "observe"))]
        self._watchers = [(s, c) for s, c in pairs if getattr(c, "watches", hasattr(c, "show"))]

    # -- the loop -------------------------------------------------------------------------------
    @property
    def waiting_on(self) -> int | None:
        """The seat whose answer the game waits for, or None when it is over."""
        pending = self.game.pending
        return None if pending is None else pending.seat

    def run(self, max_decisions: int | None = None) -> int:
        """Ask the seats in turn until the game ends or a controller will answer later; returns the number of
        answers made. Raises Stalled past `max_decisions` (a game that never ends is a bug)."""
        game = self.game
        controllers = self.controllers
        made = 0
        while game.pending is not None:
            if max_decisions is not None and made >= max_decisions:
                raise Stalled(f"no winner after {made} decisions")
            seat = game.pending.seat
            view = game.view(seat, lend=False)
            action = controllers[seat].choose(view)
            if action is None:              # it answers later, reading its view meanwhile
                game.lend(view)
                break
            self._apply(seat, action, None)
            made += 1
        return made

    def replay(self, answers: Sequence[tuple[int, Any]]) -> None:
        """Apply a saved game's answers again, in order. A controller that can `rehearse` decides each of its seat's
        decisions again first: a bot's random draws and memory then stand as they stood when it answered, so the
        resumed game goes on as it would have without the break."""
        game = self.game
        for seat, action in answers:
            rehearse = getattr(self.controllers[seat], "rehearse", None)
            if rehearse is not None:
                rehearse(game.view(seat, lend=False))
            self.answer(seat, action)

    def answer(self, seat: int, action: Any, version: int | None = None) -> list[Event]:
        """An answer from outside the loop; IllegalMove (nothing changed) if the game does not accept it."""
        if self.game.pending is None:
            raise IllegalMove("game_over", "the game is over; nothing is waiting for an answer")
        return self._apply(seat, action, version)

    def _apply(self, seat: int, action: Any, version: int | None) -> list[Event]:
        events = self.game.apply(seat, action, version)
        self.answers.append((seat, action if type(action) is tuple else _frozen(action)))
        if self._listeners or self._watchers:
            self._deliver(events)
        return events

    def _deliver(self, events: list[Event]) -> None:
        if self._listeners:
            for event in events:
                for seat, controller in self._listeners:
                    controller.observe(event.visible_to(seat))
        for seat, controller in self._watchers:
            controller.show(self.game.view(seat))

    def view(self, seat: int | None) -> SeatView:
        """What `seat` may see now (None: a spectator)."""
        return self.game.view(seat)


def _frozen(value: Any) -> Any:
    """A JSON answer (lists) as the game took it (tuples): the record replays through either."""
    return tuple(_frozen(v) for v in value) if isinstance(value, (list, tuple)) else value
