"""What a bot makes of the new characters' questions: Elena Fuente gives a rolled arrow to a foe (never to a player
the view shows to be her teammate), Apache Kid takes the Chief's Arrow when holding it pays better than an arrow,
Molly Stark takes another's loss when sparing him is worth more to her side than the life it costs her (never a
sure foe's) (docs/bots.md, "Old Saloon")."""

from __future__ import annotations

from game.core.dice.old_saloon.chief_arrow import sense as chief
from game.core.dice.old_saloon.sense import acts, known_foe, me, players, teammate
from game.core.dice.specs import Reader, Silly

ARROW_HELD = 0.7        # an arrow on another player, in his life points (the bots' HELD)


def give(r: Reader, option: tuple) -> float | None:
    """Elena Fuente: the arrow she would take, on another player instead."""
    if not acts(me(r.data)):
        return None                     # (a Ghost's gift, the Ghost's sense)
    if option[0] != "give":
        return 0.0
    return r.arrows_cost(1) + r.foe(option[2]) * ARROW_HELD


def take_chief(r: Reader, option: tuple) -> float | None:
    """Apache Kid: his Arrow as the Chief's Arrow taken from its holder (a plain arrow: the Chief's Arrow's sense)."""
    if len(option) != 3:
        return None
    holder = option[2]
    arrows = players(r.data)[holder]["arrows"]
    kept = chief.keeps(chief.margin(r.data, holder, arrows))
    his = ARROW_HELD * ((1 - kept) * (arrows + chief.rules.WORTH) - arrows)     # what holding it costs him
    return r.arrows_cost(1) - chief.cost(r, r.seat) - r.foe(holder) * his


def take_loss(r: Reader, option: tuple) -> float:
    """Molly Stark: another's loss on her: his points spared against hers."""
    if option[0] != "take_loss":
        return 0.0
    target, amount = option[1], r.data["pending"]["info"]["amount"]
    return -r.hit(target, players(r.data)[target]["life"], amount) - r.self_loss(amount)


def gives_ally(data: dict, option: tuple) -> str | None:
    """Elena Fuente's arrow on a teammate."""
    if option[0] == "give" and acts(me(data)) and teammate(data, option[2]):
        return f"Elena Fuente gives an arrow to a teammate (seat {option[2]})"
    return None


def takes_foe(data: dict, option: tuple) -> str | None:
    """Molly Stark losing life for a sure foe."""
    if option[0] == "take_loss" and known_foe(data, option[1]):
        return f"Molly Stark takes the loss of a foe (seat {option[1]})"
    return None


WORTH = {"give": give, "chief_arrow": take_chief, "take_loss": take_loss}
SILLY = {"give": (Silly("arrow_to_ally", gives_ally),), "take_loss": (Silly("molly_takes_foe", takes_foe),)}
