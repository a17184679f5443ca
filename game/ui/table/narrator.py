"""A game's story in the log, the part both games' narrators share (cards/lines.py, dice/lines.py): `tell` makes
the line of an event with the narrator's method named after its kind (`_shot` for "shot"; none: the event is not
told), and a seat is named as a reference the log lets the player hover.
"""

from __future__ import annotations

from game.ui.table.log import SEAT, Line, Ref


class Narrator:
    def __init__(self, names: list[str], me: int | None):
        self.names = names
        self.me = me

    def seat(self, seat: int | None) -> Ref | str:
        if not isinstance(seat, int) or not 0 <= seat < len(self.names):
            return "?"
        return Ref(SEAT, seat, self.names[seat])

    def tell(self, event: dict) -> Line | None:
        teller = getattr(self, "_" + event.get("kind", ""), None)
        return teller(event) if teller is not None else None
