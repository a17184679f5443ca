"""Shadow Gunslingers' words in the window, English and Spanish (Spanish from seed 003: «pistolero sombra»,
«Renegado Sombra», «Alguacil Sombra», «Forajido Sombra»): its plate, its log lines and its rules, the readings
where the rulebook is silent marked as ours (docs/rules-notes.md)."""

TEXT = {
    "en": {
        "shadow.title": "Shadow Gunslingers",
        "shadow.stamp": "Shadow",
        "shadow.stamp_turn": "Shadow",
        "shadow.stamp_gone": "Gone",
        "shadow.caption.waiting": "Shadow: back next turn",
        "shadow.caption.playing": "Shadow: 0 life, leaves after",
        "shadow.caption.renegade_none": "Shadow Renegade: no side yet",
        "shadow.caption.renegade_law": "Shadow Deputy (Renegade)",
        "shadow.caption.renegade_outlaws": "Shadow Outlaw (Renegade)",
        "shadow.caption.gone": "Gone for good",
        "shadow.log.back": "{name} comes back as a shadow for his turn: 0 life, nothing can hurt or heal him.",
        "shadow.log.back_law": "{name}, the Shadow Renegade, counts the role cards face up and joins the law "
                               "(Shadow Deputy) until his next turn.",
        "shadow.log.back_outlaws": "{name}, the Shadow Renegade, counts the role cards face up and joins the "
                                   "Outlaws (Shadow Outlaw) until his next turn.",
        "shadow.log.waiting": "{name} is a shadow: out of the game until his next turn.",
        "shadow.log.gone": "Only the Sheriff and the Renegade are left: {name}'s shadow is gone for good.",
        "shadow.log.unhurt": "{name} is a shadow: the hit takes no life from him.",
        "shadow.log.leaves": "{name}'s shadow leaves, discarding {count} cards.",
        "shadow.log.leaves_seen": "{name}'s shadow leaves, discarding {cards}.",
    },
    "es": {
        "shadow.title": "Pistoleros sombra",
        "shadow.stamp": "Sombra",
        "shadow.stamp_turn": "Sombra",
        "shadow.stamp_gone": "Fuera",
        "shadow.caption.waiting": "Sombra: vuelve en su turno",
        "shadow.caption.playing": "Sombra: 0 vidas, se va al final",
        "shadow.caption.renegade_none": "Renegado Sombra: sin bando aún",
        "shadow.caption.renegade_law": "Alguacil Sombra (Renegado)",
        "shadow.caption.renegade_outlaws": "Forajido Sombra (Renegado)",
        "shadow.caption.gone": "Fuera para siempre",
        "shadow.log.back": "{name} vuelve como sombra para su turno: 0 vidas, nada puede herirle ni curarle.",
        "shadow.log.back_law": "{name}, el Renegado Sombra, cuenta los roles boca arriba y se une a la ley "
                               "(Alguacil Sombra) hasta su próximo turno.",
        "shadow.log.back_outlaws": "{name}, el Renegado Sombra, cuenta los roles boca arriba y se une a los "
                                   "Forajidos (Forajido Sombra) hasta su próximo turno.",
        "shadow.log.waiting": "{name} es una sombra: fuera de la partida hasta su próximo turno.",
        "shadow.log.gone": "Sólo quedan el Sheriff y el Renegado: la sombra de {name} queda fuera para siempre.",
        "shadow.log.unhurt": "{name} es una sombra: el impacto no le quita vida.",
        "shadow.log.leaves": "La sombra de {name} se va y descarta {count} cartas.",
        "shadow.log.leaves_seen": "La sombra de {name} se va y descarta {cards}.",
    },
}

RULES = {
    "shadow_gunslingers": {
        "en": "You are never out of the game. Eliminated, you fall by every normal rule (role shown, cards "
              "discarded, rewards, Vulture Sam) but keep your nuggets. At each of your later turns you come back as "
              "a shadow: 0 life, you can neither gain nor lose life, you draw 2 cards and play a normal turn with "
              "your character's ability (earning, buying and forcing discards too); then you leave, discarding your "
              "hand and everything in front of you. Leaving is no elimination. Outside your turn you are out of "
              "the game for every purpose: not counted for distance, the General Store or the Dynamite. Once only "
              "the Sheriff and the Renegade are left, the shadows are gone for good. Shadows whose side wins win.",
        "es": "Nunca quedas fuera de la partida. Eliminado, caes con todas las reglas normales (rol a la vista, "
              "cartas descartadas, recompensas, Sam el Buitre) pero te quedas tus pepitas. En cada uno de tus "
              "turnos siguientes vuelves como sombra: 0 vidas, no puedes ganar ni perder vidas, robas 2 cartas y "
              "juegas un turno normal con la capacidad de tu personaje (también ganar, comprar y hacer descartar); "
              "luego te vas y descartas tu mano y todo lo que tengas delante. Irse no es ser eliminado. Fuera de tu "
              "turno estás fuera de la partida a todos los efectos: no cuentas para la distancia, el Almacén ni la "
              "Dinamita. Si sólo quedan el Sheriff y el Renegado, las sombras quedan fuera para siempre. Las sombras "
              "cuyo bando gana, ganan.",
    },
    "shadow_renegade": {
        "en": "At the start of each of his turns the Shadow Renegade counts the other role cards face up (the "
              "Sheriff and the eliminated, never his own) and joins the side with more of them; a tie, the "
              "Outlaws. He plays and wins with that side until his next turn, and never goes back to Renegade. With "
              "8 players, a second Shadow Renegade counts for the side he is on, and not at all before he has one "
              "(FAQ). The side is the rule's: nobody chooses it.",
        "es": "Al comienzo de cada uno de sus turnos, el Renegado Sombra cuenta los demás roles boca arriba (el "
              "Sheriff y los eliminados, nunca el suyo) y se une al bando que tenga más; en caso de empate, a los "
              "Forajidos. Juega y gana con ese bando hasta su próximo turno, y nunca vuelve a ser Renegado. Con 8 "
              "jugadores, un segundo Renegado Sombra cuenta para el bando en el que esté, y no cuenta antes de "
              "tener uno (FAQ). El bando lo da la regla: nadie lo elige.",
    },
    "shadow_readings": {
        "en": "Our reading where the rulebook is silent: a shadow playing his turn may be aimed at (a Duel is "
              "fought), but a hit on him does nothing and earns no nugget; no Beer, Saloon or Shot heals a shadow; "
              "he discards nothing at the hand limit, since everything goes when he leaves; he leaves before any "
              "end-of-turn ability (Suzy Lafayette draws nothing, Don Bell does not draw! for another turn); a "
              "player eliminated in his own turn comes back at his next one; a shadow who buys Gold Rush gains no "
              "life from it, but leaves as his turn ends and comes back for the other turn it gives; a shadow "
              "whose kill leaves only the Sheriff and the Renegade is paid its rewards, then goes at once.",
        "es": "Nuestra lectura donde el reglamento calla: a una sombra que juega su turno se le puede apuntar "
              "(un Duelo se juega), pero un impacto no le hace nada ni da pepitas; ninguna Cerveza, Saloon ni "
              "Trago cura a una sombra; no descarta nada por el límite de mano, pues todo se va cuando se marcha; "
              "se marcha antes de cualquier capacidad de fin de turno (Suzy Lafayette no roba, Don Bell no "
              "desenfunda para otro turno); quien es eliminado en su propio turno vuelve en el siguiente; una "
              "sombra que compra Fiebre del oro no recupera vida con ella, pero se va al acabar su turno y vuelve "
              "para el otro turno que le da; una sombra que, al eliminar a alguien, deja solos al Sheriff y al "
              "Renegado cobra sus recompensas y se va en el acto.",
    },
}
