"""An expansion plugs in without a line changed in the engine, the views, the saves, the scenarios or the bots.

The set below exists only here: one card that brings its own pending work, decision and answer (Showdown: the
target hands the player a card of his choice, or loses a life point), and one character with his own phase 1
(Pat Wagoner draws three cards). Neither says what a bot thinks it is worth: the bots must cope.
"""

import random

from game.bots.levels import make_bot
from game.bots.selfplay import play_out
from game.core.cards.box import box_for
from game.core.cards.determinize import deal_unknown
from game.core.cards.engine import CardGame, new_game
from game.core.cards.plays import at_anyone
from game.core.cards.sets import CardSet, register
from game.core.cards.specs import BROWN, PLAYER, CardKind, Character, DrawPhase, Frame, Verb
from game.core.common.events import HAND
from game.scenario.runner import run_spec


def _showdown(g, p, c, action):
    g.push({"k": "showdown", "seat": action[2], "attacker": p.seat})


def _step_showdown(g, f):
    t = g.players[f["seat"]]
    if not t.status.targetable:
        g.stack.pop()
        return None
    return g.decide(t.seat, "respond_showdown", [("give", c) for c in t.hand] + [("take_hit",)],
                    {"attacker": f["attacker"]})


def _answer_showdown(g, f, action):
    g.stack.pop()
    t, attacker = g.players[f["seat"]], g.players[f["attacker"]]
    if action[0] == "give":
        g.move_from_hand(t, [action[1]], attacker.hand, (attacker.seat, HAND), "showdown", t.seat)
    else:
        g.push_damage(t.seat, 1, "showdown", credit=attacker.seat, by=attacker.seat)


def _pat_wagoner(g, f, p):
    g.draw(p, 3, "draw")
    g.stack.pop()


SHOWDOWN = CardKind(
    "showdown", "Showdown", "Duelo al sol", BROWN, "3S 4S", target=PLAYER, hostile=True, options=at_anyone,
    effect=_showdown,
    frames={"showdown": Frame(_step_showdown, _answer_showdown, public=("seat", "attacker"))},
    verbs=(Verb("give", "give a card", frozenset({"respond_showdown"}), from_hand=True),))
PAT_WAGONER = Character("pat_wagoner", "Pat Wagoner", "Pat Carretero", 4, draw_phase=DrawPhase(_pat_wagoner))
register(CardSet("frontier", (SHOWDOWN,), (PAT_WAGONER,)))
SETS = ("base", "frontier")


def test_the_deck_is_built_per_game_from_its_sets():
    base, both = box_for(("base",)), box_for(SETS)
    assert len(base.cards) == 80 and len(both.cards) == 82
    assert both.cards[:80] == base.cards                 # the base cards keep their ids
    assert [c.label for c in both.cards[80:]] == ["showdown 3S", "showdown 4S"]
    assert "pat_wagoner" in both.characters and "pat_wagoner" not in base.characters
    assert both.keep[80] == 3.0                          # no value given: an average card, for the bots


def scenario(**change) -> dict:
    spec = {
        "name": "Showdown", "game": "cards", "expansions": ["frontier"], "seed": 3,
        "players": [
            {"name": "ana", "role": "sheriff", "character": "pat_wagoner", "hand": ["showdown 3S"]},
            {"name": "bea", "role": "outlaw", "character": "black_jack", "hand": ["beer 6H", "bang 2D"]},
            {"name": "cid", "role": "outlaw", "character": "pedro_ramirez"},
            {"name": "dan", "role": "renegade", "character": "kit_carlson"},
        ],
        "table": {"deck": ["missed 2S", "missed 3S", "missed 4S", "bang 3D"], "turn": "ana", "phase": "start"},
        "steps": [{"actor": "ana", "do": "play", "card": "showdown 3S", "target": "bea"},
                  {"actor": "bea", "do": "give", "card": "bang 2D"}],
        "expect": {"ana.hand": ["missed 2S", "missed 3S", "missed 4S", "bang 2D"], "bea.hand": ["beer 6H"],
                   "discard.top": "showdown 3S", "deck.top": "bang 3D", "pending.kind": "play", "cards.total": 82},
    }
    spec.update(change)
    return spec


def test_a_scenario_plays_the_new_card_and_character():
    result = run_spec(scenario())
    assert result.ok, result.detail


def test_a_scenario_takes_the_hit_instead():
    steps = [{"actor": "ana", "do": "play", "card": "showdown 3S", "target": "bea"},
             {"actor": "bea", "do": "give", "card": "missed 2S", "error": True},       # not in her hand
             {"actor": "bea", "do": "take_hit"}]
    result = run_spec(scenario(steps=steps, expect={"bea.life": 3, "bea.hand_count": 2, "pending.actor": "ana"}))
    assert result.ok, result.detail


def test_a_scenario_without_the_expansion_knows_neither():
    result = run_spec(scenario(expansions=[]))
    assert not result.ok and "unknown character 'pat_wagoner'" in result.detail
    result = run_spec(scenario(expansions=["nowhere"]))
    assert not result.ok and "no card set 'nowhere'" in result.detail


def test_every_bot_level_plays_games_with_the_expansion():
    """The bots value a card they were never told about (the default), answer a decision they have no tactic for,
    and Hard deals its worlds from the expansion's deck."""
    for level, games in (("random", 10), ("easy", 10), ("normal", 10), ("hard", 3)):
        for seed in range(games):
            players = 4 + seed % 4
            game = new_game(seed, players, sets=SETS)
            bots = [make_bot("cards", level, seed * 10 + s, samples=2) for s in range(players)]
            assert play_out(game, bots) > 0 and game.winner is not None


def test_saves_and_worlds_of_a_game_with_the_expansion():
    game = new_game(5, 5, sets=SETS)
    rng = random.Random(5)
    showdowns = 0
    while game.pending is not None and game.version < 300:
        text = game.to_json()
        assert CardGame.from_json(text).to_json() == text
        view = game.view(game.pending.seat).data
        world = deal_unknown(view, rng)
        assert world.view(game.pending.seat).data == view and world.card_total() == 82
        showdowns += game.pending.kind == "respond_showdown"
        game.apply(game.pending.seat, rng.choice(game.pending.options))
    assert showdowns
