"""The turn every dice game runs, whatever its modules: the steps the engine itself brings.

A turn starts (its hooks, then the choices a module asks before the roll), rolls the turn's dice (the box says
which), acts on the symbols that act as soon as they are rolled (Arrows), asks for re-rolls until the roller
stops, runs out of rolls or a symbol's limit ends the rolling (three Dynamite), then stacks the box's resolve
steps in order and ends. Hits that land together wait in a batch while an ability may dodge them.

Steps that never wait on a decision run straight on into the next one when nothing can come between (the same
order as stacking them as tasks, without the round trip through the stack).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.dice.specs import Step, Task

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

HIT_FIELDS = ("target", "amount", "source", "by", "asked", "dodged")    # an entry of the engine's `batch`
FIRST_ROLL_TASK, AFTER_ROLL_TASK, ON_ROLL_TASK = ("first_roll",), ("after_roll",), ("on_roll",)
SETTLE_TASK, GAIN_TASK, FALL_TASK = ("settle",), ("gain",), ("fall",)
GAIN_FIELDS, FALL_FIELDS = ("seat", "amount", "source", "by"), ("seat", "by")   # entries of `gains`, `falling`
BATCH_TASK, NEXT_TURN_TASK, ROLL_DONE_TASK = ("batch",), ("next_turn",), ("roll_done",)
EXTRA_TURN = "extra_turn"       # the turn flag of a turn played again at once (DiceGame.play_again)
ALL_DICE = tuple(tuple(range(n)) for n in range(41))   # dice count -> every die of the turn (those never
#                                                       rolled included: a Rage card, a token each)
ARROW_OR_LIFE = (("take_arrow",), ("lose_life",))
OVER = "turn_over"                  # the turn flag: its end was told and the hooks of its last moment ran
HANDED = "handed"                   # the turn flag: the seat a hook handed the coming turn to (DiceGame.hand_turn)


def rollable(g: DiceGame) -> tuple[int, ...]:
    """Every die of the turn that may be rolled (not those never rolled: specs.DieKind.fixed)."""
    fixed = g.box.fixed
    return tuple(d for d, face in enumerate(g.dice) if face not in fixed)


def turn_start(g: DiceGame, seat: int, extra: bool = False) -> None:
    g.turn, g.rolls, g.flags, g.phase = seat, 0, {EXTRA_TURN: True} if extra else {}, "start"
    box = g.box
    kinds = box.dice_for_turn(g, seat) if box.turn_dice or box.abilities else box.dice_a_turn
    g.kinds = list(kinds)
    g.dice = [None] * len(kinds)
    g.left = [0] * len(kinds)
    g.rolled = []
    g.emit("turn_start", {"seat": seat})
    hooks = g.hooks
    if hooks["turn_start"][seat] or hooks["before_roll"][seat]:
        g.tasks.append(FIRST_ROLL_TASK)
        more = g.fire("turn_start", seat) + g.fire("before_roll", seat)
        if more and g.winner is None:
            g.then(*more)
    elif box.set_dice:
        first_roll(g)
    else:
        roll(g, ALL_DICE[len(g.kinds)])


def first_roll(g: DiceGame) -> None:
    """The turn's first roll, once the choices before it are made: they may have changed the dice. Dice a module
    sets to a face first (box.set_dice) are not rolled, yet count as rolled (their symbols act with the roll)."""
    box = g.box
    kinds = box.dice_for_turn(g, g.turn)
    if list(kinds) != g.kinds:
        g.kinds = list(kinds)
        g.dice = [None] * len(kinds)
        g.left = [0] * len(kinds)
    preset: dict[int, str] = {}
    for module, set_dice in box.set_dice:
        dice = set_dice(g, g.turn)
        if dice:
            preset.update(dice)
            for die, face in dice.items():
                g.dice[die] = face
            g.emit("dice_set", {"seat": g.turn, "dice": list(dice), "faces": list(dice.values()), "why": module})
    if not preset:
        roll(g, ALL_DICE[len(kinds)])
        return
    roll(g, tuple(d for d in ALL_DICE[len(kinds)] if d not in preset), preset=tuple(preset))


def roll(g: DiceGame, which: tuple[int, ...], preset: tuple[int, ...] = (), final: bool = False) -> None:
    """Roll the dice `which` (`preset`: dice set before the first roll, counted as rolled with it); the hooks of
    the roll, then the symbols that act at once; the re-roll comes next, unless the roll is `final` (one a rule
    forces once the dice were final: its result is accepted)."""
    g.phase = "roll"
    faces = g.roll_faces(which)
    g.rolls += 1
    g.rolled = [*preset, *which] if preset else list(which)
    seat = g.turn
    data = {"seat": seat, "dice": list(which), "faces": faces, "roll": g.rolls}
    if g.rolls == 1:                # the first roll rolls every die of the turn: which kinds they are
        data["kinds"] = list(g.kinds)
    g.emit("dice_rolled", data)
    if not final:
        g.tasks.append(AFTER_ROLL_TASK)
        if g.hooks["roll_done"][seat]:
            g.tasks.append(ROLL_DONE_TASK)
    if g.hooks["rolled"][seat]:
        more = g.fire("rolled", seat)
        if more and g.winner is None:
            g.then(*more, ON_ROLL_TASK)
            return
    on_roll(g, [*faces, *(g.dice[d] for d in preset)] if preset else faces)


def on_roll(g: DiceGame, faces: list | None = None) -> None:
    """The symbols of the latest roll that act at once, in the box's order (as a step: as its dice show now, a
    hook of the roll may have turned one)."""
    if faces is None:
        faces = [g.dice[d] for d in g.rolled]
    seat = g.turn
    ability = g.cast[seat]
    if ability.resolve is not None:             # his dice are read by his own steps alone
        return
    _act(g, seat, faces, g.box.on_roll_now(ability) if ability.acts_at_end else g.box.on_roll)


def _act(g: DiceGame, seat: int, faces: list, entries: tuple) -> None:
    """The on-roll `entries` act on the symbols `faces` show, in order; the tasks they ask for run next."""
    status = g.status[seat]         # he stops if it changes (he fell); a roller out of the game who plays on does not
    tasks: list[Task] = []
    mark = len(g.tasks)             # what a symbol stacks itself (a question before an arrow) runs before the next's
    for counts, act in entries:
        rolled = sum(map(counts.__getitem__, faces))     # map: no comprehension frame (hot path)
        if rolled:
            if g.winner is not None or g.status[seat] is not status:
                return
            more = act(g, seat, rolled)
            if more:
                tasks += more
    if tasks and g.winner is None and g.status[seat] is status:
        g.tasks[mark:mark] = reversed(tasks)


def roll_done(g: DiceGame) -> None:
    """The roll's symbols acted: the hooks of `roll_done` (an ability that turns a die) before the re-roll."""
    more = g.fire("roll_done", g.turn)
    if more and g.winner is None:
        g.then(*more)


def after_roll(g: DiceGame) -> Decision | None:
    seat = g.turn
    ability = g.cast[seat]
    box = g.box
    key = (tuple(g.dice), ability.rerolls_locked, ability.limits_off)
    known = box.roll_facts.get(key)
    if known is None:
        locked, fixed = box.locked, box.fixed
        free = tuple(i for i, f in enumerate(g.dice) if (ability.rerolls_locked or f not in locked) and f not in fixed)
        ended = next((event for counts, limit, event in box.limits_for(ability)
                      if sum(map(counts.__getitem__, g.dice)) >= limit), None)
        known = box.roll_facts[key] = (ended, box.rerolls(free))
    if known[0] is not None:
        g.emit(known[0], {"seat": seat})
        resolve(g)
        return None
    if g.rolls >= ability.rolls:
        resolve(g)
        return None
    return Decision(seat, "reroll", known[1], {"rolls_left": ability.rolls - g.rolls})


def answer_after_roll(g: DiceGame, action: tuple) -> None:
    if action[0] == "stop":
        resolve(g)
        return
    which = action[1]
    key = (which, len(g.dice))
    kept = g.box.kept.get(key)
    if kept is None:
        kept = g.box.kept[key] = tuple(i for i in range(len(g.dice)) if i not in which)
    g.emit("dice_kept", {"seat": g.turn, "kept": list(kept)})
    roll(g, which)


def resolve(g: DiceGame) -> None:
    """The dice are final: their hooks first (a module may ask something then), then `settle`."""
    seat = g.turn
    if g.hooks["dice_final"][seat]:
        more = g.fire("dice_final", seat)
        if more and g.winner is None:
            g.tasks.append(SETTLE_TASK)
            g.then(*more)
            return
    settle(g)


def settle(g: DiceGame) -> None:
    """Stack the box's steps that resolve the final dice, in order, and the end of the turn."""
    g.phase = "resolve"
    dice = g.dice
    g.left = list(map(g.box.face_units.__getitem__, dice))
    ability = g.cast[g.turn]
    for symbol, times in ability.uses.items():      # a symbol his ability uses more than once
        counts = g.box.symbol_count[symbol]
        g.left = [n + counts[f] * (times - 1) for n, f in zip(g.left, dice)]
    g.emit("dice_resolved", {"seat": g.turn, "faces": list(dice)})
    own = ability.resolve
    g.tasks += g.box.resolve_tasks if own is None else (("end_turn",), *((step,) for step in reversed(own)))
    if ability.acts_at_end:         # symbols his ability keeps for the final dice act now, before they resolve
        _act(g, g.turn, list(dice), g.box.at_end(ability))


def batch(g: DiceGame) -> Decision | None:
    """Hits waiting to land together: offer each dodge first (an arrow instead of a life point), then land."""
    entry = g.arrow_offer()
    if entry is not None:
        options: tuple[tuple, ...] = ARROW_OR_LIFE
        if g.box.arrow_swaps:           # a token instead of the arrow, even of the pile's last (it is not that one)
            options = g.arrow_options()[1 if g.pile <= 1 else 0:] + ARROW_OR_LIFE[1:]
        return Decision(entry[0], "arrow_for_life", options, {"source": entry[2]})
    hits, g.batch = _landing(g.batch), []
    g.lose_life(hits)
    return None


def answer_batch(g: DiceGame, action: tuple) -> None:
    entry = g.arrow_offer()
    entry[4] += 1
    if action[0] == "take_arrow":
        entry[5] += 1
        target = entry[0]
        g.take_arrow_or_token(target, action, g.cast[target].id, target)
    g.then(BATCH_TASK)


def _landing(batch: list[list]) -> list[tuple]:
    """The hits of a batch as they land: the points not dodged, one hit per target, source and shooter, so
    a player hurt by several 1s and 2s of one roller loses them in one go (El Gringo counts it once)."""
    merged: dict[tuple, int] = {}
    for target, amount, source, shooter, _, dodged in batch:
        key = (target, source, shooter)
        merged[key] = merged.get(key, 0) + amount - dodged
    return [(target, amount, source, shooter) for (target, source, shooter), amount in merged.items()]


def end_turn(g: DiceGame) -> None:
    seat = g.turn
    if g.status[seat].targetable and g.hooks["turn_end"][seat]:
        g.tasks.append(NEXT_TURN_TASK)
        more = g.fire("turn_end", seat)
        if more and g.winner is None:
            g.then(*more)
    else:
        next_turn(g)


def turn_over(g: DiceGame, resume: Task, after: int) -> bool:
    """The turn's end, told once, then the hooks of its last moment (its roller may have fallen), told that
    `after`'s turn would come next: True if they stacked tasks, with `resume` (the task that goes on to that turn)
    after them."""
    seat = g.turn
    if g.flags.get(OVER):
        return False
    g.flags[OVER] = True
    g.emit("turn_end", {"seat": seat})
    if not g.hooks["turn_over"][seat]:
        return False
    more = g.fire("turn_over", seat, after)
    if more and g.winner is None:
        g.tasks.append(resume)
        g.then(*more)
        return True
    return False


def next_turn(g: DiceGame) -> None:
    """The turn is over: its last moment, then the next player's turn (or the one a hook handed it to)."""
    if turn_over(g, NEXT_TURN_TASK, g.next_player(g.turn)):
        return
    handed = g.flags.get(HANDED)
    turn_start(g, g.next_player(g.turn) if handed is None else handed)


def again(g: DiceGame, seat: int) -> None:
    """`seat` plays another turn at once (DiceGame.play_again), flagged EXTRA_TURN, once this turn's last moment
    is over."""
    if turn_over(g, ("again", seat), seat):
        return
    turn_start(g, seat, extra=True)


def gain(g: DiceGame) -> None:
    """The life gain that waited on a question lands (as much as the player may gain now)."""
    seat, amount, source, by = g.gains.pop()
    g.gain(seat, max(0, min(amount, g.max_life[seat] - g.life[seat])), source, by)


def fall(g: DiceGame) -> None:
    """The players whose fall waited on a question fall now, unless it left them life."""
    fallen = [(seat, by) for seat, by in g.falling if not g.life[seat]]
    g.falling = []
    if fallen and g.fall(fallen) and g.winner is None:
        g.stop_roller()


# the engine's own steps; the box adds its modules' after them
TURN_STEPS: dict[str, Step] = {
    "turn_start": Step(turn_start, detail="seat"),
    "first_roll": Step(first_roll),
    "roll_done": Step(roll_done),
    "after_roll": Step(after_roll, answer_after_roll),
    "on_roll": Step(on_roll),
    "settle": Step(settle),
    "gain": Step(gain),
    "fall": Step(fall),
    "batch": Step(batch, answer_batch),
    "end_turn": Step(end_turn),
    "next_turn": Step(next_turn),
    "again": Step(again, detail="seat"),
}
