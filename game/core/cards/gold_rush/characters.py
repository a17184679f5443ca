"""Gold Rush's 8 characters (cards.md §6c and §7; seed 003's notes on each), all of 4 life points.

Each is one record holding its hooks: Don Bell's "draw!" for another turn (a `turn_end` hook and a frame of his),
Dutch Will's phase 1, the phase-2 actions of Jacky Murieta, Josh McCloud and Raddie Snake (only their player is
offered them), Madam Yto's card when a Beer is played (`card_played`), Simeon Picos's nugget a life point
(`life_lost`). Pretty Luzena's discount is read by the set's purchase (`buy_discount`, `bought`).

What the rest of the set reads from here: CHARACTERS; `buy_discount` and `bought` (Pretty Luzena).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.gold_rush import sense
from game.core.cards.gold_rush.nuggets import EQUIPMENT, EQUIPMENT_DECK, EQUIPMENT_DISCARD, earn, gold, has, pay
from game.core.cards.gold_rush.sense import Foe
from game.core.cards.plays import Aim, why_not_aim
from game.core.cards.specs import (
    BLACK,
    CARD_ARG,
    SEAT_ARG,
    USE_ARG,
    Character,
    DrawPhase,
    Frame,
    Hook,
    Price,
    Reason,
    Silly,
    TurnAction,
    Verb,
)
from game.core.common.decision import Decision
from game.core.common.events import DISCARD, DRAW, HAND, PEEK
from game.core.common.roles import DEPUTY, RENEGADE

if TYPE_CHECKING:
    from game.core.cards.box import Box
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player
    from game.core.common.view import SeatView

LIFE = 4
DON_BELL, DUTCH_WILL, JACKY, JOSH = "don_bell", "dutch_will", "jacky_murieta", "josh_mccloud"
YTO, LUZENA, RADDIE, SIMEON = "madam_yto", "pretty_luzena", "raddie_snake", "simeon_picos"

DON_BELL_WINS = "HD"        # the suits of his "draw!" that give him another turn
JACKY_PRICE = 2             # nuggets for one BANG! without a card
JOSH_PRICE = 2              # nuggets for the top card of the equipment deck
JOSH_UNSEEN = 2.5           # what a bot expects of the equipment deck's top card (about its average use)
RADDIE_PRICE, RADDIE_USES = 1, 2    # a nugget for a card, twice a turn
LUZENA_DISCOUNT = 1         # off one purchase a turn (her first)
USE_JOSH = "use_josh_mccloud"       # the decision: how Josh McCloud uses the card he drew (when it can go two ways)


def _is(p: Player, character: str) -> bool:
    return p.character == character and p.status.acts


# -- Don Bell: at the end of his turn he "draws!"; a heart or a diamond, another turn -----------------------------
def _don_bell_turn_end(g: CardGame, p: Player) -> None:
    """Not after a turn the Jail skipped (FAQ Q06), not at the end of an extra turn (seed 003), not when the turn
    already gives another (a Gold Rush bought in it)."""
    turn = g.stack[0]
    if _is(p, DON_BELL) and not (turn.get("skipped") or turn.get("extra") or turn.get("again")):
        g.push({"k": DON_BELL, "seat": p.seat})


def _step_don_bell(g: CardGame, f: dict) -> Decision | None:
    if "drawn" not in f:
        g.push_check(f["seat"], DON_BELL)
        return None
    card = f.pop("drawn")
    g.stack.pop()
    if card is not None and g.box.cards[card].suit in DON_BELL_WINS and g.players[f["seat"]].status.acts:
        g.extra_turn()
    return None


# -- Dutch Will: draws two, discards one of them, takes a nugget ---------------------------------------------------
def _dutch_will_step(g: CardGame, f: dict, p: Player) -> Decision | None:
    """The two cards are held apart (the phase-1 frame's `held`, seen by him alone, as Kit Carlson's) until he lets
    one go: a seat that deals a world from its view then knows the draw is made (determinize.py)."""
    if "held" not in f:
        f["held"] = []
        g.deal(2, f["held"], (p.seat, PEEK), DUTCH_WILL, p.seat)
    if len(f["held"]) < 2:      # the deck ran dry: nothing to choose between (rules-notes)
        _dutch_will_done(g, f, p)
        return None
    return g.decide(p.seat, "draw_dutch_will", [("discard", c) for c in f["held"]], {"cards": list(f["held"])})


def _dutch_will_answer(g: CardGame, f: dict, p: Player, action: tuple) -> None:
    g.move_cards([action[1]], f["held"], (p.seat, PEEK), g.discard, (None, DISCARD), DUTCH_WILL, p.seat)
    _dutch_will_done(g, f, p)


def _dutch_will_done(g: CardGame, f: dict, p: Player) -> None:
    kept = f.pop("held")
    if kept:
        p.hand.extend(kept)
        g.emit_move(kept, (p.seat, PEEK), (p.seat, HAND), DUTCH_WILL, p.seat)
    earn(g, p, 1, DUTCH_WILL)
    g.stack.pop()


# -- Jacky Murieta: 2 nuggets for a BANG! at a player in reach, without a card, as often as he can pay ----------
def _jacky_options(aim: Aim) -> list[tuple]:
    if gold(aim.g, aim.p) < JACKY_PRICE:
        return []
    distances, reach = aim.distances(), aim.g.weapon_range(aim.p)
    return [("jacky", q.seat) for q in aim.others if distances[q.seat] <= reach]


def _jacky(g: CardGame, p: Player, action: tuple) -> None:
    """A BANG!'s effect, not a BANG! card: outside the one-BANG! limit, answered as any BANG! (Missed!, Barrel).
    No card is played (`by` None): El Gringo, hurt only by "una carta jugada por otro jugador" (000), takes nothing;
    the life point still counts for Jacky (his nugget, a kill's rewards). A `shoot` event names his target, as a
    card played at someone does (without `as`: the bots read roles from cards aimed at someone, not from it)."""
    pay(g, p, JACKY_PRICE, JACKY)
    g.emit("shoot", {"seat": p.seat, "target": action[1], "price": JACKY_PRICE, "why": JACKY})
    g.push({"k": "shot", "shooter": p.seat, "target": action[1], "needed": g.box.characters[p.character].shot_needs,
            "cancelled": 0, "used": [], "card": None, "why": JACKY, "by": None})


def _why_not_jacky(g: CardGame, p: Player, action: tuple) -> Reason:
    if gold(g, p) < JACKY_PRICE:
        return "not_enough_gold", f"{JACKY_PRICE} nuggets needed, you have {gold(g, p)}"
    seat = action[1] if len(action) > 1 else None
    reason = why_not_aim(g, p, seat, "Jacky Murieta's BANG!")
    if reason is not None:
        return reason
    target = g.players[action[1]]
    return "out_of_range", (f"{target.name} is at distance {g.distance(p, target)}, beyond your weapon's range "
                            f"of {g.weapon_range(p)}")


def _jacky_worth(box: Box, view: SeatView, option: tuple, foe: Foe) -> float:
    """A BANG! at a foe, as the bots score one, less its nuggets."""
    return sense.hit(box, view, option[1], foe) - sense.NUGGET * JACKY_PRICE


def _jacky_at_sheriff(role: str, wounds: bool):
    """A silly shot of a player of `role` (specs.Silly's judge): a Deputy's at his Sheriff, the Renegade's at the
    Sheriff's last life while others live."""
    def judge(box: Box, view: SeatView, option: tuple) -> str | None:
        return sense.against_sheriff(view, option[1], wounds) if view.basics["role"] == role else None
    return judge


JACKY_SILLY = (Silly("deputy_sheriff", _jacky_at_sheriff(DEPUTY, False)),
               Silly("renegade_sheriff", _jacky_at_sheriff(RENEGADE, True)))


# -- Josh McCloud: 2 nuggets for the top card of the equipment deck, used at once -------------------------------
def _josh_options(aim: Aim) -> list[tuple]:
    g = aim.g
    stock = g.pile(EQUIPMENT_DECK) or g.pile(EQUIPMENT_DISCARD)
    return [("josh",)] if gold(g, aim.p) >= JOSH_PRICE and stock else []


def _josh(g: CardGame, p: Player, action: tuple) -> None:
    """He pays, turns the top card up (the face-up pile shuffled into a new deck first if the deck is empty, seed
    003) and must use it: the frame asks how when it can go more than one way."""
    pay(g, p, JOSH_PRICE, JOSH)
    held: list[int] = []
    g.push({"k": JOSH, "seat": p.seat, "held": held})
    g.deal(1, held, (p.seat, DRAW), JOSH, p.seat, EQUIPMENT_DECK)


def _josh_uses(g: CardGame, p: Player, c: int) -> list[tuple]:
    """The ways p may use card c, each the tail a purchase of it would carry: a brown card's plays, whom a Wanted
    goes on, () for a black card he keeps; none for a black card whose name he already has (FAQ: discarded)."""
    kind = g.box.kind[c]
    if kind.options is not None:
        return [play[2:] for play in kind.options(Aim(g, p), c)]
    if kind.color == BLACK and has(g, p, kind.name):
        return []
    return [()]


def _step_josh(g: CardGame, f: dict) -> Decision | None:
    p = g.players[f["seat"]]
    if not f["held"]:               # no equipment left anywhere
        g.stack.pop()
        return None
    c = f["held"][0]
    uses = _josh_uses(g, p, c)
    if len(uses) == 1 or not uses:
        _josh_use(g, f, p, uses[0] if uses else None)
        return None
    return g.decide(p.seat, USE_JOSH, [("josh", c, *use) for use in uses], {"card": c})


def _answer_josh(g: CardGame, f: dict, action: tuple) -> None:
    _josh_use(g, f, g.players[f["seat"]], action[2:])


def _josh_use(g: CardGame, f: dict, p: Player, use: tuple | None) -> None:
    """As a purchase: a black card in front of him (a Wanted, of whom he chose), a brown one under the equipment
    deck and its effect; a card he cannot use (None) goes under the deck unused."""
    g.stack.pop()
    held = f["held"]
    c = held[0]
    kind = g.box.kind[c]
    if use is not None and kind.color == BLACK:
        holder = g.players[use[0]] if use else p
        g.move_cards([c], held, (p.seat, DRAW), g.pile(EQUIPMENT, holder), (holder.seat, EQUIPMENT), JOSH, p.seat)
        return
    g.move_cards([c], held, (p.seat, DRAW), g.pile(EQUIPMENT_DISCARD), (None, EQUIPMENT_DISCARD), JOSH, p.seat)
    if use is not None and kind.effect is not None:
        kind.effect(g, p, c, ("josh", c, *use))


def _why_not_josh(g: CardGame, p: Player, action: tuple) -> Reason:
    if g.stack[-1]["k"] == JOSH:
        return "no_such_use", f"{g.box.label(action[1] if len(action) > 1 else None)} cannot be used that way now"
    if gold(g, p) < JOSH_PRICE:
        return "not_enough_gold", f"{JOSH_PRICE} nuggets needed, you have {gold(g, p)}"
    return "no_equipment_left", "there is no equipment card left to draw"


def _josh_worth(box: Box, view: SeatView, option: tuple, foe: Foe) -> float:
    """Paying for a card unseen: about what the average piece of equipment does; once drawn, what its use does
    (as the set's purchase reads it: its price is paid already)."""
    if len(option) == 1:
        return JOSH_UNSEEN - sense.NUGGET * JOSH_PRICE
    return sense.use(box, view, option, foe)


def _josh_uses_as_bought(judge):
    """A purchase's silly use (specs.Silly's judge), judged on a use of the card Josh McCloud drew."""
    def josh_judge(box: Box, view: SeatView, option: tuple) -> str | None:
        return judge(box, view, option) if len(option) > 1 else None
    return josh_judge


JOSH_SILLY = tuple(Silly(silly.name, _josh_uses_as_bought(silly.judge)) for silly in sense.BUY_SILLY)


# -- Madam Yto: a card each time anyone plays a Beer card (healing or sold; not a Bottle used as one) -----------
def _madam_yto(g: CardGame, p: Player, card: int, why: str) -> None:
    if g.box.name[card] != "beer":
        return
    for q in g.players:
        if _is(q, YTO):
            g.draw(q, 1, YTO)


# -- Pretty Luzena: one purchase a turn (her first) costs one nugget less; never the forced discard --------------
def buy_discount(g: CardGame, p: Player) -> int:
    """Nuggets off p's next purchase (never the forced discard). (Asked at every decision of the turn.)"""
    return LUZENA_DISCOUNT if p.character == LUZENA and _is(p, LUZENA) and not g.uses(LUZENA) else 0


def bought(g: CardGame, p: Player, c: int) -> None:
    """p has just paid for the shop card c (at the price buy_discount allowed)."""
    if _is(p, LUZENA) and not g.uses(LUZENA):
        g.use(LUZENA)


# -- Raddie Snake: a nugget for a card, twice a turn ---------------------------------------------------------------
def _raddie_options(aim: Aim) -> list[tuple]:
    return [("raddie",)] if gold(aim.g, aim.p) >= RADDIE_PRICE and aim.g.uses(RADDIE) < RADDIE_USES else []


def _raddie(g: CardGame, p: Player, action: tuple) -> None:
    pay(g, p, RADDIE_PRICE, RADDIE)
    g.use(RADDIE)
    g.draw(p, 1, RADDIE)


def _why_not_raddie(g: CardGame, p: Player, action: tuple) -> Reason:
    if g.uses(RADDIE) >= RADDIE_USES:
        return "raddie_twice", f"Raddie Snake draws this way at most {RADDIE_USES} times a turn"
    return "not_enough_gold", f"{RADDIE_PRICE} nugget needed, you have {gold(g, p)}"


def _raddie_worth(box: Box, view: SeatView, option: tuple, foe: Foe) -> float:
    return sense.CARD - sense.NUGGET * RADDIE_PRICE


# -- Simeon Picos: a nugget for every life point he loses, the last one included (§7) -----------------------------
def _simeon_picos(g: CardGame, p: Player, lost: int, why: str, credit: int | None, by: int | None) -> None:
    if lost > 0 and p.character == SIMEON:
        earn(g, p, lost, SIMEON)


def _action(name: str, words: str, owner: str, options, apply, why_not, worth, *kinds: str, args: tuple = (),
            price: Price | None = None, silly: tuple[Silly, ...] = ()) -> TurnAction:
    return TurnAction(Verb(name, words, frozenset({"play", *kinds}), owner=owner, why_not=why_not, args=args,
                           price=price, silly=silly), options, apply, worth)


CHARACTERS = (
    Character(DON_BELL, "Don Bell", "Don Bell", LIFE, hooks=(Hook("turn_end", _don_bell_turn_end),),
              frames={DON_BELL: Frame(_step_don_bell, public=("seat",), wins=DON_BELL_WINS)}),
    Character(DUTCH_WILL, "Dutch Will", "Dutch Will", LIFE,
              draw_phase=DrawPhase(_dutch_will_step, _dutch_will_answer)),
    Character(JACKY, "Jacky Murieta", "Jacky Murieta", LIFE, actions=(
        _action("jacky", "shoot a BANG! for 2 nuggets", JACKY, _jacky_options, _jacky, _why_not_jacky,
                _jacky_worth, args=(SEAT_ARG,),
                price=lambda box, action: JACKY_PRICE, silly=JACKY_SILLY),)),
    Character(JOSH, "Josh McCloud", "Josh McCloud", LIFE, actions=(
        _action("josh", "draw the top equipment card for 2 nuggets", JOSH, _josh_options, _josh, _why_not_josh,
                _josh_worth, USE_JOSH, args=(CARD_ARG, USE_ARG),
                price=lambda box, action: JOSH_PRICE if len(action) == 1 else 0, silly=JOSH_SILLY),),
              frames={JOSH: Frame(_step_josh, _answer_josh, public=("seat", "held"))}),
    Character(YTO, "Madam Yto", "Madam Yto", LIFE, hooks=(Hook("card_played", _madam_yto),)),
    Character(LUZENA, "Pretty Luzena", "Luzena \"la Bella\"", LIFE),
    Character(RADDIE, "Raddie Snake", "Raddie \"el Serpiente\"", LIFE, actions=(
        _action("raddie", "draw a card for a nugget", RADDIE, _raddie_options, _raddie, _why_not_raddie,
                _raddie_worth,
                price=lambda box, action: RADDIE_PRICE),)),
    Character(SIMEON, "Simeon Picos", "Simeon Picos", LIFE, hooks=(Hook("life_lost", _simeon_picos),)),
)
