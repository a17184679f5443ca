"""A player who is out yet plays: the made-up module frontier.ghosts (ghosts.py) lets the first player eliminated
take turns as a ghost with his ability covered, through the engine's seams alone (who plays, whose ability is in
effect, which dice a turn rolls), in self-play, saves, beside frontier.gold, and with the bots.
"""

import random

import pytest

from game.bots.levels import make_bot
from game.bots.random_bot import RandomBot
from game.core.common.table import Table
from game.core.dice.engine import DiceGame, new_game

MODULES = ("base", "frontier.ghosts")


class Watch:
    """Counts the ghosts' turns and what they are asked, and checks a ghost is never hurt or healed."""

    def __init__(self):
        self.ghost_rolls = 0

    def __call__(self, game, event) -> None:
        ghosts = [s for s, held in enumerate(game.tokens["ghost"]) if held]
        assert len(ghosts) <= 1 and all(game.status[s].name == "ghost" and game.life[s] == 0 for s in ghosts)
        assert game.token_piles["ghost"] + sum(game.tokens["ghost"]) == 1
        if event.kind == "dice_rolled" and event.data["seat"] in ghosts:
            self.ghost_rolls += 1
            assert game.kinds == ["ghost", "ghost"]
        if event.kind == "life":
            assert event.data["seat"] not in ghosts


class Asked(RandomBot):
    """A random bot that writes down what it is asked while it is a ghost."""

    def __init__(self, game, seed, asked: set):
        super().__init__(seed)
        self.game, self.asked = game, asked

    def choose(self, view):
        if self.game.tokens["ghost"][view.seat]:
            self.asked.add(view.decision.kind)
        return super().choose(view)


def test_random_games_end_and_a_ghost_plays_without_his_ability():
    watch, asked = Watch(), set()
    for seed in range(200):
        players = 4 + seed % 5
        game = new_game(seed, players, modules=MODULES)
        game.observers.append(watch)
        bots = [Asked(game, seed * 10 + s, asked) for s in range(players)]
        assert Table(game, bots).run(5000) and game.winner is not None
        ghosts = [s for s, held in enumerate(game.tokens["ghost"]) if held]
        for seat in ghosts:                     # the covered ability: the box's blank one, not his character's
            assert game.cast[seat].id == "ghost" and game.chars[seat] != "ghost"
    assert watch.ghost_rolls > 100
    assert asked == {"reroll", "beer"}          # his dice ask nothing else; his character asks nothing


@pytest.mark.parametrize("seed", range(6))
def test_save_load_continue_with_a_ghost(seed):
    game = new_game(seed, 5 + seed % 3, modules=("base", "frontier.gold", "frontier.ghosts"))
    game.take_events()
    rng = random.Random(seed)
    while game.pending is not None:
        text = game.to_json()
        loaded = DiceGame.from_json(text)
        assert loaded.to_json() == text and [c.id for c in loaded.cast] == [c.id for c in game.cast]
        seat, action = game.pending.seat, rng.choice(game.pending.options)
        assert [e.to_dict() for e in game.apply(seat, action)] == [e.to_dict() for e in loaded.apply(seat, action)]


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_bots_play_a_ghost(level):
    turns = 0
    for seed in range(4):
        players = 5 + seed % 3
        game = new_game(seed, players, modules=MODULES)
        bots = [make_bot("dice", level, seed * 10 + s) for s in range(players)]
        table = Table(game, bots)
        table.run(5000)
        turns += sum(1 for seat, _ in table.answers if game.tokens["ghost"][seat])
        assert game.winner is not None
    assert turns
