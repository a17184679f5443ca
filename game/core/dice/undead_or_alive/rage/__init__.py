"""Undead or Alive, module 2: Two bullets are enough (../shared/rules/dice.md §3, seed 001 «Módulo 2 - Dos balas
bastan»).

Whoever lost 2 or more life in a turn (anyone's, whatever the cause) draws a Rage card face down at its end; he
may look at it, the others see how many he holds. At his next turn's start he reveals them all: their arrows are
taken at once, their other symbols join his dice's as dice never rolled (they resolve with his dice, in the usual
order); the revealed cards are discarded at that turn's end. The 18 cards are a reconstruction (deck.py).
"""

from __future__ import annotations

from game.core.dice.specs import Module, Step, Token
from game.core.dice.undead_or_alive.rage import rules
from game.core.dice.undead_or_alive.rage.deck import CARDS

NAME = "undead_or_alive.rage"

# the card's name and rule in English and Spanish
CARD = ("Rage card", "Carta de Rabia",
        "Drawn face down at the end of any turn in which you lost 2 or more life. At your next turn's "
        "start it is revealed: its arrows are taken at once, its other symbols added to your dice. "
        "Reconstructed: no source we could read prints the 18 cards' symbols.",
        "Se roba boca abajo al final de cualquier turno en que hayas perdido 2 o más vidas. Al comienzo de "
        "tu siguiente turno se revela: sus flechas se cogen al momento y sus demás símbolos se suman a tus "
        "dados. Reconstruida: ninguna fuente que hayamos podido leer imprime los símbolos de las 18 "
        "cartas.")

# id -> (English name, Spanish name, English rule, Spanish rule): what the rules text, the window and the terminal read
WORDS: dict[str, tuple[str, str, str, str]] = {
    rules.RAGE: CARD,
    rules.SHOWN: (CARD[0] + ", face up", CARD[1] + ", boca arriba", CARD[2], CARD[3]),
    rules.KIND: ("Rage die", "Dado de Rabia", "A revealed Rage card's symbols: never rolled.",
                 "Los símbolos de una carta de Rabia revelada: nunca se tira."),
    **{face.id: (f"Rage {face.id.split(':', 1)[1]}", f"Rabia {face.id.split(':', 1)[1]}",    # as the card prints it
                 "A revealed Rage card's symbols: a die never rolled.",
                 "Los símbolos de una carta de Rabia revelada: un dado que nunca se tira.") for face in rules.FACES},
}


MODULE = Module(
    NAME,
    faces=rules.FACES,
    dice=(rules.DIE,),
    turn_dice=rules.turn_dice,
    set_dice=rules.set_dice,
    steps={rules.ARROW_TASK: Step(rules.arrow, detail="seat")},
    hooks=rules.HOOKS,
    tokens=(Token(rules.RAGE, CARDS, secret=True), Token(rules.SHOWN, CARDS, shares=rules.RAGE)),
    turn_flags=(rules.HURT, rules.DUE),
    scenario_paths=rules.SCENARIO_PATHS,
    player_paths=rules.PLAYER_PATHS,
    scenario_setup=rules.scenario_setup,
    words={id: words[:2] for id, words in WORDS.items()},
    en="Two bullets are enough",
    es="Dos balas bastan",
    blurb_en="Lose 2 or more life in a turn: draw a Rage card, whose symbols join your next turn's dice.",
    blurb_es="Si pierdes 2 o más vidas en un turno, roba una carta de Rabia: sus símbolos se suman a tus dados.",
    version=2,      # 2: an eliminated player discards his cards at once; a zombie is never given one
)
