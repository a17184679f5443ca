"""Old Saloon, module 1 (the Loudmouth and the Coward): its scenarios, its dice and faces as data, the choice
before the roll kept through a save, and the seam by which a character rolls a Saloon die besides his five."""

import dataclasses
import json
import random
from pathlib import Path

import pytest

from game.core.dice.box import box_for
from game.core.dice.engine import DiceGame, deal, new_game
from game.core.dice.old_saloon import saloon_dice
from game.scenario.runner import run_file, run_spec

MODULES = ("base", saloon_dice.NAME)
SCENARIOS = sorted((Path(__file__).parent / "scenarios" / "saloon_dice").glob("*.toml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_the_dice_and_faces_come_from_the_module():
    box, base = box_for(MODULES), box_for(("base",))
    assert box.dice["loudmouth"] == ("arrow", "dynamite", "double_1", "double_2", "double_gatling", "bullet")
    assert box.dice["coward"] == ("arrow", "dynamite", "1", "beer", "double_beer", "broken_arrow")
    assert {f: box.face_units[f] for f in ("double_1", "double_2", "double_beer", "double_gatling")} == dict.fromkeys(
        ("double_1", "double_2", "double_beer", "double_gatling"), 2)
    assert box.shot_of["double_1"] == "1" and box.shot_of["bullet"] is None and "bullet" not in box.locked
    assert box.resolve_order == base.resolve_order          # the doubles resolve with their singles
    assert box.dice_a_turn == base.dice_a_turn and "loudmouth" not in base.dice


def test_every_face_and_die_has_its_names_and_rule_in_both_languages():
    named = {k.id for k in saloon_dice.SALOON_DICE} | {f.id for f in saloon_dice.FACES}
    assert set(saloon_dice.WORDS) == named
    assert all(all(w.strip() for w in words) for words in saloon_dice.WORDS.values())
    for die in saloon_dice.SALOON_DICE:          # the die's words mark its faces as a reconstruction
        assert "reconstructed" in saloon_dice.WORDS[die.id][2] and "reconstruido" in saloon_dice.WORDS[die.id][3]


def test_a_face_the_die_cannot_show_is_a_scenario_error():
    players = [{"name": n, "character": c} for n, c in zip("abcd", ("black_jack", "lucky_duke", "kit_carlson",
                                                                    "jourdonnais"))]
    players[0]["role"] = "sheriff"
    spec = {"name": "bad", "game": "dice", "expansions": [saloon_dice.NAME], "players": players,
            "table": {"rolls": [["1", "1", "1", "1", "bullet"]]},
            "steps": [{"actor": "a", "do": "saloon_dice", "kinds": ["coward"]}], "expect": {"rolls": 1}}
    result = run_spec(spec)
    assert not result.ok and "puts 'bullet' on die 4, a coward die" in result.detail


def test_a_character_whose_ability_adds_the_die_rolls_it_besides_his_five():
    game = deal(3, 4, modules=MODULES)
    box = game.box
    game.flags[saloon_dice.FLAG] = 1                             # the Loudmouth chosen
    assert box.dice_for_turn(game, 0) == ("base",) * 4 + ("loudmouth",)
    game.cast[0] = dataclasses.replace(game.cast[0], adds_dice=frozenset({"loudmouth"}))
    assert box.dice_for_turn(game, 0) == ("base",) * 5 + ("loudmouth",)
    game.flags[saloon_dice.FLAG] = 3                             # both (an ability that allows it): in order
    assert box.dice_for_turn(game, 0) == ("base",) * 4 + ("loudmouth", "coward")


def test_the_choice_is_kept_for_the_whole_turn_through_a_save():
    game = new_game(5, 5, modules=MODULES)
    assert game.pending.kind == "saloon_dice"
    game.apply(game.pending.seat, ("saloon_dice", ("coward",)))
    assert game.kinds == ["base"] * 4 + ["coward"]
    loaded = DiceGame.from_json(game.to_json())
    assert loaded.kinds == game.kinds and loaded.flags == game.flags and loaded.to_json() == game.to_json()
    rng = random.Random(5)
    while loaded.pending is not None and loaded.turn == game.turn and loaded.pending.kind == "reroll":
        loaded.apply(loaded.pending.seat, rng.choice(loaded.pending.options))
        assert loaded.kinds == ["base"] * 4 + ["coward"]


def test_a_save_with_a_saloon_die_showing_a_face_it_lacks_is_refused():
    game = new_game(5, 5, modules=MODULES)
    game.apply(game.pending.seat, ("saloon_dice", ("coward",)))
    state = json.loads(game.to_json())["state"]
    state["table"]["dice"][4] = "bullet"
    with pytest.raises(Exception, match="face it does not have"):
        DiceGame.from_state(state)
