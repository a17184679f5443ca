"""The baseline bot: answers every decision with a legal option drawn at random, from its view only."""

from __future__ import annotations

import random


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view) -> tuple:
        return self.rng.choice(view.decision.options)
