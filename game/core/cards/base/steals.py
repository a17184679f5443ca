"""Panic! and Cat Balou: take a card from another player (Panic!, at distance 1) or make him discard it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.core.cards.plays import taking_from
from game.core.cards.specs import BROWN, PLAYER_CARD, CardKind, Reason
from game.core.common.events import HAND

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.plays import Aim
    from game.core.cards.state import Player


def _panic_options(aim: Aim, c: int) -> Iterable[tuple]:
    distances = aim.distances()
    return taking_from((q for q in aim.others if distances[q.seat] <= 1), c)


def _panic(g: CardGame, p: Player, c: int, action: tuple) -> None:
    victim = g.players[action[2]]
    if g.spared(victim, c, p.seat, "panic"):
        return
    if action[3] == "hand":
        g.steal_from_hand(p, victim, g.random_hand_card(victim), "panic")
    else:
        g.move_in_play(victim, [action[3]], p.hand, (p.seat, HAND), "panic", p.seat)


def _why_not_panic(g: CardGame, p: Player, action: tuple) -> Reason | None:
    target = g.players[action[2]]
    distance = g.distance(p, target)
    if distance > 1:
        return "panic_distance", f"Panic! reaches only players at distance 1; {target.name} is at {distance}"
    return None


def _cat_balou_options(aim: Aim, c: int) -> Iterable[tuple]:
    return taking_from(aim.others, c)


def _cat_balou(g: CardGame, p: Player, c: int, action: tuple) -> None:
    victim = g.players[action[2]]
    if g.spared(victim, c, p.seat, "cat_balou"):
        return
    if action[3] == "hand":
        g.discard_from_hand(victim, [g.random_hand_card(victim)], "cat_balou", by=p.seat)
    else:
        g.discard_in_play(victim, [action[3]], "cat_balou", p.seat)


PANIC = CardKind("panic", "Panic!", "¡Pánico!", BROWN, "JH QH AH 8D", keep=4.0, target=PLAYER_CARD, hostile=True,
                 options=_panic_options, effect=_panic, why_not=_why_not_panic)
CAT_BALOU = CardKind("cat_balou", "Cat Balou", "La Ingenua Explosiva", BROWN, "KH 9D 10D JD", keep=3.5,
                     target=PLAYER_CARD, hostile=True, options=_cat_balou_options, effect=_cat_balou)
