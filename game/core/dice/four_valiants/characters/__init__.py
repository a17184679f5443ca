"""Four Valiants («Cuatro valientes», seed 001): four characters shuffled in with the others (../shared/rules/dice.md
§4). The scan kept only the clarifications under each card, not the cards' texts, so every text here is rebuilt
from them and marked so in the game (RECONSTRUCTED, docs/rules-notes.md "Four Valiants"); no life is printed.

Teren Kill, the one whose name the scan lost (The Stranger, our name), John Pain, who needs Old Saloon's Saloon
dice, and Flint Westwood, who needs Undead or Alive's Duel dice (each left out without his module). Flint is asked
`extra_duel` as his turn ends (after every other duel) if he gave a Duel die this turn, a Rage card's included:
("extra_duel", target), never a player he duelled this turn, or pass.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.dice.base.faces import DYNAMITE, DYNAMITE_BLAST
from game.core.dice.specs import Character, Module, Reader, Reason, Step
from game.core.dice.turn import EXTRA_TURN
from game.core.dice.undead_or_alive.duel import rules as duel
from game.core.dice.undead_or_alive.duel import sense as duel_sense
from game.core.dice.undead_or_alive.rage import deck as rage_deck
from game.core.dice.undead_or_alive.rage import rules as rage

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

NAME = "four_valiants.characters"
SALOON_DICE, DUEL_DICE = "old_saloon.saloon_dice", "undead_or_alive.duel"
TEREN, STRANGER, JOHN, FLINT = "teren_kill", "the_stranger", "john_pain", "flint_westwood"
EXTRA = "extra_duel"            # Flint Westwood's question and its answer's verb
# Where the game reads a rebuilt part, it says so in these words (the rules text, the setup).
MARK_EN = "(Reconstructed: the scanned rulebook does not print this.)"
MARK_ES = "(Reconstruido: el reglamento escaneado no lo imprime.)"
# RECONSTRUCTION, one line each: the lives (none printed), the lost name, each card's trigger.
LIFE = {TEREN: 8, STRANGER: 7, JOHN: 8, FLINT: 8}


# -- Teren Kill: three or more Dynamite do nothing to him; his arrows go back to the pile as his turn ends ------------
def _teren_turn_end(g: DiceGame, seat: int) -> None:
    g.return_arrows(seat, TEREN)


# -- The Stranger: dice that all show different faces give him another turn at once, never during one --------------
def _stranger_turn_end(g: DiceGame, seat: int) -> None:
    """Faces differ by the symbols they show: a revealed Rage card's die counts as a die with its symbols (a Rage
    "1" matches a rolled 1), and so does a card of arrows alone, which adds no die (its arrow matches a rolled
    arrow); a double differs from a single."""
    faces = g.box.faces
    shown = [frozenset(faces[f].symbols.items()) for f in g.dice]
    cards = g.tokens.get(rage.SHOWN)
    if cards:
        shown += [frozenset(rage_deck.symbols(c).items()) for c in cards[seat] if rage_deck.face(c) is None]
    if not g.flags.get(EXTRA_TURN) and len(set(shown)) == len(shown):
        g.play_again(STRANGER)


# -- Flint Westwood: one more duel a turn, after all the others, never against a player he duelled already ----------
def _flint_turn_end(g: DiceGame, seat: int) -> list | None:
    return [(EXTRA, seat)] if g.flags.get(duel.DUELLED) else None


def _ask_extra(g: DiceGame, seat: int) -> Decision | None:
    targets = duel.foes(g)
    if not targets or g.winner is not None or not g.status[seat].acts:
        return None
    return Decision(seat, EXTRA, (("pass",), *((EXTRA, t) for t in targets)))


def _answer_extra(g: DiceGame, action: tuple, seat: int) -> None:
    if action[0] == EXTRA:
        duel.fight(g, None, action[1])


def _why_extra(g: DiceGame, action: tuple) -> Reason | None:
    if action[0] != EXTRA or len(action) != 2:
        return ("malformed_action", "Flint Westwood names the player he duels")
    return ("duel_twice", "Flint Westwood duels another player still in the game, not one he duelled this turn")


def _extra_worth(r: Reader, option: tuple) -> float:
    """His extra duel priced as any duel (the target rolls first)."""
    return 0.0 if option[0] != EXTRA else duel_sense.worth(r, (duel.DUEL, None, option[1]))


CHARACTERS: tuple[Character, ...] = (
    Character(TEREN, "Teren Kill", "Teren Kill", LIFE[TEREN], limits_off=frozenset({DYNAMITE}),
              immune_to=frozenset({DYNAMITE_BLAST}), hooks={"turn_end": _teren_turn_end},
              ability_en="You never re-roll Dynamite, but three or more do nothing to you: you may still re-roll "
                         "your other dice and lose no life. The arrows you hold are discarded at the end of your "
                         f"turn. {MARK_EN}",
              ability_es="Nunca puedes volver a lanzar dinamitas, pero si sacas 3 o más no tienen efecto: sigues "
                         "pudiendo volver a lanzar tus otros dados y no pierdes 1 punto de vida. Las flechas que "
                         f"tienes se descartan al final de tu turno. {MARK_ES}"),
    Character(STRANGER, "The Stranger", "El Forastero", LIFE[STRANGER], hooks={"turn_end": _stranger_turn_end},
              ability_en="If your final dice all show different faces (a Saloon double differs from the single; "
                         "your revealed Rage cards' symbols count as dice), you play an extra turn right after this "
                         f"one; not during an extra turn. {MARK_EN}",
              ability_es="Si tus dados finales muestran todos caras distintas (un doble del saloon es distinto del "
                         "simple; los símbolos de tus cartas de Rabia reveladas cuentan como dados), juegas un turno "
                         f"adicional justo después; no durante uno. {MARK_ES}"),
    Character(JOHN, "John Pain", "John Pain", LIFE[JOHN], needs=(SALOON_DICE,), dice_chosen=2,
              ability_en="You may roll the Loudmouth and the Coward together, each in place of a base die: always "
                         f"five dice. Needs Loudmouth and Coward. {MARK_EN}",
              ability_es="Puedes usar el dado del Bocazas y el del Cobarde juntos, cada uno en lugar de un dado "
                         f"básico: siempre 5 dados. Necesita El Bocazas y el Cobarde. {MARK_ES}"),
    Character(FLINT, "Flint Westwood", "Flint Westwood", LIFE[FLINT], needs=(DUEL_DICE,),
              hooks={"turn_end": _flint_turn_end}, steps={EXTRA: Step(_ask_extra, _answer_extra, "seat")},
              why={EXTRA: _why_extra},
              ability_en="If you gave a Duel die this turn (a Rage card's Duel counts), you may fight one more duel "
                         "once all the others are over, never against a player you duelled this turn. Needs the Duel "
                         f"dice. {MARK_EN}",
              ability_es="Si has dado un dado de Duelo este turno (el duelo de una carta de Rabia cuenta), puedes "
                         "librar un duelo más cuando acaben los demás, nunca contra un jugador con quien ya te hayas "
                         f"batido este turno. Necesita los dados de Duelo. {MARK_ES}"),
)

MODULE = Module(
    NAME,
    characters=CHARACTERS,
    scenario_steps={EXTRA: (EXTRA, ("target",))},
    worth={EXTRA: _extra_worth},
    en="Four Valiants",
    es="Cuatro valientes",
    blurb_en="Four new characters, their texts rebuilt from the scan; John Pain needs Loudmouth and Coward, Flint "
             "Westwood the Duel dice.",
    blurb_es="Cuatro personajes nuevos, sus textos reconstruidos del escaneo; John Pain necesita El Bocazas y el "
             "Cobarde, Flint Westwood los dados de Duelo.",
    version=2,      # 2: The Stranger counts a revealed Rage card of arrows alone
)
