"""Old Saloon's lesson in Learn to play (game/ui/learn/lessons.py), listed after the dice game's own through the
Saloon dice's window side: the Loudmouth taken before the roll in one click, its double 1 aimed half at one
neighbour and half at the other."""

from __future__ import annotations

from game.core.dice.old_saloon.saloon_dice import LOUDMOUTH, NAME
from game.ui.learn.dice import players
from game.ui.learn.lessons import Lesson, Step

SALOON_DICE = Lesson(
    "dice", "old_saloon_dice",
    {"en": "Old Saloon: Saloon dice", "es": "Viejo saloon: dados de Saloon"},
    {"seed": 1, "expansions": [NAME], "players": players(),
     "table": {"rolls": [["beer", "gatling", "arrow", "dynamite", "double_1"]]}},
    (
        Step({"en": "Before your first roll you may swap one base die for a Saloon die, for the whole turn. The "
                    "Loudmouth has doubles (two symbols on one face) and a bullet that costs you a life; the "
                    "Coward has a double Beer and a broken arrow. Click Loudmouth.",
              "es": "Antes de tu primera tirada puedes cambiar un dado básico por un dado de Saloon, todo el turno. "
                    "El del Bocazas tiene dobles (dos símbolos en una cara) y una bala que te quita una vida; el del "
                    "Cobarde tiene una cerveza doble y una flecha rota. Haz clic en Bocazas."},
             ({"do": "saloon_dice", "kinds": [LOUDMOUTH]},),
             {"en": "Click the Loudmouth button (its six faces are drawn under its name).",
              "es": "Haz clic en el botón del Bocazas (sus seis caras están dibujadas bajo su nombre)."},
             offer_all=True),
        Step({"en": "The dark die is the Loudmouth: it rolled a double 1, two shots in one die. Stop here: click "
                    "Stop.",
              "es": "El dado oscuro es el del Bocazas: ha salido un 1 doble, dos disparos en un dado. Plántate: "
                    "haz clic en Plantarse."},
             ({"do": "stop"},),
             {"en": "Click Stop to keep these dice.", "es": "Haz clic en Plantarse para quedarte estos dados."},
             offer_all=True),
        Step({"en": "Each half of a double is aimed on its own. Shoot the first half at Bruno: click his seat.",
              "es": "Cada mitad de un doble se apunta por su cuenta. Dispara la primera mitad a Bruno: haz clic en "
                    "su asiento."},
             ({"do": "shoot", "die": 4, "target": "Bruno"},),
             {"en": "Click Bruno's seat (left).", "es": "Haz clic en el asiento de Bruno (a la izquierda)."}),
        Step({"en": "The same die has a second shot: aim it at your other neighbour, Diego.",
              "es": "El mismo dado tiene un segundo disparo: apúntalo a tu otro vecino, Diego."},
             ({"do": "shoot", "die": 4, "target": "Diego"},),
             {"en": "Click Diego's seat (right).", "es": "Haz clic en el asiento de Diego (a la derecha)."}),
    ),
    {"en": "A Saloon die replaces one base die for a turn, chosen before the roll; a double is two symbols, each "
           "used on its own.",
     "es": "Un dado de Saloon sustituye a un dado básico durante un turno, elegido antes de tirar; un doble son dos "
           "símbolos, cada uno por su cuenta."},
)
