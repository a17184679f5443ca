"""The rules texts of the Rules scene (and of the enlarged cards and characters), in English and Spanish, keyed by
the cores' ids: every card, character and role of BANG!, and every face, character and role of the dice game with
its table rules. Written from the rulebooks, in our own words."""

CARDS = {
    "bang": {
        "en": "Shoot one player you can reach: his distance from you must be no more than the reach of your weapon "
              "(the Colt .45 on your board reaches 1; a weapon you put in play replaces it). He loses 1 life unless "
              "he cancels it with a Missed! or a Barrel. One BANG! a turn, unless a Volcanic or Willy the Kid says "
              "otherwise.",
        "es": "Dispara a un jugador a tu alcance: su distancia no puede superar el alcance de tu arma (el Colt .45 "
              "de tu tablero alcanza 1; un arma que pongas en juego lo sustituye). Pierde 1 punto de vida si no lo "
              "evita con un ¡Fallaste! o un Barril. Solo un ¡BANG! por turno, salvo con Volcanic o Willy el Niño.",
    },
    "missed": {
        "en": "Play it when you are shot: it cancels one BANG! (or one shot of a Gatling) aimed at you. The only "
              "card, with Beer, you may play out of your turn.",
        "es": "Juégala cuando te disparen: anula un ¡BANG! (o un disparo de la Ametralladora) contra ti. Con la "
              "Cerveza, es la única carta que puedes jugar fuera de tu turno.",
    },
    "beer": {
        "en": "Regain 1 life, never above your maximum. Out of your turn you may drink it only when a hit would "
              "eliminate you. When only two players are left, Beer has no effect.",
        "es": "Recuperas 1 punto de vida, nunca por encima de tu máximo. Fuera de tu turno solo puedes beberla si un "
              "golpe te eliminaría. Cuando solo quedan dos jugadores, la Cerveza no tiene efecto.",
    },
    "saloon": {
        "en": "Every living player, you included, regains 1 life.",
        "es": "Todos los jugadores vivos, tú incluido, recuperan 1 punto de vida.",
    },
    "stagecoach": {
        "en": "Draw 2 cards from the deck.",
        "es": "Roba 2 cartas del mazo.",
    },
    "wells_fargo": {
        "en": "Draw 3 cards from the deck.",
        "es": "Roba 3 cartas del mazo.",
    },
    "general_store": {
        "en": "Turn up one card from the deck for each living player. Starting with you and going clockwise, each "
              "player takes one of them.",
        "es": "Descubre del mazo una carta por cada jugador vivo. Empezando por ti y en el sentido de las agujas del "
              "reloj, cada jugador se queda con una.",
    },
    "panic": {
        "en": "Take a card from a player at distance 1: a card in front of him that you choose, or a card from his "
              "hand at random. Weapons do not count: only the distance does.",
        "es": "Quita una carta a un jugador a distancia 1: una de las que tiene delante, a tu elección, o una de su "
              "mano al azar. Las armas no cuentan: solo la distancia.",
    },
    "cat_balou": {
        "en": "Make any player, at any distance, discard a card: one in front of him that you choose, or one from "
              "his hand at random.",
        "es": "Obliga a cualquier jugador, a cualquier distancia, a descartar una carta: una de las que tiene "
              "delante, a tu elección, o una de su mano al azar.",
    },
    "gatling": {
        "en": "A shot at every other player, whatever the distance: each must cancel it with a Missed! or a Barrel "
              "or lose 1 life. It is not a BANG! card, so you may still play one this turn.",
        "es": "Un disparo a cada uno de los demás jugadores, a cualquier distancia: cada uno lo evita con un "
              "¡Fallaste! o un Barril o pierde 1 punto de vida. No es una carta ¡BANG!: aún puedes jugar una este "
              "turno.",
    },
    "indians": {
        "en": "Every other player must discard a BANG! or lose 1 life. A Missed! or a Barrel does not help.",
        "es": "Cada uno de los demás jugadores debe descartar un ¡BANG! o perder 1 punto de vida. Ni ¡Fallaste! ni "
              "Barril sirven.",
    },
    "duel": {
        "en": "Challenge any player at any distance. Starting with him, you each discard a BANG! in turn; the "
              "first who cannot (or will not) loses 1 life. Those BANG!s do not count as played.",
        "es": "Desafía a cualquier jugador a cualquier distancia. Empezando por él, descartáis un ¡BANG! por turnos; "
              "el primero que no puede (o no quiere) pierde 1 punto de vida. Esos ¡BANG! no cuentan como jugados.",
    },
    "barrel": {
        "en": "When you are shot, you may \"draw!\": turn up the top card of the deck. A heart cancels the shot, as "
              "a Missed! would. If it fails you may still play a Missed!.",
        "es": "Cuando te disparen puedes \"desenfundar\": descubre la primera carta del mazo. Si es de corazones, "
              "anula el disparo como un ¡Fallaste!. Si falla, aún puedes jugar un ¡Fallaste!.",
    },
    "dynamite": {
        "en": "Put it in front of you. At the start of your next turn, before drawing, \"draw!\": a 2 to 9 of spades "
              "makes it explode and you lose 3 life; anything else passes it to the player on your left, and so on "
              "until it explodes. Nobody is credited with its damage.",
        "es": "Ponla delante de ti. Al empezar tu siguiente turno, antes de robar, \"desenfunda\": un 2 a 9 de picas "
              "la hace explotar y pierdes 3 puntos de vida; cualquier otra carta la pasa al jugador de tu izquierda, "
              "y así hasta que explote. Su daño no se atribuye a nadie.",
    },
    "jail": {
        "en": "Put it in front of any player but the Sheriff. At the start of his turn he must \"draw!\": a heart "
              "frees him and he plays normally; otherwise he skips his turn. Either way the Jail is discarded. A "
              "jailed player can still be shot and still answers.",
        "es": "Ponla delante de cualquier jugador menos el Sheriff. Al empezar su turno debe \"desenfundar\": con "
              "corazones sale y juega normalmente; si no, pierde el turno. En ambos casos la Cárcel se descarta. Un "
              "preso puede recibir disparos y responder a ellos.",
    },
    "mustang": {
        "en": "The others see you one seat farther away.",
        "es": "Los demás te ven a un asiento más de distancia.",
    },
    "scope": {
        "en": "You see the others one seat nearer (never nearer than 1).",
        "es": "Ves a los demás a un asiento menos de distancia (nunca menos de 1).",
    },
    "volcanic": {
        "en": "A weapon that reaches 1. With it you may play any number of BANG! cards in your turn.",
        "es": "Un arma de alcance 1. Con ella puedes jugar tantos ¡BANG! como quieras en tu turno.",
    },
    "schofield": {
        "en": "A weapon that reaches 2. You may hold one weapon: a new one replaces the old.",
        "es": "Un arma de alcance 2. Solo puedes tener un arma: la nueva sustituye a la anterior.",
    },
    "remington": {
        "en": "A weapon that reaches 3. You may hold one weapon: a new one replaces the old.",
        "es": "Un arma de alcance 3. Solo puedes tener un arma: la nueva sustituye a la anterior.",
    },
    "rev_carabine": {
        "en": "A weapon that reaches 4. You may hold one weapon: a new one replaces the old.",
        "es": "Un arma de alcance 4. Solo puedes tener un arma: la nueva sustituye a la anterior.",
    },
    "winchester": {
        "en": "A weapon that reaches 5. You may hold one weapon: a new one replaces the old.",
        "es": "Un arma de alcance 5. Solo puedes tener un arma: la nueva sustituye a la anterior.",
    },
}

CHARACTERS = {
    "bart_cassidy": {
        "en": "Each time he loses a life point, he draws a card from the deck.",
        "es": "Cada vez que pierde un punto de vida, roba una carta del mazo.",
    },
    "black_jack": {
        "en": "When he draws his two cards, he shows the second: if it is a heart or a diamond, he draws one more.",
        "es": "Al robar sus dos cartas, enseña la segunda: si es de corazones o diamantes, roba una más.",
    },
    "calamity_janet": {
        "en": "She may use a BANG! as a Missed! and a Missed! as a BANG! (still one BANG! a turn), in a Duel and "
              "against the Indians too.",
        "es": "Puede usar un ¡BANG! como ¡Fallaste! y un ¡Fallaste! como ¡BANG! (sigue siendo un ¡BANG! por turno), "
              "también en un Duelo y contra los indios.",
    },
    "el_gringo": {
        "en": "Each time another player's card costs him a life point, he takes a random card from that player's "
              "hand, one per point lost.",
        "es": "Cada vez que la carta de otro jugador le quita un punto de vida, coge una carta al azar de la mano de "
              "ese jugador, una por cada punto perdido.",
    },
    "jesse_jones": {
        "en": "He may draw his first card at random from another player's hand; the second comes from the deck.",
        "es": "Puede robar su primera carta al azar de la mano de otro jugador; la segunda, del mazo.",
    },
    "jourdonnais": {
        "en": "He always has a Barrel: when shot he may \"draw!\", and a heart cancels the shot. With a real Barrel "
              "he may try twice.",
        "es": "Siempre tiene un Barril: cuando le disparan puede \"desenfundar\" y con corazones evita el disparo. "
              "Con un Barril de verdad lo intenta dos veces.",
    },
    "kit_carlson": {
        "en": "He looks at the top three cards of the deck, keeps two and puts the third back on top.",
        "es": "Mira las tres primeras cartas del mazo, se queda con dos y devuelve la tercera encima del mazo.",
    },
    "lucky_duke": {
        "en": "Each time he must \"draw!\", he turns up two cards and chooses the one that counts.",
        "es": "Cada vez que debe \"desenfundar\", descubre dos cartas y elige la que cuenta.",
    },
    "paul_regret": {
        "en": "He always has a Mustang: the others see him one seat farther away (two with a real Mustang).",
        "es": "Siempre tiene un Mustang: los demás lo ven a un asiento más (dos con un Mustang de verdad).",
    },
    "pedro_ramirez": {
        "en": "He may draw his first card from the top of the discard pile; the second comes from the deck.",
        "es": "Puede robar su primera carta de la pila de descartes; la segunda, del mazo.",
    },
    "rose_doolan": {
        "en": "She always has a Scope: she sees the others one seat nearer (two with a real Scope).",
        "es": "Siempre tiene una Mira Telescópica: ve a los demás a un asiento menos (dos con una Mira de verdad).",
    },
    "sid_ketchum": {
        "en": "At any time, even out of his turn and when a hit would eliminate him, he may discard two cards from "
              "his hand to regain 1 life, as often as he likes.",
        "es": "En cualquier momento, incluso fuera de su turno y cuando un golpe le eliminaría, puede descartar dos "
              "cartas de su mano para recuperar 1 punto de vida, tantas veces como quiera.",
    },
    "slab_the_killer": {
        "en": "His BANG! cards need two Missed! to be cancelled (a Barrel that works counts as one).",
        "es": "Sus ¡BANG! necesitan dos ¡Fallaste! para ser anulados (un Barril que funciona cuenta como uno).",
    },
    "suzy_lafayette": {
        "en": "As soon as her hand is empty, she draws a card from the deck.",
        "es": "En cuanto se queda sin cartas en la mano, roba una del mazo.",
    },
    "vulture_sam": {
        "en": "When another player is eliminated, Sam takes every card of his hand and in front of him.",
        "es": "Cuando otro jugador es eliminado, Sam se queda con todas las cartas de su mano y de delante de él.",
    },
    "willy_the_kid": {
        "en": "He may play any number of BANG! cards in his turn.",
        "es": "Puede jugar tantos ¡BANG! como quiera en su turno.",
    },
}

ROLES = {
    "sheriff": {
        "en": "Face up from the start. He plays first and has one more life point (two in the dice game). He wins "
              "with his Deputies when every Outlaw and Renegade is out. In BANG!, if he eliminates a Deputy he "
              "discards every card he holds and has in play.",
        "es": "Boca arriba desde el principio. Juega primero y tiene un punto de vida más (dos en el juego de "
              "dados). Gana con sus Alguaciles cuando todos los Forajidos y Renegados están fuera. En ¡BANG!, si "
              "elimina a un Alguacil descarta todas las cartas de su mano y de delante de él.",
    },
    "deputy": {
        "en": "Secret. He protects the Sheriff and wins with him, even if he himself was eliminated.",
        "es": "Secreto. Protege al Sheriff y gana con él, aunque él mismo haya sido eliminado.",
    },
    "outlaw": {
        "en": "Secret. The Outlaws win when the Sheriff dies, even those already out (unless a Renegade is the last "
              "one standing). In BANG!, whoever eliminates an Outlaw draws three cards.",
        "es": "Secreto. Los Forajidos ganan cuando muere el Sheriff, también los ya eliminados (salvo que un "
              "Renegado sea el último en pie). En ¡BANG!, quien elimina a un Forajido roba tres cartas.",
    },
    "renegade": {
        "en": "Secret. He wants to be the last one left: he wins alone if the Sheriff dies when everyone else is "
              "already out. With eight players there are two Renegades, each playing for himself.",
        "es": "Secreto. Quiere ser el último: gana solo si el Sheriff muere cuando todos los demás ya están fuera. "
              "Con ocho jugadores hay dos Renegados, y cada uno juega por su cuenta.",
    },
}

DICE_FACES = {
    "arrow": {
        "en": "Take an arrow from the pile at once, after each roll (you may still re-roll the die). Whoever takes "
              "the last arrow sets off the Indians.",
        "es": "Coge una flecha del montón en el acto, tras cada tirada (aún puedes volver a tirar el dado). Quien "
              "coge la última flecha desata el ataque indio.",
    },
    "dynamite": {
        "en": "It can never be re-rolled. Three or more Dynamite cost you 1 life and end your rolling.",
        "es": "No se puede volver a tirar. Tres o más Dinamitas te quitan 1 punto de vida y acaban tus tiradas.",
    },
    "1": {
        "en": "A player next to you, on your left or your right, loses 1 life.",
        "es": "Un jugador a tu lado, a tu izquierda o a tu derecha, pierde 1 punto de vida.",
    },
    "2": {
        "en": "A player exactly two seats away, on either side, loses 1 life. With only two or three players left, "
              "a 2 works as a 1.",
        "es": "Un jugador a exactamente dos asientos, a cualquier lado, pierde 1 punto de vida. Si solo quedan dos o "
              "tres jugadores, un 2 vale como un 1.",
    },
    "beer": {
        "en": "Any player, you included, regains 1 life, never above his starting life.",
        "es": "Cualquier jugador, tú incluido, recupera 1 punto de vida, nunca por encima de su vida inicial.",
    },
    "gatling": {
        "en": "Three or more Gatling: every other player loses 1 life and you give back all your arrows.",
        "es": "Tres o más Gatling: cada uno de los demás pierde 1 punto de vida y tú devuelves todas tus flechas.",
    },
}

HOW_TO_PLAY = {
    "turn": {
        "en": "Your turn has three steps. 1. Draw the top two cards of the deck. 2. Play any cards you like, one at a "
              "time, but only one BANG! a turn. 3. Discard down to your hand limit, then the player on your left "
              "plays. A brown card acts and is discarded; a blue card stays in front of you.",
        "es": "Tu turno tiene tres pasos. 1. Roba las dos cartas de arriba del mazo. 2. Juega las cartas que "
              "quieras, de una en una, pero un solo ¡BANG! por turno. 3. Descarta hasta tu límite de mano, y juega "
              "el de tu izquierda. Una carta marrón actúa y se descarta; una azul se queda delante de ti.",
    },
    "distance": {
        "en": "The distance between two players is the fewest seats between them, one way round or the other "
              "(players out of the game do not count). A BANG! reaches as far as your weapon: 1 with the Colt .45 "
              "you start with, more with another gun. A Scope brings everyone 1 closer to you; a Mustang puts you "
              "1 farther from everyone else. Panic! reaches distance 1 whatever your weapon.",
        "es": "La distancia entre dos jugadores es el menor número de asientos entre ellos, en un sentido u otro "
              "(los eliminados no cuentan). Un ¡BANG! llega tan lejos como tu arma: 1 con el Colt .45 del "
              "principio, más con otra arma. La Mira Telescópica acerca a todos 1; el Mustang te aleja 1 de los "
              "demás. ¡Pánico! alcanza a distancia 1 sea cual sea tu arma.",
    },
    "hand_limit": {
        "en": "At the end of your turn you may keep as many cards in hand as you have life points: discard the "
              "rest. Losing life makes your hand smaller, and a Beer brings a life point back (never above your "
              "maximum).",
        "es": "Al final de tu turno puedes quedarte tantas cartas en la mano como puntos de vida tengas: descarta "
              "las demás. Perder vida hace tu mano más pequeña, y una Cerveza te devuelve un punto de vida (nunca "
              "por encima del máximo).",
    },
    "winning": {
        "en": "The Sheriff shows his role; the others keep theirs hidden until they are out. The Sheriff and his "
              "Deputies win when every Outlaw and the Renegade are out; the Outlaws win when the Sheriff is out; "
              "the Renegade wins by being the last one standing. Whoever eliminates an Outlaw draws 3 cards; a "
              "Sheriff who eliminates his Deputy discards all his cards.",
        "es": "El Sheriff muestra su rol; los demás lo ocultan hasta que caen. El Sheriff y sus Alguaciles ganan "
              "cuando caen todos los Forajidos y el Renegado; los Forajidos ganan cuando cae el Sheriff; el "
              "Renegado gana si queda el último en pie. Quien elimina a un Forajido roba 3 cartas; el Sheriff que "
              "elimina a su Alguacil descarta todas sus cartas.",
    },
    "house": {
        "en": "House rules, each chosen at the setup. Simplified deck (rulebooks 000 and 002): the 13 cards with the "
              "book symbol (Dynamite, Duel, General Store, Indians!, Jail, Volcanic) stay in the box. Ley Implacable "
              "(rulebook 004): while a BANG! of the Sheriff's can reach someone, he must shoot before his turn ends, "
              "and at the end of his turn he discards a BANG! only once he has no other card left. Eight players: "
              "two Renegades, each on his own (not in the base rulebook).",
        "es": "Reglas de la casa, cada una a elegir al preparar la partida. Mazo simplificado (reglamentos 000 y "
              "002): las 13 cartas con el símbolo del libro (Dinamita, Duelo, Almacén, ¡Indios!, Cárcel, Volcanic) "
              "se quedan en la caja. Ley Implacable (reglamento 004): mientras un ¡BANG! del Sheriff alcance a "
              "alguien, debe disparar antes de terminar su turno, y al final del turno solo descarta un ¡BANG! "
              "cuando no le queda otra carta. Ocho jugadores: dos Renegados, cada uno por su cuenta (no está en el "
              "reglamento básico).",
    },
}

DICE_RULES = {
    "turn": {
        "en": "Roll the five dice. You may set aside any of them and re-roll the rest, twice (three rolls in all); "
              "the last roll stands. Dynamite stays where it lands.",
        "es": "Tira los cinco dados. Puedes apartar los que quieras y volver a tirar el resto, dos veces (tres "
              "tiradas en total); la última tirada se queda. La Dinamita se queda como cae.",
    },
    "arrows": {
        "en": "There are nine arrows. When the last one is taken, the Indians attack: every player loses 1 life per "
              "arrow he holds, and all the arrows go back to the pile.",
        "es": "Hay nueve flechas. Cuando se coge la última, atacan los indios: cada jugador pierde 1 punto de vida "
              "por flecha que tenga y todas las flechas vuelven al montón.",
    },
    "resolve": {
        "en": "Then every die counts, none may be skipped, in this order: Dynamite, the 1s and 2s, the Beers, the "
              "Gatling. The 1s and 2s land together, once all are aimed. Eliminated players are not counted when "
              "you count seats, and stop playing: a roller who falls resolves nothing more.",
        "es": "Después cuentan todos los dados, sin saltarse ninguno, en este orden: Dinamita, los 1 y 2, las "
              "Cervezas, la Gatling. Los 1 y 2 se resuelven a la vez, una vez apuntados todos. Los eliminados no "
              "cuentan al contar asientos y dejan de actuar: quien cae en su turno ya no resuelve nada más.",
    },
    "three_players": {
        "en": "With three players the roles are a Deputy, an Outlaw and a Renegade, face up. The Deputy hunts the "
              "Renegade, the Renegade the Outlaw, the Outlaw the Deputy; you win by taking your target's last life "
              "yourself. The Deputy starts.",
        "es": "Con tres jugadores los roles son un Alguacil, un Forajido y un Renegado, boca arriba. El Alguacil "
              "caza al Renegado, el Renegado al Forajido y el Forajido al Alguacil; ganas si quitas tú el último "
              "punto de vida a tu objetivo. Empieza el Alguacil.",
    },
    "end": {
        "en": "The game ends at once when the Sheriff is out (the Outlaws win, or a Renegade left alone) or when "
              "every Outlaw and Renegade is out (the Sheriff and his Deputies win).",
        "es": "La partida acaba en cuanto cae el Sheriff (ganan los Forajidos, o un Renegado que queda solo) o "
              "cuando caen todos los Forajidos y Renegados (ganan el Sheriff y sus Alguaciles).",
    },
}

DICE_CHARACTERS = {
    "bart_cassidy": {
        "en": "Each time a 1, a 2 or the Gatling would cost you a life point, you may take an arrow instead. Not "
              "against the Indians or Dynamite, and never the last arrow of the pile.",
        "es": "Cada vez que un 1, un 2 o la Gatling te fuera a quitar un punto de vida, puedes coger una flecha en su "
              "lugar. No contra los indios ni la Dinamita, y nunca la última flecha del montón.",
    },
    "black_jack": {
        "en": "You may re-roll Dynamite, unlike everyone else. Once three or more Dynamite show, they explode as "
              "usual and stay.",
        "es": "Puedes volver a tirar la Dinamita, al contrario que los demás. Cuando salen tres o más, estallan como "
              "siempre y se quedan.",
    },
    "calamity_janet": {
        "en": "You may use a 1 as a 2 and a 2 as a 1: each reaches a player one or two seats away.",
        "es": "Puedes usar un 1 como un 2 y un 2 como un 1: cada uno alcanza a un jugador a uno o dos asientos.",
    },
    "el_gringo": {
        "en": "Each time a player makes you lose life points with 1s and 2s or the Gatling, that player takes an "
              "arrow. The Indians and Dynamite do not count.",
        "es": "Cada vez que un jugador te quita puntos de vida con 1 y 2 o con la Gatling, ese jugador coge una "
              "flecha. Los indios y la Dinamita no cuentan.",
    },
    "jesse_jones": {
        "en": "With four life points or fewer at the start of your Beers, each Beer you use on yourself gives you "
              "two life points.",
        "es": "Si tienes cuatro puntos de vida o menos al usar tus Cervezas, cada Cerveza que usas contigo te da "
              "dos puntos de vida.",
    },
    "jourdonnais": {
        "en": "You never lose more than one life point to an Indian attack, however many arrows you hold.",
        "es": "Nunca pierdes más de un punto de vida en un ataque indio, tengas las flechas que tengas.",
    },
    "kit_carlson": {
        "en": "For each Gatling you roll you may discard one arrow of any player, yours too. With three Gatling you "
              "also fire it: you give back all your arrows and every other player loses a life point.",
        "es": "Por cada Gatling que sacas puedes descartar una flecha de cualquier jugador, también tuya. Con tres "
              "Gatling además la disparas: devuelves todas tus flechas y cada uno de los demás pierde un punto de "
              "vida.",
    },
    "lucky_duke": {
        "en": "You may re-roll one more time: four rolls in all.",
        "es": "Puedes volver a tirar una vez más: cuatro tiradas en total.",
    },
    "paul_regret": {
        "en": "You never lose life points to the Gatling.",
        "es": "Nunca pierdes puntos de vida por la Gatling.",
    },
    "pedro_ramirez": {
        "en": "Each time you lose a life point (not to the Indians) you may discard one of your arrows. You still "
              "lose the life point.",
        "es": "Cada vez que pierdes un punto de vida (no por los indios) puedes descartar una de tus flechas. Aun "
              "así pierdes el punto de vida.",
    },
    "rose_doolan": {
        "en": "Your 1s and 2s reach one seat further: a 1 hits a player one or two seats away, a 2 one two or three "
              "seats away.",
        "es": "Tus 1 y 2 llegan un asiento más lejos: un 1 alcanza a un jugador a uno o dos asientos, un 2 a dos o "
              "tres asientos.",
    },
    "sid_ketchum": {
        "en": "At the start of your turn, a player of your choice, you included, gains a life point.",
        "es": "Al comienzo de tu turno, un jugador de tu elección, tú incluido, gana un punto de vida.",
    },
    "slab_the_killer": {
        "en": "Once a turn you may spend a Beer to double a 1 or a 2: that shot takes two life points, and the Beer "
              "heals nobody.",
        "es": "Una vez por turno puedes gastar una Cerveza para doblar un 1 o un 2: ese disparo quita dos puntos de "
              "vida, y la Cerveza no cura a nadie.",
    },
    "suzy_lafayette": {
        "en": "If your dice show no 1 and no 2 at the end of your turn, you gain two life points.",
        "es": "Si tus dados no muestran ningún 1 ni 2 al final de tu turno, ganas dos puntos de vida.",
    },
    "vulture_sam": {
        "en": "Each time another player is eliminated, you gain two life points.",
        "es": "Cada vez que otro jugador es eliminado, ganas dos puntos de vida.",
    },
    "willy_the_kid": {
        "en": "Two Gatling are enough to fire the Gatling (still once a turn).",
        "es": "Te bastan dos Gatling para disparar la Gatling (una vez por turno).",
    },
}

DICE_ROLES = {
    "sheriff": {
        "en": "Face up from the start. He rolls first and has two more life points than his character. He and his "
              "Deputies win when every Outlaw and Renegade is out. (No Sheriff with three players.)",
        "es": "Boca arriba desde el principio. Tira primero y tiene dos puntos de vida más que su personaje. Él y "
              "sus Alguaciles ganan cuando todos los Forajidos y Renegados están fuera. (Sin Sheriff con tres "
              "jugadores.)",
    },
    "deputy": {
        "en": "Secret. He wins with the Sheriff, even if he himself is out. With three players the Deputy is face up, "
              "rolls first and hunts the Renegade.",
        "es": "Secreto. Gana con el Sheriff, aunque él mismo esté fuera. Con tres jugadores el Alguacil está boca "
              "arriba, tira primero y caza al Renegado.",
    },
    "outlaw": {
        "en": "Secret. The Outlaws win when the Sheriff dies, even those already out, unless a Renegade is the last "
              "one standing; and if everyone falls at once. With three players the Outlaw hunts the Deputy.",
        "es": "Secreto. Los Forajidos ganan cuando muere el Sheriff, también los ya eliminados, salvo que un Renegado "
              "quede el último en pie; y si todos caen a la vez. Con tres jugadores el Forajido caza al Alguacil.",
    },
    "renegade": {
        "en": "Secret. He wins alone if he is the last one standing. With eight players there are two Renegades, each "
              "for himself: if the Sheriff dies while both live, the Outlaws win. With three players the Renegade "
              "hunts the Outlaw.",
        "es": "Secreto. Gana solo si queda el último en pie. Con ocho jugadores hay dos Renegados, cada uno por su "
              "cuenta: si el Sheriff muere con los dos vivos, ganan los Forajidos. Con tres jugadores el Renegado "
              "caza al Forajido.",
    },
}
