"""Old Saloon, module 4 (old_saloon.characters): the eight characters play through scenarios, self-play, saves and the
proof that nothing hidden leaks; those needing a module are left out without it; a table where nobody listens before
a loss lands its hits as the base game does."""

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from game.bots.levels import make_bot
from game.bots.random_bot import RandomBot
from game.core.common.roles import SHERIFF
from game.core.common.status import IN, OUT
from game.core.common.table import Table
from game.core.dice.box import box_for
from game.core.dice.engine import DiceGame, deal, new_game
from game.core.dice.old_saloon.characters import CHARACTERS
from game.scenario.runner import run_file

HERE = Path(__file__).parent
SCENARIOS = sorted((HERE / "scenarios" / "characters").glob("*.toml"))
ALONE = ("base", "old_saloon.characters")
WITH_DICE = ("base", "old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.characters")
EVERY = (*WITH_DICE, "old_saloon.roles", "old_saloon.ghost")
NEEDING = {"jose_delgado", "tequila_joe", "apache_kid"}
OWN = {c.id for c in CHARACTERS}


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_each_character_has_a_scenario_and_both_languages():
    named = {c for path in SCENARIOS for c in OWN if c in path.read_text(encoding="utf-8")}
    assert named == OWN
    for c in CHARACTERS:
        assert c.en and c.es and c.ability_en and c.ability_es, c.id
    assert len(OWN) == 8 and [c.life for c in CHARACTERS] == [7, 7, 9, 9, 7, 7, 8, 8]


def test_characters_needing_a_module_are_left_out_without_it():
    box = box_for(ALONE)
    assert set(box.left_out) == NEEDING and OWN - NEEDING <= set(box.characters)
    assert box.why_left_out("apache_kid") == ("Apache Kid needs the module The Indian Chief's Arrow "
                                              "(old_saloon.chief_arrow)")
    with pytest.raises(ValueError, match="José Delgado needs"):
        deal(1, [{"character": "jose_delgado"}, {}, {}, {}], modules=ALONE)
    dealt = Counter(c for seed in range(300) for c in deal(seed, 8, modules=ALONE).chars)
    assert not NEEDING & set(dealt) and OWN - NEEDING <= set(dealt)


def test_only_a_table_that_listens_before_a_loss_sends_its_hits_through_the_batch():
    seats = [{"character": c} for c in ("black_jack", "lucky_duke", "vera_custer", "jourdonnais")]
    assert not deal(1, seats, modules=ALONE).wary and not deal(1, 4).wary
    seats[2] = {"character": "molly_stark"}
    game = deal(1, seats, modules=ALONE)
    assert game.wary
    game.start()
    game.hits([(1, 1, "dynamite", None)])          # Molly will be asked before bea loses anything
    assert game.tasks[-2:] == [("batch",), ("molly_stark", 1)] and game.batch == [[1, 1, "dynamite", None, 0, 0]]
    assert game.life[1] == 8


def check_table(game, event=None):
    """Every arrow is somewhere once; lives are in range (above the maximum only as El Bueno leaves an old Sheriff)."""
    assert game.pile + sum(game.arrows) == game.box.arrows, event
    spare = 99 if "old_saloon.roles" in game.box.modules else 0
    assert all(0 <= life <= top + spare for life, top in zip(game.life, game.max_life)), event
    assert all(s is IN or life == 0 for s, life in zip(game.status, game.life)), event


class Counting(RandomBot):
    """A random bot that checks it is asked only while in the game, and counts the decisions it answers."""

    def __init__(self, game, seed, seen: Counter):
        super().__init__(seed)
        self.game, self.seen = game, seen

    def choose(self, view):
        assert self.game.status[view.seat] is not OUT, "an eliminated player is never asked anything (a Ghost is)"
        action = super().choose(view)
        self.seen[view.decision.kind, action[0]] += 1
        return action


def with_characters(seed: int, players: int, modules=ALONE) -> DiceGame:
    """A game in which the first seats play the module's characters that this table may deal."""
    box = box_for(modules)
    own = [c for c in box.characters if c in OWN]
    rng = random.Random(seed)
    rng.shuffle(own)
    return new_game(seed, [{"character": c} for c in own[:players]] + [{}] * max(0, players - len(own)),
                    modules=modules)


@pytest.mark.parametrize("modules", [ALONE, WITH_DICE], ids=["alone", "with_saloon_dice_and_chief"])
def test_random_games_end_and_answer_every_new_decision(modules, full_bots):
    seen: Counter = Counter()
    for seed in range(300 if full_bots else 150):
        players = 3 + seed % 6
        game = with_characters(seed, players, modules)
        game.observers.append(check_table)
        bots = [Counting(game, seed * 10 + s, seen) for s in range(players)]
        assert Table(game, bots).run(5000) > 0
        assert game.pending is None and game.winner in ("law", "outlaws", "renegade")
    asked = [("give", "give"), ("give", "pass"), ("take_loss", "take_loss"), ("take_loss", "pass")]
    if modules == WITH_DICE:            # José Delgado's and Tequila Joe's sixth die, Apache Kid's Chief's Arrow
        asked += [("chief_arrow", "take_arrow"), ("saloon_dice", "saloon_dice")]
    for kind, verb in asked:
        assert seen[kind, verb] > 20, (kind, verb)


def test_the_characters_play_with_every_old_saloon_module(full_bots):
    """Five to eight players (the Ghost's), random answers: games end, saves of the last position load."""
    seen: Counter = Counter()
    for seed in range(120 if full_bots else 60):
        players = 5 + seed % 4
        game = with_characters(seed, players, EVERY)
        game.observers.append(check_table)
        assert Table(game, [Counting(game, seed * 10 + s, seen) for s in range(players)]).run(5000) > 0
        assert game.winner is not None and DiceGame.from_json(game.to_json()).winner == game.winner
    for kind in ("give", "take_loss", "chief_arrow", "saloon_dice", "reveal"):
        assert sum(n for (k, _), n in seen.items() if k == kind) > 20, kind


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
@pytest.mark.parametrize("modules", [ALONE, WITH_DICE], ids=["alone", "with_saloon_dice_and_chief"])
def test_the_bots_answer_the_new_decisions(level, modules):
    for seed in range(6):
        players = 3 + seed
        game = with_characters(seed, players, modules)
        game.observers.append(check_table)
        Table(game, [make_bot("dice", level, seed * 10 + s) for s in range(players)]).run(5000)
        assert game.winner is not None


@pytest.mark.parametrize("seed", range(8))
def test_save_load_continue_gives_the_same_game(seed):
    game = with_characters(seed, 3 + seed % 6, WITH_DICE if seed % 2 else ALONE)
    game.take_events()
    rng = random.Random(seed)
    kinds = set()
    while game.pending is not None:
        text = game.to_json()
        loaded = DiceGame.from_json(text)
        assert loaded.to_json() == text and loaded.pending.to_dict() == game.pending.to_dict()
        kinds.add(game.pending.kind)
        seat, action = game.pending.seat, rng.choice(game.pending.options)
        assert [e.to_dict() for e in game.apply(seat, action)] == [e.to_dict() for e in loaded.apply(seat, action)]
    assert loaded.winner == game.winner and json.loads(game.to_json())


def test_two_roles_hidden_from_a_seat_never_reach_it(full_bots):
    """As tests/dice/test_no_leak.py, at tables of the module's characters: the questions they ask and the hits
    they move show nothing of a hidden role."""
    compared = 0
    games = 150 if full_bots else 60
    for seed in range(games):
        players = 4 + seed % 5
        first = deal(seed, [{"character": c} for c in sorted(OWN - NEEDING)][:players] + [{}] * max(0, players - 5),
                     modules=ALONE)
        hidden = [s for s, r in enumerate(first.roles) if r != SHERIFF]
        pairs = [(a, b) for a in hidden for b in hidden if a < b and first.roles[a] != first.roles[b]]
        swapped = pairs[seed % len(pairs)]
        second = first.clone()
        second.roles[swapped[0]], second.roles[swapped[1]] = first.roles[swapped[1]], first.roles[swapped[0]]
        first.start()
        second.start()
        watchers = [s for s in range(players) if s not in swapped] + [None]
        bots = [RandomBot(seed * 10 + s) for s in range(players)]
        events = (first.take_events(), second.take_events())
        while True:
            shown = next((i for i, e in enumerate(events[0]) if e.kind == "game_over" or (
                e.kind in ("eliminated", "role_revealed") and e.data["seat"] in swapped)), None)
            for one, other in list(zip(*events))[:shown]:
                assert [one.visible_to(s) for s in watchers] == [other.visible_to(s) for s in watchers]
                compared += 1
            if shown is not None:
                break
            assert len(events[0]) == len(events[1])
            for s in watchers:
                assert first.view(s).data == second.view(s).data
            seat = first.pending.seat
            action = bots[seat].choose(first.view(seat))
            events = (first.apply(seat, action), second.apply(seat, action))
    assert compared > 7 * games
