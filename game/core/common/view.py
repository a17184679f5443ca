"""What one seat may know of a game. Bots and clients only ever get this, never the engine state.

`decision` is the pending decision when it is this seat's to answer (else None); `data` is the
seat's JSON view (own hand and role, the public table, others' hand counts, never the deck order or
hidden roles), built by the engine on first use and then kept, so a bot that only needs its options
pays nothing for the rest.
"""

from __future__ import annotations


class SeatView:
    __slots__ = ("seat", "version", "decision", "_build", "_data")

    def __init__(self, seat: int, version: int, decision, build):
        self.seat = seat
        self.version = version
        self.decision = decision
        self._build = build
        self._data = None

    @property
    def data(self) -> dict:
        if self._data is None:
            self._data = self._build(self.seat)
        return self._data
