"""The made-up modules frontier.gold (frontier.py) and frontier.ghosts (ghosts.py), registered for the tests in this
folder as an expansion being written would be: nothing outside this folder names them."""

import importlib.util
from pathlib import Path

import pytest

from game.core.dice.modules import register


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"madeup_{name}", Path(__file__).with_name(f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    register(module.MODULE)
    return module


FRONTIER, GHOSTS = _load("frontier"), _load("ghosts")


@pytest.fixture
def frontier():
    """The made-up module's Python module (its MODULE, names and tokens)."""
    return FRONTIER
