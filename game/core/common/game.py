"""What every game engine shares: answer the pending decision, or refuse it and change nothing.

An engine subclass keeps its state, sets `self.pending` (a Decision) or `self.winner`, and implements
`_answer(action)` (apply a legal answer and run on to the next decision), `_why_illegal(seat, action)` (name
the rule an answer breaks) and `_view_basics(seat)` / `_view_rest(basics, seat)` (what a seat may see, in two
parts so that a bot pays only for the part it reads: view.py). The base class checks the version,
the seat and the answer's exact shape and legality before anything moves, so a refused answer, whatever
value it holds, never leaves a half-changed state.
"""

from __future__ import annotations

import weakref
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from game.core.common.decision import Decision, normalize_action
from game.core.common.errors import IllegalMove, StaleDecision
from game.core.common.events import PUBLIC_ZONES, Event, move_audience
from game.core.common.view import SeatView, ViewError

Observer = Callable[["Game", Event], None]
_new_event = tuple.__new__          # Event(...) without the Python frame of a NamedTuple's __new__


class Game(ABC):
    KIND = ""
    public_zones: frozenset[str] = PUBLIC_ZONES     # the face-up zones of `move` events (a game may add its own)

    def __init__(self) -> None:
        self.version = 0
        self.seq = 0                      # the number of the next event
        self.pending: Decision | None = None
        self.winner: str | None = None
        self.winners: list[int] = []
        self.observers: list[Observer] = []
        self._out: list[Event] = []
        self._lent: list[weakref.ref] = []

    # -- answering ------------------------------------------------------------------------
    def apply(self, seat: int, action: Any, version: int | None = None) -> list[Event]:
        """Answer the pending decision for `seat`; returns the events it caused. Raises IllegalMove.

        `action` must be one of the legal options, made of exactly the same values: ints (never bools or
        floats that happen to compare equal), strings and tuples (JSON lists are accepted for tuples)."""
        pending = self.pending
        if pending is None:
            raise IllegalMove("game_over", "the game is over; nothing is waiting for an answer")
        if version is not None and (type(version) is not int or version != self.version):
            if type(version) is not int:
                raise IllegalMove("malformed_version", f"a state version is a whole number, not {version!r}")
            raise StaleDecision(self.version, version)
        if type(seat) is not int or seat != pending.seat:
            raise IllegalMove("not_your_decision", f"seat {seat!r} cannot answer now: "
                                                   f"the game waits on seat {pending.seat} ({pending.kind})")
        options = pending.options
        for option in options:            # a bot hands back the very option it was offered: no checks needed
            if option is action:
                break
        else:
            action = normalize_action(action)         # junk of any shape is refused here, by name
            if action not in options:
                rule, message = self._why_illegal(seat, action)
                raise IllegalMove(rule, message)
            action = options[options.index(action)]
        if self._lent:
            self._freeze_lent_views()
        out: list[Event] = []
        self._out = out
        self.version += 1
        self._answer(action)
        return out

    def emit(self, kind: str, data: dict, secret: tuple = (), audience: tuple = ()) -> None:
        event = _new_event(Event, (kind, data, secret, audience, self.seq, self.version))
        self.seq += 1
        self._out.append(event)
        if self.observers:
            for observer in self.observers:
                observer(self, event)

    def emit_move(self, cards: list[int], src: tuple[int | None, str], dst: tuple[int | None, str], why: str,
                  by: int | None = None) -> None:
        """One `move` event: `cards` went from `src` to `dst` ((seat or None, zone) pairs) because of `why`
        (a card's or ability's id, or a step of the rules such as "draw"); `by` is the player who caused it."""
        audience = move_audience(src, dst, self.public_zones)
        self.emit("move", {"cards": cards, "from": {"seat": src[0], "zone": src[1]},
                           "to": {"seat": dst[0], "zone": dst[1]}, "why": why, "by": by},
                  () if audience is None else ("cards",), audience or ())

    def take_events(self) -> list[Event]:
        """Events emitted since the last apply or take (the set-up events of a new game, for one)."""
        out, self._out = self._out, []
        return out

    @property
    def over(self) -> bool:
        return self.winner is not None

    # -- views ----------------------------------------------------------------------------
    def view(self, seat: int | None, lend: bool = True) -> SeatView:
        """What `seat` may see now (None: a spectator); its data is built on first use, as of this version.
        A view is lent (built before the game moves on, if still held) unless `lend` is False: then it may only be
        read before the next answer (the Table's view for a seat that answers at once), unless lent before then."""
        pending = self.pending
        view = SeatView(seat, self.version, pending if pending is not None and pending.seat == seat else None, self)
        if lend:
            self.lend(view)
        return view

    def lend(self, view: SeatView) -> None:
        """Keep `view` (of this version) readable after the game moves on: it is built first, if still held."""
        if view.version != self.version and view.unbuilt:
            raise ViewError(f"a view of version {view.version} lent at version {self.version}: too late to keep it")
        self._lent.append(weakref.ref(view))

    def _freeze_lent_views(self) -> None:
        for ref in self._lent:
            view = ref()
            if view is not None:
                view.freeze()
        self._lent = []

    # -- for subclasses -------------------------------------------------------------------
    @abstractmethod
    def _answer(self, action: tuple) -> None:
        """Apply a legal answer and run on to the next decision or the end."""

    @abstractmethod
    def _why_illegal(self, seat: int, action: tuple) -> tuple[str, str]:
        """(rule id, message) for an answer that is not among the legal options."""

    @abstractmethod
    def _view_basics(self, seat: int | None) -> dict:
        """The part of the view of `seat` (None: a spectator) that card bots read, in the shape of view.py."""

    @abstractmethod
    def _view_rest(self, basics: dict, seat: int | None) -> dict:
        """`basics` grown into the whole view of `seat` (it may be changed in place and returned)."""

    @abstractmethod
    def roles_by_seat(self) -> list[str]:
        """Every seat's true role: for the diagnostic Oracle and for labelling self-play, never for a view."""

    @abstractmethod
    def clone(self) -> Game:
        """An independent copy (same state and future chance, no observers, no pending events)."""

    @abstractmethod
    def to_json(self) -> str:
        """The whole state as a save file (envelope and version in savefile.py)."""
