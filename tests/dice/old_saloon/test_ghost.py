"""Old Saloon's Ghost (old_saloon.ghost): every rule in a scenario of its own (scenarios/ghost), the scenario words it
brings, self-play with random and Easy bots at 5 to 8 players (games end, the seven tokens always accounted for,
saves round-trip mid-game), the bots answering `give` legally, nothing hidden leaking, and its names and texts.
"""

import random
from pathlib import Path

import pytest

from game.bots.levels import make_bot
from game.bots.random_bot import RandomBot
from game.core.common.errors import IllegalMove, SaveError
from game.core.common.roles import SHERIFF
from game.core.common.table import Table
from game.core.dice.engine import DiceGame, deal, new_game
from game.core.dice.old_saloon import ghost
from game.core.dice.old_saloon.ghost.rules import CARD, GIVE, SUPPLY, TOKENS, X2
from game.scenario.runner import run_file, run_spec

MODULES = ("base", "old_saloon.ghost")
SCENARIOS = sorted((Path(__file__).parent / "scenarios" / "ghost").glob("*.toml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_every_rule_has_its_scenarios():
    assert len(SCENARIOS) >= 15


class Watch:
    """Checks, after every event, that the seven tokens are all somewhere once, the Ghost is one out-of-the-game
    player with his life at 0, and that he is never hurt, healed or given arrows; counts the gifts."""

    def __init__(self):
        self.gifts = self.ghost_turns = 0

    def __call__(self, game, event) -> None:
        held = [t for h in game.tokens[TOKENS] for t in h]
        assert sorted(held + game.token_piles[TOKENS]) == sorted(SUPPLY)
        ghosts = [s for s, card in enumerate(game.tokens[CARD]) if card]
        assert len(ghosts) <= 1 and (held == [] or ghosts)
        for seat in ghosts:
            assert game.status[seat].name == "ghost" and game.life[seat] == 0 and game.arrows[seat] == 0
            assert game.roles[seat] != SHERIFF and game.revealed[seat]
            if event.kind in ("life", "arrows"):
                assert event.data["seat"] != seat
            if event.kind == "dice_rolled" and event.data["seat"] == seat and "kinds" in event.data:
                self.ghost_turns += 1
                assert event.data["kinds"] == ["base", "base"]
        if event.kind == "tokens" and event.data["why"] == "ghost_gift":
            self.gifts += 1


def _bots(level: str, seed: int, players: int) -> list:
    return [RandomBot(seed * 10 + s) if level == "random" else make_bot("dice", level, seed * 10 + s)
            for s in range(players)]


WITH_OTHERS = ("base", "old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.roles", "old_saloon.characters",
               "old_saloon.ghost")


@pytest.mark.parametrize("modules", [MODULES, WITH_OTHERS], ids=["ghost", "with_others"])
@pytest.mark.parametrize("level", ["random", "easy"])
def test_self_play_ends_with_the_tokens_accounted_for(level, modules, full_bots):
    watch = Watch()
    games = (120 if level == "random" else 24) // (1 if full_bots else 2)
    for seed in range(games):
        players = 5 + seed % 4
        game = new_game(seed, players, modules=modules)
        game.observers.append(watch)
        Table(game, _bots(level, seed, players)).run(5000)
        assert game.winner is not None
    assert watch.ghost_turns > games and watch.gifts > games // 2


def test_saves_round_trip_mid_game_and_play_on_the_same():
    haunted = 0
    for seed in range(8):
        game = new_game(seed, 5 + seed % 4, modules=MODULES if seed % 2 else WITH_OTHERS)
        game.take_events()
        rng = random.Random(seed)
        while game.pending is not None:
            text = game.to_json()
            loaded = DiceGame.from_json(text)
            assert loaded.to_json() == text and [c.id for c in loaded.cast] == [c.id for c in game.cast]
            seat, action = game.pending.seat, rng.choice(game.pending.options)
            assert [e.to_dict() for e in game.apply(seat, action)] == [e.to_dict() for e in loaded.apply(seat, action)]
        haunted += any(game.tokens[CARD])
    assert haunted >= 5


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_bots_answer_give_legally(level):
    gifts = 0
    for seed in range(3 if level == "hard" else 6):
        players = 5 + seed % 4
        game = new_game(seed, players, modules=MODULES)
        table = Table(game, _bots(level, seed, players))
        table.run(5000)                         # an illegal answer raises IllegalMove
        assert game.winner is not None
        gifts += sum(1 for _, action in table.answers if action[0] == GIVE)
    assert gifts


def _twins(seed: int, players: int):
    """A game of the module and its copy with two hidden roles swapped (never the Sheriff's), both started."""
    first = deal(seed, players, modules=MODULES)
    hidden = [s for s, r in enumerate(first.roles) if r != SHERIFF]
    pairs = [(a, b) for a in hidden for b in hidden if a < b and first.roles[a] != first.roles[b]]
    a, b = pairs[seed % len(pairs)]
    second = first.clone()
    second.roles[a], second.roles[b] = second.roles[b], second.roles[a]
    first.start()
    second.start()
    return first, second, (a, b)


@pytest.mark.proof
def test_the_ghost_and_his_tokens_leak_no_hidden_role(full_bots):
    """The Ghost, his tokens and the given ones are public: two games differing only in two hidden roles give
    every other seat the same events and views up to the first that may show one of the two."""
    compared = ghosts = 0
    games = 1_600 if full_bots else 80
    for seed in range(games):
        players = 5 + seed % 4
        first, second, swapped = _twins(seed, players)
        watchers = [s for s in range(players) if s not in swapped] + [None]
        bots = [RandomBot(seed * 10 + s) for s in range(players)]
        events = (first.take_events(), second.take_events())
        while True:
            shown = next((i for i, e in enumerate(events[0]) if e.kind == "game_over" or (
                e.kind in ("eliminated", "role_revealed") and e.data["seat"] in swapped)), None)
            for one, other in zip(events[0][:shown], events[1][:shown]):
                assert [one.visible_to(s) for s in watchers] == [other.visible_to(s) for s in watchers]
                compared += 1
            if shown is not None:
                break
            for s in watchers:
                assert first.view(s).data == second.view(s).data
            ghosts += any(first.tokens[CARD])
            seat = first.pending.seat
            action = bots[seat].choose(first.view(seat))
            events = (first.apply(seat, action), second.apply(seat, action))
    assert compared > 60 * games and ghosts > games // 2


def test_every_seat_sees_the_ghost_and_the_tokens_given():
    game = new_game(2, 6, modules=MODULES)
    game.take_events()
    rng = random.Random(2)
    while game.pending is not None and not any(len(h) == 1 or X2 in h and len(h) == 2
                                               for h in game.tokens[TOKENS]):
        game.apply(game.pending.seat, rng.choice(game.pending.options))
    held = [list(h) for h in game.tokens[TOKENS]]
    assert sum(1 for h in held if h) == 2
    for seat in (*range(6), None):
        players = game.view(seat).data["table"]["players"]
        assert [p["piles"][TOKENS] for p in players] == held
        assert [p["piles"][CARD] for p in players] == game.tokens[CARD]


def _haunted_turn():
    """A game of the module at the Ghost's give, from the first ghost scenario's table."""
    game = new_game(4, 5, modules=MODULES)
    rng = random.Random(4)
    while not (game.pending is not None and game.pending.kind == GIVE):
        game.apply(game.pending.seat, rng.choice(game.pending.options))
    return game


@pytest.mark.parametrize("action, rule", [
    (("give",), "dice_named"),
    (("give", (0, 0), 1), "dice_named"),
    (("give", (3,), 1), "dice_named"),
    (("give", "0", 1), "dice_named"),
    (("give", (0,)), "give_target"),
    (("give", (0,), "bea"), "target_alive"),
    (("give", (0,), 99), "target_alive"),
    (("pass",), "wrong_answer"),
])
def test_a_malformed_give_is_refused_and_changes_nothing(action, rule):
    game = _haunted_turn()
    before = game.to_json()
    with pytest.raises(IllegalMove) as refused:
        game.apply(game.pending.seat, action)
    assert refused.value.rule == rule and game.to_json() == before


def test_a_damaged_save_of_the_ghost_is_refused():
    game = _haunted_turn()
    ghost_seat = game.turn
    other = game.pending.options[0][2]
    game.tokens[TOKENS][ghost_seat].remove("beer")
    game.tokens[TOKENS][other].append("beer")
    game.tokens[TOKENS][ghost_seat].remove("arrow")
    game.tokens[TOKENS][(other + 1) % 5 if (other + 1) % 5 != ghost_seat else (other + 2) % 5].append("arrow")
    with pytest.raises(SaveError, match="ghost tokens"):
        DiceGame.from_json(game.to_json())


@pytest.mark.parametrize("players", [3, 4])
def test_fewer_than_five_players_are_refused(players):
    with pytest.raises(ValueError, match="5 to 8 players"):
        new_game(1, players, modules=MODULES)


WORDS = {       # each word of SCENARIOS-expansions §3 that concerns the Ghost, in a small table of its own
    "ghost": ({"ghost": True, "alive": False}, {}, {"p1.ghost": True, "p1.status": "ghost", "p0.ghost": False}),
    "ghost_tokens": ({"ghost": True, "alive": False}, {"ghost_tokens": ["x2", "beer"]},
                     {"p2.ghost_tokens": ["beer", "x2"], "p1.ghost_tokens": ["gatling", "2", "1", "dynamite",
                                                                             "arrow"]}),
}


@pytest.mark.parametrize("word", WORDS)
def test_each_scenario_word_is_accepted(word):
    ghost_player, receiver, expect = WORDS[word]
    roles = ("sheriff", "outlaw", "outlaw", "renegade", "deputy")
    players = [{"name": f"p{i}", "role": r} for i, r in enumerate(roles)]
    players[1].update(ghost_player)
    players[2].update(receiver)
    result = run_spec({"name": word, "game": "dice", "expansions": ["old_saloon.ghost"], "seed": 1,
                       "players": players, "expect": expect})
    assert result.ok, result.detail


def test_the_names_and_texts_for_the_window_are_in_both_languages():
    text = ghost.TEXT
    assert set(text) == {"ghost", "ghost_renegade", *SUPPLY}
    for entry in text.values():
        for language in ("en", "es"):
            name, line = entry[language]
            assert name and line.endswith(".")
        assert entry["en"] != entry["es"]
