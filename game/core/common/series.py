"""Several games in a row at one table, and the tournament: a layer above single games, for both games.

A `Series` deals each game's roles and characters from its own seeded generator, keeps every finished game's
result (`Result`) and the money it earned each seat (`Line`s), asks the survivors whether they keep their character
(and, with a kind's `Carry` option, what they buy into their next starting hand), and ranks the seats
(`standings`). What depends on the game kind (how a finished game is read, how it scores, which characters a box
deals, what a survivor may carry on) is that kind's `SeriesRules`, registered in `REGISTRY` from the game's own folder
(the card game's: game/core/cards/series/); the dice game's "Legacy of the Wild West" plugs in the same way.

A series is plain data: `to_json` / `from_json` round-trip it, so a game's autosave carries the series it belongs to,
and the same seed and the same answers give the same series.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

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


class SeriesRules(NamedTuple):
    """How one game kind plays in a series (the plug-in point: one record per game kind, in its own folder).

    `characters(sets)`: every character a game of those sets may deal, in a fixed order.
    `result(game, events)`: a finished game (and every event it emitted, the deal's included) read as a `Result`.
    `score(result)`: each seat's money `Line`s for that game.
    `words`: each line id -> what it is for, in English and Spanish; `note`: a word on the table (a reconstruction);
    `table`: the money table as plain rows to show it whole, {"line", "side" (the side that must have won, "" any),
    "role" ("" anyone), "amount", "per" ("game" once, or what it is counted by), "alive" (only a player alive)}.
    `carry`: the option that lets survivors buy things into their next hand (None: the kind has none).
    """
    name: str                           # the game kind: "cards", "dice"
    characters: Callable[[Sequence[str]], list[str]]
    result: Callable[[Any, list], Result]
    score: Callable[[Result], list[list[Line]]]
    words: Mapping[str, tuple[str, str]]
    note: tuple[str, str] = ("", "")
    table: tuple[dict, ...] = ()
    carry: Carry | None = None


# Each game kind's SeriesRules by name: the card game's ships with it; the dice game's Legacy registers its own.
REGISTRY: Registry[SeriesRules] = Registry("series rules", {"cards": "game.core.cards.series"}, "RULES")


def rules_of(game: str) -> SeriesRules:
    """The SeriesRules of `game`; ValueError in words when that game has none."""
    try:
        return REGISTRY.get(game)
    except KeyError:
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
            sets: Sequence[str] = ("base",), carry: bool = False) -> Series:
        """A series of `games` games for `players` seats; ValueError in words when it cannot be played. The
        Sheriff passes to the next seat each game when `rotate` (always in a tournament); survivors may buy what
        they end a game with into the next when `carry` (the kind's Carry option is on)."""
        refused = plan_refusal(mode, games, players)
        if refused:
            raise ValueError(refused)
        rules = rules_of(game)
        if carry and rules.carry is None:
            raise ValueError(f"the {game!r} game has nothing a survivor may carry into the next game")
        rng = new_rng(seed)
        first = rng.randrange(players)
        lots = list(range(players))
        rng.shuffle(lots)
        series = cls({"game": game, "mode": mode, "games": games, "rotate": rotate or mode == TOURNAMENT,
                      "players": players, "sets": list(sets), "roles": list(roles_for(players)),
                      "first_sheriff": first, "lots": lots, "played": [], "keeps": {}, "next": None,
                      "carry": carry, "buys": {}, "rng": rng_to_json(rng)})
        series.data["next"] = series._draw(rules.characters(sets), kept={})
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
        return None if self.asks or self.buyers else self.data["next"]

    def record(self, game: Any, events: list) -> list[list[Line]]:
        """The finished `game` of `next_game`'s deal (and all its events) joins the series; its money by seat."""
        deal = self.data["next"]
        if deal is None or self.buyers:
            raise ValueError("no game of this series is being played")
        if game.winner is None:
            raise ValueError("the game is not over")
        rules = rules_of(self.data["game"])
        result = rules.result(game, events)
        if list(result.roles) != deal["roles"] or list(result.characters) != deal["characters"]:
            raise ValueError("that game is not the one this series dealt")
        money = rules.score(result)
        self.played.append({**deal, "result": result.to_json(), "money": [[list(x) for x in m] for m in money]})
        self.data["next"] = None
        self.data["keeps"] = {str(s): None for s in range(len(result.alive)) if result.alive[s]} \
            if not self.over else {}
        if not self.asks and not self.over:
            self._deal_next()
        return money

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

    @property
    def asks(self) -> list[int]:
        """The survivors of the last game who have not said yet whether they keep their character."""
        return [int(s) for s, choice in self.data["keeps"].items() if choice is None]

    def keep(self, seat: int, keep: bool) -> None:
        """`seat`, a survivor of the last game, keeps his character (True) or draws a new one (False)."""
        if seat not in self.asks or type(keep) is not bool:
            raise ValueError(f"seat {seat!r} has no character to keep or draw now")
        self.data["keeps"][str(seat)] = KEEP if keep else NEW
        if not self.asks:
            self._deal_next()

    def _deal_next(self) -> None:
        last = self.played[-1]["characters"]
        kept = {int(s): last[int(s)] for s, choice in self.data["keeps"].items() if choice == KEEP}
        self.data["next"] = self._draw(rules_of(self.data["game"]).characters(self.data["sets"]), kept, last)
        if self.data.get("carry"):
            survivors = [int(s) for s in self.data["keeps"]]
            self.data["buys"] = {str(s): None for s in survivors if self.buyable(s)}

    def _draw(self, every: list[str], kept: dict[int, str], last: Sequence[str] = ()) -> dict:
        """The next game's seed, roles and characters, from the series' generator."""
        n, number = self.data["players"], len(self.played)
        roles = list(self.data["roles"])
        if self.data["rotate"]:
            sheriff = (self.data["first_sheriff"] + number) % n
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
        self.data["rng"] = rng_to_json(self.rng)
        return deal

    def sheriff_next(self) -> int | None:
        """The seat that is Sheriff in the next game when the Sheriff rotates (None: dealt at random, or over)."""
        if not self.data["rotate"] or self.over:
            return None
        return (self.data["first_sheriff"] + len(self.played)) % self.data["players"]

    def summary(self) -> dict:
        """What every player may know of the series (a LAN lobby carries it, the window draws it): {"mode", "games",
        "rotate", "played", "standings", "last" (the last game: its "roles", "characters", "played_as", "winner" and
        "money" lines by seat; None before one ends), "asks", "sheriff_next", "buyers" (seat -> {"things" he may buy,
        "most": how many at most, his next starting hand and his money allowing}), "price" (of one), "choices" (each
        survivor of the last game, by seat as a string: "keep" or "new" once he has said, None before)}."""
        last = self.played[-1] if self.played else None
        return {"mode": self.data["mode"], "games": self.data["games"], "rotate": self.data["rotate"],
                "played": len(self.played), "standings": self.standings(), "asks": self.asks,
                "sheriff_next": self.sheriff_next(),
                "choices": dict(self.data["keeps"]),
                "buyers": {str(s): {"things": self.buyable(s), "most": self._most(s)} for s in self.buyers},
                "price": self._price(),
                "last": None if last is None else {"roles": last["roles"], "characters": last["characters"],
                                                    "played_as": roles_played(last),
                                                    "winner": last["result"]["winner"], "money": last["money"]}}

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
        return sum(amount for game in self.played for _, amount in game["money"][seat])

    def standings(self) -> list[dict]:
        """Every seat, best first: {"seat", "money", "score" (money / games, to the nearest $), "wins" (role ->
        games won in it), "turns", "games" (money by game)}. Ties: wins as Sheriff, Renegade, Deputy, Outlaw,
        then turns played, then the lot drawn when the series began."""
        rows = []
        games = len(self.played)
        for seat in range(self.data["players"]):
            wins = {role: 0 for role in TIE_ROLES}
            for game in self.played:
                if seat in game["result"]["winners"]:
                    wins[roles_played(game)[seat]] += 1
            money = self.money(seat)
            rows.append({"seat": seat, "money": money, "score": score_of(money, games), "wins": wins,
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
    deal = data["next"]
    if deal is not None and (type(deal["seed"]) is not int or len(deal["roles"]) != n
                             or len(deal["characters"]) != n):
        raise ValueError("the next game's deal")

