"""The window side of Undead or Alive's Legacy of the Wild West (game/core/dice/undead_or_alive/legacy): the module's
rules as entries of the Rules (the next Sheriff, the characters between games, how a series is counted), each with a
small picture. The choices between games are the standings scene's (game/ui/scenes/standings.py). Importing this
file registers it (game/ui/sets.py).
"""

from __future__ import annotations

from game.core.dice.undead_or_alive.legacy import MODULE, NAME
from game.ui import sets
from game.ui.art import palette as P

STAR_GOLD = (214, 170, 60)


def star(pen) -> None:
    """The Sheriff's star passed on: a six-pointed badge."""
    points = [(0.5, 0.08), (0.61, 0.3), (0.86, 0.29), (0.72, 0.5), (0.86, 0.71), (0.61, 0.7), (0.5, 0.92),
              (0.39, 0.7), (0.14, 0.71), (0.28, 0.5), (0.14, 0.29), (0.39, 0.3)]
    pen.poly(points, STAR_GOLD, P.INK, 0.04)
    pen.circle((0.5, 0.5), 0.12, P.INK, False)


def portraits(pen) -> None:
    """Characters between games: two cards, one face down."""
    pen.rect(0.14, 0.2, 0.42, 0.62, (236, 224, 196), P.INK, 0.04)
    pen.rect(0.44, 0.14, 0.42, 0.62, (150, 60, 50), P.INK, 0.04)
    pen.circle((0.35, 0.44), 0.1, P.INK, False)


def tally(pen) -> None:
    """Games won: four strokes and one across."""
    for x in (0.26, 0.4, 0.54, 0.68):
        pen.stroke([(x, 0.22), (x, 0.78)], 0.06, P.INK)
    pen.stroke([(0.16, 0.7), (0.8, 0.3)], 0.06, P.RED_DARK)


ENTRIES = {
    "legacy.sheriff": (star, ("The next Sheriff", "El próximo Sheriff"), (
        "Whoever eliminated the Sheriff is the next game's Sheriff. If the Sheriff survived, he names the next one: "
        "himself, or another player, and then he starts the next game with 1 extra life. If no player killed him "
        "(arrows, Dynamite, Indians), the next Sheriff is dealt at random. The other roles are always dealt at "
        "random.",
        "Quien eliminó al Sheriff es el Sheriff de la próxima partida. Si el Sheriff sobrevivió, elige al siguiente: "
        "a sí mismo, o a otro jugador, y entonces empieza la próxima partida con 1 bala adicional. Si no lo mató "
        "ningún jugador (flechas, dinamita, indios), el próximo Sheriff se reparte al azar. Los demás roles se "
        "reparten siempre al azar.")),
    "legacy.characters": (portraits, ("Characters between games", "Personajes entre partidas"), (
        "An eliminated player picks his next character among those nobody played. A survivor keeps his, or draws "
        "one at random among those nobody played; his old one goes back among the others.",
        "Un jugador eliminado elige su próximo personaje entre los que nadie jugó. Un superviviente conserva el "
        "suyo o roba uno al azar entre los que nadie jugó; el anterior vuelve con los demás.")),
    "legacy.standings": (tally, ("Games won", "Partidas ganadas"), (
        "The rulebook keeps no score: the standings count the games each player won (a dead player of the winning "
        "side wins too), then the wins as Sheriff, Renegade, Deputy and Outlaw.",
        "El reglamento no lleva puntuación: la clasificación cuenta las partidas que ganó cada jugador (también un "
        "jugador muerto del bando ganador), y después las victorias como Sheriff, Renegado, Alguacil y Forajido.")),
}

SIDE = sets.Side(
    "dice", NAME, "ua_legacy.title",
    pieces={id: sets.Piece(en, es, rules_en, rules_es, picture)
            for id, (picture, (en, es), (rules_en, rules_es)) in ENTRIES.items()},
    text={"en": {"ua_legacy.title": MODULE.en}, "es": {"ua_legacy.title": MODULE.es}},
)
sets.register(SIDE)
