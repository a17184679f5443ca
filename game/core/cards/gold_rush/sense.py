"""What a bot makes of Gold Rush, read from its seat's view: the shared reading behind the `worth` and the `silly`
uses the set's records declare (shop.py, rules.py, characters.py). The bots themselves never name the set's cards.

A worth is on the scale of the bots' other scores (ending the turn 0, a BANG! at a sure foe about 7): what the
answer does for its player's side, less `NUGGET` for every nugget it spends, so a bot spends only where the gain is
worth the gold it could spend better later. The silly uses are the plays a watching player laughs at whatever the
bot cannot see (its own life, its own equipment, its own role and the Sheriff's): every bot level vetoes them and
bench/blunders.py counts them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.cards.gold_rush.nuggets import EQUIPMENT, GOLD
from game.core.cards.specs import BLACK, Silly
from game.core.common.roles import DEPUTY, RENEGADE, SHERIFF
from game.core.common.status import BY_NAME

if TYPE_CHECKING:
    from game.core.cards.box import Box
    from game.core.common.view import SeatView

Foe = Callable[[int], float]
NUGGET = 0.8                # a nugget kept: about two thirds of a card drawn
CARD = 1.2                  # a card drawn
RHUM_HEALS = 2.7            # the suits four cards show, on average: 4 × (1 − (3/4)⁴)
HOSTILE = ("bang", "panic", "duel", "cat_balou")    # what a Bottle or a Pardner may be used as against a player
WOUNDS = ("bang", "duel")

# What a piece of black equipment is worth to its holder over the game (a Wanted: a burden, his killer's bounty)
HOLD = {"pickaxe": 6.0, "horseshoe": 2.5, "boots": 3.5, "lucky_charm": 3.5, "gold_pan": 3.0, "rucksack": 3.0,
        "calumet": 3.0, "gun_belt": 1.5, "wanted": -2.0}
UNKNOWN_HOLD = 2.0


def players(view: SeatView) -> list[dict]:
    return view.basics["table"]["players"]


def own(view: SeatView) -> int:
    """The seat of the player a bot plays (a bot's view is always a player's)."""
    assert view.seat is not None
    return view.seat


def me(view: SeatView) -> dict:
    return players(view)[own(view)]


def missing(p: dict) -> int:
    """The life points a heal would give p (none to a player whose life never changes: a shadow)."""
    return p["max_life"] - p["life"] if BY_NAME[p["status"]].mortal else 0


def left(view: SeatView) -> int:
    """The players still in the game."""
    n = 0
    for p in players(view):
        if BY_NAME[p["status"]].seated:
            n += 1
    return n


def gold(view: SeatView, seat: int) -> int:
    return players(view)[seat]["piles"][GOLD]


def equipment(view: SeatView, seat: int) -> list[int]:
    return players(view)[seat]["piles"][EQUIPMENT]


def heal(view: SeatView, seat: int, amount: float, foe: Foe) -> float:
    """Healing `seat` by up to `amount` life points: dear on my own last points, a friend's gain, a foe's loss."""
    p = players(view)[seat]
    gained = min(amount, missing(p))
    if seat == view.seat:
        return gained * (3.0 if p["life"] <= 2 else 1.5)
    return -foe(seat) * gained * 1.5


def hit(box: Box, view: SeatView, seat: int, foe: Foe) -> float:
    """A BANG!'s worth at `seat` (as the bots score one): a foe's life point, less where a Barrel waits."""
    p = players(view)[seat]
    enmity = foe(seat)
    shield = 1.5 if any(box.kind[x].draws_against_shots for x in p["in_play"]) else 0.0
    return 1.0 + 5.0 * enmity + 2.0 * max(enmity, 0.0) * missing(p) / p["max_life"] - shield


def take(box: Box, view: SeatView, seat: int, taken: object, foe: Foe, steals: bool) -> float:
    """A card taken from `seat` (Panic!, Cat Balou): a favour when it is a burden that draws! for its holder."""
    enmity = foe(seat)
    if taken == "hand":
        worth = 2.5
    else:
        assert type(taken) is int
        if box.kind[taken].turn_check is not None:      # a Jail, a Dynamite: taking it away is a favour
            return 1.0 - 3.0 * enmity
        worth = box.keep[taken]
    return 0.5 + 3.0 * enmity + (0.5 + (0.8 if steals else 0.0)) * worth * (1.0 if enmity > 0 else 0.0)


def use(box: Box, view: SeatView, option: tuple, foe: Foe) -> float:
    """What a card of the shop does as it comes in (bought, or drawn by Josh McCloud), its price left out: option is
    (verb, card, *its use), as a purchase carries it. (Asked of every purchase offered: the cards most often offered
    are asked first, a Wanted on each player, a Shot at each.)"""
    name = box.name[option[1]]
    if name == "wanted":
        seat = option[2]
        return -3.0 if seat == view.seat else 0.0 if on_sheriff(view, seat) else 2.0 * foe(seat)
    if name == "shot":
        return heal(view, option[2], 1, foe)
    tail = option[2:]
    if tail and type(tail[0]) is str:        # a Bottle or a Pardner, used as another card
        used, rest = tail[0], tail[1:]
        if used == "beer":
            return heal(view, own(view), 1, foe)
        if used == "general_store":
            return CARD * 0.8
        if used == "bang":
            return hit(box, view, rest[0], foe)
        if used == "duel":
            return 1.0 + 4.0 * foe(rest[0])
        return take(box, view, rest[0], rest[1], foe, steals=used == "panic")
    if name == "rhum":
        return heal(view, own(view), RHUM_HEALS, foe)
    if name == "union_pacific":
        return 4 * CARD
    if name == "gold_rush":          # the turn ends, full life, another turn (about what a turn draws and plays)
        return 4.0 + heal(view, own(view), missing(me(view)), foe)
    return held(box, view, name)


def held(box: Box, view: SeatView, name: str) -> float:
    """A piece of black equipment in front of me: its worth over the game, more where it fits my cards."""
    worth = HOLD.get(name, UNKNOWN_HOLD)
    if name == "gun_belt" and len(view.basics["hand"]) > me(view)["life"]:
        worth += 1.0
    if name == "horseshoe" and any(box.kind[x].draws_against_shots or box.kind[x].turn_check
                                   for x in me(view)["in_play"]):
        worth += 1.0
    if name == "rucksack" and me(view)["life"] <= 2:
        worth += 1.0
    return worth


# -- the silly uses (specs.Silly judges: what was silly, or None) ----------------------------------------------
def sheriff(view: SeatView) -> dict | None:
    return next((p for p in players(view) if p["role"] == SHERIFF and BY_NAME[p["status"]].targetable), None)


def against_sheriff(view: SeatView, seat: int, wounds: bool) -> str | None:
    """A Deputy's act against his Sheriff, or a wound at the Sheriff's last life that loses its player the game
    (a Deputy always, the Renegade while anyone else lives)."""
    law = sheriff(view)
    if law is None or law["seat"] != seat:
        return None
    role = view.basics["role"]
    if role == DEPUTY:
        return f"at the Sheriff ({law['life']}/{law['max_life']} life)"
    others = [p for p in players(view) if BY_NAME[p["status"]].standing and p["seat"] not in (seat, own(view))]
    if role == RENEGADE and wounds and law["life"] == 1 and others:
        return "at the Sheriff at 1 life"
    return None


def deputy_sheriff(box: Box, view: SeatView, option: tuple) -> str | None:
    """A use of a card bought (or drawn) against the Sheriff by a Deputy."""
    if view.basics["role"] != DEPUTY:
        return None
    seat = _aimed(box, option)
    return None if seat is None else against_sheriff(view, seat, wounds=False)


def renegade_sheriff(box: Box, view: SeatView, option: tuple) -> str | None:
    """A wound at the Sheriff's last life by the Renegade while others live."""
    if view.basics["role"] != RENEGADE:
        return None
    tail = option[2:]
    if not (tail and tail[0] in WOUNDS and len(tail) > 1):
        return None
    return against_sheriff(view, tail[1], wounds=True)


def _aimed(box: Box, option: tuple) -> int | None:
    """The player a bought card is used against (a Wanted's target too), if any."""
    tail = option[2:]
    if tail and tail[0] in HOSTILE and len(tail) > 1:
        taken = tail[2] if len(tail) > 2 else None
        if type(taken) is int and box.kind[taken].turn_check is not None:     # taking his Jail: a favour
            return None
        return tail[1]
    if box.kind[option[1]].name == "wanted" and tail:
        return tail[0]
    return None


def heals_nobody(box: Box, view: SeatView, option: tuple) -> str | None:
    """Nuggets spent on a heal of a player at full life (a Shot, a Bottle as a Beer, a Rhum)."""
    name = box.kind[option[1]].name
    tail = option[2:]
    seat = tail[0] if name == "shot" else own(view) if name == "rhum" or tail[:1] == ("beer",) else None
    if seat is None or missing(players(view)[seat]) > 0:
        return None
    return f"{name} on {'himself' if seat == own(view) else f'seat {seat}'} at full life"


def on_sheriff(view: SeatView, seat: int) -> bool:
    """Is `seat` the Sheriff still in the game? (Read on his seat alone: a game has one Sheriff, always shown.)"""
    p = players(view)[seat]
    return p["role"] == SHERIFF and BY_NAME[p["status"]].targetable


def wanted_on_sheriff(box: Box, view: SeatView, option: tuple) -> str | None:
    """Nuggets spent on a Wanted on the Sheriff, bought or paid away: its bounty is never paid, the game ends as
    he falls."""
    forced = option[0] == "force_discard"
    c, seat = (option[2], option[1]) if forced else (option[1], option[2] if len(option) > 2 else None)
    if box.kind[c].name != "wanted" or type(seat) is not int or not on_sheriff(view, seat):
        return None
    return "a Wanted on the Sheriff" + (" paid away" if forced else "")


def second_copy(box: Box, view: SeatView, option: tuple) -> str | None:
    """A piece of black equipment in front of a player who already has one of its name (the rules forbid it)."""
    kind = box.kind[option[1]]
    if kind.color != BLACK:
        return None
    tail = option[2:]
    holder = tail[0] if tail and type(tail[0]) is int else own(view)
    if any(box.kind[x].name == kind.name for x in equipment(view, holder)):
        return f"a second {kind.name} for seat {holder}"
    return None


# a purchase's, and a use of the card Josh McCloud draws
BUY_SILLY = (Silly("buys_twice", second_copy), Silly("heals_nobody", heals_nobody),
             Silly("wasted_nuggets", wanted_on_sheriff),
             Silly("deputy_sheriff", deputy_sheriff), Silly("renegade_sheriff", renegade_sheriff))
