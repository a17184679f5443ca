"""What a bot makes of the Loudmouth and the Coward: a Saloon die is chosen when the turn's dice with it are worth
more than without, priced as the bots price any dice (the base symbols its faces show: the Coward's Beers when
hurt, the Loudmouth's double shots when they kill) plus its own symbols, each as often as the die is rolled: the
bullet a life of mine, the broken arrow the best arrow it takes back (docs/bots.md, "Old Saloon")."""

from __future__ import annotations

import game.core.dice.old_saloon.saloon_dice as rules  # (its names, read when a bot asks: it imports this file)
from game.core.dice.old_saloon.sense import box, me, players, targetable
from game.core.dice.specs import Reader

ROLLS = 1.8         # how often a turn's die is rolled, about: its first roll and most re-rolls


def worth(r: Reader, option: tuple) -> float:
    """The turn's dice with the Saloon dice this answer names, against the plain ones."""
    chosen = option[1] if option[0] == "saloon_dice" else ()
    if not chosen:
        return 0.0
    data = r.data
    dice = box(data)
    plain = dice.dice_a_turn
    kinds = rules.with_saloon(plain, chosen, dice.characters[me(data)["character"]].adds_dice)
    own = 0.0
    bullet, broken = -r.self_loss(1), _broken_arrow(r)
    for kind in chosen:
        for face in dice.dice[kind]:
            symbols = dice.faces[face].symbols
            own += symbols.get(rules.BULLET, 0) * bullet + symbols.get(rules.BROKEN_ARROW, 0) * broken
    return r.roll_worth(kinds) - r.roll_worth(plain) + own * ROLLS / 6


def _broken_arrow(r: Reader) -> float:
    """The best arrow a broken arrow may send back, as the bots price Kit Carlson's."""
    held = [s for s, p in enumerate(players(r.data)) if p["arrows"] and targetable(p)]
    return max([0.0, *(r.base("discard_any_arrow", ("discard_arrow", s)) for s in held)])


def broken_arrow(r: Reader, option: tuple) -> float:
    """Whose arrow a broken arrow sends back: as Kit Carlson's."""
    return r.base("discard_any_arrow", option)
