"""What a dice game is played with: the faces, dice, steps, hooks, characters and rules of its enabled modules.

A DiceBox is built once per combination of modules (`box_for`, the base game first) and shared by every game that
enables them. It also keeps the engine's caches: each is keyed by everything its answer depends on (the dice
shown, the ability in effect, who counts for seats...), never by a character's name or a seat alone, so a module
that changes who counts for seats, or covers an ability, never reads a stale answer.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from game.core.common.options import Option
from game.core.common.seats import seats_from
from game.core.common.status import BASE, Status, of
from game.core.common.view import Allow
from game.core.dice.modules import dice_module
from game.core.dice.specs import (
    DETAILS,
    HOOKS,
    MODULES_FIRST,
    Character,
    Check,
    Face,
    Module,
    OnRoll,
    Resolve,
    Silly,
    Step,
    Symbol,
    SymbolWorth,
    Token,
    WhyNot,
    Worth,
)
from game.core.dice.turn import EXTRA_TURN, HANDED, HIT_FIELDS, OVER, TURN_STEPS

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

FACES_PER_DIE = 6              # the engine rolls a die with one random number, times six


class DiceBox:
    """Everything the enabled modules say, merged once, with the engine's caches. One box per list of modules
    (`box_for`), shared by every game, bot and copy: a copy or a pickle of a box is that list's box again, never a
    clone of its caches."""

    def __reduce__(self):
        return box_for, (self.modules,)

    def __init__(self, modules: Iterable[Module]):
        modules = tuple(modules)
        self.modules: tuple[str, ...] = tuple(m.name for m in modules)
        self.faces: dict[str, Face] = _merge(modules, lambda m: ((f.id, f) for f in m.faces), "face")
        self.dice: dict[str, tuple[str, ...]] = _merge(modules, lambda m: ((k.id, k.faces) for k in m.dice), "die")
        self.colours: dict[str, str] = {k.id: k.colour for m in modules for k in m.dice}
        kinds = [k for m in modules for k in m.dice]
        # faces of the dice never rolled (DieKind.fixed): nothing rolls them again, and no rolled die shows them
        self.fixed: frozenset[str] = frozenset(f for k in kinds if k.fixed for f in k.faces)
        self.place: dict[str, int] = {k.id: k.place for k in kinds}
        self.placed = any(self.place.values())      # some kind's dice go elsewhere than the modules put them
        for kind, faces in self.dice.items():
            fixed = kind in {k.id for k in kinds if k.fixed}
            if (len(faces) != FACES_PER_DIE and not fixed) or not set(faces) <= set(self.faces):
                raise ValueError(f"die {kind!r} needs {FACES_PER_DIE} faces among the enabled modules' faces")
            if not fixed and set(faces) & self.fixed:
                raise ValueError(f"die {kind!r} is rolled, yet shows a face of a die never rolled")
        named = {s for f in self.faces.values() for s in f.symbols}
        declared = _merge(modules, lambda m: ((s.id, s) for s in m.symbols), "symbol")
        self.symbols: dict[str, Symbol] = {s: declared.get(s, Symbol(s)) for s in sorted(named | set(declared))}
        # symbol -> face (None: a die not rolled yet) -> how many of it the face shows: the hot paths count with it
        self.symbol_count: dict[str, dict[str | None, int]] = {
            s: {None: 0, **{f.id: f.symbols.get(s, 0) for f in self.faces.values()}} for s in self.symbols}
        self.face_units: dict[str | None, int] = {None: 0, **{f.id: sum(f.symbols.values())
                                                              for f in self.faces.values()}}
        # face -> why a die showing it cannot be rolled again (only the locked faces)
        self.locked: dict[str, tuple[str, str]] = {
            f.id: lock for f in self.faces.values() for lock in
            [next((self.symbols[s].locked for s in f.symbols if self.symbols[s].locked), None)] if lock}
        # (symbol -> face -> count, how many end the rolling, the event that tells it)
        self.limits = tuple((self.symbol_count[s.id], *s.limit) for s in self.symbols.values() if s.limit)
        self.limit_symbols = tuple(s.id for s in self.symbols.values() if s.limit)   # the symbol of each limit

        # shot symbols: those with a reach; face -> the shot symbol it shows, or None
        self.reach: dict[str, tuple[int, ...]] = _merge(modules, lambda m: m.reach.items(), "reach of")
        few = [m.reach_when_few for m in modules if m.reach_when_few is not None]
        self.reach_when_few = few[-1] if few else None
        self.shot_of: dict[str | None, str | None] = {None: None, **{
            f.id: next((s for s in self.reach if s in f.symbols), None) for f in self.faces.values()}}
        # (face, its symbols still to resolve) -> per symbol, whether one is left / the shot symbol left, if any:
        # a step reads every die at once as tuple(map(TABLE.__getitem__, zip(dice, left))) (all in C)
        units = [(face, n) for face, most in self.face_units.items() for n in range(most + 1)]
        self.left_of: dict[str, dict[tuple, bool]] = {
            s: {(face, n): bool(n and counts[face]) for face, n in units} for s, counts in self.symbol_count.items()}
        self.shot_left: dict[tuple, str | None] = {(face, n): self.shot_of[face] if n else None for face, n in units}

        usual = [m.dice_a_turn for m in modules if m.dice_a_turn]
        self.dice_a_turn: tuple[str, ...] = usual[-1] if usual else ()
        self.turn_dice = tuple(m.turn_dice for m in modules if m.turn_dice is not None)
        self.set_dice = tuple((m.name, m.set_dice) for m in modules if m.set_dice is not None)   # (its module, it)
        self.players = tuple((m.en or m.name, m.players) for m in modules if m.players is not None)
        on_roll: dict[str, OnRoll] = _merge(modules, lambda m: m.on_roll.items(), "on-roll symbol")
        self.on_roll = tuple((self.symbol_count[s], run) for s, run in on_roll.items())
        self.on_roll_symbols = tuple(on_roll)       # the symbol of each entry of on_roll, in its order

        every: dict[str, Character] = _merge(modules, lambda m: ((c.id, c) for c in m.characters), "character")
        # a character who needs a module not enabled is left out (never dealt, refused when named)
        self.characters: dict[str, Character] = {c: ch for c, ch in every.items() if set(ch.needs) <= set(self.modules)}
        self.left_out: dict[str, Character] = {c: ch for c, ch in every.items() if c not in self.characters}
        self.steps: dict[str, Step] = _merge(
            (TURN_STEPS, *modules, *self.characters.values()),
            lambda m: m.items() if isinstance(m, Mapping) else m.steps.items(), "step")
        for name, step in self.steps.items():
            if step.detail is not None and step.detail not in DETAILS:
                raise ValueError(f"step {name!r}: a detail is one of {DETAILS}, not {step.detail!r}")
        self.run = {name: s.run for name, s in self.steps.items()}
        self.answer = {name: s.answer for name, s in self.steps.items() if s.answer is not None}
        self.detail = {name: s.detail for name, s in self.steps.items()}
        self.turn_flags: tuple[str, ...] = (OVER, HANDED, EXTRA_TURN, *(f for m in modules for f in m.turn_flags))
        self.allow: dict[str, Allow] = {
            **{name: _allow(s) for name, s in self.steps.items()},
            "hit": {"public": HIT_FIELDS}, "turn_flags": {"public": self.turn_flags}}
        self.resolve_order = _order(r for m in modules for r in m.resolve)
        for name in self.resolve_order:
            if name not in self.steps:
                raise ValueError(f"the resolve step {name!r} is not a step of the enabled modules")
        self.resolve_tasks = (("end_turn",),) + tuple((s,) for s in reversed(self.resolve_order))

        self.tokens: dict[str, Token] = _merge(modules, lambda m: ((t.name, t) for t in m.tokens), "token")
        self.listening = tuple(t for t in self.tokens.values() if t.hooks)     # tokens whose holders listen
        self.secret = frozenset(t.name for t in self.tokens.values() if t.secret)    # shown to others as counts
        # (token, the step asking whether to take it) for tokens a player may take instead of an arrow
        self.arrow_swaps = tuple((t.name, t.instead_of_arrow) for t in self.tokens.values() if t.instead_of_arrow)
        self.arrow_tokens = tuple(t.name for t in self.tokens.values() if t.with_arrows)   # go back with arrows
        self.hooks: dict[str, tuple] = {name: tuple(m.hooks[name] for m in modules if name in m.hooks)
                                        for name in HOOKS}
        listeners = [*((m.name, m.hooks) for m in modules), *((c.id, c.hooks) for c in self.characters.values()),
                     *((t.name, t.hooks) for t in self.tokens.values())]
        for who, hooks in listeners:
            if set(hooks) - set(HOOKS):
                raise ValueError(f"{who}: unknown hook {sorted(set(hooks) - set(HOOKS))}; the moments are "
                                 f"{list(HOOKS)}")
        # decision kind -> why an answer is refused (a character's own, for the questions he is asked, comes first:
        # reasons.why_illegal; two characters or a module may then ask a decision of one kind, as `give`)
        self.why: dict[str, WhyNot] = _merge(modules, lambda m: m.why.items(), "refusal of")
        self.options: dict[str, Option] = _merge(modules, lambda m: m.options.items(), "rule option")
        self.retired: dict[str, str] = _merge(modules, lambda m: m.retired.items(), "retired rule option")
        self.checks: dict[str, Check] = _merge(modules, lambda m: m.checks.items(), "load check")
        self.judges = tuple(m.judge for m in reversed(modules) if m.judge is not None)   # the latest asked first
        self.indian_losses = tuple(m.indian_losses for m in modules if m.indian_losses is not None)
        self.sides: tuple[str, ...] = tuple(s for m in modules for s in m.sides)
        # decision kind -> what the modules make of its answers for a bot (the first that knows the answer says), and
        # the answers a watching player laughs at (specs.Worth, specs.Silly)
        self.worth: dict[str, tuple[Worth, ...]] = {k: tuple(m.worth[k] for m in modules if k in m.worth)
                                                    for m in modules for k in m.worth}
        self.symbol_worth: dict[str, SymbolWorth] = {k: w for m in modules for k, w in m.symbol_worth.items()}
        self.silly: dict[str, tuple[Silly, ...]] = {k: tuple(s for m in modules for s in m.silly.get(k, ()))
                                                    for m in modules for k in m.silly}
        self.plays_as = tuple(m.plays_as for m in modules if m.plays_as is not None)
        self.teams = tuple(m.teams for m in modules if m.teams is not None)
        self.event_seats = frozenset(f for m in modules for f in m.event_seats)
        self.words: dict[str, tuple[str, str]] = {k: v for m in modules for k, v in m.words.items()}   # pieces' names
        deals = [m.roles for m in modules if m.roles is not None]
        self.deal_roles = deals[-1] if deals else None
        self.role_cards: dict[str, str] = _merge(modules, lambda m: m.role_cards.items(), "role card")
        self.deals = tuple(m.deal for m in modules if m.deal is not None)
        self.abilities = tuple(m.ability for m in modules if m.ability is not None)
        self.statuses: dict[str, Status] = {s.name: s for s in BASE} | _merge(
            modules, lambda m: ((s.name, s) for s in m.statuses), "player status")
        self.arrows = sum(m.arrows for m in modules)
        self.scenario_steps = _merge(modules, lambda m: m.scenario_steps.items(), "scenario step")
        self.scenario_passes = frozenset(kind for m in modules for kind in m.scenario_passes)
        self.scenario_paths = _merge(modules, lambda m: m.scenario_paths.items(), "scenario path")
        self.player_paths = _merge(modules, lambda m: m.player_paths.items(), "scenario player path")
        self.scenario_setups = tuple(m.scenario_setup for m in modules if m.scenario_setup is not None)
        self.sheriff_life = sum(m.sheriff_life for m in modules)
        self.series = next((m.series for m in modules if m.series is not None), None)   # games in a row
        self.life_over = max(m.life_over for m in modules)

        # caches of the hot paths, per box: see each one's key
        self.reroll_options: dict[tuple, tuple] = {}    # dice free to roll again -> the re-roll options
        self.roll_facts: dict[tuple, tuple] = {}        # (faces shown, may roll locked dice) -> (ends?, options)
        self.kept: dict[tuple, tuple] = {}              # (dice rolled again, dice count) -> the dice kept
        self.in_place: dict[tuple, tuple] = {}          # a turn's die kinds -> in their places (`place`)
        self.targetable: dict[tuple, tuple] = {}        # (statuses, seat) -> who may be aimed at, clockwise
        self.next_player: dict[tuple, int] = {}         # (statuses, seat) -> whose turn comes after his
        self.targets_of: dict[tuple, dict] = {}         # (ability, seat, statuses) -> symbol -> seats
        self._heard: dict[Character, dict[str, tuple]] = {}     # ability -> moment -> its hook, then the modules'
        self.memo: dict[str, dict] = {name: {} for name in self.steps}   # a step's own cache, by its name

    # -- the dice ---------------------------------------------------------------------------------------
    def dice_for_turn(self, game: DiceGame, seat: int) -> tuple[str, ...]:
        """The die kinds `seat` rolls this turn: those his ability in effect fixes, else the usual ones, as each
        module's turn_dice changes them in turn."""
        fixed = game.cast[seat].dice
        if fixed is not None:
            return fixed
        kinds = self.dice_a_turn
        for choose in self.turn_dice:
            kinds = choose(game, seat, kinds)
        if self.placed:
            in_place = self.in_place.get(kinds)
            if in_place is None:
                in_place = self.in_place[kinds] = tuple(sorted(kinds, key=self.place.__getitem__))
            kinds = in_place
        return kinds

    def played_as(self, data: dict, roles: Sequence[str]) -> list[str]:
        """The role each seat plays for, read from a view (JSON) with every seat's role (`roles`): his own, or
        the one a module says (Module.plays_as: a Renegade Ghost's side). The series' result and the game over
        both read it, so they say the same."""
        out = []
        for seat, role in enumerate(roles):
            seen = {**data, "seat": seat, "role": role}
            out.append(next((side for read in self.plays_as if (side := read(seen)) is not None), role))
        return out

    def teams_seen(self, data: dict) -> Mapping[int, str] | None:
        """Seat -> side, read from a seat's view (JSON), once a module's public sides replace the roles
        (Module.teams: zombies and survivors), else None: the one reading every bot and `sense` file shares (a dozen
        times a decision: a plain loop)."""
        for read in self.teams:
            teams = read(data)
            if teams is not None:
                return teams
        return None

    def why_left_out(self, character: str) -> str:
        """Why a character of an enabled module is not at this table: the modules he needs, by their titles."""
        needed = [name for name in self.left_out[character].needs if name not in self.modules]
        titles = []
        for name in needed:
            try:
                titles.append(f"the module {dice_module(name).en} ({name})")
            except KeyError:
                titles.append(f"the module {name}")
        return f"{self.left_out[character].en} needs {' and '.join(titles)}"

    def on_roll_now(self, ability: Character) -> tuple:
        """The on-roll entries that act as `ability`'s dice are rolled (those of `acts_at_end` wait: at_end)."""
        if not ability.acts_at_end:
            return self.on_roll
        return tuple(e for e, s in zip(self.on_roll, self.on_roll_symbols) if s not in ability.acts_at_end)

    def limits_for(self, ability: Character) -> tuple:
        """The limits that end the rolling of `ability`'s dice (those of `limits_off` do not)."""
        if not ability.limits_off:
            return self.limits
        return tuple(e for e, s in zip(self.limits, self.limit_symbols) if s not in ability.limits_off)

    def at_end(self, ability: Character) -> tuple:
        """The on-roll entries that act only on `ability`'s final dice."""
        return tuple(e for e, s in zip(self.on_roll, self.on_roll_symbols) if s in ability.acts_at_end)

    def roles_for(self, players: int) -> list[str]:
        """The roles a table of `players` is dealt (one of each, as a list to deal from)."""
        if self.deal_roles is None:
            raise ValueError("no enabled dice module deals the roles")
        return list(self.deal_roles(players))

    def heard(self, ability: Character) -> dict[str, tuple]:
        """Moment -> the hooks a seat with `ability` listens with (holding no token that listens): its own, then
        every module's (the other way round at the moments of MODULES_FIRST)."""
        known = self._heard.get(ability)
        if known is None:
            known = self._heard[ability] = {
                name: self.hooks[name] if name not in ability.hooks
                else (*self.hooks[name], ability.hooks[name]) if name in MODULES_FIRST
                else (ability.hooks[name], *self.hooks[name])
                for name in HOOKS}
        return known

    def rerolls(self, free: tuple) -> tuple:
        """("stop",) and every non-empty set of the re-rollable dice `free`, in a fixed order."""
        options = self.reroll_options.get(free)
        if options is None:
            subsets = (tuple(d for j, d in enumerate(free) if mask >> j & 1) for mask in range(1, 1 << len(free)))
            options = self.reroll_options[free] = (("stop",),) + tuple(("reroll", s) for s in subsets)
        return options

    # -- seats ----------------------------------------------------------------------------------------
    def targets(self, ability: Character, seat: int, status: tuple[Status, ...]) -> dict[str, tuple[int, ...]]:
        """Shot symbol -> the seats it reaches when `seat` rolls it with `ability`, each seat's status given: seats
        counted among the seated only (a Ghost is not counted, zombies are), the shorter way round, at the
        distances the ability gives (else the usual ones), and only those who may be aimed at; with few seated, a
        symbol may reach as another (a 2 as a 1). The one answer to "whom does this die reach": the engine, the
        bots and the window all ask here."""
        key = (ability, seat, status)
        out = self.targets_of.get(key)
        if out is None:
            order = seats_from([s.seated for s in status], seat)
            n = len(order)
            out = {}
            for symbol in self.reach:
                distances = self.distances(ability, symbol, n)
                out[symbol] = tuple(s for k, s in enumerate(order)
                                    if k and min(k, n - k) in distances and status[s].targetable)
            self.targets_of[key] = out      # whole: a box is shared by the games of every thread (a LAN host's too)
        return out

    def targetable_from(self, status: tuple[Status, ...], seat: int) -> tuple[int, ...]:
        """The seats that may be aimed at, hit or healed, clockwise from `seat`, each seat's status given (cached:
        the engine and the bots ask several times a turn)."""
        key = (status, seat)
        order = self.targetable.get(key)
        if order is None:
            order = self.targetable[key] = tuple(seats_from([s.targetable for s in status], seat))
        return order

    def distances(self, ability: Character, symbol: str, counted: int) -> tuple[int, ...]:
        """The seat distances a shot `symbol` reaches for `ability` when `counted` players count for seats."""
        few = self.reach_when_few
        if few is not None and counted <= few[0]:
            symbol = few[1].get(symbol, symbol)
        return ability.reach.get(symbol, self.reach[symbol])

    def reach_of(self, character: str) -> dict[str, tuple[int, ...]]:
        """Shot symbol -> the distances a character's dice reach (the usual ones unless his ability says)."""
        ability = self.characters[character]
        return {symbol: ability.reach.get(symbol, usual) for symbol, usual in self.reach.items()}

    def marks(self, players: Sequence[Mapping], roller: int) -> dict[int, frozenset[str]]:
        """Seat -> the shot symbols of `roller` that reach it, from a view's players (only seats some symbol
        reaches): what a window marks while the roller's dice are on the table."""
        status = tuple(of(p) for p in players)
        if not status[roller].seated:            # not counted for seats: his dice reach nobody
            return {}
        ability = self.characters[players[roller]["character"]] if status[roller].own_character else PLAIN
        targets = self.targets(ability, roller, status)
        marks: dict[int, set[str]] = {}
        for symbol, seats in targets.items():
            for seat in seats:
                marks.setdefault(seat, set()).add(symbol)
        return {seat: frozenset(symbols) for seat, symbols in marks.items()}


PLAIN = Character("", "", "", 0)        # no ability: a seat whose character card went back (a zombie's)


@functools.cache
def box_for(modules: tuple[str, ...]) -> DiceBox:
    """The box of a game enabling `modules` (names; the base game must come first), built once per combination.
    KeyError for an unknown module, ValueError for a list the game cannot be played with."""
    if not modules or modules[0] != "base" or len(set(modules)) != len(modules):
        raise ValueError(f"a dice game enables the base game first and each module once, not {list(modules)}")
    return DiceBox(dice_module(name) for name in modules)


def _allow(step: Step) -> Allow:
    if step.allow is not None:
        return step.allow
    return {"public": (step.detail,)} if step.detail else {}


def _order(entries: Iterable[Resolve]) -> tuple[str, ...]:
    """The resolve steps in order: each right after its `after`, or at the end."""
    order: list[str] = []
    for entry in entries:
        if entry.after is None:
            order.append(entry.step)
        elif entry.after in order:
            order.insert(order.index(entry.after) + 1, entry.step)
        else:
            raise ValueError(f"the resolve step {entry.step!r} goes after {entry.after!r}, which no module resolves")
    return tuple(order)


def _merge(holders, pairs, what: str) -> dict:
    """A dict from every holder's (key, value) pairs, in order. A key given twice is refused unless the later
    holder (a module) lists it in `replaces`: then its value replaces the earlier one."""
    out: dict = {}
    for holder in holders:
        replaces = getattr(holder, "replaces", ())
        for key, value in pairs(holder):
            if key in out and out[key] is not value and key not in replaces:
                raise ValueError(f"{what} {key!r} is defined twice by the enabled dice modules")
            out[key] = value
    return out
