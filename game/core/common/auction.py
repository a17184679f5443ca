"""The character auction of a tournament (rulebook 004, "Alistamiento de personajes"; docs/rules-notes.md §3): how
the characters of the next game go to the players who have none, for the series' money.

Plain data, as a series saves it (`Series.data["auction"]`):

    {"lots": [characters still face up], "order": [the seats bidding, in nominating order], "next": the index in
     "order" of the next nominator, "won": {seat: [character, price]}, "bid": None between two characters, or
     {"lot", "amount", "by" (the highest bidder), "in" (the seats still bidding, in order), "turn"}}

A nominator names a face-up character with an opening bid; the others, in order, raise it by $100 steps or pass (a
pass leaves the bidding for that character); the last one in pays his bid and takes it. A player who has a
character bids no more, and one whose money cannot raise the bid passes without being asked; the last player
without a character takes the last one for $100 (never more than he has). Nobody bids against himself or over his
money. Each step is a decision of one seat (`to_act`); `refusal` says in words why an answer is not taken.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

START = 1000        # every player's money for the auctions when the tournament begins
STEP = 100          # bids go up in steps of $100
LAST = 100          # what the last player pays for the last character
PURSE, PRICE, KEPT = "auction_purse", "auction_price", "auction_kept"    # the money lines (series.Line ids)

Money = Callable[[int], int]        # a seat's money now, his earlier payments of this auction included


def order_from(sheriff: int, players: int, bidders: Sequence[int]) -> list[int]:
    """The `bidders` in nominating order: from the player on the Sheriff's right, moving right (counter-clockwise:
    seat numbers go down; play itself goes clockwise, to the next seat up)."""
    ring = [(sheriff - 1 - k) % players for k in range(players)]
    return [seat for seat in ring if seat in bidders]


def new(lots: Sequence[str], order: Sequence[int]) -> dict:
    """An auction of `lots` (one per seat of `order`) that has not begun."""
    if len(lots) != len(order):
        raise ValueError("an auction has one character for each player who has none")
    return {"lots": list(lots), "order": list(order), "next": 0, "won": {}, "bid": None}


def to_act(state: dict) -> int | None:
    """The seat whose answer the auction waits for (None: it is over)."""
    if not state["lots"]:
        return None
    return state["bid"]["turn"] if state["bid"] else state["order"][state["next"]]


def lowest(state: dict, money: int) -> int:
    """The least a seat with `money` may bid now: $100 to open (or nothing, if his money is under $100), a step
    over the highest bid after that."""
    if state["bid"]:
        return state["bid"]["amount"] + STEP
    return STEP if money >= STEP else 0


def refusal(state: dict, seat: int, amount: object, lot: object, money: Money) -> str | None:
    """Why `seat` may not bid `amount` (None: he passes) on `lot` (the character he names, when he opens) now, in
    words (None: he may)."""
    if seat != to_act(state):
        return f"it is not seat {seat!r}'s turn to bid" if to_act(state) is not None else "the auction is over"
    bid = state["bid"]
    if bid is None and lot not in state["lots"]:
        return f"seat {seat} names one of the characters face up ({', '.join(state['lots'])}), not {lot!r}"
    if bid is not None and lot not in (None, bid["lot"]):
        return f"the bidding is for {bid['lot']}, not {lot!r}: name another character when it is your turn to"
    if amount is None:
        return "the player who names a character opens its bidding: he may not pass" if bid is None else None
    if type(amount) is not int or amount % STEP:
        return f"a bid is a multiple of ${STEP}, not {amount!r}"
    least = lowest(state, money(seat))
    if amount < least:
        return f"a bid of ${amount} is under the least seat {seat} may bid now, ${least}"
    if amount > max(0, money(seat)):
        return f"seat {seat} has ${money(seat)}: he may not bid ${amount}"
    return None


def answer(state: dict, seat: int, amount: int | None, lot: str | None, money: Money) -> list[tuple[int, str, int]]:
    """Take `seat`'s answer (ValueError in words, changing nothing, when it is refused) and every step that follows
    it with no one to ask; the sales it settled, (seat, character, price) each."""
    refused = refusal(state, seat, amount, lot, money)
    if refused:
        raise ValueError(refused)
    bid = state["bid"]
    if bid is None:
        assert isinstance(lot, str) and amount is not None
        order = state["order"]
        start = order.index(seat)
        ring = [s for s in order[start:] + order[:start] if str(s) not in state["won"]]
        state["bid"] = bid = {"lot": lot, "amount": amount, "by": seat, "in": ring, "turn": _after(ring, seat)}
    else:
        bid["turn"] = _after(bid["in"], seat)
        if amount is None:
            bid["in"].remove(seat)
        else:
            bid["amount"], bid["by"] = amount, seat
    return settle(state, money)


def settle(state: dict, money: Money) -> list[tuple[int, str, int]]:
    """Move the auction on to its next decision (from its start, too): skip who cannot raise, sell a character one
    bidder is left for, give the last character to the last player; the sales."""
    sales = []
    while state["lots"]:
        bid = state["bid"]
        if bid is None:
            waiting = [s for s in state["order"] if str(s) not in state["won"]]
            if len(waiting) > 1:
                break
            seat = waiting[0]
            sales.append(_sell(state, seat, state["lots"][0], max(0, min(LAST, money(seat)))))
            continue
        seat = bid["turn"]
        while seat != bid["by"] and money(seat) < bid["amount"] + STEP:
            following = _after(bid["in"], seat)
            bid["in"].remove(seat)                      # he cannot raise: he passes without being asked
            seat = following
        bid["turn"] = seat
        if seat != bid["by"]:
            break
        sales.append(_sell(state, bid["by"], bid["lot"], bid["amount"]))
    return sales


def _after(ring: list[int], seat: int) -> int:
    """The seat after `seat` in `ring` (round the ring: `seat` himself when he is alone in it)."""
    return ring[(ring.index(seat) + 1) % len(ring)]


def _sell(state: dict, seat: int, lot: str, price: int) -> tuple[int, str, int]:
    state["lots"].remove(lot)
    state["won"][str(seat)] = [lot, price]
    state["bid"] = None
    order = state["order"]
    for k in range(1, len(order) + 1):                  # the next player to the right who has no character names
        candidate = (state["next"] + k) % len(order)
        if str(order[candidate]) not in state["won"]:
            state["next"] = candidate
            break
    return seat, lot, price


def check(state: object, players: int) -> None:
    """ValueError unless `state` is an auction's record for `players` seats."""
    if not isinstance(state, dict) or not isinstance(state["lots"], list) or not isinstance(state["won"], dict):
        raise ValueError("the auction")
    order = state["order"]
    if not isinstance(order, list) or len(set(order)) != len(order) or any(s not in range(players) for s in order) \
            or len(state["lots"]) + len(state["won"]) != len(order) or not 0 <= state["next"] < len(order):
        raise ValueError("the auction's players")
    bid = state["bid"]
    if bid is not None and (bid["lot"] not in state["lots"] or type(bid["amount"]) is not int
                            or bid["turn"] not in bid["in"] or bid["by"] not in bid["in"]):
        raise ValueError("the auction's bid")
