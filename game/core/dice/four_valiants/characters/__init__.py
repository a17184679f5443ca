"""Four Valiants («Cuatro valientes», seed 001): four characters shuffled in with the others (../shared/rules/dice.md
§4). The scan kept only the clarifications under each card, not the cards' texts, so every text here is rebuilt
from them and marked so in the game (RECONSTRUCTED, docs/rules-notes.md "Four Valiants"); no life is printed.

Three are here: Teren Kill, the one whose name the scan lost (The Stranger, our name) and John Pain, who needs Old
Saloon's Saloon dice (left out without them). Flint Westwood needs Undead or Alive's Duel dice: he joins
CHARACTERS as a record once they exist.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.dice.base.faces import DYNAMITE, DYNAMITE_BLAST
from game.core.dice.specs import Character, Module
from game.core.dice.turn import EXTRA_TURN

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

NAME = "four_valiants.characters"
SALOON_DICE = "old_saloon.saloon_dice"
TEREN, STRANGER, JOHN = "teren_kill", "the_stranger", "john_pain"
# Where the game reads a rebuilt part, it says so in these words (the rules text, the setup).
MARK_EN = "(Reconstructed: the scanned rulebook does not print this.)"
MARK_ES = "(Reconstruido: el reglamento escaneado no lo imprime.)"
# RECONSTRUCTION, one line each: the lives (none printed), the lost name, each card's trigger.
LIFE = {TEREN: 8, STRANGER: 7, JOHN: 8}


# -- Teren Kill: three or more Dynamite do nothing to him; his arrows go back to the pile as his turn ends ------------
def _teren_turn_end(g: DiceGame, seat: int) -> None:
    g.return_arrows(seat, TEREN)


# -- The Stranger: dice that all show different faces give him another turn at once, never during one --------------
def _stranger_turn_end(g: DiceGame, seat: int) -> None:
    if not g.flags.get(EXTRA_TURN) and len(set(g.dice)) == len(g.dice):
        g.play_again(STRANGER)


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
              ability_en="If your final dice all show different faces (a Saloon double differs from the single), "
                         f"you play an extra turn right after this one; not during an extra turn. {MARK_EN}",
              ability_es="Si tus dados finales muestran todos caras distintas (un doble del saloon es distinto del "
                         f"simple), juegas un turno adicional justo después; no durante uno. {MARK_ES}"),
    Character(JOHN, "John Pain", "John Pain", LIFE[JOHN], needs=(SALOON_DICE,), dice_chosen=2,
              ability_en="You may roll the Loudmouth and the Coward together: three base dice and both Saloon dice, "
                         f"always five dice. Needs Loudmouth and Coward. {MARK_EN}",
              ability_es="Puedes usar el dado del Bocazas y el del Cobarde juntos: tres dados básicos y los dos de "
                         f"Saloon, siempre 5 dados. Necesita El Bocazas y el Cobarde. {MARK_ES}"),
)

MODULE = Module(
    NAME,
    characters=CHARACTERS,
    en="Four Valiants",
    es="Cuatro valientes",
    blurb_en="Three new characters, their texts rebuilt from the scan; John Pain needs Loudmouth and Coward.",
    blurb_es="Tres personajes nuevos, sus textos reconstruidos del escaneo; John Pain necesita El Bocazas y el "
             "Cobarde.",
)
