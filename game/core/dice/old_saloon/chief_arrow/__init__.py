"""Old Saloon, module 2: the Indian Chief's Arrow (../shared/rules/dice.md §2, module 2).

A token of its own, in the middle at the start: whoever must take an arrow from the pile may take it instead
(one result, worth two arrows); it never empties the pile by itself (the nine arrows do), so it never brings the
Indians alone. In an Indian attack its holder loses 2 for it, or nothing at all when he alone holds the most
arrows (it counting two, a tie not enough); then it goes back to the middle with the arrows (so too after his
Gatling or his fall). A broken arrow never takes it (module 1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.dice.old_saloon.chief_arrow import sense
from game.core.dice.specs import Module, Step, Token

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

NAME = "old_saloon.chief_arrow"
CHIEF = "chief"                         # the token, the scenario key (`chief = true`) and the answer's word
WORTH = 2                               # arrows it counts as, and life it costs in an attack
# UNCERTAIN (dice.md, not in the text): it is not one of the nine arrows, so taking it never empties the pile: it
# is a token of its own (Token below), never counted in the engine's arrow pile.
WORDS = ("Chief's Arrow", "Flecha del jefe indio",
         "Take it instead of an arrow: worth two. Indians: its holder loses 2, or none if he alone holds the most "
         "arrows.",
         "Cógela en lugar de una flecha: vale dos. Indios: quien la tiene pierde 2, o nada si es el único con más "
         "flechas.")


def _ask_chief(g: DiceGame, seat: int) -> Decision | None:
    """A player who must take an arrow while the Chief's Arrow lies in the middle: which one."""
    if g.winner is not None or not g.status[seat].targetable:
        return None
    options = g.arrow_options()
    if len(options) == 1:               # taken meanwhile: the arrow, unasked
        g.take_arrow(seat, _why(g), offer=False)
        return None
    return Decision(seat, "chief_arrow", options)


def _answer_chief(g: DiceGame, action: tuple, seat: int) -> None:
    g.take_arrow_or_token(seat, action, _why(g))


def _why(g: DiceGame) -> str:
    """Why the arrow is taken: a rolled Arrow while the dice roll, else the ability that gave it (its step)."""
    return "arrow" if g.phase == "roll" else "chief_arrow"


def _losses(g: DiceGame, seat: int, losses: list[int]) -> None:
    """Its holder loses 2 more, or none when he alone holds the most arrows (it counting two)."""
    held = g.tokens[CHIEF]
    if not any(held):
        return
    holder = held.index(1)
    worth = g.arrows[holder] + WORTH
    if all(worth > arrows for s, arrows in enumerate(g.arrows) if s != holder):
        losses[holder] = 0
        return
    cap = g.cast[holder].indian_cap
    losses[holder] += WORTH
    if cap is not None:
        losses[holder] = min(losses[holder], cap)


def _where(g: DiceGame) -> str:
    held = g.tokens[CHIEF]
    return g.names[held.index(1)] if any(held) else "pile"


MODULE = Module(
    NAME,
    tokens=(Token(CHIEF, 1, instead_of_arrow="chief_arrow", with_arrows=True),),
    steps={"chief_arrow": Step(_ask_chief, _answer_chief, "seat")},
    indian_losses=_losses,
    scenario_paths={"arrows.chief": _where},
    worth={"chief_arrow": sense.worth, "arrow_for_life": sense.worth},
    silly={"chief_arrow": sense.SILLY, "arrow_for_life": sense.SILLY},
    en="The Indian Chief's Arrow",
    es="La flecha del jefe indio",
    blurb_en="A token worth two arrows, taken instead of one: 2 more life lost to the Indians, or none.",
    blurb_es="Una ficha que vale dos flechas, en lugar de una: 2 vidas más ante los indios, o ninguna.",
    version=2,      # 2: it may be taken instead of a life point while the pile holds one arrow (Bart Cassidy)
)
