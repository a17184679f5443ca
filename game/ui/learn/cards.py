"""The lessons of BANG! (the card game), in order: each a stacked table and its steps (lessons.py). The player is
Ana, the first player; Bruno sits on her left, Diego on her right. A lesson for an expansion is one more Lesson
here (its table's `expansions`, its cards and moves in the scenario words)."""

from __future__ import annotations

from game.ui.learn.lessons import Lesson, Step

# Characters whose abilities stay out of the way of a lesson about something else.
QUIET = {"Bruno": "vulture_sam", "Carmen": "slab_the_killer", "Diego": "suzy_lafayette"}


def players(ana: dict, **others: dict) -> list[dict]:
    """Ana and the three others, each with a quiet character unless the lesson gives one."""
    return [{"name": "Ana", **ana}] + [{"name": name, "character": QUIET[name], **others.get(name, {})}
                                        for name in ("Bruno", "Carmen", "Diego")]


TURN = Lesson(
    "cards", "turn",
    {"en": "1. A turn", "es": "1. Un turno"},
    {"seed": 1,
     "players": players({"role": "sheriff", "character": "bart_cassidy", "life": 2,
                         "hand": ["bang 2D", "missed 10C", "stagecoach 9S", "bang 8C"]},
                        Bruno={"role": "outlaw", "hand": ["bang 9C"]},
                        Carmen={"role": "outlaw"}, Diego={"role": "renegade"}),
     "table": {"deck": ["beer 6H", "bang 5D"], "turn": "Ana", "phase": "start"}},
    (
        Step({"en": "Your turn has three steps. First you draw two cards: they just came into your hand (below). "
                    "Second, you play cards. Shoot Bruno, the player on your left: click the BANG! 2 of diamonds, "
                    "then click Bruno.",
              "es": "Tu turno tiene tres pasos. Primero robas dos cartas: acaban de llegar a tu mano (abajo). "
                    "Segundo, juegas cartas. Dispara a Bruno, el jugador a tu izquierda: haz clic en el ¡BANG! 2 de "
                    "diamantes y luego en Bruno."},
             ({"do": "play", "card": "bang 2D", "target": "Bruno"},),
             {"en": "Play the BANG! 2 of diamonds at Bruno: click the card, then Bruno.",
              "es": "Juega el ¡BANG! 2 de diamantes contra Bruno: clic en la carta y luego en Bruno."}),
        Step({"en": "Bruno had no Missed! and lost a life point: the bullets on his plate show what he has left. "
                    "You may play one BANG! a turn. Heal with the Beer: click it.",
              "es": "Bruno no tenía ¡Fallaste! y perdió un punto de vida: las balas de su placa muestran las que le "
                    "quedan. Solo puedes jugar un ¡BANG! por turno. Cúrate con la Cerveza: haz clic en ella."},
             ({"do": "play", "card": "beer 6H"},),
             {"en": "Click the Beer to get a life point back.",
              "es": "Haz clic en la Cerveza para recuperar un punto de vida."}),
        Step({"en": "Third, you end your turn: click End turn. You may keep no more cards than your life points; "
                    "you have 3 life points and 4 cards.",
              "es": "Tercero, terminas tu turno: haz clic en Terminar turno. No puedes quedarte con más cartas que "
                    "puntos de vida: tienes 3 puntos de vida y 4 cartas."},
             ({"do": "end_turn"},),
             {"en": "Click End turn (right, above your hand).",
              "es": "Haz clic en Terminar turno (a la derecha, encima de tu mano)."}),
        Step({"en": "One card too many: discard one. Click the card you want to lose; keep the Missed!, it saves "
                    "you from a BANG!.",
              "es": "Te sobra una carta: descarta una. Haz clic en la carta que quieras perder; guarda el "
                    "¡Fallaste!, te salva de un ¡BANG!."},
             ({"do": "discard"},),
             {"en": "Click a card of your hand to discard it.",
              "es": "Haz clic en una carta de tu mano para descartarla."}),
    ),
    {"en": "That is a whole turn: draw two, play what you like (one BANG!), then discard down to your life. "
           "Now the next player plays.",
     "es": "Eso es un turno entero: robas dos, juegas lo que quieras (un solo ¡BANG!) y descartas hasta tu vida. "
           "Ahora juega el siguiente."},
    untaught=("distance",),  # taught in lesson 3: no Reach and Distance on the plates before
)

DEFENDING = Lesson(
    "cards", "defending",
    {"en": "2. Defending", "es": "2. Defenderse"},
    {"seed": 2,
     "players": players({"role": "sheriff", "character": "bart_cassidy", "life": 1,
                         "hand": ["missed 10C", "beer 6H"], "in_play": ["barrel QS"]},
                        Bruno={"role": "outlaw", "character": "willy_the_kid",
                               "hand": ["bang 2D", "bang 3D", "bang 4D"]},
                        Carmen={"role": "outlaw"}, Diego={"role": "renegade"}),
     "table": {"deck": ["panic QH", "missed 2S"], "turn": "Bruno", "phase": "play"}},
    (
        Step({"en": "It is Bruno's turn and he shoots you with a BANG!. You have only 1 life point left: cancel the "
                    "shot with your Missed!: click Play Missed!.",
              "es": "Es el turno de Bruno y te dispara un ¡BANG!. Solo te queda 1 punto de vida: anula el disparo "
                    "con tu ¡Fallaste!: haz clic en Jugar ¡Fallaste!."},
             ({"do": "missed", "card": "missed 10C"},),
             {"en": "Answer the BANG! with your Missed!: click Play Missed!.",
              "es": "Responde al ¡BANG! con tu ¡Fallaste!: haz clic en Jugar ¡Fallaste!."},
             ({"actor": "Bruno", "do": "play", "card": "bang 3D", "target": "Ana"},)),
        Step({"en": "Bruno is Willy the Kid: he may play any number of BANG!s. You have no Missed! left, but a "
                    "Barrel in play (by your plate). Use it: you \"draw!\" the top card of the deck, and a heart "
                    "cancels the shot.",
              "es": "Bruno es Willy the Kid: puede jugar todos los ¡BANG! que quiera. No te queda ningún "
                    "¡Fallaste!, pero tienes un Barril en juego (junto a tu placa). Úsalo: «desenfundas» la carta de "
                    "arriba del mazo, y un corazón anula el disparo."},
             ({"do": "barrel"},),
             {"en": "Use your Barrel: click its button.",
              "es": "Usa tu Barril: haz clic en su botón."},
             ({"actor": "Bruno", "do": "play", "card": "bang 4D", "target": "Ana"},)),
        Step({"en": "A heart: missed! Bruno shoots a third time. Try the Barrel again; it may be used once for "
                    "each shot.",
              "es": "Un corazón: ¡fallado! Bruno dispara por tercera vez. Prueba otra vez el Barril; sirve una vez "
                    "por cada disparo."},
             ({"do": "barrel"},),
             {"en": "Use your Barrel again: click its button.",
              "es": "Usa otra vez tu Barril: haz clic en su botón."}),
        Step({"en": "A spade: the Barrel failed, and nothing else can stop this shot. Take the hit.",
              "es": "Una pica: el Barril falló, y ya nada para este disparo. Recibe el golpe."},
             ({"do": "take_hit"},),
             {"en": "Click the button to take the hit.",
              "es": "Haz clic en el botón para recibir el golpe."}),
        Step({"en": "You are at 0 life points: you would be out of the game. A Beer saves you now: drink it.",
              "es": "Estás a 0 puntos de vida: quedarías fuera del juego. Una Cerveza te salva ahora: bébela."},
             ({"do": "beer", "card": "beer 6H"},),
             {"en": "Drink your Beer to stay in the game.",
              "es": "Bebe tu Cerveza para seguir en el juego."},
             ({"actor": "Bruno", "do": "end_turn"},)),
    ),
    {"en": "You survived: a Missed! cancels a BANG!, a Barrel draws for a heart, and a Beer at your last breath "
           "keeps you in (not when only two players are left).",
     "es": "Has sobrevivido: un ¡Fallaste! anula un ¡BANG!, un Barril desenfunda buscando un corazón, y una Cerveza "
           "en tu último aliento te mantiene en juego (no cuando solo quedan dos jugadores)."},
    ({"actor": "Bruno", "do": "play", "card": "bang 2D", "target": "Ana"},),
    untaught=("distance",),  # taught in lesson 3: no Reach and Distance on the plates before
)

DISTANCE = Lesson(
    "cards", "distance",
    {"en": "3. Distance", "es": "3. La distancia"},
    {"seed": 3,
     "players": players({"role": "sheriff", "character": "bart_cassidy",
                         "hand": ["bang 2D", "scope AS", "schofield KS", "mustang 8H"]},
                        Bruno={"role": "outlaw"}, Carmen={"role": "outlaw"}, Diego={"role": "renegade"}),
     "table": {"deck": ["beer 6H", "missed 10C"], "turn": "Ana", "phase": "start"}},
    (
        Step({"en": "Distance is how many seats lie between two players: Bruno and Diego sit at 1, Carmen at 2 "
                    "(point at her plate to read it). A BANG! reaches as far as your gun: 1 with the Colt .45 you "
                    "start with. Play the Scope: you see everyone 1 closer.",
              "es": "La distancia es cuántos asientos hay entre dos jugadores: Bruno y Diego están a 1, Carmen a 2 "
                    "(señala su placa para leerla). Un ¡BANG! llega tan lejos como tu arma: 1 con el Colt .45 del "
                    "principio. Juega la Mira Telescópica: ves a todos 1 más cerca."},
             ({"do": "play", "card": "scope AS"},),
             {"en": "Click the Scope to put it in play.",
              "es": "Haz clic en la Mira Telescópica para ponerla en juego."}),
        Step({"en": "Carmen is at distance 1 now. Shoot her with your BANG!: click it, then Carmen.",
              "es": "Ahora Carmen está a distancia 1. Dispárale con tu ¡BANG!: clic en la carta y luego en "
                    "Carmen."},
             ({"do": "play", "card": "bang 2D", "target": "Carmen"},),
             {"en": "Play the BANG! at Carmen.",
              "es": "Juega el ¡BANG! contra Carmen."}),
        Step({"en": "A gun reaches farther: the Schofield reaches 2. Play it: it takes the Colt's place.",
              "es": "Un arma llega más lejos: la Schofield alcanza 2. Juégala: ocupa el lugar del Colt."},
             ({"do": "play", "card": "schofield KS"},),
             {"en": "Click the Schofield to take it in hand.",
              "es": "Haz clic en la Schofield para empuñarla."}),
        Step({"en": "The Mustang works the other way: the others see you 1 farther, so fewer of them reach you. "
                    "Play it.",
              "es": "El Mustang funciona al revés: los demás te ven 1 más lejos, así que te alcanzan menos. "
                    "Juégalo."},
             ({"do": "play", "card": "mustang 8H"},),
             {"en": "Click the Mustang to put it in play.",
              "es": "Haz clic en el Mustang para ponerlo en juego."}),
        Step({"en": "Your cards in play stay in front of you, turn after turn. End your turn.",
              "es": "Tus cartas en juego se quedan delante de ti, turno tras turno. Termina tu turno."},
             ({"do": "end_turn"},),
             {"en": "Click End turn.", "es": "Haz clic en Terminar turno."}),
    ),
    {"en": "Distance = seats between you; a gun sets how far your BANG! reaches; a Scope brings the others 1 closer, "
           "a Mustang puts you 1 farther from them.",
     "es": "Distancia = asientos entre vosotros; el arma dice hasta dónde llega tu ¡BANG!; la Mira acerca a los "
           "demás 1, el Mustang te aleja 1 de ellos."},
)

ROLES = Lesson(
    "cards", "roles",
    {"en": "4. Roles and winning", "es": "4. Roles y victoria"},
    {"seed": 4,
     "players": players({"role": "sheriff", "character": "bart_cassidy", "hand": ["bang 2D", "gatling 10H"]},
                        Bruno={"role": "outlaw", "life": 1}, Carmen={"role": "outlaw", "life": 1},
                        Diego={"role": "renegade", "life": 1}) + [
         {"name": "Elena", "role": "deputy", "character": "black_jack"}],
     "table": {"deck": ["beer 6H", "missed 10C"], "turn": "Ana", "phase": "start"}},
    (
        Step({"en": "You are the Sheriff: your role is face up, everyone knows it. The others' roles are hidden. "
                    "Outlaws win if the Sheriff dies; the Sheriff and his Deputies win when every Outlaw and the "
                    "Renegade are out; the Renegade wants to be the last one standing. Shoot Bruno.",
              "es": "Eres el Sheriff: tu rol está boca arriba, todos lo saben. Los roles de los demás están ocultos. "
                    "Los Forajidos ganan si muere el Sheriff; el Sheriff y sus Alguaciles ganan cuando no queda "
                    "ningún Forajido ni el Renegado; el Renegado quiere ser el último en pie. Dispara a Bruno."},
             ({"do": "play", "card": "bang 2D", "target": "Bruno"},),
             {"en": "Play the BANG! at Bruno.", "es": "Juega el ¡BANG! contra Bruno."}),
        Step({"en": "Bruno is out and his role is shown: an Outlaw. Whoever eliminates an Outlaw draws 3 cards as a "
                    "reward (a Sheriff who eliminates his own Deputy discards all his cards instead). Now play the "
                    "Gatling: a BANG! at every other player.",
              "es": "Bruno está fuera y se ve su rol: un Forajido. Quien elimina a un Forajido roba 3 cartas de "
                    "recompensa (el Sheriff que elimina a su propio Alguacil descarta todas sus cartas). Ahora "
                    "juega la Gatling: un ¡BANG! a cada uno de los demás."},
             ({"do": "play", "card": "gatling 10H"},),
             {"en": "Click the Gatling.", "es": "Haz clic en la Gatling."}),
    ),
    {"en": "The last Outlaw and the Renegade are out: the Sheriff's side wins, Elena the Deputy with you. In a real "
           "game you do not know who is who: watch who shoots whom.",
     "es": "El último Forajido y el Renegado están fuera: gana el bando del Sheriff, con Elena, tu Alguacil. En una "
           "partida de verdad no sabes quién es quién: mira quién dispara a quién."},
)

CHARACTER = Lesson(
    "cards", "character",
    {"en": "5. Your character", "es": "5. Tu personaje"},
    {"seed": 5,
     "players": players({"role": "sheriff", "character": "willy_the_kid", "hand": ["bang 2D", "bang 3D"]},
                        Bruno={"role": "outlaw"}, Carmen={"role": "outlaw"}, Diego={"role": "renegade"}),
     "table": {"deck": ["beer 6H", "missed 10C"], "turn": "Ana", "phase": "start"}},
    (
        Step({"en": "Every player is a character with one ability, written on the card (point at the round "
                    "portrait on a plate to read it). You are Willy the Kid: you may play any number of BANG!s in "
                    "your turn. Shoot Bruno.",
              "es": "Cada jugador es un personaje con una habilidad, escrita en su carta (señala el retrato redondo "
                    "de una placa para leerla). Eres Willy the Kid: puedes jugar todos los ¡BANG! que quieras en tu "
                    "turno. Dispara a Bruno."},
             ({"do": "play", "card": "bang 2D", "target": "Bruno"},),
             {"en": "Play the BANG! 2 of diamonds at Bruno.", "es": "Juega el ¡BANG! 2 de diamantes contra Bruno."}),
        Step({"en": "Anyone else could stop here, but not you: shoot Diego with your second BANG!.",
              "es": "Cualquier otro tendría que parar aquí, pero tú no: dispara a Diego con tu segundo ¡BANG!."},
             ({"do": "play", "card": "bang 3D", "target": "Diego"},),
             {"en": "Play the other BANG! at Diego.", "es": "Juega el otro ¡BANG! contra Diego."}),
        Step({"en": "Your character's life points are the bullets on your plate. End your turn.",
              "es": "Los puntos de vida de tu personaje son las balas de tu placa. Termina tu turno."},
             ({"do": "end_turn"},),
             {"en": "Click End turn.", "es": "Haz clic en Terminar turno."}),
    ),
    {"en": "Sixteen characters, sixteen ways to play: read yours at the start of every game.",
     "es": "Dieciséis personajes, dieciséis maneras de jugar: lee el tuyo al empezar cada partida."},
)

LESSONS: tuple[Lesson, ...] = (TURN, DEFENDING, DISTANCE, ROLES, CHARACTER)
