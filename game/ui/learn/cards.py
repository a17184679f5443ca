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
)

LESSONS: tuple[Lesson, ...] = (TURN,)
