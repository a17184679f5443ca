"""Gold Rush's 24 equipment cards (cards.md §6b: cost and copies exact, no rank or suit), with the notes of the
rulebook and the FAQ. The brown ones are used the moment they are bought; the black ones stay in front of their
player (his `equipment`) and act through the set's hooks (rules.py) or their own verbs.

A brown card's uses are its `options`, written as the plays ("play", c, ...) a card from the hand would have;
a purchase carries the same tail ("buy", c, ...). Bottle and Pardner name the card they are used as: they are not
those cards (no BANG! counted against the limit, no Beer for whoever reacts to Beers), only their effect.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.core.cards.gold_rush.nuggets import EQUIPMENT
from game.core.cards.plays import Aim, at_anyone, by_itself, taking_from, why_not_aim
from game.core.cards.specs import BLACK, BROWN, PLAYER, CardKind, Reason
from game.core.common.events import DISCARD, DRAW

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player

GOLD_PAN_USES = 2           # the Gold Pan: twice a turn
RUCKSACK_PRICE = 2          # nuggets for a life point
RHUM_CARDS = 4              # "draw!"s of the Rhum: one more for each extra card a player flips (Lucky Duke: 5)
HAND_LIMIT_GUN_BELT = 8


def card(name: str, en: str, es: str, color: str, copies: int, cost: int, **more) -> CardKind:
    return CardKind(name, en, es, color, "", copies=copies, deck=EQUIPMENT, cost=cost, **more)


# -- the brown cards ------------------------------------------------------------------------------------------
def _anyone_even_you(aim: Aim, c: int) -> Iterable[tuple]:
    return [("play", c, q.seat) for q in aim.g.players if q.status.targetable]


def _shot(g: CardGame, p: Player, c: int, action: tuple) -> None:
    g.heal(g.players[action[2]], 1, "shot", p.seat)


def _as_bang(aim: Aim, c: int) -> list[tuple]:
    """A BANG! at a player in reach, outside the one-BANG! limit (it is not a BANG! card)."""
    distances, reach = aim.distances(), aim.g.box.reach(aim.p.in_play)
    return [("play", c, "bang", q.seat) for q in aim.others if distances[q.seat] <= reach]


def _bottle_options(aim: Aim, c: int) -> Iterable[tuple]:
    distances = aim.distances()
    panics = taking_from((q for q in aim.others if distances[q.seat] <= 1), c)
    return [("play", c, "beer"), *_as_bang(aim, c), *(("play", c, "panic", *t[2:]) for t in panics)]


def _pardner_options(aim: Aim, c: int) -> Iterable[tuple]:
    duels = at_anyone(aim, c)
    return [("play", c, "general_store"), *(("play", c, "duel", *t[2:]) for t in duels),
            *(("play", c, "cat_balou", *t[2:]) for t in taking_from(aim.others, c))]


def _used_as(g: CardGame, p: Player, c: int, action: tuple) -> None:
    """Bottle or Pardner: the effect of the card it is used as, which it is not."""
    as_name, rest = action[2], action[3:]
    if as_name == "bang":
        target = rest[0]
        if not g.spared(g.players[target], c, p.seat, "bang"):
            g.push({"k": "shot", "shooter": p.seat, "target": target, "needed": 1, "cancelled": 0, "used": [],
                    "card": c, "why": "bottle"})
    elif as_name == "beer":       # ours: not a Beer, so it heals even with two players left (rules-notes)
        g.heal(p, 1, "bottle", p.seat)
    else:
        effect = g.box.kinds[as_name].effect
        assert effect is not None
        effect(g, p, c, ("play", c, *rest))


def _why_not_used_as(g: CardGame, p: Player, action: tuple) -> Reason | None:
    """The rule a use of Bottle or Pardner breaks: a use it has not, or the imitated card's own rule."""
    uses = {"bottle": ("bang", "beer", "panic"), "pardner": ("general_store", "duel", "cat_balou")}
    name = g.box.kind[action[1]].name
    as_name = action[2] if len(action) > 2 else None
    if as_name not in uses[name]:
        return "no_such_use", f"{g.box.kind[action[1]].en} is used as one of: {', '.join(uses[name])}"
    rest = action[3:]
    seat = rest[0] if rest else None
    if as_name in ("bang", "panic", "duel", "cat_balou"):
        reason = why_not_aim(g, p, seat, g.box.kinds[as_name].en)
        if reason is not None:
            return reason
        target = g.players[rest[0]]
        if as_name == "bang":
            return "out_of_range", (f"{target.name} is at distance {g.distance(p, target)}, beyond your weapon's "
                                    f"range of {g.weapon_range(p)}")
        if as_name == "panic" and g.distance(p, target) > 1:
            return "panic_distance", (f"Panic! reaches only players at distance 1; {target.name} is at "
                                      f"{g.distance(p, target)}")
        if as_name in ("panic", "cat_balou"):
            take = rest[1] if len(rest) > 1 else None
            if take in g.pile(EQUIPMENT, target):
                return "out_of_reach", "equipment cannot be taken or discarded by a card: only paid away"
            if take == "hand" and not target.hand:
                return "empty_hand", f"{target.name} has no cards in hand"
            return "choose_card", "say which card: 'hand' for a random one from the hand, or a card in play"
    return None


def _rhum(g: CardGame, p: Player, c: int, action: tuple) -> None:
    """"draw!" four cards (one more for every extra card p flips for a "draw!"), a life point per suit."""
    flipped: list[int] = []
    g.deal(RHUM_CARDS - 1 + g.check_count(p), flipped, (p.seat, DRAW), "rhum", p.seat)
    suits = {g.box.cards[x].suit for x in flipped}
    if flipped:
        g.discard.extend(flipped)
        g.emit_move(flipped, (p.seat, DRAW), (None, DISCARD), "rhum", p.seat)
    g.heal(p, len(suits), "rhum", p.seat)


def _union_pacific(g: CardGame, p: Player, c: int, action: tuple) -> None:
    g.draw(p, 4, "union_pacific")


def _gold_rush(g: CardGame, p: Player, c: int, action: tuple) -> None:
    """The turn ends, p regains all his life points, then plays another turn."""
    g.heal(p, p.max_life - p.life, "gold_rush", p.seat)
    g.end_play()
    g.extra_turn()


# -- the black cards (what they do lives in rules.py and in their verbs) ---------------------------------------
def _wanted_options(aim: Aim, c: int) -> Iterable[tuple]:
    """A Wanted goes, as it is bought, on any player without one: even the buyer (FAQ Q07)."""
    wanted = aim.g.box.ids["wanted"]
    return [("play", c, q.seat) for q in aim.g.players if q.status.targetable and wanted.isdisjoint(q.piles[EQUIPMENT])]


def _why_not_wanted(g: CardGame, p: Player, action: tuple) -> Reason:
    seat = action[2] if len(action) > 2 else None
    reason = why_not_aim(g, None, seat, "Wanted (on anyone, yourself too)")
    if reason is not None:
        return reason
    target = g.players[action[2]]
    return "same_name_in_play", f"{target.name} already has a Wanted"


SHOT = card("shot", "Shot", "Trago", BROWN, 3, 1, target=PLAYER, options=_anyone_even_you, effect=_shot)
BOTTLE = card("bottle", "Bottle", "Botella", BROWN, 3, 2, options=_bottle_options, effect=_used_as,
              why_not=_why_not_used_as)
PARDNER = card("pardner", "Pardner", "Cómplice", BROWN, 3, 2, options=_pardner_options, effect=_used_as,
               why_not=_why_not_used_as)
RHUM = card("rhum", "Rhum", "Ron", BROWN, 2, 3, options=by_itself, effect=_rhum)
UNION_PACIFIC = card("union_pacific", "Union Pacific", "Union Pacific", BROWN, 1, 4, options=by_itself,
                     effect=_union_pacific)
GOLD_RUSH = card("gold_rush", "Gold Rush", "Fiebre del oro", BROWN, 1, 5, options=by_itself, effect=_gold_rush)
BOOTS = card("boots", "Boots", "Botas", BLACK, 1, 3)
WANTED = card("wanted", "Wanted", "Se Busca", BLACK, 3, 2, target=PLAYER, options=_wanted_options,
              why_not=_why_not_wanted)
GOLD_PAN = card("gold_pan", "Gold Pan", "Cedazo", BLACK, 1, 3)
HORSESHOE = card("horseshoe", "Horseshoe", "Herradura", BLACK, 1, 2)
LUCKY_CHARM = card("lucky_charm", "Lucky Charm", "Amuleto", BLACK, 1, 3)
RUCKSACK = card("rucksack", "Rucksack", "Mochila", BLACK, 1, 3)
CALUMET = card("calumet", "Calumet", "Calumet", BLACK, 1, 3)
GUN_BELT = card("gun_belt", "Gun Belt", "Cinturón", BLACK, 1, 2)
PICKAXE = card("pickaxe", "Pickaxe", "Pico", BLACK, 1, 4)

CARDS = (SHOT, BOTTLE, PARDNER, RHUM, UNION_PACIFIC, GOLD_RUSH, BOOTS, WANTED, GOLD_PAN, HORSESHOE, LUCKY_CHARM,
         RUCKSACK, CALUMET, GUN_BELT, PICKAXE)
