"""An exact belief over who holds which hidden role, from what each player did in public.

With 4 to 8 players there are at most a few hundred ways to deal the hidden roles, so the bot keeps every
one with a weight. Each hostile act (a BANG!, Duel, Panic!, Cat Balou or Jail aimed at someone) multiplies
every assignment by how likely that act is between those two roles; a revealed role drops the assignments
that disagree. Used by both games' bots.
"""

from __future__ import annotations

import random

from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, roles_left

# How likely a player of the first role is to attack a player of the second (relative, mixed with noise).
HOSTILITY = {
    OUTLAW: {SHERIFF: 1.0, DEPUTY: 0.7, RENEGADE: 0.5, OUTLAW: 0.08},
    DEPUTY: {SHERIFF: 0.02, DEPUTY: 0.1, RENEGADE: 0.6, OUTLAW: 1.0},
    SHERIFF: {SHERIFF: 0.0, DEPUTY: 0.15, RENEGADE: 0.6, OUTLAW: 1.0},
    RENEGADE: {SHERIFF: 0.25, DEPUTY: 0.6, RENEGADE: 0.3, OUTLAW: 0.8},
}
# Attacking a player whose role nobody knows says little: the attacker does not know it either. Only
# how willing each role is to attack an unknown player (Deputies and the Sheriff more than Outlaws, who
# should be busy with the Sheriff) counts then.
HOSTILITY_UNKNOWN = {OUTLAW: 0.5, DEPUTY: 0.8, SHERIFF: 0.8, RENEGADE: 0.7}
NOISE = 0.1     # part of every act that is read as chance, so one odd move never rules an assignment out


def _distinct_orders(roles: list[str]) -> list[tuple[str, ...]]:
    if not roles:
        return [()]
    out: list[tuple[str, ...]] = []
    for role in sorted(set(roles)):
        rest = list(roles)
        rest.remove(role)
        out.extend((role,) + tail for tail in _distinct_orders(rest))
    return out


class _Shares(dict[str, float]):
    """One seat's chance of each role; a role no assignment gives it has none (as a Counter reads)."""

    def __missing__(self, role: str) -> float:
        return 0


class RoleBelief:
    def __init__(self, roles_in_game: list[str], known: dict[int, str], public: set[int] | None = None):
        """`known`: seat -> role for every role this seat can see (its own, the Sheriff's, the revealed);
        `public`: the seats whose roles everyone sees (default: all of `known`)."""
        self.seats = len(roles_in_game)
        self.known = dict(known)
        self.public = set(known) if public is None else set(public)
        self.hidden = [s for s in range(self.seats) if s not in self.known]
        self.assignments = _distinct_orders(roles_left(roles_in_game, self.known.values()))
        self.weights = [1.0] * len(self.assignments)
        self._marginals: list[_Shares] | None = None
        self.cache: dict = {}         # what a bot works out from this belief, as it stands (cleared by any change)

    def role_of(self, assignment: tuple, seat: int) -> str:
        role = self.known.get(seat)
        return role if role is not None else assignment[self.hidden.index(seat)]

    def seat_of(self, role: str) -> int | None:
        """The seat known to hold `role` (the Sheriff's is public), or None."""
        return next((s for s, r in self.known.items() if r == role), None)

    def hostile(self, actor: int, target: int, strength: float = 1.0) -> None:
        """`actor` attacked `target` in public."""
        public = target in self.public

        def likelihood(a) -> float:
            role = self.role_of(a, actor)
            return (HOSTILITY[role][self.role_of(a, target)] if public else HOSTILITY_UNKNOWN[role]) ** strength
        self.weigh(likelihood)

    def weigh(self, likelihood) -> None:
        """Bayes on a public act: each assignment times how likely that act is under it (`likelihood(a)`, 0 to 1),
        part of the act read as chance (NOISE)."""
        for i, a in enumerate(self.assignments):
            self.weights[i] *= NOISE + (1 - NOISE) * likelihood(a)
        self._normalise()

    def reveal(self, seat: int, role: str) -> None:
        if seat in self.known:
            return
        index = self.hidden.index(seat)
        keep = [i for i, a in enumerate(self.assignments) if a[index] == role]
        self.assignments = [self.assignments[i][:index] + self.assignments[i][index + 1:] for i in keep]
        self.weights = [self.weights[i] for i in keep]
        self.hidden.remove(seat)
        self.known[seat] = role
        self.public.add(seat)
        self._normalise()

    def _normalise(self) -> None:
        total = sum(self.weights)
        if total <= 0:                         # nothing fits the story: start afresh rather than divide by zero
            self.weights = [1.0] * len(self.assignments)
        else:
            self.weights = [w / total for w in self.weights]
        self._marginals = None
        self.cache = {}

    def p(self, seat: int, role: str) -> float:
        """The probability that `seat` holds `role`."""
        if seat in self.known:
            return 1.0 if self.known[seat] == role else 0.0
        if self._marginals is None:
            marg = [_Shares() for _ in self.hidden]
            total = sum(self.weights) or 1.0
            for a, w in zip(self.assignments, self.weights):
                for j, r in enumerate(a):
                    marg[j][r] += w / total
            self._marginals = marg
        return self._marginals[self.hidden.index(seat)][role]

    def sample(self, rng: random.Random) -> dict[int, str]:
        """One full assignment of roles drawn by weight (for search bots)."""
        a = rng.choices(self.assignments, weights=self.weights)[0] if self.assignments else ()
        out = dict(self.known)
        out.update(zip(self.hidden, a))
        return out
