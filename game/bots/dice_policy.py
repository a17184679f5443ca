"""Dice-game bots that score every legal option from their own view and take the best.

Easy follows plain rules of thumb (keep Gatlings in pairs, Beers when hurt, shots at whoever it may; an Outlaw
keeps only the shots that reach the Sheriff when some could) with a little noise, and knows only the public
roles. Normal keeps an exact belief over the hidden roles (beliefs.py, read from shots and Beers given in
public), prices every die in life points for its side, and picks the re-roll with the best expected value over
every outcome of the dice it throws again (arrows and Dynamite included). Each price is memoised for the
decision (a resolution step depends on few of the counts), which made Normal about 2.5 times faster without
changing its choices. The dice are priced from the game's data (`Dice`): each face as the count of the base
symbols it shows (a double counts two; a symbol the bots know nothing of, nothing), whatever the die kinds and
however many dice a turn rolls. Hard (dice_hard.py) keeps this re-roll and these answers but prices the dice by a fitted
chance of winning. `DiceBot("oracle")` is Normal told the true roles: the Oracle level decides with it and plays
every seat of its look-ahead with it. A module's own questions are scored by the module's `worth` (specs.Worth, read
through this Table as a specs.Reader) and its silly answers vetoed at every level (specs.Silly): docs/bots.md, "Old
Saloon".
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from functools import cache, lru_cache
from math import factorial
from operator import mul

from game.bots.beliefs import RoleBelief
from game.bots.stakes import WANT as WANTS
from game.bots.stakes import law_wins_if_falls, sheriff_stake
from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, roles_for
from game.core.common.status import BY_NAME, OUT, Status, named, of
from game.core.dice.catalog import (
    ARROW,
    BEER,
    DYNAMITE,
    GATLING,
    GATLING_HIT,
    ONE,
    THREE_PLAYER_ROLES,
    THREE_PLAYER_TARGET,
    TWO,
    DiceBox,
    box_for,
)
from game.core.dice.specs import Character, Reader

SYMBOLS = (ARROW, DYNAMITE, ONE, TWO, BEER, GATLING)     # the symbols the bots price, in a count vector's order
A, D, I, II, B, G = range(6)  # noqa: E741 -- positions of the symbols in a count vector; I and II are the 1 and 2
ROLES = (SHERIFF, DEPUTY, OUTLAW, RENEGADE)

WANT = WANTS["dice"]         # how much a player of my role wants to hurt each role (Renegade: _renegade_want)
# How likely a player of the first role is to give a Beer to a player of the second (relative).
FRIENDLINESS = {
    OUTLAW: {SHERIFF: 0.02, DEPUTY: 0.1, RENEGADE: 0.3, OUTLAW: 1.0},
    DEPUTY: {SHERIFF: 1.0, DEPUTY: 0.6, RENEGADE: 0.2, OUTLAW: 0.05},
    SHERIFF: {SHERIFF: 0.0, DEPUTY: 1.0, RENEGADE: 0.3, OUTLAW: 0.05},
    RENEGADE: {SHERIFF: 0.6, DEPUTY: 0.3, RENEGADE: 0.3, OUTLAW: 0.3},
}
# How often an Outlaw who could hit the Sheriff shoots someone else, next to any other role (self-play, docs/bots.md:
# about 0.08 at Easy tables and 0.01 at Normal ones; the others nearly always spare the Sheriff when they may).
OUTLAW_SPARES = 0.05
WIN = 20.0          # a game won or lost, in life points
KILL = 2.5          # an elimination on top of the point that causes it (times how much I want that player gone)
DEATH = 6.0         # my own elimination, when it does not end the game
CARE = {RENEGADE: 1.6}  # how dear my own life points are next to my foes' (the Renegade must outlive them all)
HELD = 0.7          # a held arrow is most of a life point: the Indians come sooner or later
FALLS = ("eliminated", "role_revealed")     # events that tell a role: a life gained right after is no gift


class DiceBelief(RoleBelief):
    """RoleBelief that also reads friendly acts (a Beer given to someone else) and a Sheriff spared."""

    def spared(self, actor: int) -> None:
        """`actor` could have shot the Sheriff and shot someone else: rarely an Outlaw."""
        self.weigh(lambda a: OUTLAW_SPARES if self.role_of(a, actor) == OUTLAW else 1.0)

    def friendly(self, actor: int, target: int) -> None:
        self.weigh(lambda a: FRIENDLINESS[self.role_of(a, actor)][self.role_of(a, target)])

    def reveal(self, seat: int, role: str) -> None:
        """A role shown; a known one shown anew as another is taken as shown (a module's power may swap two
        players' roles in public: the hidden ones keep their weights)."""
        if self.known.get(seat, role) != role:
            self.known[seat] = role
            self.cache = {}
            return
        super().reveal(seat, role)


@cache
def outcomes(k: int) -> tuple:
    """Every multiset of faces k dice of six faces can show, as (count per face, probability)."""
    out = []

    def fill(prefix, left, slots):
        if slots == 1:
            out.append(prefix + (left,))
            return
        for c in range(left + 1):
            fill(prefix + (c,), left - c, slots - 1)

    fill((), k, 6)
    scale = 6 ** k
    return tuple((c, factorial(k) / _product(factorial(x) for x in c) / scale) for c in out)


class Dice:
    """A game's dice as the bots price them: each face as a count vector of SYMBOLS, and what keeping some counts
    and throwing some dice may end on. A throw is a key: (die kind, how many) pairs in kind order."""

    def __init__(self, box: DiceBox):
        self.vector = vector = {face: tuple(f.symbols.get(s, 0) for s in SYMBOLS) for face, f in box.faces.items()}
        self._parts = {face: tuple((i, n) for i, n in enumerate(v) if n) for face, v in vector.items()}
        self._kinds = {kind: tuple(vector[f] for f in faces) for kind, faces in box.dice.items()}
        self._throws: dict[tuple, tuple] = {}
        self._landings: dict[tuple, tuple] = {}

    def counts(self, faces: Iterable[str]) -> tuple:
        """The symbols `faces` show, as a count vector."""
        counts = [0] * 6
        parts = self._parts
        for f in faces:
            for i, n in parts[f]:
                counts[i] += n
        return tuple(counts)

    @staticmethod
    def throw(kinds: Iterable[str]) -> tuple:
        """Dice of `kinds` thrown, as a throw key."""
        return tuple(sorted(Counter(kinds).items()))

    def landings(self, kept: tuple, throw: tuple) -> tuple:
        """What keeping the counts `kept` and throwing the dice `throw` may end on: the final counts, their
        probabilities, and the probability of throwing each number of arrows (0 up)."""
        key = (kept, throw)
        known = self._landings.get(key)
        if known is None:
            shown = self._outcomes(throw)
            finals = tuple(tuple(a + b for a, b in zip(kept, c)) for c, _ in shown)
            arrows = [0.0] * (1 + max(c[A] for c, _ in shown))
            for c, p in shown:
                arrows[c[A]] += p
            known = self._landings[key] = (finals, tuple(p for _, p in shown), tuple(arrows))
        return known

    def _outcomes(self, throw: tuple) -> tuple:
        """Every count vector the dice `throw` may show, with its probability (dice of one kind: in the order of
        `outcomes`; several kinds: every pairing of theirs)."""
        known = self._throws.get(throw)
        if known is None:
            groups = [_one_kind(self._kinds[kind], n) for kind, n in throw]
            known = groups[0] if groups else (((0,) * 6, 1.0),)
            for group in groups[1:]:
                known = _together(known, group)
            self._throws[throw] = known
        return known


def _one_kind(vectors: tuple, n: int) -> tuple:
    """What `n` dice of one kind (its faces as count vectors) may show: a multiset of faces, read as counts (faces
    that count the same merge)."""
    out: dict[tuple, float] = {}
    for faces, p in outcomes(n):
        counts = tuple(sum(k * v[i] for k, v in zip(faces, vectors)) for i in range(6))
        out[counts] = out.get(counts, 0.0) + p
    return tuple(out.items())


def _together(first: tuple, second: tuple) -> tuple:
    """Two independent throws as one."""
    out: dict[tuple, float] = {}
    for a, p in first:
        for b, q in second:
            counts = tuple(x + y for x, y in zip(a, b))
            out[counts] = out.get(counts, 0.0) + p * q
    return tuple(out.items())


@cache
def dice_of(box: DiceBox) -> Dice:
    return Dice(box)


class Memo(dict):
    """A dict that works a missing key out once with `fn`: hits stay at C speed in the hot loops."""

    __slots__ = ("fn",)            # made fourteen times a decision: no instance dict, no dict.__init__ call

    def __init__(self, fn):
        self.fn = fn

    def __missing__(self, key):
        value = self[key] = self.fn(key)
        return value


def _product(values) -> int:
    total = 1
    for v in values:
        total *= v
    return total


class DiceBot:
    """level: "easy", "normal", or "oracle" (with `roles`, the true roles of every seat)."""

    def __init__(self, level: str = "normal", seed: int = 0, roles: dict[int, str] | None = None):
        self.level = level
        self.listens = level != "easy"          # Easy reads the table as it is, remembering nothing
        self.rng = random.Random(seed)
        self.truth = roles
        self.belief: DiceBelief | None = None
        self.box: DiceBox | None = None
        self.heard: list[dict] = []
        self.status: list[Status] = []        # each seat's, as the events tell them
        self.chars: list[str] = []
        self.turn: int | None = None
        self.faces: list = []
        self.after_gain_or_fall = False       # the last event heard (a Beer's own event aside) gave life or felled
        self.sheriff_aimed_at = False         # a 1 or 2 of this turn is already aimed at the Sheriff

    # -- what the bot hears ---------------------------------------------------------------------
    def observe(self, event: dict) -> None:
        if self.level == "easy":
            return
        if self.belief is None:
            self.heard.append(event)
            return
        kind = event["kind"]
        self._read(kind, event)
        if kind != "beer":                    # a Beer is told before the life it gives: read them as one act
            self.after_gain_or_fall = kind in FALLS or (kind == "life" and event["delta"] >= 0)

    def _read(self, kind: str, event: dict) -> None:
        assert self.belief is not None              # heard events wait for the belief (observe)
        if kind == "game_start":
            self.box = box_for(tuple(event["rules"]["modules"]))
            self.chars = [p["character"] for p in event["players"]]
            self.status = [of(p) for p in event["players"]]
        elif kind == "turn_start":
            self.turn = event["seat"]
            self.sheriff_aimed_at = False
        elif kind == "dice_resolved":
            self.faces = list(event["faces"])
        elif kind == "shot":
            self._read_shot(event)
        elif kind == "life" and event["delta"] > 0 and self.turn is not None and self._is_gift(event):
            self.belief.friendly(self.turn, event["seat"])
        elif kind == "status":
            self.status[event["seat"]] = named(event["status"])
        elif kind == "eliminated":
            self.status[event["seat"]] = OUT
            self.belief.reveal(event["seat"], event["role"])
        elif kind == "role_revealed":
            self.belief.reveal(event["seat"], event["role"])

    def _read_shot(self, event: dict) -> None:
        """A shot the shooter chose (not forced) is hostile; one that goes elsewhere while the Sheriff was in
        reach spares him, unless an earlier shot of the turn was aimed at him (the 1s and 2s land together:
        the next may go elsewhere because the Sheriff already has all he can take)."""
        assert self.belief is not None
        seat, target = event["seat"], event["target"]
        sheriff = self.belief.seat_of(SHERIFF)
        reach = self._shot_targets(seat, event["die"])
        if len(reach) > 1:
            self.belief.hostile(seat, target)
            if target != sheriff and sheriff in reach and not self.sheriff_aimed_at:
                self.belief.spared(seat)
        self.sheriff_aimed_at = self.sheriff_aimed_at or target == sheriff

    def _is_gift(self, event: dict) -> bool:
        """A life given by the roller to someone else: a Beer or Sid's heal. Not one that follows an elimination
        (Vulture Sam's reward) or another gain (the first of a turn's Beers in a row is the one read)."""
        return self.turn is not None and event["seat"] != self.turn and not self.after_gain_or_fall

    def _shot_targets(self, seat: int, die: int) -> tuple:
        """Who the shooter could have hit with that die: a forced shot says nothing about him."""
        box = self.box
        assert box is not None                      # game_start came first
        symbol = box.shot_of.get(self.faces[die]) if self.faces and die < len(self.faces) else None
        if symbol is None:
            return ()
        return box.targets(box.characters[self.chars[seat]], seat, tuple(self.status))[symbol]

    def start_belief(self, data: dict) -> None:
        players = data["table"]["players"]
        n = len(players)
        known = {s: p["role"] for s, p in enumerate(players) if p["role"] is not None}
        if self.truth is not None:
            known = dict(self.truth)
        self.belief = DiceBelief(list(THREE_PLAYER_ROLES if n == 3 else roles_for(n)), known)
        self.box = box_for(tuple(data["rules"]["modules"]))
        self.chars = [p["character"] for p in players]
        self.status = [of(p) for p in players]
        heard, self.heard = self.heard, []
        for event in heard:
            self.observe(event)

    # -- choosing ---------------------------------------------------------------------------------
    def choose(self, view) -> tuple:
        decision = view.decision
        if len(decision.options) == 1:
            return decision.options[0]
        data = view.data
        if self.level != "easy" and self.belief is None:
            self.start_belief(data)
        table = Table(self, data)
        if decision.kind == "reroll":
            return table.easy_reroll(decision.options) if self.level == "easy" else table.best_reroll(
                decision.options)
        noise = 0.6 if self.level == "easy" else 0.01
        noisy = {o: table.score(decision.kind, o) + self.rng.uniform(0, noise) for o in decision.options}
        return max(table.sensible(decision.kind, decision.options), key=noisy.__getitem__)

    def foe(self, table: Table, seat: int) -> float:
        """How much I want `seat` hurt: positive for foes, negative for friends."""
        me = table.role
        if seat == table.seat:
            return -1.0
        if table.teams is not None:                 # a module's public sides (zombies and survivors)
            return 1.0 if table.teams[seat] != table.teams[table.seat] else -0.8
        if table.n == 3:
            return 1.0 if THREE_PLAYER_TARGET[me] == table.players[seat]["role"] else 0.5
        if self.level == "easy":
            if table.players[seat]["role"] == SHERIFF:
                return {OUTLAW: 1.3, DEPUTY: -2.0, RENEGADE: -0.3 if table.living > 2 else 1.0}.get(me, 0.0)
            return 0.5
        want = _renegade_want(self, table) if me == RENEGADE else WANT[me]
        assert self.belief is not None              # above Easy, choose() starts it first
        return sum(self.belief.p(seat, r) * want[r] for r in ROLES)


@lru_cache(maxsize=16)         # (each seat sees its own role too: a few keys a game; up to 210 deals each)
def _public_belief(roles: tuple[str, ...], known: tuple[tuple[int, str], ...]) -> RoleBelief:
    """Easy's belief over the hidden roles: the roles everyone can see (seat, role), every way of dealing the rest
    alike. The same at every decision until a role is shown, and only read: built once, not at every kill priced
    (every way of dealing 6 hidden roles is a few hundred)."""
    return RoleBelief(list(roles), dict(known))


@lru_cache(maxsize=256)
def _public_law_wins(roles: tuple[str, ...], known: tuple[tuple[int, str], ...], standing: tuple[bool, ...],
                     target: int) -> float:
    """law_wins_if_falls by Easy's belief (`_public_belief`): the same answer at every decision until someone falls
    or shows his role, and a walk over every way of dealing the hidden roles."""
    return law_wins_if_falls(_public_belief(roles, known), list(standing), target)


def _renegade_want(bot: DiceBot, table: Table) -> dict[str, float]:
    """The Renegade must be the last one standing: weaken the stronger side, spare the Sheriff till the end."""
    if table.living == 2:
        return {r: 1.5 for r in ROLES}
    assert bot.belief is not None
    outlaws = sum(bot.belief.p(s, OUTLAW) for s in table.others)
    if outlaws < 0.5:
        return {SHERIFF: 0.2, DEPUTY: 1.2, OUTLAW: 1.0, RENEGADE: 0.8}
    sheriff = next(p for p in table.players if p["role"] == SHERIFF)
    weak = sheriff["life"] <= 3
    return {SHERIFF: -1.0 if weak else -0.3, DEPUTY: 0.3 if weak else 0.9, OUTLAW: 1.1 if weak else 0.6,
            RENEGADE: 0.3}


def _felled_by_gatling(ability: Character) -> bool:
    """Does a Gatling hit cost a player of this ability a life point for sure (no immunity, no arrow instead)?"""
    return GATLING_HIT not in ability.immune_to and GATLING_HIT not in ability.arrow_instead_of


class Table:
    """One decision's worth of facts read from the view, and the value in life points of what the dice do."""

    __slots__ = ("bot", "seat", "players", "n", "me", "role", "box", "pricing", "char", "data", "dice", "kinds",
                 "seat_status", "targets", "living", "others", "pile", "gatling_fired", "_life", "sheriff",
                 "_law_wins", "aimed", "standing", "_foe", "_hits", "_heals", "_values", "_shooting", "_shot_values",
                 "_beer_values", "_gatling_values", "_throws", "_again", "_arrows_mean", "_plain", "_arrow_costs",
                 "_held", "life_left", "teams", "_bonus",
                 "_bonus_mean")      # made at every decision: slots are quicker to fill and to read

    def __init__(self, bot: DiceBot, data: dict):
        self.bot = bot
        self.seat = data["seat"]
        board = data["table"]
        self.players = board["players"]
        self.n = len(self.players)
        self.me = self.players[self.seat]
        self.box = box_for(tuple(data["rules"]["modules"]))
        self.role = data["role"]
        for plays_as in self.box.plays_as:          # (a module's player who plays for another side: a Ghost's)
            self.role = plays_as(data) or self.role
        self.pricing = dice_of(self.box)
        self.char = self.box.characters[self.me["character"]]
        self.data = data
        self.dice = board["dice"]
        self.kinds = board["dice_kinds"]
        # made at every decision: lists and the box's caches, no generator or call per player
        status = self.seat_status = tuple([BY_NAME[p["status"]] for p in self.players])
        self.targets = self.box.targets(self.char, self.seat, status)    # shot symbol -> whom it reaches
        self.living = sum([s.seated for s in status])                    # how many are left at the table
        self.others = [s for s in self.box.targetable_from(status, self.seat) if s != self.seat]
        self.pile = board["arrow_pile"]
        self.gatling_fired = bool(board["turn_flags"].get("gatling_fired"))
        self._life = {s: self.players[s]["life"] for s in self.others}
        # seat -> side once a module's public sides replace the roles (then no Sheriff's fall ends the game)
        self.teams = self.box.teams_seen(data)
        self.sheriff = (next((s for s, p in enumerate(self.players) if p["role"] == SHERIFF), None)
                        if self.n > 3 and self.teams is None else None)
        self._law_wins = Memo(self._law_wins_if_falls)    # target -> chance his fall wins the game for the law
        # the 1s and 2s already aimed this turn: they land together once every one is aimed, so a target's
        # life is what they will leave him (a shot beyond it is wasted)
        self.aimed: dict[int, int] = {}
        for hit in board["hits"]:
            self.aimed[hit["target"]] = self.aimed.get(hit["target"], 0) + hit["amount"]
        # my life once they land: Bart Cassidy is asked point by point whether to take an arrow instead, and the
        # points he has already taken as life in this landing are not yet off the life shown
        self.life_left = self.me["life"] - sum(hit["asked"] - hit["dodged"] for hit in board["hits"]
                                               if hit["target"] == self.seat)
        # who is still standing once those land (a kill's meaning depends on who else falls with him)
        self.standing = [st.standing and (s == self.seat or p["life"] > self.aimed.get(s, 0))
                         for s, (st, p) in enumerate(zip(status, self.players))]
        # Pricing a re-roll looks at every outcome of the dice, so every price is memoised for this decision.
        self._foe = Memo(lambda seat: self.bot.foe(self, seat))
        self._hits = Memo(self._hit)                      # (target, life, amount)
        self._heals = Memo(self._heal)                    # (target, life, amount)
        self._values = Memo(self._value)                  # final counts
        self._shooting = Memo(self._after_shots)          # (ones, twos) -> (worth, lives after)
        self._shot_values = Memo(lambda shots: self._shooting[shots][0])
        self._beer_values = Memo(lambda key: self._beers(key[1], self._shooting[key[2:]][1], self.me["life"] - key[0]))
        self._gatling_values = Memo(lambda key: self._gatling(key[0], self._shooting[key[1:]][1]))
        self._throws = Memo(self._throw)                  # (kept, thrown, again)
        self._again = Memo(self._greedy_again)            # final counts, one more throw allowed
        self._arrows_mean = Memo(self._arrows_expected)   # dice thrown
        self._plain = Memo(self._plain_throw)             # n -> n dice of the turn's most common kind, thrown
        self._arrow_costs = Memo(self._arrows_cost)       # arrows taken now
        self._held = Memo(lambda arrows: HELD * self.self_loss(arrows))
        # the symbols a module prices itself (box.symbol_worth): face -> their worth; dice thrown -> the
        # average worth of what they show (None: no module prices any, the dice are priced by their counts alone)
        self._bonus = Memo(self._face_bonus) if self.box.symbol_worth else None
        self._bonus_mean = Memo(self._thrown_bonus)

    def foe(self, seat: int) -> float:
        return self._foe[seat]

    def ability(self, seat: int) -> Character:
        return self.box.characters[self.players[seat]["character"]]

    # -- life points ----------------------------------------------------------------------------
    def point(self, seat: int, life: int) -> float:
        """What the point that takes `seat` from `life` to `life - 1` is worth to its owner (a death costs most)."""
        if life <= 1:
            return WIN if seat == self.seat == self.sheriff else DEATH
        return (1.0 + 1.5 / life) * (CARE.get(self.role, 1.0) if seat == self.seat else 1.0)

    def self_loss(self, amount: int, life: int | None = None) -> float:
        """What losing `amount` of my life points costs me, from `life` (by default what this landing leaves me)."""
        life = self.life_left if life is None else life
        return sum(self.point(self.seat, life - i) for i in range(min(amount, max(life, 0))))

    def hit(self, target: int, life: int, amount: int = 1) -> float:
        """What taking `amount` life from `target` (now at `life`) is worth to me."""
        return self._hits[(target, life, amount)]

    def _hit(self, key: tuple) -> float:
        target, life, amount = key
        if life <= 0:
            return 0.0
        foe = self.foe(target)
        value = foe * min(amount, life)
        if life <= amount:
            value += self.kill(target, foe)
        elif self.players[target]["character"] == "el_gringo":
            value -= self.gringo_arrow()
        return value

    def gringo_arrow(self) -> float:
        """The arrow El Gringo makes me take each time I hurt him and he survives it."""
        return HELD * self.point(self.seat, self.me["life"] - self.me["arrows"])

    def shot(self, target: int, life: int, again: bool, amount: int = 1) -> float:
        """A 1 or 2 (Slab's double: `amount` 2) at `target`, left at `life` by the shots aimed before it;
        `again`: one of them is already his. El Gringo makes me take one arrow per landing, and none if it
        kills him: the earlier shot was priced with that arrow, so this one costs none, or gives it back."""
        value = self.hit(target, life, amount)
        if again and life > 0 and self.players[target]["character"] == "el_gringo":
            value += self.gringo_arrow()
        return value

    def kill(self, target: int, foe: float) -> float:
        """An elimination: the game may end on it (the Sheriff's, by what his fall means to my role; for the law,
        the last Outlaw's or Renegade's, by how sure I am that he is the last); a foe gone is worth more than his
        last point."""
        if target == self.sheriff:
            return WIN * sheriff_stake(self.role, sum(self.standing))
        if self.n == 3:
            return WIN if foe >= 1.0 else foe * KILL
        value = foe * KILL
        teams = self.teams
        if teams is not None:           # the last foe standing: his side is beaten
            mine = teams[self.seat]
            left = [s for s, up in enumerate(self.standing) if up and teams[s] != mine]
            return value + (WIN if left == [target] else 0.0)
        if self.role in (SHERIFF, DEPUTY):
            value += WIN * self._law_wins[target]
        return value

    def _law_wins_if_falls(self, target: int) -> float:
        belief: RoleBelief | None = self.bot.belief
        if belief is None:              # Easy: the roles everyone can see, every way of dealing the rest alike
            known = tuple((s, p["role"]) for s, p in enumerate(self.players) if p["role"] is not None)
            return _public_law_wins(tuple(roles_for(self.n)), known, tuple(self.standing), target)
        return law_wins_if_falls(belief, self.standing, target)

    def aimable(self, choices: tuple) -> tuple:
        """Whom a die may go to: a Deputy never hits his Sheriff when the die can hit anyone else."""
        if self.role == DEPUTY and self.sheriff in choices and len(choices) > 1:
            return tuple(t for t in choices if t != self.sheriff)
        return choices

    def sensible(self, kind: str, options) -> list:
        """The answers worth weighing: none a module calls silly (unless all are), and a Deputy drops each die's
        shot at the Sheriff when that die can hit another."""
        sillies = self.box.silly.get(kind)
        if sillies:
            options = [o for o in options if not any(s.judge(self.data, o) for s in sillies)] or options
        if kind != "shoot" or self.role != DEPUTY or self.sheriff is None:
            return options
        elsewhere = {o[1] for o in options if o[-1] != self.sheriff}
        return [o for o in options if o[-1] != self.sheriff or o[1] not in elsewhere]

    def gatling_fells_sheriff(self) -> bool:
        """Would my Gatling take the Sheriff's last life and so lose me the game (it may also win it: the Renegade's
        Gatling that fells everyone left at once)?"""
        sheriff = self.sheriff
        if sheriff is None or sheriff == self.seat or not self.seat_status[sheriff].targetable \
                or self._life[sheriff] > 1:
            return False
        if sheriff_stake(self.role, self.living) >= 0 or not _felled_by_gatling(self.ability(sheriff)):
            return False
        return self.role != RENEGADE or not all(
            self._life[s] <= 1 and _felled_by_gatling(self.ability(s)) for s in self.others)

    def fires_for_sure(self, option) -> bool:
        """Does this re-roll answer keep enough Gatlings to fire, whatever the thrown dice show?"""
        thrown = () if option[0] == "stop" else option[1]
        kept = self.pricing.counts(f for i, f in enumerate(self.dice) if i not in thrown)[G]
        return self.gatling_fires(kept)

    def heal(self, target: int, life: int, amount: int = 1) -> float:
        """What giving `amount` life to `target` (now at `life`) is worth to me."""
        return self._heals[(target, life, amount)]

    def _heal(self, key: tuple) -> float:
        target, life, amount = key
        top = self.players[target]["max_life"]
        gain = min(amount, top - life) if self.seat_status[target].gains_life else 0
        if gain <= 0:
            return 0.0
        if target == self.seat:
            return sum(self.point(target, life + 1 + i) for i in range(gain))
        return -self.foe(target) * sum(1.0 + 1.5 / (life + 1 + i) for i in range(gain))

    def held(self, arrows: int) -> float:
        """The cost of holding `arrows` (their Indian attack is coming)."""
        if self.char.indian_cap is not None:
            arrows = min(arrows, self.char.indian_cap)
        return self._held[arrows]

    # -- the value of final dice ----------------------------------------------------------------
    def value(self, counts: tuple) -> float:
        """What resolving dice showing `counts` is worth to me, roughly as the engine would resolve them."""
        return self._values[counts]

    def _value(self, counts: tuple) -> float:
        """The dice resolve in order (Dynamite, shots, Beers, Gatling); each step's worth depends only on a
        few of the counts, so it is worked out once per decision and shared by every final that agrees."""
        total = 0.0
        blast = counts[D] >= 3
        if blast:
            total -= self.self_loss(1)
        shots = (counts[I], counts[II])
        total += self._shot_values[shots]
        total += self._beer_values[(blast, counts[B]) + shots]
        total += self._gatling_values[(counts[G],) + shots]
        if self.suzy_heals(counts):
            total += self.heal(self.seat, self.me["life"] - blast, 2)
        return total

    def suzy_heals(self, counts: tuple) -> bool:
        """Suzy Lafayette gains 2 life when her dice show no 1 and no 2."""
        return self.me["character"] == "suzy_lafayette" and not counts[I] and not counts[II]

    def gatling_fires(self, gatlings: int) -> bool:
        """Enough Gatlings for my character, and none fired yet this turn."""
        return gatlings >= self.char.gatling_needs and not self.gatling_fired

    def _after_shots(self, shots: tuple[int, int]) -> tuple[float, dict]:
        """The worth of `shots` (ones, twos) and the others' lives after them."""
        life = dict(self._life)
        return self._shots(*shots, life), life

    def _shots(self, ones: int, twos: int, life: dict) -> float:
        """Aim `ones` and `twos` one by one at whoever each is worth most to me, as my answers will."""
        total = 0.0
        aimed: set[int] = set()
        for face, count in ((ONE, ones), (TWO, twos)):
            if not count:
                continue
            choices = self.aimable(self.targets[face])
            for _ in range(count):
                best = max(choices, key=lambda t: self.shot(t, life[t], t in aimed))
                total += self.shot(best, life[best], best in aimed)
                life[best] = max(0, life[best] - 1)
                aimed.add(best)
        return total

    def _beers(self, beers: int, life: dict, my_life: int) -> float:
        if not beers:                   # (most finals priced: no lives to copy)
            return 0.0
        lives = dict(life)
        lives[self.seat] = my_life
        return self.pour(beers, lives)

    def pour(self, beers: int, lives: dict) -> float:
        """Give `beers` one by one to whoever each is worth most to me, as my answers after the dice will;
        returns their worth and leaves the lives they make in `lives`."""
        total = 0.0
        for _ in range(beers):
            best, gain = None, 0.0
            for s, left in lives.items():
                g = self.heal(s, left, self.self_beer(left) if s == self.seat else 1) if left > 0 else 0.0
                if g > gain:
                    best, gain = s, g
            if best is None:
                break
            total += gain
            amount = self.self_beer(lives[best]) if best == self.seat else 1
            lives[best] = min(lives[best] + amount, self.players[best]["max_life"])
        return total

    def self_beer(self, life: int) -> int:
        bonus = self.char.self_beer
        return bonus[1] if bonus and life <= bonus[0] else 1

    def _gatling(self, gatlings: int, life: dict) -> float:
        total = 0.0
        if self.char.gatling_discards_arrows:
            total += self.held(self.me["arrows"]) - self.held(max(0, self.me["arrows"] - gatlings))
        if self.gatling_fires(gatlings):
            total += self.held(self.me["arrows"])
            for s in self.others:
                cast = self.ability(s)
                if GATLING_HIT not in cast.immune_to:
                    total += self.hit(s, life[s]) * (0.6 if GATLING_HIT in cast.arrow_instead_of else 1.0)
        return total

    def arrows_cost(self, count: int) -> float:
        """Taking `count` arrows now: their share of the Indians, or the attack itself if the pile runs out."""
        return self._arrow_costs[count]

    def _arrows_cost(self, count: int) -> float:
        pile, held, cost = self.pile, self.me["arrows"], 0.0
        start = held
        for _ in range(count):
            pile -= 1
            held += 1
            if pile == 0:
                lost = held if self.char.indian_cap is None else min(held, self.char.indian_cap)
                cost += self.self_loss(lost) - self.held(start)
                cost -= sum(self.hit(s, self.players[s]["life"], self.players[s]["arrows"]) for s in self.others
                            if self.players[s]["arrows"])
                pile, held, start = self.box.arrows, 0, 0
        return cost + self.held(held) - self.held(start)

    # -- re-rolls ---------------------------------------------------------------------------------
    def best_reroll(self, options) -> tuple:
        """The option whose dice, once rolled again, are worth the most on average."""
        return self.ranked_rerolls(options)[0]

    def ranked_rerolls(self, options) -> list[tuple]:
        """The options that keep different dice, best first by expected worth (only "stop" when it must); a
        module prices the re-rolls of a roller whose dice act on nobody (the Ghost's: the gift they leave)."""
        if self.box.worth.get("reroll") and self.module_worth("reroll", options[0]) is not None:
            own = {o: self.module_worth("reroll", o) or 0.0 for o in options}
            return sorted(options, key=lambda o: -own[o])           # (a stable sort: ties keep their order)
        dice, counts = self.dice, self.pricing.counts
        options = self.safe_rerolls(options)
        if self.must_stop() and ("stop",) in options:
            return [("stop",)]
        again = self.data["pending"]["info"].get("rolls_left", 1) > 1
        scored: list[tuple[float, int, tuple]] = []
        seen = set()
        bonus = self._bonus
        for option in options:
            keep = [f for i, f in enumerate(dice) if option[0] == "stop" or i not in option[1]]
            kept, extra = counts(keep), 0.0
            key: tuple = kept
            if bonus is not None:           # the symbols counts do not tell apart: kept and thrown, priced apart
                thrown = () if option[0] == "stop" else self.thrown(option[1])
                extra = sum(map(bonus.__getitem__, keep)) + self._bonus_mean[thrown]
                key = (kept, thrown, extra)
            if key not in seen:
                seen.add(key)
                thrown = () if option[0] == "stop" else self.thrown(option[1])
                value = self.value(kept) if not thrown else self.throw(kept, thrown, again)
                scored.append((-(value + extra), len(scored), option))
        return [option for _, _, option in sorted(scored)]

    def _face_bonus(self, face: str) -> float:
        """The worth of the symbols of `face` a module prices (box.symbol_worth), for as many as it shows."""
        worth, reader = self.box.symbol_worth, self.symbol_reader()
        return sum(n * worth[s](reader) for s, n in self.box.faces[face].symbols.items() if s in worth)

    def symbol_reader(self) -> Reader:
        """What a module's symbol worth reads: this table, whose prices are in life points, as are its dice's."""
        return self

    def _thrown_bonus(self, thrown: tuple) -> float:
        """The average worth of the module-priced symbols the dice `thrown` (a throw key) show."""
        bonus = self._bonus
        if bonus is None:
            return 0.0
        return sum(n * sum(map(bonus.__getitem__, self.box.dice[kind])) / len(self.box.dice[kind])
                   for kind, n in thrown)

    def safe_rerolls(self, options) -> list:
        """The re-rolls that do not keep a Gatling that would take the Sheriff's last life and lose me the game
        (all of them when none can avoid it)."""
        if not self.gatling_fells_sheriff():
            return options
        return [o for o in options if not self.fires_for_sure(o)] or options

    def must_stop(self) -> bool:
        """Never risk a third Dynamite at 1 life."""
        return self.me["life"] == 1 and self.pricing.counts(self.dice)[D] == 2 and not self.char.rerolls_locked

    def thrown(self, dice: tuple) -> tuple:
        """The throw key (Dice.throw) of the dice `dice` thrown again."""
        kinds = self.kinds
        if kinds.count(kinds[0]) == len(kinds):      # dice all of one kind (the base game): the quick way
            return self._plain[len(dice)]
        return self.pricing.throw(kinds[d] for d in dice)

    def _plain_throw(self, n: int) -> tuple:
        kinds = self.kinds or self.box.dice_a_turn       # before the first roll (a module's choice of dice)
        return ((max(kinds, key=kinds.count), n),)

    def throw(self, kept: tuple, thrown: tuple, again: bool) -> float:
        """The average worth of keeping `kept` and throwing the dice `thrown` (a throw key; arrows paid as they
        land); with `again`, each outcome may still be improved by one more greedy throw."""
        return self._throws[(kept, thrown, again)]

    def _throw(self, key: tuple) -> float:
        kept, thrown, again = key
        finals, probs, _ = self.pricing.landings(kept, thrown)
        look = self._again if again else self._values
        return sum(map(mul, probs, map(look.__getitem__, finals))) - self._arrows_mean[thrown]

    def roll_worth(self, kinds: Iterable[str]) -> float:
        """The average worth of a turn's dice of `kinds`, thrown and then thrown again once, greedily (a module's
        die priced by the base symbols its faces show). Easy adds up each die's faces, each resolved alone: a dozen
        lines of the value table instead of every outcome of the turn's dice, enough for its noisy choice."""
        zero = (0,) * 6
        if self.bot.level == "easy":
            return sum(self.throw(zero, ((kind, 1),), False) for kind in kinds)
        thrown = self.pricing.throw(kinds)
        return self.throw(zero, thrown, True) + self._bonus_mean[thrown]

    def dice_worth(self, faces: Iterable[str]) -> float:
        """What my dice showing `faces` are worth as they resolve (the arrows already taken)."""
        faces = list(faces)
        bonus = 0.0 if self._bonus is None else sum(map(self._bonus.__getitem__, faces))
        return self.value(self.pricing.counts(faces)) + bonus

    def _arrows_expected(self, thrown: tuple) -> float:
        """The average cost of the arrows the dice `thrown` show."""
        chances = self.pricing.landings((0,) * 6, thrown)[2]
        return sum(map(mul, chances, map(self.arrows_cost, range(len(chances)))))

    def _greedy_again(self, counts: tuple) -> float:
        """A cheap look at one more re-roll: throw again every die of the symbol worth least, if that pays (as
        dice of the turn's most common kind: counts no longer tell which dice show what)."""
        best = self._values[counts]
        if counts[D] < 3:
            throws, plain = self._throws, self._plain
            for face in (A, I, II, B, G):
                if counts[face]:
                    best = max(best, throws[(counts[:face] + (0,) + counts[face + 1:], plain[counts[face]], False)])
        return best

    def easy_reroll(self, options) -> tuple:
        """Keep what obviously helps, throw the rest again; now and then stop early."""
        dice = self.dice
        want = self._easy_keeps(dice)
        locked = self.box.locked
        throw = tuple(i for i, f in enumerate(dice) if i not in want and (f not in locked or self.char.rerolls_locked))
        choice: tuple
        if not throw or self.bot.rng.random() < 0.1 or ("reroll", throw) not in options:
            choice = ("stop",)
        else:
            choice = ("reroll", throw)
        safe = self.safe_rerolls(options)
        return choice if choice in safe else safe[-1]

    def _easy_keeps(self, dice) -> set:
        vector, shot_of = self.pricing.vector, self.box.shot_of
        gatlings = self.pricing.counts(dice)[G]
        hurt = self.me["life"] < self.me["max_life"]
        keep = set()
        spare = self.gatling_fells_sheriff()
        bonus = self._bonus
        for i, f in enumerate(dice):
            shot = shot_of[f]
            if vector[f][G] and gatlings >= self.char.gatling_needs - 1 and not spare:
                keep.add(i)
            elif vector[f][B] and hurt:
                keep.add(i)
            elif shot and self._worth_a_shot(shot):
                keep.add(i)
            elif bonus is not None and bonus[f] > 0:        # a symbol a module prices, worth something now
                keep.add(i)
        return keep

    def _worth_a_shot(self, symbol: str) -> bool:
        """A 1 or 2 worth keeping: it reaches a foe; an Outlaw who could reach the Sheriff keeps only those."""
        targets = self.targets[symbol]
        sheriff = self.sheriff
        if self.role == OUTLAW and sheriff is not None:
            if any(sheriff in seats for seats in self.targets.values()):
                return sheriff in targets
        return any(self.foe(t) > 0 for t in targets)

    # -- answers after the dice -------------------------------------------------------------------
    def score(self, kind: str, option: tuple) -> float:
        """An answer's worth to me: a module's own reading of it (specs.Worth), else the base game's."""
        value = self.module_worth(kind, option) if kind in self.box.worth else None
        return self.base(kind, option) if value is None else value

    def module_worth(self, kind: str, option: tuple) -> float | None:
        """A module's own reading of an answer (specs.Worth), if one reads it."""
        for worth in self.box.worth.get(kind, ()):
            value = worth(self, option)
            if value is not None:
                return value
        return None

    def base(self, kind: str, option: tuple) -> float:
        """The worth of an answer of the base game's (a module's reading may start from it)."""
        verb = option[0]
        if verb in ("shoot", "double_shot"):
            target = option[-1]
            again = target in self.aimed
            life = self.players[target]["life"] - self.aimed.get(target, 0)
            if verb == "shoot":
                return self.shot(target, life, again)
            return self.shot(target, life, again, 2) - self._best_heal()
        if verb in ("beer", "heal"):
            target = option[-1]
            life = self.players[target]["life"]
            amount = self.self_beer(life) if target == self.seat and verb == "beer" else 1
            return self.heal(target, life, amount) - 0.01 * max(self.foe(target), 0)
        if kind == "arrow_for_life":
            return self._dodge() if verb == "take_arrow" else 0.0
        if kind in ("discard_own_arrow", "discard_arrows"):
            return 1.0 if verb == "discard_arrow" else 0.0
        if kind == "discard_any_arrow":
            return 0.0 if verb == "pass" else self._unburden(option[1])
        return 0.0

    def _best_heal(self) -> float:
        life = self.me["life"]
        gains = [self.heal(self.seat, life, self.self_beer(life))]
        gains += [self.heal(s, self.players[s]["life"]) for s in self.others]
        return max(0.0, *gains)

    def _dodge(self) -> float:
        """Bart Cassidy: an arrow instead of a life point, worth it while the Indians are far away or the point is
        my last (priced at the life this landing leaves me: the points already taken as life land with it)."""
        if self.bot.level == "easy":
            return 1.0 if self.pile > 3 or self.life_left <= 1 else -1.0
        return self.self_loss(1) - self.arrows_cost(1)

    def _unburden(self, seat: int) -> float:
        """Kit Carlson: an arrow taken off someone is worth what it would have cost them."""
        if seat == self.seat:
            return self.held(self.me["arrows"]) - self.held(self.me["arrows"] - 1) + 0.1
        return -self.foe(seat) * HELD

