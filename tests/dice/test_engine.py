"""Determinism, saves, refusals and views of the dice engine."""

import json
import random

import pytest

from game.core.common.errors import IllegalMove, SaveError, StaleDecision
from game.core.common.roles import roles_for
from game.core.dice.data import CHARACTERS
from game.core.dice.determinize import deal_unknown
from game.core.dice.engine import DiceGame, new_game


def play(game, seed, decisions=10_000):
    """Answer with a seeded random choice; returns the events, as dicts, and the answers given."""
    rng = random.Random(seed)
    events, answers = [e.to_dict() for e in game.take_events()], []
    while game.pending is not None and len(answers) < decisions:
        action = rng.choice(game.pending.options)
        answers.append((game.pending.seat, action))
        events += [e.to_dict() for e in game.apply(game.pending.seat, action)]
    return events, answers


@pytest.mark.parametrize("players", range(3, 9))
def test_same_seed_and_answers_give_the_same_game(players):
    first, answers = play(new_game(11, players), 5)
    g = new_game(11, players)
    second = [e.to_dict() for e in g.take_events()]
    for seat, action in answers:
        second += [e.to_dict() for e in g.apply(seat, action)]
    assert first == second and g.winner is not None


def test_deal_follows_the_role_table_and_sheriff_bonus():
    for players in range(4, 9):
        game = new_game(players, players)
        assert sorted(game.roles) == sorted(roles_for(players))
        sheriff = game.roles.index("sheriff")
        assert game.max_life[sheriff] == CHARACTERS[game.chars[sheriff]].life + 2
        assert game.turn == sheriff and game.revealed == [r == "sheriff" for r in game.roles]
        assert len(set(game.chars)) == players


def test_fixed_seats_and_bad_deals():
    game = new_game(1, [{"name": "x", "role": "renegade", "character": "kit_carlson"}, {}, {}, {}, {}])
    assert game.names[0] == "x" and game.roles[0] == "renegade" and game.chars[0] == "kit_carlson"
    with pytest.raises(ValueError, match="3 to 8"):
        new_game(1, 2)
    with pytest.raises(ValueError, match="not available"):
        new_game(1, [{"role": "renegade"}, {"role": "renegade"}, {}, {}])
    with pytest.raises(ValueError, match="unknown rule options"):
        new_game(1, 4, fast_mode=True)


@pytest.mark.parametrize("seed", range(12))
def test_save_load_continue_gives_the_same_game(seed):
    game = new_game(seed, 3 + seed % 6, later_edition=seed % 2 == 1)
    game.take_events()
    rng = random.Random(seed)
    while game.pending is not None:
        text = game.to_json()
        loaded = DiceGame.from_json(text)
        assert loaded.to_json() == text
        assert loaded.pending.to_dict() == game.pending.to_dict()
        action = rng.choice(game.pending.options)
        seat = game.pending.seat
        a, b = game.apply(seat, action), loaded.apply(seat, action)
        assert [e.to_dict() for e in a] == [e.to_dict() for e in b]
    assert loaded.winner == game.winner and loaded.winners == game.winners


def test_clone_is_independent_and_identical():
    game = new_game(4, 7)
    play(game, 1, decisions=30)
    copy = game.clone()
    assert copy.to_json() == game.to_json()
    play(copy, 2)
    assert copy.to_json() != game.to_json()
    events_a, answers = play(game.clone(), 3)
    events_b = []
    other = game.clone()
    for seat, action in answers:
        events_b += [e.to_dict() for e in other.apply(seat, action)]
    assert events_a[len(events_a) - len(events_b):] == events_b


def _damaged(text):
    """(what is wrong, the damaged save text) pairs made from one good save."""
    yield "not json", text[:-7]
    yield "empty", ""
    yield "foreign", text.replace('"game":"dice"', '"game":"cards"')
    yield "future", text.replace('"version":1', '"version":9')
    for key, value in [("pile", 10), ("pile", "9"), ("turn", 99), ("tasks", [["warp_drive"]]), ("tasks", []),
                       ("dice", ["seven"] * 5), ("rng", [1, 2]), ("batch", [[0]]), ("flags", []),
                       ("tasks", [["turn_start", "ana"]]), ("tasks", [["roll", []]]), ("winner", "martians")]:
        bad = json.loads(text)
        bad["state"][key] = value
        yield f"{key}={value!r}", json.dumps(bad)
    for key, value in [("life", 99), ("life", -1), ("character", "nobody"), ("role", "king"), ("arrows", "x"),
                       ("alive", "yes"), ("name", None)]:
        bad = json.loads(text)
        bad["state"]["players"][0][key] = value
        yield f"player {key}={value!r}", json.dumps(bad)
    bad = json.loads(text)
    bad["state"]["players"][1]["role"] = bad["state"]["players"][0]["role"]
    yield "roles", json.dumps(bad)
    bad = json.loads(text)
    bad["state"]["tasks"].append(["turn_start", 0])
    yield "saved mid-step", json.dumps(bad)


def _good_save():
    game = new_game(5, 5)
    play(game, 5, decisions=12)
    return game.to_json()


GOOD = _good_save()


def test_the_undamaged_save_loads():
    assert DiceGame.from_json(GOOD).to_json() == GOOD


@pytest.mark.parametrize("name, text", list(_damaged(GOOD)), ids=[n for n, _ in _damaged(GOOD)])
def test_damaged_saves_are_refused(name, text):
    with pytest.raises(SaveError):
        DiceGame.from_json(text)


def test_illegal_answers_change_nothing():
    game = new_game(8, 8)
    for _ in range(40):
        before = game.to_json()
        seat = game.pending.seat
        for bad_seat, action in [((seat + 1) % 8, game.pending.options[0]), (seat, ("fly",)),
                                 (seat, ("reroll", (9,))), (seat, ("shoot", 0, 99)), (seat, ("beer", 7, 0)),
                                 (seat, ("heal", -1)), (seat, [["nested"]]), (seat, ())]:
            with pytest.raises(IllegalMove) as refused:
                game.apply(bad_seat, action)
            assert refused.value.message and refused.value.rule
            assert game.to_json() == before
        game.apply(seat, game.pending.options[-1])


def test_dynamite_refusal_names_the_rule():
    game = new_game(2, 4)
    while game.pending.kind != "reroll" or "dynamite" not in game.dice or game.chars[game.turn] == "black_jack":
        game.apply(game.pending.seat, game.pending.options[0])
    die = game.dice.index("dynamite")
    with pytest.raises(IllegalMove, match="Dynamite cannot be re-rolled") as refused:
        game.apply(game.turn, ("reroll", (die,)))
    assert refused.value.rule == "dynamite_locked"


def test_stale_version_is_refused():
    game = new_game(3, 4)
    old = game.version
    game.apply(game.pending.seat, game.pending.options[0], version=old)
    before = game.to_json()
    with pytest.raises(StaleDecision):
        game.apply(game.pending.seat, game.pending.options[0], version=old)
    assert game.to_json() == before and game.version == old + 1


def test_views_hide_other_roles_and_show_own_options():
    game = new_game(6, 6)
    hidden = [s for s in range(6) if not game.revealed[s]]
    for seat in range(6):
        data = game.view(seat).data
        json.dumps(data)
        assert data["role"] == game.roles[seat]
        for other in hidden:
            if other != seat:
                assert data["players"][other]["role"] is None
        assert "rng" not in data and "script" not in data
        assert ("options" in data["pending"]) == (seat == game.pending.seat)
        assert (game.view(seat).decision is game.pending) == (seat == game.pending.seat)


def test_secret_roles_in_events():
    game = new_game(6, 5)
    dealt = [e for e in game.take_events() if e.kind == "role_dealt"]
    assert len(dealt) == 4
    for event in dealt:
        seat = event.data["seat"]
        assert event.visible_to(seat)["role"] == game.roles[seat]
        assert event.visible_to((seat + 1) % 5)["role"] is None


@pytest.mark.parametrize("seed", range(8))
def test_deal_unknown_agrees_with_the_view(seed):
    game = new_game(seed, 4 + seed % 5)
    play(game, seed, decisions=15)
    if game.pending is None:
        return
    seat = game.pending.seat
    view = game.view(seat).data
    guess = deal_unknown(view, random.Random(seed))
    assert guess.pending.to_dict() == game.pending.to_dict()
    assert guess.roles[seat] == game.roles[seat] and sorted(guess.roles) == sorted(game.roles)
    for s in range(len(game.roles)):
        if game.revealed[s]:
            assert guess.roles[s] == game.roles[s]
    assert guess.life == game.life and guess.arrows == game.arrows and guess.dice == game.dice
    play(guess, 1)
    assert guess.winner is not None
