"""The lessons of BANG! The Dice Game, in order (lessons.py). The player is Ana, the first player; a lesson for a
dice module is one more Lesson here (its table's `expansions`, its faces in the scenario words)."""

from __future__ import annotations

from game.ui.learn.lessons import Lesson, Step

# Characters whose abilities stay out of the way of the lessons.
QUIET = {"Ana": "vulture_sam", "Bruno": "kit_carlson", "Carmen": "willy_the_kid", "Diego": "lucky_duke"}
ROLES = {"Ana": "sheriff", "Bruno": "outlaw", "Carmen": "outlaw", "Diego": "renegade"}


def players(**given: dict) -> list[dict]:
    """The four players, each with a quiet character and the usual role unless the lesson says otherwise."""
    return [{"name": name, "role": ROLES[name], "character": QUIET[name], **given.get(name, {})} for name in QUIET]


ROLLING = Lesson(
    "dice", "rolling",
    {"en": "1. Roll and keep", "es": "1. Tirar y guardar"},
    {"seed": 1, "players": players(Ana={"life": 6}),
     "table": {"rolls": [["1", "gatling", "beer", "2", "gatling"], ["gatling", "2", "beer"], ["1", "beer"]]}},
    (
        Step({"en": "Your turn: you rolled the five dice. You may roll them up to three times in all, keeping the "
                    "ones you like. Three Gatlings shoot everyone: keep your two Gatlings (click them: dice 2 and "
                    "5), then click Roll again to roll the other three.",
              "es": "Tu turno: has tirado los cinco dados. Puedes tirarlos hasta tres veces en total, guardando los "
                    "que te gusten. Tres Gatlings disparan a todos: guarda tus dos Gatlings (haz clic en ellos: "
                    "dados 2 y 5) y luego en Tirar otra vez para tirar los otros tres."},
             ({"do": "reroll", "dice": [0, 2, 3]},),
             {"en": "Keep dice 2 and 5 (the Gatlings: click them) and roll the other three.",
              "es": "Guarda los dados 2 y 5 (las Gatlings: haz clic en ellos) y tira los otros tres."},
             offer_all=True),
        Step({"en": "A third Gatling! Keep it too (die 1), and roll the 2 and the Beer once more: your third and "
                    "last roll.",
              "es": "¡Una tercera Gatling! Guárdala también (dado 1) y tira otra vez el 2 y la Cerveza: tu tercera "
                    "y última tirada."},
             ({"do": "reroll", "dice": [2, 3]},),
             {"en": "Keep the three Gatlings (dice 1, 2 and 5) and roll dice 3 and 4.",
              "es": "Guarda las tres Gatlings (dados 1, 2 y 5) y tira los dados 3 y 4."},
             offer_all=True),
        Step({"en": "After the last roll every die counts. A 1 shoots a player next to you: click Bruno.",
              "es": "Tras la última tirada cuentan todos los dados. Un 1 dispara a un jugador a tu lado: haz clic "
                    "en Bruno."},
             ({"do": "shoot", "die": 2, "target": "Bruno"},),
             {"en": "Click Bruno's seat to shoot him with the 1.",
              "es": "Haz clic en Bruno para dispararle con el 1."}),
        Step({"en": "A Beer gives a life point to anyone: you are wounded, click your own seat.",
              "es": "Una Cerveza da un punto de vida a quien quieras: estás herido, haz clic en tu propio asiento."},
             ({"do": "beer", "die": 3, "target": "Ana"},),
             {"en": "Click your own seat (bottom left) to drink the Beer.",
              "es": "Haz clic en tu propio asiento (abajo a la izquierda) para beberte la Cerveza."}),
    ),
    {"en": "Three rolls at most, keep what you like between them; then the dice act: shots, Beers, and three "
           "Gatlings hit every other player.",
     "es": "Tres tiradas como mucho, guardando lo que quieras entre ellas; luego actúan los dados: disparos, "
           "Cervezas, y tres Gatlings dan a todos los demás."},
)

DANGER = Lesson(
    "dice", "danger",
    {"en": "2. Dynamite and arrows", "es": "2. Dinamita y flechas"},
    {"seed": 2, "players": players(Bruno={"arrows": 4}, Carmen={"arrows": 4}),
     "table": {"arrows": 1, "rolls": [["dynamite", "arrow", "dynamite", "beer", "1"], ["dynamite", "beer"]]}},
    (
        Step({"en": "An arrow strikes at once: you took the last arrow of the pile, so the Indians attacked and "
                    "everyone lost a life point per arrow held. Dynamite is locked: it cannot be rolled again. "
                    "Keep the arrow (die 2: click it), then click Roll again to roll the Beer and the 1.",
              "es": "Una flecha actúa en el acto: cogiste la última flecha del montón, así que atacaron los indios y "
                    "cada uno perdió un punto de vida por flecha. La Dinamita queda bloqueada: no se puede volver a "
                    "tirar. Guarda la flecha (dado 2: haz clic en ella) y luego haz clic en Tirar otra vez para "
                    "tirar la Cerveza y el 1."},
             ({"do": "reroll", "dice": [3, 4]},),
             {"en": "Keep the arrow (click die 2) so that only dice 4 and 5 roll, then click Roll again.",
              "es": "Guarda la flecha (haz clic en el dado 2) para que solo se tiren los dados 4 y 5; luego haz "
                    "clic en Tirar otra vez."},
             offer_all=True),
        Step({"en": "A third Dynamite exploded: you lost a life point and your rolling is over. Your other dice "
                    "still count: give the Beer to yourself (click your seat).",
              "es": "Explotó una tercera Dinamita: perdiste un punto de vida y se acabaron tus tiradas. Tus otros "
                    "dados cuentan igual: date la Cerveza a ti mismo (haz clic en tu asiento)."},
             ({"do": "beer", "die": 4, "target": "Ana"},),
             {"en": "Click your own seat to drink the Beer.", "es": "Haz clic en tu asiento para beberte la Cerveza."}),
    ),
    {"en": "Arrows are taken the moment they are rolled; when the pile runs out the Indians hit everyone. Three "
           "Dynamite cost you a life point and end your rolling.",
     "es": "Las flechas se cogen en cuanto salen; cuando se acaba el montón, los indios atacan a todos. Tres "
           "Dinamitas te quitan un punto de vida y acaban tus tiradas."},
)

TARGETS = Lesson(
    "dice", "targets",
    {"en": "3. Targets and roles", "es": "3. Blancos y roles"},
    {"seed": 3, "players": players(Bruno={"life": 2}, Carmen={"life": 1}, Diego={"life": 1}),
     "table": {"rolls": [["2", "1", "gatling", "gatling", "gatling"]]}},
    (
        Step({"en": "You are the Sheriff, known to all; the other roles are hidden. A 1 and a 2 and three "
                    "Gatlings: nothing better to roll for. Click Stop.",
              "es": "Eres el Sheriff, y todos lo saben; los demás roles están ocultos. Un 1, un 2 y tres "
                    "Gatlings: no hay nada mejor que buscar. Haz clic en Plantarse."},
             ({"do": "stop"},),
             {"en": "Click Stop to keep these dice.", "es": "Haz clic en Plantarse para quedarte estos dados."},
             offer_all=True),
        Step({"en": "A 2 shoots a player two seats away: click Carmen.",
              "es": "Un 2 dispara a un jugador a dos asientos: haz clic en Carmen."},
             ({"do": "shoot", "die": 0, "target": "Carmen"},),
             {"en": "Click Carmen, two seats away.", "es": "Haz clic en Carmen, a dos asientos."}),
        Step({"en": "A 1 shoots a player next to you: click Bruno. The shots and the Gatlings then hit together.",
              "es": "Un 1 dispara a un jugador a tu lado: haz clic en Bruno. Luego los disparos y las Gatlings dan "
                    "a la vez."},
             ({"do": "shoot", "die": 1, "target": "Bruno"},),
             {"en": "Click Bruno, next to you.", "es": "Haz clic en Bruno, a tu lado."}),
    ),
    {"en": "Everyone out shows his role: both Outlaws and the Renegade are out, so the Sheriff wins. The Outlaws "
           "win if the Sheriff dies; the Renegade wants to be the last one standing.",
     "es": "Quien cae muestra su rol: los dos Forajidos y el Renegado están fuera, así que gana el Sheriff. Los "
           "Forajidos ganan si muere el Sheriff; el Renegado quiere ser el último en pie."},
)

LESSONS: tuple[Lesson, ...] = (ROLLING, DANGER, TARGETS)
