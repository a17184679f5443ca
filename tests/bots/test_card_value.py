"""The fitted judgement Hard's card search ends on: it must read a position the way the game turns out."""

import pytest

from game.bots import card_value
from game.bots.value import WinModel
from game.core.cards.engine import new_game
from game.core.common.status import OUT


def a_game(seed=3, players=5):
    game = new_game(seed, players)
    return game, {p.role: p.seat for p in game.players}


def test_a_finished_game_is_judged_by_its_winners():
    game, seats = a_game()
    game.winner, game.winners = "law", [seats["sheriff"], seats["deputy"]]
    assert card_value.win_chance(game, seats["sheriff"]) == 1.0
    assert card_value.win_chance(game, seats["outlaw"]) == 0.0


def test_a_dead_renegade_has_no_chance_left():
    game, seats = a_game()
    game.players[seats["renegade"]].status = OUT
    assert card_value.win_chance(game, seats["renegade"]) == 0.0


@pytest.mark.parametrize("players", [4, 5, 7])
def test_hurting_the_sheriff_helps_the_outlaws_and_harms_the_law(players):
    game, seats = a_game(players=players)
    before = {role: card_value.win_chance(game, seat) for role, seat in seats.items()}
    game.players[seats["sheriff"]].life -= 2
    after = {role: card_value.win_chance(game, seat) for role, seat in seats.items()}
    assert after["sheriff"] < before["sheriff"]
    assert after["outlaw"] > before["outlaw"]
    if "deputy" in seats:
        assert after["deputy"] < before["deputy"]


def test_an_outlaw_eliminated_helps_the_law():
    game, seats = a_game(players=6)
    before = card_value.win_chance(game, seats["sheriff"])
    outlaw = game.players[seats["outlaw"]]
    outlaw.status, outlaw.life = OUT, 0
    assert card_value.win_chance(game, seats["sheriff"]) > before


def test_weights_must_match_the_features():
    with pytest.raises(ValueError):
        WinModel(["a", "b"], {"sheriff": [0.0, 1.0]})
