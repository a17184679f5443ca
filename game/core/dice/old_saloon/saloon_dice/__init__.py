"""Old Saloon, module 1: the Loudmouth and the Coward (../shared/rules/dice.md §2, module 1).

Before his first roll a player may roll one Saloon die instead of one base die, for the whole turn (a character
whose `adds_dice` names it rolls it besides his five). Their new faces: a broken arrow (one arrow of any player,
never the Chief's, back to the pile) and a bullet (the roller loses a life) act as soon as they are rolled, right
after the Arrows, and may be rolled again; a double counts as two of its symbol, each half resolved on its own
with the singles (the base game's steps count a face's symbols), the Gatling still firing once a turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.dice.base.steps import why_player
from game.core.dice.old_saloon.saloon_dice import sense
from game.core.dice.specs import DieKind, Face, Module, Reason, Step

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

NAME = "old_saloon.saloon_dice"
LOUDMOUTH, COWARD = "loudmouth", "coward"
BROKEN_ARROW, BULLET = "broken_arrow", "bullet"
FLAG = "saloon_dice"                    # the turn's choice: a bit per Saloon die (SALOON_DICE's order)

# RECONSTRUCTION: the scanned rulebook (seed 001) names the new symbols but does not print which die shows which:
# this is dice.md's reading, kept here and nowhere else. The order is also the dice's order after the base dice.
SALOON_DICE = (
    DieKind(LOUDMOUTH, ("arrow", "dynamite", "double_1", "double_2", "double_gatling", BULLET), "black"),
    DieKind(COWARD, ("arrow", "dynamite", "1", "beer", "double_beer", BROKEN_ARROW), "yellow"),
)
RECONSTRUCTED = ("the faces of each Saloon die: the scanned rulebook names the symbols, not which die shows them",)
FACES = (
    Face(BROKEN_ARROW, {BROKEN_ARROW: 1}),
    Face(BULLET, {BULLET: 1}),
    Face("double_1", {"1": 2}),
    Face("double_2", {"2": 2}),
    Face("double_beer", {"beer": 2}),
    Face("double_gatling", {"gatling": 2}),
)
# id -> (English name, Spanish name, English rule, Spanish rule): what the rules text and the window read
WORDS: dict[str, tuple[str, str, str, str]] = {
    LOUDMOUTH: ("Loudmouth", "Bocazas", "A Saloon die rolled instead of a base die: doubles and the bullet "
                "(reconstructed: the scanned rulebook does not print its faces).",
                "Dado de Saloon que se lanza en lugar de un dado básico: dobles y la bala (reconstruido: el "
                "reglamento escaneado no imprime sus caras)."),
    COWARD: ("Coward", "Cobarde", "A Saloon die rolled instead of a base die: the double Beer and the broken arrow "
             "(reconstructed: the scanned rulebook does not print its faces).",
             "Dado de Saloon que se lanza en lugar de un dado básico: la cerveza doble y la flecha rota "
             "(reconstruido: el reglamento escaneado no imprime sus caras)."),
    BROKEN_ARROW: ("Broken arrow", "Flecha rota", "One arrow of any player (you too, never the Chief's Arrow) goes "
                   "back to the pile, right after the arrows; may be re-rolled.",
                   "Devuelve 1 flecha de cualquier jugador (tú también, nunca la del jefe indio) al montón, justo "
                   "después de las flechas; puedes volver a lanzarlo."),
    BULLET: ("Bullet", "Bala", "You lose 1 life at once, right after the broken arrows; may be re-rolled.",
             "Pierdes 1 punto de vida en el acto, justo después de las flechas rotas; puedes volver a lanzarlo."),
    "double_1": ("Double 1", "1 doble", "Two 1s: each may hit a different player.",
                 "Dos «1»: cada uno puede ir a un jugador distinto."),
    "double_2": ("Double 2", "2 doble", "Two 2s: each may hit a different player.",
                 "Dos «2»: cada uno puede ir a un jugador distinto."),
    "double_beer": ("Double Beer", "Cerveza doble", "Two Beers: each given on its own, to the same or two players.",
                    "Dos cervezas: cada una se da por separado, al mismo jugador o a dos."),
    "double_gatling": ("Double Gatling", "Gatling doble", "Two Gatlings; the Gatling still fires once a turn.",
                       "Dos Gatling; la Gatling sigue disparando una vez por turno."),
}


# -- before the roll: which Saloon die ------------------------------------------------------------------------
def _before_roll(g: DiceGame, seat: int):
    return (("saloon_dice", seat),) if g.status[seat].acts else None


CHOICES = (("saloon_dice", ()),) + tuple(("saloon_dice", (k.id,)) for k in SALOON_DICE) + (("pass",),)
BOTH = CHOICES + (("saloon_dice", tuple(k.id for k in SALOON_DICE)),)     # for a character who may choose both


def _ask_saloon_dice(g: DiceGame, seat: int) -> Decision:
    return Decision(seat, "saloon_dice", BOTH if _both(g, seat) else CHOICES)


def _both(g: DiceGame, seat: int) -> bool:
    """May he take both Saloon dice (his ability's `dice_chosen`)? Each takes the place of a base die no module sets
    before the roll (seed 001, the Ghost: «tendrá que sustituir uno de los otros dados básicos»): with the Duel dice
    and a doubled Ghost result, only one is left."""
    if g.cast[seat].dice_chosen < len(SALOON_DICE):
        return False
    preset = {d for _, set_dice in g.box.set_dice for d in set_dice(g, seat)}
    return sum(kind == "base" and d not in preset for d, kind in enumerate(g.kinds)) >= len(SALOON_DICE)


def _answer_saloon_dice(g: DiceGame, action: tuple, seat: int) -> None:
    kinds = action[1] if action[0] == "saloon_dice" else ()
    mask = sum(1 << j for j, k in enumerate(SALOON_DICE) if k.id in kinds)
    if mask:
        g.flags[FLAG] = mask
        g.emit("saloon_dice", {"seat": seat, "kinds": list(kinds)})


def _turn_dice(g: DiceGame, seat: int, kinds: tuple) -> tuple:
    """The turn's dice with the Saloon die chosen: it takes the place of the last base die (or joins them, for a
    character whose ability adds it), after the base dice, in SALOON_DICE's order."""
    mask = g.flags.get(FLAG, 0)
    if not mask:
        return kinds
    return with_saloon(kinds, tuple(k.id for j, k in enumerate(SALOON_DICE) if mask >> j & 1), g.cast[seat].adds_dice)


def with_saloon(kinds: tuple, chosen: tuple, adds: frozenset) -> tuple:
    """The dice `kinds` with the Saloon dice `chosen`: each takes the last base die's place unless the roller's
    ability adds it (`adds`)."""
    rest = list(kinds)
    for kind in chosen:
        if kind not in adds and "base" in rest:
            del rest[len(rest) - 1 - rest[::-1].index("base")]
    return tuple(rest) + chosen


def _why_saloon_dice(g: DiceGame, action: tuple) -> Reason | None:
    if action[0] != "saloon_dice":
        return None
    kinds = action[1] if len(action) == 2 else None
    known = [k.id for k in SALOON_DICE]
    if not isinstance(kinds, tuple) or not set(kinds) <= set(known):
        return ("saloon_die_named", f"name the Saloon dice to roll among {known}, or none")
    if g.cast[g.turn].dice_chosen >= len(SALOON_DICE):
        return ("saloon_die_room", "both Saloon dice need two base dice not set to a given face")
    return ("one_saloon_die", "a player rolls one Saloon die at most, never both")


# -- as they are rolled: broken arrows, then bullets -------------------------------------------------------------
def _broken_arrows(g: DiceGame, seat: int, rolled: int):
    return [("broken_arrow", seat)] * rolled


def _bullets(g: DiceGame, seat: int, rolled: int):
    return [("bullet", seat)] * rolled


def _ask_broken_arrow(g: DiceGame, seat: int) -> Decision | None:
    """One arrow of anyone back to the pile; with no arrow anywhere the face does nothing, unasked."""
    if not g.status[seat].acts:
        return None
    holders = [s for s in g.targetable_from(seat) if g.arrows[s]]
    if not holders:
        return None
    return Decision(seat, "broken_arrow", tuple(("discard_arrow", s) for s in holders))


def _answer_broken_arrow(g: DiceGame, action: tuple, seat: int) -> None:
    g.discard_arrow(action[1], seat, BROKEN_ARROW)


def _why_broken_arrow(g: DiceGame, action: tuple) -> Reason | None:
    if len(action) == 3 and action[0] == "discard_arrow":
        return ("broken_arrow_chief", "a broken arrow never returns the Indian Chief's Arrow")
    return why_player(g, action)


def _bullet(g: DiceGame, seat: int) -> None:
    if g.status[seat].targetable and g.winner is None:
        g.hits([(seat, 1, BULLET, None)])       # (hits: an ability that hears of a loss may take it)


MODULE = Module(
    NAME,
    faces=FACES,
    dice=SALOON_DICE,
    turn_dice=_turn_dice,
    on_roll={BROKEN_ARROW: _broken_arrows, BULLET: _bullets},
    steps={"saloon_dice": Step(_ask_saloon_dice, _answer_saloon_dice, "seat"),
           "broken_arrow": Step(_ask_broken_arrow, _answer_broken_arrow, "seat"),
           "bullet": Step(_bullet, detail="seat")},
    hooks={"before_roll": _before_roll},
    why={"saloon_dice": _why_saloon_dice, "broken_arrow": _why_broken_arrow},
    turn_flags=(FLAG,),
    scenario_steps={"saloon_dice": ("saloon_dice", ("kinds",))},
    worth={"saloon_dice": sense.worth, "broken_arrow": sense.broken_arrow},
    en="Loudmouth and Coward",
    es="El Bocazas y el Cobarde",
    blurb_en="Before your first roll, swap one base die for a Saloon die: doubles, the bullet, the broken arrow.",
    blurb_es="Antes de tu primera tirada, cambia un dado básico por uno de Saloon: dobles, la bala, la flecha rota.",
    version=2,      # 2: both Saloon dice only in place of two base dice no module sets (John Pain, the Ghost)
)
