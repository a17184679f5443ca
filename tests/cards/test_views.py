"""Views are designed, not copied: each frame kind shows what its allow-list names, to whom it names it."""

import random

import pytest

from game.core.cards.box import box_for
from game.core.cards.engine import new_game
from game.core.common.view import ViewError, allowed


def unviewable(step: dict, allow: dict) -> list[str]:
    """The frame kinds the engine can run that a view could not show."""
    missing = []
    for kind in step:
        try:
            allowed({"k": kind}, kind, allow, 0, 0)
        except ViewError:
            missing.append(kind)
    return missing


def test_every_frame_kind_the_engine_runs_has_an_allow_list():
    box = box_for(("base",))
    assert {"turn", "check", "damage", "draw_phase", "shot", "gatling", "indians", "duel", "store"} <= set(box.step)
    assert unviewable(box.step, box.allow) == []


def test_a_frame_kind_without_an_allow_list_is_caught_and_never_shown():
    box = box_for(("base",))
    assert unviewable({**box.step, "teleport": lambda g, f: None}, box.allow) == ["teleport"]
    game = new_game(1, 4)
    game.stack.append({"k": "teleport", "seat": 0, "secret": [1, 2]})
    with pytest.raises(ViewError):
        game.view(0).data  # noqa: B018  (building it is the point)


def playing(game, seed: int):
    """`game` played at random, yielding at every decision."""
    rng = random.Random(seed)
    while game.pending is not None:
        yield game
        game.apply(game.pending.seat, rng.choice(game.pending.options))


def test_every_field_of_every_frame_is_named_by_its_allow_list():
    """A field named nowhere would silently vanish from the views (and from the worlds bots deal from them)."""
    seen = set()
    for seed in range(150):
        for game in playing(new_game(seed, 4 + seed % 4), seed):
            for frame in game.stack:
                rule = game.box.allow[frame["k"]]
                assert set(frame) - {"k"} <= set(rule["public"]) | set(rule["owner"]), frame
                seen.add(frame["k"])
    assert seen == set(game.box.step)


def test_kit_carlsons_look_and_the_options_are_the_deciders_alone():
    looked = 0
    for seed in range(400):
        for game in playing(new_game(seed, [{"character": "kit_carlson"}, {}, {}, {}, {}]), seed):
            pending = game.pending
            if pending.kind != "draw_kit_carlson":
                continue
            for seat in range(5):
                data = game.view(seat).data
                look = next(e for e in data["table"]["progress"] if e["kind"] == "draw_phase")
                mine = seat == pending.seat
                assert look["held"] == (game.stack[-1]["held"] if mine else 3)
                assert ("options" in data["pending"]) == mine and ("info" in data["pending"]) == mine
            looked += 1
            break
    assert looked > 20


def test_a_spectator_sees_the_public_table_only():
    for game in playing(new_game(7, 6), 7):
        if game.version == 40:
            break
    data = game.view(None).data
    assert data["seat"] is None and data["role"] is None and data["hand"] == []
    assert data["pending"] == {"seat": game.pending.seat, "kind": game.pending.kind}
    assert all(p["role"] is None or p["role_revealed"] for p in data["table"]["players"])


def test_a_view_shows_the_state_of_its_version_whatever_happened_since():
    """Held across answers, a view built before them or never built still shows its own version, lists of the
    pending work included (a General Store's cards, a Gatling's targets...)."""
    frozen = 0
    for seed in range(20):
        for game in playing(new_game(seed, 5), seed):
            if not any(type(value) is list for f in game.stack for value in f.values()):
                continue
            lazy, built = game.view(game.pending.seat), game.view(game.pending.seat)
            expected = game.clone().view(game.pending.seat).data
            assert built.data == expected
            rng = random.Random(game.version)
            for _ in range(3):
                if game.pending is None:
                    break
                game.apply(game.pending.seat, rng.choice(game.pending.options))
            assert lazy.data == expected and built.data == expected      # neither built late nor changed since
            frozen += 1
            break
    assert frozen == 20


def test_the_view_shape_follows_the_contract():
    game = new_game(3, 5)
    data = game.view(game.pending.seat).data
    assert set(data) == {"game", "seat", "version", "rules", "role", "hand", "table", "pending", "winner", "winners"}
    assert set(data["table"]) == {"turn", "phase", "players", "deck_count", "discard", "piles", "progress"}
    assert set(data["table"]["players"][0]) == {"seat", "name", "character", "life", "max_life", "status", "role",
                                                "role_revealed", "hand_count", "in_play", "bangs", "piles"}
    assert data["table"]["piles"] == {} and data["table"]["players"][0]["piles"] == {}    # the base game has none
    assert data["rules"] == {"sets": ["base"], "eight_players": False, "game_ends_mid_card": False,
                             "simplified_deck": False, "ley_implacable": False, "cash_reward": False,
                            "experience": False, "auction": False}
    assert data["pending"]["options"] == [list(o) for o in game.pending.options]
