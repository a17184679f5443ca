"""The window's tests drive the real app headless (the fixtures in tests/ui/conftest.py) in a throw-away home
folder, through `game.ui.testing.Driver`."""

import json

from game.ui.testing import close_app as close  # noqa: F401  (the window's tests close it as the player would)


def saved_at(storage) -> int | None:
    """The number of answers in the autosave (the state version it holds), None when there is none. The Table
    shows a view before its on_decision hook saves, so tests wait for this to catch up with the view."""
    return len(json.loads(storage.read_autosave())["answers"]) if storage.has_autosave() else None
