"""The Hard card-game bot: Normal's beliefs and judgement, plus a look ahead with the engine itself.

On a phase-2 play where Normal's favourites are close, it samples worlds consistent with its view (the
hidden roles drawn from its belief, the unseen cards dealt at random by `deal_unknown`), plays each
candidate (each kind of play once) in the same sampled worlds, down to the noise of the imagined players
(common random numbers: the comparison is fair even with few samples), lets Normal bots play on for a
while, and scores where that leaves its side by the chance of winning fitted to self-play (card_value.py).
The imagined players are not blank: each starts with the belief a Normal player of its sampled role would
hold after the public record so far, so the look-ahead expects the suspicion the bot has earned. Every
other decision is Normal's.

Its budget is work, not time: `ROLLOUTS` look-aheads per search, shared out as worlds among its candidates (128
worlds for two, 85 for three), so a seeded game replays exactly on any machine. The clock is only a safety net: a
search that has spent `CAP_S` seconds of its thread's CPU time stops after the world it is in (then, and only then,
the game depends on the machine; `capped` counts those searches). CPU time, not the wall clock, so a machine busy
with other work does not change the bot's play. Decision times per table size are in docs/bots.md.
"""

from __future__ import annotations

import random
import time

from game.bots.card_policy import CardBot, belief_from, box_of, may_be_clue
from game.bots.card_value import win_chance
from game.core.cards.box import Box
from game.core.cards.determinize import deal_unknown

SEARCHED = {"play"}
CLOSE = 2.5          # search only when the runner-up is within this many points of Normal's favourite
ROLLOUTS = 256       # the work budget: look-aheads per search (worlds times candidates)
CAP_S = 0.8          # the safety net: seconds after which a search stops whatever its work left


class CardHardBot:
    def __init__(self, seed: int = 0, budget_s: float = CAP_S, candidates: int = 3, depth: int = 50,
                 samples: int | None = None, peek=None, rollouts: int = ROLLOUTS):
        """`rollouts` is the work per search, shared out as worlds among its candidates; `samples` fixes the
        worlds instead (the same for any number of candidates). `budget_s` is the safety net in seconds.
        `peek` (returns a copy of the real game) makes the diagnostic Oracle: told the roles, it plays ahead in
        the real game (hands and deck order included), so it must beat every honest bot clearly or something leaks."""
        self.peek = peek
        truth = None if peek is None else dict(enumerate(peek().roles_by_seat()))
        self.normal = CardBot("normal" if peek is None else "oracle", seed, truth)
        self.samples = samples
        self.rollouts = rollouts
        self.rng = random.Random(seed)
        self.budget_s = budget_s
        self.candidates = candidates
        self.depth = depth
        self.capped = 0                   # searches the safety net cut short
        self.record: list[dict] = []      # the public acts every Normal player reads the roles from

    def observe(self, event: dict) -> None:
        self.normal.observe(event)
        if may_be_clue(event):
            self.record.append(event)

    def choose(self, view) -> tuple:
        decision = view.decision
        if len(decision.options) == 1:
            return decision.options[0]
        ranked = sorted(self.normal.ranked(view), reverse=True)
        if decision.kind not in SEARCHED or ranked[0][0] - ranked[1][0] > CLOSE:
            return ranked[0][2]
        close = [option for score, _, option in ranked if ranked[0][0] - score <= CLOSE]
        candidates = _distinct(close, box_of(view.data))[: self.candidates]
        if len(candidates) == 1:
            return candidates[0]
        return self._search(view, candidates)

    def _search(self, view, candidates: list[tuple]) -> tuple:
        totals = self._totals(view, candidates)
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def _totals(self, view, candidates: list[tuple]) -> list[float]:
        """Each candidate's chances of winning summed over the same sampled worlds. In a world every candidate's
        imagined players also draw the same noise, so two candidates' totals differ only by what they do."""
        seat = view.seat
        totals = [0.0] * len(candidates)
        deadline = time.thread_time() + self.budget_s
        worlds = self.samples or max(2, self.rollouts // len(candidates))
        samples = 0
        beliefs: dict[tuple[int, str], object] = {}     # (seat, sampled role) -> that player's belief
        while samples < worlds:
            if samples >= 2 and time.thread_time() > deadline:
                self.capped += 1
                break
            world = self._world(view)
            seeds = [self.rng.randrange(1 << 30) for _ in world.players]
            for i, option in enumerate(candidates):
                trial = world.clone()
                trial.apply(seat, option)
                totals[i] += self._rollout(trial, seat, beliefs, seeds)
            samples += 1
        return totals

    def _world(self, view):
        """A world to play ahead in: dealt from the view, or for the Oracle a copy of the real game."""
        if self.peek is None:
            assert self.normal.belief is not None   # choose() had its Normal rank the options: that starts it
            return deal_unknown(view.data, self.rng, roles=self.normal.belief.sample(self.rng))
        return self.peek()

    def _rollout(self, game, seat: int, beliefs: dict, seeds: list[int]) -> float:
        bots: dict[int, CardBot] = {}
        for _ in range(self.depth):
            pending = game.pending
            if pending is None:
                break
            bot = bots.get(pending.seat)
            if bot is None:
                belief = self._belief(game, pending.seat, beliefs)
                bot = bots[pending.seat] = CardBot("normal", seeds[pending.seat], belief=belief)
            game.apply(pending.seat, bot.choose(game.view(pending.seat, lend=False)))
        return win_chance(game, seat)

    def _belief(self, world, seat: int, beliefs: dict):
        """What a Normal player in `seat` of this sampled world would believe now, shared by the worlds that
        give that seat the same role: imagined players do not learn during the short look-ahead (letting them
        read its acts measured worse, docs/bots.md), so nothing changes it."""
        key = (seat, world.players[seat].role)
        if key not in beliefs:
            beliefs[key] = belief_from(world.view(seat).data, self.record, world.box)
        return beliefs[key]


def _distinct(options: list[tuple], box: Box) -> list[tuple]:
    """The options in order, each kind of play once: two equal cards played at the same seat (or taking equal
    cards) do the same, so searching both would spend a candidate's place and its worlds on nothing new (about
    one search in four offered such a twin among its three candidates, docs/bots.md). A set's own action is
    taken as it is (its numbers may be seats)."""
    names = box.name
    seen, out = set(), []
    for option in options:
        key = option if option[0] in box.action else \
            tuple(names[x] if i in (1, 3) and isinstance(x, int) else x for i, x in enumerate(option))
        if key not in seen:
            seen.add(key)
            out.append(option)
    return out
