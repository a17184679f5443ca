"""Every scenario file in tests/scenarios/cards runs through the same runner as `python -m game.scenario`."""

from pathlib import Path

import pytest

from game.scenario.runner import run_file

FILES = sorted((Path(__file__).parent.parent / "scenarios" / "cards").glob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_there_are_scenarios():
    assert len(FILES) >= 60
