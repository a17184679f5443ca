"""What a table shows right now, the part both games share: the last view applied, moved on by each event animated
since. Views come after each decision and the events of a decision play one by one before its view, so each game's
`Shown` (cards/model.py, dice/model.py) patches its copy of the last view with each event: the table never shows a
thing before it has landed nor after it has gone.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod


class Shown(ABC):
    def __init__(self, seat: int):
        self.seat = seat
        self.view: dict | None = None        # the client's view message ({"seat", "version", "decision", "data"})
        self.data: dict | None = None        # its data, patched by the events since

    # -- reading ------------------------------------------------------------------------------------
    @property
    def table(self) -> dict:
        assert self.data is not None, "nothing is shown before the first view"
        return self.data["table"]

    @property
    def players(self) -> list[dict]:
        return self.table["players"]

    @property
    def me(self) -> dict:
        return self.players[self.seat]

    @property
    def decision(self) -> dict | None:
        return self.view["decision"] if self.view else None

    # -- changing -----------------------------------------------------------------------------------
    def apply_view(self, view: dict) -> None:
        self.view = view
        self.data = copy.deepcopy(view["data"])

    @abstractmethod
    def apply_event(self, event: dict) -> None:
        """Move what is shown on by `event` (once its animation has played)."""
