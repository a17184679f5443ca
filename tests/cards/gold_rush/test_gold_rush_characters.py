"""Gold Rush's 8 characters (game/core/cards/gold_rush/characters.py): a scenario for each ability, the FAQ's notes
on them and the answers refused (the files named after each character's id), and the records themselves."""

from pathlib import Path

import pytest

from game.core.cards.box import box_for
from game.core.cards.gold_rush.characters import CHARACTERS
from game.scenario.runner import collect, run_file

IDS = tuple(ch.id for ch in CHARACTERS)
SCENARIOS = [path for path in collect([Path(__file__).parent / "scenarios"]) if path.stem.startswith(IDS)]


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_every_character_has_its_scenarios_and_four_life_points():
    assert IDS == ("don_bell", "dutch_will", "jacky_murieta", "josh_mccloud", "madam_yto", "pretty_luzena",
                   "raddie_snake", "simeon_picos")
    assert all(ch.life == 4 for ch in CHARACTERS)
    assert {i for i in IDS if any(p.stem.startswith(i) for p in SCENARIOS)} == set(IDS)
    box = box_for(("base", "gold_rush"))
    assert set(IDS) <= set(box.characters)
    assert [a.verb.name for a in box.actions_of["jacky_murieta"][-1:]] == ["jacky"]
    assert not {"jacky", "josh", "raddie"} & {a.verb.name for a in box.actions_of["don_bell"]}
