"""The fitted judgement dice Hard's search ends on: it must read a position the way the game turns out."""

import pytest

from game.bots import dice_value
from game.bots.dice_weights import NAMES
from game.bots.value import load
from game.core.common.status import OUT
from game.core.dice.engine import new_game


def a_game(seed=3, players=5):
    game = new_game(seed, players)
    return game, {role: seat for seat, role in enumerate(game.roles)}


def chances(game, seats):
    return {role: dice_value.win_chance(game, seat) for role, seat in seats.items()}


def test_the_weights_were_fitted_to_these_features():
    assert NAMES == dice_value.NAMES
    with pytest.raises(ValueError, match="refit it with the command in its first line"):
        load("dice", NAMES[:-1])


def test_a_finished_game_is_judged_by_its_winners():
    game, seats = a_game()
    game.winner, game.winners = "law", [seats["sheriff"], seats["deputy"]]
    assert dice_value.win_chance(game, seats["sheriff"]) == 1.0
    assert dice_value.win_chance(game, seats["outlaw"]) == 0.0


def test_the_dead_who_can_no_longer_win_have_no_chance():
    game, seats = a_game()
    game.status[seats["renegade"]], game.life[seats["renegade"]] = OUT, 0
    assert dice_value.win_chance(game, seats["renegade"]) == 0.0
    three, roles = a_game(players=3)
    three.status[roles["outlaw"]], three.life[roles["outlaw"]] = OUT, 0
    assert dice_value.win_chance(three, roles["outlaw"]) == 0.0


@pytest.mark.parametrize("players", [4, 5, 7, 8])
def test_hurting_the_sheriff_helps_the_outlaws_and_harms_the_law(players):
    game, seats = a_game(players=players)
    before = chances(game, seats)
    game.life[seats["sheriff"]] -= 3
    after = chances(game, seats)
    assert after["sheriff"] < before["sheriff"]
    assert after["outlaw"] > before["outlaw"]
    if "deputy" in seats:
        assert after["deputy"] < before["deputy"]


@pytest.mark.parametrize("players", [5, 7])
def test_an_outlaw_eliminated_helps_the_law_and_harms_the_outlaws(players):
    game, seats = a_game(players=players)
    outlaws = [s for s, r in enumerate(game.roles) if r == "outlaw"]
    before = chances(game, seats)
    game.status[outlaws[0]], game.life[outlaws[0]] = OUT, 0
    after = chances(game, seats)
    assert after["sheriff"] > before["sheriff"]
    assert dice_value.win_chance(game, outlaws[1]) < before["outlaw"]


def test_arrows_held_cost_their_holder():
    game, seats = a_game()
    before = chances(game, seats)
    game.arrows[seats["sheriff"]], game.pile = 4, 5
    after = chances(game, seats)
    assert after["sheriff"] < before["sheriff"]
    assert after["outlaw"] > before["outlaw"]


def test_in_the_final_duel_the_one_with_more_life_is_favoured():
    game, seats = a_game()
    for role in ("deputy", "outlaw"):
        game.status[seats[role]], game.life[seats[role]] = OUT, 0
    outlaws = [s for s, r in enumerate(game.roles) if r == "outlaw"]
    for s in outlaws:
        game.status[s], game.life[s] = OUT, 0
    game.life[seats["sheriff"]], game.life[seats["renegade"]] = 2, 6
    ahead = dice_value.win_chance(game, seats["renegade"])
    game.life[seats["sheriff"]], game.life[seats["renegade"]] = 6, 2
    behind = dice_value.win_chance(game, seats["renegade"])
    assert ahead > 0.5 > behind


def test_with_three_players_hurting_my_target_helps_me():
    game, seats = a_game(players=3)
    before = chances(game, seats)
    game.life[seats["renegade"]] -= 4                   # the Deputy's target, the Outlaw's hunter
    after = chances(game, seats)
    assert after["deputy"] > before["deputy"]
    assert after["renegade"] < before["renegade"]
