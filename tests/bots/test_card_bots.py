"""Card bots: every level plays legal games to the end, sees nothing hidden, and Easy beats random play."""

import copy
import random

import pytest

from game.bots.card_hard import CardHardBot
from game.bots.card_policy import CardBot
from game.bots.random_bot import RandomBot
from game.bots.selfplay import play_out
from game.core.cards.determinize import deal_unknown
from game.core.cards.engine import new_game


def make(level, seed):
    if level == "hard":
        return CardHardBot(seed, samples=2, depth=20)
    return CardBot(level, seed)


@pytest.mark.parametrize("level,games", [("easy", 150), ("normal", 150), ("hard", 6)])
def test_every_level_finishes_seeded_games_without_an_illegal_move(level, games):
    for seed in range(games):
        players = 4 + seed % 4
        game = new_game(seed, players)
        assert play_out(game, [make(level, seed * 10 + s) for s in range(players)]) > 0   # IllegalMove would raise
        assert game.winner is not None


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_decides_the_same_whatever_it_cannot_see(level):
    """Two games that differ only in hidden information (others' hands and roles, the deck order) but look the
    same from the bot's seat get the same answer from the same bot: it reads its view and nothing else."""
    compared = 0
    for seed in range(12):
        game = new_game(seed, 5 + seed % 3)
        bots = [make(level, seed * 10 + s) for s in range(len(game.players))]
        history = {s: [] for s in range(len(bots))}
        for event in game.take_events():
            for s in history:
                history[s].append(event.visible_to(s))
        while game.pending is not None and game.version < 120:
            seat = game.pending.seat
            view = game.view(seat)
            twin = copy.deepcopy(bots[seat])          # the same bot, memory and random state included
            action = bots[seat].choose(view)
            if len(view.decision.options) > 1 and game.version % 3 == 0:
                other = deal_unknown(view.data, random.Random(seed + game.version))
                assert [p.hand for p in other.players] != [p.hand for p in game.players] or \
                    other.deck != game.deck
                assert twin.choose(other.view(seat)) == action
                compared += 1
            for event in game.apply(seat, action):
                for s, bot in enumerate(bots):
                    bot.observe(event.visible_to(s))
    assert compared > 40


def test_easy_beats_random_play_by_a_clear_margin():
    wins = {"easy": 0, "random": 0}
    for seed in range(120):
        seat = seed % 5
        for level in wins:
            game = new_game(seed, [{"role": "outlaw"} if s == seat else {} for s in range(5)])
            bots = [RandomBot(seed * 10 + s) for s in range(5)]
            if level == "easy":
                bots[seat] = CardBot("easy", seed)
            play_out(game, bots)
            wins[level] += seat in game.winners
    assert wins["easy"] - wins["random"] >= 25      # out of 120 seeded games: about +35 measured
