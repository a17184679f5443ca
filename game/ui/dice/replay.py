"""Watch the replay of a dice game: the dice table itself, every role face up, played again by the kit's
Replaying (pause, step, speed, to the end)."""

from __future__ import annotations

from game.ui.dice.scene import DiceTable
from game.ui.table.replay import Replaying


class DiceReplay(Replaying, DiceTable):
    pass
