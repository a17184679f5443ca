"""Undead or Alive, module 3 («Una nueva banda en la ciudad»): new characters shuffled in with the others
(../shared/rules/dice.md §3, module 3; seed 001).

This module holds the two who need neither the Duel dice nor the Rage cards: Belle Star and Chuck Wengam. The six
others need module 1 or 2 (their `needs`); they join CHARACTERS as records once those modules exist. Both turn a
die after a roll, once its symbols acted (the `roll_done` moment), with one question, `change_die`: pass, or
("change_die", die, face). A turned die is not rolled: its symbols act only when the dice resolve.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.dice.base.faces import DYNAMITE, DYNAMITE_LIMIT, GATLING
from game.core.dice.specs import Character, Module, Reason, Step
from game.core.dice.turn import rollable
from game.core.dice.undead_or_alive.characters import sense

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

NAME = "undead_or_alive.characters"
BELLE, CHUCK = "belle_star", "chuck_wengam"
CHANGE = "change_die"           # the question and its answer's verb
CHUCK_PRICE = 1                 # the life Chuck Wengam pays for a die
PASS = (("pass",),)


def _dynamite(g: DiceGame) -> list[int]:
    """Her rolled dice showing a Dynamite (never a Rage card's or a wound token's: they are not her dice)."""
    counts = g.box.symbol_count[DYNAMITE]
    return [d for d in rollable(g) if counts[g.dice[d]]]


def _blown(g: DiceGame) -> bool:
    """Three or more Dynamite showing: neither may change one then (seed 001: «no si sacas 3 o más»)."""
    counts = g.box.symbol_count[DYNAMITE]
    return sum(counts[f] for f in g.dice) >= DYNAMITE_LIMIT


def _asks(g: DiceGame, seat: int):
    return ((CHANGE, seat),) if g.status[seat].acts else None


# -- Belle Star: after each of her rolls she may turn one Dynamite into a Gatling, not with three or more -------------
def _belle_options(g: DiceGame) -> tuple:
    if _blown(g):
        return ()
    return tuple((CHANGE, d, GATLING) for d in _dynamite(g))


# -- Chuck Wengam: once a turn he may lose 1 life to turn a die to a face of his choice ------------------------------
def _chuck_options(g: DiceGame) -> tuple:
    if g.flags.get(CHUCK):
        return ()
    kept = _dynamite(g) if _blown(g) else ()
    return tuple((CHANGE, d, face) for d in rollable(g) if d not in kept
                 for face in dict.fromkeys(g.box.dice[g.kinds[d]]) if face != g.dice[d])


OPTIONS = {BELLE: _belle_options, CHUCK: _chuck_options}


def _ask_change(g: DiceGame, seat: int) -> Decision | None:
    ability = g.cast[seat]
    options = OPTIONS[ability.id](g) if ability.id in OPTIONS and g.status[seat].acts else ()
    if not options:
        return None
    return Decision(seat, CHANGE, PASS + options, {"price": CHUCK_PRICE if ability.id == CHUCK else 0})


def _answer_change(g: DiceGame, action: tuple, seat: int) -> None:
    if action[0] != CHANGE:
        return
    die, face = action[1], action[2]
    who = g.cast[seat].id
    g.dice[die] = face
    g.emit("die_turned", {"seat": seat, "die": die, "face": face, "why": who})
    if who == CHUCK:
        g.flags[CHUCK] = True
        g.lose_life([(seat, CHUCK_PRICE, CHUCK, None)])


def _why_change(g: DiceGame, action: tuple) -> Reason | None:
    if action[0] != CHANGE:
        return None
    if len(action) != 3:
        return ("malformed_action", "a die is turned by naming it and the face it turns to (die, face)")
    die, face = action[1], action[2]
    who = g.cast[g.turn].id
    if type(die) is not int or not 0 <= die < len(g.dice):
        return ("die_named", f"name one of the dice 0-{len(g.dice) - 1}, not {die!r}")
    if die not in rollable(g):
        return ("die_named", f"die {die} is never rolled: it cannot be turned")
    if who == BELLE:
        if _blown(g):
            return ("dynamite_blown", "Belle Star changes no Dynamite once three or more are rolled")
        return ("die_face", "Belle Star turns a Dynamite into a Gatling, nothing else")
    if g.flags.get(CHUCK):
        return ("once_per_turn", "Chuck Wengam turns a die once a turn")
    if _blown(g) and die in _dynamite(g):
        return ("dynamite_blown", "Chuck Wengam changes no Dynamite once three or more are rolled")
    if face not in g.box.dice[g.kinds[die]]:
        return ("die_face", f"die {die} is a {g.kinds[die]} die: it cannot show {face!r}")
    return ("die_face", f"die {die} already shows {face}")


CHARACTERS: tuple[Character, ...] = (
    Character(BELLE, "Belle Star", "Belle Star", 8,
              hooks={"roll_done": _asks}, why={CHANGE: _why_change},
              ability_en="After each of your rolls, you may turn one Dynamite into a Gatling (not if you rolled "
                         "three or more Dynamite).",
              ability_es="Después de cada tirada de dados que realices, puedes cambiar 1 dinamita a Gatling (¡pero "
                         "no si sacas 3 o más dinamitas!)."),
    Character(CHUCK, "Chuck Wengam", "Chuck Wengam", 8,
              hooks={"roll_done": _asks}, why={CHANGE: _why_change},
              ability_en="Once per turn, you may lose 1 life to turn one of your dice to a face of your choice "
                         "(never a Dynamite if you rolled three or more).",
              ability_es="Una vez por turno, puedes perder 1 punto de vida para cambiar el resultado de uno de tus "
                         "dados a otro de tu elección (¡excepto la dinamita si has sacado 3 o más!)."),
)

MODULE = Module(
    NAME,
    characters=CHARACTERS,
    steps={CHANGE: Step(_ask_change, _answer_change, "seat")},
    turn_flags=(CHUCK,),
    scenario_steps={CHANGE: (CHANGE, ("die", "face"))},
    worth=sense.WORTH,
    silly=sense.SILLY,
    en="A new posse in town",
    es="Una nueva banda en la ciudad",
    blurb_en="Undead or Alive's new characters: Belle Star and Chuck Wengam, who turn their dice.",
    blurb_es="Los nuevos personajes de Vivo o no muerto: Belle Star y Chuck Wengam, que cambian sus dados.",
)
