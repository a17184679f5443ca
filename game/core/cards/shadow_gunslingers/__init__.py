"""Shadow Gunslingers (seed 003, «Variante de juego: pistoleros sombra»; cards.md §6e): a variant of the rules with
no card of its own, played with or without Gold Rush. An eliminated player comes back as a shadow at each of his
turns; the Shadow Renegade joins the weaker side.

- statuses.py: a shadow's statuses (resting, playing his turn, gone for good), a Shadow Renegade's side in them;
- rules.py: its hooks; words.py: its words in scenario files.
"""

from game.core.cards.sets import CardSet
from game.core.cards.shadow_gunslingers.rules import HOOKS
from game.core.cards.shadow_gunslingers.statuses import STATUSES
from game.core.cards.shadow_gunslingers.words import WORDS

NAME = "shadow_gunslingers"

SET = CardSet(
    NAME, (), (),
    hooks=HOOKS,
    statuses=STATUSES,
    en="Shadow Gunslingers",
    es="Pistoleros sombra",
    blurb_en="The eliminated come back as shadows on their turns: 0 life, a normal turn, then they leave.",
    blurb_es="Los eliminados vuelven como sombras en sus turnos: 0 vidas, un turno normal y se van.",
    variant=True,
    scenario=WORDS,
)
