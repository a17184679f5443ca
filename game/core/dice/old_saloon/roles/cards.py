"""The nine special role cards of Old Saloon's module 3 as data: each one's side, names, the moment its power is
revealed at and that power in one line, in English and Spanish (the window and the rules text read them here).

The rulebook (seed 001) gives only the Spanish names; the English ones are ours. The role cards a player may hold
are these nine and, when the rule option mixes them in, the plain cards of the base box (named by their side).
"""

from __future__ import annotations

from typing import NamedTuple

from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE, ROLES, SHERIFF, roles_for


class RoleCard(NamedTuple):
    id: str
    side: str                   # the role it counts as (common.roles)
    moment: str                 # when its power is revealed: "setup" (face up from the start, no reveal) or a
    #                             moment named in powers.py's MOMENTS
    es: str
    en: str
    power_es: str
    power_en: str


EL_OSO, EL_BUENO, EL_MEDICO, EL_JUEZ = "el_oso", "el_bueno", "el_medico", "el_juez"
EL_TAHUR, EL_MALO, EL_FEO = "el_tahur", "el_malo", "el_feo"
MANO_DERECHA, MANO_IZQUIERDA = "mano_derecha", "mano_izquierda"

CARDS: dict[str, RoleCard] = {c.id: c for c in (
    RoleCard(EL_OSO, SHERIFF, "setup", "«El Oso»", "The Bear",
             "Juegas la partida con 3 balas adicionales en lugar de 2.",
             "You play the game with 3 extra life points instead of 2."),
    RoleCard(EL_BUENO, DEPUTY, "turn_start", "«El Bueno»", "The Good",
             "Al comienzo de tu turno: te conviertes en el Sheriff y el Sheriff en Alguacil (cada uno conserva su "
             "vida; el máximo de ambos pasa a ser el de su personaje, sin la bala adicional de una serie: nuestra "
             "lectura). Sólo mientras el Sheriff sigue en la partida (tras una epidemia zombi puede caer sin que "
             "acabe: nuestra lectura).",
             "At the start of your turn: you become the Sheriff and the Sheriff a Deputy (both keep their life; "
             "the maximum of each becomes his character's, without a series' extra life: our reading). Only while "
             "the Sheriff is in the game (after a zombie outbreak he may fall and the game go on: our reading)."),
    RoleCard(EL_MEDICO, DEPUTY, "rolled", "«El Médico»", "The Doctor",
             "Después de cualquier tirada, antes de aplicarla: gira 1 de los dados tirados a la cara que elijas.",
             "After any roll, before it is applied: turn one of the dice rolled to the face you choose."),
    RoleCard(EL_JUEZ, DEPUTY, "revealed", "«El Juez»", "The Judge",
             "Justo después de que otro jugador revele su rol: ese rol no tiene efecto ni puede usarse en la "
             "partida.",
             "Right after another player reveals his role: that role has no effect and cannot be used this game."),
    RoleCard(EL_TAHUR, OUTLAW, "dice_final", "«El Tahúr»", "The Gambler",
             "Después de la última tirada de otro jugador: debe volver a tirar todos sus dados (también la "
             "Dinamita) y aceptar el resultado. Las flechas que ya cogió con la tirada anterior se quedan "
             "(nuestra lectura).",
             "After another player's last roll: he must roll all his dice again (Dynamite too) and accept the "
             "result. The arrows the roll he throws away already brought stay with him (our reading)."),
    RoleCard(EL_MALO, OUTLAW, "before_gain", "«El Malo»", "The Bad",
             "Cuando otro jugador vaya a ganar vida: no la gana (las Cervezas que la daban quedan gastadas).",
             "When another player is about to gain life: he does not gain it (the Beers that gave it are spent)."),
    RoleCard(EL_FEO, OUTLAW, "turn_start", "«El Feo»", "The Ugly",
             "Al comienzo de tu turno: intercambia las flechas de 2 jugadores cualesquiera (tú también), la "
             "flecha del jefe indio con ellas (nuestra lectura).",
             "At the start of your turn: swap the arrows of any two players (yourself too), the Indian Chief's "
             "Arrow with them (our reading)."),
    RoleCard(MANO_DERECHA, RENEGADE, "turn_end", "«La Mano Derecha del Demonio»", "The Devil's Right Hand",
             "Al final de tu turno: juega otro turno inmediatamente. Si ese turno ya te da otro (El Forastero), "
             "puedes revelarla al final de ese otro (nuestra lectura).",
             "At the end of your turn: play another turn at once. If that turn already gives you another (The "
             "Stranger), you may reveal it at the end of that one (our reading)."),
    RoleCard(MANO_IZQUIERDA, RENEGADE, "before_fall", "«La Mano Izquierda del Demonio»", "The Devil's Left Hand",
             "Cuando cualquier jugador (tú también) vaya a ser eliminado: sigue en juego con 2 vidas y puede "
             "descartar todas sus flechas, también la del jefe indio (nuestra lectura).",
             "When any player (yourself too) would be eliminated: he stays in the game with 2 life and may "
             "discard all his arrows, the Indian Chief's Arrow too (our reading)."),
)}

SIDE_OF: dict[str, str] = {**{r: r for r in ROLES}, **{c.id: c.side for c in CARDS.values()}}   # any card -> side
PLAIN = roles_for(8)                 # the base box's role cards, each named by its side (mixed in on request)
SPECIAL = tuple(CARDS)
OSO_EXTRA_LIFE = 3                   # El Oso's, instead of the usual Sheriff's 2
