"""What a bot makes of a duel: the Duel die goes to the player whose loss it wants most, as the bots price any hit
(the weakest foe first), times the chance he loses (he fails first 4 times in 6, or after a Duel each, ...: 3 in
4); a friend is never challenged while a rival is left (docs/bots.md, "Undead or Alive").

What a kept symbol of the Duel dice is worth as the bots price a re-roll: a Duel, the best duel it could give
now; a Whiskey, the life it gives the roller, as many times as his ability uses it (Character.uses: Greg Digger's
twice), up to his most (nothing at full life; the wound token it discards goes back at his turn's end anyway, and
the Rage card it draws otherwise is not priced)."""

from __future__ import annotations

from functools import partial

from game.core.common.status import BY_NAME
from game.core.dice.old_saloon.sense import box, me, players, teammate
from game.core.dice.specs import Reader, Silly, SymbolWorth
from game.core.dice.undead_or_alive.duel.rules import DUEL, WHISKEY

TARGET_LOSES = 0.75          # (4/6) / (1 - (2/6)^2): the target fails before the roller


def worth(r: Reader, option: tuple) -> float:
    return _won(r, option[2]) - _risk(r)


def _won(r: Reader, target: int) -> float:
    """What a duel won against `target` is worth, times the chance of winning it."""
    return TARGET_LOSES * r.hit(target, players(r.data)[target]["life"])


def _risk(r: Reader) -> float:
    """What a duel lost costs me, times the chance of losing it (whoever the target)."""
    return (1 - TARGET_LOSES) * r.self_loss(1)


def kept_duel(r: Reader) -> float:
    """The best duel a kept Duel could give (nothing with nobody to challenge: the die is wasted); priced at each
    face of every die a re-roll weighs, so the risk, the same for every target, is worked out once."""
    seats = [p["seat"] for p in players(r.data) if p["seat"] != r.seat and BY_NAME[p["status"]].targetable]
    return max(map(partial(_won, r), seats)) - _risk(r) if seats else 0.0


def kept_whiskey(r: Reader) -> float:
    roller = me(r.data)
    return r.heal(r.seat, roller["life"], box(r.data).characters[roller["character"]].uses.get(WHISKEY, 1))


def friend(data: dict, option: tuple) -> str | None:
    """A known teammate challenged while another player could have been."""
    target = option[2]
    if not teammate(data, target):
        return None
    others = [o[2] for o in data["pending"]["options"] if not teammate(data, o[2])]
    return f"a duel given to my teammate {target} instead of {others[0]}" if others else None


SILLY = (Silly("duel_friend", friend),)
SYMBOLS: dict[str, SymbolWorth] = {DUEL: kept_duel, WHISKEY: kept_whiskey}
