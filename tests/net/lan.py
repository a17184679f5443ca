"""Helpers for the LAN tests: a host on 127.0.0.1 with its clients, players that answer from their views alone
(first option, or a real bot fed only what its seat receives), and the truth of a finished game replayed."""

from __future__ import annotations

import json
import time

from game.bots.levels import make_bot
from game.core.common.decision import Decision
from game.core.common.view import SeatView
from game.net.autoplay import AutoPlayer, first_option
from game.net.client import Mailbox, MemoryTokens, NetClient
from game.net.host import Host
from game.net.limits import Limits
from game.net.lobby import Lobby
from game.session import Autosave, autosave_batch, autosave_header, deal, parse_autosave, view_message

QUICK = Limits(hello_timeout=5.0, silence_timeout=10.0)


def frozen(value):
    return tuple(frozen(v) for v in value) if isinstance(value, list) else value


class RemoteBot:
    """A bot playing a remote seat from the view dicts and events its client received, nothing else."""

    def __init__(self, game: str, level: str, seed: int):
        self.bot = make_bot(game, level, seed)

    def __call__(self, view: dict) -> list:
        d = view["decision"]
        seat_view = SeatView.received(view["data"], Decision(d["seat"], d["kind"], frozen(d["options"]), d["info"]))
        return list(self.bot.choose(seat_view))

    def observe(self, event: dict) -> None:
        if getattr(self.bot, "listens", hasattr(self.bot, "observe")):
            self.bot.observe(event)


class Saves(Autosave):
    """An autosave in memory: each state of the game it was told to keep, as parse_autosave reads it back from the
    file's text (None: forgotten), oldest first."""

    def __init__(self):
        self.records: list[dict | None] = []

    def keep(self, setup, answers, seq):
        last = self.records[-1] if self.records else None
        if last is None or last["setup"] is not setup or len(last["answers"]) != len(answers):
            self.records.append(parse_autosave(autosave_header(setup) + autosave_batch(answers, seq)))
            self.records[-1]["setup"] = setup

    def forget(self):
        self.records.append(None)


class Party:
    """A host on 127.0.0.1 and the clients a test makes; `close()` ends them all."""

    def __init__(self, game: str = "cards", kinds=None, *, grace: float = 0.3, seed: int = 1,
                 limits: Limits = QUICK, resume: dict | None = None, options: dict | None = None,
                 turn_limit: float = 0, sets: list[str] | None = None):
        """`turn_limit` 0 by default: a test holding a game on a person's decision holds it as long as it likes."""
        self.saves = Saves()
        self.records = self.saves.records
        self.host = Host("Host", lobby=Lobby(game), resume=resume, address="127.0.0.1", port=0, grace=grace,
                         limits=limits, autosave=self.saves, seed=seed, turn_limit=turn_limit)
        self.port = self.host.start()
        if resume is None:
            self.host.configure(game, options or {}, kinds, sets)
        self.clients: list[NetClient] = []
        self.players: list[AutoPlayer] = []

    def client(self, name: str, tokens=None, **options) -> NetClient:
        client = NetClient("127.0.0.1", self.port, name, tokens=MemoryTokens() if tokens is None else tokens,
                           retry_every=0.1, **options)
        self.clients.append(client)
        return client

    def mailbox(self, name: str, **options) -> Mailbox:
        return Mailbox(self.client(name, **options))

    def player(self, name: str, seat: int | None, choose=first_option, **options) -> AutoPlayer:
        player = AutoPlayer(self.client(name, **options), choose, seat=seat)
        self.players.append(player)
        return player

    def wait_lobby(self, ready: int) -> None:
        """Until `ready` person seats are taken and ready."""
        deadline = time.monotonic() + 10
        while sum(s.holder is not None and s.ready for s in self.host.lobby.seats) < ready:
            assert time.monotonic() < deadline, "the players never got ready"
            time.sleep(0.005)

    def save(self) -> dict:
        """The last autosave the host wrote (the game as the players were last shown it, or as it stopped)."""
        return next(record for record in reversed(self.records) if record is not None)

    def close(self) -> None:
        """End it all; every test's host must have left no seat without someone to play it, and had no trouble."""
        unattended = self.host.unattended() if self.host.listening else []
        for player in self.players:
            player.stop()
        for client in self.clients:
            client.close()
        self.host.stop()
        assert not self.host.troubles, self.host.troubles
        assert not unattended, f"seats nobody plays: {unattended}"


def truth(record: dict):
    """(events, game, views) of a finished game: every Event in order, the game at its end, and each view dict by
    (seat, version) as the host would have sent it."""
    setup = record["setup"]
    game = deal(setup)
    events = list(game.take_events())
    views: dict = {}
    seats = [None, *range(len(setup["seats"]))]

    def keep() -> None:
        for seat in seats:
            views[(seat, game.version)] = json.loads(json.dumps(view_message(game.view(seat))["view"]))
    keep()
    for seat, action in record["answers"]:
        events += game.apply(seat, action)
        keep()
    return events, game, views


def play_game(game: str, seats: int, people: int, seed: int, spectators: int = 1, bots_level: str = "easy",
              sets: list[str] | None = None, options: dict | None = None):
    """A whole game on 127.0.0.1: `people` open seats played by clients (every other one a bot on the client side,
    the others answering their first option), the rest the host's bots, and `spectators` watching; the host's
    setup switches `sets` on (the base game alone unless told) with `options`.
    Returns (party, players, watchers) once it is over; the caller closes the party."""
    kinds = [("open", "easy")] * people + [("bot", bots_level)] * (seats - people)
    party = Party(game, kinds, seed=seed, sets=sets, options=options)
    players = [party.player(f"P{i}", i, RemoteBot(game, "easy", seed + i) if i % 2 else first_option)
               for i in range(people)]
    watchers = [party.player(f"W{i}", None) for i in range(spectators)]
    party.wait_lobby(people)
    deadline = time.monotonic() + 10
    while sum(link.greeted for link in list(party.host.links.values())) < people + spectators:
        assert time.monotonic() < deadline
        time.sleep(0.005)
    party.host.start_game()
    for player in players + watchers:
        assert player.finished.wait(60), f"{player.client.name} never saw the end: {player.seen[-3:]}"
    return party, players, watchers
