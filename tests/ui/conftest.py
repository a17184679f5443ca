"""The UI tests run without a screen or a sound card: SDL's dummy drivers, set before pygame is imported. The
fixtures open the real app headless in a throw-away home folder (tests drive it through game.ui.testing.Driver)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.storage import Storage  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from game.ui.testing import Driver, close_app  # noqa: E402


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
        close_app(app)
    pygame.quit()
    theme.forget()              # the fonts cached so far die with pygame.quit(): the next test loads its own


@pytest.fixture
def ui(start_app) -> Driver:
    return start_app()
