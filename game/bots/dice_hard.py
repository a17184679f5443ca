"""The Hard dice bot: Normal's beliefs and answers, plus a determinized search on the re-roll decision, judged
by a chance of winning fitted to self-play.

For each re-roll it keeps Normal's few best candidates, then, for a few worlds (fewer if its time budget runs
out first), deals a world that agrees with its view (hidden roles drawn from its belief, future dice from its
own generator) and plays every candidate ahead in a copy of that same world with the engine itself: the rest
of its turn and every other player's next turn, so the table answers its dice (Normal, told the sampled roles,
plays every seat). It scores where that leaves its side by `dice_value.win_chance`. Every candidate is judged
on the same worlds, so the comparison is paired, and it replaces Normal's choice only when it wins by more than
the noise of those few worlds (an earlier version that took the best average outright lost 15 points as
Sheriff). The other decisions are Normal's.

Measured against Normal (docs/bots.md holds the figures): within 2 points of it in every role at 5 and 7
players, no interval above zero; decisions take 265 / 420 ms at p95 on one core. Issue 4 asks +5 everywhere:
not met. Ending the look at its own turn (+0.7 / -2.0 / +0.7 / +3.3 at 5 players, whether judged by the
fitted chance or, before it, by Normal's own prices) or also searching whom to shoot and whom to give Beers
(+0.7 / -2.0 / -0.7 / -4.0) did no better.
Normal's re-roll is already exact over the dice (an exact look over every re-roll still to come picked its
option in 115 of 115 decisions) and Normal told the true roles gains at most about 5 points on it, so little is
left for any single seat to take.
"""

from __future__ import annotations

import json
import random
import time

from game.core.dice.determinize import deal_unknown

from .dice_policy import DiceBot, Table
from .dice_value import win_chance
from .levels import roles_of

CANDIDATES = 4
SAMPLES = 8        # worlds per searched decision: rollouts through a round keep p95 under half a second
MARGIN = 2.0       # standard errors a candidate must gain over Normal's choice to replace it


class DiceHardBot:
    def __init__(self, seed: int = 0, budget_s: float = 0.5, samples: int | None = SAMPLES, peek=None):
        """At most `samples` worlds per decision (None: as many as `budget_s` allows); the budget also cuts a
        decision short when the machine is slow, so only a fixed `samples` under a large budget is reproducible.
        `peek` (returns a copy of the real game) makes the diagnostic Oracle: told the roles, it plays ahead in
        the real game, future dice included, so it must beat every honest bot clearly or something leaks."""
        self.peek = peek
        truth = None if peek is None else roles_of(peek())
        self.normal = DiceBot("normal" if peek is None else "oracle", seed, truth)
        self.rng = random.Random(seed)
        self.budget_s = budget_s
        self.samples = samples

    def observe(self, event: dict) -> None:
        self.normal.observe(event)

    def choose(self, view) -> tuple:
        decision = view.decision
        if decision.kind != "reroll" or len(decision.options) == 1:
            return self.normal.choose(view)
        data = view.data
        if self.normal.belief is None:
            self.normal.start_belief(data)
        candidates = Table(self.normal, data).ranked_rerolls(decision.options)[:CANDIDATES]
        if len(candidates) == 1:
            return candidates[0]
        return self._search(data, candidates)

    def _search(self, data: dict, candidates: list[tuple]) -> tuple:
        """Paired rollouts of every candidate on `samples` sampled worlds (fewer if the budget runs out)."""
        deadline = time.perf_counter() + self.budget_s
        scores: list[list[float]] = [[] for _ in candidates]
        seat = data["seat"]
        while True:
            roles = self.normal.belief.sample(self.rng)
            world = self.peek() if self.peek else deal_unknown(_with_roles(data, roles), self.rng)
            players = [DiceBot("oracle", self.rng.getrandbits(32), roles) for _ in roles]
            for i, option in enumerate(candidates):
                scores[i].append(_rollout(world.clone(), seat, option, players))
            if len(scores[0]) == self.samples or time.perf_counter() >= deadline:
                break
        return candidates[_clear_winner(scores)]


def _clear_winner(scores: list[list[float]]) -> int:
    """The candidate that beats Normal's choice (the first) by more than the noise of the sampling, if any:
    a few dozen rollouts are far noisier than Normal's exact average over the dice."""
    best, best_gain = 0, 0.0
    for i in range(1, len(scores)):
        diffs = [b - a for a, b in zip(scores[0], scores[i])]
        n = len(diffs)
        mean = sum(diffs) / n
        spread = (sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1) / n) ** 0.5
        if n > 1 and mean > MARGIN * spread and mean > best_gain:
            best, best_gain = i, mean
    return best


def _with_roles(data: dict, roles: dict[int, str]) -> dict:
    """The view with the hidden roles filled in, so `deal_unknown` deals exactly this assignment."""
    out = json.loads(json.dumps(data))
    for seat, player in enumerate(out["players"]):
        player["role"] = roles[seat]
    return out


def _rollout(game, seat: int, option: tuple, players: list[DiceBot]) -> float:
    """Play `option`, the rest of this turn and every other living player's next turn (a round: the answer
    to my dice comes in their turns), and score the chance of winning that leaves `seat`."""
    game.apply(seat, option)
    turns = sum(game.alive) - 1
    current = game.turn
    while game.pending is not None:
        if game.turn != current:
            current = game.turn
            turns -= 1
            if turns < 0:
                break
        actor = game.pending.seat
        game.apply(actor, players[actor].choose(game.view(actor)))
    return win_chance(game, seat)
