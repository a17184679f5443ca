"""Gold Rush's rules core (game/core/cards/gold_rush): its scenarios (one at least per equipment card, per rule of
the set and per FAQ entry that applies without Shadow Gunslingers), the data of its 24 cards, random games that
keep every invariant (80 + 24 cards, nuggets never negative and conserved, the dead holding nothing) and use every
part of the set, saves mid-game, the events that rebuild every view, and every bot level playing it."""

import random
from collections import Counter
from pathlib import Path

import pytest

from game.bots.levels import make_bot
from game.bots.selfplay import play_out
from game.core.cards.box import box_for
from game.core.cards.determinize import deal_unknown
from game.core.cards.engine import CardGame, new_game
from game.core.cards.gold_rush import SET
from game.core.cards.gold_rush.nuggets import (
    EQUIPMENT,
    EQUIPMENT_DECK,
    EQUIPMENT_DISCARD,
    GOLD,
    GOLD_HEAP,
    HEAP_NUGGETS,
    SHOP,
)
from game.core.cards.gold_rush.shop import CHEAPEST
from game.core.cards.plays import Aim
from game.core.cards.sets import BUILT_IN
from game.core.cards.specs import BLACK, BROWN, CARDS
from game.core.common.status import IN, OUT
from game.scenario.runner import collect, run_file

from ..test_events import rebuild_every_view, twins_agree

SETS = ("base", "gold_rush")
SCENARIOS = collect([Path(__file__).parent / "scenarios"])


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_there_is_a_scenario_for_every_equipment_card_and_faq_entry():
    text = " ".join(path.read_text() for path in SCENARIOS)
    for kind in SET.cards:
        assert f'"{kind.name}"' in text, kind.name
    for q in ("q04", "q05", "q07", "q10", "q11"):
        assert any(q in path.stem for path in SCENARIOS), q


# -- the cards -------------------------------------------------------------------------------------------------
def test_the_24_equipment_cards_have_the_exact_costs_copies_and_borders_and_no_rank_or_suit():
    box = box_for(SETS)
    assert BUILT_IN["gold_rush"] == "game.core.cards.gold_rush" and (SET.en, SET.es) == ("Gold Rush", "Fiebre del oro")
    equipment = box.decks[EQUIPMENT]
    assert len(equipment) == 24 and box.cards[:80] == box_for(("base",)).cards
    assert all(box.cards[c].rank == box.cards[c].suit == "" for c in equipment)
    table = {k.name: (k.cost, k.copies, k.color) for k in SET.cards}
    assert table == {
        "shot": (1, 3, BROWN), "bottle": (2, 3, BROWN), "pardner": (2, 3, BROWN), "rhum": (3, 2, BROWN),
        "union_pacific": (4, 1, BROWN), "gold_rush": (5, 1, BROWN), "boots": (3, 1, BLACK), "wanted": (2, 3, BLACK),
        "gold_pan": (3, 1, BLACK), "horseshoe": (2, 1, BLACK), "lucky_charm": (3, 1, BLACK),
        "rucksack": (3, 1, BLACK), "calumet": (3, 1, BLACK), "gun_belt": (2, 1, BLACK), "pickaxe": (4, 1, BLACK)}
    assert sum(k.copies for k in SET.cards if k.color == BROWN) == 13
    assert min(k.cost for k in SET.cards) == CHEAPEST          # the bound the shop's options skip the penniless by
    assert {k.es for k in SET.cards} >= {"Amuleto", "Botas", "Botella", "Cedazo", "Cómplice", "Herradura", "Mochila",
                                         "Ron", "Se Busca"}       # the names seed 003 gives


def test_a_brown_card_without_a_legal_use_is_not_offered_and_a_black_one_never_twice():
    game = new_game(1, 4, sets=SETS)
    p = game.players[game.pending.seat]
    p.piles[GOLD] = 9
    bottle = next(c for c in game.box.decks[EQUIPMENT] if game.box.name[c] == "bottle")
    horseshoe = next(c for c in game.box.decks[EQUIPMENT] if game.box.name[c] == "horseshoe")
    for c in (bottle, horseshoe):
        for pile in (EQUIPMENT_DECK, SHOP):
            if c in game.pile(pile):
                game.pile(pile).remove(c)
    game.pile(SHOP)[0] = bottle
    game.pile(EQUIPMENT, p).append(horseshoe)
    offered = game.box.action["buy"].options(Aim(game, p))
    assert ("buy", bottle) not in offered and ("buy", bottle, "beer") in offered     # a use is always named
    assert all(o[1] != horseshoe for o in offered)


# -- self-play -------------------------------------------------------------------------------------------------
def nuggets_made(game) -> int:
    """The nuggets on the table, less those earned from outside the game once the heap was empty."""
    return game.count(GOLD_HEAP) + sum(game.count(GOLD, p) for p in game.players)


def check(game, minted: int) -> None:
    box = game.box
    assert game.card_total() == 80 and game.card_total(EQUIPMENT) == 24
    assert sorted(game.every_card()) == list(range(104))
    assert all(box.deck_of[c] == EQUIPMENT for name in (EQUIPMENT_DECK, EQUIPMENT_DISCARD, SHOP)
               for c in game.pile(name))
    assert all(box.deck_of[c] == CARDS for p in game.players for c in p.hand + p.in_play)
    assert len(game.pile(SHOP)) <= 3 and game.count(GOLD_HEAP) >= 0
    assert nuggets_made(game) == HEAP_NUGGETS + minted
    assert not game.stack or game.uses("gold_pan") <= 2         # (no turn once the game is over)
    for p in game.players:
        assert game.count(GOLD, p) >= 0
        names = [box.name[c] for c in game.pile(EQUIPMENT, p)]
        assert len(names) == len(set(names)) and all(box.kind[c].color == BLACK for c in game.pile(EQUIPMENT, p))


def test_random_games_keep_every_invariant_use_every_part_of_the_set_and_end(full_bots):
    seen: Counter = Counter()
    winners = set()
    for seed in range(300 if full_bots else 40):
        game = new_game(seed, 4 + seed % 4, sets=SETS)
        minted = [0]

        def watch(g, event, minted=minted) -> None:
            data = event.data
            if event.kind == "tokens" and data["from"] is None and data["to"]["zone"] == GOLD:
                minted[0] += data["amount"]
            if event.kind in ("move", "tokens"):
                seen[(event.kind, data["why"])] += 1
            if event.kind in ("buy", "spared"):
                seen[event.kind] += 1

        game.observers.append(watch)
        rng = random.Random(seed)
        while game.pending is not None:
            check(game, minted[0])
            pending = game.pending
            seen[pending.kind] += 1
            ours = [o for o in pending.options if o[0] in ("buy", "force_discard", "sell_beer", "gold_pan",
                                                           "rucksack")]
            action = rng.choice(ours) if ours and rng.random() < 0.5 else rng.choice(pending.options)
            seen[action[0]] += 1
            game.apply(pending.seat, action)
        for p in game.players:
            if p.status is OUT:
                assert not (p.hand or p.in_play or game.pile(EQUIPMENT, p) or game.count(GOLD, p))
        assert game.winners
        winners.add(game.winner)
    assert winners == {"law", "outlaws", "renegade"}
    for part in ("buy", "force_discard", "sell_beer", "gold_pan", "rucksack", ("tokens", "hit"),
                 ("tokens", "lucky_charm"), ("move", "boots"), ("move", "rhum"), ("move", "pickaxe"),
                 ("move", "reshuffle"), ("move", "eliminated"), ("tokens", "wanted")):
        assert seen[part], part


@pytest.mark.parametrize("seed", range(3))
def test_save_and_load_mid_game_continues_the_same_game(seed):
    game = new_game(seed, 4 + seed % 4, sets=SETS)
    rng = random.Random(seed)
    while game.pending is not None:
        if game.version % 7 == 0:
            text = game.to_json()
            loaded = CardGame.from_json(text)
            assert loaded.to_json() == text
            action = rng.choice(game.pending.options)
            assert [e.to_dict() for e in game.apply(game.pending.seat, action)] == \
                [e.to_dict() for e in loaded.apply(loaded.pending.seat, action)]
        else:
            game.apply(game.pending.seat, rng.choice(game.pending.options))


def test_every_seat_rebuilds_its_view_from_its_events_alone_with_the_set(full_bots):
    games = 200 if full_bots else 16
    checked, kinds = rebuild_every_view(games, SETS)
    assert checked > games * 100
    whys = {why for kind, why in kinds if kind in ("move", "tokens")}
    assert {"buy", "fill", "hit", "eliminated", "force_discard", "sell_beer"} <= whys


@pytest.mark.proof
@pytest.mark.parametrize("deck", [CARDS, EQUIPMENT])
def test_what_a_seat_cannot_see_never_reaches_it_with_the_set(deck, full_bots):
    """Twin games that differ in two hidden roles and two alike cards of a deck (the playing cards, or two copies
    of one equipment card in the equipment deck, whose order nobody sees), as in test_events.py: the watcher cannot
    tell them apart until the rules show it the difference."""
    def deck_of(game):
        return game.deck if deck == CARDS else game.pile(EQUIPMENT_DECK)

    seeds = 120 if full_bots else 16
    pairs, compared = twins_agree(seeds, SETS, deck_of)
    assert pairs > seeds // 2 and compared > pairs * 10


@pytest.mark.proof
def test_worlds_dealt_from_a_view_keep_what_it_shows_and_deal_the_equipment_deck_anew(full_bots):
    """What the bots search: a world dealt from a seat's view shows that seat the same view, holds 80 + 24 cards,
    and its equipment deck holds the cards of the real one (which nobody sees), in an order of its own."""
    rng = random.Random(4)
    reordered = 0
    kinds = set()
    for seed in range(40 if full_bots else 8):
        players = 4 + seed % 5
        game = new_game(seed, players, sets=SETS, **sized(players))
        while game.pending is not None and game.version < 300:
            seat = game.pending.seat
            view = game.view(seat).data
            world = deal_unknown(view, rng)
            assert world.view(seat).data == view
            assert world.card_total() == 80 and world.card_total(EQUIPMENT) == 24
            assert sorted(world.every_card()) == list(range(104))
            assert sorted(world.pile(EQUIPMENT_DECK)) == sorted(game.pile(EQUIPMENT_DECK))
            assert [world.count(GOLD, q) for q in world.players] == [game.count(GOLD, q) for q in game.players]
            reordered += world.pile(EQUIPMENT_DECK) != game.pile(EQUIPMENT_DECK)
            kinds.add(game.pending.kind)
            game.apply(seat, rng.choice(game.pending.options))
    assert reordered > 100 and "draw_dutch_will" in kinds        # (his two cards once lay unseen in his hand)


# -- every bot level at every table size ------------------------------------------------------------------------
SIZES = (4, 5, 6, 7, 8)             # 8: two Renegades (the `eight_players` option)
GAMES = {"random": (3, 100), "easy": (2, 40), "normal": (2, 40), "hard": (1, 6)}   # a level's games per table size,
#                                                               in the default suite and with --full-bots
SAVED_EVERY = 9                     # decisions between two saves loaded and played on beside the game


class Checked:
    """A bot whose game is checked before each of its decisions: 80 + 24 cards, nuggets never negative and
    conserved, the dead holding nothing; every few decisions the game is saved and loaded, and the loaded copy
    takes the same answer: its state and events must be the game's."""

    def __init__(self, bot, game: CardGame, ledger: dict):
        self.bot, self.game, self.ledger = bot, game, ledger

    def __getattr__(self, name: str):
        return getattr(self.bot, name)

    def choose(self, view):
        game, ledger = self.game, self.ledger
        follow_up(game, ledger)
        check(game, ledger["minted"])
        for p in game.players:
            if p.status is OUT:
                assert not (p.hand or p.in_play or game.pile(EQUIPMENT, p) or game.count(GOLD, p))
        action = self.bot.choose(view)
        ledger["decisions"] += 1
        if ledger["decisions"] % SAVED_EVERY == 0:
            text = game.to_json()
            loaded = CardGame.from_json(text)
            assert loaded.to_json() == text
            ledger["loaded"] = (loaded, [e.to_dict() for e in loaded.apply(loaded.pending.seat, action)], len(
                ledger["events"]))
            ledger["saves"] += 1
        return action


def follow_up(game: CardGame, ledger: dict) -> None:
    """The copy loaded at the last save took the same answer as the game: the same events, the same state."""
    if ledger.get("loaded"):
        loaded, events, since = ledger.pop("loaded")
        assert ledger["events"][since:] == events and loaded.to_json() == game.to_json()


def sized(players: int, **more) -> dict:
    return {"eight_players": True, **more} if players == 8 else more


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("level", list(GAMES))
def test_every_bot_level_at_every_table_size_keeps_cards_and_nuggets_saves_and_ends(level, players, full_bots):
    if level == "hard" and players > 6 and not full_bots:
        pytest.skip("Hard at 7 and 8 players takes seconds a game: with --full-bots")
    ledger: dict = {"minted": 0, "decisions": 0, "saves": 0, "events": []}
    for seed in range(GAMES[level][full_bots]):
        game = new_game(seed, players, sets=SETS, **sized(players))
        ledger["events"] = events = []

        def watch(g, event, events=events) -> None:
            data = event.data
            if event.kind == "tokens" and data["from"] is None and data["to"]["zone"] == GOLD:
                assert g.count(GOLD_HEAP) == 0          # from outside the game only once the heap is empty
                ledger["minted"] += data["amount"]
            events.append(event.to_dict())

        game.observers.append(watch)
        ledger["minted"] = 0
        bots = [Checked(make_bot("cards", level, seed * 10 + s, samples=2), game, ledger) for s in range(players)]
        assert play_out(game, bots) > 0 and game.winner is not None
        follow_up(game, ledger)
        check(game, ledger["minted"])
        assert all(p.status in (IN, OUT) for p in game.players)
        assert CardGame.from_json(game.to_json()).winner == game.winner
    assert ledger["saves"] >= GAMES[level][full_bots]


def test_the_engine_bench_plays_the_set_beside_the_base_game(bench_script):
    """bench/engine.py's Gold Rush rows: the set's games are played (none failing) and shown as a share of the
    base game's speed on the same table."""
    bench = bench_script("engine")
    engines, make_bot, play_out = bench.load(bench.HERE)
    row = bench.measure(engines["cards"], make_bot, play_out, "cards", "easy", 7, 2, "gold_rush")
    assert row["failed"] == 0 and row["decisions/game"] > 50
    assert ("cards", "random", 7, "gold_rush") in bench.JUDGED and bench.has_set(bench.HERE, "cards", "gold_rush")
    name = bench.line_name("cards", "easy", 7, "gold_rush")
    lines = {bench.line_name("cards", "easy", 7): {"best": 200.0, "instructions": 100.0},
             name: {"best": 150.0, "instructions": 125.0}}
    assert bench.beside_base(name, lines, "best") == " | 0.75 of the base game's speed"
    assert bench.beside_base(name, lines, "instructions") == " | 0.80 of the base game's speed"
    assert bench.beside_base(bench.line_name("cards", "easy", 7), lines, "best") == ""
