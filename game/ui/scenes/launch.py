"""Starting or continuing a game: the one place that makes a client and picks the table scene for a game kind.

`TABLE_SCENES` maps a game kind to the scene class that plays it: a class taking (app, client), which reads the
client's messages in its `update` and answers with `client.send`. The card table and the dice table register
themselves here; until they do, `PlaceholderTable` plays both games.
"""

from __future__ import annotations

from ..cards.replay import ReplayScene
from ..cards.scene import CardTable
from ..client import LocalClient
from .gameover import REPLAY_SCENES
from .table import PlaceholderTable

TABLE_SCENES = {"cards": CardTable, "dice": PlaceholderTable}
REPLAY_SCENES["cards"] = ReplayScene


def autosaver(app):
    """The client's autosave hook: write each record (from the host thread), forget a finished game (None)."""
    def save(record: dict | None) -> None:
        if record is None:
            app.storage.drop_autosave()
        else:
            app.storage.write_autosave(record)
    return save


def start_game(app, setup: dict, answers: list | None = None) -> None:
    """The table for `setup` (continued after `answers` when resuming), alone on the title: leaving it goes back
    to the title whatever led there."""
    from .title import TitleScene
    client = LocalClient(setup, answers=answers, bot_pause=lambda: app.bot_pause, autosave=autosaver(app))
    app.reset(TitleScene(app))
    app.push(TABLE_SCENES[setup["game"]](app, client))
