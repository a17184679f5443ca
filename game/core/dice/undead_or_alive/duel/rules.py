"""The Duel dice's rules: the wound tokens cancelling kept symbols (the Dynamite token adds one instead), Whiskey,
the duels and the wound each loser draws, and the tokens going back at their holder's turn's end.

Resolution order (seed 001): Arrow, Dynamite, Whiskey, 1, 2, Beer, Gatling, Duel. The tokens cancel before the
Whiskey may discard one (every final die is one the roller kept), so a Whiskey's discard only spares its holder the
Rage card it draws when he holds none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.dice.base.faces import ARROW, DYNAMITE, GATLING
from game.core.dice.specs import DieKind, Face, Reason
from game.core.dice.undead_or_alive.duel.wounds import ADDS
from game.core.dice.undead_or_alive.rage import rules as rage

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

WHISKEY, DUEL = "whiskey", "duel"            # the new symbols (and faces), and the sources they act as
WOUNDS = "wounds"                            # the token kind
WOUND_FACE = "wound:" + ADDS                 # the face of the die a Dynamite token adds
DUELLED = "duelled"                          # turn flag: the players given a Duel die this turn (a bit each)
# turn flags of a duel waiting on its roller's answer to his failed roll (`roll_failed`): its die + 1 (0: none),
# its target, its rolls so far (the faces' places on the die, base 7), and whether he rolls again (`reroll`)
OPEN_DIE, OPEN_TARGET, OPEN_ROLLS, AGAIN = "duel_open_die", "duel_open_target", "duel_open_rolls", "duel_again"
GO_ON = ("duel_on",)
ELIMINATED = "eliminated"                    # why a fallen player's tokens go back (the engine's word for arrows)
CANCEL_TASK, WHISKEY_TASK, DUEL_TASK, WOUND_TASK = ("wound_cancel",), ("whiskey",), ("duel",), "wound"

FACES = (Face(WHISKEY, {WHISKEY: 1}), Face(DUEL, {DUEL: 1}), Face(WOUND_FACE, {ADDS: 1}))
# RECONSTRUCTION: the rulebook prints the Whiskey and the Duel; the die's other four faces are the digest's reading.
DUEL_DIE = DieKind(DUEL, (ARROW, DYNAMITE, GATLING, WHISKEY, DUEL, DUEL), "black", place=1)
WOUND_DIE = DieKind("wound", (WOUND_FACE,), "white", place=2, fixed=True)
DICE_A_TURN = ("base",) * 3 + (DUEL,) * 2


# -- the dice ---------------------------------------------------------------------------------------------------
def turn_dice(g: DiceGame, seat: int, kinds: tuple) -> tuple:
    """A die never rolled, showing a Dynamite, per Dynamite token the roller holds."""
    added = g.tokens[WOUNDS][seat].count(ADDS)
    return (*kinds, *(WOUND_DIE.id,) * added) if added else kinds


def set_dice(g: DiceGame, seat: int) -> dict[int, str]:
    if WOUND_DIE.id not in g.kinds:       # (most turns: no Dynamite token held)
        return {}
    return {d: WOUND_FACE for d, kind in enumerate(g.kinds) if kind == WOUND_DIE.id}


# -- the final dice ---------------------------------------------------------------------------------------------
def cancel(g: DiceGame) -> None:
    """Each token but the Dynamite cancels one identical symbol on a rolled die: that symbol counts as resolved."""
    seat, counts = g.turn, g.box.symbol_count
    for token in g.tokens[WOUNDS][seat]:
        if token == ADDS:
            continue
        die = next((d for d, face in enumerate(g.dice) if g.left[d] and counts[token][face]
                    and face not in g.box.fixed), None)
        if die is not None:
            g.left[die] -= 1
            g.emit("wound_cancels", {"seat": seat, "die": die, "token": token})


def whiskey(g: DiceGame) -> None:
    """One Whiskey: the roller gains 1 life and discards a wound token, or draws a Rage card if he holds none."""
    dice = g.unresolved(WHISKEY)
    if not dice:
        return
    seat = g.turn
    g.left[dice[0]] -= 1
    g.tasks.append(WHISKEY_TASK)
    g.emit("whiskey", {"seat": seat, "die": dice[0]})
    held = g.tokens[WOUNDS][seat]
    if held:
        give_back(g, seat, [held[0]], WHISKEY)
    else:
        g.then(*rage.draw(g, seat, WHISKEY))
    g.heal(seat, 1, WHISKEY, seat)


def foes(g: DiceGame) -> list[int]:
    """Whom the roller may give a Duel die now: every other player in the game not given one this turn."""
    seat, done = g.turn, g.flags.get(DUELLED, 0)
    return [s for s in g.targetable_from(seat) if s != seat and not done >> s & 1]


def duel(g: DiceGame) -> Decision | None:
    """Each kept Duel symbol is a Duel die given to a player; with nobody left to give one, it is wasted."""
    dice = g.unresolved(DUEL)
    if not dice:
        return None
    targets = foes(g)
    if not targets or not g.status[g.turn].targetable:
        for die in dice:
            g.left[die] = 0
        g.emit("duel_unmatched", {"seat": g.turn, "dice": dice})
        return None
    return Decision(g.turn, DUEL, tuple((DUEL, d, t) for d in dice for t in targets))


def answer_duel(g: DiceGame, action: tuple) -> None:
    """The duel is rolled out at once: the target rolls the die for a Duel, then the roller, and so on; the first
    who fails loses 1 life and draws a wound token; then the roller's abilities that act on a Duel used
    (`symbol_used`)."""
    _, die, target = action
    g.left[die] -= 1
    g.tasks.append(DUEL_TASK)
    fight(g, die, target)


def fight(g: DiceGame, die: int | None, target: int) -> None:
    """The roller duels `target`, with his die `die` or (an ability's extra duel: Flint Westwood) none."""
    g.flags[DUELLED] = g.flags.get(DUELLED, 0) | 1 << target
    _roll_out(g, die, target, [], target)


def _roll_out(g: DiceGame, die: int | None, target: int, rolls: list[str], roller: int) -> None:
    """Roll on from `roller`; a failed roll of the turn's roller first waits on the abilities that may roll it
    again (`roll_failed`)."""
    seat = g.turn
    while True:
        face = g.roll_aside(DUEL)
        rolls.append(face)
        if not g.box.symbol_count[DUEL][face]:
            break
        roller = seat if roller == target else target
    asked = g.fire("roll_failed", seat, DUEL) if roller == seat and g.hooks["roll_failed"][seat] else None
    if asked:
        g.emit("duel_paused", {"seat": seat, "target": target, "rolls": list(rolls)})
        places = g.box.dice[DUEL]
        g.flags.update({OPEN_DIE: 0 if die is None else die + 1, OPEN_TARGET: target,
                        OPEN_ROLLS: sum((places.index(f) + 1) * 7 ** i for i, f in enumerate(rolls))})
        g.tasks.append(GO_ON)
        g.then(*asked)
        return
    _end(g, die, target, rolls, roller)


def reroll(g: DiceGame) -> None:
    """The roller rolls his failed die again (an ability's answer to `roll_failed`)."""
    g.flags[AGAIN] = True


def go_on(g: DiceGame) -> None:
    """The duel that waited goes on: the roller's die rolled again, or his failure stands."""
    die, target, packed = g.flags.pop(OPEN_DIE) - 1, g.flags.pop(OPEN_TARGET), g.flags.pop(OPEN_ROLLS)
    die = die if die >= 0 else None
    places, rolls = g.box.dice[DUEL], []
    while packed:
        packed, place = divmod(packed, 7)
        rolls.append(places[place - 1])
    if g.flags.pop(AGAIN, False):
        _roll_out(g, die, target, rolls, g.turn)
    else:
        _end(g, die, target, rolls, g.turn)


def _end(g: DiceGame, die: int | None, target: int, rolls: list[str], roller: int) -> None:
    """The duel's loser: 1 life and a wound token; then the roller's abilities that act on a Duel used."""
    seat = g.turn
    winner = seat if roller == target else target
    event: dict[str, object] = {"seat": seat, "target": target, "die": die, "rolls": rolls, "loser": roller}
    if die is None:                 # no die of his gave it: his character's ability did (the log names it)
        event["why"] = g.cast[seat].id
    g.emit("duel", event)
    used = g.fire("symbol_used", seat, DUEL) if g.hooks["symbol_used"][seat] else ()
    g.then((WOUND_TASK, roller), *used)
    g.hits([(roller, 1, DUEL, winner)])


def wound(g: DiceGame, seat: int, why: str = DUEL) -> None:
    """The loser of a duel (or a player an ability names: `why`) draws the top wound token; one showing a symbol
    he holds already goes back (a lucky scoundrel) and the pile is shuffled."""
    pile = g.token_piles[WOUNDS]
    assert isinstance(pile, list)
    status = g.status[seat]
    if g.winner is not None or not status.targetable or not status.penalised or not pile:
        return
    if pile[0] in g.tokens[WOUNDS][seat]:
        g.emit("lucky_scoundrel", {"seat": seat, "token": pile[0]})
        g.rng.shuffle(pile)
    else:
        g.take_tokens(WOUNDS, seat, 1, why)


# -- tokens going back --------------------------------------------------------------------------------------------
def give_back(g: DiceGame, seat: int, tokens: list[str], why: str) -> None:
    """Wound tokens back to the pile, which is shuffled."""
    g.give_back_tokens(WOUNDS, seat, tokens, why)
    pile = g.token_piles[WOUNDS]
    assert isinstance(pile, list)
    g.rng.shuffle(pile)


def turn_over(g: DiceGame, seat: int, after: int) -> None:
    """The roller's tokens go back at his turn's end."""
    held = g.tokens[WOUNDS][seat]
    if held:
        give_back(g, seat, list(held), "turn_end")


def fell(g: DiceGame, seat: int, fallen: list[int]) -> None:
    """Players out of the game give their tokens back at once, as their arrows (seed 001, module 4: «devuelve ...
    tus flechas, tus cartas de Rabia y tus fichas de Herida de duelo»); heard at each seat that acts, so the
    first hearing gives them back."""
    for s in fallen:
        held = g.tokens[WOUNDS][s]
        if held:
            give_back(g, s, list(held), ELIMINATED)


# -- refusals -----------------------------------------------------------------------------------------------------
def why_duel(g: DiceGame, action: tuple) -> Reason | None:
    if action[0] != DUEL or len(action) != 3:
        return ("malformed_action", "a duel names a die showing a Duel and the player given it")
    die, target = action[1], action[2]
    if type(die) is not int or die not in g.unresolved(DUEL):
        return ("duel_die", f"die {die!r} shows no Duel left to give")
    if type(target) is not int or not 0 <= target < len(g.names) or not g.status[target].targetable:
        return ("target_alive", "only a player still in the game can be chosen")
    if target == g.turn:
        return ("duel_self", "a Duel die goes to another player")
    return ("duel_twice", f"{g.names[target]} has had a Duel die this turn: one per player a turn")
