"""Old Saloon, module 4: eight new characters (../shared/rules/dice.md §2, seed 001 «Un elenco de nuevos
personajes»), shuffled in with the base game's sixteen. José Delgado and Tequila Joe need the Loudmouth and Coward
module, Apache Kid the Chief's Arrow: without it they are left out (Character.needs).

Each character is one record: the rule numbers his ability changes, and the hooks and steps of the ones that act
or ask. Abilities that touch arrows touch the Chief's Arrow too (seed 001: «Las capacidades de personaje que
interactúan con flechas también lo hacen con la flecha del jefe indio»).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.dice.base.faces import ARROW, ONE, TWO
from game.core.dice.old_saloon.characters import sense
from game.core.dice.old_saloon.chief_arrow import CHIEF
from game.core.dice.old_saloon.saloon_dice import COWARD, LOUDMOUTH
from game.core.dice.specs import Character, Module, Reason, Step

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

NAME = "old_saloon.characters"
SALOON_DICE, CHIEF_ARROW = "old_saloon.saloon_dice", "old_saloon.chief_arrow"
APACHE, ELENA, DOC, MOLLY = "apache_kid", "elena_fuente", "doc_holyday", "molly_stark"
DOC_SHOTS, DOC_LIFE = 3, 2              # Doc Holyday: this many 1s and 2s used give him this much life
DOC_USED = "doc_shots"                  # turn flag: the 1s and 2s he used this turn
# Vera Custer: the shot symbols of which the first to hit her in a turn costs her nothing. Seed 001 prints only
# «por ①» (its example: a single 1 costs nothing, a double 1 costs one). The same scan prints «① y/o ②» two
# cards later (Doc Holyday), so it did not drop the ② here: we read the 1 alone. Reconstructed where the card
# is read (docs/rules-notes.md, "Old Saloon"): change this line to read both.
VERA_RELIEF = frozenset({ONE})


# -- Elena Fuente: each time she rolls arrows she may give one of them to a player of her choice -------------------
def _rolled_arrows(g: DiceGame) -> list[int]:
    counts = g.box.symbol_count[ARROW]
    return [d for d in g.rolled if counts[g.dice[d]]]


def _elena_rolled(g: DiceGame, seat: int):
    """Her question waits below the roll's other hooks (El Médico may turn a die first): it asks only if the roll
    then shows an Arrow."""
    if len(g.targetable_from(seat)) > 1:
        return (("elena_give", seat),)
    return None


def _ask_elena(g: DiceGame, seat: int) -> Decision | None:
    dice = _rolled_arrows(g)
    others = [s for s in g.targetable_from(seat) if s != seat]
    if not dice or not others or not g.status[seat].acts:
        return None
    return Decision(seat, "give", (("pass",),) + tuple(("give", (d,), s) for d in dice for s in others))


def _answer_elena(g: DiceGame, action: tuple, seat: int) -> None:
    if action[0] == "give":
        die, target = action[1][0], action[2]
        g.spend_rolled(die)             # the roller does not take this arrow: the player she gives it to does
        g.emit("arrow_given", {"seat": seat, "die": die, "target": target})
        g.take_arrow(target, ELENA, seat)


def _why_give(g: DiceGame, action: tuple) -> Reason | None:
    if action[0] != "give":
        return None
    if len(action) != 3 or not isinstance(action[1], tuple) or len(action[1]) != 1:
        return ("malformed_action", "Elena Fuente gives the arrow of one die (dice = [i]) to one player")
    die, target = action[1][0], action[2]
    if die not in _rolled_arrows(g):
        return ("die_face", f"die {die!r} is not an Arrow of the roll just made")
    if target == g.turn:
        return ("give_self", "Elena Fuente gives the arrow to another player (to keep it, pass)")
    if type(target) is not int or not 0 <= target < len(g.names) or not g.status[target].targetable:
        return ("target_alive", "only a player still in the game can be chosen")
    return None


# -- Apache Kid: when he rolls an Arrow he may take the Chief's Arrow from another player (for that Arrow) -----------
def _chief_holder(g: DiceGame, seat: int) -> int | None:
    """Another player holding the Chief's Arrow, who may be aimed at, if any."""
    held = g.tokens[CHIEF]
    return next((s for s in g.targetable_from(seat) if s != seat and held[s]), None)


def _apache_rolled(g: DiceGame, seat: int):
    """His question waits below the roll's other hooks (El Médico may turn a die first): it asks only if the roll
    then shows an Arrow."""
    if _chief_holder(g, seat) is not None:
        return (("apache_kid", seat),)
    return None


def _ask_apache(g: DiceGame, seat: int) -> Decision | None:
    holder = _chief_holder(g, seat)
    if holder is None or not _rolled_arrows(g) or not g.status[seat].acts:
        return None
    return Decision(seat, "chief_arrow", (("take_arrow",), ("take_arrow", CHIEF, holder)))


def _answer_apache(g: DiceGame, action: tuple, seat: int) -> None:
    if len(action) == 1:                # a plain arrow: the Arrow acts as rolled
        return
    holder = action[2]
    g.spend_rolled(_rolled_arrows(g)[0])            # this Arrow is the Chief's Arrow he takes
    g.give_back_tokens(CHIEF, holder, 1, APACHE, seat)
    g.take_tokens(CHIEF, seat, 1, APACHE, seat)


# -- Doc Holyday: each time he uses three or more 1s and 2s (a double counts two) he also regains 2 life --------------
def _doc_used(g: DiceGame, seat: int, symbol: str) -> None:
    """Each 1 or 2 he shoots is one used (a symbol a rule cancelled, a wound token's, is never shot)."""
    if symbol in (ONE, TWO):
        g.flags[DOC_USED] = g.flags.get(DOC_USED, 0) + 1


def _doc_turn_end(g: DiceGame, seat: int) -> None:
    if g.flags.get(DOC_USED, 0) >= DOC_SHOTS:
        g.heal(seat, DOC_LIFE, DOC, seat)


# -- Molly Stark: each time another player must lose life she may lose it instead, never more than she has --------
def _molly_heard(g: DiceGame, seat: int, target: int):
    return (("molly_stark", target),) if target != seat else None


def _molly_seat(g: DiceGame) -> int | None:
    return next((s for s, c in enumerate(g.cast) if c.id == MOLLY and g.status[s].acts), None)


def _owed(g: DiceGame, target: int) -> int:
    """The life `target` is about to lose in the batch (hits his ability makes cost nothing left out)."""
    immune = g.cast[target].immune_to
    return sum(e[1] for e in g.batch if e[0] == target and e[2] not in immune)


def _ask_molly(g: DiceGame, target: int) -> Decision | None:
    molly = _molly_seat(g)
    if molly is None or target == molly or not g.status[target].targetable:
        return None
    owed = _owed(g, target)
    if not owed or owed + _owed(g, molly) > g.life[molly]:
        return None
    return Decision(molly, "take_loss", (("take_loss", target), ("pass",)), {"target": target, "amount": owed})


def _answer_molly(g: DiceGame, action: tuple, target: int) -> None:
    if action[0] != "take_loss":
        return
    molly = _molly_seat(g)
    immune = g.cast[target].immune_to
    for entry in g.batch:
        if entry[0] == target and entry[2] not in immune:
            entry[0] = molly
    g.emit("loss_taken", {"seat": molly, "target": target})


def _why_take_loss(g: DiceGame, action: tuple) -> Reason | None:
    asked = g.pending.info["target"] if g.pending else 0
    if action[0] == "take_loss" and action[1:] != (asked,):
        return ("take_loss_target", f"Molly Stark may take only {g.names[asked]}'s loss now (or pass)")
    return None


CHARACTERS: tuple[Character, ...] = (
    Character("jose_delgado", "José Delgado", "José Delgado", 7, needs=(SALOON_DICE,),
              adds_dice=frozenset({LOUDMOUTH}),
              ability_en="You may roll the Loudmouth as well as the five base dice (six dice); with the Coward you "
                         "roll five as usual. Never both Saloon dice.",
              ability_es="Puedes usar el dado del Bocazas sin que sustituya un dado básico (lanza 6 dados en "
                         "total); con el del Cobarde lanzas 5. Nunca los dos a la vez."),
    Character("tequila_joe", "Tequila Joe", "Tequila Joe", 7, needs=(SALOON_DICE,),
              adds_dice=frozenset({COWARD}),
              ability_en="You may roll the Coward as well as the five base dice (six dice); with the Loudmouth you "
                         "roll five as usual. Never both Saloon dice.",
              ability_es="Puedes usar el dado del Cobarde sin que sustituya un dado básico (lanza 6 dados en "
                         "total); con el del Bocazas lanzas 5. Nunca los dos a la vez."),
    Character(APACHE, "Apache Kid", "Apache Kid", 9, needs=(CHIEF_ARROW,),
              hooks={"rolled": _apache_rolled},
              steps={"apache_kid": Step(_ask_apache, _answer_apache, "seat")},
              ability_en="When you roll an Arrow, you may take the Indian Chief's Arrow from another player.",
              ability_es="Si sacas una flecha india, puedes coger la flecha del jefe indio de otro jugador."),
    Character("bill_noface", "Bill Noface", "Bill Sinrostro", 9, acts_at_end=frozenset({ARROW}),
              ability_en="Your Arrows take effect only after your last roll (which may be your first or second, "
                         "if you stop). A broken arrow still acts as it is rolled, before them (our reading).",
              ability_es="Aplica los resultados de flecha india sólo después de tu última tirada (que puede ser la "
                         "primera o la segunda, si te plantas). Una flecha rota actúa al salir, antes que ellas "
                         "(nuestra lectura)."),
    Character(ELENA, "Elena Fuente", "Elena Fuente", 7,
              hooks={"rolled": _elena_rolled},
              steps={"elena_give": Step(_ask_elena, _answer_elena, "seat")},
              why={"give": _why_give},
              ability_en="Each time you roll one or more Arrows, you may give one of them to a player of your "
                         "choice.",
              ability_es="Cada vez que saques una o más flechas indias, puedes darle una de esas flechas a un "
                         "jugador de tu elección."),
    Character("vera_custer", "Vera Custer", "Vera Custer", 7, shot_relief=VERA_RELIEF,
              ability_en="Each time you must lose life to 1s, you lose one less: a single 1 costs you nothing, a "
                         "double 1 one; the die's 1 counts, also one Calamity Janet uses as a 2, not a 2 she "
                         "uses as a 1 (our reading). (Reconstructed: the scanned rulebook names only the 1.)",
              ability_es="Cada vez que debas perder puntos de vida por el 1, pierdes 1 punto de vida menos: un solo "
                         "1 no te quita nada, un 1 doble uno; cuenta el 1 del dado, también el que Calamity Janet "
                         "usa como 2, no un 2 que usa como 1 (nuestra lectura). (Reconstruido: el reglamento "
                         "escaneado sólo nombra el 1.)"),
    Character(DOC, "Doc Holyday", "Doc Holyday", 8,
              hooks={"symbol_used": _doc_used, "turn_end": _doc_turn_end},
              ability_en="Each time you use three or more 1s and/or 2s (a double counts as two), you also regain "
                         "2 life.",
              ability_es="Cada vez que uses 3 o más resultados de 1 y/o 2 (uno doble cuenta como 2), también "
                         "recuperas 2 puntos de vida."),
    Character(MOLLY, "Molly Stark", "Molly Stark", 8,
              hooks={"before_life_lost": _molly_heard},
              steps={"molly_stark": Step(_ask_molly, _answer_molly, "seat")},
              why={"take_loss": _why_take_loss},
              ability_en="Each time another player must lose life, you may lose it instead. You can never choose "
                         "to lose more life than you have. A duel's loser still draws the wound token (our "
                         "reading).",
              ability_es="Cada vez que otro jugador deba perder puntos de vida, puedes perderlos en su lugar. Nunca "
                         "puedes elegir perder más puntos de vida de los que tienes. Quien pierde un duelo roba "
                         "igualmente la ficha de Herida (nuestra lectura)."),
)

MODULE = Module(
    NAME,
    characters=CHARACTERS,
    turn_flags=(DOC_USED,),
    worth=sense.WORTH,
    silly=sense.SILLY,
    en="New characters",
    es="Un elenco de nuevos personajes",
    blurb_en="Eight new characters shuffled in with the sixteen (three need their module).",
    blurb_es="Ocho personajes nuevos mezclados con los dieciséis (tres necesitan su módulo).",
    version=2,      # 2: Elena Fuente and Apache Kid act after El Médico; Doc Holyday counts the 1s and 2s he shoots
)
