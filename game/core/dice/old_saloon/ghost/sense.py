"""What a bot makes of the Ghost's gift: a result that hurts its receiver (an Arrow, a Dynamite) goes to a foe, one
that helps him (a shot, a Beer, a Gatling) to a friend, as the bot's reading of the table weighs each player; never
a hurt to a player the view shows to be a teammate, nor a help to a sure foe; a Renegade Ghost plays for the side he
wins with (docs/bots.md, "Old Saloon")."""

from __future__ import annotations

from game.core.common.roles import RENEGADE
from game.core.dice.base.faces import ARROW, BEER, DYNAMITE, GATLING, ONE, TWO
from game.core.dice.old_saloon.ghost import rules
from game.core.dice.old_saloon.sense import acts, known_foe, me, players, teammate
from game.core.dice.specs import Reader, Silly

# what a die set on a face at the start of a player's turn does to him, in his life points: an Arrow is taken at
# once, a Dynamite is a third of a lost life and a die he cannot throw again; the rest he may keep or throw again
HURTS = {ARROW: 0.7, DYNAMITE: 0.5, ONE: -0.5, TWO: -0.5, BEER: -0.5, GATLING: -0.3}


def worth(r: Reader, option: tuple) -> float | None:
    if acts(me(r.data)):
        return None                     # (Elena Fuente's arrow, the characters' sense)
    _, which, taker = option
    face = r.data["pending"]["info"]["faces"][which[0]]
    return r.foe(taker) * HURTS.get(face, 0.0) * len(which)


def misgiven(data: dict, option: tuple) -> str | None:
    """A hurt to a teammate, a help to a sure foe."""
    if acts(me(data)) or option[0] != "give":
        return None
    _, which, taker = option
    face = data["pending"]["info"]["faces"][which[0]]
    hurt = HURTS.get(face, 0.0)
    if hurt > 0 and teammate(data, taker):
        return f"the Ghost gives a {face} to a teammate (seat {taker})"
    if hurt < 0 and known_foe(data, taker):
        return f"the Ghost gives a {face} to a foe (seat {taker})"
    return None


def plays_as(data: dict) -> str | None:
    """A Renegade Ghost plays for the side the table's size gives him (rules.PLAYS_AS)."""
    if data["role"] != RENEGADE or not me(data)["piles"].get(rules.CARD):
        return None
    return rules.PLAYS_AS[len(players(data))]


SILLY = (Silly("ghost_misgives", misgiven),)
