"""The window's tests drive the real app headless (SDL's dummy drivers, set by tests/ui/conftest.py) in a
throw-away home folder, through `game.ui.testing.Driver`."""

import json

import pygame
import pytest

from game.ui.app import App
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.storage import Storage
from game.ui.testing import Driver


@pytest.fixture
def storage(tmp_path, monkeypatch):
    monkeypatch.setenv("BANG_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    return Storage(tmp_path)


@pytest.fixture
def start_app(storage):
    """Opens the real app on the title (call it again for a second run on the same folders)."""
    apps = []

    def start(size=(1280, 720)) -> Driver:
        pygame.init()
        app = App(storage, Settings.load(storage), size=size, instant=True, seed=11)
        app.push(TitleScene(app))
        apps.append(app)
        ui = Driver(app)
        ui.step()
        return ui

    yield start
    for app in apps:
        close(app)
    pygame.quit()


def saved_at(storage) -> int | None:
    """The number of answers in the autosave (the state version it holds), None when there is none. The Table
    shows a view before its on_decision hook saves, so tests wait for this to catch up with the view."""
    return len(json.loads(storage.read_autosave())["answers"]) if storage.has_autosave() else None


def close(app) -> None:
    """What closing the window does to the scenes: each shuts down (a table closes its client)."""
    while app.stack:
        app.stack.pop().shutdown()


@pytest.fixture
def ui(start_app) -> Driver:
    return start_app()
