"""Every dice scenario file passes through the project's scenario runner."""

from pathlib import Path

import pytest

from game.scenario.runner import run_file, run_spec

FILES = sorted((Path(__file__).parents[1] / "scenarios" / "dice").glob("*.toml"))


def test_there_are_scenarios():
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


@pytest.mark.parametrize("spec, words", [
    ({"players": [{"name": n, "character": "nobody" if n == "a" else None} for n in "abc"]}, "unknown character"),
    ({"players": [{"name": n} for n in "abcd"], "steps": [{"actor": "zed", "do": "stop"}]}, "no player called"),
    ({"players": [{"name": n} for n in "abcd"], "expect": {"a.height": 3}}, "unknown path"),
    ({"players": [{"name": n} for n in "abcd"], "table": {"rolls": [["seven"]]}}, "rolls must be"),
    ({"players": [{"name": n, "arrows": 3} for n in "abcd"]}, "arrows"),
    ({"players": [{"name": n} for n in "abcd"], "table": {"rolls": [["1"]]}}, "scripted roll names 1 faces"),
])
def test_wrong_scenario_files_are_reported(spec, words):
    result = run_spec({"name": "bad", "game": "dice", **spec})
    assert not result.ok and "scenario error" in result.detail and words in result.detail
