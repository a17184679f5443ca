"""Thousands of random games, the base game's and with each combination of the modules that ship with it:
invariants hold after every event and every game ends."""

import pytest

from game.bots.random_bot import RandomBot
from game.bots.selfplay import play_out
from game.core.common.status import IN
from game.core.dice.catalog import ARROWS_TOTAL
from game.core.dice.engine import new_game

GAMES = 2000
BASE = ("base",)
# the modules' combinations, each played in a smaller sample than the base game
OLD_SALOON = (("base", "old_saloon.saloon_dice"), ("base", "old_saloon.chief_arrow"),
              ("base", "old_saloon.saloon_dice", "old_saloon.chief_arrow"))
MODULE_GAMES = 200


def check_event(game, event):
    assert game.pile + sum(game.arrows) == ARROWS_TOTAL, event
    for name, held in game.tokens.items():          # every counted token is held or in its pile
        supply = game.box.tokens[name].supply
        if isinstance(supply, int):
            assert sum(held) + game.token_piles[name] == supply, event
    assert all(0 <= life <= top + game.box.life_over for life, top in zip(game.life, game.max_life)), event
    assert all(s.seated or life == 0 for s, life in zip(game.status, game.life)), event    # a zombie has life


class CheckedBot(RandomBot):
    """A random bot that also checks the decision it is shown is the game's only one."""

    def __init__(self, game, seed):
        super().__init__(seed)
        self.game = game

    def choose(self, view):
        game = self.game
        assert game.winner is None and game.pending is view.decision and view.decision.options
        pending = game.pending
        assert game.status[pending.seat] is IN, "an eliminated player is never asked anything"
        assert len(set(pending.options)) == len(pending.options)
        return super().choose(view)


@pytest.mark.parametrize("modules, block", [(BASE, b) for b in range(4)] + [(m, 0) for m in OLD_SALOON],
                         ids=lambda v: "+".join(v) if isinstance(v, tuple) else str(v))
def test_random_games(modules, block, full_bots):
    games = (GAMES if modules == BASE else MODULE_GAMES * 4) // (1 if full_bots else 2)
    ended = 0
    for seed in range(block * games // 4, (block + 1) * games // 4):
        players = 3 + seed % 6
        game = new_game(seed, players, modules=modules)
        game.observers.append(check_event)
        bots = [CheckedBot(game, seed * 10 + s) for s in range(players)]
        made = play_out(game, bots, max_decisions=5000)
        assert game.pending is None and game.winner in ("law", "outlaws", "renegade") and game.winners
        assert made > 0
        ended += 1
    assert ended == games // 4
