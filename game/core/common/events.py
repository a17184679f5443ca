"""Events say what happened; each knows who may see its secret parts.

An event is public except for the fields named in `secret`, which only the seats in `audience`
see. Everyone else gets the event with each secret field replaced by its length (a count of cards)
or by None, so a client can animate "two cards to Ana's hand" without learning which.
"""

from __future__ import annotations


class Event:
    __slots__ = ("kind", "data", "secret", "audience")

    def __init__(self, kind: str, data: dict, secret: tuple = (), audience: tuple = ()):
        self.kind = kind
        self.data = data
        self.secret = secret
        self.audience = audience

    def visible_to(self, seat: int | None) -> dict:
        """This event as `seat` may see it (seat None = a spectator who sees only public parts)."""
        out = {"kind": self.kind, **self.data}
        if self.secret and seat not in self.audience:
            for key in self.secret:
                value = out.get(key)
                out[key] = len(value) if isinstance(value, (list, tuple)) else None
        return out

    def to_dict(self) -> dict:
        return {"kind": self.kind, "data": self.data, "secret": list(self.secret), "audience": list(self.audience)}

    def __repr__(self) -> str:
        return f"Event({self.kind}, {self.data})"
