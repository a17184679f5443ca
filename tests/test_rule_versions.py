"""Saves record the versions of the rules of the sets and modules they were played with (those past version 1; a
save without the record was played by version 1 of each), and a save of other rules is refused in words that name
the set and both versions, not as damaged: the card and dice games' save files and the autosave alike."""

import dataclasses
import json

import pytest

from game.core.cards.engine import CardGame
from game.core.cards.engine import new_game as new_card_game
from game.core.cards.sets import SETS
from game.core.common.errors import SaveError
from game.core.dice.engine import DiceGame
from game.core.dice.engine import new_game as new_dice_game
from game.core.dice.modules import MODULES
from game.session import SaveRefused, autosave_header, read_autosave

ROLES, BONEYARD = "old_saloon.roles", "undead_or_alive.boneyard"     # past version 1, at version 1


def newer(monkeypatch, registry, name: str) -> int:
    """This program plays the next version of `name`'s rules from now on (a save made before is an older one's):
    that version."""
    spec = registry.get(name)
    bumped = spec._replace(version=spec.version + 1) if hasattr(spec, "_replace") \
        else dataclasses.replace(spec, version=spec.version + 1)
    monkeypatch.setitem(registry.registered, name, bumped)
    return bumped.version


def without_record(text: str) -> str:
    """The save as a program that kept no versions wrote it."""
    data = json.loads(text)
    data.pop("set_versions", None)
    return json.dumps(data)


def test_a_save_records_the_versions_past_1_and_a_base_games_save_none():
    dice = new_dice_game(3, 5, modules=("base", ROLES, BONEYARD))
    assert json.loads(dice.to_json())["set_versions"] == {ROLES: MODULES.get(ROLES).version} \
        and MODULES.get(ROLES).version > 1 and MODULES.get(BONEYARD).version == 1
    assert DiceGame.from_json(dice.to_json()).to_json() == dice.to_json()
    assert "set_versions" not in json.loads(new_dice_game(3, 5).to_json())
    assert "set_versions" not in json.loads(new_card_game(3, 5).to_json())


def test_a_dice_save_of_an_older_modules_rules_is_refused_naming_the_module(monkeypatch):
    saved = new_dice_game(3, 5, modules=("base", ROLES, BONEYARD)).to_json()
    plays = newer(monkeypatch, MODULES, BONEYARD)
    with pytest.raises(SaveError) as refused:
        DiceGame.from_json(saved)
    assert str(refused.value) == (f'this game was saved with version {plays - 1} of the rules of "The Boneyard and '
                                  f'the zombies"; this program plays version {plays}, so it cannot continue it')


def test_a_save_without_the_record_loads_where_the_rules_did_not_change_and_is_refused_where_they_did():
    unchanged = new_dice_game(3, 5, modules=("base", BONEYARD))
    assert DiceGame.from_json(without_record(unchanged.to_json())).to_json() == unchanged.to_json()
    with pytest.raises(SaveError, match=f'version 1 of the rules of "Special roles"; this program plays version '
                                        f"{MODULES.get(ROLES).version}"):
        DiceGame.from_json(without_record(new_dice_game(3, 5, modules=("base", ROLES, BONEYARD)).to_json()))
    cards = new_card_game(3, 5, sets=("base", "shadow_gunslingers"))
    assert CardGame.from_json(without_record(cards.to_json())).to_json() == cards.to_json()
    gold = new_card_game(3, 5, sets=("base", "gold_rush"))
    assert CardGame.from_json(gold.to_json()).to_json() == gold.to_json()
    with pytest.raises(SaveError, match=f'version 1 of the rules of "Gold Rush"; this program plays version '
                                        f"{SETS.get('gold_rush').version}"):
        CardGame.from_json(without_record(gold.to_json()))


def dice_setup(sets: list[str]) -> dict:
    seats = [{"kind": "you", "name": "Ana"}] + [{"kind": "bot", "level": "easy", "name": n}
                                                for n in ("Bruno", "Carmen", "Diego", "Elena")]
    return {"game": "dice", "seed": 4, "sets": sets, "options": {}, "seats": seats}


def test_an_autosave_of_other_rules_is_refused_as_such_and_one_of_the_same_rules_continues():
    header = autosave_header(dice_setup(["base", ROLES, BONEYARD]))
    assert json.loads(header)["set_versions"] == {ROLES: MODULES.get(ROLES).version}
    assert read_autosave(header)["answers"] == []
    assert read_autosave(without_record(autosave_header(dice_setup(["base", BONEYARD]))) + "\n")["answers"] == []
    with pytest.raises(SaveRefused) as refused:               # an older program's: no record, version 1 of each
        read_autosave(without_record(header) + "\n")
    plays = MODULES.get(ROLES).version
    assert refused.value.reason == "other_rules"
    assert refused.value.about == {"set": ROLES, "game": "dice", "saved": 1, "plays": plays}
    assert str(refused.value) == (f"it was played by other rules (this game was saved with version 1 of the rules of "
                                  f'"Special roles"; this program plays version {plays}, so it cannot continue it)')


def test_a_card_autosave_made_before_its_sets_rules_changed_is_refused_naming_the_set(monkeypatch):
    seats = [{"kind": "you", "name": "Ana"}] + [{"kind": "bot", "level": "easy", "name": n}
                                                for n in ("Bruno", "Carmen", "Diego")]
    header = autosave_header({"game": "cards", "seed": 4, "sets": ["base", "gold_rush"], "options": {},
                              "seats": seats})
    assert read_autosave(header)["answers"] == []
    plays = newer(monkeypatch, SETS, "gold_rush")
    with pytest.raises(SaveRefused) as refused:
        read_autosave(header)
    assert refused.value.reason == "other_rules"
    assert refused.value.about == {"set": "gold_rush", "game": "cards", "saved": plays - 1, "plays": plays}
