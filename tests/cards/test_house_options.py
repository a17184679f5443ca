"""The card game's house options (rulings.RULE_OPTIONS): the simplified deck and Ley Implacable, played to the end by
every bot level with each on; the rules themselves are scenarios (tests/scenarios/cards/simplified_deck_*,
ley_implacable_*)."""

import random

import pytest

from game.bots.levels import make_bot
from game.bots.selfplay import play_out
from game.core.cards import reading
from game.core.cards.determinize import deal_unknown
from game.core.cards.engine import CardGame, new_game
from game.core.cards.scenario import build
from game.core.common.errors import ScenarioError
from game.core.common.roles import SHERIFF

BOOK = {"dynamite": 1, "duel": 3, "general_store": 2, "indians": 2, "jail": 3, "volcanic": 2}
LEVELS = {"random": 12, "easy": 6, "normal": 6, "hard": 1}     # games a level plays with each option on (four
#                                                               times as many with --full-bots)


def test_the_simplified_deck_leaves_the_13_book_cards_in_the_box_in_every_copy_of_the_game():
    game = new_game(5, 6, simplified_deck=True)
    names = [game.box.name[c] for c in game.left_out]
    assert {name: names.count(name) for name in set(names)} == BOOK
    assert game.card_total() == len(game.dealt()) == 67 and not set(game.every_card()) & game.left_out
    loaded = CardGame.from_json(game.to_json())
    assert loaded.left_out == game.left_out and loaded.card_total() == 67
    guess = deal_unknown(game.view(0).data, random.Random(2))
    assert guess.card_total() == 67 and not set(guess.every_card()) & game.left_out
    assert new_game(5, 6).card_total() == 80 and not new_game(5, 6).left_out


def test_a_scenario_with_the_simplified_deck_cannot_name_a_book_card():
    players = [{"name": name} for name in ("ana", "bea", "cid", "dan")]
    players[0]["hand"] = ["jail 4H"]
    with pytest.raises(ScenarioError, match="'jail 4H' is left in the box"):
        build({"variants": ["simplified_deck"], "players": players})
    assert build({"players": players}).players[0].hand


def test_the_ley_implacable_hook_is_called_only_in_the_games_that_turn_it_on():
    assert new_game(1, 5).hooks["forbids"] == ()
    assert len(new_game(1, 5, ley_implacable=True).hooks["forbids"]) == 1


def watch_the_sheriff(game, seen):
    """An observer: at each decision of the Sheriff's, Ley Implacable's two rules hold in its options."""
    def check(g, event):
        pending = g.pending
        if pending is None or event.kind not in ("move", "turn_start", "play", "life") or \
                g.players[pending.seat].role != SHERIFF:
            return
        name = g.box.name
        options = pending.options
        if pending.kind == "play" and any(o[0] == "play" and len(o) > 2 and name[o[1]] == "bang" for o in options):
            assert ("end_turn",) not in options
            seen["held"] += 1
        if pending.kind == "discard" and any(name[o[1]] != "bang" for o in options if o[0] == "discard"):
            assert all(name[o[1]] != "bang" for o in options if o[0] == "discard")
            seen["kept"] += 1
    game.observers.append(check)


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_plays_both_options_to_the_end_within_the_rules(level, full_bots):
    """The Sheriff (seat 0) plays at the level; so do the others, but for Hard, whose Sheriff plays against Easy bots
    and searches two worlds a play unless --full-bots (a whole table of Hard bots takes a minute a game)."""
    seen = {"held": 0, "kept": 0}
    others = "easy" if level == "hard" and not full_bots else level
    for seed in range(LEVELS[level] * (4 if full_bots else 1)):
        players = 4 + seed % 5
        specs = [{"role": SHERIFF}] + [{} for _ in range(players - 1)]
        game = new_game(seed, specs, eight_players=players == 8, simplified_deck=True, ley_implacable=True)
        game.observers.append(assert_no_book_card)
        watch_the_sheriff(game, seen)
        bots = [make_bot("cards", level if seat == 0 else others, seed * 8 + seat, samples=None if full_bots else 2)
                for seat in range(players)]
        assert play_out(game, bots) > 0
        assert game.winner is not None and game.card_total() == 67
    assert seen["held"] > 0


def assert_no_book_card(game, event):
    if event.kind == "move":
        assert not set(event.data["cards"]) & game.left_out, event


def test_a_reader_is_told_why_the_sheriff_may_neither_end_his_turn_nor_discard_a_bang():
    """What the window greys, with the rule's id: End turn while a BANG! reaches someone, a BANG! at the hand limit
    while another card is left to discard (reading.why_not_actions, reading.refusals)."""
    def table(mustangs: list[str]):
        players = [{"name": "ana", "role": "sheriff", "character": "el_gringo",
                    "hand": ["bang 2D", "beer 6H", "missed 2S", "missed 3S", "missed 4S", "missed 5S"]},
                   {"name": "bea", "role": "outlaw"}, {"name": "cid", "role": "outlaw"},
                   {"name": "dan", "role": "renegade"}]
        for name, mustang in zip(("bea", "dan"), mustangs):
            next(p for p in players if p["name"] == name)["in_play"] = [mustang]
        return build({"variants": ["ley_implacable"], "players": players, "table": {"turn": "ana", "phase": "play"}})
    game = table(["mustang 8H"])                                # bea rides a Mustang, dan is in reach
    assert reading.why_not_actions(game.view(0).data, [("end_turn",)])[("end_turn",)][0] == "ley_implacable_shoot"
    game = table(["mustang 8H", "mustang 9H"])                  # nobody in reach: the turn ends, over the limit
    bang = game.players[0].hand[0]
    game.apply(0, ("end_turn",))
    assert game.pending.kind == "discard" and ("discard", bang) not in game.pending.options
    assert reading.refusals(game.view(0).data, [bang])[bang][0] == "ley_implacable_keep"
