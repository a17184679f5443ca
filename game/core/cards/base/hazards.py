"""Dynamite and Jail: blue cards whose owner draws! for them as his turn starts (Dynamite first, rulings §4)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.core.cards.data import RANK_VALUE, Card
from game.core.cards.plays import in_front
from game.core.cards.rulings import DYNAMITE_DAMAGE
from game.core.cards.specs import BLUE, PLAYER, CardKind, Reason
from game.core.common.events import IN_PLAY
from game.core.common.roles import SHERIFF
from game.core.common.seats import next_seat

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.plays import Aim
    from game.core.cards.state import Player

ESCAPES = "H"       # a heart drawn for the Jail frees its prisoner


def explodes(card: Card) -> bool:
    """Dynamite's "draw!": a 2 to 9 of spades explodes."""
    return card.suit == "S" and 2 <= RANK_VALUE[card.rank] <= 9


def _dynamite(g: CardGame, p: Player, dynamite: int, drawn: int | None) -> bool:
    """It explodes (3 life, no one to credit) or passes to the next living player on the left."""
    if drawn is not None and explodes(g.box.cards[drawn]):
        g.discard_in_play(p, [dynamite], "dynamite")
        g.emit("dynamite_exploded", {"seat": p.seat})
        g.push_damage(p.seat, DYNAMITE_DAMAGE, "dynamite", credit=None, by=None)
    else:
        to = g.players[next_seat([q.status.seated for q in g.players], p.seat)]
        g.move_in_play(p, [dynamite], to.in_play, (to.seat, IN_PLAY), "dynamite")
    return True


def _jail_options(aim: Aim, c: int) -> Iterable[tuple]:
    name = aim.g.box.name
    return [("play", c, q.seat) for q in aim.others
            if q.role != SHERIFF and not any(name[x] == "jail" for x in q.in_play)]


def _why_not_jail(g: CardGame, p: Player, action: tuple) -> Reason:
    target = g.players[action[2]]
    if target.role == SHERIFF:
        return "jail_sheriff", "Jail can never be played on the Sheriff"
    return "same_name_in_play", f"{target.name} is already in Jail"


def _jail(g: CardGame, p: Player, jail: int, drawn: int | None) -> bool:
    """A heart escapes and the turn goes on; any other card skips the whole turn. The Jail is discarded."""
    g.discard_in_play(p, [jail], "jail")
    if drawn is not None and g.box.cards[drawn].suit == ESCAPES:
        g.emit("jail_escaped", {"seat": p.seat})
        return True
    g.emit("jail_skips_turn", {"seat": p.seat})
    return False


DYNAMITE = CardKind("dynamite", "Dynamite", "Dinamita", BLUE, "2H", keep=1.0, book=True, options=in_front,
                    turn_check=_dynamite)
JAIL = CardKind("jail", "Jail", "Cárcel", BLUE, "10S JS 4H", keep=3.5, book=True, target=PLAYER, hostile=True,
                options=_jail_options, why_not=_why_not_jail, turn_check=_jail)
