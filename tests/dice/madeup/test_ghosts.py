"""A player who is out yet plays: the made-up module frontier.ghosts (ghosts.py) lets the first player eliminated
take turns as a ghost with his ability covered, through the engine's seams alone (who plays, whose ability is in
effect, which dice a turn rolls), in self-play, saves, beside frontier.gold, and with the bots.
"""

import random

import pytest

from game.bots.levels import make_bot
from game.bots.random_bot import RandomBot
from game.core.common.roles import standard_winner
from game.core.common.status import BASE, IN, OUT, of
from game.core.common.table import Table
from game.core.dice.base.steps import why_target
from game.core.dice.box import box_for
from game.core.dice.engine import DiceGame, new_game

MODULES = ("base", "frontier.ghosts")


class Watch:
    """Counts the ghosts' turns and what they are asked, and checks a ghost is never hurt or healed."""

    def __init__(self):
        self.ghost_rolls = 0

    def __call__(self, game, event) -> None:
        ghosts = [s for s, held in enumerate(game.tokens["ghost"]) if held]
        assert len(ghosts) <= 1 and all(game.status[s].name == "haunting" and game.life[s] == 0 for s in ghosts)
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


def _haunted(seed: int = 3, ghost: int = 2):
    """A 5-player game of the module (the Sheriff, the Renegade, two Outlaws, a Deputy) whose seat `ghost`, an Outlaw,
    has just fallen and become the Ghost, as `_haunts` makes one
    (the module's token gives its status): the events of it taken."""
    roles = ("sheriff", "renegade", "outlaw", "outlaw", "deputy")
    game = new_game(seed, [{"role": role} for role in roles], modules=MODULES)
    game.take_events()
    game.life[ghost], game.status[ghost], game.revealed[ghost] = 0, OUT, True
    game.take_tokens("ghost", ghost, 1, "ghost")
    game.recast()
    return game


def test_the_ghost_is_a_status_of_the_module_told_shown_and_saved():
    game = _haunted()
    ghost = game.box.statuses["haunting"]
    assert game.status[2] is ghost and ghost not in BASE
    told = [(e.kind, e.data) for e in game.take_events()]
    assert told[0] == ("status", {"seat": 2, "status": "haunting"})
    assert told[1][0] == "tokens"                           # the status is told before the token that gives it
    for seat in range(5):
        assert of(game.view(seat).data["table"]["players"][2]) is ghost
    assert DiceGame.from_json(game.to_json()).status[2] is ghost
    assert "haunting" not in box_for(("base",)).statuses       # only a game of the module knows it


def test_the_ghosts_predicates_drive_seats_distance_targets_and_turns():
    """Seat 2 a ghost, an eliminated player, or in the game: the same engine asks the status's answers."""
    game = _haunted()
    kit = game.box.characters["kit_carlson"]
    statuses = {"ghost": game.status[2], "out": OUT, "in": IN}
    seen = {}
    for name, status in statuses.items():
        game.status[2] = status
        seen[name] = (game.box.targets(kit, 1, tuple(game.status)),      # seats and distance, and who is aimed at
                      game.targetable_from(1),                           # whom a Beer or a Gatling reaches
                      game.next_player(1),                               # whose turn comes next
                      standard_winner(game.roles, [OUT if s == 0 else st for s, st in enumerate(game.status)]),
                      standard_winner(game.roles, [OUT if s in (1, 3) else st for s, st in enumerate(game.status)]))
    ghost, out, inside = seen["ghost"], seen["out"], seen["in"]
    assert ghost[0] == out[0] == {"1": (3, 0), "2": (4,)}              # not seated: seat 3 is next to seat 1
    assert inside[0] == {"1": (2, 0), "2": (3, 4)}
    assert 2 not in ghost[1] and 2 not in out[1] and 2 in inside[1]     # never aimed at, hit or healed
    assert ghost[2] == 2 and out[2] == 3 and inside[2] == 2             # he takes turns; the eliminated do not
    assert ghost[3] == out[3] == inside[3] == ("outlaws", [2, 3])       # the Sheriff falls: he wins with his side
    assert ghost[4] == out[4] == ("law", [0, 4]) and inside[4] is None  # he does not keep the Outlaws standing


def test_a_ghost_is_refused_as_a_target_and_skipped_by_the_gatling():
    game = _haunted()
    game.status[2] = game.box.statuses["haunting"]
    game.dice, game.left = ["beer"] * len(game.dice), [1] * len(game.dice)
    reasons = {seat: why_target(game, 0, seat, "beer") for seat in range(5)}
    assert reasons[2] is not None and reasons[2][0] == "target_alive"
    assert all(reasons[s] is None for s in (0, 1, 3, 4))
