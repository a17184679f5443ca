"""What one seat may know of a game. Bots and clients only ever get this, never the engine state.

`decision` is the pending decision when it is this seat's to answer (else None). `data` is the seat's view,
one shape for both games:

    {"game", "seat", "version", "rules", "role", "hand", "table": {...public...}, "pending", "winner", "winners"}

`table` holds what everyone sees (players, piles, dice, and `progress`: the pending work of the engine,
each entry reduced to the fields its kind allows, see `allowed`); `pending` names who decides what, and adds
the options and info only for the seat that decides.

`data` is built on first use, so a bot that only needs its options pays nothing for the rest. `basics` is
the part of it that the card bots read at every decision (the game, the seat, its role and hand,
`table.players`), built alone when nothing else has been asked for, and later grown into `data` rather than
built twice.

A view is frozen at its version. The game lends its views: before it changes, every lent view still held
somewhere and not yet built is built (the game keeps weak references to them), so a view never shows a later
state than its stamp. The Table's view for a seat that answers at once is not lent (the answer comes before
the game moves on); read after that, it raises ViewError instead of showing a later state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class Builder(Protocol):
    """What a view is built from: its game, as of the view's version."""
    version: int

    def _view_basics(self, seat: int | None) -> dict: ...
    def _view_rest(self, basics: dict, seat: int | None) -> dict: ...


class SeatView:
    __slots__ = ("seat", "version", "decision", "_game", "_basics", "_data", "__weakref__")

    def __init__(self, seat: int | None, version: int, decision, game: Builder | None):
        self.seat = seat
        self.version = version
        self.decision = decision
        self._game: Builder | None = game
        self._basics: dict | None = None
        self._data: dict | None = None

    @classmethod
    def received(cls, data: dict, decision) -> SeatView:
        """A view whose data came whole from elsewhere (a client's copy of its seat's view, sent by the host)."""
        view = cls(data["seat"], data["version"], decision, None)
        view._data = data
        return view

    @property
    def basics(self) -> dict[str, Any]:
        """{"game", "seat", "version", "role", "hand", "table": {"players"}}: what `data` holds of them (once
        `data` is built, `data` itself)."""
        if self._basics is None:
            if self._data is not None:
                return self._data
            self._basics = self._live()._view_basics(self.seat)
        return self._basics

    @property
    def data(self) -> dict[str, Any]:
        if self._data is None:
            self._data = self._live()._view_rest(self.basics, self.seat)
            self._game = self._basics = None
        return self._data

    def _live(self) -> Builder:
        game = self._game
        assert game is not None                     # dropped only once the data is built
        if game.version != self.version:
            raise ViewError(f"a view of version {self.version} read unbuilt at version {game.version}: a view "
                            "that is read after its answer must be lent (Game.view, Game.lend)")
        return game

    @property
    def unbuilt(self) -> bool:
        """Is any of its data still to be built from the game?"""
        return self._data is None

    def freeze(self) -> None:
        """Build the data now, before the game moves on (called by the game, not by readers)."""
        if self._data is None:
            self.data  # noqa: B018  (building is the point)


class ViewError(Exception):
    """A view that cannot be shown: a piece of engine state that the view allow-list does not describe, or a view
    not lent read after its game moved on. A programming error, never shown."""


# An allow-list entry: the fields everyone may see, and the fields only the entry's owner may see (others get
# their length). A field named in neither is left out of the view.
Allow = Mapping[str, tuple[str, ...]]


def allowed(entry: Mapping[str, Any], kind: str, rules: Mapping[str, Allow], seat: int | None,
            owner: int | None) -> dict[str, Any]:
    """`entry` (a frame or task of kind `kind`) as `seat` may see it, by the allow-list `rules`."""
    rule = rules.get(kind)
    if rule is None:
        raise ViewError(f"the view allow-list has no entry for {kind!r}: add one before it can be shown")
    out: dict[str, Any] = {"kind": kind}
    for key in rule.get("public", ()):
        if key in entry:
            value = entry[key]
            out[key] = value[:] if type(value) is list else value    # a copy: the frame goes on changing
    mine = seat is not None and seat == owner
    for key in rule.get("owner", ()):
        if key in entry:
            value = entry[key]
            if mine:
                out[key] = value[:] if type(value) is list else value
            else:
                out[key] = len(value) if isinstance(value, (list, tuple)) else None
    return out


def per_view(read: Callable[[dict], T]) -> Callable[[dict], T]:
    """`read(data)` remembered for the last view's data it was asked about: a view's data never changes once built,
    and some readings of it are asked a dozen times a decision (the bots' table, every sense file, the silly
    answers). The pair is swapped whole, so threads asking in turn never see one view's answer for another."""
    last: list[tuple[dict | None, Any]] = [(None, None)]

    def remembered(data: dict) -> T:
        seen, answer = last[0]
        if seen is data:
            return answer
        answer = read(data)
        last[0] = (data, answer)
        return answer

    remembered.__doc__ = read.__doc__
    return remembered
