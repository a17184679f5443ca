"""Watch the replay of a card game: the card table itself with every hand face up, played again by the kit's
Replaying (pause, step, speed, to the end)."""

from __future__ import annotations

from game.ui.cards.scene import CardTable
from game.ui.table.replay import Replaying


class ReplayScene(Replaying, CardTable):
    open_hands = True
