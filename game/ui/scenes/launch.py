"""Starting or continuing a game: the one place that makes a client and picks the table scene for a game kind.

The table scene comes from `app.games` (game/ui/games.py), which names each game kind's scenes.
"""

from __future__ import annotations

from game.ui.client import LocalClient


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
    client = LocalClient(setup, answers=answers, bot_pause=lambda: app.bot_pause, autosave=autosaver(app))
    app.home()
    app.push(app.games[setup["game"]].table(app, client))
