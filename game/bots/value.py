"""A fitted chance of winning: one logistic model per role over a few numbers about the table.

Hard's search cuts its look-ahead off before the game ends and must judge the position it reached. Hand-set
weights guessed how much a life point or a card is worth; these weights are fitted by `bench/fit_values.py`
to how seeded self-play games from such positions actually ended, so the judgement is measured, not guessed.
"""

from __future__ import annotations

import importlib
import math
from typing import Callable


class WinModel:
    """`weights[role]` is the bias followed by one weight per feature, in the order of `names`."""

    def __init__(self, names: list[str], weights: dict[str, list[float]]):
        for role, w in weights.items():
            if len(w) != len(names) + 1:
                raise ValueError(f"{role}: {len(w)} weights for {len(names)} features and a bias")
        self.names = names
        self.weights = weights

    def p(self, role: str, features: list[float]) -> float:
        """The chance that the side of a player of `role` wins from a table with these features."""
        w = self.weights[role]
        z = w[0] + sum(a * b for a, b in zip(w[1:], features))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def load(short: str, names: list[str]) -> WinModel:
    """The weights in game/bots/<short>_weights.py, refused if they were fitted to other features."""
    fitted = importlib.import_module(f"game.bots.{short}_weights")
    if fitted.NAMES != names:
        game = {"card": "cards"}.get(short, short)
        raise ValueError(f"{short}_weights.py was fitted to other features: run bench/fit_values.py --game {game}")
    return WinModel(names, fitted.WEIGHTS)


def chance(game, seat: int, role: str, out: bool, model: WinModel, features: Callable[[], list[float]]) -> float:
    """1 or 0 once the game is over, 0 for a seat `out` of the running (it can no longer win whatever happens);
    otherwise the model's chance for `role`. `features` is called only then: it is the costly part."""
    if game.winner is not None:
        return 1.0 if seat in game.winners else 0.0
    if out:
        return 0.0
    return model.p(role, features())
