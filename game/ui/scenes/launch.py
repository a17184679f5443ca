"""Starting or continuing a game: the one place that makes a client and picks the table scene for a game kind.

`TABLE_SCENES` maps a game kind to the scene class that plays it: a class taking (app, client), which reads the
client's messages in its `update` and answers with `client.send`. The card table and the dice table register
themselves here.
"""

from __future__ import annotations

from game.ui.cards.replay import ReplayScene
from game.ui.cards.scene import CardTable
from game.ui.client import LocalClient
from game.ui.dice.ending import why_won
from game.ui.dice.replay import DiceReplay
from game.ui.dice.scene import DiceTable
from game.ui.scenes.gameover import REASONS, REPLAY_SCENES

TABLE_SCENES = {"cards": CardTable, "dice": DiceTable}
REPLAY_SCENES["cards"] = ReplayScene
REPLAY_SCENES["dice"] = DiceReplay
REASONS["dice"] = why_won


def start_game(app, setup: dict, answers: list | None = None) -> None:
    """The table for `setup` (continued after `answers` when resuming), alone on the title: leaving it goes back
    to the title whatever led there."""
    from game.ui.scenes.title import TitleScene
    client = LocalClient(setup, answers=answers, bot_pause=lambda: app.bot_pause, autosave=app.storage.autosave(),
                         bots_apart=app.bots_apart)
    app.reset(TitleScene(app))
    app.push(TABLE_SCENES[setup["game"]](app, client))
