"""Old Saloon, module 5: the Ghost (5 to 8 players; ../shared/rules/dice.md §2, seed 001 «Módulo 5»).

The first player eliminated (never the Sheriff; of several at once, the first clockwise from the player whose turn
it is) takes the Ghost card, which makes him the Ghost (his status: not counted for seats, never aimed at, hit or
healed, taking turns, winning with his side) and covers his character: no ability, no role power, two base dice
whose symbols act on nobody. He also takes the seven ghost tokens, one per base face and the ×2. A Renegade Ghost
shows the Ghost Renegade card and wins with the side the table's size gives (rules.PLAYS_AS). On his turn the
Ghost gives one result (both when his two dice match, with the ×2) to another player, whose next turn starts with
that many base dice set to it; at the end of that turn the tokens go back to the Ghost. The rules are in rules.py;
this file holds the module's record and its names and texts.
"""

from __future__ import annotations

from game.core.dice.base.faces import ARROW, BEER, DYNAMITE, GATLING, ONE, TWO
from game.core.dice.old_saloon.ghost import rules, sense
from game.core.dice.specs import Module, Step, Token

NAME = "old_saloon.ghost"

# What the window shows of the module (round 2): names and one line each, in English and Spanish.
TEXT = {
    rules.CARD: {"en": ("Ghost", "Out of the game, he still rolls two base dice on his turn and gives one result "
                                 "to another player; he wins with his team."),
                 "es": ("Fantasma", "Fuera de la partida, aún lanza 2 dados básicos en su turno y da un resultado "
                                    "a otro jugador; gana con su equipo.")},
    rules.GHOST_RENEGADE: {
        "en": ("Ghost Renegade", "A Renegade Ghost plays for the Outlaws with 5 or 7 players, for the Deputies "
                                 "with 6 or 8."),
        "es": ("Renegado fantasma", "Un Renegado fantasma juega como Forajido con 5 o 7 jugadores y como Alguacil "
                                    "con 6 u 8.")},
    ARROW: {"en": ("Arrow token", "One of your base dice starts your next turn on an Arrow."),
            "es": ("Ficha de flecha", "Uno de tus dados básicos empieza tu próximo turno en una flecha.")},
    DYNAMITE: {"en": ("Dynamite token", "One of your base dice starts your next turn on a Dynamite."),
               "es": ("Ficha de dinamita", "Uno de tus dados básicos empieza tu próximo turno en una dinamita.")},
    ONE: {"en": ("1 token", "One of your base dice starts your next turn on a 1."),
          "es": ("Ficha de 1", "Uno de tus dados básicos empieza tu próximo turno en un 1.")},
    TWO: {"en": ("2 token", "One of your base dice starts your next turn on a 2."),
          "es": ("Ficha de 2", "Uno de tus dados básicos empieza tu próximo turno en un 2.")},
    BEER: {"en": ("Beer token", "One of your base dice starts your next turn on a Beer."),
           "es": ("Ficha de cerveza", "Uno de tus dados básicos empieza tu próximo turno en una cerveza.")},
    GATLING: {"en": ("Gatling token", "One of your base dice starts your next turn on a Gatling."),
              "es": ("Ficha de gatling", "Uno de tus dados básicos empieza tu próximo turno en una gatling.")},
    rules.X2: {"en": ("×2 token", "The Ghost's two dice matched: two of your base dice start on that face."),
               "es": ("Ficha ×2", "Los dos dados del Fantasma coincidieron: dos de tus dados básicos empiezan en "
                                  "esa cara.")},
}

MODULE = Module(
    NAME,
    steps={rules.GIVE_STEP: Step(rules.give, rules.answer_give)},
    hooks={"on_elimination": rules.haunt, "turn_end": rules.give_back},
    why={rules.GIVE: rules.why_give},
    tokens=(Token(rules.CARD, 1, status=rules.GHOST),
            Token(rules.TOKENS, rules.SUPPLY, kept_by=rules.GHOST.name)),
    set_dice=rules.set_dice,
    ability=rules.covered,
    statuses=(rules.GHOST,),
    judge=rules.judge,
    checks={"ghost": rules.check},
    en="The Ghost",
    es="El Fantasma",
    blurb_en="The first player out plays on as a Ghost for his team, giving dice away (5+ players).",
    blurb_es="El primer eliminado sigue jugando como Fantasma para su equipo, regalando dados (5+ jugadores).",
    players=(5, 8),
    worth={rules.GIVE: sense.worth, "reroll": sense.reroll_worth},
    silly={rules.GIVE: sense.SILLY},
    plays_as=sense.plays_as,
    version=2,      # 2: the first to fall is the Ghost also when everyone falls at once
)
