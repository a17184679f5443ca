"""The LAN host: the lobby and the game's one engine, served to the players' windows over TCP.

Everything a client says arrives in the network thread (an asyncio loop of its own): each frame is decoded with a
size cap, throttled, checked against the schema, then judged against the lobby or the running game. Whatever is
wrong gets an error reply and changes nothing. Only the table thread (runner.py) touches the game; the network
thread keeps, per seat, the frames that seat was sent (its log, for a player who comes back) and the latest view,
and writes to each socket without ever waiting for it: a client that stops reading is dropped, never waited on.

The window (or `python -m game host`) drives the host through the thread-safe methods below: configure, free,
start_game, stand_in, set_turn_limit, stop. The host's own player is a client like the others, over 127.0.0.1,
sitting in the seat its token (`host_token`) opens.

Every person's seat of a running game always has someone to play it: its connection, a bot standing in, or the
grace period of a lost connection that ends with a bot (`unattended()` lists any seat that has none: a bug). A
person who stays but does not answer is bounded too: the turn limit's clock runs on the network thread (the rules
core keeps no clock), and when it runs out the seat's bot answers that one decision.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import logging
import math
import random
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from game import __version__ as GAME_VERSION
from game.core.common.series import Series
from game.net import schema
from game.net.discovery import Discovery, HostInfo, NoDiscovery
from game.net.framing import CLIENT_CAP, Decoder, FrameError, StreamBroken, encode
from game.net.limits import TURN_LIMIT, AddressGate, Bucket, Limits
from game.net.lobby import LOBBY, PLAYING, Lobby, unique_name
from game.net.runner import Runner
from game.net.schema import DEFAULT_PORT, PROTOCOL, ProtocolError
from game.session import Autosave, record_game
from game.setups import DESCRIPTIONS
from game.standings import standings_lines

log = logging.getLogger("game.net.host")
READ_CHUNK = 64 * 1024
LATE_BEFORE_STAND_IN = 2    # decisions in a row a person let run out: then a bot plays on until he answers
SWITCH_INTERVAL = 0.001     # seconds a busy thread keeps the interpreter while the host's threads wait for it
CAUGHT_UP = encode({"type": "caught_up"})


@dataclass(eq=False)
class Link:
    """One client's connection."""
    id: int
    address: str
    writer: asyncio.StreamWriter
    bucket: Bucket                # messages it may send
    allowance: Bucket             # refused messages it may still send before it is closed
    name: str = ""
    greeted: bool = False         # said a hello we accept
    sets: dict = field(default_factory=dict)    # the expansions its program has, by game kind: name -> version
    feed: str | None = None       # receiving a game: "seat" (its seat's frames) or "public" (a spectator's)
    throttled: bool = False       # told so once; quiet until its bucket refills
    closed: bool = False


@dataclass
class Feed:
    """What one seat (None: the spectators) was sent of the running game."""
    log: list[tuple[int, bytes]] = field(default_factory=list)     # (seq, frame) of each event
    view: bytes | None = None                                       # the latest view


class Host:
    def __init__(self, name: str = "Host", *, lobby: Lobby | None = None, resume: dict | None = None,
                 address: str = "0.0.0.0", port: int = DEFAULT_PORT, limits: Limits | None = None,
                 grace: float = 30.0, pause: Callable[[], float] = lambda: 0.0,
                 autosave: Autosave | None = None, discovery: Discovery | None = None,
                 autostart: float = 0, seed: int | None = None, on_change: Callable[[str], None] | None = None,
                 turn_limit: float = TURN_LIMIT):
        """`lobby` holds the seats; `resume` is the autosave of a LAN game to continue once its people are back
        (its lobby is made from it); `grace` is how long a dropped player's seat waits before a bot plays it;
        `turn_limit` the seconds a person has for each decision before the seat's bot makes it (0: no limit);
        `pause` the bots' human pace; `autosave` keeps the running game (each answer before anyone sees it);
        `autostart` is how many games it starts by itself as soon as everyone is ready (a headless host: its
        game count, or infinity); `seed` deals the first game;
        `on_change(line)` hears what happens (the headless host prints it)."""
        self.name = name
        self.lobby = Lobby.resumed(resume["setup"]) if resume is not None else lobby or Lobby()
        self._resume = resume
        self.address, self.port = address, port
        self.limits = limits or Limits()
        self.grace = grace
        self.turn_limit = turn_limit
        self.pause = pause
        self.autosave = autosave
        self.discovery = discovery or NoDiscovery()
        self.autostart = autostart
        self._first_seed = seed
        self.on_change = on_change or (lambda line: None)
        if resume is not None and resume.get("finished"):      # a series' game that ended: on to its next game
            self._resume = None
            self._series_game_over(resume)
        self.links: dict[int, Link] = {}
        self.feeds: dict[int | None, Feed] = {}
        self.runner: Runner | None = None
        self.waiting: tuple[int, int] | None = None      # (seat, version) the game waits on, if a person may answer
        self.names: list[str] = []
        self.games_over = 0                              # games ended so far (a headless host stops after its count)
        self.last_game: dict | None = None               # the last finished game's record (setup and answers)
        self._ids = itertools.count(1)
        self._timers: dict[int, asyncio.TimerHandle] = {}      # seat -> the end of its grace period
        self._turn: tuple[int, int] | None = None        # (seat, version) the turn limit's clock runs for
        self._turn_ends = 0.0                            # when it runs out, on the loop's clock
        self._turn_timer: asyncio.TimerHandle | None = None
        self._overdue = False                            # its time ran out while an answer was being judged
        self._late: dict[int, int] = {}                  # seat -> decisions in a row its bot made for it
        self._gate = AddressGate(self.limits)
        self._chats: dict[str, Bucket] = {}              # address -> the chat it may still send
        self._all_chats = Bucket(self.limits.all_chats_per_second, self.limits.all_chat_burst)
        self._loop = asyncio.new_event_loop()             # run by the network thread
        self._loop.set_exception_handler(self._trouble)
        self._server: asyncio.base_events.Server | None = None
        self._stopped = asyncio.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._main, name="lan-host", daemon=True)
        self._failure: BaseException | None = None
        self._advert: HostInfo | None = None
        self._stopping = False
        self.troubles: list[str] = []                    # failures of the network thread's callbacks (none, ever)
        self._tasks: set[asyncio.Task] = set()

    # -- the host's controls (any thread) ----------------------------------------------------------
    @property
    def host_token(self) -> str:
        return self.lobby.host_token

    def start(self) -> int:
        """Listen (on `port`, or any free port when it is taken) and return the port. From now on a busy thread of
        this process (the window drawing) hands the interpreter to the host's threads within 1 ms instead of
        Python's 5: they serve every player, and an answer's round trip took that much longer now and then."""
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
        self._thread.start()
        self._ready.wait(10)
        if self._failure is not None:
            raise self._failure
        if self.autostart:          # a resumed game with nobody to wait for starts now
            self._call(self._lobby_changed)
        return self.port

    def configure(self, game: str, options: dict, kinds: list[tuple[str, str]], sets: list[str] | None = None,
                  series: Series | None | Literal["kept"] = "kept") -> None:
        """The game, its options, seats and sets (the base game alone unless told), and the series it plays (None:
        single games; "kept": the lobby's own); ValueError in words if the rules refuse them."""
        self._call(self._configure, game, options, kinds, sets, series)

    def free(self, seat: int) -> None:
        self._call(self._free, seat)

    def start_game(self, seed: int | None = None) -> None:
        self._call(self._start_game, seed)

    def stand_in(self, seat: int) -> None:
        """A bot plays `seat` now (a silent player); he gets it back by answering or rejoining."""
        self._call(self._stand_in, seat)

    def set_turn_limit(self, seconds: float) -> None:
        """The seconds a person has for each decision from the next one on (0: no limit)."""
        self._call(self._set_turn_limit, seconds)

    def lobby_message(self) -> dict:
        """The lobby as a connection with no seat sees it (the headless host's `seats` command prints it)."""
        return self._call(self._lobby_message, 0)

    def unattended(self) -> list[int]:
        """The seats nobody plays: held by a connection that is gone or follows no game, or, in a game, a person's
        seat with no connection, no bot and no grace period running. Always empty (the tests hold it so)."""
        return self._call(self._unattended)

    @property
    def listening(self) -> bool:
        """Still serving: not stopped, and no game stopped on an error (that ends the host too)."""
        return self._thread.is_alive()

    def stop(self) -> None:
        """Say goodbye to everyone, stop the game (it stays in the autosave) and stop listening."""
        if not self._thread.is_alive():
            return
        try:
            self._call(self._goodbye_all, "host_left", "The host has ended the game.")
        except (RuntimeError, concurrent.futures.TimeoutError):
            pass                                         # the loop is already gone
        self._thread.join(5)

    def _call(self, fn: Callable, *args: Any) -> Any:
        """Run `fn` in the network thread and return what it returned (or raise what it raised)."""
        if threading.current_thread() is self._thread:
            return fn(*args)
        future: concurrent.futures.Future = concurrent.futures.Future()

        def run() -> None:
            try:
                future.set_result(fn(*args))
            except Exception as exc:                    # noqa: BLE001 (handed to the caller)
                future.set_exception(exc)
        self._loop.call_soon_threadsafe(run)
        return future.result(timeout=10)

    # -- the network thread ------------------------------------------------------------------------
    def _main(self) -> None:
        try:
            self._loop.run_until_complete(self._serve_forever())
        except BaseException as exc:                    # noqa: BLE001 (start() raises it in the caller)
            self._failure = exc
            self.troubles.append(f"the network thread stopped: {exc!r}")
            self._ready.set()
        finally:
            self._loop.close()

    async def _serve_forever(self) -> None:
        try:
            self._server = await asyncio.start_server(self._connected, self.address, self.port, limit=READ_CHUNK)
        except OSError:
            if self.port == 0:
                raise
            self._server = await asyncio.start_server(self._connected, self.address, 0, limit=READ_CHUNK)
        self.port = self._server.sockets[0].getsockname()[1]
        self._advertise()
        self._ready.set()
        self.on_change(f"listening on port {self.port}")
        await self._stopped.wait()
        self._server.close()
        for link in list(self.links.values()):
            self._close(link)
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=2)      # each reader sees its socket closed and ends
        if self.runner is not None:
            self.runner.stop()
        self.discovery.withdraw()

    def _trouble(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        """A callback of the network thread failed: a bug of ours, kept for the tests and logged."""
        self.troubles.append(context.get("message", "?") + ": " + repr(context.get("exception")))
        log.error("network thread: %s", self.troubles[-1])

    async def _connected(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        address = (writer.get_extra_info("peername") or ("?",))[0]
        if not self._gate.admit(address) or len(self.links) >= self.limits.connections:
            writer.write(encode(schema.goodbye("full", "Too many connections from your address; try again later.")))
            writer.close()
            return
        link = Link(next(self._ids), address, writer,
                    Bucket(self.limits.messages_per_second, self.limits.message_burst),
                    Bucket(1 / self.limits.error_forgotten, self.limits.errors_before_goodbye))
        self.links[link.id] = link
        task = asyncio.current_task()
        assert task is not None                        # a connection is always served by a task
        self._tasks.add(task)
        try:
            await self._read(link, reader)
        except (ConnectionError, OSError):
            pass
        except Exception as exc:                        # noqa: BLE001 (one connection's bug never stops the host)
            self.troubles.append(f"connection {link.id}: {exc!r}")
            log.exception("connection %s stopped", link.id)
        finally:
            self._tasks.discard(task)
            self._gate.closed(address)
            self._close(link)

    async def _read(self, link: Link, reader: asyncio.StreamReader) -> None:
        """Whole frames, on time: the hello whole within `hello_timeout` of connecting, then a whole frame at least
        every `silence_timeout`, and each frame whole within `frame_timeout` of its first byte. Bytes alone buy no
        time: a connection trickling a frame a byte at a time is closed like a silent one."""
        decoder = Decoder(CLIENT_CAP)
        clock = self._loop.time
        heard = clock()                 # the connection, then (once greeted) the last whole frame
        begun: float | None = None      # when the frame under way began
        while not link.closed:
            silent = heard + (self.limits.silence_timeout if link.greeted else self.limits.hello_timeout)
            late = math.inf if begun is None else begun + self.limits.frame_timeout
            try:
                data = await asyncio.wait_for(reader.read(READ_CHUNK), max(0.0, min(silent, late) - clock()))
            except TimeoutError:
                self._send(link, schema.goodbye("timeout", "A message took too long to arrive whole." if late < silent
                                                else "Nothing heard from you for too long."))
                return
            if not data:
                return
            try:
                items = decoder.feed(data)
            except StreamBroken as broken:
                self._send(link, schema.error(broken.code, broken.message))
                return
            for item in items:
                if link.closed:
                    return
                self._receive(link, item)
            now = clock()
            if items and link.greeted:
                heard = now
            begun = None if not decoder.partial else now if items or begun is None else begun

    def _receive(self, link: Link, item: dict | FrameError) -> None:
        """One frame from `link`: throttled, checked, then handled; anything wrong is an error reply. The answer
        the game waits for is never throttled: the game itself paces those, one per decision."""
        about = item.get("type") if isinstance(item, dict) and isinstance(item.get("type"), str) else None
        if not (about == "answer" and self._awaits(link)) and not link.bucket.take():
            if not link.throttled:
                link.throttled = True
                self._refuse(link, ProtocolError("throttled", "Too many messages; slow down."), about)
            else:
                self._count_error(link)
            return
        link.throttled = False
        try:
            if isinstance(item, FrameError):
                raise ProtocolError(item.code, item.message)
            message = schema.check(item)
            if not link.greeted and message["type"] != "hello":
                raise ProtocolError("hello_first", "Say hello first.")
            getattr(self, "_on_" + message["type"])(link, message)
        except ProtocolError as refusal:
            self._refuse(link, refusal, about)

    def _awaits(self, link: Link) -> bool:
        """The game waits for an answer from `link`'s seat."""
        return self.waiting is not None and self.waiting[0] == self.lobby.seat_of(link.id) and link.feed == "seat"

    def _refuse(self, link: Link, refusal: ProtocolError, about: str | None) -> None:
        self._send(link, schema.error(refusal.code, refusal.message, about and about[:20]))
        self._count_error(link)

    def _count_error(self, link: Link) -> None:
        link.allowance.take()
        if link.allowance.level < 1:
            self._send(link, schema.goodbye("too_many_errors", "Too many refused messages."))
            self._close(link)

    # -- sending -----------------------------------------------------------------------------------
    def _send(self, link: Link, message: dict | bytes) -> None:
        """Queue a message for `link` without waiting; a client too far behind is dropped."""
        if link.closed or link.writer.is_closing():
            return
        link.writer.write(message if isinstance(message, bytes) else encode(message))
        if link.writer.transport.get_write_buffer_size() > self.limits.write_backlog:
            log.warning("connection %s reads too slowly: dropped", link.id)
            self._close(link)

    def _close(self, link: Link) -> None:
        if link.closed:
            return
        link.closed = True
        self.links.pop(link.id, None)
        link.writer.close()
        if link.greeted and not self._stopping:
            self._left(link)

    def _greeted(self) -> list[Link]:
        return [link for link in self.links.values() if link.greeted]

    def _broadcast(self, message: dict) -> None:
        frame = encode(message)
        for link in self._greeted():
            self._send(link, frame)

    def _lobby_message(self, conn: int) -> dict:
        spectators = sum(self.lobby.seat_of(link.id) is None for link in self._greeted())
        return {**self.lobby.message(conn, spectators), "turn_limit": self.turn_limit}

    def _lobby_changed(self) -> None:
        for link in self._greeted():
            self._send(link, self._lobby_message(link.id))
        self._advertise()
        if self.autostart and self.lobby.can_start():
            self.autostart -= 1
            self._start_game(None)

    def _advertise(self) -> None:
        seats = self.lobby.seats
        info = HostInfo(self.name, self.port, self.lobby.game, len(seats),
                        sum(s.open for s in seats), self.lobby.state == PLAYING, self.lobby.game_id, PROTOCOL,
                        GAME_VERSION)
        if info != self._advert:
            self._advert = info
            self.discovery.advertise(info)

    def _notice(self, what: str, seat: int | None, name: str) -> None:
        self._broadcast({"type": "notice", "what": what, "seat": seat, "name": name})
        self.on_change(f"{what}: {name}" + ("" if seat is None else f" (seat {seat + 1})"))

    # -- messages ----------------------------------------------------------------------------------
    def _on_hello(self, link: Link, message: dict) -> None:
        if link.greeted:
            raise ProtocolError("not_now", "You said hello already.")
        if message["protocol"] != PROTOCOL or message["game_version"] != GAME_VERSION:
            self._send(link, {**schema.goodbye(
                "version", f"This host plays BANG! desktop {GAME_VERSION} (protocol {PROTOCOL}); you have "
                           f"{message['game_version']} (protocol {message['protocol']}). Use the same version."),
                "protocol": PROTOCOL, "game_version": GAME_VERSION})
            self._close(link)
            return
        link.sets = message["sets"] or {}
        lacking = self._lacking(link)
        if lacking is not None:
            self._send(link, {**schema.goodbye("sets", lacking[0]), **lacking[1]})
            self._close(link)
            return
        link.greeted, link.name = True, unique_name(message["name"], self._names_in_use())
        self._send(link, {"type": "welcome", "protocol": PROTOCOL, "game_version": GAME_VERSION,
                          "game_id": self.lobby.game_id, "host": self.name, "state": self.lobby.state,
                          "name": link.name})
        self._notice("joined", None, link.name)
        self._lobby_changed()

    def _lacking(self, link: Link) -> tuple[str, dict] | None:
        """Why `link`'s program cannot play the lobby's game, in words, and the expansion it lacks or has in another
        version (its `set`, `title` and the host's `version`); None: it can."""
        game = self.lobby.game
        have = link.sets.get(game)
        have = have if isinstance(have, dict) else {}
        wanted = DESCRIPTIONS[game].lacking(self.lobby.sets, have)
        if wanted is None:
            return None
        theirs = have.get(wanted.name)
        yours = "does not have it" if theirs is None else f"has version {theirs}"
        return (f"This host plays {wanted.en} (version {wanted.version}), and your program {yours}: use the same "
                f"version on every computer.", {"set": wanted.name, "title": wanted.en, "version": wanted.version})

    def _join(self, link: Link) -> None:
        """Taking a seat or following the game: refused (`missing_set`) to a program that cannot play it."""
        lacking = self._lacking(link)
        if lacking is not None:
            raise ProtocolError("missing_set", lacking[0])

    def _names_in_use(self) -> set[str]:
        """The names of the people here, and of the seats kept for those not back yet (casefolded)."""
        kept = [s.name for s in self.lobby.seats if s.kind == "person" and s.token is not None and s.holder is None]
        return {name.casefold() for name in [*kept, *(link.name for link in self._greeted())]}

    def _on_take_seat(self, link: Link, message: dict) -> None:
        self._join(link)
        token = self.lobby.take(link.id, link.name, message["seat"])
        self._send(link, {"type": "seated", "seat": message["seat"], "token": token, "game_id": self.lobby.game_id})
        self._lobby_changed()

    def _on_leave_seat(self, link: Link, message: dict) -> None:
        if self.lobby.state != LOBBY:
            raise ProtocolError("not_now", "The game is on: say goodbye to leave it.")
        if self.lobby.leave(link.id) is None:
            raise ProtocolError("not_seated", "You have no seat.")
        self._lobby_changed()

    def _on_ready(self, link: Link, message: dict) -> None:
        self.lobby.set_ready(link.id, message["ready"])
        self._lobby_changed()

    def _on_keep(self, link: Link, message: dict) -> None:
        seat = self.lobby.keep(link.id, message["keep"])
        self.on_change(f"seat {seat + 1} {'keeps' if message['keep'] else 'draws a new'} character")
        self._lobby_changed()

    def _on_name_sheriff(self, link: Link, message: dict) -> None:
        seat = self.lobby.name_sheriff(link.id, message["target"])
        self.on_change(f"seat {seat + 1} names seat {message['target'] + 1} the next Sheriff")
        self._lobby_changed()

    def _on_pick(self, link: Link, message: dict) -> None:
        seat = self.lobby.pick(link.id, message["character"])
        self.on_change(f"seat {seat + 1} picks {message['character']} for the next game")
        self._lobby_changed()

    def _on_bid(self, link: Link, message: dict) -> None:
        seat = self.lobby.bid(link.id, message["amount"], message["lot"])
        amount = message["amount"]
        self.on_change(f"seat {seat + 1} " + ("passes" if amount is None else f"bids ${amount}"))
        self._lobby_changed()

    def _on_carry(self, link: Link, message: dict) -> None:
        seat = self.lobby.carry(link.id, message["things"])
        self.on_change(f"seat {seat + 1} keeps {len(message['things'])} cards for the next game")
        self._lobby_changed()

    def _on_rejoin(self, link: Link, message: dict) -> None:
        self._join(link)
        seat, before = self.lobby.rejoin(link.id, link.name, message["token"])
        if before is not None and before in self.links:
            old = self.links[before]
            self._send(old, schema.goodbye("replaced", "Your seat was taken up from another connection."))
            self._close(old)
        place = self.lobby.seats[seat]
        link.name = place.name or link.name              # the name his seat was kept under is his
        self._send(link, {"type": "seated", "seat": seat, "token": place.token, "game_id": self.lobby.game_id})
        if self.lobby.state == PLAYING:
            self._cancel_grace(seat)
            self._late.pop(seat, None)
            if place.stand_in:
                self._end_stand_in(seat)
                self._time_turn()
            link.feed = "seat"
            self._send_game(link, seat, message["since"])
            self._notice("back", seat, self.names[seat])
        self._lobby_changed()

    def _on_watch(self, link: Link, message: dict) -> None:
        if self.lobby.state != PLAYING or link.feed is not None:
            raise ProtocolError("not_now", "There is no game to watch now." if link.feed is None else
                                "You follow the game already.")
        self._join(link)
        link.feed = "public"
        self._send_game(link, None, message["since"])

    def _on_answer(self, link: Link, message: dict) -> None:
        if self.lobby.state != PLAYING:
            raise ProtocolError("not_now", "No game is running.")
        seat = self.lobby.seat_of(link.id)
        if seat is None or link.feed != "seat":
            raise ProtocolError("not_seated", "Spectators do not answer.")
        waiting = self.waiting
        if waiting is None or not self._awaits(link):
            raise ProtocolError("not_your_turn", "The game is not waiting for you.")
        if message["version"] != waiting[1]:
            raise ProtocolError("stale", f"That answer was for state {message['version']}; the game is at "
                                         f"{waiting[1]}.")
        if self.lobby.seats[seat].stand_in:
            self._end_stand_in(seat)
            self._notice("back", seat, self.names[seat])
            self._lobby_changed()
        self._late.pop(seat, None)
        self.waiting = None                        # one answer at a time: the next view says what is awaited
        self._runner().command("answer", seat, message["action"], message["version"], link.id)

    def _on_chat(self, link: Link, message: dict) -> None:
        mine = self._chats.get(link.address)
        if mine is None:
            mine = self._chats[link.address] = Bucket(self.limits.chats_per_second, self.limits.chat_burst)
        if not mine.take() or not self._all_chats.take():
            raise ProtocolError("throttled", "Too much chat just now: wait a moment.")
        self._broadcast({"type": "chat", "seat": self.lobby.seat_of(link.id), "name": link.name,
                         "text": message["text"]})

    def _on_ping(self, link: Link, message: dict) -> None:
        self._send(link, {"type": "pong", "id": message["id"]})

    def _on_goodbye(self, link: Link, message: dict) -> None:
        seat = self.lobby.seat_of(link.id)
        self._close(link)
        if seat is not None and self.lobby.state == PLAYING:
            self._begin_stand_in(seat)                   # he left on purpose: no grace to wait out

    def _left(self, link: Link) -> None:
        """`link` is gone: in a game his seat waits a grace period for him, then a bot plays it."""
        seat = self.lobby.leave(link.id)
        if seat is not None and self.lobby.state == PLAYING:
            self._notice("away", seat, self.names[seat])
            self._timers[seat] = self._loop.call_later(self.grace, self._grace_over, seat)
        else:
            self._notice("left", seat, link.name)
        self._lobby_changed()

    # -- seats in a game ---------------------------------------------------------------------------
    def _grace_over(self, seat: int) -> None:
        self._timers.pop(seat, None)
        if self.lobby.state == PLAYING and self.lobby.seats[seat].holder is None:
            self._begin_stand_in(seat)

    def _cancel_grace(self, seat: int) -> None:
        timer = self._timers.pop(seat, None)
        if timer is not None:
            timer.cancel()

    def _stand_in(self, seat: int) -> None:
        if self.lobby.state != PLAYING or not 0 <= seat < len(self.lobby.seats) \
                or self.lobby.seats[seat].kind != "person":
            raise ValueError("only a person's seat in a running game can be handed to a bot")
        self._begin_stand_in(seat)

    def _begin_stand_in(self, seat: int) -> None:
        place = self.lobby.seats[seat]
        if place.stand_in:
            return
        self._cancel_grace(seat)
        place.stand_in = True
        self._time_turn()                                # a bot answers at its own pace
        self._runner().command("stand_in", seat, True)
        self._notice("stand_in", seat, self.names[seat])
        self._lobby_changed()

    def _end_stand_in(self, seat: int) -> None:
        self.lobby.seats[seat].stand_in = False
        self._late.pop(seat, None)
        self._runner().command("stand_in", seat, False)

    def _unattended(self) -> list[int]:
        playing = self.lobby.state == PLAYING
        gone = []
        for i, place in enumerate(self.lobby.seats):
            link = self.links.get(place.holder) if place.holder is not None else None
            if place.holder is not None and (link is None or playing and link.feed != "seat"):
                gone.append(i)
            elif playing and place.kind == "person" and link is None and not place.stand_in and i not in self._timers:
                gone.append(i)
        return gone

    # -- the turn limit ----------------------------------------------------------------------------
    def _set_turn_limit(self, seconds: float) -> None:
        if not (math.isfinite(seconds) and seconds >= 0):
            raise ValueError("a turn limit is 0 (none) or a number of seconds")
        self.turn_limit = seconds
        self._lobby_changed()

    def _time_turn(self) -> None:
        """Start the clock on the decision the game waits for, if a person must make it (the same decision keeps
        its clock: a refused answer buys no time)."""
        waiting = self.waiting
        turn = waiting if waiting is not None and self.turn_limit > 0 and not self._stopping \
            and not self.lobby.seats[waiting[0]].stand_in else None
        if turn == self._turn:
            if turn is not None and self._overdue:       # time ran out while an answer, refused since, was judged
                self._overdue = False
                self._turn_over(turn)
            return
        if self._turn_timer is not None:
            self._turn_timer.cancel()
        self._turn, self._turn_timer, self._overdue = turn, None, False
        if turn is not None:
            self._turn_ends = self._loop.time() + self.turn_limit
            self._turn_timer = self._loop.call_later(self.turn_limit, self._turn_over, turn)
            frame = self._clock_frame()
            for link in self.links.values():
                if link.feed is not None:
                    self._send(link, frame)

    def _clock_frame(self) -> bytes:
        assert self._turn is not None               # asked only while a clock runs
        left = max(0.0, self._turn_ends - self._loop.time())
        return encode({"type": "clock", "seat": self._turn[0], "version": self._turn[1], "seconds": round(left, 1)})

    def _turn_over(self, turn: tuple[int, int]) -> None:
        """Time is up: the seat's bot makes this one decision; the person keeps the seat for the next. A person
        who let LATE_BEFORE_STAND_IN decisions in a row run out is not there: a bot plays on until he answers."""
        self._turn_timer = None
        seat = turn[0]
        if self._turn != turn or self.lobby.state != PLAYING or self.lobby.seats[seat].stand_in:
            return
        if self.waiting != turn:                         # an answer is being judged: if it is refused, time is up
            self._overdue = True
            return
        self._late[seat] = self._late.get(seat, 0) + 1
        if self._late[seat] >= LATE_BEFORE_STAND_IN:
            self._begin_stand_in(seat)
            return
        self._runner().command("turn_over", *turn)
        self._notice("timed_out", seat, self.names[seat])

    def _runner(self) -> Runner:
        """The running game's table thread (there is one whenever the lobby says a game is playing)."""
        assert self.runner is not None, "no game is running"
        return self.runner

    # -- the game ----------------------------------------------------------------------------------
    def _configure(self, game: str, options: dict, kinds: list[tuple[str, str]], sets: list[str] | None,
                   series: Series | None | Literal["kept"]) -> None:
        for conn in self.lobby.configure(game, options, kinds, sets, series):
            if conn in self.links:
                self._send(self.links[conn], schema.error("no_seat", "The host changed the seats: take one again."))
        for link in self._greeted():             # a seated program that cannot play the new setup loses its seat
            lacking = self._lacking(link)
            if lacking is not None and self.lobby.leave(link.id) is not None:
                self._send(link, schema.error("missing_set", lacking[0]))
        self._lobby_changed()

    def _free(self, seat: int) -> None:
        conn = self.lobby.free(seat)
        if conn in self.links:
            self._send(self.links[conn], schema.error("no_seat", "The host opened your seat to others."))
        self._lobby_changed()

    def _start_game(self, seed: int | None) -> None:
        if not self.lobby.can_start():
            raise ValueError("every person's seat must be taken and ready")
        answers = None
        if self._resume is not None:                   # the same seed and names deal the same game again
            seed, answers, self._resume = self._resume["setup"]["seed"], self._resume["answers"], None
        elif seed is None:
            seed, self._first_seed = self._first_seed, None
            if seed is None:
                seed = random.SystemRandom().randrange(10**9)
        series = self.lobby.series
        if series is not None:                          # whoever has not chosen chooses as a bot would
            self.lobby.bots_choose(everyone=True)
        setup = self.lobby.setup(seed)
        self.names = [seat["name"] for seat in setup["seats"]]
        self.lobby.state = PLAYING
        self.feeds = {seat: Feed() for seat in [None, *range(len(self.lobby.seats))]}
        self.waiting = None
        self.runner = Runner(setup, self._post, answers=answers, autosave=self.autosave, pause=self.pause)
        for link in self._greeted():
            seat = self.lobby.seat_of(link.id)
            if seat is None and self._lacking(link) is not None:
                continue                                # a program that cannot show this game is not sent it
            link.feed = "public" if seat is None else "seat"
            self._send(link, self._start_message(link, seat))
        self.on_change(f"game started: {self.lobby.game}, {len(self.names)} seats")
        self.runner.start()
        self._lobby_changed()

    def _start_message(self, link: Link, seat: int | None) -> dict:
        setup, mine = self.lobby.setup_for(link.id, self.names)
        return {"type": "start", "setup": setup, "seat": mine}

    def _send_game(self, link: Link, seat: int | None, since: int) -> None:
        """The running game as `link` joins it: its seat's (or the public) events after `since`, then the view."""
        feed = self.feeds[seat]
        self._send(link, self._start_message(link, seat))
        missed = [frame for seq, frame in feed.log if seq > since]
        self._send(link, b"".join([*missed, CAUGHT_UP, *([feed.view] if feed.view is not None else []),
                                   *([self._clock_frame()] if self._turn is not None else [])]))

    def _post(self, batch: list) -> None:
        """From the table thread: hand the batch to the network thread (gone already when the host stopped)."""
        try:
            self._loop.call_soon_threadsafe(self._from_table, batch)
        except RuntimeError:
            pass

    def _links_of(self, seat: int | None) -> list[Link]:
        if seat is None:
            return [link for link in self.links.values() if link.feed == "public"]
        holder = self.lobby.seats[seat].holder
        link = self.links.get(holder) if holder is not None else None
        return [link] if link is not None and link.feed == "seat" else []

    def _from_table(self, batch: list) -> None:
        """A batch from the table thread. Each connection gets its frames of the batch in one write: one system call
        and one wakeup of its reader per answer, not one per event."""
        if self.lobby.state != PLAYING:
            return                                     # a stopped game's last words
        out: dict[Link, list[bytes]] = {}
        waited = False
        for item in batch:
            kind = item[0]
            if kind == "event":
                _, seat, seq, frame = item
                self.feeds[seat].log.append((seq, frame))
                for link in self._links_of(seat):
                    out.setdefault(link, []).append(frame)
            elif kind == "view":
                _, seat, frame = item
                self.feeds[seat].view = frame
                for link in self._links_of(seat):
                    out.setdefault(link, []).append(frame)
            elif kind == "waiting":
                seat = item[1]
                person = self.lobby.seats[seat].kind == "person"
                self.waiting = (seat, item[2]) if person else None
                waited = True
            elif kind == "caught_up":
                for link in self.links.values():
                    if link.feed is not None:
                        out.setdefault(link, []).append(CAUGHT_UP)
            elif kind == "refused":                       # a refused answer counts as any refused message
                answerer = self.links.get(item[1])
                if answerer is not None:
                    self._send(answerer, b"".join([*out.pop(answerer, []), item[2]]))
                    self._count_error(answerer)
            elif kind == "finished":
                self._send_all(out)                    # the last events before the end
                self.last_game = item[1]
                self._game_over({"type": "finished"})
            elif kind == "failed":
                self._send_all(out)
                log.error("the game stopped:\n%s", item[1])
                self._goodbye_all("failed", "The host's game stopped on an error.")
        self._send_all(out)
        if waited and self.lobby.state == PLAYING:
            self._time_turn()

    def _send_all(self, out: dict[Link, list[bytes]]) -> None:
        for link, frames in out.items():
            self._send(link, b"".join(frames))
        out.clear()

    def _game_over(self, message: dict) -> None:
        for link in list(self.links.values()):          # a client too far behind is dropped (and unlisted) here
            if link.feed is not None:
                self._send(link, message)
                link.feed = None
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
        self.runner = None
        self.waiting = None
        self._late.clear()
        self._time_turn()
        self.lobby.game_over()
        self.on_change("game over")
        if self.lobby.series is not None and self.last_game is not None:
            self._series_game_over(self.last_game)
        self.games_over += 1
        self._lobby_changed()

    def _series_game_over(self, finished: dict) -> None:
        """The series records its game; the bots' seats make their choices between games (a surviving Sheriff's
        naming, the eliminated's picks, the survivors' keep, what they buy; the people's say it with `name_sheriff`,
        `pick`, `keep` and `carry` messages, or as a bot would when the next game starts)."""
        series = self.lobby.series = record_game(finished["setup"], finished["answers"])
        self.lobby.bots_choose()
        self.on_change("\n".join(standings_lines(series, self.lobby.names())))

    def _goodbye_all(self, reason: str, message: str) -> None:
        self._broadcast(schema.goodbye(reason, message))
        self._stopping = True
        self._stopped.set()
