"""A made-up expansion (boomtown.py) goes through every layer of the card game, with no line of it outside this
folder: a second deck of cards without rank and suit, a face-up row, counters on the table and per player, a
player's face-up and face-down piles, black supplies, phase-2 actions, hooks at the points the expansions change
and a decision of its own. Scenarios for each of its features, self-play with the invariants checked after every
event, save and load mid-game, the proof that the events rebuild every view, the proof that nothing hidden leaks,
worlds dealt from a view, and every bot level playing it.
"""

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from game.bots.card_hard import CardHardBot
from game.bots.card_policy import CardBot
from game.bots.levels import make_bot
from game.bots.random_bot import RandomBot
from game.bots.selfplay import play_out
from game.core.cards.box import Box, box_for
from game.core.cards.determinize import deal_unknown
from game.core.cards.engine import CardGame, new_game
from game.core.cards.sets import CardSet, card_set, register
from game.core.cards.specs import BLACK, CARDS, COUNTER, DECK, OWNER, ROW, Hook, Pile
from game.core.common.errors import SaveError
from game.core.common.status import IN, OUT
from game.core.common.table import Table
from game.scenario.runner import collect, run_file, run_spec

from ..test_events import rebuild_every_view, twins_agree
from . import boomtown
from .boomtown import COINS, GEAR, POST, SETS, STASH, STRONGBOX, SUPPLIES, SUPPLY_CARDS, SUPPLY_DECK, SUPPLY_DISCARD

SCENARIOS = collect([Path(__file__).parent / "scenarios"])


def random_game(seed: int, players: int | None = None, steps: int = 10_000) -> CardGame:
    game = new_game(seed, players or 4 + seed % 4, sets=SETS)
    rng = random.Random(seed)
    while game.pending is not None and game.version < steps:
        game.apply(game.pending.seat, rng.choice(game.pending.options))
    return game


# -- the box ---------------------------------------------------------------------------------------------------
def test_the_box_deals_a_second_deck_of_cards_without_rank_and_suit():
    base, box = box_for(("base",)), box_for(SETS)
    assert box.cards[:80] == base.cards                      # the base cards keep their ids
    supplies = box.decks[SUPPLIES]
    assert len(box.decks[CARDS]) == 80 and len(supplies) == SUPPLY_CARDS == 10 and supplies == tuple(range(80, 90))
    assert [box.cards[c].label for c in supplies[:4]] == ["whiskey", "whiskey", "whiskey", "toll_road"]
    assert all(box.cards[c].rank == box.cards[c].suit == "" for c in supplies)
    assert {box.kind[c].color for c in supplies} == {"brown", BLACK} and box.kind[supplies[0]].cost == 1
    assert box.home == {SUPPLIES: SUPPLY_DECK}
    assert POST in box.public_zones and GEAR in box.public_zones and STASH not in box.public_zones
    assert "buy" in box.verbs and box.action["pawn"].verb.from_hand
    assert len(box.hooks["rewards"]) == 3 and box.hooks["rewards"][-1].__name__ == "_sheriff_penalty"


@pytest.mark.parametrize("pile, words", [
    (Pile("hand", ROW, per_player=True), "name of its own"),
    (Pile("coins", ROW, per_player=True), "defined twice"),
    (Pile("pot", "bag"), "no kind 'bag'"),
    (Pile("heap", ROW, cards="nuggets"), "deck no card belongs to"),
    (Pile("mine", ROW, seen=OWNER), "by its player alone"),
    (Pile("purse", COUNTER, per_player=True, seen=OWNER), "by its player alone"),
    (Pile("stock", DECK, cards=CARDS), "a set's own cards"),
    (Pile("rack", ROW, cards=SUPPLIES, size=2), "both `size` and `fill`"),
    (Pile("rack", ROW, cards=SUPPLIES, size=2, fill=POST), "filled from something other than a deck"),
    (Pile("spare", DECK, cards=SUPPLIES), "two piles to be dealt into"),
    (Pile("wallet", COUNTER, per_player=True, bank=POST), "the bank is no counter of the table"),
    (Pile("vault", COUNTER, bank=STRONGBOX), "is no player's counter"),
])
def test_a_pile_declared_wrongly_is_refused_when_the_box_is_built(pile, words):
    broken = CardSet("broken", (), (), piles=(pile,))
    with pytest.raises(ValueError, match=words.replace("(", r"\(")):
        Box([card_set("base"), boomtown.SET, broken])


def test_an_action_whose_verb_another_answer_has_is_refused():
    clash = CardSet("clash", (), (), actions=(boomtown.BUY._replace(verb=boomtown.PAWN.verb),))
    with pytest.raises(ValueError, match="'pawn' is defined twice"):
        Box([card_set("base"), boomtown.SET, clash])
    core = CardSet("core", (), (), actions=(boomtown.BUY._replace(verb=box_for(("base",)).verbs["end_turn"]),))
    with pytest.raises(ValueError, match="'end_turn' is defined twice"):
        Box([card_set("base"), core])


def test_a_deck_no_pile_is_dealt_and_a_hook_at_no_point_are_refused():
    orphan = CardSet("orphan", boomtown.SET.cards, (), piles=())
    with pytest.raises(ValueError, match="no pile is dealt the cards of the deck 'supplies'"):
        Box([card_set("base"), orphan])
    lost = CardSet("lost", (), (), hooks=(Hook("on_sunday", print),))
    with pytest.raises(ValueError, match="no hook point 'on_sunday'"):
        Box([card_set("base"), lost])


# -- scenarios -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def scenario(**change) -> dict:
    cast = (("ana", "willy_the_kid"), ("bea", "rose_doolan"), ("cid", "black_jack"), ("dan", "kit_carlson"))
    spec = {"name": "boomtown set-up", "game": "cards", "expansions": ["boomtown"], "seed": 1,
            "players": [{"name": n, "character": c} for n, c in cast]}
    spec.update(change)
    return spec


@pytest.mark.parametrize("ana, table, words", [
    ({"coins": -1}, {}, "coins is a count of tokens"),
    ({"coins": True}, {}, "coins is a count of tokens"),
    ({"gear": ["bang 2D"]}, {}, "no card 'bang 2D' in the deck 'supplies'"),
    ({"gear": "mule"}, {}, "gear is a list of cards"),
    ({"hand": ["mule"]}, {}, "no card 'mule' in the deck"),
    ({"gear": ["mule"]}, {"trading_post": ["mule", "whiskey", "whiskey"]}, "every copy of 'mule' is already placed"),
    ({}, {"trading_post": ["whiskey", "whiskey", "whiskey", "mule"]}, "holds exactly 3 cards, not 4"),
    ({}, {"trading_post": ["whiskey", "mule"]}, "holds exactly 3 cards, not 2"),
    ({}, {"trading_post": []}, "holds exactly 3 cards, not 0"),
    ({}, {"supplies_deck": ["beer 6H"]}, "no card 'beer 6H' in the deck 'supplies'"),
    ({"alive": False, "gear": ["mule"]}, {}, "out of the game and cannot hold cards"),
    ({"coins": 18}, {}, "the players hold 21 coins, more than the 20 of strongbox"),
])
def test_a_wrong_word_of_the_set_is_a_scenario_error(ana, table, words):
    spec = scenario(table=table)
    spec["players"][0].update(ana)
    result = run_spec(spec)
    assert not result.ok and "scenario error" in result.detail and words in result.detail, result.detail


def test_a_counter_of_the_table_named_a_b_is_also_the_path_a_dot_b():
    """(Gold Rush's files read the heap of nuggets as `gold.heap`.)"""
    register(CardSet("heaps", (), (), piles=(Pile("gold_heap", COUNTER, start=30),)))
    result = run_spec(scenario(expansions=["heaps"], expect={"gold.heap": 30, "gold_heap": 30}))
    assert result.ok, result.detail
    assert not run_spec(scenario(expansions=["heaps"], expect={"gold.heap": 29})).ok


# -- self-play -------------------------------------------------------------------------------------------------
RESPONSES = {"respond_shot", "respond_duel", "respond_indians", "dying", "store_pick", "choose_draw", "respond_toll"}


def check_event(game, event) -> None:
    box = game.box
    assert game.card_total() == 80 and game.card_total(SUPPLIES) == SUPPLY_CARDS, f"cards lost or doubled at {event}"
    assert sorted(game.every_card()) == list(range(len(box.cards)))
    assert all(box.deck_of[c] == SUPPLIES for name in (SUPPLY_DECK, SUPPLY_DISCARD, POST) for c in game.pile(name))
    assert len(game.pile(POST)) <= 3
    for p in game.players:
        assert 0 <= p.life <= p.max_life
        assert game.count(COINS, p) >= 0 and game.count(STRONGBOX) >= 0
        names = [box.name[c] for c in game.pile(GEAR, p)]
        assert len(names) == len(set(names)) and all(box.kind[c].color == BLACK for c in game.pile(GEAR, p))


def check_decision(game) -> None:
    """Between two answers every elimination is over: the dead hold nothing, of the base game's or the set's."""
    for p in game.players:
        if p.status is OUT:
            assert not (p.hand or p.in_play or game.pile(GEAR, p) or game.pile(STASH, p) or game.count(COINS, p))


def test_random_games_keep_every_invariant_use_every_part_of_the_set_and_end(full_bots):
    seen: Counter = Counter()

    def watch(game, event) -> None:
        check_event(game, event)
        data = event.data
        if event.kind in ("move", "tokens"):
            seen[(event.kind, data["why"])] += 1
        if event.kind == "move" and data["from"]["zone"] == POST:
            seen[("bought", game.box.kind[data["cards"][0]].color)] += 1
        if event.kind == "turn_start" and game.stack and game.stack[0].get("extra"):
            seen["extra turn"] += 1

    winners = set()
    for seed in range(400 if full_bots else 25):
        game = new_game(seed, 4 + seed % 4, sets=SETS)
        game.observers.append(watch)
        rng = random.Random(seed)
        while game.pending is not None:
            check_decision(game)
            pending = game.pending
            assert pending.options and game.players[pending.seat].status is IN
            assert pending.seat == game.turn or pending.kind in RESPONSES, pending
            seen[pending.kind] += 1
            game.apply(pending.seat, rng.choice(pending.options))
        assert game.winners
        winners.add(game.winner)
    assert winners == {"law", "outlaws", "renegade"}
    for part in (("bought", "brown"), ("bought", BLACK), ("move", "pawn"), ("move", "redeem"), ("tokens", "claim"),
                 ("tokens", "bounty_hunting"), ("tokens", "relief"), ("tokens", "toll_road"), ("move", "toll_road"),
                 ("move", "reshuffle"), "respond_toll", "extra turn"):
        assert seen[part], part
    assert any(why == "eliminated" and seen[("move", why)] for why in ("eliminated",))


def test_supplies_run_out_and_come_back_from_their_discard():
    """The supplies' reshuffle happens in play, not only in its scenario: a refill on an empty deck."""
    reshuffled = []
    for seed in range(60):
        game = new_game(seed, 4 + seed % 4, sets=SETS)
        game.observers.append(lambda g, e: e.kind == "move" and e.data["to"]["zone"] == SUPPLY_DECK
                              and reshuffled.append(e.data["from"]["zone"]))
        play_out(game, [RandomBot(seed + s) for s in range(len(game.players))])
    assert reshuffled and set(reshuffled) == {SUPPLY_DISCARD}


# -- save and load ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(4))
def test_save_and_load_mid_game_continues_the_same_game(seed):
    game = new_game(seed, 4 + seed % 4, sets=SETS)
    rng = random.Random(seed)
    while game.pending is not None:
        if game.version % 5 == 0:
            text = game.to_json()
            loaded = CardGame.from_json(text)
            assert loaded.to_json() == text and loaded.piles == game.piles
            assert [p.piles for p in loaded.players] == [p.piles for p in game.players]
            action = rng.choice(game.pending.options)
            assert [e.to_dict() for e in game.apply(game.pending.seat, action)] == \
                [e.to_dict() for e in loaded.apply(loaded.pending.seat, action)]
        else:
            game.apply(game.pending.seat, rng.choice(game.pending.options))
    assert CardGame.from_json(game.to_json()).winner == game.winner


def test_a_damaged_save_of_the_set_is_refused_saying_what():
    game = random_game(3, 5, steps=120)
    text = game.to_json()
    supply = game.box.decks[SUPPLIES][0]
    for mutate, words in (
        (lambda s: s["piles"].pop(STRONGBOX), "the table has the piles"),
        (lambda s: s["piles"].__setitem__("vault", 3), "the table has the piles"),
        (lambda s: s["players"][1]["piles"].__setitem__(COINS, -2), "player 1's coins is not a count"),
        (lambda s: s["players"][1]["piles"].__setitem__(GEAR, "mule"), "player 1's gear is not a list of cards"),
        (lambda s: s["players"][0].__delitem__("piles"), "player 0 has the piles"),
        (lambda s: s["piles"][SUPPLY_DECK].append(s["deck"].pop()), "holds cards of another deck than 'supplies'"),
        (lambda s: s["players"][2]["piles"][STASH].append(s["piles"][POST][0]), "holds cards of another deck"),
        (lambda s: s.__setitem__("deck", s["deck"] + [supply]), "a set's own deck|not all there exactly once"),
        (lambda s: s["piles"][POST].clear(), "the 10 cards of the deck 'supplies' are not all there"),
        (lambda s: s["piles"][SUPPLY_DISCARD].append(s["piles"][POST][0]), "'supplies' are not all there exactly once"),
    ):
        broken = json.loads(text)
        mutate(broken["state"])
        with pytest.raises(SaveError, match=words):
            CardGame.from_json(json.dumps(broken))


# -- views, events and worlds ----------------------------------------------------------------------------------
def test_a_players_stash_is_his_alone_and_the_rest_of_the_set_is_public():
    game = random_game(0, 5, steps=0)
    bea = game.players[1]
    game.players[1].piles[STASH] = stashed = [c for c in game.deck[-2:]]
    del game.deck[-2:]
    mine, theirs, nobody = game.view(1).data, game.view(2).data, game.view(None).data
    assert mine["table"]["players"][1]["piles"][STASH] == stashed
    assert theirs["table"]["players"][1]["piles"][STASH] == 2 == nobody["table"]["players"][1]["piles"][STASH]
    assert theirs["table"]["players"][1]["piles"][COINS] == 1 == game.count(COINS, bea)
    table = nobody["table"]["piles"]
    assert table == {SUPPLY_DECK: 7, SUPPLY_DISCARD: [], POST: game.pile(POST), STRONGBOX: 15}   # 20, 5 dealt


def test_worlds_dealt_from_a_view_keep_what_it_shows_and_deal_the_rest_deck_by_deck():
    rng = random.Random(2)
    stashes = 0
    for seed in range(12):
        game = new_game(seed, 4 + seed % 4, sets=SETS)
        while game.pending is not None and game.version < 250:
            seat = game.pending.seat
            view = game.view(seat).data
            world = deal_unknown(view, rng)
            assert world.view(seat).data == view
            assert world.card_total() == 80 and world.card_total(SUPPLIES) == SUPPLY_CARDS
            assert sorted(world.every_card()) == list(range(90))
            for p, q in zip(game.players, world.players, strict=True):
                assert len(q.piles[STASH]) == len(p.piles[STASH])
                assert all(world.box.deck_of[c] == CARDS for c in q.piles[STASH])
                stashes += p.seat != seat and bool(p.piles[STASH])
            assert sorted(world.pile(SUPPLY_DECK)) == sorted(game.pile(SUPPLY_DECK))   # every unseen supply is there
            game.apply(seat, rng.choice(game.pending.options))
    assert stashes > 10


def test_every_seat_rebuilds_its_view_from_its_events_alone_with_the_set(full_bots):
    games = 400 if full_bots else 15
    checked, kinds = rebuild_every_view(games, SETS)
    assert checked > games * 300
    whys = {why for kind, why in kinds if kind in ("move", "tokens")}
    assert {"buy", "fill", "pawn", "redeem", "toll_road", "claim", "bounty_hunting", "relief", "reshuffle",
            "eliminated"} <= whys


@pytest.mark.parametrize("deck", [CARDS, SUPPLIES])
def test_what_a_seat_cannot_see_never_reaches_it_with_the_set(deck, full_bots):
    """Twin games that differ in two hidden roles and two alike cards of a deck (the playing cards, or the set's
    own), as in test_events.py: the watcher cannot tell them apart until the rules show it the difference."""
    def deck_of(game):
        return game.deck if deck == CARDS else game.pile(SUPPLY_DECK)

    seeds = 120 if full_bots else 16
    pairs, compared = twins_agree(seeds, SETS, deck_of)
    assert pairs > seeds // 2 and compared > pairs * 10


# -- bots ------------------------------------------------------------------------------------------------------
def test_every_bot_level_plays_the_set_and_the_policy_bots_use_its_actions(full_bots):
    used: Counter = Counter()
    for level, games in (("random", 2), ("easy", 4), ("normal", 4), ("hard", 1)) if not full_bots else \
            (("random", 8), ("easy", 16), ("normal", 16), ("hard", 4)):
        for seed in range(games):
            players = 4 + seed % 4
            game = new_game(seed, players, sets=SETS)
            game.observers.append(lambda g, e, level=level: e.kind in ("move", "tokens")
                                  and used.update([(level, e.data["why"])]))
            bots = [make_bot("cards", level, seed * 10 + s, samples=2) for s in range(players)]
            assert play_out(game, bots) > 0 and game.winner is not None
    for level in ("easy", "normal"):
        assert used[(level, "buy")] and used[(level, "pawn")], level
    assert used[("hard", "buy")]


def test_hard_searches_the_sets_actions_in_worlds_of_the_set():
    searched = []

    class Watched(CardHardBot):
        def _search(self, view, candidates):
            searched.extend(c[0] for c in candidates)
            return super()._search(view, candidates)

    for seed in range(2):
        game = new_game(seed, 5, sets=SETS)
        bots = [Watched(seed, samples=2) if s == 0 else CardBot("normal", seed * 10 + s) for s in range(5)]
        Table(game, bots).run(50_000)
        assert game.winner is not None
    assert {"buy", "pawn"} & set(searched)


# -- a turn a hook gives again (Don Bell's shape, for Gold Rush) -------------------------------------------------
def _again_unless_jailed(g, p) -> None:
    if not g.stack[0].get("skipped") and not g.stack[0].get("extra"):
        g.extra_turn()


register(CardSet("encore", (), (), hooks=(Hook("turn_end", _again_unless_jailed),)))


@pytest.mark.parametrize("drawn, again", [("beer 6H", True), ("bang 2D", False)])
def test_a_turn_end_hook_grants_another_turn_but_knows_a_turn_the_jail_skipped(drawn, again):
    """Once, and not after a turn a Jail skipped: the turn frame says `skipped`, the turn it gives says `extra`."""
    spec = scenario(expansions=["encore"], table={"turn": "bea", "phase": "start", "deck": [drawn, "missed 2S",
                                                                                           "missed 3S"]})
    spec["players"][0]["role"], spec["players"][1]["role"] = "sheriff", "outlaw"
    spec["players"][1]["in_play"] = ["jail 4H"]
    steps = [{"actor": "bea", "do": "end_turn"}] if again else []
    turn = "bea" if again else "cid"
    result = run_spec(dict(spec, steps=steps, expect={"turn": turn, "pending.actor": turn}))
    assert result.ok, result.detail
    if again:        # the extra turn ends like any other: the next player's turn follows
        steps.append({"actor": "bea", "do": "end_turn"})
        result = run_spec(dict(spec, steps=steps, expect={"turn": "cid"}))
        assert result.ok, result.detail


# -- an answer a set adds to any decision, asked only of a player with something to pay it with -----------------
asked: list[int] = []


def _hum(g, p, kind) -> list[tuple]:
    asked.append(p.seat)
    return [("hum",)]


register(CardSet("humming", (), (), piles=(Pile("notes", COUNTER, per_player=True),),
                 hooks=(Hook("anytime", _hum, needs="notes"),)))


def test_an_anytime_hook_that_needs_a_pile_is_asked_only_of_a_player_whose_pile_holds_something():
    """Alone (one call a decision) and joined to a character's own answers (Sid Ketchum's)."""
    players = [{"character": name} for name in ("willy_the_kid", "sid_ketchum", "black_jack", "paul_regret")]
    game = new_game(2, players, sets=("base", "humming"))
    for p in game.players[:2]:
        asked.clear()
        assert ("hum",) not in game.decide(p.seat, "play", []).options and asked == [], p.character
        p.piles["notes"] = 1
        assert game.decide(p.seat, "play", []).options[-1] == ("hum",) and asked == [p.seat], p.character
