"""One seat's view of a card game, in the shape of docs/contract.md: its own hand and role, the public table.

Never the deck order, others' hands or unrevealed roles. The engine's pending work is shown as `progress`,
each frame reduced by the allow-list its kind declares (specs.Frame: public fields, and fields only the
frame's player sees, such as the cards Kit Carlson looks at); a frame kind without one cannot be shown. The
sets' piles and counters are shown as each declares (specs.Pile): a deck as its count, a row face up, a player's
pile face up or to him alone (the others get its count), a counter as its number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.core.cards.specs import DECK
from game.core.common.view import allowed

if TYPE_CHECKING:
    from game.core.cards.box import Box
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player


def player_piles(box: Box, players: Sequence[Player], seat: int | None) -> list[dict[str, Any]]:
    """Each player's piles and counters as `seat` sees them (in one call: a view asks it of the whole table, at
    every decision a bot reads it: his counters copied whole, then each pile of cards of every player in turn)."""
    out = [p.piles.copy() for p in players]
    for name in box.player_rows:
        for mine in out:
            if mine:                        # (none before the deal)
                mine[name] = mine[name][:]
    for name in box.player_hands:
        for p, mine in zip(players, out):
            if mine:
                mine[name] = mine[name][:] if p.seat == seat else len(mine[name])
    return out


def table_piles(g: CardGame) -> dict[str, Any]:
    """The piles and counters the sets lay on the table, as everyone sees them."""
    out: dict[str, Any] = {}
    for pile in g.box.table_piles:
        value = g.piles[pile.name]
        if type(value) is list:
            value = len(value) if pile.kind == DECK else value[:]
        out[pile.name] = value
    return out


def basics(g: CardGame, seat: int | None) -> dict[str, Any]:
    """The part of the view that the bots read at every decision (common/view.py)."""
    me = g.players[seat] if seat is not None else None
    box = g.box
    piles = player_piles(box, g.players, seat) if box.player_piles else None     # (a list by seat)
    return {
        "game": "cards",
        "seat": seat,
        "version": g.version,
        "role": me.role if me is not None else None,
        "hand": me.hand[:] if me is not None else [],
        "table": {"players": [{
            "seat": p.seat, "name": p.name, "character": p.character, "life": p.life, "max_life": p.max_life,
            "status": p.status.name, "role": p.role if p.role_revealed or p.seat == seat else None,
            "role_revealed": p.role_revealed, "hand_count": len(p.hand), "in_play": p.in_play[:], "bangs": p.bangs,
            "piles": piles[p.seat] if piles else {},
        } for p in g.players]},
    }


def rest(g: CardGame, data: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """`data` (the seat's basics) grown into its whole view."""
    pending = g.pending
    decision = None
    if pending is not None:
        decision = {"seat": pending.seat, "kind": pending.kind}
        if pending.seat == seat:
            decision["options"] = [list(o) for o in pending.options]
            decision["info"] = pending.info
    allow = g.box.allow
    data["rules"] = dict(g.rules, sets=list(g.rules["sets"]))
    table = data["table"]
    table["turn"] = g.turn
    table["phase"] = g.phase
    table["deck_count"] = len(g.deck)
    table["discard"] = g.discard[:]
    table["piles"] = table_piles(g)
    table["progress"] = [allowed(f, f["k"], allow, seat, f.get("seat")) for f in g.stack]
    data["pending"] = decision
    data["winner"] = g.winner
    data["winners"] = g.winners[:]
    return data
