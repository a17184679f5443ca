"""What a bot makes of the Ghost's gift: a result that hurts its receiver (an Arrow, a Dynamite) goes to a foe, one
that helps him (a shot, a Beer, a Gatling) to a friend, as the bot's reading of the table weighs each player; never
a hurt to a player the view shows to be a teammate, nor a help to a sure foe; a Renegade Ghost plays for the side he
wins with. His re-rolls are priced by the gift they leave, never as if his dice acted on him (docs/bots.md, "Old
Saloon")."""

from __future__ import annotations

from functools import cache
from itertools import combinations, product

from game.core.common.roles import RENEGADE
from game.core.dice.base.faces import ARROW, BEER, DYNAMITE, GATLING, ONE, TWO
from game.core.dice.old_saloon.ghost import rules
from game.core.dice.old_saloon.sense import acts, box, known_foe, me, players, targetable, teammate
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


def reroll_worth(r: Reader, option: tuple) -> float | None:
    """A Ghost's re-roll (or stop): his dice act on nobody, so they are worth the best gift they leave, averaged
    over the faces the dice thrown may show, each later re-roll taken when it pays."""
    data = r.data
    mine = me(data)
    if not mine["piles"].get(rules.CARD):
        return None                     # (a roller whose dice act on himself: the bots' own pricing)
    held = mine["piles"].get(rules.TOKENS) or []
    takers = [p["seat"] for p in players(data) if targetable(p) and p["seat"] != data["seat"]]
    best = {face: max((r.foe(t) * hurt for t in takers), default=0.0) for face, hurt in HURTS.items()}
    twice = 2 if rules.X2 in held else 1
    table, rules_box = data["table"], box(data)
    faces = [rules_box.dice[kind] for kind in table["dice_kinds"]]

    def gift(dice: tuple) -> float:
        if len(set(dice)) == 1:
            return best.get(dice[0], 0.0) * twice if dice[0] in held else 0.0
        return max((best.get(f, 0.0) for f in dice if f in held), default=0.0)

    @cache
    def final(dice: tuple, rolls_left: int) -> float:
        free = [d for d, f in enumerate(dice) if f not in rules_box.locked]
        throws = [which for n in range(1, len(free) + 1) for which in combinations(free, n)] if rolls_left else []
        return max([gift(dice), *(throw(dice, which, rolls_left - 1) for which in throws)])

    def throw(dice: tuple, which: tuple, rolls_left: int) -> float:
        outcomes = list(product(*(faces[d] for d in which)))
        total = 0.0
        for landed in outcomes:
            new = list(dice)
            for d, f in zip(which, landed):
                new[d] = f
            total += final(tuple(new), rolls_left)
        return total / len(outcomes)

    dice = tuple(table["dice"])
    if option[0] == "stop":
        return gift(dice)
    return throw(dice, tuple(option[1]), data["pending"]["info"]["rolls_left"] - 1)


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
