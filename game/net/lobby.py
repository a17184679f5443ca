"""The lobby: which game, who sits where (the host, bots of a level, open seats that people take), who is ready,
and the token that gives each person his seat back. Plain state with no socket or thread: the host's network
thread drives it, and the tests read it directly.

A seat is a bot's or a person's. A person's seat is open until a connection takes it; taking it hands out the
seat's token, which the client keeps (in the user's data folder) and shows again to come back: after a dropped
connection, after a restart of the window, after the host resumed the game from its autosave. The host's own seat
is a person's seat whose token the host made for its own window.
"""

from __future__ import annotations

import copy
import secrets
from dataclasses import dataclass
from typing import Literal

from game.bots.series import bids, buys, choose
from game.core.common.series import Series
from game.net.schema import NAME_LENGTH, ProtocolError, cut, letters
from game.session import BOT_NAMES, LEVELS, check_setup, series_setup
from game.setups import BASE, DESCRIPTIONS, GAME_KINDS, sets_of

LOBBY, PLAYING = "lobby", "playing"
SEAT_KINDS = ("host", "bot", "open")     # what the host chooses for each seat
NAME_ROOM = 17                           # a repeated name keeps this much and adds " 2"


def new_token() -> str:
    return secrets.token_urlsafe(18)


def unique_name(name: str, taken: set[str]) -> str:
    """`name`, or "name (2)", "name (3)"... the first that is not in `taken` (casefolded names), within
    NAME_LENGTH letters: two people never go by the same name in a lobby or its chat."""
    found, n = name, 2
    while found.casefold() in taken:
        suffix = f" ({n})"
        found, n = cut(name, NAME_LENGTH - letters(suffix)).rstrip() + suffix, n + 1
    return found


@dataclass
class Seat:
    kind: str                   # "bot" or "person"
    level: str = "normal"       # a bot's level; for a person, the level of the bot that stands in for him
    name: str = ""              # a person's, once seated (a resumed game keeps the saved names)
    host: bool = False          # the host's own seat, kept for the host's window
    token: str | None = None    # a person seat's key: whoever shows it sits here
    holder: int | None = None   # the connection sitting here now
    ready: bool = False
    away: bool = False          # playing: his connection is gone, the seat waits for him
    stand_in: bool = False      # playing: a bot plays this person's seat

    @property
    def open(self) -> bool:
        return self.kind == "person" and self.token is None


class Lobby:
    def __init__(self, game: str = "cards", options: dict | None = None, game_id: str | None = None,
                 sets: list[str] | None = None, series: Series | None = None):
        self.game = game
        self.series = series                      # the series of games this lobby plays, if any
        self.options = dict(options or {})
        self.sets = list(sets or [BASE])          # the base game, then the expansions the host switched on
        self.game_id = game_id or secrets.token_hex(8)
        self.state = LOBBY
        self.seats: list[Seat] = []
        self.fixed_names: list[str] | None = None     # a resumed game's names (its deal was made with them)
        self.host_token = new_token()

    # -- the host's choices ----------------------------------------------------------------------
    def configure(self, game: str, options: dict, kinds: list[tuple[str, str]], sets: list[str] | None = None,
                  series: Series | None | Literal["kept"] = "kept") -> list[int]:
        """The game, its sets (the base game alone unless told) and options, each seat's kind ("host", "bot",
        "open") and level, and the `series` of games it plays (None: single games; "kept": the one it has); a
        person keeps his seat if it stays a person's. Returns the connections that lost their seat. ValueError says
        why the rules refuse it (game/setups.py's words), or that a series under way keeps its plan."""
        sets = list(sets or [BASE])
        if self.state != LOBBY or game not in GAME_KINDS:
            raise ValueError("the lobby cannot take that game now")
        under_way = self.series is not None and bool(self.series.played) and not self.series.over
        if series == "kept":
            series = self.series
        elif under_way:
            raise ValueError("a series under way keeps its plan until it is over")
        if under_way and (game != self.game or len(kinds) != len(self.seats) or sets != self.sets):
            raise ValueError("a series under way keeps its game, seats and sets until it is over")
        if sum(kind == "host" for kind, _ in kinds) > 1 \
                or any(kind not in SEAT_KINDS or level not in LEVELS for kind, level in kinds):
            raise ValueError("those seats cannot play that game")
        refusals = DESCRIPTIONS[game].refusals({"seats": list(kinds), "sets": sets, "options": options,
                                                **({"series": True} if series is not None else {})})
        if refusals:
            raise ValueError("; ".join(r.message for r in refusals))
        if self.fixed_names is not None and (game != self.game or len(kinds) != len(self.seats) or sets != self.sets
                                             or options != self.options or series is not self.series):
            raise ValueError("a resumed game keeps its game and seats")
        unseated = []
        old = self.seats
        self.seats = []
        for i, (kind, level) in enumerate(kinds):
            before = old[i] if i < len(old) else None
            if kind == "bot":
                self.seats.append(Seat("bot", level, self._kept_name(i)))
            elif kind == "host":
                kept = before if before is not None and before.host else None
                self.seats.append(Seat("person", level, kept.name if kept else self._kept_name(i), host=True,
                                       token=self.host_token, holder=kept.holder if kept else None))
            elif before is not None and before.kind == "person" and not before.host:
                self.seats.append(Seat("person", level, before.name, token=before.token, holder=before.holder,
                                       ready=before.ready))
            else:
                self.seats.append(Seat("person", level, self._kept_name(i)))
            if before is not None and before.holder is not None and self.seats[i].holder != before.holder \
                    and not before.host:                 # the host's window follows its own seat
                unseated.append(before.holder)
        unseated += [seat.holder for seat in old[len(kinds):] if seat.holder is not None]
        self.game, self.options, self.sets, self.series = game, dict(options), sets, series
        self.bots_choose()                          # the bots' bids at a first auction, up to a person's turn
        return unseated

    def _kept_name(self, seat: int) -> str:
        return self.fixed_names[seat] if self.fixed_names is not None else ""

    def free(self, seat: int) -> int | None:
        """The host opens a person's seat to anyone (a resumed game's player who will not come back); returns the
        connection that sat there."""
        place = self.seats[seat]
        if place.kind != "person" or place.host or self.state != LOBBY:
            raise ValueError("only a guest's seat in the lobby can be opened")
        holder = place.holder
        place.token, place.holder, place.ready = None, None, False
        return holder

    # -- people ----------------------------------------------------------------------------------
    def seat_of(self, conn: int) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.holder == conn), None)

    def take(self, conn: int, name: str, seat: int) -> str:
        """Seat `conn` at the open seat `seat`; its new token."""
        if self.state != LOBBY:
            raise ProtocolError("not_now", "the game has started: rejoin with your seat's token, or watch")
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "person":
            raise ProtocolError("no_seat", f"seat {seat + 1} is not a person's seat")
        place = self.seats[seat]
        if not place.open:
            raise ProtocolError("seat_taken", f"seat {seat + 1} is taken")
        self.leave(conn)
        place.token, place.holder, place.ready = new_token(), conn, False
        place.name = self._kept_name(seat) or name
        return place.token

    def rejoin(self, conn: int, name: str, token: str) -> tuple[int, int | None]:
        """Seat `conn` where `token` belongs; (the seat, the connection that held it before, if any). In a game, a
        connection holding a seat keeps it: one that left it for another would leave it with nobody to play it."""
        for i, place in enumerate(self.seats):
            if place.token is not None and secrets.compare_digest(place.token, token):
                mine = self.seat_of(conn)
                if mine is not None and mine != i and self.state == PLAYING:
                    raise ProtocolError("not_now", f"you play seat {mine + 1}: one seat per connection (say goodbye, "
                                                   "then rejoin from a new connection)")
                if place.holder != conn:
                    self.leave(conn)
                before = place.holder if place.holder != conn else None
                place.holder, place.away = conn, False
                place.name = place.name or name          # the host's seat is named by the host's window
                return i, before
        raise ProtocolError("bad_token", "no seat of this game has that token")

    def leave(self, conn: int) -> int | None:
        """`conn` gets up (or its connection is gone): in the lobby his seat opens again (the host's stays his);
        in a game it waits for him. Returns the seat he left."""
        seat = self.seat_of(conn)
        if seat is None:
            return None
        place = self.seats[seat]
        place.holder, place.ready = None, False
        if self.state == PLAYING:
            place.away = True
        elif not place.host and self.fixed_names is None:
            place.token = None
        return seat

    def set_ready(self, conn: int, ready: bool) -> None:
        seat = self.seat_of(conn)
        if seat is None or self.state != LOBBY:
            raise ProtocolError("not_seated", "only a seated player in the lobby can be ready")
        self.seats[seat].ready = ready

    def can_start(self) -> bool:
        """The host has set the seats, every person's seat is taken, and every guest is ready, and a series it plays
        has games left. (The window's host listens before its lobby sets them: a player saying hello then must not
        start a game of no seats.)"""
        over = self.series is not None and self.series.over        # a finished series plays no more
        return self.state == LOBBY and bool(self.seats) and not over and \
            all(s.holder is not None and (s.ready or s.host) for s in self.seats if s.kind == "person")

    # -- the game --------------------------------------------------------------------------------
    def game_over(self) -> None:
        """Back to the lobby: who is still here keeps his seat, not ready yet; the seats of those gone open."""
        self.state = LOBBY
        self.fixed_names = None
        for place in self.seats:
            place.ready = place.away = place.stand_in = False
            if place.kind == "person" and place.holder is None and not place.host:
                place.token = None

    def names(self) -> list[str]:
        """Each seat's name in the game: people's own (made unique), bots' from the list, none used twice."""
        if self.fixed_names is not None:
            return list(self.fixed_names)
        taken: list[str] = []
        for seat in self.seats:
            if seat.kind == "person":
                name, n = seat.name or "?", 2
                while name in taken:
                    name, n = f"{seat.name[:NAME_ROOM]} {n}", n + 1
                taken.append(name)
            else:
                taken.append("")
        spare = iter([n for n in BOT_NAMES if n not in taken] + [f"Bot {i}" for i in range(1, 9)])
        return [name or next(spare) for name in taken]

    def setup(self, seed: int) -> dict:
        """The game to deal, as the window's setups are (the host's seat "you", the others bots, so that the
        autosave continues offline too), with "lan" naming the people's seats and tokens."""
        names = self.names()
        seats, people = [], []
        for place, name in zip(self.seats, names):
            seats.append({"kind": "you", "name": name} if place.host else
                         {"kind": "bot", "level": place.level, "name": name})
            people.append({"person": place.kind == "person", "token": place.token})
        setup = {"game": self.game, "seed": seed, "sets": list(self.sets), "options": dict(self.options),
                 "seats": seats}
        if self.series is not None:         # the series deals its next game: its seed, roles and characters
            setup = series_setup(self.series, setup)
        check_setup(setup)
        return {**setup, "lan": {"game_id": self.game_id, "seats": people}}

    @classmethod
    def resumed(cls, setup: dict) -> Lobby:
        """The lobby of an autosaved LAN game: its people's seats wait for their tokens, its names stay."""
        lan = setup["lan"]
        series = Series.from_json(copy.deepcopy(setup["series"])) if "series" in setup else None
        lobby = cls(setup["game"], setup["options"], lan["game_id"], sets_of(setup), series)
        lobby.fixed_names = [seat["name"] for seat in setup["seats"]]
        for seat, person in zip(setup["seats"], lan["seats"]):
            host = seat["kind"] == "you"
            if host:
                lobby.host_token = person["token"] or lobby.host_token
            lobby.seats.append(Seat("person" if person["person"] else "bot", seat.get("level", "normal"),
                                    seat["name"], host=host, token=lobby.host_token if host else person["token"]))
        return lobby

    def setup_for(self, conn: int | None, names: list[str]) -> tuple[dict, int | None]:
        """The game as connection `conn` is told of it: no seed, his seat "you", bots by level, people as such."""
        mine = self.seat_of(conn) if conn is not None else None
        seats = []
        for i, (place, name) in enumerate(zip(self.seats, names)):
            if i == mine:
                seats.append({"kind": "you", "name": name})
            elif place.kind == "bot":
                seats.append({"kind": "bot", "level": place.level, "name": name})
            else:
                seats.append({"kind": "person", "name": name})
        return {"game": self.game, "sets": list(self.sets), "options": dict(self.options), "seats": seats,
                "lan": True}, mine

    def keep(self, conn: int, keep: bool) -> int:
        """The survivor seated at `conn` keeps his character for the series' next game (or draws another); his
        seat."""
        seat = self.seat_of(conn)
        if self.series is None or self.state != LOBBY or seat is None or seat not in self.series.asks:
            raise ProtocolError("not_now", "only a survivor of the series' last game chooses, between games")
        try:
            self.series.keep(seat, keep)
        except ValueError as refused:                # keeping costs his auction price again: too little money
            raise ProtocolError("not_now", str(refused)) from None
        self.bots_choose()
        return seat

    def bid(self, conn: int, amount: int | None, lot: str | None) -> int:
        """The player seated at `conn` answers the series' character auction (names `lot` with an opening bid,
        raises to `amount`, passes with None); his seat. Refused in words, changing nothing, when he may not."""
        seat = self.seat_of(conn)
        if self.series is None or self.state != LOBBY or seat is None:
            raise ProtocolError("not_now", "only a seated player bids, at a series' auction between games")
        refused = self.series.bid_refusal(seat, amount, lot)
        if refused:
            raise ProtocolError("not_now", refused)
        self.series.bid(seat, amount, lot)
        self.bots_choose()
        return seat

    def name_sheriff(self, conn: int, target: int) -> int:
        """The surviving Sheriff seated at `conn` names the next game's Sheriff (a Succession: the dice game's
        Legacy); his seat. Refused in words, changing nothing, when he may not."""
        seat = self.seat_of(conn)
        if self.series is None or self.state != LOBBY or seat is None:
            raise ProtocolError("not_now", "only the Sheriff who survived the series' last game names, between games")
        refused = self.series.name_refusal(seat, target)
        if refused:
            raise ProtocolError("not_now", refused)
        self.series.name(seat, target)
        self.bots_choose()
        return seat

    def pick(self, conn: int, character: str) -> int:
        """The player seated at `conn`, eliminated in the series' last game, picks his next character (a
        Succession); his seat. Refused in words, changing nothing, when he may not."""
        seat = self.seat_of(conn)
        if self.series is None or self.state != LOBBY or seat is None or character not in self.series.pickable(seat):
            raise ProtocolError("not_now", "only a player eliminated in the series' last game picks, between games, "
                                           "a character no one played in it nor picked")
        self.series.pick(seat, character)
        self.bots_choose()
        return seat

    def carry(self, conn: int, things: list[int]) -> int:
        """The survivor seated at `conn` buys `things` he had in play into his next starting hand (a series' Carry
        option, the card game's experience); his seat. Refused in words, changing nothing, when he may not."""
        seat = self.seat_of(conn)
        if self.series is None or self.state != LOBBY or seat is None:
            raise ProtocolError("not_now", "only a survivor of the series' last game buys, between games")
        refused = self.series.buy_refusal(seat, things)
        if refused:
            raise ProtocolError("not_now", refused)
        self.series.buy(seat, things)
        return seat

    def bots_choose(self, everyone: bool = False) -> None:
        """The bots' seats (`everyone`: every seat that has not said, as the next game starts) make their choices
        between games (a surviving Sheriff's naming, the eliminated's picks, the survivors' keep), bid at the auction
        (`everyone`: for the people too), then buy what their rule buys."""
        series = self.series
        if series is None:
            return
        choose(series, lambda seat: everyone or self.seats[seat].kind == "bot")
        while series.bidder is not None and (everyone or self.seats[series.bidder].kind == "bot"):
            series.bid(series.bidder, *bids(series, series.bidder))
        for seat in series.buyers:
            if everyone or self.seats[seat].kind == "bot":
                series.buy(seat, buys(series, seat))

    def message(self, conn: int, spectators: int) -> dict:
        """The lobby as `conn` sees it (no token but his own seat's, which he was given); a bot by the name it plays
        under."""
        names = self.names()
        seats = [{"seat": i, "kind": s.kind, "level": s.level,
                  "name": (names[i] if s.kind == "bot" else s.name) or None, "host": s.host,
                  "taken": s.holder is not None,
                  "reserved": s.kind == "person" and s.token is not None and s.holder is None,
                  "ready": s.ready or (s.host and s.holder is not None), "you": s.holder == conn,
                  "away": s.away, "stand_in": s.stand_in}
                 for i, s in enumerate(self.seats)]
        return {"type": "lobby", "state": self.state, "game": self.game, "sets": list(self.sets),
                "options": dict(self.options),
                "seats": seats, "spectators": spectators, "can_start": self.can_start(),
                "resumed": self.fixed_names is not None,
                "series": None if self.series is None else self.series.summary()}

