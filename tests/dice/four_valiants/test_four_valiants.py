"""Four Valiants (four_valiants.characters): Teren Kill, The Stranger, John Pain and Flint Westwood play through
their scenarios; every rebuilt text says so in both languages; John Pain is left out without Old Saloon's Saloon
dice, Flint Westwood without Undead or Alive's Duel dice, and the setup says why."""

from pathlib import Path

import pytest

from game.core.dice.box import box_for
from game.core.dice.engine import deal
from game.core.dice.four_valiants.characters import CHARACTERS, MARK_EN, MARK_ES
from game.scenario.runner import run_file

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))
OWN = {c.id for c in CHARACTERS}
ALONE = ("base", "four_valiants.characters")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_each_character_has_a_scenario_and_a_marked_text_in_both_languages():
    named = {c for path in SCENARIOS for c in OWN if c in path.read_text(encoding="utf-8")}
    assert named == OWN == {"teren_kill", "the_stranger", "john_pain", "flint_westwood"}
    for c in CHARACTERS:
        assert MARK_EN in c.ability_en and MARK_ES in c.ability_es, c.id


def test_john_pain_is_left_out_without_the_saloon_dice():
    box = box_for(ALONE)
    assert set(box.left_out) == {"john_pain", "flint_westwood"}
    assert box.why_left_out("john_pain") == "John Pain needs the module Loudmouth and Coward (old_saloon.saloon_dice)"
    with pytest.raises(ValueError, match="John Pain needs"):
        deal(1, [{"character": "john_pain"}, {}, {}, {}], modules=ALONE)
    assert "john_pain" in box_for((*ALONE, "old_saloon.saloon_dice")).characters
    assert box.why_left_out("flint_westwood").startswith("Flint Westwood needs the module Look me in the eyes")
    assert "flint_westwood" in box_for((*ALONE, "undead_or_alive.rage", "undead_or_alive.duel")).characters


def test_the_scenario_words_are_listed_in_the_docs():
    docs = (Path(__file__).resolve().parents[3] / "docs" / "scenarios-dice.md").read_text(encoding="utf-8")
    words = ["undead_or_alive.characters", "four_valiants.characters", "belle_star", "chuck_wengam", "change_die",
             "dynamite_blown", *OWN]
    assert all(f"`{word}`" in docs for word in words), [w for w in words if f"`{w}`" not in docs]
