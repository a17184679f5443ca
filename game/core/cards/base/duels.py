"""Duel and Indians!: each player they reach discards a BANG! or loses a life point."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards import rulings
from game.core.cards.plays import at_anyone, by_itself
from game.core.cards.specs import BROWN, PLAYER, CardKind, Frame, Reason, Verb
from game.core.common.decision import Decision
from game.core.common.seats import seats_from

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player


def _bang_discards(g: CardGame, t: Player) -> list[tuple]:
    counts_as = g.box.counts_as[t.character]
    return [("bang", c) for c in t.hand if "bang" in counts_as[c]]


def _why_not_bang(g: CardGame, p: Player, action: tuple) -> Reason:
    return "not_a_bang", f"{g.box.label(action[1])} is not a BANG!: only a BANG! answers a Duel or the Indians"


DISCARD_BANG = Verb("bang", "discard a BANG!", frozenset({"respond_duel", "respond_indians"}), from_hand=True,
                    why_not=_why_not_bang)


# -- Indians!: every other player in turn, clockwise -------------------------------------------------------
def _indians(g: CardGame, p: Player, c: int, action: tuple) -> None:
    targets = [s for s in seats_from([q.status.targetable for q in g.players], p.seat)
               if s != p.seat and not g.spared(g.players[s], c, p.seat, "indians")]
    g.push({"k": "indians", "attacker": p.seat, "targets": targets, "current": None})


def _step_indians(g: CardGame, f: dict) -> Decision | None:
    while f["current"] is None:
        if not f["targets"]:
            g.stack.pop()
            return None
        seat = f["targets"].pop(0)
        if g.players[seat].status.targetable:
            f["current"] = seat
    t = g.players[f["current"]]
    return g.decide(t.seat, "respond_indians", _bang_discards(g, t) + [("take_hit",)], {"attacker": f["attacker"]})


def _answer_indians(g: CardGame, f: dict, action: tuple) -> None:
    t = g.players[f["current"]]
    f["current"] = None
    if action[0] == "bang":
        g.discard_from_hand(t, [action[1]], "bang")
    else:
        g.push_damage(t.seat, 1, "indians", credit=f["attacker"], by=f["attacker"])


# -- Duel: the target first, then in turns, until one gives up ---------------------------------------------
def _duel(g: CardGame, p: Player, c: int, action: tuple) -> None:
    if g.spared(g.players[action[2]], c, p.seat, "duel"):
        return
    g.push({"k": "duel", "attacker": p.seat, "defender": action[2], "turn": action[2]})


def _step_duel(g: CardGame, f: dict) -> Decision | None:
    if not (g.players[f["attacker"]].status.targetable and g.players[f["defender"]].status.targetable):
        g.stack.pop()
        return None
    t = g.players[f["turn"]]
    other = f["attacker"] if t.seat == f["defender"] else f["defender"]
    return g.decide(t.seat, "respond_duel", _bang_discards(g, t) + [("take_hit",)],
                    {"opponent": other, "attacker": f["attacker"]})


def _answer_duel(g: CardGame, f: dict, action: tuple) -> None:
    t = g.players[f["turn"]]
    other = f["attacker"] if t.seat == f["defender"] else f["defender"]
    if action[0] == "bang":
        g.discard_from_hand(t, [action[1]], "bang")
        f["turn"] = other
    else:
        g.stack.pop()
        g.push_damage(t.seat, 1, "duel", credit=rulings.duel_credit(other), by=f["attacker"])


INDIANS = CardKind(
    "indians", "Indians!", "¡Indios!", BROWN, "KD AD", keep=4.0, book=True, options=by_itself, effect=_indians,
    frames={"indians": Frame(_step_indians, _answer_indians, public=("attacker", "targets", "current"))},
    verbs=(DISCARD_BANG,))
DUEL = CardKind(
    "duel", "Duel", "Duelo", BROWN, "JS QD 8C", keep=3.0, book=True, target=PLAYER, hostile=True, options=at_anyone,
    effect=_duel, frames={"duel": Frame(_step_duel, _answer_duel, public=("attacker", "defender", "turn"))},
    verbs=(DISCARD_BANG,))
