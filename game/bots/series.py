"""What a bot decides between the games of a series: whether a survivor keeps his character, what he buys into
the next game when an option lets him (a Carry), and what he bids at the character auction.

bench/blunders.py has no class for the keep choice: the one silly answer (drawing a new character after winning with
his) cannot happen by this rule, and telling a strong character from a weak one would need a measure of characters
that no bot has."""

from __future__ import annotations

from game.core.common.roles import SHERIFF
from game.core.common.series import Series, rules_of


def keeps(series: Series, seat: int) -> bool:
    """A bot keeps the character he survived with when his side won with it, and tries another when it lost: the
    one fact about a character's worth at this table the last game gave him. With the auction, only when his money
    pays its price again."""
    return seat in series.played[-1]["result"]["winners"] and series.keep_price(seat) <= series.money(seat)


def worth(series: Series, seat: int, character: str) -> int:
    """What `seat` bids for `character` at most: its worth to him by his kind's rules (more to the next game's
    Sheriff, everyone's target), never over his money."""
    rate = rules_of(series.data["game"]).worth
    assert rate is not None
    sheriff = series.data["next"]["roles"].index(SHERIFF) == seat        # the one role everyone knows
    return min(rate(series.data["sets"], character, sheriff), max(0, series.money(seat)))


def bids(series: Series, seat: int) -> tuple[int | None, str | None]:
    """A bot's answer at the auction, (amount or None to pass, the character he names): he names the character worth
    most to him and opens at the least bid; he raises by one step while the bid stays within its worth to him, and
    passes above it. The series never asks the highest bidder, so he never bids against himself."""
    auction = series.data["auction"]
    bid, least = auction["bid"], series.least_bid()
    if bid is None:
        lot = max(auction["lots"], key=lambda c: (worth(series, seat, c), c))
        return least, lot
    return (least, None) if least <= worth(series, seat, bid["lot"]) else (None, None)


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
