"""What a bot decides between the games of a series: whether a survivor keeps his character, and what he buys into
the next game when an option lets him (a Carry).

bench/blunders.py has no class for the keep choice: the one silly answer (drawing a new character after winning with
his) cannot happen by this rule, and telling a strong character from a weak one would need a measure of characters
that no bot has."""

from __future__ import annotations

from game.core.common.series import Series, rules_of


def keeps(series: Series, seat: int) -> bool:
    """A bot keeps the character he survived with when his side won with it, and tries another when it lost: the
    one fact about a character's worth at this table the last game gave him."""
    return seat in series.played[-1]["result"]["winners"]


def buys(series: Series, seat: int) -> list[int]:
    """What a bot buys into the next game: the things its Carry says are worth their price, best first, as many as
    his money pays and his next starting hand holds (never money he does not have)."""
    carry = rules_of(series.data["game"]).carry
    assert carry is not None
    sets = series.data["sets"]
    worthy = sorted((t for t in series.buyable(seat) if carry.worth(sets, t) > 0),
                    key=lambda t: (-carry.worth(sets, t), t))
    room = carry.hand_size(sets, series.data["next"]["characters"][seat])
    affordable = max(0, series.money(seat)) // carry.price
    return worthy[:min(room, affordable)]
