"""BANG! The Dice Game, base game: the rules engine.

The game runs a stack of small tasks ("roll", "after_roll", "shots", "batch", ...), each a plain tuple, so the
whole progress of a turn is data that saves, loads and clones. A task either does its work and goes, or
returns the Decision it waits on and stays on top until that decision is answered; nothing changes before
a decision is answered, so re-running the top task after a load gives the same decision back.

Tasks stay tuples inside the engine, unlike the card engine's dict frames: outside it they are never seen as
tuples, since views and saves name each one as a dict ({"kind": "roll", "dice": [0, 3]}, views.task_entry),
so the contract speaks one dialect either way. Inside, a tuple is pushed, popped and dispatched in about 280 ns
against 420 ns for a dict, some 3% of the 8-player engine's decisions, and the constant tasks shared by every
game and clone (SHOTS_TASK...) cannot be changed in place by mistake.
"""

from __future__ import annotations

import random
from typing import cast

from game.core.common.decision import Decision
from game.core.common.game import Game
from game.core.common.options import check_options
from game.core.common.rng import clone_rng
from game.core.common.roles import DEPUTY, OUTLAW, SHERIFF, SIDE, roles_for, standard_winner
from game.core.common.savefile import unwrap, wrap
from game.core.common.seats import living_order, next_alive
from game.core.dice import state as saved
from game.core.dice import views
from game.core.dice.characters import HOOKS
from game.core.dice.characters import TASKS as CHARACTER_TASKS
from game.core.dice.data import (
    ARROW,
    ARROWS_TOTAL,
    BASE_DICE,
    BEER,
    CHARACTERS,
    DICE,
    DYNAMITE,
    DYNAMITE_BLAST,
    DYNAMITE_LIMIT,
    FACE_UNITS,
    FACES,
    GATLING,
    GATLING_HIT,
    INDIANS,
    ONE,
    RESOLVE_ORDER,
    RETIRED_OPTIONS,
    RULE_OPTIONS,
    SHERIFF_EXTRA_LIFE,
    SHOT,
    SHOT_OF,
    SHOT_SYMBOLS,
    SYMBOL_COUNT,
    THREE_PLAYER_ROLES,
    THREE_PLAYER_TARGET,
    TWO,
)
from game.core.dice.hooks import HOOK_NAMES, Hooks, Task, TaskSpec

AFTER_ROLL_TASK = ("after_roll",)
SHOTS_TASK, BEER_TASK, BATCH_TASK = ("shots",), ("beer",), ("batch",)
# stacked, so the first runs first; Dynamite, first of all, resolves at once: it never waits on a decision
assert RESOLVE_ORDER[0] == DYNAMITE, "_resolve resolves the Dynamite itself"
RESOLVE_TASKS = (("end_turn",),) + tuple((step,) for step in reversed(RESOLVE_ORDER[1:]))
ARROWS_OF, DYNAMITE_OF, GATLING_OF, BEER_OF = (SYMBOL_COUNT[s] for s in (ARROW, DYNAMITE, GATLING, BEER))
# (face, symbols of it left to resolve) -> the shot symbol still to resolve / whether a Beer is: per die, the
# small keys of the shot and Beer options, read as tuple(map(TABLE.__getitem__, zip(dice, left))) (all in C)
SHOT_LEFT = {(face, n): SHOT_OF[face] if n else None for face in SHOT_OF for n in range(FACE_UNITS.get(face, 0) + 1)}
BEER_LEFT = {(face, n): bool(n and BEER_OF[face]) for face in SHOT_OF for n in range(FACE_UNITS.get(face, 0) + 1)}
ARROW_OR_LIFE = (("take_arrow",), ("lose_life",))
ELIMINATED = "eliminated"               # why a fallen player's arrows go back to the pile

_reroll_cache: dict[tuple, tuple] = {}
_roll_cache: dict[tuple, tuple] = {}     # (faces, re-rolls Dynamite) -> (Dynamite shown, re-roll options)
_target_cache: dict[tuple, dict] = {}   # (character, seat, living) -> targets per shot symbol
_beer_cache: dict[tuple, tuple] = {}    # (Beer dice left, roller, living) -> the Beer options
_shot_cache: dict[tuple, tuple] = {}    # (shot symbols left, targets of a 1, of a 2) -> the shot options
_living_cache: dict[tuple, tuple] = {}  # (living, seat) -> the living seats clockwise from seat
_kept_cache: dict[tuple, tuple] = {}    # (dice re-rolled, dice count) -> the dice kept


def reroll_options(free: tuple) -> tuple:
    """("stop",) and every non-empty set of the re-rollable dice `free`, in a fixed order (cached: hot path)."""
    options = _reroll_cache.get(free)
    if options is None:
        subsets = (tuple(d for j, d in enumerate(free) if mask >> j & 1) for mask in range(1, 1 << len(free)))
        options = _reroll_cache[free] = (("stop",),) + tuple(("reroll", s) for s in subsets)
    return options


class DiceGame(Game):
    KIND = "dice"

    # -- set-up ---------------------------------------------------------------------------------
    def __init__(self, names: list[str], roles: list[str], chars: list[str], rng: random.Random,
                 rules: dict[str, bool] | None = None):
        super().__init__()
        n = len(names)
        self.names, self.roles, self.chars = list(names), list(roles), list(chars)
        self.cast = [CHARACTERS[c] for c in chars]
        # hook name -> per seat the character's handler or None (looked up once: the turn loop is hot)
        self.hooks = cast(Hooks, {name: [HOOKS.get(c, {}).get(name) for c in chars] for name in HOOK_NAMES})
        self.dodgers = frozenset(s for s, c in enumerate(self.cast) if c.arrow_instead_of)
        self.max_life = [c.life + (SHERIFF_EXTRA_LIFE if r == SHERIFF else 0) for c, r in zip(self.cast, roles)]
        self.life = list(self.max_life)
        self.arrows = [0] * n
        self.alive = [True] * n
        self.revealed = [n == 3 or r == SHERIFF for r in roles]
        self.pile = ARROWS_TOTAL
        self.rule_options = dict(rules or {})   # each option of data.RULE_OPTIONS, on or off
        self.rng = rng
        self.script: list[list[str]] = []      # faces fixed for the coming rolls (scenarios)
        self.script_error = ""
        self.turn = 0
        self.phase = "start"
        self.kinds = list(BASE_DICE)
        self.dice: list = [None] * len(self.kinds)
        self.left = [0] * len(self.kinds)      # symbols of each die not yet resolved
        self.rolled: list[int] = []            # the dice of the latest roll
        self.rolls = 0
        self.flags: dict = {}                  # once-per-turn facts, cleared at every turn start
        self.batch: list[list] = []            # hits waiting to land: [target, amount, source, shooter, asked, dodged]
        self.tasks: list[Task] = []

    def start(self, first: int | None = None) -> None:
        """Announce the table and begin the first turn (the Sheriff's; the Deputy's with three players)."""
        n = len(self.names)
        players = [{"seat": s, "name": self.names[s], "character": self.chars[s], "life": self.life[s],
                    "max_life": self.max_life[s], "role": self.roles[s] if self.revealed[s] else None,
                    "arrows": self.arrows[s], "alive": self.alive[s]} for s in range(n)]
        self.emit("game_start", {"players": players, "rules": self.rules(), "arrow_pile": self.pile,
                                 "dice_kinds": list(self.kinds)})
        for seat, role in enumerate(self.roles):
            if not self.revealed[seat]:
                self.emit("role_dealt", {"seat": seat, "role": role}, secret=("role",), audience=(seat,))
        if first is None:
            first = self.roles.index(DEPUTY if n == 3 else SHERIFF)
        self.tasks = [("turn_start", first)]
        self._run()

    # -- the decision loop ----------------------------------------------------------------------
    # A task holds at most one detail (see TASKS); it is passed without *args: a plain call is far cheaper.
    def _run(self) -> None:
        tasks = self.tasks
        while self.winner is None:
            task = tasks.pop()
            run = RUN[task[0]]
            decision = run(self, task[1]) if len(task) > 1 else run(self)
            if decision is not None:
                tasks.append(task)
                self.pending = decision
                return
        self.pending = None

    def _answer(self, action: tuple) -> None:
        task = self.tasks.pop()
        self.pending = None
        answer = ANSWER[task[0]]
        if len(task) > 1:
            answer(self, action, task[1])
        else:
            answer(self, action)
        self._run()

    def rules(self) -> dict:
        """The rule options this game was dealt with."""
        return dict(self.rule_options)

    def then(self, *tasks: Task) -> None:
        """Run these tasks next, in this order, before anything already waiting."""
        self.tasks.extend(reversed(tasks))

    # -- helpers used by tasks and abilities ----------------------------------------------------
    def living_from(self, seat: int) -> tuple[int, ...]:
        """The living seats clockwise from `seat` (cached: asked several times a turn)."""
        key = (tuple(self.alive), seat)
        order = _living_cache.get(key)
        if order is None:
            order = _living_cache[key] = tuple(living_order(self.alive, seat))
        return order

    def count(self, symbol: str) -> int:
        table = SYMBOL_COUNT[symbol]
        return sum([table[f] for f in self.dice])

    def heal(self, seat: int, amount: int, source: str, by: int | None) -> None:
        """`seat` gains up to `amount` life because of `source` (a face or an ability) given by `by`. A heal that
        gains nothing (a Beer to a player at full life) is still told, with delta 0."""
        gain = min(amount, self.max_life[seat] - self.life[seat]) if self.alive[seat] else 0
        self.life[seat] += gain
        self.emit("life", {"seat": seat, "delta": gain, "life": self.life[seat], "source": source, "by": by})

    def take_arrow(self, seat: int, why: str, by: int | None = None) -> None:
        """`seat` takes an arrow from the pile because of `why` (an Arrow face, or an ability); the last one
        brings the Indians."""
        self.pile -= 1
        self.arrows[seat] += 1
        self.emit("arrows", {"seat": seat, "delta": 1, "pile": self.pile, "why": why, "by": by})
        if self.pile == 0:
            self._indian_attack(seat)

    def discard_arrow(self, seat: int, by: int, why: str) -> None:
        """One arrow of `seat` goes back to the pile, by the ability `why` of `by`."""
        self.arrows[seat] -= 1
        self.pile += 1
        self.emit("arrows", {"seat": seat, "delta": -1, "pile": self.pile, "why": why, "by": by})

    def _return_arrows(self, seat: int, why: str) -> None:
        count = self.arrows[seat]
        if count:
            self.pile += count
            self.arrows[seat] = 0
            self.emit("arrows", {"seat": seat, "delta": -count, "pile": self.pile, "why": why, "by": None})

    def _indian_attack(self, seat: int) -> None:
        """`seat` took the last arrow: everyone loses a life per arrow held, and every arrow goes back."""
        hits = []
        for target, held in enumerate(self.arrows):
            if held:
                cap = self.cast[target].indian_cap
                hits.append((target, held if cap is None else min(held, cap), INDIANS, None))
        self.emit("indian_attack", {"seat": seat, "hits": [{"target": t, "amount": a} for t, a, _, _ in hits]})
        for target, _, _, _ in hits:
            self._return_arrows(target, INDIANS)
        self._lose_life(hits)

    def _lose_life(self, hits) -> None:
        """Hits land at once: life lost, then everyone at 0 falls together, then the follow-ups. A hit on a
        player whom an earlier hit of the same landing took to 0 (or who had already fallen) is wasted."""
        life, alive = self.life, self.alive
        landed = []
        emptied = False                     # did some life reach 0?
        for seat, amount, source, shooter in hits:
            if amount <= 0 or not life[seat]:
                continue
            if source in self.cast[seat].immune_to:
                self.emit("life_kept", {"seat": seat, "source": source, "by": shooter})
                continue
            lost = min(amount, life[seat])
            life[seat] -= lost
            self.emit("life", {"seat": seat, "delta": -lost, "life": life[seat], "source": source, "by": shooter})
            landed.append((seat, lost, source, shooter))
            emptied = emptied or not life[seat]
        if emptied:
            fallen = [(seat, shooter) for seat, _, _, shooter in landed if life[seat] == 0 and alive[seat]]
            self._eliminate(fallen)
            if self.winner is not None:
                return
        hooks = self.hooks["on_life_lost"]
        for seat, lost, source, shooter in reversed(landed):
            hook = hooks[seat]
            if hook:
                hook(self, seat, lost, source, shooter)
        if not alive[self.turn]:            # "si eres eliminado, dejas de actuar": his dice left are not resolved
            self.tasks[:] = [("next_turn",)]

    def _eliminate(self, fallen) -> None:
        for seat, _ in fallen:
            self.alive[seat] = False
        for seat, killer in fallen:
            self._return_arrows(seat, ELIMINATED)
            self.revealed[seat] = True
            self.emit("eliminated", {"seat": seat, "role": self.roles[seat], "by": killer})
        seats = [s for s, _ in fallen]
        for seat in self.living_from(self.turn):
            hook = self.hooks["on_elimination"][seat]
            if hook:
                hook(self, seat, seats)
        self._check_winner(fallen)

    def _check_winner(self, fallen) -> None:
        roles, alive = self.roles, self.alive
        if len(roles) != 3:
            result = standard_winner(roles, alive)
            if result:
                self._finish(*result)
            return
        for seat, killer in fallen:       # three players: you win by taking your target's last life yourself
            if killer is not None and alive[killer] and THREE_PLAYER_TARGET[roles[killer]] == roles[seat]:
                return self._finish(SIDE[roles[killer]], [killer])
        living = [s for s in range(3) if alive[s]]
        if len(living) == 1:
            self._finish(SIDE[roles[living[0]]], living)
        elif not living:                  # everyone fell at once: the Outlaws win, as in the base rule
            self._finish(SIDE[OUTLAW], [roles.index(OUTLAW)])

    def _finish(self, side: str, seats: list[int]) -> None:
        self.winner, self.winners = side, list(seats)
        self.phase = "over"
        self.tasks[:] = []
        for seat, role in enumerate(self.roles):      # the survivors show their roles
            if not self.revealed[seat]:
                self.revealed[seat] = True
                self.emit("role_revealed", {"seat": seat, "role": role})
        self.emit("game_over", {"winner": side, "winners": list(seats), "roles": list(self.roles)})

    def _hits(self, hits) -> None:
        """Hits that land together, once the abilities that may dodge them have been offered (a batch).
        Callers end with this: when nobody may dodge, the hits land now, as the batch step would next."""
        if not self.dodgers:
            self.batch = []
            self._lose_life(hits)
            return
        self.batch = [[target, amount, source, shooter, 0, 0] for target, amount, source, shooter in hits]
        if self._arrow_offer() is None:
            self._t_batch()
        else:
            self.then(BATCH_TASK)

    def _arrow_offer(self):
        """The first pending hit whose target may take an arrow instead of this life point, if any."""
        dodgers = self.dodgers
        for entry in self.batch:
            target, amount, source, _, asked, _ = entry
            if (target in dodgers and asked < amount and self.alive[target]
                    and source in self.cast[target].arrow_instead_of and self.pile > 1):
                return entry
        return None

    def _roll_faces(self, which) -> list[str]:
        """Roll the dice `which` (one random number each, scripted faces replacing them); returns the faces."""
        rnd, kinds, dice = self.rng.random, self.kinds, self.dice
        faces = []
        for die in which:                   # a plain loop: cheaper than a comprehension and a second loop
            face = dice[die] = DICE[kinds[die]][int(rnd() * 6)]
            faces.append(face)
        if self.script:
            forced = self.script.pop(0)
            if len(forced) != len(which):
                self.script_error = f"a scripted roll names {len(forced)} faces but {len(which)} dice were rolled"
            faces[:len(forced)] = forced[:len(faces)]
            for die, face in zip(which, faces):
                dice[die] = face
        return faces

    def _targets(self) -> dict[str, tuple]:
        """Who each shot symbol may hit: seats counted among the living; with 2-3 left a 2 counts as a 1.
        Nobody falls while the shots are aimed (they land together), so every shot counts the same seats."""
        seat = self.turn
        mask = tuple(self.alive)
        key = (self.chars[seat], seat, mask)
        out = _target_cache.get(key)
        if out is None:
            order = living_order(mask, seat)
            n = len(order)
            reach = self.cast[seat].reach
            out = _target_cache[key] = {
                symbol: tuple(s for k, s in enumerate(order) if k and min(k, n - k) in reach[
                    ONE if symbol == TWO and n <= 3 else symbol]) for symbol in SHOT_SYMBOLS}
        return out

    def _set_resolved(self, counts: dict) -> None:
        """Every die showing the symbol counted by `counts` (a SYMBOL_COUNT table) is now resolved."""
        left = self.left
        for die, face in enumerate(self.dice):
            if counts[face]:
                left[die] = 0

    def _unresolved(self, symbol: str) -> list[int]:
        table, left = SYMBOL_COUNT[symbol], self.left
        return [i for i, f in enumerate(self.dice) if left[i] and table[f]]

    # -- tasks: a turn ----------------------------------------------------------------------------
    # Steps that never wait on a decision run straight on into the next one when nothing can come between
    # (the same order as stacking them as tasks, without the round trip through the stack).
    def _t_turn_start(self, seat):
        self.turn, self.rolls, self.flags, self.phase = seat, 0, {}, "start"
        self.dice = [None] * len(self.kinds)
        self.left = [0] * len(self.kinds)
        self.rolled = []
        self.emit("turn_start", {"seat": seat})
        roll_all = tuple(range(len(self.kinds)))
        hook = self.hooks["turn_start"][seat]
        if hook:
            self.then(("roll", roll_all))
            hook(self, seat)
        else:
            self._t_roll(roll_all)

    def _t_roll(self, which):
        """Roll the dice `which`, then take one arrow per Arrow rolled; the re-roll question comes next."""
        self.phase = "roll"
        faces = self._roll_faces(which)
        self.rolls += 1
        self.rolled = list(which)
        seat = self.turn
        self.emit("dice_rolled", {"seat": seat, "dice": list(which), "faces": faces, "roll": self.rolls})
        self.tasks.append(AFTER_ROLL_TASK)
        for _ in range(sum(map(ARROWS_OF.__getitem__, faces))):     # map: no comprehension frame (hot path)
            if self.winner is not None or not self.alive[seat]:
                return
            self.take_arrow(seat, ARROW)

    def _t_after_roll(self):
        seat = self.turn
        character = self.cast[seat]
        key = (tuple(self.dice), character.rerolls_dynamite)
        known = _roll_cache.get(key)
        if known is None:
            free = tuple(i for i, f in enumerate(self.dice) if character.rerolls_dynamite or DYNAMITE not in FACES[f])
            known = _roll_cache[key] = (self.count(DYNAMITE), reroll_options(free))
        if known[0] >= DYNAMITE_LIMIT:
            self.emit("dynamite_exploded", {"seat": seat})
            return self._resolve()
        if self.rolls >= character.rolls:
            return self._resolve()
        return Decision(seat, "reroll", known[1], {"rolls_left": character.rolls - self.rolls})

    def _a_after_roll(self, action):
        if action[0] == "stop":
            self._resolve()
            return
        which = action[1]
        key = (which, len(self.dice))
        kept = _kept_cache.get(key)
        if kept is None:
            kept = _kept_cache[key] = tuple(i for i in range(len(self.dice)) if i not in which)
        self.emit("dice_kept", {"seat": self.turn, "kept": list(kept)})
        self._t_roll(which)

    def _resolve(self):
        """The dice are final: stack the steps that resolve them, and resolve the Dynamite at once."""
        self.phase = "resolve"
        dice = self.dice
        self.left = list(map(FACE_UNITS.__getitem__, dice))
        self.emit("dice_resolved", {"seat": self.turn, "faces": list(dice)})
        self.tasks += RESOLVE_TASKS
        blasts = sum(map(DYNAMITE_OF.__getitem__, dice))
        if blasts:
            self._set_resolved(DYNAMITE_OF)
        if blasts >= DYNAMITE_LIMIT:
            self._hits([(self.turn, 1, DYNAMITE_BLAST, None)])

    def _t_shots(self):
        seat = self.turn
        symbols = tuple(map(SHOT_LEFT.__getitem__, zip(self.dice, self.left)))
        if not any(symbols):
            if self.batch:                  # every 1 and 2 has its target: they land now, together
                self.then(BATCH_TASK)
            return None
        if self.cast[seat].beer_doubles_shot and not self.flags.get("beer_doubled"):
            return Decision(seat, "shoot", self._shot_options(symbols, self._targets(), self._unresolved(BEER)))
        targets = self._targets()
        key = (symbols, targets[ONE], targets[TWO])
        options = _shot_cache.get(key)
        if options is None:
            options = _shot_cache[key] = self._shot_options(symbols, targets, ())
        return Decision(seat, "shoot", options)

    def _shot_options(self, symbols: tuple, targets: dict, beers) -> tuple:
        """Every shot the roller may take: `symbols` per die, the shot symbol left on it, `targets` per
        symbol who it may hit; each shot may also be doubled with one of the Beer dice `beers`."""
        shots = [(i, targets[symbol]) for i, symbol in enumerate(symbols) if symbol]
        options: list[tuple] = [("shoot", i, t) for i, hit in shots for t in hit]
        options += [("double_shot", i, b, t) for i, hit in shots for b in beers for t in hit]
        return tuple(options)

    def _a_shots(self, action):
        seat = self.turn
        die, target = action[1], action[-1]
        self.left[die] -= 1
        amount, beer = 1, None
        if action[0] == "double_shot":
            beer = action[2]
            self.left[beer] -= 1
            self.flags["beer_doubled"] = True
            amount = 2
        self.emit("shot", {"seat": seat, "die": die, "target": target, "amount": amount, "beer": beer})
        self.tasks.append(SHOTS_TASK)
        self.batch.append([target, amount, SHOT, seat, 0, 0])

    def _t_beer(self):
        beers = tuple(map(BEER_LEFT.__getitem__, zip(self.dice, self.left)))
        if not any(beers):
            return None
        key = (beers, self.turn, tuple(self.alive))
        options = _beer_cache.get(key)
        if options is None:
            living = self.living_from(self.turn)
            options = _beer_cache[key] = tuple(("beer", i, s) for i, beer in enumerate(beers) if beer for s in living)
        return Decision(self.turn, "beer", options)

    def _a_beer(self, action):
        _, die, target = action
        self.left[die] -= 1
        self.tasks.append(BEER_TASK)
        self.emit("beer", {"seat": self.turn, "die": die, "target": target})
        self.heal(target, self._self_beer() if target == self.turn else 1, BEER, self.turn)

    def _self_beer(self) -> int:
        """Life a Beer gives the roller himself; an ability's threshold is read once per turn."""
        amount = self.flags.get("self_beer")
        if amount is None:
            bonus = self.cast[self.turn].self_beer
            amount = bonus[1] if bonus and self.life[self.turn] <= bonus[0] else 1
            self.flags["self_beer"] = amount
        return amount

    def _t_gatling(self):
        seat = self.turn
        faces = sum(map(GATLING_OF.__getitem__, self.dice))
        if faces:
            self._set_resolved(GATLING_OF)
        character = self.cast[seat]
        if character.gatling_discards_arrows:
            self.then(*[("kit_discard", seat)] * faces)
        if faces >= character.gatling_needs and not self.flags.get("gatling_fired"):
            self.flags["gatling_fired"] = True
            self.emit("gatling", {"seat": seat})
            # the roller's arrows go back first (as Kit Carlson's text orders it), so an arrow El Gringo makes
            # him take for this Gatling stays with him
            self._return_arrows(seat, GATLING)
            self._hits([(s, 1, GATLING_HIT, seat) for s in self.living_from(seat) if s != seat])

    def _t_batch(self):
        entry = self._arrow_offer()
        if entry is not None:
            return Decision(entry[0], "arrow_for_life", ARROW_OR_LIFE, {"source": entry[2]})
        hits, self.batch = _landing(self.batch), []
        self._lose_life(hits)
        return None

    def _a_batch(self, action):
        entry = self._arrow_offer()
        entry[4] += 1
        if action[0] == "take_arrow":
            entry[5] += 1
            target = entry[0]
            self.take_arrow(target, self.chars[target], target)
        self.then(BATCH_TASK)

    def _t_end_turn(self):
        seat = self.turn
        hook = self.hooks["turn_end"][seat] if self.alive[seat] else None
        if hook:
            self.then(("next_turn",))
            hook(self, seat)
        else:
            self._t_next_turn()

    def _t_next_turn(self):
        self.emit("turn_end", {"seat": self.turn})
        self._t_turn_start(next_alive(self.alive, self.turn))

    # -- refusing -------------------------------------------------------------------------------
    def _why_illegal(self, seat: int, action: tuple) -> tuple[str, str]:
        pending = self.pending
        assert pending is not None                  # apply() asks only while a decision waits
        verbs = sorted({o[0] for o in pending.options})
        if not action or action[0] not in verbs:
            return ("wrong_answer", f"{self.names[seat]} must now answer '{pending.kind}' with one of {verbs}, "
                                    f"not {action!r}")
        explain = WHY.get(pending.kind)
        reason = explain(self, action) if explain else None
        return reason or ("not_an_option", f"{action!r} is not a legal answer to '{pending.kind}'")

    def _why_reroll(self, action):
        if action[0] != "reroll":
            return None
        which = action[1] if len(action) == 2 else None
        n = len(self.dice)
        if not isinstance(which, tuple) or not which or not all(type(d) is int and 0 <= d < n for d in which):
            return ("dice_named", f"name the dice to re-roll as a non-empty list of die numbers 0 to {n - 1}")
        if list(which) != sorted(set(which)):
            return ("dice_named", "name each die to re-roll once, in increasing order")
        if any(self.dice[d] == DYNAMITE for d in which):
            return ("dynamite_locked", "Dynamite cannot be re-rolled")
        return None

    def _why_target(self, die, target, symbol_needed):
        n = len(self.dice)
        if type(die) is not int or not 0 <= die < n:
            return ("die_named", f"there is no die {die!r}: dice are numbered 0 to {n - 1}")
        if not self.left[die]:
            return ("die_resolved", f"die {die} has already been resolved")
        if symbol_needed not in FACES[self.dice[die]] and not (symbol_needed == ONE and SHOT_OF.get(self.dice[die])):
            wanted = "a 1 or 2" if symbol_needed == ONE else symbol_needed
            return ("die_face", f"die {die} shows {self.dice[die]}, not {wanted}")
        if type(target) is not int or not 0 <= target < len(self.names) or not self.alive[target]:
            return ("target_alive", "only a player still in the game can be chosen")
        return None

    def _why_shoot(self, action):
        if len(action) != (3 if action[0] == "shoot" else 4):
            return ("malformed_action", "a shot names a die and a player (and a Beer die for a doubled shot)")
        die, target = action[1], action[-1]
        reason = self._why_target(die, target, ONE)
        if reason:
            return reason
        if action[0] == "double_shot":
            if not self.cast[self.turn].beer_doubles_shot:
                able = " or ".join(c.en for c in CHARACTERS.values() if c.beer_doubles_shot)
                return ("no_ability", f"only {able} may spend a Beer to double a shot")
            if self.flags.get("beer_doubled"):
                return ("once_per_turn", "a Beer can double a shot only once per turn")
            reason = self._why_target(action[2], target, BEER)
            if reason:
                return reason
        if target == self.turn:
            return ("shot_self", "a 1 or 2 never hits the player who rolled it")
        symbol = SHOT_OF.get(self.dice[die])
        assert symbol is not None                   # _why_target saw a 1 or 2 on the die
        reach = self.cast[self.turn].reach[ONE if symbol == TWO and sum(self.alive) <= 3 else symbol]
        if reach == (1,):
            return ("shot_range", "a 1 hits a player next to you (with 2 or 3 players left, a 2 counts as a 1)")
        if reach == (2,):
            return ("shot_range", "a 2 hits a player exactly two seats away, counting only the living")
        return ("shot_range", f"this {symbol} reaches players {' or '.join(map(str, reach))} seats away")

    def _why_beer(self, action):
        if len(action) != 3:
            return ("malformed_action", "a Beer names a die and a player")
        return self._why_target(action[1], action[2], BEER)

    def _why_player(self, action):
        if len(action) != 2 or type(action[1]) is not int or not 0 <= action[1] < len(self.names):
            return ("malformed_action", f"'{action[0]}' names one player by seat number")
        if not self.alive[action[1]]:
            return ("target_alive", "only a player still in the game can be chosen")
        if action[0] == "discard_arrow" and not self.arrows[action[1]]:
            return ("no_arrows", f"{self.names[action[1]]} holds no arrow to discard")
        return None

    # -- views, copies and saves --------------------------------------------------------------
    def _view_basics(self, seat: int | None) -> dict:
        return views.basics(self, seat)

    def _view_rest(self, basics: dict, seat: int | None) -> dict:
        return views.rest(self, TASKS, basics, seat)

    def roles_by_seat(self) -> list[str]:
        return list(self.roles)

    def clone(self) -> DiceGame:
        """An independent copy for search: same state and future dice, no observers, no events."""
        other = DiceGame.__new__(DiceGame)
        other.__dict__.update(self.__dict__)
        for name in ("names", "roles", "chars", "cast", "max_life", "life", "arrows", "alive", "revealed",
                     "kinds", "dice", "left", "rolled", "tasks", "winners"):
            setattr(other, name, list(getattr(self, name)))
        other.flags = dict(self.flags)
        other.batch = [list(e) for e in self.batch]
        other.script = [list(r) for r in self.script]
        other.rng = clone_rng(self.rng)
        other.observers = []
        other._out = []
        other._lent = []
        return other

    def to_json(self) -> str:
        return wrap(self.KIND, saved.dump(self, TASKS))

    @classmethod
    def from_json(cls, text) -> DiceGame:
        return cls.from_state(unwrap(text, cls.KIND))

    @classmethod
    def from_state(cls, state: dict) -> DiceGame:
        """A game from a saved (or determinized) state; SaveError if anything in it is wrong."""
        return saved.load(cls, state, TASKS)


TASKS: dict[str, TaskSpec] = {
    "turn_start": (DiceGame._t_turn_start, None, ("seat",)),
    "roll": (DiceGame._t_roll, None, ("dice",)),
    "after_roll": (DiceGame._t_after_roll, DiceGame._a_after_roll, ()),
    "shots": (DiceGame._t_shots, DiceGame._a_shots, ()),
    "beer": (DiceGame._t_beer, DiceGame._a_beer, ()),
    "gatling": (DiceGame._t_gatling, None, ()),
    "batch": (DiceGame._t_batch, DiceGame._a_batch, ()),
    "end_turn": (DiceGame._t_end_turn, None, ()),
    "next_turn": (DiceGame._t_next_turn, None, ()),
    **CHARACTER_TASKS,
}

assert all(len(details) <= 1 for _, _, details in TASKS.values()), "_run passes a task at most one detail"
RUN = {name: entry[0] for name, entry in TASKS.items()}
ANSWER = {name: entry[1] for name, entry in TASKS.items() if entry[1]}

# decision kind -> why an answer to it is refused (None: fall back to "not a legal answer")
WHY = {
    "reroll": DiceGame._why_reroll,
    "shoot": DiceGame._why_shoot,
    "beer": DiceGame._why_beer,
    "sid_heal": DiceGame._why_player,
    "discard_any_arrow": DiceGame._why_player,
}


def _landing(batch: list[list]) -> list[tuple]:
    """The hits of a batch as they land: the points not dodged, one hit per target, source and shooter, so
    a player hurt by several 1s and 2s of one roller loses them in one go (El Gringo counts it once)."""
    merged: dict[tuple, int] = {}
    for target, amount, source, shooter, _, dodged in batch:
        key = (target, source, shooter)
        merged[key] = merged.get(key, 0) + amount - dodged
    return [(target, amount, source, shooter) for (target, source, shooter), amount in merged.items()]


def new_game(seed: int, players, **options) -> DiceGame:
    """A dealt game, its first decision waiting. `players`: a count (3-8) or one dict per seat that may
    fix `name`, `role` and `character`; the rest is dealt from random.Random(seed)."""
    game = deal(seed, players, **options)
    game.start()
    return game


def deal(seed: int, players, **options) -> DiceGame:
    """Roles, characters and life dealt, nothing played yet (scenarios adjust the table before `start`)."""
    rules = check_options(options, RULE_OPTIONS, RETIRED_OPTIONS, "dice")
    seats = [{} for _ in range(players)] if isinstance(players, int) else [dict(p) for p in players]
    n = len(seats)
    if not 3 <= n <= 8:
        raise ValueError(f"the dice game is for 3 to 8 players, not {n}")
    rng = random.Random(seed)
    roles = _fill([s.get("role") for s in seats], list(THREE_PLAYER_ROLES if n == 3 else roles_for(n)), rng, "role")
    chars = _fill([s.get("character") for s in seats], list(CHARACTERS), rng, "character", unique=True)
    names = [s.get("name") or f"player{i + 1}" for i, s in enumerate(seats)]
    if len(set(names)) != n:
        raise ValueError("every player needs a different name")
    return DiceGame(names, roles, chars, rng, rules)


def _fill(fixed: list, pool: list, rng: random.Random, what: str, unique: bool = False) -> list:
    """`fixed` with its gaps dealt at random from what is left of `pool` (roles: the exact multiset)."""
    rest = list(pool)
    for item in fixed:
        if item is None:
            continue
        if item not in rest:
            raise ValueError(f"cannot deal {what} {item!r}: not available at this table")
        rest.remove(item)
    rng.shuffle(rest)
    if not unique and len(rest) != fixed.count(None):
        raise ValueError(f"a table of {len(fixed)} players is dealt exactly these roles: {sorted(pool)}")
    return [item if item is not None else rest.pop() for item in fixed]
