"""What a scenario's `[expect]` and `[[checks]]` tables say, and how it is compared with the game.

Each key is a path the game's adapter reads (`"bea.life" = 4`), "none" for a path that must hold nothing (no
winner yet, no decision pending, an empty pile), or `events`: the events the step made, written in the file's
words (players by name, cards by label), each as the fields that matter, in the order they happened.
"""

from __future__ import annotations

from typing import Any

from game.core.common.errors import ScenarioError

ORDER_FREE = {"hand", "in_play", "equipment", "winners", "rage", "ghost_tokens", "wounds"}
NONE = "none"                                         # TOML has no null: this is how a file says "nothing"
SEAT_FIELDS, SEAT_LISTS = {"seat", "target", "by", "shooter"}, {"winners"}     # event fields naming players
CARD_FIELDS, CARD_LISTS = {"card"}, {"cards"}                                 # event fields naming cards


def _one(expected, found) -> bool:
    """Equal, or a bare sign such as "4H" naming whichever card of that sign was found ("beer 4H")."""
    if isinstance(expected, bool) or isinstance(found, bool):
        return expected == found
    if expected == NONE:
        return found is None
    if isinstance(expected, str) and isinstance(found, str) and " " not in expected:
        return found == expected or found.endswith(" " + expected)
    return expected == found


def same(key: str, expected, found, free: set[str] | frozenset[str] = frozenset(ORDER_FREE)) -> bool:
    """Does `found` (read at a path ending in `key`, or an event's field `key`) match `expected`? Lists at a key
    in `free` (ORDER_FREE, and the order-free piles a game's sets add) may come in any order."""
    if isinstance(expected, dict):
        return isinstance(found, dict) and all(k in found and same(k, v, found[k], free) for k, v in expected.items())
    if isinstance(expected, list) and isinstance(found, (list, tuple)):
        if len(expected) != len(found):
            return False
        if key.rsplit(".", 1)[-1] not in free:
            return all(same(key, e, f, free) for e, f in zip(expected, found))
        left = list(found)
        for e in sorted(expected, key=lambda x: " " not in str(x)):   # full names first, bare signs last
            match = next((f for f in left if same(key, e, f, free)), None)
            if match is None:
                return False
            left.remove(match)
        return True
    return _one(expected, found)


def named(value, key: str | None, names: list[str], label) -> Any:
    """An event's field in the file's words: players by name, cards by `label(card)` (None: the game has none)."""
    if isinstance(value, dict):
        return {k: named(v, k, names, label) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        inner = "seat" if key in SEAT_LISTS else "card" if key in CARD_LISTS else None
        return [named(v, inner, names, label) for v in value]
    if type(value) is int and key in SEAT_FIELDS:
        return names[value]
    if type(value) is int and key in CARD_FIELDS and label is not None:
        return label(value)
    return value


def _events_match(expected, found: list[dict], where: str) -> str | None:
    """`expected` (a list of tables) must match events of `found` in that order, others may come between."""
    if not isinstance(expected, list) or not all(isinstance(e, dict) and "kind" in e for e in expected):
        raise ScenarioError(f"{where}: events is a list of tables, each with a kind, like {{kind = \"life\"}}")
    rest = iter(found)
    for want in expected:
        if not any(same("", want, event) for event in rest):
            made = "; ".join(f"{e['kind']} {({k: v for k, v in e.items() if k != 'kind'})}" for e in found)
            return f"{where}: no event like {want} (in this order) among the {len(found)} made: {made or 'none'}"
    return None


def check(adapter, game, table: dict, events: list, where: str) -> str | None:
    """The first expectation of `table` that the game (and the step's `events`, as raw Event objects) fails."""
    free = ORDER_FREE | (adapter.order_free(game) if hasattr(adapter, "order_free") else set())
    for path, expected in table.items():
        if path == "after":
            continue
        if path == "events":
            names = adapter.names(game)
            label = (lambda c: adapter.card_label(game, c)) if hasattr(adapter, "card_label") else None
            found = [named({"kind": e.kind, **e.data}, None, names, label) for e in events]
            failure = _events_match(expected, found, where)
        else:
            found = adapter.lookup(game, path)
            failure = None if same(path, expected, found, free) else \
                f"{where}: {path} expected {expected!r}, found {found!r}"
        if failure:
            return failure
    return None
