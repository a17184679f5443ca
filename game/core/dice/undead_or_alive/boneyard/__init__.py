"""Undead or Alive, module 4: the Boneyard and the zombie outbreak (4 to 8 players; ../shared/rules/dice.md §3,
seed 001 «Módulo 4 - Vivos o ¿muertos?»).

An eliminated player reveals a Boneyard card at the end of the turn he fell in and at the start of each of what
would have been his turns. A card with no hand stops the outbreak those reveals would start and goes back into the
deck; a card with hands stays face up. Once the hands face up outnumber the living, the outbreak begins: the
eliminated come back as zombies (life: the living players', three base dice, no life gained, no character), a
living Renegade becomes the Zombie Master (his life and ability kept), and the game is the zombies' against the
survivors'. The rules are in rules.py, the deck's mix (a reconstruction) in deck.py, the scenario words in
words.py, what a bot makes of the sides in sense.py; this file holds the module's record and its names and texts.
"""

from __future__ import annotations

from game.core.dice.specs import Module, Token
from game.core.dice.undead_or_alive.boneyard import deck, rules, sense, words

NAME = "undead_or_alive.boneyard"
MOST_ZOMBIES = 8                        # zombie summary cards: six in the box, as many as needed here

# What the window shows of the module: names and one line each, in English and Spanish.
TEXT = {
    rules.CARDS: {"en": ("Boneyard", "An eliminated player reveals a card at the end of the turn he fell in and at "
                                     "each of his would-be turns. More zombie hands face up than living players: "
                                     "the outbreak. (The mix of the 11 cards is a reconstruction.)"),
                  "es": ("Cementerio", "Un jugador eliminado revela una carta al final del turno en que cayó y en "
                                       "cada turno que habría sido suyo. Más manos zombi boca arriba que jugadores "
                                       "vivos: la epidemia. (El reparto de las 11 cartas es una reconstrucción.)")},
    rules.ZOMBIE_CARD: {"en": ("Zombie", "Back in the game for the zombies: life equal to the living players, three "
                                         "base dice, never gains life, no character."),
                        "es": ("Zombi", "Vuelve a la partida con los zombis: tantos puntos de vida como jugadores "
                                        "vivos, 3 dados básicos, nunca gana vida, sin personaje.")},
    rules.MASTER_CARD: {"en": ("Zombie Master", "The living Renegade at the outbreak: keeps his life and ability and "
                                                "wins with the zombies."),
                        "es": ("Señor de los zombis", "El Renegado vivo al comenzar la epidemia: conserva su vida y "
                                                      "su capacidad y gana con los zombis.")},
}

MODULE = Module(
    NAME,
    hooks={"on_elimination": rules.fell, "turn_over": rules.turn_over},
    tokens=(Token(rules.CARDS, deck.CARDS),
            Token(rules.ZOMBIE_CARD, MOST_ZOMBIES, status=rules.ZOMBIE),
            Token(rules.MASTER_CARD, 1, status=rules.MASTER)),
    turn_flags=(rules.OWED,),
    ability=rules.covered,
    statuses=(rules.ZOMBIE, rules.MASTER),
    judge=rules.judge,
    sides=(rules.ZOMBIES, rules.SURVIVORS),
    checks={"boneyard": rules.check},
    scenario_paths=words.PATHS,
    scenario_setup=words.set_up,
    words={id: (text["en"][0], text["es"][0]) for id, text in TEXT.items()},
    en="The Boneyard and the zombies",
    es="El Cementerio y los zombis",
    blurb_en="The eliminated reveal Boneyard cards; too many zombie hands and they rise as zombies (4+ players).",
    blurb_es="Los eliminados revelan cartas de Cementerio; con demasiadas manos zombi se levantan (4+ jugadores).",
    players=(4, 8),
    teams=sense.teams,
    event_seats=("zombies", "master"),      # the outbreak's
    silly=sense.SILLY,
)
