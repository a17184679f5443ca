"""The made-up module frontier.gold (frontier.py), registered for the tests in this folder as an expansion being
written would be: nothing outside this folder names it."""

import importlib.util
from pathlib import Path

import pytest

from game.core.dice.modules import register

_spec = importlib.util.spec_from_file_location("frontier_gold", Path(__file__).with_name("frontier.py"))
FRONTIER = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(FRONTIER)
register(FRONTIER.MODULE)


@pytest.fixture
def frontier():
    """The made-up module's Python module (its MODULE, names and tokens)."""
    return FRONTIER
