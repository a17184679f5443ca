"""A fitted chance of winning: one logistic model per role over a few numbers about the table.

Hard's search cuts its look-ahead off before the game ends and must judge the position it reached. Hand-set
weights guessed how much a life point or a card is worth; these weights are fitted by `bench/fit_values.py`
to how seeded self-play games from such positions actually ended, so the judgement is measured, not guessed.

A model is linear in the features, or quadratic: then each feature is first standardised (centre and scale
fitted with the weights) and every product of two of them gets a weight too, since what a life point is worth
depends on the rest of the table (how many are left, whose arrows are due).
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from operator import mul

SEEN = 1 << 15      # chances remembered, at most: a search meets the same table again and again (a dice Hard's
#                     role assignments often add up to the same camps), and each costs a few hundred products


class _Role:
    """One role's fitted numbers, laid out for a quick sum."""
    __slots__ = ("bias", "linear", "rows", "centre", "scale")

    def __init__(self, weights: list[float], m: int, pairs: bool, centre: list[float] | None,
                 scale: list[float] | None):
        self.bias, self.linear = weights[0], weights[1:1 + m]
        products = weights[1 + m:]
        start = [i * m - i * (i - 1) // 2 for i in range(m)] if pairs else []
        # rows[i][k] weighs z[i] * z[i + k]: the products in the order of numpy's triu_indices
        self.rows = [products[s:s + m - i] for i, s in enumerate(start)]
        self.centre, self.scale = centre, scale             # None: the features are read as they are


class WinModel:
    """`weights[role]` is the bias, one weight per feature in the order of `names`, then with `pairs` one per
    product z_i * z_j for i <= j (row by row); `centre` and `scale` standardise the features, per role."""

    def __init__(self, names: list[str], weights: dict[str, list[float]], pairs: bool = False,
                 centre: dict[str, list[float]] | None = None, scale: dict[str, list[float]] | None = None):
        m = len(names)
        size = 1 + m + (m * (m + 1) // 2 if pairs else 0)
        self.roles = {}
        for role, w in weights.items():
            if len(w) != size:
                kind = "features, their products" if pairs else "features"
                raise ValueError(f"{role}: {len(w)} weights for {m} {kind} and a bias ({size} wanted)")
            c = centre[role] if centre else None
            s = scale[role] if scale else None
            if (c is None) != (s is None) or (c is not None and s is not None
                                              and (len(c) != m or len(s) != m or not all(s))):
                raise ValueError(f"{role}: the centre and scale need {m} numbers each, no scale zero")
            self.roles[role] = _Role(w, m, pairs, c, s)
        self._seen: dict[tuple, float] = {}

    def p(self, role: str, features: list[float]) -> float:
        """The chance that the side of a player of `role` wins from a table with these features (the same
        number for the same table, remembered: emptied when full, so a long run's memory stays bounded)."""
        key = (role, *features)
        known = self._seen.get(key)
        if known is None:
            if len(self._seen) >= SEEN:
                self._seen.clear()
            known = self._seen[key] = self._p(role, features)
        return known

    def _p(self, role: str, features: list[float]) -> float:
        r = self.roles[role]
        z = features
        if r.centre is not None and r.scale is not None:
            z = [(x - c) / s for x, c, s in zip(features, r.centre, r.scale)]
        t = r.bias + sum(map(mul, r.linear, z))
        if r.rows:
            t += sum(zi * sum(map(mul, row, z[i:])) for i, (zi, row) in enumerate(zip(z, r.rows)))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, t))))


def load(short: str, names: list[str]) -> WinModel:
    """The weights in game/bots/<short>_weights.py, refused if they were fitted to other features."""
    fitted = importlib.import_module(f"game.bots.{short}_weights")
    if fitted.NAMES != names:
        raise ValueError(f"{short}_weights.py was fitted to other features: "
                         "refit it with the command in its first line")
    return WinModel(names, fitted.WEIGHTS, getattr(fitted, "PAIRS", False),
                    getattr(fitted, "CENTRE", None), getattr(fitted, "SCALE", None))


def chance(game, seat: int, role: str, out: bool, model: WinModel, features: Callable[[], list[float]]) -> float:
    """1 or 0 once the game is over, 0 for a seat `out` of the running (it can no longer win whatever happens);
    otherwise the model's chance for `role`. `features` is called only then: it is the costly part."""
    if game.winner is not None:
        return 1.0 if seat in game.winners else 0.0
    if out:
        return 0.0
    return model.p(role, features())
