"""Watch the replay of a card game: the card table itself with every hand face up, played again by the kit's
Replaying (pause, step, speed, to the end)."""

from __future__ import annotations

from ..table.replay import Replaying
from .scene import CardTable


class ReplayScene(Replaying, CardTable):
    open_hands = True
