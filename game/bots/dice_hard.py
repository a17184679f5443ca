"""The Hard dice bot: Normal's beliefs and answers, with every re-roll priced by the chance of winning fitted to
self-play (dice_value.py) instead of Normal's hand-set life points.

Normal's re-roll is already exact over the dice: it averages the worth of every outcome of the dice it throws
again. Hard changes the worth. It resolves each final face count on the table as its answers after the dice
will (a third Dynamite, shots at Normal's targets, Beers, the Gatling), and the arrows as they land (the
Indians when the pile runs out), and scores the table that leaves by the fitted chance, averaged over every
assignment of the hidden roles its belief allows, weighed by that belief. So its search over hidden states and
dice is exact, not sampled, and takes milliseconds. With three players a win depends on who killed whom, which
the fitted chance cannot tell from lives alone: there Hard re-rolls as Normal does. A module's own symbols (the
faces a module prices itself: Module.symbol_worth) are priced in the same currency, the change in the fitted
chance their lives make (FittedReader).

Its work grows with the role assignments it averages over: up to 60 with 7 players, 210 for an 8-player Sheriff,
whose re-rolls took up to 3 s. Its budget is work: at most `WORLDS` assignments, the likeliest (so up to 7 players
it averages over all of them, as before), ties broken from the bot's seed, so a seeded game replays on any machine.
A re-roll that still takes `CAP_S` seconds of CPU time is priced as Normal prices it instead (`capped` counts them).

Measured against Normal over 3,000 paired games per role: +7.4 / -0.3 / +1.0 / +2.7 points as Sheriff /
Deputy / Outlaw / Renegade at 5 players, +5.3 / +0.4 / +2.5 / +3.3 at 7 (docs/bots.md). The earlier Hard
played Normal's best candidates a round ahead with the engine in 8 sampled worlds, judged by the same fitted
chance, and never beat Normal (within 2 points in every role): the noise of a few sampled worlds was larger
than the differences between re-rolls, so it had to defer to Normal in all but clear cases. The Oracle keeps
that look-ahead, played in the real game (future dice included) by imagined Hard players told the true roles,
on top of Hard's prices told them too.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.bots.dice_policy import II, B, D, DiceBot, G, I, Memo, Table
from game.bots.dice_value import win_chance
from game.core.common.roles import standard_winner
from game.core.common.status import OUT, Status
from game.core.common.table import Controller
from game.core.dice.box import box_for
from game.core.dice.catalog import GATLING_HIT

WORLDS = 60        # the work budget: role assignments a re-roll's prices average over, at most (all of them up to
                   # 7 players; an 8-player Sheriff's 210 are cut to the 60 likeliest, ties drawn from the bot's seed)
CAP_S = 0.8        # the safety net: seconds of the bot's CPU time after which it re-rolls as Normal does instead
CANDIDATES = 4     # the Oracle's look-ahead plays Hard's few best re-rolls
SAMPLES = 8        # its rollouts per candidate (the real game each time; only its players' noise differs)
MARGIN = 2.0       # standard errors a candidate must gain over Hard's choice to replace it
NEGLIGIBLE = 1e-3  # role assignments the belief holds less likely than this are left out of the average
POINTS = 100.0     # prices in percentage points of chance (the scale changes no choice)


class Position:
    """The few facts `win_chance` reads, for a table the dice have not made yet."""
    __slots__ = ("roles", "life", "arrows", "status", "pile", "winner", "winners")
    roles: list[str]
    life: list[int]
    arrows: list[int]
    status: list[Status]
    pile: int
    winner: str | None
    winners: Sequence[int]


class OutOfTime(Exception):
    """The safety net: pricing took longer than the bot may think."""


class FittedTable(Table):
    """Normal's table with its re-roll prices (final dice, arrows taken) replaced by changes in the fitted chance."""

    def __init__(self, bot: DiceBot, data: dict, worlds: int | None = None, rng: random.Random | None = None,
                 deadline: float | None = None):
        """`worlds`: average over at most this many role assignments, the likeliest (ties broken by `rng`);
        `deadline`: a `time.thread_time()` past which pricing raises OutOfTime."""
        super().__init__(bot, data)
        belief = bot.belief
        assert belief is not None                   # DiceHardBot.choose starts it first
        kept = [(a, w) for a, w in zip(belief.assignments, belief.weights) if w >= NEGLIGIBLE]
        if worlds is not None and len(kept) > worlds:
            draw = (rng or random.Random(0)).random
            kept = [pair for _, _, pair in sorted((-w, draw(), (a, w)) for a, w in kept)[:worlds]]
        self.deadline = deadline
        total = sum(w for _, w in kept)
        self.worlds = [([belief.role_of(a, s) for s in range(self.n)], w / total) for a, w in kept]
        # who has won in each world, once per table of standing players (a few a re-roll, thousands of prices)
        self._winners = Memo(lambda status: [standard_winner(roles, status) or (None, ()) for roles, _ in self.worlds])
        self.start_life = [p["life"] for p in self.players]
        self.start_arrows = [p["arrows"] for p in self.players]
        self.now = self.chance(self.start_life, self.start_arrows, self.pile)

    def chance(self, life: list[int], arrows: list[int], pile: int) -> float:
        """My side's chance of winning from these lives and arrows, averaged over the belief's role assignments."""
        if self.deadline is not None and time.thread_time() > self.deadline:
            raise OutOfTime
        position = Position()
        position.status = status = [s if points > 0 or not s.targetable else OUT
                                    for s, points in zip(self.seat_status, life)]
        position.life = [max(0, points) for points in life]
        position.pile = pile + sum(x for x, s in zip(arrows, status) if not s.targetable)   # the fallen's go back
        position.arrows = [x if s.targetable else 0 for x, s in zip(arrows, status)]
        total = 0.0
        for (roles, weight), over in zip(self.worlds, self._winners[tuple(status)]):
            position.roles = roles
            position.winner, position.winners = over
            total += weight * win_chance(position, self.seat)
        return total

    def symbol_reader(self) -> FittedReader:
        return FittedReader(self)

    def _value(self, counts: tuple) -> float:
        me = self.seat
        life, arrows, pile = list(self.start_life), list(self.start_arrows), self.pile
        if counts[D] >= 3:
            life[me] -= 1
        lives = dict(self._shooting[(counts[I], counts[II])][1])
        lives[me] = life[me]
        self.pour(counts[B], lives)
        for s, points in lives.items():
            life[s] = points
        if self.char.gatling_discards_arrows:
            back = min(arrows[me], counts[G])
            arrows[me] -= back
            pile += back
        if self.gatling_fires(counts[G]):
            pile += arrows[me]
            arrows[me] = 0
            for s in self.others:
                cast = self.ability(s)
                if GATLING_HIT in cast.arrow_instead_of and pile > 1:
                    arrows[s] += 1
                    pile -= 1
                elif GATLING_HIT not in cast.immune_to:
                    life[s] -= 1
        if self.suzy_heals(counts):
            life[me] = min(self.me["max_life"], life[me] + 2)
        return POINTS * (self.chance(life, arrows, pile) - self.now)

    def _arrows_cost(self, count: int) -> float:
        life, arrows, pile = list(self.start_life), list(self.start_arrows), self.pile
        for _ in range(count):
            pile -= 1
            arrows[self.seat] += 1
            if pile == 0:
                for s, held in enumerate(arrows):
                    cap = self.ability(s).indian_cap
                    life[s] -= held if cap is None else min(held, cap)
                arrows, pile = [0] * self.n, self.box.arrows
        return POINTS * (self.now - self.chance(life, arrows, pile))


class FittedReader:
    """Hard's table as a module's symbol worth reads it (specs.SymbolWorth): the life
    those symbols take or give priced as changes in the fitted chance, the currency of Hard's re-roll prices. Read
    in Normal's life points instead, they were added to those prices at a scale several times too small, and Hard
    threw away module faces that Normal keeps."""

    def __init__(self, table: FittedTable):
        self.table = table
        self.seat = table.seat
        self.data = table.data

    def __getattr__(self, name: str):
        return getattr(self.table, name)

    def _change(self, seat: int, life: int) -> float:
        """The change in my chance if `seat`'s life were `life`, the rest of the table as it is."""
        table = self.table
        lives = list(table.start_life)
        lives[seat] = life
        return POINTS * (table.chance(lives, table.start_arrows, table.pile) - table.now)

    def hit(self, target: int, life: int, amount: int = 1) -> float:
        return self._change(target, life - amount) if life > 0 else 0.0

    def heal(self, target: int, life: int, amount: int = 1) -> float:
        table = self.table
        if not table.seat_status[target].gains_life:
            return 0.0
        return self._change(target, min(life + amount, table.players[target]["max_life"]))

    def self_loss(self, amount: int, life: int | None = None) -> float:
        life = self.table.life_left if life is None else life
        return -self._change(self.seat, life - amount)


class DiceHardBot:
    def __init__(self, seed: int = 0, budget_s: float = 0.5, samples: int | None = SAMPLES, peek=None,
                 roles: dict[int, str] | None = None, worlds: int = WORLDS, cap_s: float = CAP_S):
        """`peek` (returns a copy of the real game) makes the diagnostic Oracle: told the roles, it also plays its
        best re-rolls ahead in the real game, future dice included, so it must beat every honest bot clearly or
        something leaks. `samples` rollouts per candidate, fewer if `budget_s` runs out (the Oracle's only).
        `roles` alone makes the players the Oracle imagines: Hard's prices told the true roles, no look-ahead.
        `worlds` is Hard's work budget (role assignments averaged per re-roll), `cap_s` its safety net."""
        self.peek = peek
        truth = dict(enumerate(peek().roles_by_seat())) if peek is not None else roles
        self.normal = DiceBot("normal" if truth is None else "oracle", seed, truth)
        self.rng = random.Random(seed)
        self.worlds_rng = random.Random(seed)     # breaks ties among equally likely role assignments
        self.budget_s = budget_s
        self.samples = samples
        self.worlds = worlds
        self.cap_s = cap_s
        self.capped = 0                           # re-rolls the safety net handed back to Normal

    def observe(self, event: dict) -> None:
        self.normal.observe(event)

    def choose(self, view) -> tuple:
        decision = view.decision
        if decision.kind != "reroll" or len(decision.options) == 1:
            return self.normal.choose(view)
        data = view.data
        if self.normal.belief is None:
            self.normal.start_belief(data)
        public = box_for(tuple(data["rules"]["modules"])).teams_seen(data) is not None   # sides: no roles to fit
        if len(data["table"]["players"]) == 3 or public:
            ranked = Table(self.normal, data).ranked_rerolls(decision.options)
        else:
            try:
                table = FittedTable(self.normal, data, self.worlds, self.worlds_rng, time.thread_time() + self.cap_s)
                ranked = table.ranked_rerolls(decision.options)
            except OutOfTime:
                self.capped += 1
                ranked = Table(self.normal, data).ranked_rerolls(decision.options)
        if self.peek is None or len(ranked) == 1:
            return ranked[0]
        return self._foresee(data["seat"], ranked[:CANDIDATES])

    def _foresee(self, seat: int, candidates: list[tuple]) -> tuple:
        """The Oracle: paired rollouts of every candidate in copies of the real game, among Hard players told
        the roles."""
        deadline = time.perf_counter() + self.budget_s
        scores: list[list[float]] = [[] for _ in candidates]
        roles = self.normal.truth
        assert roles is not None                    # the Oracle is told them
        while True:
            world = self.peek()
            players = [DiceHardBot(self.rng.getrandbits(32), roles=roles) for _ in roles]
            for i, option in enumerate(candidates):
                scores[i].append(_rollout(world.clone(), seat, option, players))
            if len(scores[0]) == self.samples or time.perf_counter() >= deadline:
                break
        return candidates[_clear_winner(scores)]


def _clear_winner(scores: list[list[float]]) -> int:
    """The candidate that beats Hard's choice (the first) by more than the noise of the rollouts, if any."""
    best, best_gain = 0, 0.0
    for i in range(1, len(scores)):
        diffs = [b - a for a, b in zip(scores[0], scores[i])]
        n = len(diffs)
        mean = sum(diffs) / n
        spread = (sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1) / n) ** 0.5
        if n > 1 and mean > MARGIN * spread and mean > best_gain:
            best, best_gain = i, mean
    return best


def _rollout(game, seat: int, option: tuple, players: Sequence[Controller]) -> float:
    """Play `option`, the rest of this turn and every other living player's next turn (a round: the answer
    to my dice comes in their turns), and score the chance of winning that leaves `seat`."""
    game.apply(seat, option)
    turns = sum(s.takes_turn for s in game.status) - 1
    current = game.turn
    while game.pending is not None:
        if game.turn != current:
            current = game.turn
            turns -= 1
            if turns < 0:
                break
        actor = game.pending.seat
        game.apply(actor, players[actor].choose(game.view(actor, lend=False)))
    return win_chance(game, seat)
