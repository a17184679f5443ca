"""A reader of a view asks the rules (reading.py) how far the others are, how far it reaches and why a card has no
play, and gets the engine's own answers: the same as the real game's, whatever cards it cannot see."""

import random

import pytest

from game.core.cards import reading
from game.core.cards.engine import new_game
from game.core.cards.scenario import build
from game.core.common.errors import IllegalMove


def positions(seeds: int):
    """Random games, at each decision of a player whose turn it is to play."""
    for seed in range(seeds):
        game = new_game(seed, 4 + seed % 4)
        rng = random.Random(seed)
        while game.pending is not None:
            if game.pending.kind == "play":
                yield game
            game.apply(game.pending.seat, rng.choice(game.pending.options))


def test_distances_and_reach_are_the_engines_from_the_view_alone():
    checked = 0
    for game in positions(12):
        for p in game.players:
            if p.status.seated:
                data = game.view(p.seat).data
                assert reading.distances(data) == game.distances_from(p)
                assert reading.reach(data) == game.weapon_range(p)
                checked += 1
    assert checked > 500


def test_why_a_card_has_no_play_is_the_engines_refusal_of_the_likeliest_try():
    refused, rules = 0, set()
    for game in positions(20):
        seat = game.pending.seat
        data = game.view(seat).data
        for card in game.players[seat].hand:
            reason = reading.why_not(data, card)
            if any(o[1:2] == (card,) for o in game.pending.options):
                assert reason is None
                continue
            rule, message = reason
            with pytest.raises(IllegalMove) as exc:        # the real game refuses that try by the same rule
                game.apply(seat, reading._likeliest_try(game, game.players[seat], card))
            assert (exc.value.rule, exc.value.message) == (rule, message)
            refused += 1
            rules.add(rule)
    assert refused > 200
    assert {"out_of_range", "one_bang_per_turn", "missed_out_of_turn", "same_name_in_play"} <= rules


def table(**change) -> dict:
    spec = {"name": "reading", "game": "cards", "seed": 1, "players": [
        {"name": "ana", "role": "sheriff", "character": "willy_the_kid", "hand": ["bang 2D", "panic JH", "beer 6H",
                                                                               "missed 2S"]},
        {"name": "bea", "role": "outlaw", "character": "rose_doolan", "alive": False},
        {"name": "cid", "role": "outlaw", "character": "paul_regret", "in_play": ["mustang 8H"]},
        {"name": "dan", "role": "renegade", "character": "pedro_ramirez", "alive": False}],
        "table": {"turn": "ana", "phase": "play"}}
    spec.update(change)
    return spec


def test_the_reasons_name_the_rule_and_its_numbers():
    game = build(table())               # only cid is left, at distance 1 + his Mustang + Paul Regret's own
    ana = game.players[0]
    data = game.view(0).data
    bang, panic, beer, missed = ana.hand
    assert reading.distances(data) == {2: 3}
    assert reading.why_not(data, bang) == ("out_of_range", "cid is at distance 3, beyond your weapon's range of 1")
    assert reading.why_not(data, panic)[0] == "panic_distance"
    assert reading.why_not(data, beer) is None             # it may be played, to no effect, with two left
    assert reading.why_not(data, missed) == ("missed_out_of_turn",
                                             "Missed! is played only in answer to a BANG! aimed at you")
    assert reading.why_not(game.view(2).data, bang) == ("not_your_decision", "the game waits on another player")


def test_the_reasons_of_a_distance_add_up_to_the_rules_distance_and_every_players_reach_is_the_engines():
    checked = 0
    for game in positions(8):
        for p in game.players:
            if p.status.seated:
                data = game.view(p.seat).data
                sight = reading.sight(data)
                assert {seat: d.total for seat, d in sight.items()} == game.distances_from(p)
                for d in sight.values():
                    assert d.total == max(1, d.seats_apart + len(d.cover) - len(d.sight))
                    assert d.reach == game.weapon_range(p)
                reaches = reading.reaches(data)
                assert reaches == {q.seat: game.weapon_range(q) for q in game.players if q.status.seated}
                checked += 1
    assert checked > 300


def test_every_card_refused_is_refused_at_once_as_it_is_one_by_one():
    for game in positions(6):
        data = game.view(game.pending.seat).data
        refused = reading.refusals(data, data["hand"])
        assert refused == {c: reading.why_not(data, c) for c in data["hand"] if reading.why_not(data, c)}


def test_a_sets_own_rules_of_distance_reach_and_target_are_answered_by_the_core():
    from .madeup.longhorn import SETS
    game = build(table(expansions=["longhorn"], players=[
        {"name": "ana", "role": "sheriff", "character": "willy_the_kid",
         "hand": ["bang 2D", "lasso 5H"], "in_play": ["long_rifle 4H"]},
        {"name": "bea", "role": "outlaw", "character": "bart_cassidy", "in_play": ["ox_team 2H"]},
        {"name": "cid", "role": "outlaw", "character": "black_jack", "alive": False},
        {"name": "dan", "role": "renegade", "character": "pedro_ramirez"}]))    # bea at 3, dan at 1
    assert game.box.sets == SETS
    data = game.view(0).data
    sight = reading.sight(data)
    assert sight[1] == reading.Distance(1, ("ox_team", "ox_team"), (), 3, 3, "long_rifle")
    assert reading.reaches(data)[0] == 3 and sight[1].in_reach
    assert reading.why_not(data, game.players[0].hand[1])[0] == "lasso_distance"     # no one at exactly 2


def test_a_watchers_view_has_no_distances_but_every_players_reach():
    game = build(table())
    data = game.view(None).data
    assert data["seat"] is None
    assert reading.sight(data) == {} and reading.reaches(data) == {0: 1, 2: 1}
    assert reading.why_not(data, 0) == ("not_your_decision", "the game waits on another player")
