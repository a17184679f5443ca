"""What a bot makes of module 3's questions (docs/bots.md, "Undead or Alive and Four Valiants"):
- Belle Star's and Chuck Wengam's `change_die`: the dice with the die turned against the dice as they are, priced as
  the bots price final dice, plus a little for a Dynamite's die freed while re-rolls are left, less the life it
  costs (Chuck's 1); a laugh: Chuck paying his last life point for a die.
- Pat Brennan's `move_rage`: a face-down card is worth RAGE_CARD to its holder (most cards add shots, Gatlings or
  Beer to his dice), so a card goes from the player I most want hurt to the one I least do; a laugh: a card taken
  from a known teammate and given to a known foe.
- Pixie Pete's `pixie_pete`: he keeps the card whose symbols are worth more on his dice, arrows priced as taken; a
  laugh: keeping a card of arrows only and shuffling back one with none.
- Sean Mallory's `duel_reroll`: rolling again turns a sure loss into one he suffers 3 times in 4; a laugh: letting
  his failed roll stand on his last life.
- Sam the Healer's `heal` answers are priced as any heal (the bots' base reading)."""

from __future__ import annotations

from game.core.dice.base.faces import ARROW, DYNAMITE
from game.core.dice.old_saloon.sense import known_foe, me, teammate
from game.core.dice.specs import Reader, Silly
from game.core.dice.undead_or_alive.rage.deck import arrows, face, symbols

CHANGE = "change_die"
MOVE, PIXIE, REROLL = "move_rage", "pixie_pete", "duel_reroll"
RAGE_CARD = 0.5     # what a face-down Rage card is worth to its holder, in life points: 13 of the 18 add a shot, a
#                     Gatling, a Beer or a Duel to his dice (rage/deck.py)
ROLLER_LOSES = 0.75  # rolling first in a duel, he fails before his rival 3 times in 4 (duel/sense.py)
FREED = 0.1         # a Dynamite turned away while re-rolls are left frees its die, in life points: the final dice's
#                     price does not see it, and without it Belle Star would shrug at two Dynamite


def change(r: Reader, option: tuple) -> float:
    """A die turned: what the dice gain, less its price."""
    if option[0] != CHANGE:
        return 0.0
    data = r.data
    table = data["table"]
    faces = list(table["dice"])
    before = r.dice_worth(faces)
    freed = FREED if faces[option[1]] == DYNAMITE and table["rolls_left"] else 0.0
    faces[option[1]] = option[2]
    price = data["pending"]["info"]["price"]
    return r.dice_worth(faces) - before + freed - (r.self_loss(price) if price else 0.0)


def last_life(data: dict, option: tuple) -> str | None:
    """Chuck Wengam paying the life he has left."""
    price = data["pending"]["info"]["price"]
    if option[0] == CHANGE and price and data["table"]["players"][data["seat"]]["life"] <= price:
        return f"Chuck Wengam pays his last life for die {option[1]}"
    return None


def move(r: Reader, option: tuple) -> float:
    """A Rage card from one player to another; passing is worth nothing."""
    if option[0] != MOVE:
        return 0.0
    giver, taker = option[1]
    return RAGE_CARD * (r.foe(giver) - r.foe(taker))


def card(r: Reader, card: str) -> float:
    """A Rage card on my next turn: its symbols as a die of mine, its arrows as taken."""
    shown = face(card)
    return (r.dice_worth([shown]) if shown else 0.0) - r.arrows_cost(arrows(card))


def keep(r: Reader, option: tuple) -> float:
    """Shuffling one card back is keeping the other."""
    drawn = [o[1] for o in r.data["pending"]["options"]]
    kept = next((c for c in drawn if c != option[1]), option[1])
    return card(r, kept)


def reroll(r: Reader, option: tuple) -> float:
    return (1 - ROLLER_LOSES) * r.self_loss(1) if option[0] == "reroll" else 0.0


def foe_gift(data: dict, option: tuple) -> str | None:
    """A card taken from a known teammate and handed to a known foe."""
    if option[0] != MOVE:
        return None
    giver, taker = option[1]
    if teammate(data, giver) and known_foe(data, taker):
        return f"a Rage card of my teammate {giver} handed to my foe {taker}"
    return None


def kept_arrows(data: dict, option: tuple) -> str | None:
    """Pixie Pete keeping a card of arrows only, shuffling back one without any."""
    drawn = [o[1] for o in data["pending"]["options"]]
    kept = next((c for c in drawn if c != option[1]), option[1])
    if set(symbols(kept)) == {ARROW} and not arrows(option[1]):
        return f"Pixie Pete keeps {kept} and shuffles back {option[1]}"
    return None


def stands_last(data: dict, option: tuple) -> str | None:
    """Sean Mallory letting a failed roll cost his last life."""
    if option[0] == "pass" and me(data)["life"] <= 1:
        return "Sean Mallory lets a failed duel roll stand on his last life"
    return None


WORTH = {CHANGE: change, MOVE: move, PIXIE: keep, REROLL: reroll}
SILLY = {CHANGE: (Silly("chuck_last_life", last_life),), MOVE: (Silly("rage_to_foe", foe_gift),),
         PIXIE: (Silly("pixie_keeps_arrows", kept_arrows),), REROLL: (Silly("sean_last_life", stands_last),)}
