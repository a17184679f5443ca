"""Several games in a row at one table, and the tournament: a layer above single games, for both games.

A `Series` deals each game's roles and characters from its own seeded generator, keeps every finished game's
result (`Result`) and the money it earned each seat (`Line`s), asks the survivors whether they keep their character
(and, with a kind's `Carry` option, what they buy into their next starting hand), and ranks the seats
(`standings`). What depends on the game kind (how a finished game is read, how it scores, which characters a box
deals, what a survivor may carry on) is that kind's `SeriesRules`, registered in `REGISTRY` from the game's own folder
(the card game's: game/core/cards/series/); the dice game's "Legacy of the Wild West" plugs in the same way.

A kind's `Succession` (the dice game's Legacy of the Wild West) makes the last game choose the next Sheriff (his
killer, or whom a surviving Sheriff names, with a life's reward for naming another) and lets the eliminated pick
their next character among those no one played: `names`/`name` and `pickers`/`pick` wait on those choices as `asks`
/`keep` wait on the survivors'.

A series is plain data: `to_json` / `from_json` round-trip it, so a game's autosave carries the series it belongs to,
and the same seed and the same answers give the same series.

With the character auction (`auction=True`, game/core/common/auction.py) the characters of each game's players who
have none are sold to them before that game for the series' money: `bidder` is who answers now (`bid`); what each
pays, and the money everyone starts with, are lines of that game's money (while it is not played yet, its deal's
"money"), so the standings add up.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from game.core.common import auction as auctions
from game.core.common.errors import SaveError
from game.core.common.registry import Registry
from game.core.common.rng import new_rng, rng_from_json, rng_to_json
from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, roles_for

SERIES, TOURNAMENT = "series", "tournament"
MODES = (SERIES, TOURNAMENT)
TIE_ROLES = (SHERIFF, RENEGADE, DEPUTY, OUTLAW)     # ties: most wins in these roles, in this order (digest §8)
KEEP, NEW = "keep", "new"


class Result(NamedTuple):
    """A finished game, as the series reads it (every tuple indexed by seat)."""
    roles: tuple[str, ...]
    characters: tuple[str, ...]
    alive: tuple[bool, ...]             # never eliminated
    killed_by: tuple[int | None, ...]   # who eliminated each seat (None: alive, or no one did)
    winner: str                         # "law", "outlaws", "renegade"
    winners: tuple[int, ...]
    turns: tuple[int, ...]              # turns each seat began
    cash: tuple[int, ...]               # money the game itself paid each seat (a rule option's reward)
    kept: tuple[tuple[int, ...], ...] = ()  # what each seat ended with in front of him that he may carry on (Carry)
    played_as: tuple[str, ...] = ()     # the role each seat ended the game playing as (a side's, for one who joined
                                        # it: Shadow Gunslingers' Shadow Renegade); empty: his own role

    def role_played(self, seat: int) -> str:
        """The role `seat` is paid and counted as: the one he ended the game playing as."""
        return self.played_as[seat] if self.played_as else self.roles[seat]

    def to_json(self) -> dict:
        return {k: [list(x) if isinstance(x, tuple) else x for x in v] if isinstance(v, tuple) else v
                for k, v in self._asdict().items()}


class Line(NamedTuple):
    """One line of a seat's money for one game: what it is for (a line id of the scoring table) and the amount."""
    line: str
    amount: int


class Carry(NamedTuple):
    """A rule option that lets a survivor buy things he ended a game with (Result.kept) into his next starting hand
    (the card game's experience): `option` names it in a setup's options, `price` is each thing's cost, `line` the
    line id his money shows it on, `hand_size(sets, character)` how many things that hand holds at most,
    `worth(sets, thing)` what a bot thinks one is worth (0: not worth its price), and `words(sets, thing)` its name
    in English and Spanish."""
    option: str
    price: int
    line: str
    hand_size: Callable[[Sequence[str], str], int]
    worth: Callable[[Sequence[str], int], int]
    words: Callable[[Sequence[str], int], tuple[str, str]]


class Succession(NamedTuple):
    """Who is the next game's Sheriff, decided by the last one, and what the eliminated may choose (a kind's rules
    of several games in a row, instead of a Sheriff dealt or rotated): `heir(result)` the seat the last game makes
    Sheriff (None: no one), `namer(result)` the seat who names him when there is no heir (None: the Sheriff is dealt
    at random), `bonus` the extra life a namer starts the next game with when he names another, `picks` whether an
    eliminated player picks his next character among those the last game did not use, and `worth(sets, character)`
    what a bot thinks a character is worth when it picks one."""
    heir: Callable[[Result], int | None]
    namer: Callable[[Result], int | None]
    bonus: int
    picks: bool
    worth: Callable[[Sequence[str], str], int]


class SeriesRules(NamedTuple):
    """How one game kind plays in a series (the plug-in point: one record per game kind, in its own folder).

    `characters(sets)`: every character a game of those sets may deal, in a fixed order.
    `result(game, events)`: a finished game (and every event it emitted, the deal's included) read as a `Result`.
    `score(result)`: each seat's money `Line`s for that game.
    `words`: each line id -> what it is for, in English and Spanish; `note`: a word on the table (a reconstruction);
    `table`: the money table as plain rows to show it whole, {"line", "side" (the side that must have won, "" any),
    "role" ("" anyone), "amount", "per" ("game" once, or what it is counted by), "alive" (only a player alive)}.
    `carry`: the option that lets survivors buy things into their next hand (None: the kind has none).
    `succession`: the last game chooses the next Sheriff and the eliminated their characters (None: dealt).
    `points`: its lines count points (the dice game's games won), not money: no dollars, and the standings rank by
    the total, not by money per game rounded (which would lose a point).
    `worth(sets, character, sheriff)`: what a bot bids for a character at the auction at most, in dollars (as the
    next game's Sheriff, or not); None: the kind's characters are never auctioned.
    """
    name: str                           # the game kind: "cards", "dice"
    characters: Callable[[Sequence[str]], list[str]]
    result: Callable[[Any, list], Result]
    score: Callable[[Result], list[list[Line]]]
    words: Mapping[str, tuple[str, str]]
    note: tuple[str, str] = ("", "")
    table: tuple[dict, ...] = ()
    carry: Carry | None = None
    succession: Succession | None = None
    points: bool = False
    worth: Callable[[Sequence[str], str, bool], int] | None = None


# Each game kind's SeriesRules by name, from the game's own folder (the dice game's: its Legacy module's).
REGISTRY: Registry[SeriesRules] = Registry("series rules", {"cards": "game.core.cards.series",
                                                           "dice": "game.core.dice.series"}, "RULES")


def rules_of(game: str) -> SeriesRules:
    """The SeriesRules of `game`; ValueError in words when that game has none (or none in this program: the dice
    game's come with a module of an expansion)."""
    try:
        return REGISTRY.get(game)
    except (KeyError, ImportError):
        raise ValueError(f"the {game!r} game cannot be played in a series") from None


def plan_refusal(mode: str, games: int, players: int) -> str | None:
    """Why a series of `games` games at `players` seats cannot be played, in words (None: it can)."""
    if mode not in MODES:
        return f"a series is {' or '.join(MODES)}, not {mode!r}"
    if type(games) is not int or games < 1:
        return f"a series plays 1 game or more, not {games!r}"
    if mode == TOURNAMENT and (games < players or games % players):
        return (f"a tournament plays a multiple of the {players} players' count of games (everyone is Sheriff "
                f"equally often), not {games}")
    return None


def score_of(money: int, games: int) -> int:
    """The final score: money divided by the games played, rounded to the nearest dollar (halves up)."""
    return math.floor(money / games + 0.5) if games else 0


class Series:
    """Several games in a row at one table. Make one with `Series.new`; play `next_game`'s deal, `record` it, answer
    `asks` with `keep` (then the next game is dealt), and with a Carry option `buyers` with `buy`; `standings` ranks
    the seats."""

    def __init__(self, data: dict):
        self.data = data
        self.rng = rng_from_json(data["rng"])

    # -- making one ---------------------------------------------------------------------------------
    @classmethod
    def new(cls, game: str, seed: int, players: int, *, mode: str = SERIES, games: int, rotate: bool = False,
            sets: Sequence[str] = ("base",), carry: bool = False, auction: bool = False,
            dealt: dict | None = None) -> Series:
        """A series of `games` games for `players` seats; ValueError in words when it cannot be played. The
        Sheriff passes to the next seat each game when `rotate` (always in a tournament); survivors may buy what
        they end a game with into the next when `carry` (the kind's Carry option is on); the characters are auctioned
        before each game when `auction`. `dealt`: the first game's {"seed", "roles", "characters"} when it was dealt
        already (a scenario's table), instead of drawing it."""
        refused = plan_refusal(mode, games, players)
        if refused:
            raise ValueError(refused)
        rules = rules_of(game)
        if carry and rules.carry is None:
            raise ValueError(f"the {game!r} game has nothing a survivor may carry into the next game")
        if rules.succession is not None and (rotate or mode == TOURNAMENT):
            raise ValueError(f"in a series of the {game!r} game the last game chooses the next Sheriff: he does "
                             "not rotate")
        if auction and rules.worth is None:
            raise ValueError(f"the {game!r} game's characters are not auctioned")
        rng = new_rng(seed)
        first = rng.randrange(players)
        lots = list(range(players))
        rng.shuffle(lots)
        series = cls({"game": game, "mode": mode, "games": games, "rotate": rotate or mode == TOURNAMENT,
                      "players": players, "sets": list(sets), "roles": list(roles_for(players)),
                      "first_sheriff": first, "lots": lots, "played": [], "keeps": {}, "next": None,
                      "carry": carry, "buys": {}, "rng": rng_to_json(rng),
                      **({"auction": None, "prices": {}} if auction else {})})
        series.data["next"] = series._draw(rules.characters(sets), kept={}) if dealt is None \
            else {"seed": dealt["seed"], "roles": list(dealt["roles"]), "characters": list(dealt["characters"]),
                  "hands": {}}
        series._after_deal({seat: [[auctions.PURSE, auctions.START]] for seat in range(players)})
        return series

    # -- the games --------------------------------------------------------------------------------
    @property
    def played(self) -> list[dict]:
        """Every finished game: {"seed", "roles", "characters", "result", "money"} (money: seat -> [line, amount])."""
        return self.data["played"]

    @property
    def over(self) -> bool:
        return len(self.played) >= self.data["games"]

    @property
    def next_game(self) -> dict | None:
        """The next game's deal, {"seed", "roles", "characters", "hands" (seat -> the cards he bought into it)},
        once every survivor has chosen (None before, or when the series is over)."""
        return None if self.asks or self.buyers or self.namers or self.pickers or self.bidder is not None \
            else self.data["next"]

    def record(self, game: Any, events: list) -> list[list[Line]]:
        """The finished `game` of `next_game`'s deal (and all its events) joins the series; its money by seat."""
        deal = self.data["next"]
        if deal is None or self.buyers or self.bidder is not None:
            raise ValueError("no game of this series is being played")
        if game.winner is None:
            raise ValueError("the game is not over")
        rules = rules_of(self.data["game"])
        result = rules.result(game, events)
        if list(result.roles) != deal["roles"] or list(result.characters) != deal["characters"]:
            raise ValueError("that game is not the one this series dealt")
        money = [[*map(Line._make, deal.get("money", {}).get(str(seat), [])), *lines]
                 for seat, lines in enumerate(rules.score(result))]
        self.played.append({**{k: v for k, v in deal.items() if k != "money"}, "result": result.to_json(),
                            "money": [[list(x) for x in m] for m in money]})
        self.data["next"] = None
        if "auction" in self.data:
            self.data["auction"] = None
        self.data["keeps"] = {str(s): None for s in range(len(result.alive)) if result.alive[s]} \
            if not self.over else {}
        self._succeed(rules.succession, result)
        if not self.over:
            self._deal_when_chosen()
        return money

    def _succeed(self, succession: Succession | None, result: Result) -> None:
        """What the last game decides of the next (a Succession): its Sheriff, or who names him; who picks."""
        if succession is None:
            return
        self.data.update(sheriff=None, why=None, bonus={}, names={}, picks={})
        if self.over:
            return
        heir = succession.heir(result)
        namer = None if heir is not None else succession.namer(result)
        self.data["sheriff"] = heir
        self.data["why"] = "killed" if heir is not None else "named" if namer is not None else None
        if namer is not None:
            self.data["names"] = {str(namer): None}
        if succession.picks:
            self.data["picks"] = {str(s): None for s, alive in enumerate(result.alive) if not alive}

    # -- carrying things into the next game (a Carry option) -----------------------------------------
    @property
    def buyers(self) -> list[int]:
        """The survivors who have not said yet what they buy into the next game (its characters dealt already)."""
        return [int(s) for s, choice in self.data.get("buys", {}).items() if choice is None]

    def buyable(self, seat: int) -> list[int]:
        """What `seat` ended the last game with that he may buy into the next one."""
        kept = self.played[-1]["result"].get("kept") if self.played else None
        return list(kept[seat]) if kept else []

    def buy_refusal(self, seat: int, things: object) -> str | None:
        """Why `seat` may not buy `things` (a list of what he ended the last game with) now, in words (None: he may):
        no more than his next starting hand holds, no more than his money pays."""
        if seat not in self.buyers:
            return f"seat {seat!r} has nothing to buy now: only a survivor of the last game, once"
        carry = rules_of(self.data["game"]).carry
        assert carry is not None
        if not isinstance(things, list) or len(set(things)) != len(things) \
                or any(t not in self.buyable(seat) for t in things):
            return f"seat {seat} may buy only things he ended the last game with in front of him, each once"
        size = carry.hand_size(self.data["sets"], self.data["next"]["characters"][seat])
        if len(things) > size:
            return f"seat {seat} may keep no more than his starting hand of {size}, not {len(things)}"
        if len(things) * carry.price > self.money(seat):
            return f"seat {seat} has ${self.money(seat)}, not the ${len(things) * carry.price} {len(things)} cost"
        return None

    def buy(self, seat: int, things: list[int]) -> None:
        """`seat` buys `things` (maybe none) into his next starting hand; ValueError in words, changing nothing,
        when he may not (buy_refusal). The price is a line of his money for the game just played."""
        refused = self.buy_refusal(seat, things)
        if refused:
            raise ValueError(refused)
        carry = rules_of(self.data["game"]).carry
        assert carry is not None
        if things:
            self.played[-1]["money"][seat].append([carry.line, -carry.price * len(things)])
            self.data["next"]["hands"][str(seat)] = list(things)
        self.data["buys"][str(seat)] = "done"

    # -- the next Sheriff and the eliminated's characters (a Succession) ----------------------------------
    @property
    def namers(self) -> list[int]:
        """The surviving Sheriff of the last game while he has not named the next one."""
        return [int(s) for s, target in self.data.get("names", {}).items() if target is None]

    def name_refusal(self, seat: int, target: object) -> str | None:
        """Why `seat` may not name `target` the next Sheriff now, in words (None: he may)."""
        if seat not in self.namers:
            return f"seat {seat!r} names no Sheriff now: only the Sheriff who survived the last game, once"
        if type(target) is not int or not 0 <= target < self.data["players"]:
            return f"there is no seat {target!r} to name Sheriff: the seats are 0 to {self.data['players'] - 1}"
        return None

    def name(self, seat: int, target: int) -> None:
        """`seat`, the surviving Sheriff, names `target` (himself or another) the next game's Sheriff; naming another
        gives him the Succession's bonus life in it. ValueError in words, changing nothing, when he may not."""
        refused = self.name_refusal(seat, target)
        if refused:
            raise ValueError(refused)
        succession = rules_of(self.data["game"]).succession
        assert succession is not None
        self.data["names"][str(seat)] = target
        self.data["sheriff"] = target
        self.data["bonus"] = {str(seat): succession.bonus} if target != seat and succession.bonus else {}
        self._deal_when_chosen()

    @property
    def pickers(self) -> list[int]:
        """The players eliminated in the last game who have not picked their next character yet."""
        return [int(s) for s, character in self.data.get("picks", {}).items() if character is None]

    def pickable(self, seat: int) -> list[str]:
        """The characters `seat` may pick now: those the last game did not use and no one picked before him."""
        if seat not in self.pickers:
            return []
        taken = {*self.played[-1]["characters"], *self.data["picks"].values()}
        return [c for c in rules_of(self.data["game"]).characters(self.data["sets"]) if c not in taken]

    def pick(self, seat: int, character: str) -> None:
        """`seat`, eliminated in the last game, picks his next character; ValueError in words, changing nothing, when
        he may not (not his turn to pick, or a character the last game used or another picked)."""
        if seat not in self.pickers:
            raise ValueError(f"seat {seat!r} picks no character now: only a player eliminated in the last game, once")
        if character not in self.pickable(seat):
            raise ValueError(f"seat {seat} may pick only a character no one played in the last game nor picked, "
                             f"not {character!r}")
        self.data["picks"][str(seat)] = character
        self._deal_when_chosen()

    @property
    def asks(self) -> list[int]:
        """The survivors of the last game who have not said yet whether they keep their character."""
        return [int(s) for s, choice in self.data["keeps"].items() if choice is None]

    def keep(self, seat: int, keep: bool) -> None:
        """`seat`, a survivor of the last game, keeps his character (True) or draws a new one (False)."""
        if seat not in self.asks or type(keep) is not bool:
            raise ValueError(f"seat {seat!r} has no character to keep or draw now")
        price = self.keep_price(seat)
        if keep and price > self.money(seat):
            raise ValueError(f"seat {seat} has ${self.money(seat)}: keeping his character costs its price again, "
                             f"${price}")
        self.data["keeps"][str(seat)] = KEEP if keep else NEW
        self._deal_when_chosen()

    def _deal_when_chosen(self) -> None:
        if not (self.asks or self.namers or self.pickers):
            self._deal_next()

    def keep_price(self, seat: int) -> int:
        """What keeping his character for the next game costs `seat`: with the auction, the price he paid for it."""
        return self.data.get("prices", {}).get(str(seat), 0)

    def _deal_next(self) -> None:
        last = self.played[-1]["characters"]
        kept = {int(s): last[int(s)] for s, choice in self.data["keeps"].items() if choice == KEEP}
        kept.update({int(s): character for s, character in self.data.get("picks", {}).items()})
        self.data["next"] = self._draw(rules_of(self.data["game"]).characters(self.data["sets"]), kept, last)
        self._after_deal({s: [[auctions.KEPT, -self.keep_price(s)]] for s in kept if self.keep_price(s)})

    def _after_deal(self, lines: dict[int, list]) -> None:
        """A deal's characters go on sale with the auction (the kept ones paid by `lines`, the money it starts with
        too), then the survivors may buy things into it (a Carry option)."""
        if "auction" in self.data:
            deal = self.data["next"]
            deal["money"] = {str(s): m for s, m in lines.items()}
            kept = {int(s) for s, choice in self.data["keeps"].items() if choice == KEEP}
            sheriff = deal["roles"].index(SHERIFF)
            order = auctions.order_from(sheriff, self.data["players"],
                                        [s for s in range(self.data["players"]) if s not in kept])
            lots = [deal["characters"][s] for s in order]
            for s in order:
                deal["characters"][s] = None
            self.data["auction"] = auctions.new(lots, order)
            self._sold(auctions.settle(self.data["auction"], self.money))
        else:
            self._open_buys()

    def _open_buys(self) -> None:
        if self.data.get("carry") and self.played:
            survivors = [int(s) for s in self.data["keeps"]]
            self.data["buys"] = {str(s): None for s in survivors if self.buyable(s)}

    # -- the character auction ----------------------------------------------------------------------
    @property
    def bidder(self) -> int | None:
        """The seat the character auction waits for (None: no auction, or it is over)."""
        state = self.data.get("auction")
        return auctions.to_act(state) if state else None

    def least_bid(self) -> int:
        """The least the seat the auction waits for may bid now (to open, $0 when his money is under $100)."""
        bidder = self.bidder
        assert bidder is not None
        return auctions.lowest(self.data["auction"], self.money(bidder))

    def bid_refusal(self, seat: int, amount: object, lot: object = None) -> str | None:
        """Why `seat` may not bid `amount` (None: pass) on `lot` (the character he names to open its bidding) now, in
        words (None: he may)."""
        if self.bidder is None:
            return "no character is being auctioned now"
        return auctions.refusal(self.data["auction"], seat, amount, lot, self.money)

    def bid(self, seat: int, amount: int | None, lot: str | None = None) -> None:
        """`seat` names `lot` with an opening bid, raises the bid to `amount`, or passes (None); ValueError in words,
        changing nothing, when he may not (bid_refusal)."""
        refused = self.bid_refusal(seat, amount, lot)
        if refused:
            raise ValueError(refused)
        self._sold(auctions.answer(self.data["auction"], seat, amount, lot, self.money))

    def _sold(self, sales: list[tuple[int, str, int]]) -> None:
        deal = self.data["next"]
        for seat, character, price in sales:
            deal["characters"][seat] = character
            self.data["prices"][str(seat)] = price
            deal["money"].setdefault(str(seat), []).append([auctions.PRICE, -price])
        if self.bidder is None:
            self._open_buys()

    def _draw(self, every: list[str], kept: dict[int, str], last: Sequence[str] = ()) -> dict:
        """The next game's seed, roles and characters, from the series' generator."""
        n, number = self.data["players"], len(self.played)
        roles = list(self.data["roles"])
        sheriff = (self.data["first_sheriff"] + number) % n if self.data["rotate"] else self.data.get("sheriff")
        if sheriff is not None:
            roles.remove(SHERIFF)
            self.rng.shuffle(roles)
            roles.insert(sheriff, SHERIFF)
        else:
            self.rng.shuffle(roles)
        unused = [c for c in every if c not in last and c not in kept.values()]
        if len(unused) < n - len(kept):             # too few characters left unused: the last game's come back
            unused = [c for c in every if c not in kept.values()]
        self.rng.shuffle(unused)
        characters = [kept[s] if s in kept else unused.pop() for s in range(n)]
        deal = {"seed": self.rng.randrange(2 ** 31), "roles": roles, "characters": characters, "hands": {}}
        if self.data.get("bonus"):
            deal["extra_life"] = dict(self.data["bonus"])
        self.data["rng"] = rng_to_json(self.rng)
        return deal

    def sheriff_next(self) -> int | None:
        """The seat that is Sheriff in the next game when the Sheriff rotates or the last game chose him (None: dealt
        at random, not named yet, or over)."""
        if self.over:
            return None
        if not self.data["rotate"]:
            return self.data.get("sheriff")
        return (self.data["first_sheriff"] + len(self.played)) % self.data["players"]

    def summary(self) -> dict:
        """What every player may know of the series (a LAN lobby carries it, the window draws it): {"mode", "games",
        "rotate", "played", "standings", "last" (the last game: its "roles", "characters", "played_as", "winner" and
        "money" lines by seat; None before one ends), "asks", "keep_prices" (each survivor asked -> what keeping his
        character costs him, with the auction), "auction" (`_auction_summary`), "sheriff_next", "buyers" (seat ->
        {"things" he may buy, "most": how many at most, his next starting hand and his money allowing}), "price" (of
        one), "choices" (each survivor of the last game, by seat as a string: "keep" or "new" once he has said, None
        before), and with a Succession "namers" (the surviving Sheriff until he names), "why" ("killed": the
        Sheriff's killer is next, "named", None: dealt), "bonus" (seat as a string -> the extra life he starts the
        next game with), "pickers" (seat as a string -> the characters he may pick), "picks" (seat as a string -> his
        pick, None before)}."""
        last = self.played[-1] if self.played else None
        return {"mode": self.data["mode"], "games": self.data["games"], "rotate": self.data["rotate"],
                "played": len(self.played), "standings": self.standings(), "asks": self.asks,
                "sheriff_next": self.sheriff_next(), "auction": self._auction_summary(),
                "keep_prices": {str(s): self.keep_price(s) for s in self.asks if self.keep_price(s)},
                "choices": dict(self.data["keeps"]),
                "buyers": {str(s): {"things": self.buyable(s), "most": self._most(s)} for s in self.buyers},
                "price": self._price(), "namers": self.namers, "why": self.data.get("why"),
                "bonus": dict(self.data.get("bonus", {})), "picks": dict(self.data.get("picks", {})),
                "pickers": {str(s): self.pickable(s) for s in self.pickers},
                "last": None if last is None else {"roles": last["roles"], "characters": last["characters"],
                                                    "played_as": roles_played(last),
                                                    "winner": last["result"]["winner"], "money": last["money"]}}

    def _auction_summary(self) -> dict | None:
        """The auction as everyone sees it (None: none now): its "lots" face up, "won" (seat -> [character, price]),
        "bid" ({"lot", "amount", "by", "in"} or None), "bidder" and his "least" bid, the next game's "sheriff",
        everyone's "money"."""
        state = self.data.get("auction")
        if not state:
            return None
        bidder, bid = auctions.to_act(state), state["bid"]
        return {"lots": list(state["lots"]), "won": dict(state["won"]), "bidder": bidder,
                "bid": None if bid is None else {k: bid[k] for k in ("lot", "amount", "by", "in")},
                "least": None if bidder is None else self.least_bid(),
                "sheriff": self.data["next"]["roles"].index(SHERIFF),
                "money": [self.money(seat) for seat in range(self.data["players"])]}

    def _most(self, seat: int) -> int:
        """How many things `seat` may buy at most now: his next starting hand, his money."""
        carry = rules_of(self.data["game"]).carry
        assert carry is not None
        size = carry.hand_size(self.data["sets"], self.data["next"]["characters"][seat])
        return max(0, min(size, self.money(seat) // carry.price))

    def _price(self) -> int:
        carry = rules_of(self.data["game"]).carry
        return carry.price if carry is not None and self.data.get("carry") else 0

    # -- standings --------------------------------------------------------------------------------
    def money(self, seat: int) -> int:
        """`seat`'s money: every game's lines, and what he paid toward the next game (the auction's lines)."""
        paid = self.data["next"].get("money", {}).get(str(seat), []) if self.data["next"] else []
        return sum(amount for game in self.played for _, amount in game["money"][seat]) + sum(a for _, a in paid)

    def standings(self) -> list[dict]:
        """Every seat, best first: {"seat", "money", "score" (money / games, to the nearest $; the money itself
        when the kind's lines are not shared out by game), "wins" (role ->
        games won in it), "turns", "games" (money by game)}. Ties: wins as Sheriff, Renegade, Deputy, Outlaw,
        then turns played, then the lot drawn when the series began."""
        rows = []
        games = len(self.played)
        points = rules_of(self.data["game"]).points
        for seat in range(self.data["players"]):
            wins = {role: 0 for role in TIE_ROLES}
            for game in self.played:
                if seat in game["result"]["winners"]:
                    wins[roles_played(game)[seat]] += 1
            money = self.money(seat)
            score = money if points else score_of(money, games)
            rows.append({"seat": seat, "money": money, "score": score, "wins": wins,
                         "turns": sum(g["result"]["turns"][seat] for g in self.played),
                         "games": [sum(a for _, a in g["money"][seat]) for g in self.played]})
        lots = self.data["lots"]
        rows.sort(key=lambda r: (-r["score"], *(-r["wins"][role] for role in TIE_ROLES), -r["turns"],
                                 lots.index(r["seat"])))
        return rows

    # -- saving -----------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return self.data

    @classmethod
    def from_json(cls, data: Any) -> Series:
        """A saved series; SaveError says what is damaged."""
        try:
            _check(data)
            return cls(data)
        except (KeyError, TypeError, ValueError, IndexError, SaveError) as exc:
            raise SaveError(f"the series in this save is damaged ({exc})") from None


def roles_played(game: dict) -> list[str]:
    """The role each seat of a recorded game ended it playing as (Result.played_as; a save from before it: his own)."""
    return game["result"].get("played_as") or game["roles"]


def _check(data: Any) -> None:
    """ValueError unless `data` holds a series' fields with values of the right kinds."""
    if not isinstance(data, dict):
        raise ValueError("not a record")
    if plan_refusal(data["mode"], data["games"], data["players"]) is not None:
        raise ValueError(plan_refusal(data["mode"], data["games"], data["players"]))
    n = data["players"]
    rules_of(data["game"])
    if sorted(data["lots"]) != list(range(n)) or not 0 <= data["first_sheriff"] < n:
        raise ValueError("the lots or the first Sheriff")
    if sorted(data["roles"]) != sorted(roles_for(n)) or type(data["rotate"]) is not bool:
        raise ValueError("the roles")
    if not isinstance(data["played"], list) or len(data["played"]) > data["games"]:
        raise ValueError("the games played")
    for game in data["played"]:
        if len(game["roles"]) != n or len(game["money"]) != n or len(game["result"]["turns"]) != n:
            raise ValueError("a game's seats")
        if not all(type(a) is int for m in game["money"] for _, a in m):
            raise ValueError("a game's money")
        if any(role not in TIE_ROLES for role in roles_played(game)) or len(roles_played(game)) != n:
            raise ValueError("the roles a game's players ended playing as")
    if not isinstance(data["keeps"], dict) or any(c not in (None, KEEP, NEW) for c in data["keeps"].values()):
        raise ValueError("the survivors' choices")
    buys = data.get("buys", {})
    if not isinstance(buys, dict) or any(c not in (None, "done") for c in buys.values()):
        raise ValueError("the survivors' purchases")
    def seat_or_none(v: object) -> bool:
        return v is None or (type(v) is int and 0 <= v < n)
    if not all(isinstance(data.get(k, {}), dict) for k in ("names", "picks", "bonus")) \
            or not all(map(seat_or_none, (data.get("sheriff"), *data.get("names", {}).values()))) \
            or not all(c is None or isinstance(c, str) for c in data.get("picks", {}).values()) \
            or not all(type(b) is int and b > 0 for b in data.get("bonus", {}).values()):
        raise ValueError("the next Sheriff or the characters picked")
    deal = data["next"]
    if deal is not None and (type(deal["seed"]) is not int or len(deal["roles"]) != n
                             or len(deal["characters"]) != n):
        raise ValueError("the next game's deal")
    if data.get("auction"):
        auctions.check(data["auction"], n)

