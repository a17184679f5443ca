"""A seat's state in the card game: plain lists of card ids, cheap to copy and to save as JSON."""

from __future__ import annotations

from game.core.common.status import IN, named

_FIELDS = ("seat", "name", "character", "role", "life", "max_life", "hand", "in_play", "status",
           "role_revealed", "bangs", "piles")


class Player:
    __slots__ = _FIELDS

    def __init__(self, seat, name, character, role, life, max_life, hand=None, in_play=None,
                 status=IN, role_revealed=False, bangs=0, piles=None):
        self.seat = seat
        self.name = name
        self.character = character
        self.role = role
        self.life = life
        self.max_life = max_life
        self.hand = hand if hand is not None else []
        self.in_play = in_play if in_play is not None else []
        self.status = status        # a common.status.Status: the rules ask it their questions
        self.role_revealed = role_revealed
        self.bangs = bangs          # BANG! cards played this turn (for the one-per-turn limit)
        self.piles = piles if piles is not None else {}    # the sets' piles and counters of his (name -> cards | n)

    def copy(self) -> Player:
        piles = self.piles
        return Player(self.seat, self.name, self.character, self.role, self.life, self.max_life,
                      self.hand[:], self.in_play[:], self.status, self.role_revealed, self.bangs,
                      {k: (v[:] if type(v) is list else v) for k, v in piles.items()} if piles else {})

    def to_dict(self) -> dict:
        return {**{f: getattr(self, f) for f in _FIELDS}, "status": self.status.name}

    @classmethod
    def from_dict(cls, d: dict) -> Player:
        """A saved player; `piles` may be missing (a save of a game whose sets have none, from before they could)."""
        return cls(**{f: d[f] for f in _FIELDS if f not in ("piles", "status")}, status=named(d["status"]),
                   piles=d.get("piles", {}))
