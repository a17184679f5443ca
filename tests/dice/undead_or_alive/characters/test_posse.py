"""Undead or Alive, module 3 (undead_or_alive.characters): its eight characters play through their scenarios (each
ability and each limit), with both languages and the rulebook's lives; a character is refused at a table without
his module; a bad `change_die` or `move_rage` answer is refused and changes nothing; no bot pays Chuck's last life,
the bots turn Belle's Dynamite while re-rolls are left, roll Sean Mallory's failed duel again and keep Pixie Pete's
better card."""

from pathlib import Path

import pytest

from game.bots.levels import make_bot
from game.core.common.game import IllegalMove
from game.core.dice.engine import new_game
from game.core.dice.undead_or_alive.characters import CHARACTERS, MODULE, sense
from game.scenario.runner import run_file

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))
OWN = {c.id for c in CHARACTERS}


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_each_character_has_a_scenario_both_languages_and_his_life():
    named = {c for path in SCENARIOS for c in OWN if c in path.read_text(encoding="utf-8")}
    assert named == OWN == {"belle_star", "chuck_wengam", "greg_digger", "herb_hunter", "sam_the_healer",
                            "pat_brennan", "pixie_pete", "sean_mallory"}
    assert all(c.ability_en and c.ability_es for c in CHARACTERS)
    assert [c.life for c in CHARACTERS] == [8, 8, 7, 8, 7, 8, 8, 9]
    assert MODULE.en and MODULE.es and MODULE.blurb_en and MODULE.blurb_es


def test_a_wrong_change_is_refused_and_changes_nothing():
    seats = [{"character": "chuck_wengam", "role": "sheriff"}, {}, {}, {}]
    game = new_game(5, seats, modules=("base", "undead_or_alive.characters"))
    assert game.pending.kind == "change_die"
    before = game.to_json()
    for action in (("change_die", 9, "beer"), ("change_die", 0), ("change_die", 0, "whiskey")):
        with pytest.raises(IllegalMove):
            game.apply(0, action)
        assert game.to_json() == before


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_no_bot_pays_chuck_wengams_last_life_for_a_die(level):
    seats = [{"character": "chuck_wengam", "role": "sheriff"}, {}, {}, {}]
    game = new_game(5, seats, modules=("base", "undead_or_alive.characters"))
    game.life[0] = 1
    assert game.pending.kind == "change_die"
    assert sense.last_life(game.view(0).data, game.pending.options[1])        # the laugh: his last life
    for seed in range(5):
        assert make_bot("dice", level, seed).choose(game.view(0)) == ("pass",)


def test_bots_turn_belles_dynamite_while_rerolls_are_left():
    seats = [{"character": "belle_star", "role": "sheriff"}, {}, {}, {}]
    game = new_game(2, seats, modules=("base", "undead_or_alive.characters"))
    game.dice[:] = ["dynamite", "beer", "1", "2", "arrow"]
    game.tasks[-1:] = [("change_die", 0)]
    game._run()
    assert game.pending.options == (("pass",), ("change_die", 0, "gatling"))
    assert make_bot("dice", "normal", 1).choose(game.view(0)) == ("change_die", 0, "gatling")


def _table(name: str, *answers: tuple):
    """A scenario file's table, its first answers given (by ana, seat 0)."""
    import tomllib

    from game.core.dice.scenario import build
    game = build(tomllib.loads((Path(__file__).parent / "scenarios" / name).read_text(encoding="utf-8")))
    for action in answers:
        game.apply(0, action)
    return game


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_roll_sean_mallorys_failed_duel_again_and_pixie_keeps_the_better_card(level):
    sean = _table("sean_mallory_rolls_his_failed_duel_again.toml", ("stop",), ("duel", 3, 1))
    assert sean.pending.kind == "duel_reroll"
    assert make_bot("dice", level, 1).choose(sean.view(0))[0] == "reroll"
    pixie = _table("pixie_pete_keeps_one_of_two.toml", ("stop",))
    assert pixie.pending.kind == "pixie_pete"
    assert make_bot("dice", level, 1).choose(pixie.view(0)) == ("return", "arrow+arrow")


def test_a_wrong_move_of_a_rage_card_is_refused_and_changes_nothing():
    game = _table("pat_brennan_passes.toml")
    assert game.pending.kind == "move_rage"
    before = game.to_json()
    for action in (("move_rage", (1, 1)), ("move_rage", (2, 1)), ("move_rage", 1)):
        with pytest.raises(IllegalMove):
            game.apply(0, action)
        assert game.to_json() == before
