"""Who a roller's 1s and 2s can hit, worked out from the view as the rulebook counts it: seats apart among the
living only, the shorter way round; with three or fewer players left a 2 counts as a 1; Calamity Janet and Rose
Doolan reach further (facts.reach). The table marks those seats while the roller's dice are on the table, and a
test holds these marks to the targets the engine offers."""

from __future__ import annotations

from game.ui.dice import facts


def seats_apart(alive: list[bool], a: int, b: int) -> int:
    """Seats between living players a and b the shorter way round, counting only the living."""
    order = [s for s in range(len(alive)) if alive[s] or s == a]
    k = (order.index(b) - order.index(a)) % len(order)
    return min(k, len(order) - k)


def in_reach(players: list[dict], roller: int) -> dict[int, frozenset[str]]:
    """Seat -> the shot symbols ("1", "2") of `roller` that can reach it (only seats some symbol reaches)."""
    alive = [p["alive"] for p in players]
    if not alive[roller]:
        return {}
    living = sum(alive)
    reach = facts.reach(players[roller]["character"])
    marks = {}
    for p in players:
        seat = p["seat"]
        if seat == roller or not p["alive"]:
            continue
        d = seats_apart(alive, roller, seat)
        symbols = frozenset(s for s in facts.SHOTS if d in reach[facts.ONE if s == facts.TWO and living <= 3 else s])
        if symbols:
            marks[seat] = symbols
    return marks
