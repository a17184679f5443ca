"""Starting or continuing a game: the one place that makes a client and picks the table scene for a game kind.

The table scene comes from `app.games` (game/ui/games.py), which names each game kind's scenes.
"""

from __future__ import annotations

from game.ui.client import LocalClient


def start_game(app, setup: dict, answers: list | None = None) -> None:
    """The table for `setup` (continued after `answers` when resuming), alone on the title: leaving it goes back
    to the title whatever led there."""
    client = LocalClient(setup, answers=answers, bot_pause=lambda: app.bot_pause, autosave=app.storage.autosave(),
                         bots_apart=app.bots_apart)
    app.home()
    app.push(app.games[setup["game"]].table(app, client))
