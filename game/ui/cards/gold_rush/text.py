"""Gold Rush's words in the window, English and Spanish: the rules text of its 24 equipment cards (15 kinds) and 8
characters with the FAQ points a player needs (cards.md §6b-§6d, seed 003; what we had to choose marked "our
ruling", §7), the Rules screen's entries for the nuggets and the shop, and the set's own strings (its zones, log
lines, buttons, reasons, confirmations). The names are the core's (game/core/cards/gold_rush)."""

from __future__ import annotations

CARDS = {
    "shot": {"en": "Bought: a player of your choice, you too, regains 1 life point.",
             "es": "Al comprarlo: un jugador a tu elección, tú también, recupera 1 punto de vida."},
    "bottle": {"en": "Bought: used at once as a Panic!, a Beer or a BANG!, your choice. It is none of those cards: "
                     "its BANG! does not count toward your one BANG! a turn, and nobody reacts to it as to a "
                     "Beer (our ruling: as a Beer it heals even with two players left).",
               "es": "Al comprarla: se usa en el acto como ¡Pánico!, Cerveza o ¡BANG!, a tu elección. No es "
                     "ninguna de esas cartas: su ¡BANG! no cuenta para tu único ¡BANG! del turno, y nadie "
                     "reacciona a ella como a una Cerveza (decisión nuestra: como Cerveza cura incluso con dos "
                     "jugadores)."},
    "pardner": {"en": "Bought: used at once as a General Store, a Duel or a Cat Balou, your choice. It is none of "
                      "those cards.",
                "es": "Al comprarlo: se usa en el acto como Almacén, Duelo o La Ingenua Explosiva, a tu elección. "
                      "No es ninguna de esas cartas."},
    "rhum": {"en": "Bought: \"draw!\" 4 cards and regain 1 life point for each different suit among them; all are "
                   "discarded. Lucky Duke flips 5 (FAQ).",
             "es": "Al comprarlo: desenfunda 4 cartas y recupera 1 punto de vida por cada palo distinto entre "
                   "ellas; todas se descartan. Lucky Duke gira 5 (FAQ)."},
    "union_pacific": {"en": "Bought: draw 4 cards from the deck.",
                      "es": "Al comprarla: roba 4 cartas del mazo."},
    "gold_rush": {"en": "Bought: your turn ends at once; regain all your life points, then play another turn.",
                  "es": "Al comprarla: tu turno acaba en el acto; recuperas todos tus puntos de vida y juegas "
                        "otro turno."},
    "boots": {"en": "In front of you: each time you lose a life point, draw a card from the deck (not for your "
                    "last life point).",
              "es": "Delante de ti: cada vez que pierdes un punto de vida, roba una carta del mazo (no por tu "
                    "último punto de vida)."},
    "wanted": {"en": "Placed as it is bought, in front of any player, you too (FAQ). Whoever eliminates that player "
                     "draws 2 cards and takes 1 nugget, on top of any other reward (an Outlaw: 3 + 2 cards).",
               "es": "Se coloca al comprarla delante de cualquier jugador, tú también (FAQ). Quien elimine a ese "
                     "jugador roba 2 cartas y coge 1 pepita, además de cualquier otra recompensa (un Forajido: "
                     "3 + 2 cartas)."},
    "gold_pan": {"en": "In front of you: during your turn, pay 1 nugget to draw a card from the deck, at most "
                       "twice a turn.",
                 "es": "Delante de ti: durante tu turno, paga 1 pepita para robar una carta del mazo, como mucho "
                       "dos veces por turno."},
    "horseshoe": {"en": "In front of you: each \"draw!\" flips one more card and you choose the one that counts. "
                        "With Lucky Duke: 3 cards (our ruling: they add up).",
                  "es": "Delante de ti: cada vez que desenfundas giras una carta más y eliges la que cuenta. Con "
                        "Lucky Duke: 3 cartas (decisión nuestra: se suman)."},
    "lucky_charm": {"en": "In front of you: each time you lose a life point, take a nugget from the heap (not for "
                          "your last life point).",
                    "es": "Delante de ti: cada vez que pierdes un punto de vida, coge una pepita del montón (no "
                          "por tu último punto de vida)."},
    "rucksack": {"en": "In front of you: pay 2 nuggets to regain 1 life point; also out of your turn, as you lose "
                       "your last life point.",
                 "es": "Delante de ti: paga 2 pepitas para recuperar 1 punto de vida; también fuera de tu turno, "
                       "al perder tu último punto de vida."},
    "calumet": {"en": "In front of you: the Diamond cards other players play have no effect on you (but they do in "
                      "a Duel).",
                "es": "Delante de ti: las cartas de Diamantes que juegan los demás no te afectan (en un Duelo sí)."},
    "gun_belt": {"en": "In front of you: your hand limit at the end of your turn is 8.",
                 "es": "Delante de ti: al final de tu turno puedes quedarte hasta 8 cartas."},
    "pickaxe": {"en": "In front of you: draw one more card in phase 1.",
                "es": "Delante de ti: robas una carta más en la fase 1."},
    "gold": {"en": "Make another player lose life, by any means, and take 1 nugget a life point (a "
                   "Gatling hitting three players: 3). Dynamite pays nobody; a Duel pays the one who did not give "
                   "up. Spent nuggets go back to the heap; once it is empty, play on without a limit. An eliminated "
                   "player loses his nuggets.",
             "es": "Haz perder vida a otro jugador, como sea, y coge 1 pepita por punto de vida (una "
                   "Ametralladora Gatling que alcanza a tres: 3). La Dinamita no paga a nadie; un Duelo paga al que "
                   "no se rinde. Las pepitas gastadas vuelven al montón; si se agota, se sigue sin límite. Un "
                   "jugador eliminado pierde sus pepitas."},
    "shop": {"en": "In phase 2, any number of times: buy one of the three face-up cards (brown: used at "
                   "once, then under the equipment deck; black: in front of you, never two of one name); pay a "
                   "black card's cost + 1 to make another player discard it (never your own; he cannot stop it); "
                   "sell a Beer for a nugget (even with two players left). Panic!, Cat Balou and abilities never "
                   "take equipment. An eliminated player's equipment goes under the equipment deck (Vulture Sam "
                   "does not take it); a Sheriff who kills a Deputy discards it too (FAQ). Once the deck is drawn "
                   "down to the used cards face up under it, the whole pile is shuffled into a new deck.",
             "es": "En la fase 2, las veces que quieras: compra una de las tres cartas boca arriba "
                   "(borde marrón: se usa en el acto y va debajo del mazo de Equipo; borde negro: delante de ti, "
                   "nunca dos con el mismo nombre); paga el coste + 1 de una carta negra para que otro jugador la "
                   "descarte (nunca la tuya; no puede evitarlo); vende una Cerveza por una pepita (también con dos "
                   "jugadores). ¡Pánico!, La Ingenua Explosiva y las capacidades nunca quitan Equipo. El Equipo de "
                   "un eliminado va debajo del mazo de Equipo (\"Buitre\" Sam no se lo queda); un Sheriff que mata "
                   "a un Alguacil también lo descarta (FAQ). Cuando al robar se llega a las cartas usadas boca "
                   "arriba, se baraja todo el montón en un nuevo mazo."},
}
ENTRIES = {"gold": ("Nuggets", "Pepitas"), "shop": ("The shop", "La tienda")}    # the Rules' entries of its rules

CHARACTERS = {
    "don_bell": {"en": "At the end of his turn he \"draws!\": a Heart or a Diamond, and he plays another turn. Not "
                       "after that extra turn, nor when the Jail skipped his turn (FAQ).",
                 "es": "Al final de su turno desenfunda: si sale Corazones o Diamantes, juega otro turno. No tras "
                       "ese turno extra, ni cuando la Cárcel le hizo perder el turno (FAQ)."},
    "dutch_will": {"en": "In phase 1 he draws 2 cards, discards 1 of them (his choice) and takes 1 nugget.",
                   "es": "En la fase 1 roba 2 cartas, descarta 1 de ellas (a su elección) y coge 1 pepita."},
    "jacky_murieta": {"en": "During his turn he may pay 2 nuggets to shoot one more BANG!, without a card, at a "
                            "player in reach; again while he can pay (FAQ). No card is played: El Gringo takes "
                            "nothing from him.",
                      "es": "Durante su turno puede pagar 2 pepitas para disparar un ¡BANG! más, sin carta, a un "
                            "jugador a su alcance; otra vez mientras pueda pagar (FAQ). No juega ninguna carta: El "
                            "Gringo no le quita nada."},
    "josh_mccloud": {"en": "During his turn he may pay 2 nuggets to draw the top card of the equipment deck (not "
                           "the shop's) and use it at once: brown, its effect; black, in front of him (one he "
                           "already has is discarded).",
                     "es": "Durante su turno puede pagar 2 pepitas para robar la primera carta del mazo de Equipo "
                           "(no de la tienda) y usarla en el acto: marrón, su efecto; negra, delante de él (si ya "
                           "tiene una igual, se descarta)."},
    "madam_yto": {"en": "Each time a Beer card is played, by anyone, to heal or sold for a nugget, she draws a "
                        "card. Not for a Saloon or a Bottle.",
                  "es": "Cada vez que alguien juega una carta de Cerveza, para curarse o vendida por una pepita, "
                        "roba una carta. No por un Saloon ni una Botella."},
    "pretty_luzena": {"en": "Once a turn she buys a card for 1 nugget less (a card of cost 1 is free); not when "
                            "paying to make someone discard.",
                      "es": "Una vez por turno compra una carta por 1 pepita menos (una de coste 1, gratis); no al "
                            "pagar para que otro descarte."},
    "raddie_snake": {"en": "During his turn he may give back 1 nugget to draw a card from the deck, at most twice "
                           "a turn.",
                     "es": "Durante su turno puede devolver 1 pepita para robar una carta del mazo, como mucho dos "
                           "veces por turno."},
    "simeon_picos": {"en": "Each time he loses a life point he takes 1 nugget from the heap; for his last one too "
                           "(our ruling).",
                     "es": "Cada vez que pierde un punto de vida coge 1 pepita del montón; también por el último "
                           "(decisión nuestra)."},
}

TEXT = {
    "en": {
        "gold_rush.title": "Gold Rush",
        "gold_rush.zone.equipment_deck": "the equipment deck", "gold_rush.label.equipment_deck": "Equipment {n}",
        "gold_rush.zone.equipment_discard": "the bottom of the equipment deck",
        "gold_rush.label.equipment_discard": "Used {n}",
        "gold_rush.zone.shop": "the shop", "gold_rush.label.shop": "Shop: click a card to buy it",
        "gold_rush.zone.gold_heap": "the heap", "gold_rush.label.gold_heap": "Nugget heap",
        "gold_rush.zone.gold": "the nuggets", "gold_rush.label.gold": "Nuggets {n}",
        "gold_rush.zone.equipment": "the equipment",
        "option.buy": "Buy {card}", "option.force_discard": "Pay {price}: {name} discards {card}",
        "option.sell_beer": "Sell {card} for a nugget", "option.gold_pan": "Gold Pan: 1 nugget for a card",
        "option.rucksack": "Rucksack: 2 nuggets for a life point", "option.jacky": "2 nuggets: a BANG! without a card",
        "option.jacky_at": "2 nuggets: BANG! at {name}",
        "option.josh": "2 nuggets: the equipment deck's top card", "option.raddie": "1 nugget for a card",
        "gold_rush.price": "{n} nuggets", "gold_rush.price_one": "1 nugget",
        "gold_rush.sell": "Sell a Beer: +1 nugget",
        "gold_rush.sell_tip": "Then click the Beer of your hand to sell (or drag it onto the nugget heap).",
        "gold_rush.sell_cancel": "Keep my Beer",
        "gold_rush.sell_status": "Click the Beer to sell for a nugget (right click or Esc cancels).",
        "gold_rush.gold_pan": "Gold Pan: 1 nugget, 1 card",
        "gold_rush.gold_pan_tip": "Pay 1 nugget to draw a card (twice a turn).",
        "gold_rush.rucksack": "Rucksack: 2 nuggets, 1 life",
        "gold_rush.rucksack_tip": "Pay 2 nuggets to regain a life point.",
        "gold_rush.jacky": "2 nuggets: BANG!", "gold_rush.jacky_tip": "Pay 2 nuggets to shoot a BANG! without a card.",
        "gold_rush.josh": "2 nuggets: equipment",
        "gold_rush.josh_tip": "Pay 2 nuggets for the equipment deck's top card, used at once.",
        "gold_rush.raddie": "1 nugget: 1 card", "gold_rush.raddie_tip": "Give back 1 nugget to draw a card (twice).",
        "gold_rush.as": "as {card}", "gold_rush.at": "on {name}", "gold_rush.take_hand": "a card from the hand",
        "gold_rush.take": "{card}",
        "gold_rush.buy_title": "Buy {card}", "gold_rush.buy_line": "How is it used? It is used at once.",
        "prompt.dutch_will": "Discard one of the two cards you drew; you keep the other and take a nugget.",
        "prompt.josh_mccloud": "The equipment deck's top card is used at once: how?",
        "option.josh_use": "Use {card}",
        "gold_rush.log.buy": "{by} buys {cards}.",
        "gold_rush.log.buy_black": "{by} buys {cards}, now in front of {name}.",
        "gold_rush.log.pay": "{name} pays {n} nugget(s) to the heap.",
        "gold_rush.log.hit": "{name} takes {n} nugget(s) for the hit.",
        "gold_rush.log.earn": "{name} takes {n} nugget(s) ({why}).",
        "gold_rush.log.sell": "{name} sells a Beer: +{n} nugget.",
        "gold_rush.log.spend": "{name} spends {n} nugget(s) ({why}).",
        "gold_rush.log.force": "{by} pays to make {victim} discard {cards}.",
        "gold_rush.log.forced_pay": "{name} pays {n} nuggets to the heap for it.",
        "gold_rush.log.fill": "The shop gets {cards}.", "gold_rush.log.left": "{victim}'s {cards} go to {to}.",
        "gold_rush.log.left_seen_one": "{victim}'s {cards} goes to {to}.",
        "gold_rush.log.lost": "{name} loses {n} nugget(s) to the heap.",
        "gold_rush.log.wanted": "{name} takes the Wanted bounty: {n} nugget.",
        "gold_rush.log.reshuffle": "The equipment is shuffled into a new deck.",
        "gold_rush.log.josh": "{by} turns up {cards} from the equipment deck, to use at once.",
        "gold_rush.log.jacky": "{name} pays {price} nuggets to shoot a BANG! at {target} ({why}).",
        "gold_rush.log.calumet": "{card} has no effect on {name}, whose {why} wards off the Diamond cards the "
                                 "other players play.",
        "why_not.not_enough_gold": "{n0} nuggets needed, you have {n1}.",
        "why_not.not_enough_gold_one": "1 nugget needed, you have {n1}.",
        "why_not.not_in_shop": "{card} is not in the shop.",
        "why_not.force_own": "Not your own equipment: only another player's.",
        "why_not.sell_only_beer": "Only a Beer is sold for a nugget.",
        "why_not.equipment_immune": "Equipment is never taken by a card: only paid away.",
        "why_not.gold_pan_twice": "The Gold Pan is used twice a turn at most.",
        "why_not.no_gold_pan": "You have no Gold Pan in front of you.",
        "why_not.no_rucksack": "You have no Rucksack in front of you.",
        "why_not.rucksack_when": "The Rucksack heals when you are hurt.",
        "why_not.no_such_use": "{card} cannot be used that way now.",
        "why_not.needs_use": "Say how {card} is used.",
        "why_not.twice_a_turn": "Twice a turn at most.",
        "confirm.title.wanted_on_self": "A Wanted on yourself?",
        "confirm.body.wanted_on_self": "Whoever eliminates you would draw 2 cards and take a nugget.",
        "confirm.title.spend_last_gold": "Spend your last nuggets?",
        "confirm.body.spend_last_gold": "{answer}. This takes every nugget you have.",
        "confirm.title.heal_at_full": "Buy it at full life?",
        "confirm.body.heal_at_full": "It would heal nothing now: the nuggets would be wasted.",
    },
    "es": {
        "gold_rush.title": "Fiebre del oro",
        "gold_rush.zone.equipment_deck": "el mazo de Equipo", "gold_rush.label.equipment_deck": "Equipo {n}",
        "gold_rush.zone.equipment_discard": "debajo del mazo de Equipo",
        "gold_rush.label.equipment_discard": "Usadas {n}",
        "gold_rush.zone.shop": "la tienda", "gold_rush.label.shop": "Tienda: haz clic en una carta para comprarla",
        "gold_rush.zone.gold_heap": "el montón", "gold_rush.label.gold_heap": "Montón de pepitas",
        "gold_rush.zone.gold": "las pepitas", "gold_rush.label.gold": "Pepitas {n}",
        "gold_rush.zone.equipment": "el Equipo",
        "option.buy": "Comprar {card}", "option.force_discard": "Pagar {price}: {name} descarta {card}",
        "option.sell_beer": "Vender {card} por una pepita", "option.gold_pan": "Cedazo: 1 pepita por una carta",
        "option.rucksack": "Mochila: 2 pepitas por un punto de vida",
        "option.jacky": "2 pepitas: un ¡BANG! sin carta", "option.jacky_at": "2 pepitas: ¡BANG! a {name}",
        "option.josh": "2 pepitas: la primera carta del mazo de Equipo", "option.raddie": "1 pepita por una carta",
        "gold_rush.price": "{n} pepitas", "gold_rush.price_one": "1 pepita",
        "gold_rush.sell": "Vender una Cerveza: +1 pepita",
        "gold_rush.sell_tip": "Luego haz clic en la Cerveza de tu mano que vendes (o arrástrala al montón de "
                              "pepitas).",
        "gold_rush.sell_cancel": "Guardar mi Cerveza",
        "gold_rush.sell_status": "Haz clic en la Cerveza que vendes por una pepita (clic derecho o Esc cancela).",
        "gold_rush.gold_pan": "Cedazo: 1 pepita, 1 carta",
        "gold_rush.gold_pan_tip": "Paga 1 pepita para robar una carta (dos veces por turno).",
        "gold_rush.rucksack": "Mochila: 2 pepitas, 1 vida",
        "gold_rush.rucksack_tip": "Paga 2 pepitas para recuperar un punto de vida.",
        "gold_rush.jacky": "2 pepitas: ¡BANG!",
        "gold_rush.jacky_tip": "Paga 2 pepitas para disparar un ¡BANG! sin carta.",
        "gold_rush.josh": "2 pepitas: Equipo",
        "gold_rush.josh_tip": "Paga 2 pepitas por la primera carta del mazo de Equipo, usada en el acto.",
        "gold_rush.raddie": "1 pepita: 1 carta",
        "gold_rush.raddie_tip": "Devuelve 1 pepita para robar una carta (dos veces).",
        "gold_rush.as": "como {card}", "gold_rush.at": "a {name}", "gold_rush.take_hand": "una carta de la mano",
        "gold_rush.take": "{card}",
        "gold_rush.buy_title": "Comprar {card}", "gold_rush.buy_line": "¿Cómo la usas? Se usa en el acto.",
        "prompt.dutch_will": "Descarta una de las dos cartas que has robado; te quedas la otra y coges una pepita.",
        "prompt.josh_mccloud": "La primera carta del mazo de Equipo se usa en el acto: ¿cómo?",
        "option.josh_use": "Usar {card}",
        "gold_rush.log.buy": "{by} compra {cards}.",
        "gold_rush.log.buy_black": "{by} compra {cards}, ahora delante de {name}.",
        "gold_rush.log.pay": "{name} paga {n} pepita(s) al montón.",
        "gold_rush.log.hit": "{name} coge {n} pepita(s) por la herida.",
        "gold_rush.log.earn": "{name} coge {n} pepita(s) ({why}).",
        "gold_rush.log.sell": "{name} vende una Cerveza: +{n} pepita.",
        "gold_rush.log.spend": "{name} gasta {n} pepita(s) ({why}).",
        "gold_rush.log.force": "{by} paga para que {victim} descarte {cards}.",
        "gold_rush.log.forced_pay": "{name} paga {n} pepitas al montón por ello.",
        "gold_rush.log.fill": "La tienda recibe {cards}.", "gold_rush.log.left": "{cards} de {victim} van a {to}.",
        "gold_rush.log.left_seen_one": "{cards} de {victim} va a {to}.",
        "gold_rush.log.lost": "{name} pierde {n} pepita(s), que vuelven al montón.",
        "gold_rush.log.wanted": "{name} cobra la recompensa de Se Busca: {n} pepita.",
        "gold_rush.log.reshuffle": "El Equipo se baraja en un nuevo mazo.",
        "gold_rush.log.josh": "{by} descubre {cards} del mazo de Equipo, para usarla en el acto.",
        "gold_rush.log.jacky": "{name} paga {price} pepitas para disparar un ¡BANG! contra {target} ({why}).",
        "gold_rush.log.calumet": "{card} no afecta a {name}: su {why} anula las cartas de Diamantes que juegan "
                                 "los demás.",
        "why_not.not_enough_gold": "Necesitas {n0} pepitas y tienes {n1}.",
        "why_not.not_enough_gold_one": "Necesitas 1 pepita y tienes {n1}.",
        "why_not.not_in_shop": "{card} no está en la tienda.",
        "why_not.force_own": "Tu propio Equipo no: solo el de otro jugador.",
        "why_not.sell_only_beer": "Solo se vende una Cerveza por una pepita.",
        "why_not.equipment_immune": "El Equipo nunca se quita con una carta: solo pagando.",
        "why_not.gold_pan_twice": "El Cedazo se usa como mucho dos veces por turno.",
        "why_not.no_gold_pan": "No tienes un Cedazo delante.",
        "why_not.no_rucksack": "No tienes una Mochila delante.",
        "why_not.rucksack_when": "La Mochila cura cuando estás herido.",
        "why_not.no_such_use": "{card} no puede usarse así ahora.",
        "why_not.needs_use": "Di cómo se usa {card}.",
        "why_not.twice_a_turn": "Como mucho dos veces por turno.",
        "confirm.title.wanted_on_self": "¿Un Se Busca sobre ti?",
        "confirm.body.wanted_on_self": "Quien te elimine robaría 2 cartas y cogería una pepita.",
        "confirm.title.spend_last_gold": "¿Gastar tus últimas pepitas?",
        "confirm.body.spend_last_gold": "{answer}. Esto se lleva todas las pepitas que tienes.",
        "confirm.title.heal_at_full": "¿Comprarla con la vida completa?",
        "confirm.body.heal_at_full": "Ahora no curaría nada: las pepitas se perderían.",
    },
}
