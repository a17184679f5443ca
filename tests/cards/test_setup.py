"""A new game: roles per table size, starting hands and life; a wrong scenario file is said to be wrong."""

import json

import pytest

from game.core.cards.engine import CardGame, new_game
from game.core.common.errors import SaveError
from game.scenario.runner import run_spec

ROLE_COUNTS = {  # sheriff, deputy, outlaw, renegade
    4: (1, 0, 2, 1), 5: (1, 1, 2, 1), 6: (1, 1, 3, 1), 7: (1, 2, 3, 1),
}


@pytest.mark.parametrize("n", sorted(ROLE_COUNTS))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_roles_per_player_count(n, seed):
    g = new_game(seed, n)
    roles = [p.role for p in g.players]
    assert tuple(roles.count(r) for r in ("sheriff", "deputy", "outlaw", "renegade")) == ROLE_COUNTS[n]


def test_eight_players_only_as_an_option():
    with pytest.raises(ValueError):
        new_game(1, 8)
    roles = [p.role for p in new_game(1, 8, eight_players=True).players]
    assert roles.count("renegade") == 2 and roles.count("outlaw") == 3 and roles.count("deputy") == 2


def test_rule_options_are_named_and_checked_alike_in_games_and_saves():
    """Each option is off unless asked for; an unknown one is refused by name, in a new game and in a save; a
    save written before an option existed reads it as off."""
    assert new_game(1, 5).rules == {"sets": ["base"], "eight_players": False, "game_ends_mid_card": False,
                                    "simplified_deck": False, "ley_implacable": False, "cash_reward": False,
                            "experience": False, "auction": False}
    assert new_game(1, 5, game_ends_mid_card=True).rules["game_ends_mid_card"] is True
    with pytest.raises(ValueError, match="unknown rule option 'fast'; the card game knows"):
        new_game(1, 5, fast=True)
    with pytest.raises(ValueError, match="true or false"):
        new_game(1, 5, game_ends_mid_card=1)
    save = json.loads(new_game(1, 5).to_json())
    del save["state"]["rules"]["game_ends_mid_card"]
    assert CardGame.from_json(json.dumps(save)).rules["game_ends_mid_card"] is False
    save["state"]["rules"]["fast"] = True
    with pytest.raises(SaveError, match="unknown rule option 'fast'"):
        CardGame.from_json(json.dumps(save))


@pytest.mark.parametrize("seed", range(8))
def test_hand_is_the_bullets_and_the_sheriff_has_one_more_life(seed):
    g = new_game(seed, 7)
    sheriff = next(p for p in g.players if p.role == "sheriff")
    assert g.turn == sheriff.seat and sheriff.role_revealed
    for p in g.players:
        bullets = g.box.characters[p.character].life
        extra = 1 if p is sheriff else 0
        assert p.life == p.max_life == bullets + extra
        if p is not sheriff:          # the Sheriff has already drawn for his first turn
            assert len(p.hand) == bullets
    assert g.card_total() == 80


def test_sheriff_starts_with_his_bullets_in_cards():
    """Rulebook 000: a 4-bullet Sheriff has 5 life but 4 cards (then draws 2 in his first turn)."""
    g = new_game(3, [{"role": "sheriff", "character": "willy_the_kid"}, {}, {}, {}])
    sheriff = g.players[0]
    assert sheriff.life == 5
    assert len(sheriff.hand) == 4 + 2
    assert g.pending.seat == 0 and g.pending.kind == "play"


def _spec(**change):
    players = [{"name": n, "role": r, "character": c} for n, r, c in
               (("ana", "sheriff", "kit_carlson"), ("bea", "outlaw", "jesse_jones"),
                ("cid", "outlaw", "pedro_ramirez"), ("dan", "renegade", "black_jack"))]
    spec = {"name": "setup", "game": "cards", "players": players, "table": {"turn": "ana", "phase": "play"}}
    for key, value in change.items():
        if key == "hand":
            players[0]["hand"] = value
        else:
            spec[key] = value
    return spec


@pytest.mark.parametrize("change, words", [
    ({"hand": ["bang 10S"]}, "no card"),
    ({"hand": ["barrel QS", "barrel KS", "barrel QS"]}, "already placed"),
    ({"hand": ["dynamite 2H", "2H"]}, "already placed"),
    ({"steps": [{"actor": "zed", "do": "end_turn"}]}, "no player named 'zed'"),
    ({"table": {"turn": "zed"}}, "no player named 'zed'"),
    ({"steps": [{"actor": "ana", "do": "fly"}]}, "unknown step"),
    ({"expect": {"ana.wealth": 3}}, "unknown path"),
])
def test_a_wrong_scenario_is_a_scenario_error(change, words):
    result = run_spec(_spec(**change))
    assert not result.ok
    assert result.detail.startswith("scenario error") and words in result.detail, result.detail


def test_the_plain_spec_runs():
    assert run_spec(_spec(expect={"turn": "ana", "cards.total": 80})).ok
