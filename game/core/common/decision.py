"""The one thing a running game waits on: who must choose, what kind of choice, and the legal answers.

An answer ("action") is a tuple whose first item is a verb, e.g. ("play", 12, 3) or ("take_hit",).
The legal answers are listed in a stable order so that bots, replays and the network agree on them.
"""

from __future__ import annotations

from game.core.common.errors import IllegalMove


class Decision:
    __slots__ = ("seat", "kind", "options", "info")

    def __init__(self, seat: int, kind: str, options: tuple, info: dict | None = None):
        self.seat = seat
        self.kind = kind
        self.options = options
        self.info = info or {}

    def allows(self, action: tuple) -> bool:
        return action in self.options     # a scan beats building a set: there are rarely more than 40

    def to_dict(self) -> dict:
        return {"seat": self.seat, "kind": self.kind, "options": [list(o) for o in self.options], "info": self.info}

    def __repr__(self) -> str:
        return f"Decision(seat={self.seat}, kind={self.kind!r}, {len(self.options)} options)"


def normalize_action(action) -> tuple:
    """Accept an action as a tuple or a JSON list (nested lists become tuples); refuse anything else."""
    def freeze(x):
        if isinstance(x, (list, tuple)):
            return tuple(freeze(i) for i in x)
        if isinstance(x, bool) or not isinstance(x, (int, str)) or x is None:
            raise IllegalMove("malformed_action", f"an action holds only verbs, numbers and names, not {x!r}")
        return x

    if not isinstance(action, (list, tuple)) or not action or not isinstance(action[0], str):
        raise IllegalMove("malformed_action", f"an action is a list starting with a verb, not {action!r}")
    return freeze(action)
