"""What a bot decides between the games of a series: whether a survivor keeps his character, what he buys into
the next game when an option lets him (a Carry), what he bids at the character auction, and with a Succession (the
dice game's Legacy) whom a surviving Sheriff names next and which character an eliminated player picks.

bench/blunders.py has no class for the keep choice: the one silly answer (drawing a new character after winning with
his) cannot happen by this rule, and telling a strong character from a weak one would need a measure of characters
that no bot has."""

from __future__ import annotations

from collections.abc import Callable

from game.core.common.roles import DEPUTY, SHERIFF
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


def names(series: Series, seat: int) -> int:
    """Whom a surviving Sheriff names: the first Deputy of the last game clockwise from him, whose help earns him
    the extra life of naming another; himself at a table that had no Deputy."""
    roles = series.played[-1]["roles"]
    n = len(roles)
    return next((s for s in ((seat + k) % n for k in range(1, n)) if roles[s] == DEPUTY), seat)


def picks(series: Series, seat: int) -> str:
    """The character an eliminated bot picks: the one with the most life it may pick (the first of them in the
    box's order), the one measure of a character every bot shares."""
    succession = rules_of(series.data["game"]).succession
    assert succession is not None
    sets = series.data["sets"]
    return max(series.pickable(seat), key=lambda c: succession.worth(sets, c))


def choose(series: Series, bot: Callable[[int], bool]) -> None:
    """Every choice between games that the seats `bot` says a bot answers have now, as their rules say: the
    surviving Sheriff's naming, the eliminated's picks, then the survivors' keep (their purchases come once the next
    game is dealt: `buys`)."""
    for seat in series.namers:
        if bot(seat):
            series.name(seat, names(series, seat))
    for seat in series.pickers:
        if bot(seat):
            series.pick(seat, picks(series, seat))
    for seat in series.asks:
        if bot(seat):
            series.keep(seat, keeps(series, seat))
