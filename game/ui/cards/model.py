"""The card table as the player sees it right now (the kit's Shown, game/ui/table/shown.py): the last view moved on
by each event animated since, a card leaving a hand, a life lost, a player out; and the General Store's cards, the
cards of a "draw!" being checked, the seat the game waits on.

A zone of a `move` or `tokens` event is the core's (the deck, a hand...) or a set's pile, which the view holds
under its name: on the table (`table["piles"]`) or before a player (his `piles`), as cards or as a count.
"""

from __future__ import annotations

from typing import Any

from game.ui import sets
from game.ui.table import shown

PUBLIC = ("in_play", "discard", "store", "draw")


class Shown(shown.Shown):
    def __init__(self, seat: int):
        super().__init__(seat)
        self.store: list[int] = []           # a General Store's cards on the table
        self.drawn: dict[int, list[int]] = {}  # seat -> the cards of its "draw!" being checked
        self.peek: list[int] = []            # the cards Kit Carlson looks at (his own seat only)
        self.waiting: int | None = None      # whom the game shown waits on: the last view's decider, or the player
                                             # whose turn has begun since (the "Turn" tab and the prompt agree)

    # -- reading ------------------------------------------------------------------------------------
    @property
    def hand(self) -> list[int]:
        assert self.data is not None, "nothing is shown before the first view"
        return self.data["hand"]

    # -- changing -----------------------------------------------------------------------------------
    def apply_view(self, view: dict) -> None:
        super().apply_view(view)
        held = [c for f in self.table.get("progress", ()) if f.get("kind") == "store" for c in f.get("held", ())]
        self.store = list(held)
        pending = view["data"].get("pending")
        self.waiting = pending.get("seat") if pending else None

    def cards_in(self, zone: str) -> list[int]:
        """The cards laid face up on the table in a zone: a General Store's, a set's row."""
        if zone == "store":
            return self.store
        held = self._zone({"zone": zone, "seat": None})
        return held if held is not None else []

    def apply_event(self, event: dict) -> None:
        if self.data is None:
            return
        kind = event["kind"]
        players = self.players
        if kind == "move":
            self._move(event)
        elif kind == "tokens":
            for where, sign in ((event.get("from"), -1), (event.get("to"), 1)):
                self._count(where, sign * event["amount"])
        elif kind == "life":
            players[event["seat"]]["life"] = event["life"]
        elif kind == "eliminated":
            out = players[event["seat"]]
            out.update(status="out", life=0, role=event.get("role"), role_revealed=True)
        elif kind == "status":
            players[event["seat"]]["status"] = event["status"]
        elif kind == "role_revealed":
            players[event["seat"]].update(role=event.get("role"), role_revealed=True)
        elif kind == "turn_start":
            self.table["turn"] = self.waiting = event["seat"]
        elif kind == "game_over":
            for player, role in zip(players, event.get("roles") or ()):
                player.update(role=role, role_revealed=True)
            self.data.update(winner=event.get("winner"), winners=event.get("winners"))
        else:
            change = sets.change("cards", event)        # a set's own event, as its window side says
            if change is not None:
                change(self, event)

    def _move(self, event: dict) -> None:
        cards = event["cards"]
        ids = cards if isinstance(cards, list) else []
        count = cards if isinstance(cards, int) else len(cards)
        src, dst = event["from"], event["to"]
        self._leave(src, ids, count)
        self._arrive(dst, ids, count)

    def _piles(self, where: dict | None) -> dict | None:
        """The view's piles of a set's zone: the table's, or its player's (None for a core's zone)."""
        if where is None:
            return None
        seat: Any = where.get("seat")
        piles = self.table.get("piles") if seat is None else self.players[seat].get("piles")
        return piles if piles is not None and where["zone"] in piles else None

    def _count(self, where: dict | None, delta: int) -> None:
        """A set's pile shown as a count (a deck, a counter, cards only its player sees) moved on by `delta`."""
        piles = self._piles(where)
        if piles is not None and where is not None and type(piles[where["zone"]]) is int:
            piles[where["zone"]] = max(0, piles[where["zone"]] + delta)

    def _zone(self, where: dict) -> list[int] | None:
        """The list of card ids a zone holds in this state (None for the zones shown only as counts)."""
        zone = where["zone"]
        seat: Any = where.get("seat")        # a seat number; None for the zones no player owns
        piles = self._piles(where)
        if piles is not None:
            return piles[zone] if type(piles[zone]) is list else None
        if zone == "discard":
            return self.table["discard"]
        if zone == "in_play":
            return self.players[seat]["in_play"]
        if zone == "hand" and seat == self.seat:
            return self.hand
        if zone == "store":
            return self.store
        if zone == "draw":
            return self.drawn.setdefault(seat, [])
        if zone == "peek" and seat == self.seat:
            return self.peek
        return None

    def _leave(self, where: dict, ids: list[int], count: int) -> None:
        if where["zone"] == "deck":
            self.table["deck_count"] = max(0, self.table["deck_count"] - count)
        elif where["zone"] == "hand":
            player = self.players[where["seat"]]
            player["hand_count"] = max(0, player["hand_count"] - count)
        self._count(where, -count)
        held = self._zone(where)
        if held is not None:
            for c in ids:
                if c in held:
                    held.remove(c)
        seat: Any = where.get("seat")
        if where["zone"] == "draw" and not self.drawn.get(seat):
            self.drawn.pop(seat, None)

    def _arrive(self, where: dict, ids: list[int], count: int) -> None:
        if where["zone"] == "deck":
            self.table["deck_count"] += count
        elif where["zone"] == "hand":
            self.players[where["seat"]]["hand_count"] += count
        self._count(where, count)
        held = self._zone(where)
        if held is not None:
            held.extend(c for c in ids if c not in held)
