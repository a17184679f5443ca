"""Views are built from an allow-list, and hold everything a seat may know: a game dealt from one agrees with it."""

import json
import random

import pytest

from game.core.common.view import ViewError
from game.core.dice.catalog import BASE
from game.core.dice.determinize import deal_unknown
from game.core.dice.engine import new_game
from game.core.dice.specs import Step

SAMPLE_DETAIL = {"seat": 1, "dice": (0, 2)}


@pytest.mark.parametrize("kind", sorted(BASE.steps))
def test_every_task_kind_can_be_shown(kind):
    game = new_game(1, 5)
    detail = BASE.steps[kind].detail
    game.tasks.insert(0, (kind, SAMPLE_DETAIL[detail]) if detail else (kind,))
    entry = game.view(0).data["table"]["progress"][0]
    assert entry == {"kind": kind, **({detail: json.loads(json.dumps(SAMPLE_DETAIL[detail]))} if detail else {})}


def test_a_task_kind_with_no_allow_list_entry_cannot_be_shown(monkeypatch):
    """A new step that nobody has described for views is refused, not shown whole."""
    monkeypatch.setitem(BASE.steps, "count_the_gold", Step(lambda game, seat: None, detail="seat"))
    monkeypatch.setitem(BASE.detail, "count_the_gold", "seat")
    assert "count_the_gold" not in BASE.allow
    game = new_game(1, 5)
    game.tasks.insert(0, ("count_the_gold", 2))
    with pytest.raises(ViewError, match="count_the_gold"):
        game.view(0).data  # noqa: B018


def test_a_turn_flag_is_shown_only_if_listed():
    game = new_game(1, 5)
    game.flags.update(gatling_fired=True, a_secret=3)
    assert game.view(0).data["table"]["turn_flags"] == {"gatling_fired": True}


def played(seed: int, decisions: int):
    game = new_game(seed, 3 + seed % 6)
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.pending is None:
            break
        game.apply(game.pending.seat, rng.choice(game.pending.options))
    return game


@pytest.mark.parametrize("seed", range(40))
def test_a_game_dealt_from_a_view_is_the_real_one_but_for_what_the_seat_cannot_see(seed):
    """The whole table of a game dealt from a seat's view equals the real one, hidden roles and dice to come
    aside: the view holds every piece of progress, hit and turn flag the engine needs to go on."""
    game = played(seed, 8 + 7 * seed)
    if game.pending is None:
        return
    seat = game.pending.seat
    view = game.view(seat)
    guess = deal_unknown(view.data, random.Random(seed))
    real, dealt = (json.loads(g.to_json())["state"] for g in (game, guess))
    for state in (real, dealt):
        for p in state["table"]["players"]:
            p["role"] = p["role"] if p["role_revealed"] or p["seat"] == seat else None
        for key in ("rng", "seq"):
            del state[key]
    assert dealt == real
    assert guess.pending.to_dict() == game.pending.to_dict() and guess.version == game.version
    while guess.pending is not None:
        guess.apply(guess.pending.seat, guess.pending.options[0])
