"""Undead or Alive, module 3 («Una nueva banda en la ciudad»): new characters shuffled in with the others
(../shared/rules/dice.md §3, module 3; seed 001).

Belle Star and Chuck Wengam need neither the Duel dice nor the Rage cards. Both turn a die after a roll, once its
symbols acted (the `roll_done` moment), with one question, `change_die`: pass, or ("change_die", die, face). A
turned die is not rolled: its symbols act only when the dice resolve.

Greg Digger, Herb Hunter and Sam the Healer need module 1, the Duel dice (their `needs`: left out without it).
Greg's Whiskey acts twice (Character.uses); Herb's hook hears every seat's losses in his turn; Sam is asked `heal`
each time he gives a Duel die (`symbol_used`). Pat Brennan and Pixie Pete need module 2, the Rage cards: Pat is
asked `move_rage` at his turn's start, once his own cards are revealed (our reading: a face-down card of one player
goes to another who may hold one, never a zombie; the giver's first); Pixie draws a second card whenever he draws
one (`drew`) and is asked `pixie_pete`: ("return", card) shuffles one back. Sean Mallory (module 1) is asked
`duel_reroll` when he fails a roll in a duel he gave (`roll_failed`), once a turn ("per turn" is our reading of «una
vez»).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.dice.base.faces import DYNAMITE, DYNAMITE_LIMIT, GATLING
from game.core.dice.specs import Character, Module, Reason, Step
from game.core.dice.turn import rollable
from game.core.dice.undead_or_alive.characters import sense
from game.core.dice.undead_or_alive.duel import rules as duel
from game.core.dice.undead_or_alive.rage import rules as rage

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

NAME = "undead_or_alive.characters"
DUEL_MODULE, RAGE_MODULE = "undead_or_alive.duel", "undead_or_alive.rage"
BELLE, CHUCK = "belle_star", "chuck_wengam"
GREG, HERB, SAM = "greg_digger", "herb_hunter", "sam_the_healer"
PAT, PIXIE, SEAN = "pat_brennan", "pixie_pete", "sean_mallory"
REROLL = "duel_reroll"          # Sean Mallory's question (answered ("reroll", (die,)) or pass)
MOVE = "move_rage"              # Pat Brennan's question and its answer's verb
RETURN = "return"               # Pixie Pete's answer's verb (his question: PIXIE)
HEAL = "heal"                   # Sam the Healer's question and its answer's verb
HERB_LOSS = 2                   # life another player loses in Herb Hunter's turn that draws him a wound token
HERB_HURT, HERB_DONE = "herb_hurt", "herb_done"     # turn flags: seats that lost life in his turn, that drew one
HERB_WOUND = "herb_wound"       # the task of a wound token his ability draws (its `tokens` event's why: HERB)
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


# -- Herb Hunter: another player who loses 2 or more life in his turn draws a wound token (once a turn) -----------
def _herb_lost(g: DiceGame, seat: int, lost: int, source: str, by) -> list | None:
    """Heard at every seat (a module's hook): only in Herb Hunter's turn, for the others' losses, counted over the
    turn (our reading: the rulebook says "2 or more life during his turn")."""
    if g.cast[g.turn].id != HERB or seat == g.turn:
        return None
    bit, hurt, done = 1 << seat, g.flags.get(HERB_HURT, 0), g.flags.get(HERB_DONE, 0)
    g.flags[HERB_HURT] = hurt | bit
    if done & bit or (lost < HERB_LOSS and not hurt & bit):
        return None
    g.flags[HERB_DONE] = done | bit
    return [(HERB_WOUND, seat)]


def _herb_wound(g: DiceGame, seat: int) -> None:
    """The token his ability draws, told as his (its `tokens` event's why), not as a duel's."""
    duel.wound(g, seat, HERB)


# -- Sam the Healer: each Duel die he gives in his turn, a player of his choice gains 1 life -----------------------
def _sam_used(g: DiceGame, seat: int, symbol: str) -> list | None:
    return [(HEAL, seat)] if symbol == duel.DUEL and seat == g.turn else None


def _ask_heal(g: DiceGame, seat: int) -> Decision | None:
    if g.winner is not None or not g.status[seat].acts:
        return None
    return Decision(seat, HEAL, tuple((HEAL, s) for s in g.targetable_from(seat)))


def _answer_heal(g: DiceGame, action: tuple, seat: int) -> None:
    g.heal(action[1], 1, SAM, seat)


def _why_heal(g: DiceGame, action: tuple) -> Reason | None:
    if action[0] != HEAL or len(action) != 2:
        return ("malformed_action", "Sam the Healer names the one player who gains 1 life")
    return ("target_alive", f"only a player still in the game gains life, not {action[1]!r}")


# -- Pat Brennan: at his turn's start he may move one Rage card from one player to another --------------------------
def _pat_start(g: DiceGame, seat: int) -> list:
    return [(MOVE, seat)]


def _ask_move(g: DiceGame, seat: int) -> Decision | None:
    held, seats = g.tokens[rage.RAGE], g.targetable_from(seat)
    options = tuple((MOVE, (a, b)) for a in seats if held[a] for b in seats if b != a and rage.holds(g, b))
    return Decision(seat, MOVE, PASS + options) if options and g.status[seat].acts else None


def _answer_move(g: DiceGame, action: tuple, seat: int) -> None:
    if action[0] == MOVE:
        giver, taker = action[1]
        g.pass_tokens(rage.RAGE, giver, taker, g.tokens[rage.RAGE][giver][:1], PAT, seat)


def _why_move(g: DiceGame, action: tuple) -> Reason | None:
    if action[0] != MOVE or len(action) != 2 or not isinstance(action[1], tuple) or len(action[1]) != 2:
        return ("malformed_action", "Pat Brennan names two players: who gives a Rage card, who takes it")
    giver, taker = action[1]
    if giver == taker:
        return ("move_self", "a Rage card moves from one player to another")
    seats = g.targetable_from(g.turn)
    if giver in seats and not g.tokens[rage.RAGE][giver]:
        return ("no_rage", f"{g.names[giver]} holds no face-down Rage card")
    if taker in seats and not rage.holds(g, taker):
        return ("no_rage_for_zombies", f"{g.names[taker]} takes no Rage card: zombies never do")
    return ("target_alive", "only players still in the game give or take a Rage card")


# -- Pixie Pete: each Rage card he draws, he draws two, keeps one and shuffles the other back ---------------------
def _pixie_drew(g: DiceGame, seat: int, kind: str) -> list | None:
    return [(PIXIE, seat)] if kind == rage.RAGE and rage.take(g, seat, PIXIE) else None


def _ask_pixie(g: DiceGame, seat: int) -> Decision | None:
    drawn = g.tokens[rage.RAGE][seat][-2:]
    return Decision(seat, PIXIE, tuple((RETURN, c) for c in dict.fromkeys(drawn))) if len(drawn) == 2 else None


def _answer_pixie(g: DiceGame, action: tuple, seat: int) -> None:
    g.give_back_tokens(rage.RAGE, seat, [action[1]], PIXIE, seat)
    deck = g.token_piles[rage.RAGE]
    assert isinstance(deck, list)
    g.rng.shuffle(deck)


def _scenario_card(g: DiceGame, actor: int, action: tuple) -> tuple:
    """A scenario's `card = "rage"` (a card whatever it shows) returns the first card he may shuffle back."""
    pending = g.pending
    if action[1] == rage.ANY and pending is not None and pending.kind == PIXIE and pending.seat == actor:
        return pending.options[0]
    return action


def _why_pixie(g: DiceGame, action: tuple) -> Reason | None:
    if action[0] != RETURN or len(action) != 2:
        return ("malformed_action", "Pixie Pete names the Rage card he shuffles back")
    return ("card_drawn", f"{action[1]!r} is not one of the two cards Pixie Pete just drew")


# -- Sean Mallory: once a turn he may roll again a Duel die he failed, in a duel he gave --------------------------
def _sean_failed(g: DiceGame, seat: int, kind: str) -> list | None:
    return [(REROLL, seat)] if kind == duel.DUEL and not g.flags.get(SEAN) else None


def _ask_reroll(g: DiceGame, seat: int) -> Decision | None:
    if g.winner is not None or not g.status[seat].acts:
        return None
    return Decision(seat, REROLL, (("reroll", (g.flags[duel.OPEN_DIE] - 1,)), *PASS))


def _answer_reroll(g: DiceGame, action: tuple, seat: int) -> None:
    if action[0] == "reroll":
        g.flags[SEAN] = True
        duel.reroll(g)


def _why_reroll(g: DiceGame, action: tuple) -> Reason | None:
    return ("duel_die", "Sean Mallory rolls again only the Duel die he just failed")


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
    Character(GREG, "Greg Digger", "Greg Digger", 7, needs=(DUEL_MODULE,), uses={duel.WHISKEY: 2},
              ability_en="Each Whiskey you roll is used twice. Needs the Duel dice.",
              ability_es="Cada botella de whisky que sacas se usa dos veces. Necesita los dados de Duelo."),
    Character(HERB, "Herb Hunter", "Herb Hunter", 8, needs=(DUEL_MODULE,),
              ability_en="Another player who loses 2 or more life during your turn draws a duel wound token "
                         "(once a turn each). Needs the Duel dice.",
              ability_es="Si otro jugador pierde 2 o más puntos de vida durante tu turno, roba una ficha de Herida "
                         "de duelo (una vez por turno cada uno). Necesita los dados de Duelo."),
    Character(SAM, "Sam the Healer", "Sam el Sanador", 7, needs=(DUEL_MODULE,), hooks={"symbol_used": _sam_used},
              steps={HEAL: Step(_ask_heal, _answer_heal, "seat")}, why={HEAL: _why_heal},
              ability_en="Each time you give a Duel die in your turn, a player of your choice (you too) gains 1 "
                         "life. Needs the Duel dice.",
              ability_es="Cada vez que usas un duelo en tu turno, un jugador de tu elección (tú también) gana 1 "
                         "punto de vida. Necesita los dados de Duelo."),
    Character(SEAN, "Sean Mallory", "Sean Mallory", 8, needs=(DUEL_MODULE,), hooks={"roll_failed": _sean_failed},
              steps={REROLL: Step(_ask_reroll, _answer_reroll, "seat")}, why={REROLL: _why_reroll},
              ability_en="Once a turn, in a duel you gave, you may roll again the Duel die you failed; not in a "
                         "duel given to you. Needs the Duel dice. (\"Once a turn\" is our reading.)",
              ability_es="Puedes volver a lanzar un dado de Duelo una vez por turno, en un duelo que tú das; no "
                         "cuando otro jugador te da un dado de Duelo. Necesita los dados de Duelo. («Por turno» es "
                         "nuestra lectura.)"),
    Character(PAT, "Pat Brennan", "Pat Brennan", 8, needs=(RAGE_MODULE,), hooks={"turn_start": _pat_start},
              steps={MOVE: Step(_ask_move, _answer_move, "seat")}, why={MOVE: _why_move},
              ability_en="At the start of your turn, you may move 1 face-down Rage card from one player to another "
                         "(you too). Needs the Rage cards.",
              ability_es="Al comienzo de tu turno, puedes mover 1 carta de Rabia boca abajo de un jugador a otro "
                         "(puedes elegirte a ti mismo). Necesita las cartas de Rabia."),
    Character(PIXIE, "Pixie Pete", "Pixie Pete", 9, needs=(RAGE_MODULE,), hooks={"drew": _pixie_drew},
              steps={PIXIE: Step(_ask_pixie, _answer_pixie, "seat")}, why={PIXIE: _why_pixie},
              ability_en="Each time you draw a Rage card, draw 2 and keep 1: the other is shuffled back into the "
                         "deck. Needs the Rage cards.",
              ability_es="Cada vez que robes una carta de Rabia, roba 2 y elige 1 para quedártela; devuelve la otra "
                         "al mazo y barájalo. Necesita las cartas de Rabia."),
)

MODULE = Module(
    NAME,
    characters=CHARACTERS,
    steps={CHANGE: Step(_ask_change, _answer_change, "seat"), HERB_WOUND: Step(_herb_wound, detail="seat")},
    hooks={"on_life_lost": _herb_lost},
    turn_flags=(CHUCK, HERB_HURT, HERB_DONE, SEAN),
    scenario_passes=(CHANGE,),          # SCENARIOS-expansions §3 answers it within the re-roll: a file may skip it
    scenario_steps={CHANGE: (CHANGE, ("die", "face")), MOVE: (MOVE, ("targets",)),
                    RETURN: (RETURN, ("card",), _scenario_card)},
    worth=sense.WORTH,
    silly=sense.SILLY,
    en="A new posse in town",
    es="Una nueva banda en la ciudad",
    blurb_en="Undead or Alive's eight new characters: Belle Star and Chuck Wengam turn their dice; the six others "
             "need the Duel dice or the Rage cards.",
    blurb_es="Los ocho personajes nuevos de Vivo o no muerto: Belle Star y Chuck Wengam cambian sus dados; los otros "
             "seis necesitan los dados de Duelo o las cartas de Rabia.",
    version=2,      # 2: Pat Brennan never moves a Rage card to a zombie
)
