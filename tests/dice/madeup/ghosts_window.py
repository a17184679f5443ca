"""The window side of the made-up module frontier.ghosts (ghosts.py): the ghost token that shows who plays on though
out, the ghost die's blank face, and its strings in English and Spanish. Its die kind is drawn in the colour the
rules name (grey); its two dice are a roll like any other. Importing this file registers it (game/ui/sets.py).
"""

from game.ui import sets
from game.ui.art import palette as P


def ghost(pen) -> None:
    """A sheet with two dark eyes."""
    pen.poly([(0.2, 0.9), (0.2, 0.42), (0.3, 0.18), (0.5, 0.1), (0.7, 0.18), (0.8, 0.42), (0.8, 0.9), (0.7, 0.8),
              (0.6, 0.9), (0.5, 0.8), (0.4, 0.9), (0.3, 0.8)], (150, 170, 196), P.INK, 0.07)
    pen.circle((0.4, 0.4), 0.08, P.INK, False)
    pen.circle((0.6, 0.4), 0.08, P.INK, False)


SIDE = sets.Side(
    "dice", "frontier.ghosts", "ghosts.title",
    text={"en": {"ghosts.title": "Frontier ghosts"}, "es": {"ghosts.title": "Fantasmas de la frontera"}},
    pieces={
        "ghost": sets.Piece("Ghost", "Fantasma",
                            "The first player out plays on as a ghost: he has no ability, rolls two ghost dice and "
                            "gives their Beers to the living.",
                            "El primer jugador eliminado sigue jugando como fantasma: no tiene habilidad, tira dos "
                            "dados fantasma y da sus Cervezas a los vivos.", ghost),
        "blank": sets.Piece("Blank", "En blanco", "Nothing: the ghost die's empty face.",
                            "Nada: la cara vacía del dado fantasma."),
    },
    characters={"ghost": sets.Piece("Ghost", "Fantasma")},
)
sets.register(SIDE)
