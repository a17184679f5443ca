"""Undead or Alive, module 1: Look me in the eyes (../shared/rules/dice.md §3, seed 001 «Módulo 1 - Mírame a los
ojos»; it needs module 2, the Rage cards).

Three base dice and two black Duel dice. A kept Whiskey gives its roller 1 life and discards one of his wound
tokens (or draws a Rage card if he holds none). Each kept Duel is a Duel die given to another player (one per
player a turn): he rolls it for a Duel, then the roller, back and forth, and the first who fails loses 1 life and
draws a wound token. During his own turn each token cancels one identical symbol of his kept dice; the Dynamite
token adds a Dynamite instead; at his turn's end they all go back and the pile is shuffled. The Duel die's faces
besides the Whiskey and the Duel, and the 15 tokens' mix, are reconstructions (rules.py, wounds.py).
"""

from __future__ import annotations

from game.core.dice.specs import Module, Resolve, Step, Token
from game.core.dice.undead_or_alive.duel import rules, sense
from game.core.dice.undead_or_alive.duel.wounds import TOKENS

NAME = "undead_or_alive.duel"

# id -> (English name, Spanish name, English rule, Spanish rule): what the rules text, the window and the terminal read
WORDS: dict[str, tuple[str, str, str, str]] = {      # (the Duel die and its Duel face share the id "duel")
    rules.WHISKEY: ("Whiskey", "Botella de whisky",
                    "You gain 1 life and discard a duel wound token; with none, draw a Rage card.",
                    "Ganas 1 vida y descartas una ficha de Herida de duelo; si no tienes, robas una carta de Rabia."),
    rules.DUEL: ("Duel", "Duelo",
                 "The black Duel die (two replace two base dice; its arrow, Dynamite and Gatling faces are "
                 "reconstructed). A kept Duel: give a Duel die to another player (one each a turn): he must roll a "
                 "Duel, then you, and so on; the first who fails loses 1 life and draws a wound token.",
                 "El dado de Duelo negro (dos sustituyen a dos dados básicos; sus caras de flecha, dinamita y "
                 "gatling son reconstruidas). Por cada duelo que te quedas, da un dado de Duelo a otro jugador (uno "
                 "a cada uno por turno): debe sacar un duelo, luego tú, y así sucesivamente; el primero que falla "
                 "pierde 1 vida y roba una ficha de Herida."),
    rules.WOUNDS: ("Duel wound token", "Ficha de Herida de duelo",
                   "In your turn each cancels one same symbol of your kept dice; the Dynamite one adds a Dynamite. "
                   "Drawing one you hold already: put it back. All go back at your turn's end. The mix of 15 is "
                   "reconstructed.",
                   "En tu turno cada una anula un mismo símbolo de tus dados; la de dinamita suma una dinamita. Si "
                   "robas una que ya tienes, devuélvela. Todas vuelven al final de tu turno. La mezcla de 15 es "
                   "reconstruida."),
    rules.WOUND_DIE.id: ("Wound die", "Dado de Herida", "A Dynamite wound token's Dynamite: never rolled.",
                         "La dinamita de una ficha de Herida: nunca se tira."),
    rules.WOUND_FACE: ("Dynamite wound", "Dinamita de Herida", "The Dynamite wound token's extra Dynamite.",
                       "La dinamita de más de la ficha de Herida de dinamita."),
}


MODULE = Module(
    NAME,
    faces=rules.FACES,
    dice=(rules.DUEL_DIE, rules.WOUND_DIE),
    dice_a_turn=rules.DICE_A_TURN,
    turn_dice=rules.turn_dice,
    set_dice=rules.set_dice,
    steps={"wound_cancel": Step(rules.cancel), "whiskey": Step(rules.whiskey),
           "duel": Step(rules.duel, rules.answer_duel), rules.WOUND_TASK: Step(rules.wound, detail="seat"),
           rules.GO_ON[0]: Step(rules.go_on)},
    resolve=(Resolve("wound_cancel", after="dynamite"), Resolve("whiskey", after="wound_cancel"), Resolve("duel")),
    hooks={"turn_over": rules.turn_over, "on_elimination": rules.fell},
    why={rules.DUEL: rules.why_duel},
    tokens=(Token(rules.WOUNDS, TOKENS),),
    turn_flags=(rules.DUELLED, rules.OPEN_DIE, rules.OPEN_TARGET, rules.OPEN_ROLLS, rules.AGAIN),
    scenario_steps={"duel": ("duel", ("die", "target"))},
    worth={rules.DUEL: sense.worth},
    silly={rules.DUEL: sense.SILLY},
    symbol_worth=sense.SYMBOLS,
    event_seats=("loser",),
    words={id: words[:2] for id, words in WORDS.items()},
    en="Look me in the eyes",
    es="Mírame a los ojos",
    blurb_en="Two black Duel dice: Whiskey heals, Duels send a die to a rival; losers draw wound tokens.",
    blurb_es="Dos dados de Duelo negros: el whisky cura, el duelo reta a un rival; quien pierde roba una Herida.",
    needs=("undead_or_alive.rage",),
    version=2,      # 2: an eliminated player gives his wound tokens back at once
)
