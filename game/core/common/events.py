"""Events say what happened; each knows who may see its secret parts.

An event is public except for the fields named in `secret`, which only the seats in `audience` see.
Everyone else gets the event with each secret field replaced by its length (a count of cards) or by None,
so a client can animate "two cards to Ana's hand" without learning which.

Every event carries `seq` (its place in the game's one stream of events, from 0) and `version` (the state
version it leads to: 0 for the deal, n for the events of the n-th answer), so a client that follows the
game from its events alone can tell when it missed one.

Cards move in one kind of event, `move`, between zones (see `ZONES`); who may see the card ids follows from
the zones, never from the card that moved them. A game may add zones of its own (a card set's piles): it then
names its face-up zones to `move_audience` (Game.public_zones).
"""

from __future__ import annotations

from typing import Any, NamedTuple

# Zones a card can be in. A zone with a seat belongs to that player; the others belong to the table.
DECK, HAND, IN_PLAY, DISCARD, STORE, DRAW, PEEK = "deck", "hand", "in_play", "discard", "store", "draw", "peek"
ZONES = (DECK, HAND, IN_PLAY, DISCARD, STORE, DRAW, PEEK)
# Face up for everyone: cards in play, the discard pile, a General Store's cards, the cards of a "draw!".
PUBLIC_ZONES = frozenset((IN_PLAY, DISCARD, STORE, DRAW))


class Event(NamedTuple):
    """One thing that happened. A tuple: the engine makes two or three for every answer, so it is made by
    `tuple.__new__` (Game.emit) without a Python call."""
    kind: str
    data: dict
    secret: tuple = ()
    audience: tuple = ()
    seq: int = 0
    version: int = 0

    def visible_to(self, seat: int | None) -> dict[str, Any]:
        """This event as `seat` may see it (seat None = a spectator who sees only public parts)."""
        out = {"kind": self.kind, "seq": self.seq, "version": self.version, **self.data}
        if self.secret and seat not in self.audience:
            for key in self.secret:
                value = out.get(key)
                out[key] = len(value) if isinstance(value, (list, tuple)) else None
        return out

    def to_dict(self) -> dict:
        return {"kind": self.kind, "seq": self.seq, "version": self.version, "data": self.data,
                "secret": list(self.secret), "audience": list(self.audience)}

    def __repr__(self) -> str:
        return f"Event#{self.seq}({self.kind}, {self.data})"


def move_audience(src: tuple[int | None, str], dst: tuple[int | None, str],
                  public: frozenset[str] = PUBLIC_ZONES) -> tuple[int, ...] | None:
    """Who may see the ids of cards moving from `src` to `dst` ((seat, zone) pairs): None means everyone.

    A card that comes from or goes to a face-up zone (one of `public`) is public; otherwise only the players
    whose hands or hidden zones it passes through see it (deck to hand: the owner; hand to hand: those two)."""
    if src[1] in public or dst[1] in public:
        return None
    a, b = src[0], dst[0]           # spelt out: every card that moves comes through here
    if a is None or a == b:
        return () if b is None else (b,)
    if b is None:
        return (a,)
    return (a, b) if a < b else (b, a)
