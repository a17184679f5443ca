"""Cards that draw: Stagecoach, Wells Fargo, and the General Store that every living player picks from."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.explain import not_offered
from game.core.cards.plays import by_itself
from game.core.cards.specs import BROWN, CardKind, Frame, Verb
from game.core.common.decision import Decision
from game.core.common.events import DISCARD, HAND, STORE
from game.core.common.seats import seats_from

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player

STORE_ZONE = (None, STORE)


def _stagecoach(g: CardGame, p: Player, c: int, action: tuple) -> None:
    g.draw(p, 2, "stagecoach")


def _wells_fargo(g: CardGame, p: Player, c: int, action: tuple) -> None:
    g.draw(p, 3, "wells_fargo")


# -- General Store: as many cards face up as players at the table, one pick each, clockwise ---------------------
def _general_store(g: CardGame, p: Player, c: int, action: tuple) -> None:
    order = seats_from([q.status.seated for q in g.players], p.seat)
    frame: dict = {"k": "store", "held": [], "order": order}
    g.push(frame)
    g.deal(len(order), frame["held"], STORE_ZONE, "general_store", p.seat)


def _step_store(g: CardGame, f: dict) -> Decision | None:
    held, order = f["held"], f["order"]
    while order and not g.players[order[0]].status.seated:
        order.pop(0)
    if not held or not order:
        if held:                        # no one left to pick them
            g.discard.extend(held)
            g.emit_move(list(held), STORE_ZONE, (None, DISCARD), "general_store")
            held.clear()
        g.stack.pop()
        return None
    if len(held) == 1:          # the last picker has no choice
        _give(g, f, held[0])
        return None
    return g.decide(order[0], "store_pick", [("pick", c) for c in held], {"cards": list(held)})


def _answer_store(g: CardGame, f: dict, action: tuple) -> None:
    _give(g, f, action[1])


def _give(g: CardGame, f: dict, c: int) -> None:
    seat = f["order"].pop(0)
    f["held"].remove(c)
    g.players[seat].hand.append(c)
    g.emit_move([c], STORE_ZONE, (seat, HAND), "general_store", seat)


STAGECOACH = CardKind("stagecoach", "Stagecoach", "Diligencia", BROWN, "9S 9S", keep=4.0, options=by_itself,
                      effect=_stagecoach)
WELLS_FARGO = CardKind("wells_fargo", "Wells Fargo", "Wells Fargo", BROWN, "3H", keep=5.0, options=by_itself,
                       effect=_wells_fargo)
GENERAL_STORE = CardKind(
    "general_store", "General Store", "Almacén", BROWN, "QS 9C", keep=3.0, book=True, options=by_itself,
    effect=_general_store, frames={"store": Frame(_step_store, _answer_store, public=("held", "order"))},
    verbs=(Verb("pick", "pick a card", frozenset({"store_pick"}), why_not=not_offered),))
