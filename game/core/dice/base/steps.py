"""The base game's rules of the dice: Arrows as they are rolled, then the final dice in order (Dynamite, 1s and 2s,
Beers, Gatling), who has won, and why an answer to the base decisions is refused.

Each resolve step is a task: it does its work and goes, or asks its decision and stays until the dice it
concerns are used. The 1s and 2s are aimed one by one and land together once every one is aimed (a batch).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.common.roles import OUTLAW, SIDE, roles_for, standard_winner
from game.core.dice.base.faces import (
    ARROW,
    BEER,
    DICE_A_TURN,
    DYNAMITE,
    DYNAMITE_BLAST,
    DYNAMITE_LIMIT,
    GATLING,
    GATLING_HIT,
    ONE,
    SHOT,
)
from game.core.dice.specs import Reason, Step
from game.core.dice.turn import BATCH_TASK

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

THREE_PLAYER_ROLES = ("deputy", "outlaw", "renegade")
THREE_PLAYER_TARGET: dict[str, str] = {"deputy": "renegade", "renegade": "outlaw", "outlaw": "deputy"}
SHOTS_TASK, BEER_TASK = ("shots",), ("beer",)
BASE_DICE = ("base",) * DICE_A_TURN


def deal_roles(players: int) -> tuple[str, ...]:
    """The roles of the table (§1.6: with three players, a Deputy, an Outlaw and a Renegade, face up)."""
    return THREE_PLAYER_ROLES if players == 3 else tuple(roles_for(players))


# -- as they are rolled --------------------------------------------------------------------------------------
def arrows(g: DiceGame, seat: int, rolled: int) -> None:
    """The roller takes an arrow for each Arrow rolled, at once (the last of the pile brings the Indians)."""
    for _ in range(rolled):
        if g.winner is not None or not g.status[seat].targetable:
            return
        g.take_arrow(seat, ARROW)


# -- the final dice ----------------------------------------------------------------------------------------
def dynamite(g: DiceGame) -> None:
    counts = g.box.symbol_count[DYNAMITE]
    blasts = sum(map(counts.__getitem__, g.dice))
    if blasts:
        g.set_resolved(counts)
    if blasts >= DYNAMITE_LIMIT:
        g.hits([(g.turn, 1, DYNAMITE_BLAST, None)])


def shots(g: DiceGame) -> Decision | None:
    seat, box = g.turn, g.box
    symbols = tuple(map(box.shot_left.__getitem__, zip(g.dice, g.left)))
    if not any(symbols):
        if g.batch:                     # every 1 and 2 has its target: they land now, together
            g.then(*g.warned(dict.fromkeys(e[0] for e in g.batch)), BATCH_TASK)
        return None
    targets = g.targets()
    if g.cast[seat].beer_doubles_shot and not g.flags.get("beer_doubled"):
        return Decision(seat, "shoot", _shot_options(symbols, targets, g.unresolved(BEER)))
    key = (symbols, *targets.values())
    memo = box.memo["shots"]            # (shot symbol left per die, the seats each shot symbol reaches) -> options
    options = memo.get(key)
    if options is None:
        options = memo[key] = _shot_options(symbols, targets, ())
    return Decision(seat, "shoot", options)


def _shot_options(symbols: tuple, targets: dict, beers) -> tuple:
    """Every shot the roller may take: `symbols` per die, the shot symbol left on it, `targets` per
    symbol who it may hit; each shot may also be doubled with one of the Beer dice `beers`."""
    shots = [(i, targets[symbol]) for i, symbol in enumerate(symbols) if symbol]
    options: list[tuple] = [("shoot", i, t) for i, hit in shots for t in hit]
    options += [("double_shot", i, b, t) for i, hit in shots for b in beers for t in hit]
    return tuple(options)


def answer_shots(g: DiceGame, action: tuple) -> None:
    seat = g.turn
    die, target = action[1], action[-1]
    g.left[die] -= 1
    amount, beer = 1, None
    if action[0] == "double_shot":
        beer = action[2]
        g.left[beer] -= 1
        g.flags["beer_doubled"] = True
        amount = 2
    shot = {"seat": seat, "die": die, "target": target, "amount": amount, "beer": beer}
    relief = g.cast[target].shot_relief         # the symbol on the die: a 2 reaching as a 1 is still a 2
    if relief and g.box.shot_of[g.dice[die]] in relief and not g.flags.get("shot_relief", 0) >> target & 1:
        g.flags["shot_relief"] = g.flags.get("shot_relief", 0) | 1 << target
        shot["amount"] = amount = amount - 1
        shot["spared"] = 1
    g.emit("shot", shot)
    g.tasks.append(SHOTS_TASK)
    g.batch.append([target, amount, SHOT, seat, 0, 0])
    if g.hooks["symbol_used"][seat]:
        g.then(*g.fire("symbol_used", seat, g.box.shot_of[g.dice[die]]))


def beer(g: DiceGame) -> Decision | None:
    beers = tuple(map(g.box.left_of[BEER].__getitem__, zip(g.dice, g.left)))
    if not any(beers):
        return None
    key = (beers, g.turn, tuple(g.status))
    memo = g.box.memo["beer"]           # (Beer left per die, roller, statuses) -> the options
    options = memo.get(key)
    if options is None:
        reached = g.targetable_from(g.turn)
        options = memo[key] = tuple(("beer", i, s) for i, beer in enumerate(beers) if beer for s in reached)
    return Decision(g.turn, "beer", options)


def answer_beer(g: DiceGame, action: tuple) -> None:
    _, die, target = action
    g.left[die] -= 1
    g.tasks.append(BEER_TASK)
    g.emit("beer", {"seat": g.turn, "die": die, "target": target})
    g.heal(target, _self_beer(g) if target == g.turn else 1, BEER, g.turn)


def _self_beer(g: DiceGame) -> int:
    """Life a Beer gives the roller himself; an ability's threshold is read once per turn."""
    amount = g.flags.get("self_beer")
    if amount is None:
        bonus = g.cast[g.turn].self_beer
        amount = bonus[1] if bonus and g.life[g.turn] <= bonus[0] else 1
        g.flags["self_beer"] = amount
    return amount


def gatling(g: DiceGame) -> None:
    seat = g.turn
    counts = g.box.symbol_count[GATLING]
    faces = sum(map(counts.__getitem__, g.dice))
    if faces:
        g.set_resolved(counts)
    ability = g.cast[seat]
    if ability.gatling_discards_arrows:
        g.then(*[("kit_discard", seat)] * faces)
    if faces >= ability.gatling_needs and not g.flags.get("gatling_fired"):
        g.flags["gatling_fired"] = True
        g.emit("gatling", {"seat": seat})
        # the roller's arrows go back first (as Kit Carlson's text orders it), so an arrow El Gringo makes
        # him take for this Gatling stays with him
        g.return_arrows(seat, GATLING)
        g.hits([(s, 1, GATLING_HIT, seat) for s in g.targetable_from(seat) if s != seat])


STEPS: dict[str, Step] = {
    "dynamite": Step(dynamite),
    "shots": Step(shots, answer_shots),
    "beer": Step(beer, answer_beer),
    "gatling": Step(gatling),
}
ON_ROLL = {ARROW: arrows}


# -- the end -------------------------------------------------------------------------------------------------
def judge(g: DiceGame, fallen: list) -> tuple[str, list[int]] | bool:
    """Who has won once players fell (False: nobody yet). With three players you win by taking your target's
    last life yourself, or by being the last one standing; if everyone falls at once, the Outlaw wins."""
    roles, status = g.roles, g.status
    if len(roles) != 3:
        return standard_winner(roles, status) or False
    for seat, killer in fallen:
        if killer is not None and status[killer].standing and THREE_PLAYER_TARGET[roles[killer]] == roles[seat]:
            return SIDE[roles[killer]], [killer]
    standing = [s for s in range(3) if status[s].standing]
    if len(standing) == 1:
        return SIDE[roles[standing[0]]], standing
    if not standing:
        return SIDE[OUTLAW], [roles.index(OUTLAW)]
    return False


# -- refusals ------------------------------------------------------------------------------------------------
def why_target(g: DiceGame, die, target, symbol_needed: str) -> Reason | None:
    n = len(g.dice)
    if type(die) is not int or not 0 <= die < n:
        return ("die_named", f"there is no die {die!r}: dice are numbered 0 to {n - 1}")
    if not g.left[die]:
        return ("die_resolved", f"die {die} has already been resolved")
    face = g.dice[die]
    if symbol_needed not in g.box.faces[face].symbols and not (symbol_needed == ONE and g.box.shot_of[face]):
        wanted = "a 1 or 2" if symbol_needed == ONE else symbol_needed
        return ("die_face", f"die {die} shows {face}, not {wanted}")
    if type(target) is not int or not 0 <= target < len(g.names) or not g.status[target].targetable:
        return ("target_alive", "only a player still in the game can be chosen")
    return None


def why_shoot(g: DiceGame, action: tuple) -> Reason | None:
    if len(action) != (3 if action[0] == "shoot" else 4):
        return ("malformed_action", "a shot names a die and a player (and a Beer die for a doubled shot)")
    die, target = action[1], action[-1]
    reason = why_target(g, die, target, ONE)
    if reason:
        return reason
    if action[0] == "double_shot":
        if not g.cast[g.turn].beer_doubles_shot:
            able = " or ".join(c.en for c in g.box.characters.values() if c.beer_doubles_shot)
            return ("no_ability", f"only {able} may spend a Beer to double a shot")
        if g.flags.get("beer_doubled"):
            return ("once_per_turn", "a Beer can double a shot only once per turn")
        reason = why_target(g, action[2], target, BEER)
        if reason:
            return reason
    if target == g.turn:
        return ("shot_self", "a 1 or 2 never hits the player who rolled it")
    symbol = g.box.shot_of[g.dice[die]]
    assert symbol is not None                   # why_target saw a 1 or 2 on the die
    reach = g.box.distances(g.cast[g.turn], symbol, sum(s.seated for s in g.status))
    if reach == (1,):
        return ("shot_range", "a 1 hits a player next to you (with 2 or 3 players left, a 2 counts as a 1)")
    if reach == (2,):
        return ("shot_range", "a 2 hits a player exactly two seats away, counting only the living")
    return ("shot_range", f"this {symbol} reaches players {' or '.join(map(str, reach))} seats away")


def why_beer(g: DiceGame, action: tuple) -> Reason | None:
    if len(action) != 3:
        return ("malformed_action", "a Beer names a die and a player")
    return why_target(g, action[1], action[2], BEER)


def why_player(g: DiceGame, action: tuple) -> Reason | None:
    """An answer that names one player who may be aimed at (and, to discard an arrow, one who holds some)."""
    if len(action) != 2 or type(action[1]) is not int or not 0 <= action[1] < len(g.names):
        return ("malformed_action", f"'{action[0]}' names one player by seat number")
    if not g.status[action[1]].targetable:
        return ("target_alive", "only a player still in the game can be chosen")
    if action[0] == "discard_arrow" and not g.arrows[action[1]]:
        return ("no_arrows", f"{g.names[action[1]]} holds no arrow to discard")
    return None


WHY = {"shoot": why_shoot, "beer": why_beer}
