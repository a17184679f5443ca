"""Watch the replay of a dice game: the dice table itself, every role face up, played again by the kit's
Replaying (pause, step, speed, to the end)."""

from __future__ import annotations

from ..table.replay import Replaying
from .scene import DiceTable


class DiceReplay(Replaying, DiceTable):
    pass
