"""What an expansion's character may bring besides the base game's hooks: phase-2 actions only his player is offered
(counted per turn with g.use/g.uses), hooks at the set hook points (a life lost, by anyone) and frames of his
own. A made-up character, "the whistler", shows each of them."""

import random

import pytest

from game.core.cards.box import Box, box_for
from game.core.cards.determinize import deal_unknown
from game.core.cards.engine import CardGame, new_game
from game.core.cards.sets import CardSet, card_set, register
from game.core.cards.specs import Character, Frame, Hook, TurnAction, Verb
from game.scenario.runner import run_spec

WHISTLER = "whistler"


def _whistle_options(aim):
    return [("whistle",)] if aim.g.uses(WHISTLER) < 2 else []


def _whistle(g, p, action):
    g.use(WHISTLER)
    g.push({"k": "whistle", "seat": p.seat})


def _step_whistle(g, f):
    g.stack.pop()
    g.draw(g.players[f["seat"]], 1, WHISTLER)


def _wince(g, p, lost, why, credit, by):
    """Whoever loses life, the whistler draws a card (a hook runs for every player: it says whom it concerns)."""
    for q in g.players:
        if q.character == WHISTLER and q.status.acts:
            g.draw(q, 1, WHISTLER)


WHISTLE = TurnAction(Verb("whistle", "whistle", frozenset({"play"}), owner=WHISTLER), _whistle_options, _whistle)
CHARACTER = Character(WHISTLER, "The Whistler", "El Silbador", 4, actions=(WHISTLE,),
                      hooks=(Hook("life_lost", _wince),), frames={"whistle": Frame(_step_whistle, public=("seat",))})
register(CardSet("whistling", (), (CHARACTER,)))


def spec(steps, expect, life=4):
    return {"name": "whistler", "game": "cards", "expansions": ["whistling"], "seed": 3,
            "players": [{"name": "ana", "character": WHISTLER, "role": "sheriff", "hand": ["bang AS"], "life": life},
                        {"name": "bea", "character": "willy_the_kid", "role": "outlaw", "hand": ["beer 7H"]},
                        {"name": "cid", "character": "black_jack", "role": "outlaw"},
                        {"name": "dan", "character": "paul_regret", "role": "renegade"}],
            "table": {"turn": "ana", "phase": "play"}, "steps": steps, "expect": expect}


def test_a_characters_action_is_his_alone_and_counts_its_uses_in_the_turn():
    box = box_for(("base", "whistling"))
    assert box.action["whistle"] is WHISTLE and box.actions == ()
    assert box.actions_of[WHISTLER] == (WHISTLE,) and box.actions_of["willy_the_kid"] == ()
    twice = [{"actor": "ana", "do": "whistle"}] * 2
    assert run_spec(spec(twice, {"ana.hand_count": 3, "turn": "ana"})).ok
    third = run_spec(spec(twice + [{"actor": "ana", "do": "whistle", "error": True}], {"ana.hand_count": 3}))
    assert third.ok, third.detail
    next_turn = [{"actor": "ana", "do": "end_turn"}, {"actor": "bea", "do": "end_turn"},
                 {"actor": "cid", "do": "end_turn"}, {"actor": "dan", "do": "end_turn"}]
    # once a new turn has begun, the count starts again (the Sheriff drew 2 and holds 5 of 5 life)
    again = run_spec(spec(twice + next_turn + twice, {"ana.hand_count": 7}, life=5))
    assert again.ok, again.detail


def test_a_characters_hook_runs_at_its_point_for_every_player():
    shot = [{"actor": "ana", "do": "play", "card": "bang AS", "target": "bea"}, {"actor": "bea", "do": "take_hit"}]
    result = run_spec(spec(shot, {"ana.hand_count": 1, "bea.life": 3}))     # her BANG! gone, a card drawn
    assert result.ok, result.detail
    assert not run_spec(spec(shot, {"ana.hand_count": 0})).ok


def test_a_characters_hooks_are_called_in_the_games_he_is_dealt_into_alone():
    """A character's hook checks whom it concerns, so a game nobody plays him in never calls it (the points it hooks
    are hot); a game he sits in calls it however it was made: dealt, loaded, cloned, or a world dealt from a view."""
    sets = ("base", "whistling")
    others = [{"character": name} for name in ("willy_the_kid", "black_jack", "paul_regret")]
    assert _wince in box_for(sets).hooks["life_lost"]
    for first, heard in (("kit_carlson", ()), (WHISTLER, (_wince,))):
        game = new_game(3, [{"character": first}, *others], sets=sets)
        view = game.view(1).data
        for made in (game, CardGame.from_json(game.to_json()), game.clone(), deal_unknown(view, random.Random(1))):
            assert made.hooks["life_lost"] == heard, (first, made)
    again = [{"actor": "ana", "do": "play", "card": "bang AS", "target": "bea"}, {"actor": "bea", "do": "take_hit"}]
    assert run_spec(spec(again, {"ana.hand_count": 1})).ok      # a scenario's table: he draws as bea is hit


def test_a_characters_verb_clashing_with_another_is_refused():
    twin = CardSet("twin", (), (Character("twin", "Twin", "Gemelo", 4, actions=(WHISTLE._replace(verb=Verb(
        "whistle", "whistle")),)),))
    with pytest.raises(ValueError, match="'whistle' is defined twice"):
        Box([card_set("base"), card_set("whistling"), twin])
