"""What a bot makes of the Indian Chief's Arrow: taken instead of an arrow when holding it is likely to spare the
whole Indian attack (its holder alone with the most arrows, it counting two), never when it only costs two life more
at the attack than a plain arrow would (docs/bots.md, "Old Saloon")."""

from __future__ import annotations

import game.core.dice.old_saloon.chief_arrow as rules  # (its names, read when a bot asks: it imports this file)
from game.core.dice.old_saloon.sense import players, targetable
from game.core.dice.specs import Reader, Silly

STEP = "chief_arrow"                     # its own question (an arrow or it); others offer it too (Bart Cassidy)
KEEPS = {3: 0.8, 1: 0.6}                 # lead over the most arrows of another -> the chance it still leads at the
#                                          attack (below 1: it costs)


def margin(data: dict, seat: int, arrows: int) -> int:
    """How far `seat`, holding `arrows` and the Chief's Arrow, leads every other player's arrows."""
    others = [p["arrows"] for s, p in enumerate(players(data)) if s != seat and targetable(p)]
    return arrows + rules.WORTH - max(others, default=0)


def keeps(lead: int) -> float:
    return next((p for least, p in KEEPS.items() if lead >= least), 0.0)


def cost(r: Reader, seat: int) -> float:
    """What holding the Chief's Arrow costs `seat` (me): two life more at the attack, or his whole loss spared."""
    arrows = players(r.data)[seat]["arrows"]
    held = keeps(margin(r.data, seat, arrows))
    return (1 - held) * r.held(arrows + rules.WORTH) - r.held(arrows)


def worth(r: Reader, option: tuple) -> float | None:
    """An arrow or the Chief's Arrow, when I must take one (its own question and Bart Cassidy's dodge)."""
    if option[0] != "take_arrow" or len(option) > 2:
        return None                      # (taking it from another: Apache Kid's, the characters' sense)
    kind = r.data["pending"]["kind"]
    plain = -r.arrows_cost(1) if kind == STEP else r.base(kind, ("take_arrow",))
    if len(option) == 1:
        return plain if kind == STEP else None
    return plain + r.arrows_cost(1) - cost(r, r.seat)


def only_costs(data: dict, option: tuple) -> str | None:
    """Taken while another holds as many arrows as I would with it, and a plain arrow would not bring the Indians."""
    if option[1:] != (rules.CHIEF,) or data["table"]["arrow_pile"] <= 1:
        return None
    seat = data["seat"]
    arrows = players(data)[seat]["arrows"]
    lead = margin(data, seat, arrows)
    return None if lead > 0 else f"the Chief's Arrow with {arrows} arrows: another holds {arrows + rules.WORTH - lead}"


SILLY = (Silly("chief_only_costs", only_costs),)
