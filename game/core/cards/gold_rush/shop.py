"""Gold Rush's phase-2 actions: buying from the shop, forcing another player to discard a piece of equipment,
selling a Beer (seed 003, "Durante la fase 2 de tu turno, ahora tienes tres nuevas acciones").

A purchase is one answer: ("buy", card), and for a brown card used at once the rest of the play it is used as
("buy", card, [as], [target], [take]), with the tail a play from the hand of that card would have. If that use is
not legal the purchase is not offered, so nothing is paid for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.gold_rush import characters, sense
from game.core.cards.gold_rush.nuggets import (
    EQUIPMENT,
    EQUIPMENT_DISCARD,
    GOLD,
    SHOP,
    earn,
    gold,
    has,
    pay,
)
from game.core.cards.gold_rush.sense import Foe
from game.core.cards.plays import Aim, why_not_aim
from game.core.cards.specs import BLACK, CARD_ARG, SEAT_ARG, USE_ARG, Reason, Silly, TurnAction, Verb
from game.core.common.roles import DEPUTY

if TYPE_CHECKING:
    from game.core.cards.box import Box
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player
    from game.core.common.view import SeatView

# Seed 003 does not say whether a bought brown card goes under the equipment deck before or after its slot is
# refilled. Ours: the slot is refilled first (the rulebook's "se reemplaza inmediatamente"), so a brown card just
# used is never dealt straight back into the shop when the deck was empty. False puts it under the deck first.
REFILL_BEFORE_DISCARD = True
FORCE_EXTRA = 1         # forcing a discard costs the card's price plus this
CHEAPEST = 1            # no equipment costs less (a bound that spares the options' search for the penniless)


def price(g: CardGame, p: Player, c: int) -> int:
    """What p pays for the shop card c now (Pretty Luzena's discount included)."""
    cost = g.box.kind[c].cost or 0
    return max(0, cost - characters.buy_discount(g, p))


def _holder(g: CardGame, p: Player, action: tuple) -> Player:
    """Whom a black card bought goes in front of: the buyer, or the player it is aimed at (Wanted)."""
    seat = action[2] if len(action) > 2 and type(action[2]) is int else None
    return p if seat is None else g.players[seat]


# -- buying ---------------------------------------------------------------------------------------------------
BUY = ("buy",)          # a purchase's answer: a play's of the card with this verb


def buy_options(aim: Aim) -> list[tuple]:
    g, p = aim.g, aim.p
    budget = p.piles[GOLD]                  # a card is his if its cost is within it (price())
    if p.character == characters.LUZENA:    # (asked at every decision of a turn: her discount only is looked up)
        budget += characters.buy_discount(g, p)
    if budget < CHEAPEST:
        return []
    kind = g.box.kind
    out: list[tuple] = []
    for c in g.pile(SHOP):
        k = kind[c]
        if (k.cost or 0) > budget:
            continue
        if k.options is not None:           # a use to choose: a brown card's play, or whom a Wanted goes on
            out += [BUY + play[1:] for play in k.options(aim, c)]
        elif k.color != BLACK or not has(g, p, k.name):
            out.append(("buy", c))
    return out


def buy(g: CardGame, p: Player, action: tuple) -> None:
    c = action[1]
    kind = g.box.kind[c]
    shop = g.pile(SHOP)
    cost = price(g, p, c)
    pay(g, p, cost, "buy")
    characters.bought(g, p, c)
    g.emit("buy", {"seat": p.seat, "card": c, "price": cost, **use_of(action)})
    if kind.color == BLACK:
        holder = _holder(g, p, action)
        _place(g, shop, c, holder, EQUIPMENT, p.seat)
    else:
        _place(g, shop, c, None, EQUIPMENT_DISCARD, p.seat)
        assert kind.effect is not None
        kind.effect(g, p, c, action)


def use_of(action: tuple) -> dict:
    """A purchase's use, as its event tells it: the card it is used `as`, its `target` seat, what it `take`s."""
    tail = action[2:]
    used_as = tail[0] if tail and type(tail[0]) is str else None
    rest = tail[1:] if used_as is not None else tail
    return {"as": used_as, "target": rest[0] if rest else None, "take": rest[1] if len(rest) > 1 else None}


def _place(g: CardGame, shop: list, c: int, holder: Player | None, pile: str, by: int) -> None:
    """The bought card leaves the shop for `pile` (the table's, or the holder's), and its slot is refilled, in the
    order REFILL_BEFORE_DISCARD says. (A refill may reshuffle the face-up pile into a new deck: its list is read
    after.)"""
    to = (None if holder is None else holder.seat, pile)
    if REFILL_BEFORE_DISCARD:
        shop.remove(c)
        g.fill_row(SHOP)
        g.pile(pile, holder).append(c)
        g.emit_move([c], (None, SHOP), to, "buy", by)
    else:
        g.move_cards([c], shop, (None, SHOP), g.pile(pile, holder), to, "buy", by)
        g.fill_row(SHOP)


def why_not_buy(g: CardGame, p: Player, action: tuple) -> Reason:
    c = action[1] if len(action) > 1 else None
    if c not in g.pile(SHOP):
        return "not_in_shop", f"{g.box.label(c)} is not in the shop"
    kind = g.box.kind[c]
    cost, money = price(g, p, c), gold(g, p)
    if cost > money:
        return "not_enough_gold", f"{cost} nuggets needed, you have {money}"
    if kind.options is None:
        if kind.color == BLACK and has(g, p, kind.name):
            return "same_name_in_play", f"you already have a {kind.en}"
        return "no_use", f"{kind.en} is bought without a use or a target"
    if len(action) == 2:
        return "needs_use", f"say how {kind.en} is used: {kind.en} is used at once" + (
            " (as, then target)" if kind.color != BLACK else " (on whom: target)")
    reason = kind.why_not(g, p, ("play", c, *action[2:])) if kind.why_not is not None else None
    return reason or ("no_such_use", f"{kind.en} cannot be used that way now")


def _buy_worth(box: Box, view: SeatView, option: tuple, foe: Foe) -> float:
    """What the card does for my side as it comes in, less the nuggets it costs (at its full price: Pretty
    Luzena's discount makes her purchase only better)."""
    return sense.use(box, view, option, foe) - sense.NUGGET * (box.kind[option[1]].cost or 0)


# -- forcing a discard ------------------------------------------------------------------------------------------
def force_options(aim: Aim) -> list[tuple]:
    g, p = aim.g, aim.p
    money = p.piles[GOLD]
    if money < CHEAPEST + FORCE_EXTRA:      # (asked at every decision of a turn: most players cannot pay)
        return []
    kind = g.box.kind
    return [("force_discard", q.seat, c) for q in g.players if q.piles[EQUIPMENT] and q is not p and q.status.targetable
            for c in q.piles[EQUIPMENT] if (kind[c].cost or 0) + FORCE_EXTRA <= money]


def force_discard(g: CardGame, p: Player, action: tuple) -> None:
    victim, c = g.players[action[1]], action[2]
    pay(g, p, (g.box.kind[c].cost or 0) + FORCE_EXTRA, "force_discard")
    held = g.pile(EQUIPMENT, victim)
    g.move_cards([c], held, (victim.seat, EQUIPMENT), g.pile(EQUIPMENT_DISCARD), (None, EQUIPMENT_DISCARD),
                 "force_discard", p.seat)


def why_not_force(g: CardGame, p: Player, action: tuple) -> Reason:
    seat = action[1] if len(action) > 1 else None
    if seat == p.seat:
        return "force_own", "you cannot pay to discard your own equipment"
    reason = why_not_aim(g, p, seat, "forcing a discard (whose equipment: target, and take)")
    if reason is not None:
        return reason
    victim = g.players[action[1]]
    c = action[2] if len(action) > 2 else None
    if c not in g.pile(EQUIPMENT, victim):
        return "not_equipment", f"{g.box.label(c)} is not among {victim.name}'s equipment"
    cost, money = (g.box.kind[c].cost or 0) + FORCE_EXTRA, gold(g, p)
    return "not_enough_gold", f"{cost} nuggets needed, you have {money}"


def _force_worth(box: Box, view: SeatView, option: tuple, foe: Foe) -> float:
    """What the card is worth to its holder, as much as I want him hurt (a Wanted off a friend: a favour), less
    the nuggets it costs."""
    c = option[2]
    return foe(option[1]) * sense.held(box, view, box.kind[c].name) * 0.8 \
        - sense.NUGGET * ((box.kind[c].cost or 0) + FORCE_EXTRA)


def _forces_ally(box: Box, view: SeatView, option: tuple) -> str | None:
    """A Deputy paying to take his Sheriff's equipment (a Wanted on him is a burden: taking it is a favour)."""
    if box.kind[option[2]].name == "wanted" or view.basics["role"] != DEPUTY:
        return None
    return sense.against_sheriff(view, option[1], wounds=False)


# -- selling a Beer ---------------------------------------------------------------------------------------------
SOLD = "beer"           # the kind of card sold for a nugget


def sell_options(aim: Aim) -> list[tuple]:
    beers, hand = aim.g.box.ids[SOLD], aim.p.hand
    if beers.isdisjoint(hand):         # (asked at every decision of a turn: most hands hold no Beer)
        return []
    return [("sell_beer", c) for c in hand if c in beers]


def sell_beer(g: CardGame, p: Player, action: tuple) -> None:
    c = action[1]
    g.discard_from_hand(p, [c], "sell_beer")
    g.played(p, c, "sell_beer")
    earn(g, p, 1, "sell_beer")


def why_not_sell(g: CardGame, p: Player, action: tuple) -> Reason:
    return "sell_only_beer", f"only a Beer is sold for a nugget, not {g.box.label(action[1])}"


def _sell_worth(box: Box, view: SeatView, option: tuple, foe: Foe) -> float:
    """A nugget for a Beer whose heal is worthless: with two players left, or at full life with a spare Beer or
    more cards than the hand may keep (one is discarded anyway); a lone Beer is kept as the save from a lethal hit."""
    me = sense.me(view)
    if sense.left(view) <= 2:
        return sense.NUGGET + 1.0
    hand = view.basics["hand"]
    if len(box.ids[SOLD].intersection(hand)) > 1 or len(hand) > me["life"]:
        return sense.NUGGET
    return -0.5


def _sells_needed_beer(box: Box, view: SeatView, option: tuple) -> str | None:
    """A Beer sold by a hurt player while a Beer still heals (more than two players left)."""
    me = sense.me(view)
    if sense.missing(me) and sense.left(view) > 2:
        return f"sells a Beer at {me['life']}/{me['max_life']} life"
    return None


def _list_price(box: Box, action: tuple) -> int:
    return box.kind[action[1]].cost or 0


def _force_price(box: Box, action: tuple) -> int:
    return (box.kind[action[2]].cost or 0) + FORCE_EXTRA


ACTIONS = (
    TurnAction(Verb("buy", "buy a piece of equipment", frozenset({"play"}), why_not=why_not_buy,
                    args=(CARD_ARG, USE_ARG), price=_list_price, charge=lambda g, p, action: price(g, p, action[1]),
                    silly=sense.BUY_SILLY), buy_options, buy, _buy_worth),
    TurnAction(Verb("force_discard", "pay to make a player discard his equipment", frozenset({"play"}),
                    why_not=why_not_force, args=(SEAT_ARG, CARD_ARG), price=_force_price,
                    silly=(Silly("forces_ally", _forces_ally), Silly("wasted_nuggets", sense.wanted_on_sheriff))),
               force_options, force_discard, _force_worth),
    TurnAction(Verb("sell_beer", "sell a Beer for a nugget", frozenset({"play"}), from_hand=True,
                    why_not=why_not_sell, args=(CARD_ARG,), silly=(Silly("sells_needed_beer", _sells_needed_beer),)),
               sell_options, sell_beer, _sell_worth),
)
