"""Old Saloon, module 2 (the Indian Chief's Arrow): its scenarios, its set-up and paths, and saves that lose it."""

import json
from pathlib import Path

import pytest

from game.core.common.errors import SaveError
from game.core.dice.engine import DiceGame, new_game
from game.core.dice.old_saloon import chief_arrow
from game.scenario.runner import run_file, run_spec

MODULES = ("base", chief_arrow.NAME)
SCENARIOS = sorted((Path(__file__).parent / "scenarios" / "chief_arrow").glob("*.toml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def spec(*chiefs, **expect) -> dict:
    players = [{"name": n, "character": c} for n, c in zip("abcd", ("black_jack", "lucky_duke", "kit_carlson",
                                                                    "jourdonnais"))]
    for player, chief in zip(players, chiefs):
        player["chief"] = chief
    return {"name": "chief", "game": "dice", "expansions": [chief_arrow.NAME], "players": players, "expect": expect}


@pytest.mark.parametrize("chiefs, words", [((True, True), "the players hold 2 chief"), ((2,), "the players hold 2"),
                                           (("yes",), "chief is a count")])
def test_the_chief_is_held_once_at_most(chiefs, words):
    result = run_spec(spec(*chiefs))
    assert not result.ok and words in result.detail


def test_it_starts_in_the_middle_unless_a_player_holds_it():
    assert run_spec(spec(**{"arrows.chief": "pile", "a.chief": False, "chief.count": 1, "arrows.total": 9})).ok
    assert run_spec(spec(False, True, **{"arrows.chief": "b", "b.chief": True, "chief.count": 0})).ok


def test_a_save_holding_the_chief_twice_is_refused():
    game = new_game(2, 5, modules=MODULES)
    state = json.loads(game.to_json())["state"]
    state["table"]["players"][0]["piles"]["chief"] = 1        # the pile still holds it too
    with pytest.raises(SaveError, match="not all accounted"):
        DiceGame.from_state(state)
