"""Whatever a player, a bot or a remote client sends, the engines answer with IllegalMove or accept it.

Junk answers are built from every verb either game knows, with arguments of every shape; a refused answer
must leave the state exactly as it was. Never any other exception: nothing a client sends may crash a game.
"""

import random

import pytest

from game.core.cards.engine import new_game as new_card_game
from game.core.common.errors import IllegalMove
from game.core.dice.engine import new_game as new_dice_game

VERBS = ["play", "end_turn", "discard", "missed", "barrel", "jourdonnais", "take_hit", "beer", "die", "sid", "bang",
         "pick", "choose", "draw_from", "deck", "discard_pile", "return", "stop", "reroll", "shoot", "double_shot",
         "heal", "take_arrow", "lose_life", "discard_arrow", "pass", "fly", ""]


def junk(rng: random.Random, options: tuple):
    shape = rng.randrange(5)
    if shape == 0 and options:                      # a legal answer with one part changed
        action = list(rng.choice(options))
        if len(action) > 1:
            action[rng.randrange(1, len(action))] = rng.choice([-1, 0, 3, 79, 80, 999, "hand", "x", (1, 2), [0]])
        return action
    if shape == 1:
        return [rng.choice(VERBS)] + [rng.randrange(-2, 90) for _ in range(rng.randrange(4))]
    if shape == 2:
        return [rng.choice(VERBS), rng.choice(["hand", None, 1.5, True, [1, [2]], {"a": 1}, (0, 1, 2)])]
    if shape == 3:
        return rng.choice([None, [], (), "play", 7, {"do": "play"}, [[]], ["reroll", [0, 9]]])
    return tuple(rng.choice(VERBS) for _ in range(rng.randrange(1, 3)))


@pytest.mark.parametrize("new_game,counts", [(new_card_game, range(4, 8)), (new_dice_game, range(3, 9))])
def test_junk_answers_are_refused_without_a_trace(new_game, counts):
    rng = random.Random(5)
    refused = 0
    for seed in range(40):
        game = new_game(seed, counts[seed % len(counts)])
        while game.pending is not None and game.version < 150:
            seat = game.pending.seat
            for _ in range(6):
                action = junk(rng, game.pending.options)
                before = game.to_json()
                try:
                    game.apply(rng.choice([seat, seat, -1, 99, (seat + 1) % 3]), action)
                except IllegalMove as exc:
                    assert exc.rule and exc.message
                    assert game.to_json() == before
                    refused += 1
                if game.pending is None:
                    break
            if game.pending is not None:
                game.apply(game.pending.seat, rng.choice(game.pending.options))
    assert refused > 1000
