"""BANG! The Dice Game: the rules engine, one loop over a stack of small tasks, whatever modules a game enables.

The game runs a stack of tasks ("first_roll", "after_roll", "shots", "batch", ...), each a plain tuple, so the
whole progress of a turn is data that saves, loads and clones. A task either does its work and goes, or
returns the Decision it waits on and stays on top until that decision is answered; nothing changes before
a decision is answered, so re-running the top task after a load gives the same decision back.

The engine names no face, character or module: what they do comes from the game's box (box.py), built from the
modules it enables. It keeps the table (life, arrows, dice, tokens) and the moves every module shares: heal,
take and give back arrows, hits that land together, eliminations and the end; turn.py runs the turn around
them, reasons.py says why an answer is refused, views.py and saves.py show and keep the table.

Tasks stay tuples inside the engine, unlike the card engine's dict frames: outside it they are never seen as
tuples, since views and saves name each one as a dict ({"kind": "roll", "dice": [0, 3]}, views.task_entry),
so the contract speaks one dialect either way. Inside, a tuple is pushed, popped and dispatched in about 280 ns
against 420 ns for a dict, some 3% of the 8-player engine's decisions, and the constant tasks shared by every
game and clone cannot be changed in place by mistake.
"""

from __future__ import annotations

import random

from game.core.common.game import Game
from game.core.common.options import check_options
from game.core.common.rng import clone_rng
from game.core.common.roles import DEPUTY, SHERIFF
from game.core.common.savefile import unwrap, wrap
from game.core.common.seats import next_seat, seats_from
from game.core.common.status import IN, OUT, Status
from game.core.dice import reasons, saves, turn, views
from game.core.dice.box import DiceBox, box_for
from game.core.dice.modules import MODULES
from game.core.dice.specs import HOOKS, INDIANS, MODULES_FIRST, Task
from game.core.dice.turn import BATCH_TASK, FALL_TASK, GAIN_TASK, NEXT_TURN_TASK

ELIMINATED = "eliminated"               # why a fallen player's arrows go back to the pile


class DiceGame(Game):
    KIND = "dice"

    # -- set-up ---------------------------------------------------------------------------------
    def __init__(self, box: DiceBox, names: list[str], roles: list[str], chars: list[str], rng: random.Random,
                 options: dict[str, bool] | None = None):
        super().__init__()
        n = len(names)
        self.box = box
        self.names, self.roles, self.chars = list(names), list(roles), list(chars)
        self.max_life = [box.characters[c].life + (box.sheriff_life if r == SHERIFF else 0)
                         for c, r in zip(chars, roles)]
        self.life = list(self.max_life)
        self.arrows = [0] * n
        self.status: list[Status] = [IN] * n       # what the rules ask of each seat (common.status)
        self.revealed = [n == 3 or r == SHERIFF for r in roles]
        self.pile = box.arrows
        # token name -> per seat how many (a count token) or which (a list), and the pile of the rest
        self.tokens: dict[str, list] = {}
        self.token_piles: dict[str, int | list[str]] = {}
        for t in box.tokens.values():
            if isinstance(t.supply, int):
                self.tokens[t.name], self.token_piles[t.name] = [t.dealt] * n, t.supply - t.dealt * n
            else:                           # (a kind sharing another's supply starts with an empty pile)
                self.tokens[t.name] = [[] for _ in range(n)]
                self.token_piles[t.name] = [] if t.shares else list(t.supply)
        self.rule_options = dict(options or {})   # each option of the box, on or off
        self.rng = rng
        self.script: list[list[str]] = []      # faces fixed for the coming rolls (scenarios)
        self.script_error = ""
        self.turn = 0
        self.phase = "start"
        self.kinds: list[str] = []             # the die kinds of this turn
        self.dice: list = []                   # each die's face, None before it is rolled
        self.left: list[int] = []              # symbols of each die not yet resolved
        self.rolled: list[int] = []            # the dice of the latest roll (less those an ability spent)
        self.rolls = 0
        self.flags: dict = {}                  # once-per-turn facts, cleared at every turn start
        self.batch: list[list] = []            # hits waiting to land: [target, amount, source, shooter, asked, dodged]
        self.gains: list[list] = []            # life gains waiting on a question: [seat, amount, source, by]
        self.falling: list[list] = []          # players at 0 whose fall waits on a question: [seat, by]
        self.tasks: list[Task] = []
        self.recast()

    def recast(self) -> None:
        """Work out each seat's ability in effect and the hooks it listens with (run once dealt, when a token that
        listens moves, and by a module that changes who has which: a Ghost covering a character)."""
        box = self.box
        cast = [box.characters[c] for c in self.chars]
        for ability in box.abilities:
            cast = [ability(self, seat) or c for seat, c in enumerate(cast)]
        self.cast = cast
        # hook name -> per seat its handlers: its ability's, its tokens', every module's (the turn loop is hot)
        if box.listening:
            self.hooks = {name: [self._handlers(name, seat, c) for seat, c in enumerate(cast)] for name in HOOKS}
        else:
            heard = [box.heard(c) for c in cast]
            self.hooks = {name: [h[name] for h in heard] for name in HOOKS}
        self.dodgers = frozenset(s for s, c in enumerate(cast) if c.arrow_instead_of)
        self.wary = any(self.hooks["before_life_lost"])     # someone hears of hits before they land

    def _handlers(self, moment: str, seat: int, ability) -> tuple:
        """The hooks of `moment` at `seat`, with the tokens it holds that listen."""
        box = self.box
        own = (ability.hooks[moment],) if moment in ability.hooks else ()
        tokens = tuple(t.hooks[moment] for t in box.listening if moment in t.hooks and self.tokens[t.name][seat])
        if moment in MODULES_FIRST:
            return box.hooks[moment] + own + tokens
        return own + tokens + box.hooks[moment]

    def start(self, first: int | None = None) -> None:
        """Announce the table and begin the first turn (the Sheriff's; the Deputy's with three players)."""
        n = len(self.names)
        if first is None:
            first = self.roles.index(DEPUTY if n == 3 else SHERIFF)
        self.kinds = list(self.box.dice_for_turn(self, first))
        self.dice, self.left = [None] * len(self.kinds), [0] * len(self.kinds)
        seen = views.tokens_seen(self, None, False) if self.tokens else [{} for _ in range(n)]   # as all see them
        players = [{"seat": s, "name": self.names[s], "character": self.chars[s], "life": self.life[s],
                    "max_life": self.max_life[s], "role": self.roles[s] if self.revealed[s] else None,
                    "arrows": self.arrows[s], "status": self.status[s].name, "piles": seen[s]} for s in range(n)]
        self.emit("game_start", {"players": players, "rules": self.rules(), "arrow_pile": self.pile,
                                 "dice_kinds": list(self.kinds),
                                 "piles": views.piles(self, False) if self.token_piles else {}})
        for seat, role in enumerate(self.roles):
            if not self.revealed[seat]:
                self.emit("role_dealt", {"seat": seat, "role": role}, secret=("role",), audience=(seat,))
        for name, held in self.tokens.items():      # secret tokens held from the start: told to their holders
            if self.box.tokens[name].secret:
                for seat, which in enumerate(held):
                    if which:
                        self.emit("tokens_dealt", {"seat": seat, "zone": name, "which": list(which)},
                                  secret=("which",), audience=(seat,))
        self.tasks = [("turn_start", first)]
        self._run()

    # -- the decision loop ----------------------------------------------------------------------
    # A task holds at most one detail; it is passed without *args: a plain call is far cheaper.
    def _run(self) -> None:
        tasks = self.tasks
        run_of = self.box.run
        while self.winner is None:
            task = tasks.pop()
            run = run_of[task[0]]
            decision = run(self, task[1]) if len(task) > 1 else run(self)
            if decision is not None:
                tasks.append(task)
                self.pending = decision
                return
        self.pending = None

    def _answer(self, action: tuple) -> None:
        task = self.tasks.pop()
        self.pending = None
        answer = self.box.answer[task[0]]
        if len(task) > 1:
            answer(self, action, task[1])
        else:
            answer(self, action)
        self._run()

    def rules(self) -> dict:
        """The modules and rule options this game was dealt with."""
        return {"modules": list(self.box.modules), **self.rule_options}

    def then(self, *tasks: Task) -> None:
        """Run these tasks next, in this order, before anything already waiting."""
        self.tasks.extend(reversed(tasks))

    def fire(self, moment: str, seat: int, *what) -> list[Task]:
        """Run the hooks of `moment` at `seat` (HOOKS), in order; returns the tasks they ask to run next."""
        tasks: list[Task] = []
        for hook in self.hooks[moment][seat]:
            more = hook(self, seat, *what)
            if more:
                tasks += more
        return tasks

    def play_again(self, why: str) -> None:
        """The roller plays another turn right after this one, because of `why` (an ability, a role card): called
        as his turn ends (`turn_end`), once a turn (see `plays_again`). That turn has the flag turn.EXTRA_TURN,
        for an ability that never chains."""
        tasks = self.tasks
        tasks[len(tasks) - 1 - tasks[::-1].index(NEXT_TURN_TASK)] = ("again", self.turn)
        self.emit("extra_turn", {"seat": self.turn, "why": why})

    def plays_again(self) -> bool:
        """Has the turn ending already earned its roller the next one (`play_again`)? A second grant would give
        nothing: there is one turn right after this one."""
        return ("again", self.turn) in self.tasks

    # -- seats ------------------------------------------------------------------------------------
    def targetable_from(self, seat: int) -> tuple[int, ...]:
        """The seats that may be aimed at, hit or healed, clockwise from `seat` (cached: asked several times a
        turn)."""
        return self.box.targetable_from(tuple(self.status), seat)

    def next_player(self, seat: int) -> int:
        """The next seat clockwise after `seat` that takes turns (cached: asked at every turn's end)."""
        key = (tuple(self.status), seat)
        after = self.box.next_player.get(key)
        if after is None:
            after = self.box.next_player[key] = next_seat([s.takes_turn for s in self.status], seat)
        return after

    def set_status(self, seat: int, status: Status) -> None:
        """`seat`'s status becomes `status` (a module's: a ghost, a zombie), told to everyone. Elimination makes it
        OUT itself, told by its own event."""
        self.status[seat] = status
        self.emit("status", {"seat": seat, "status": status.name})

    def hand_turn(self, seat: int) -> None:
        """The coming turn (a `turn_over` hook runs before it) goes to `seat` instead of the next player (a zombie
        whose would-be turn began the outbreak)."""
        self.flags[turn.HANDED] = seat

    def targets(self) -> dict[str, tuple]:
        """Who each shot symbol of the roller may hit (box.targets). Nobody falls while the shots are aimed (they
        land together), so every shot counts the same seats."""
        seat, box = self.turn, self.box
        key = (self.cast[seat], seat, tuple(self.status))
        return box.targets_of.get(key) or box.targets(*key)

    # -- the dice -----------------------------------------------------------------------------------
    def count(self, symbol: str) -> int:
        table = self.box.symbol_count[symbol]
        return sum([table[f] for f in self.dice])

    def roll_faces(self, which) -> list[str]:
        """Roll the dice `which` (one random number each, scripted faces replacing them); returns the faces."""
        rnd, kinds, dice, faces_of = self.rng.random, self.kinds, self.dice, self.box.dice
        faces = []
        for die in which:                   # a plain loop: cheaper than a comprehension and a second loop
            face = dice[die] = faces_of[kinds[die]][int(rnd() * 6)]
            faces.append(face)
        if self.script:
            forced = self.script.pop(0)
            if len(forced) != len(which):
                self.script_error = f"a scripted roll names {len(forced)} faces but {len(which)} dice were rolled"
            faces[:len(forced)] = forced[:len(faces)]
            for die, face in zip(which, faces):
                dice[die] = face
                if face not in faces_of[kinds[die]]:
                    self.script_error = f"a scripted roll puts {face!r} on die {die}, a {kinds[die]} die"
        return faces

    def roll_aside(self, kind: str) -> str:
        """One die of `kind` rolled apart from the turn's dice (a duel's), its face returned; a scenario's script
        gives it as a roll of its own."""
        face = self.box.dice[kind][int(self.rng.random() * 6)]
        if self.script:
            forced = self.script.pop(0)
            if len(forced) != 1 or forced[0] not in self.box.dice[kind]:
                self.script_error = f"a scripted roll of one {kind} die names {forced}"
            else:
                face = forced[0]
        return face

    def spend_rolled(self, die: int) -> None:
        """An ability used die `die` of the latest roll before its symbols act (an Arrow given away): they no
        longer act (`rolled` holds the dice of the latest roll whose symbols still act)."""
        self.rolled = [d for d in self.rolled if d != die]

    def set_resolved(self, counts: dict) -> None:
        """Every die showing the symbol counted by `counts` (a box.symbol_count table) is now resolved."""
        left = self.left
        for die, face in enumerate(self.dice):
            if counts[face]:
                left[die] = 0

    def unresolved(self, symbol: str) -> list[int]:
        table, left = self.box.symbol_count[symbol], self.left
        return [i for i, f in enumerate(self.dice) if left[i] and table[f]]

    # -- life and arrows --------------------------------------------------------------------------
    def heal(self, seat: int, amount: int, source: str, by: int | None) -> None:
        """`seat` gains up to `amount` life because of `source` (a face or an ability) given by `by`. A heal that
        gains nothing (a Beer to a player at full life, or above it after a swap of roles) is still told, with
        delta 0. A gain the hooks of `before_gain` ask about waits in `gains` until they are answered."""
        status = self.status[seat]
        gain = max(0, min(amount, self.max_life[seat] - self.life[seat])) if status.targetable and status.gains_life \
            else 0
        if gain and self.hooks["before_gain"][seat]:
            asked = self.fire("before_gain", seat, gain, source, by)
            if asked:
                self.gains.append([seat, amount, source, by])
                self.then(*asked, GAIN_TASK)
                return
        self.gain(seat, gain, source, by)

    def gain(self, seat: int, gain: int, source: str, by: int | None) -> None:
        self.life[seat] += gain
        self.emit("life", {"seat": seat, "delta": gain, "life": self.life[seat], "source": source, "by": by})

    def deny_gain(self, by: int, why: str) -> None:
        """The life gain waiting on a question (the latest) is not gained, because of `why` of `by`."""
        seat, amount, source, _ = self.gains.pop()
        tasks = self.tasks
        del tasks[len(tasks) - 1 - tasks[::-1].index(GAIN_TASK)]      # its own: the latest
        self.emit("gain_denied", {"seat": seat, "amount": amount, "source": source, "by": by, "why": why})

    def take_arrow(self, seat: int, why: str, by: int | None = None, offer: bool = True) -> None:
        """`seat` takes an arrow from the pile because of `why` (an Arrow face, or an ability); the last one
        brings the Indians. While a token he may take instead lies in its pile (specs.Token.instead_of_arrow),
        and `offer`, he is asked first: its step runs next, and takes one or the other (take_arrow_or_token; the
        arrow's `why` then names that step)."""
        if self.box.arrow_swaps and offer:
            for token, step in self.box.arrow_swaps:
                if self.token_piles[token] and self.status[seat].targetable:
                    self.then((step, seat))
                    return
        self.pile -= 1
        self.arrows[seat] += 1
        self.emit("arrows", {"seat": seat, "delta": 1, "pile": self.pile, "why": why, "by": by})
        if self.pile == 0:
            self._indian_attack(seat)

    def arrow_options(self) -> tuple[tuple, ...]:
        """The answers of a player taking an arrow: ("take_arrow",), and ("take_arrow", token) for each token he
        may take instead that lies in its pile."""
        return (("take_arrow",),) + tuple(("take_arrow", token) for token, _ in self.box.arrow_swaps
                                          if self.token_piles[token])

    def take_arrow_or_token(self, seat: int, action: tuple, why: str, by: int | None = None) -> None:
        """An answer of arrow_options: the arrow from the pile, or the token named instead (it never brings the
        Indians by itself)."""
        if len(action) > 1:
            self.take_tokens(action[1], seat, 1, why, by)
        else:
            self.take_arrow(seat, why, by, offer=False)

    def arrow_tokens_held(self, seat: int) -> tuple[str, ...]:
        """The tokens held like arrows (specs.Token.with_arrows) that `seat` holds: an ability that discards an
        arrow may discard one of them instead (answering ("discard_arrow", ..., token))."""
        return tuple(t for t in self.box.arrow_tokens if self.tokens[t][seat])

    def discard_arrow_or_token(self, seat: int, by: int, why: str, token: str | None = None) -> None:
        """One arrow of `seat` back to the pile, or the token held like an arrow named instead."""
        if token is None:
            self.discard_arrow(seat, by, why)
        else:
            self.give_back_tokens(token, seat, 1, why, by)

    def discard_arrow(self, seat: int, by: int, why: str) -> None:
        """One arrow of `seat` goes back to the pile, by the ability `why` of `by`."""
        self.arrows[seat] -= 1
        self.pile += 1
        self.emit("arrows", {"seat": seat, "delta": -1, "pile": self.pile, "why": why, "by": by})

    def return_arrows(self, seat: int, why: str) -> None:
        """Every arrow of `seat` goes back to the pile, and the tokens held like arrows (specs.Token.with_arrows)
        to theirs."""
        count = self.arrows[seat]
        if count:
            self.pile += count
            self.arrows[seat] = 0
            self.emit("arrows", {"seat": seat, "delta": -count, "pile": self.pile, "why": why, "by": None})
        for token in self.box.arrow_tokens:
            if self.tokens[token][seat]:
                self.give_back_tokens(token, seat, self.tokens[token][seat], why)

    # -- tokens -------------------------------------------------------------------------------------
    def take_tokens(self, name: str, seat: int, count: int, why: str, by: int | None = None,
                    which: list[str] | None = None) -> None:
        """`seat` takes `count` tokens of `name` from its pile (a list kind: from the top, or the tokens `which`
        wherever they lie in it), as many as it holds."""
        pile, held = self.token_piles[name], self.tokens[name]
        if isinstance(pile, int):
            count = min(count, pile)
            self.token_piles[name] = pile - count
            held[seat] += count
        elif which is not None:
            for token in which:
                pile.remove(token)
            held[seat] += which
            count = len(which)
        else:
            which, pile[:count] = pile[:count], []
            held[seat] += which
            count = len(which)
        if count:
            status = self.box.tokens[name].status
            if status is not None and status is not self.status[seat]:
                self.set_status(seat, status)
            self._tell_tokens(name, seat, count, which, why, by)
            if self.box.listening:
                self.recast()

    def give_back_tokens(self, name: str, seat: int, tokens: int | list[str], why: str, by: int | None = None) -> None:
        """`seat` gives `tokens` of `name` back to its pile: a count, or (a list kind) those tokens, which go
        under the pile."""
        held, pile = self.tokens[name], self.token_piles[name]
        if isinstance(tokens, int):
            assert isinstance(pile, int), f"{name} tokens are given back by name"
            count = min(tokens, held[seat])
            held[seat] -= count
            self.token_piles[name] = pile + count
            which = None
        else:
            assert isinstance(pile, list), f"{name} tokens are counted, not named"
            which = list(tokens)
            for token in which:
                held[seat].remove(token)
            pile += which
            count = len(which)
        if count:
            self._tell_tokens(name, seat, -count, which, why, by)
            if self.box.listening:
                self.recast()

    def pass_tokens(self, name: str, giver: int, taker: int, which: list[str], why: str, by: int | None) -> None:
        """The tokens `which` of a listed kind go from `giver` to `taker` (a Ghost's gift, and its return)."""
        held = self.tokens[name]
        for token in which:
            held[giver].remove(token)
        held[taker] += which
        secret = self.box.tokens[name].secret
        self.emit("tokens", {"amount": len(which), "from": {"seat": giver, "zone": name},
                             "to": {"seat": taker, "zone": name}, "why": why, "by": by, "which": list(which)},
                  ("which",) if secret else (), (giver, taker) if secret else ())
        if self.box.listening:
            self.recast()

    def _tell_tokens(self, name: str, seat: int, delta: int, which, why: str, by: int | None) -> None:
        """A `tokens` event in the card game's words: `amount` from one place to another, each {seat, zone} (the
        pile's seat None); a listed kind also says `which` (its holder alone, for a secret kind)."""
        pile, held = {"seat": None, "zone": name}, {"seat": seat, "zone": name}
        data = {"amount": abs(delta), "from": pile if delta > 0 else held, "to": held if delta > 0 else pile,
                "why": why, "by": by}
        if which is None:
            self.emit("tokens", data)
        else:
            secret = self.box.tokens[name].secret
            self.emit("tokens", {**data, "which": which}, ("which",) if secret else (), (seat,) if secret else ())

    def _indian_attack(self, seat: int) -> None:
        """`seat` took the last arrow: everyone loses a life per arrow held (as the box adjusts it), and every
        arrow goes back."""
        losses = [held if c.indian_cap is None else min(held, c.indian_cap) for held, c in zip(self.arrows, self.cast)]
        for adjust in self.box.indian_losses:
            adjust(self, seat, losses)
        hits = [(target, losses[target], INDIANS, None) for target, held in enumerate(self.arrows)
                if held or losses[target]]
        self.emit("indian_attack", {"seat": seat, "hits": [{"target": t, "amount": a} for t, a, _, _ in hits]})
        for target in range(len(self.arrows)):
            self.return_arrows(target, INDIANS)
        if self.wary:
            self.hits(hits)
        else:
            self.lose_life(hits)

    def lose_life(self, hits) -> None:
        """Hits (target, amount, source, by) land at once: life lost, then everyone at 0 falls together, then the
        follow-ups. A hit on a player whom an earlier hit of the same landing took to 0 (or who had already
        fallen) is wasted."""
        life, status, cast = self.life, self.status, self.cast
        landed = []
        emptied = stopped = False           # did some life reach 0? did the roller fall?
        for seat, amount, source, shooter in hits:
            if amount <= 0 or not life[seat]:
                continue
            if source in cast[seat].immune_to:
                self.emit("life_kept", {"seat": seat, "source": source, "by": shooter})
                continue
            lost = min(amount, life[seat])
            life[seat] -= lost
            self.emit("life", {"seat": seat, "delta": -lost, "life": life[seat], "source": source, "by": shooter})
            landed.append((seat, lost, source, shooter))
            emptied = emptied or not life[seat]
        if emptied:
            fallen = [(seat, shooter) for seat, _, _, shooter in landed if life[seat] == 0 and status[seat].targetable]
            asked = self._before_fall(fallen)
            if asked:                       # the fall waits on a question: the follow-ups come after it
                self.then(*asked, FALL_TASK, *self._life_lost(landed))
                return
            stopped = self.fall(fallen)
            if self.winner is not None:
                return
        tasks = self._life_lost(landed)
        if tasks:
            self.then(*tasks)
        if stopped:
            self.stop_roller()

    def _life_lost(self, landed) -> list[Task]:
        hooks = self.hooks["on_life_lost"]
        tasks: list[Task] = []
        for seat, lost, source, shooter in landed:
            if hooks[seat]:
                tasks += self.fire("on_life_lost", seat, lost, source, shooter)
        return tasks

    def _before_fall(self, fallen) -> list[Task]:
        """The tasks the hooks of `before_fall` ask to run before these players fall (kept in `falling` meanwhile:
        at 0 life, still in the game); none when nobody listens."""
        hooks = self.hooks["before_fall"]
        if not any(hooks[seat] for seat, _ in fallen):
            return []
        waiting = self.falling             # (a fall already waiting, from an earlier landing of the same roll)
        self.falling = waiting + [[seat, by] for seat, by in fallen]
        tasks: list[Task] = []
        for seat, by in fallen:
            if hooks[seat]:
                tasks += self.fire("before_fall", seat, by)
        if not tasks:
            self.falling = waiting
        return tasks

    def fall(self, fallen) -> bool:
        """Players at 0 life fall together; True if the roller is among them."""
        self._eliminate(fallen)
        return any(seat == self.turn for seat, _ in fallen)

    def stop_roller(self) -> None:
        """"si eres eliminado, dejas de actuar": his dice left are not resolved (even if a module lets him play on,
        as a Ghost, from his next turn). A life gain his fall brought (Vulture Sam's) that waits on a question is
        asked again and lands before the next turn."""
        self.tasks[:] = [NEXT_TURN_TASK]
        for seat, amount, source, by in self.gains:
            self.then(*self.fire("before_gain", seat, amount, source, by), GAIN_TASK)

    def _eliminate(self, fallen) -> None:
        for seat, _ in fallen:
            self.status[seat] = OUT
        for seat, killer in fallen:
            self.return_arrows(seat, ELIMINATED)
            self.revealed[seat] = True
            self.emit("eliminated", {"seat": seat, "role": self.roles[seat], "by": killer})
        hooks = self.hooks["on_elimination"]
        if any(hooks):                  # (most tables have no ability that hears a fall: no seat order to make)
            seats = [s for s, _ in fallen]
            tasks: list[Task] = []
            hearing = seats_from([s.acts for s in self.status], self.turn)
            for seat in hearing:
                if hooks[seat]:
                    tasks += self.fire("on_elimination", seat, seats)
            if not hearing:             # nobody acting is left (all fell at once): the modules still hear the fall
                for hook in self.box.hooks["on_elimination"]:
                    tasks += hook(self, self.turn, seats) or []
            if tasks:
                self.then(*tasks)
        for judge in self.box.judges:
            result = judge(self, fallen)
            if result is not None:
                if isinstance(result, tuple):
                    self._finish(*result)
                return

    def _finish(self, side: str, seats: list[int]) -> None:
        self.winner, self.winners = side, list(seats)
        self.phase = "over"
        self.tasks[:] = []
        for seat, role in enumerate(self.roles):      # the survivors show their roles
            if not self.revealed[seat]:
                self.revealed[seat] = True
                self.emit("role_revealed", {"seat": seat, "role": role})
        self.emit("game_over", {"winner": side, "winners": list(seats), "roles": list(self.roles)})

    def hits(self, hits) -> None:
        """Hits that land together, once the abilities that may dodge them have been offered (a batch).
        Callers end with this: when nobody may dodge, the hits land now, as the batch step would next."""
        if not self.dodgers and not self.wary:
            self.batch = []
            self.lose_life(hits)
            return
        self.batch = self.batch + [[target, amount, source, shooter, 0, 0] for target, amount, source, shooter in hits]
        if self.wary:
            self.then(*self.warned(dict.fromkeys(h[0] for h in hits)), BATCH_TASK)
        elif self.arrow_offer() is None:
            turn.batch(self)
        else:
            self.then(BATCH_TASK)

    def warned(self, targets) -> list[Task]:
        """The tasks of the hooks that hear of hits on `targets` before they land ("before_life_lost": each
        target in turn, each seat that acts clockwise from the roller); none at a table where nobody listens."""
        if not self.wary:
            return []
        hooks = self.hooks["before_life_lost"]
        tasks: list[Task] = []
        for target in targets:
            for seat in seats_from([s.acts for s in self.status], self.turn):
                if hooks[seat]:
                    tasks += self.fire("before_life_lost", seat, target)
        return tasks

    def arrow_offer(self):
        """The first pending hit whose target may take an arrow instead of this life point, if any: never the
        pile's last arrow, but a token that lies in its pile may be taken instead of it (turn.batch)."""
        if self.pile <= 1 and not any(self.token_piles[token] for token, _ in self.box.arrow_swaps):
            return None
        dodgers = self.dodgers
        for entry in self.batch:
            target, amount, source, _, asked, _ = entry
            if (target in dodgers and asked < amount and self.status[target].targetable
                    and source in self.cast[target].arrow_instead_of):
                return entry
        return None

    # -- refusing, views, copies and saves --------------------------------------------------------
    def _why_illegal(self, seat: int, action: tuple) -> tuple[str, str]:
        return reasons.why_illegal(self, seat, action)

    def _view_basics(self, seat: int | None) -> dict:
        return views.basics(self, seat)

    def _view_rest(self, basics: dict, seat: int | None) -> dict:
        return views.rest(self, basics, seat)

    def roles_by_seat(self) -> list[str]:
        return list(self.roles)

    def clone(self) -> DiceGame:
        """An independent copy for search: same state and future dice, no observers, no events."""
        other = DiceGame.__new__(DiceGame)
        other.__dict__.update(self.__dict__)
        for name in ("names", "roles", "chars", "cast", "max_life", "life", "arrows", "status", "revealed",
                     "kinds", "dice", "left", "rolled", "tasks", "winners"):
            setattr(other, name, list(getattr(self, name)))
        other.tokens = {name: [v[:] if type(v) is list else v for v in held] for name, held in self.tokens.items()}
        other.token_piles = {name: pile[:] if type(pile) is list else pile for name, pile in self.token_piles.items()}
        other.flags = dict(self.flags)
        other.batch = [list(e) for e in self.batch]
        other.gains = [list(e) for e in self.gains]
        other.falling = [list(e) for e in self.falling]
        other.script = [list(r) for r in self.script]
        other.rng = clone_rng(self.rng)
        other.observers = []
        other._out = []
        other._lent = []
        return other

    def to_json(self) -> str:
        return wrap(self.KIND, saves.dump(self), MODULES.named(list(self.box.modules)))

    @classmethod
    def from_json(cls, text) -> DiceGame:
        return cls.from_state(unwrap(text, cls.KIND, saves.upgrade_format_2, saves.played))

    @classmethod
    def from_state(cls, state: dict) -> DiceGame:
        """A game from a saved (or determinized) state; SaveError if anything in it is wrong."""
        return saves.load(cls, state)


def new_game(seed: int, players, *, modules: tuple[str, ...] = ("base",), **options) -> DiceGame:
    """A dealt game, its first decision waiting. `players`: a count (3-8) or one dict per seat that may
    fix `name`, `role` (a module's role card names that card, a side's name its plain one) or only `side` (the
    role, its card dealt like any other: a series') and `character` (and give `extra_life`, a series' reward); the
    rest is dealt from random.Random(seed). `modules` names the modules it plays with (the base game first);
    `options` turns on rule options."""
    game = deal(seed, players, modules=modules, **options)
    game.start()
    return game


def deal(seed: int, players, *, modules: tuple[str, ...] = ("base",), **options) -> DiceGame:
    """Roles, characters and life dealt, nothing played yet (scenarios adjust the table before `start`)."""
    box = box_for(tuple(modules))
    rules = check_options(options, box.options, box.retired, "dice")
    seats = [{} for _ in range(players)] if isinstance(players, int) else [dict(p) for p in players]
    n = len(seats)
    if not 3 <= n <= 8:
        raise ValueError(f"the dice game is for 3 to 8 players, not {n}")
    for seat in seats:
        if seat.get("character") in box.left_out:
            raise ValueError(box.why_left_out(seat["character"]))
    for title, (low, high) in box.players:
        if not low <= n <= high:
            raise ValueError(f"{title} is for {low} to {high} players, not {n}")
    rng = random.Random(seed)
    words = [s.get("role") for s in seats]          # a role, or a module's role card that counts as one
    sides = [s.get("side") for s in seats]          # a role whose card (a module's) is dealt at random: a series'
    roles = _fill([side if side is not None else None if w is None else box.role_cards.get(w, w)
                   for w, side in zip(words, sides)], box.roles_for(n), rng, "role")
    chars = _fill([s.get("character") for s in seats], list(box.characters), rng, "character", unique=True)
    names = [s.get("name") or f"player{i + 1}" for i, s in enumerate(seats)]
    if len(set(names)) != n:
        raise ValueError("every player needs a different name")
    for t in box.tokens.values():
        if isinstance(t.supply, int) and t.dealt * n > t.supply:
            raise ValueError(f"there are not enough {t.name} tokens to deal {n} players")
    game = DiceGame(box, names, roles, chars, rng, rules)
    for i, wanted in enumerate(seats):              # a series' reward: life beyond the character's and role's
        extra = wanted.get("extra_life", 0)
        if type(extra) is not int or not 0 <= extra <= 9:
            raise ValueError(f"a player's extra life is a whole number from 0 to 9, not {extra!r}")
        game.max_life[i] += extra
        game.life[i] += extra
    for deal_more in box.deals:
        deal_more(game, words)
    return game


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
