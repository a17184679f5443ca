"""Undead or Alive's Boneyard (undead_or_alive.boneyard): every rule in a scenario of its own (scenarios/), its
scenario words refused when wrong, self-play with random and Easy bots at 4 to 8 players with and without Old
Saloon's modules (games end, zombie games too; the eleven cards always accounted for), saves round-trip before and
after the outbreak, views never show the deck's order, and a seat's view deals a legal game.
"""

import random
from collections import Counter
from pathlib import Path

import pytest

from game.bots.levels import make_bot
from game.bots.random_bot import RandomBot
from game.core.common.errors import SaveError
from game.core.common.table import Table
from game.core.dice.determinize import deal_unknown
from game.core.dice.engine import DiceGame, new_game
from game.core.dice.scenario import build
from game.core.dice.undead_or_alive import boneyard
from game.core.dice.undead_or_alive.boneyard.deck import CARDS as DECK
from game.core.dice.undead_or_alive.boneyard.deck import HANDS
from game.core.dice.undead_or_alive.boneyard.rules import CARDS, MASTER_CARD, ZOMBIE_CARD
from game.core.dice.undead_or_alive.boneyard.sense import own_side_shot
from game.scenario.runner import run_file, run_spec

MODULES = ("base", boneyard.NAME)
WITH_OLD_SALOON = ("base", "old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.roles",
                   "old_saloon.characters", "old_saloon.ghost", boneyard.NAME)
SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_every_rule_has_its_scenarios():
    assert len(SCENARIOS) >= 15


def test_the_deck_is_the_reconstructed_mix():
    assert Counter(HANDS[c] for c in DECK) == {0: 2, 1: 6, 2: 3}


PLAYERS = [{"name": n, "role": r} for n, r in zip("abcd", ("sheriff", "outlaw", "outlaw", "renegade"))]


@pytest.mark.parametrize("table, players, words", [
    ({"boneyard": [3]}, PLAYERS, "0, 1 or 2"),
    ({"boneyard_up": [0]}, [dict(PLAYERS[0]), {**PLAYERS[1], "alive": False}, *PLAYERS[2:]], "no hand"),
    ({"boneyard_up": [2]}, PLAYERS, "need an eliminated player"),
    ({"boneyard": [2, 2, 2, 2]}, PLAYERS, "no more cards"),
    ({"outbreak": True}, PLAYERS, "zombies it made"),
])
def test_wrong_boneyard_words_are_reported(table, players, words):
    result = run_spec({"name": "bad", "game": "dice", "expansions": [boneyard.NAME], "players": players,
                       "table": table})
    assert not result.ok and "scenario error" in result.detail and words in result.detail


class Watch:
    """After every event: the eleven cards are all somewhere once; face-up cards lie with eliminated players before
    the outbreak and nowhere after it; zombies never gain life. Counts the outbreaks and the zombies' wins."""

    def __init__(self):
        self.outbreaks = self.zombie_games = 0

    def __call__(self, game, event) -> None:
        held = [c for h in game.tokens[CARDS] for c in h]
        assert Counter(held + game.token_piles[CARDS]) == Counter(DECK)
        if any(game.tokens[ZOMBIE_CARD]):
            assert not held
        if event.kind == "life" and event.data["delta"] > 0:
            seat = event.data["seat"]
            assert game.status[seat].gains_life or event.data["source"] == "outbreak"
        self.outbreaks += event.kind == "outbreak"
        self.zombie_games += event.kind == "game_over" and event.data["winner"] in ("zombies", "survivors")


def _bots(level: str, seed: int, players: int) -> list:
    return [RandomBot(seed * 10 + s) if level == "random" else make_bot("dice", level, seed * 10 + s)
            for s in range(players)]


@pytest.mark.parametrize("modules", [MODULES, WITH_OLD_SALOON], ids=["boneyard", "with_old_saloon"])
@pytest.mark.parametrize("level", ["random", "easy"])
def test_self_play_ends_with_the_cards_accounted_for(level, modules, full_bots):
    watch = Watch()
    games = (60 if level == "random" else 12) // (1 if full_bots else 2)
    for seed in range(games):
        players = (5 if modules == WITH_OLD_SALOON else 4) + seed % (4 if modules == WITH_OLD_SALOON else 5)
        game = new_game(seed, players, modules=modules)
        game.observers.append(watch)
        Table(game, _bots(level, seed, players)).run(5000)
        assert game.winner is not None
    assert watch.outbreaks >= games // 5 and watch.zombie_games >= games // 5


def _play_until(done) -> DiceGame:
    """The first seeded game of random answers that reaches a table where `done`, at that table."""
    for seed in range(40):
        game = new_game(seed, 4 + seed % 5, modules=MODULES)
        rng = random.Random(seed)
        while game.pending is not None and not done(game):
            game.apply(game.pending.seat, rng.choice(game.pending.options))
        if game.pending is not None:
            return game
    raise AssertionError("no game reached that table")


def test_saves_round_trip_before_and_after_the_outbreak():
    before = after = 0
    for seed in range(10):
        game = new_game(seed, 4 + seed % 5, modules=MODULES if seed % 2 else WITH_OLD_SALOON[:-2] + MODULES[1:])
        game.take_events()
        rng = random.Random(seed)
        while game.pending is not None:
            text = game.to_json()
            loaded = DiceGame.from_json(text)
            assert loaded.to_json() == text
            seat, action = game.pending.seat, rng.choice(game.pending.options)
            assert [e.to_dict() for e in game.apply(seat, action)] == [e.to_dict() for e in loaded.apply(seat, action)]
            if any(game.tokens[ZOMBIE_CARD]):
                after += 1
            elif any(game.tokens[CARDS]):
                before += 1
    assert before > 50 and after > 50


def test_views_never_show_the_decks_order_and_deal_a_legal_game():
    game = _play_until(lambda g: any(g.tokens[CARDS]))
    deck = list(game.token_piles[CARDS])
    for seat in (*range(len(game.status)), None):
        data = game.view(seat).data
        assert data["table"]["piles"][CARDS] == len(deck)
        assert [p["piles"][CARDS] for p in data["table"]["players"]] == game.tokens[CARDS]
    seat = game.pending.seat
    dealt = deal_unknown(game.view(seat).data, random.Random(1))
    assert dealt.tokens[CARDS] == game.tokens[CARDS] and Counter(dealt.token_piles[CARDS]) == Counter(deck)
    assert dealt.pending.seat == seat


def test_a_damaged_save_of_the_boneyard_is_refused():
    game = _play_until(lambda g: any(g.tokens[CARDS]))
    holder = next(s for s, h in enumerate(game.tokens[CARDS]) if h)
    living = next(s for s, st in enumerate(game.status) if st.targetable)
    game.tokens[CARDS][living].append(game.tokens[CARDS][holder].pop())
    with pytest.raises(SaveError, match="Boneyard card"):
        DiceGame.from_json(game.to_json())


def test_a_damaged_save_with_two_zombie_masters_is_refused():
    game = _play_until(lambda g: any(g.tokens[MASTER_CARD]))
    other = next(s for s, st in enumerate(game.status) if st.acts and not game.tokens[MASTER_CARD][s])
    game.tokens[MASTER_CARD][other] = 1
    with pytest.raises(SaveError):
        DiceGame.from_json(game.to_json())


def _zombie_to_shoot() -> DiceGame:
    """After the outbreak, the zombie bea's 1 may hit the survivor ana or the zombie cid, her neighbours."""
    players = [{"name": "ana", "role": "sheriff", "character": "paul_regret"},
               {"name": "bea", "role": "deputy", "character": "jourdonnais", "zombie": True, "life": 3},
               {"name": "cid", "role": "outlaw", "character": "rose_doolan", "zombie": True, "life": 3},
               {"name": "dan", "role": "renegade", "character": "willy_the_kid", "zombie_master": True},
               {"name": "eve", "role": "outlaw", "character": "jesse_jones"}]
    game = build({"expansions": [boneyard.NAME], "players": players,
                  "table": {"outbreak": True, "turn": "bea", "rolls": [["1", "dynamite", "dynamite"]]}})
    game.apply(1, ("stop",))
    assert game.pending.kind == "shoot"
    return game


def test_a_shot_at_ones_own_side_is_silly_after_the_outbreak():
    data = _zombie_to_shoot().view(1).data
    assert own_side_shot(data, ("shoot", 0, 2)) is not None
    assert own_side_shot(data, ("shoot", 0, 0)) is None


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_zombie_bot_shoots_for_the_zombies(level):
    """The Deputy risen as a zombie shoots the Sheriff, a survivor, not the zombie Outlaw beside her."""
    game = _zombie_to_shoot()
    assert make_bot("dice", level, 1).choose(game.view(1)) == ("shoot", 0, 0)
