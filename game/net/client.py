"""A window's connection to a LAN host: the network on a thread of its own, the drawing thread on the other side of
two queues.

`NetClient` connects, says hello, and hands every message from the host to `poll()` (never blocking); its methods
(`take_seat`, `ready`, `chat`, `send` for an answer...) queue a message for the network thread. It keeps the seat's
token where `tokens` keeps them (the user's data folder), so a window started again comes back to its seat: after
the host's welcome names the game, a known token is shown at once. A connection lost while seated is tried again
for a while, coming back with the token and asking only for the events after the last one received.

Besides the host's messages (docs/protocol.md), poll() gives {"type": "lost", "message"} when the host cannot be
reached any more, and {"type": "reconnecting"} while it tries again.

`GameFeed` is what a table scene gets: the `Client` interface over the same connection, passing the game's
messages (event, view, caught_up, clock, refused, finished) and handing every other one to the lobby's callback.
"""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

from game.net import schema
from game.net.framing import HOST_CAP, Decoder, FrameError, StreamBroken, encode
from game.session import Client, drain

PING_EVERY = 5.0            # seconds between pings (the host drops a connection silent for much longer)
SILENT_HOST = 3             # pings without a word from the host before the connection counts as lost
CONNECT_TIMEOUT = 5.0
GAME_TYPES = ("event", "view", "caught_up", "clock", "refused", "finished")


class TokenBook(Protocol):
    """Where a client keeps the token of each game it sat in."""

    def get(self, game_id: str) -> str | None: ...
    def put(self, game_id: str, token: str) -> None: ...
    def drop(self, game_id: str) -> None: ...


class MemoryTokens(dict):
    """Tokens for this run only (tests, the self-test)."""

    def put(self, game_id: str, token: str) -> None:
        self[game_id] = token

    def drop(self, game_id: str) -> None:
        self.pop(game_id, None)


class NetClient(Client):
    def __init__(self, address: str, port: int, name: str, *, tokens: TokenBook | None = None,
                 retries: int = 10, retry_every: float = 1.0, hello: dict | None = None):
        """`retries` tries `retry_every` seconds apart to come back after a lost connection; `hello` replaces
        the usual hello (a test of an old or a future version)."""
        self.address, self.port, self.name = address, port, name
        self.tokens = tokens if tokens is not None else MemoryTokens()
        self.retries, self.retry_every = retries, retry_every
        self._hello = hello or schema.hello(name)
        self.game_id: str | None = None
        self.token: str | None = None
        self._last_seq = -1                 # the last event received: a reconnection asks for what follows
        self._tries = 0                     # tries to come back since the last welcome
        self._inbox: queue.Queue = queue.Queue()
        self._writer: asyncio.StreamWriter | None = None
        self._unsent: list[dict] = []       # said before the connection was up
        self._closing = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._started = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._run()), name="lan-client", daemon=True)
        self._thread.start()
        self._started.wait(5)

    # -- the drawing thread's side -----------------------------------------------------------------
    def poll(self) -> list[dict]:
        return drain(self._inbox)

    def send(self, action: Any, version: int) -> None:
        self.say({"type": "answer", "action": list(action), "version": version})

    def take_seat(self, seat: int) -> None:
        self.say({"type": "take_seat", "seat": seat})

    def leave_seat(self) -> None:
        self.say({"type": "leave_seat"})

    def ready(self, ready: bool) -> None:
        self.say({"type": "ready", "ready": ready})

    def name_sheriff(self, target: int) -> None:
        """Between the games of a series with a Succession, the surviving Sheriff names the next one."""
        self.say({"type": "name_sheriff", "target": target})

    def pick(self, character: str) -> None:
        """Between the games of a series with a Succession, an eliminated player picks his next character."""
        self.say({"type": "pick", "character": character})

    def keep(self, keep: bool) -> None:
        """Between the games of a series, a survivor keeps his character for the next (or draws another)."""
        self.say({"type": "keep", "keep": keep})

    def bid(self, amount: int | None, lot: str | None = None) -> None:
        """At a series' character auction: name `lot` with an opening bid, raise to `amount`, or pass (None)."""
        self.say({"type": "bid", "amount": amount, "lot": lot})

    def carry(self, things: list[int]) -> None:
        """Between the games of a series, a survivor buys cards he had in play into his next hand (experience)."""
        self.say({"type": "carry", "things": things})

    def watch(self) -> None:
        self.say({"type": "watch", "since": -1})

    def chat(self, text: str) -> None:
        self.say({"type": "chat", "text": text})

    def say(self, message: dict) -> None:
        """Queue any message for the host (sent once connected, if said before)."""
        if self._loop is not None and not self._closing:
            try:
                self._loop.call_soon_threadsafe(self._write, message)
            except RuntimeError:
                pass                          # the connection has ended: poll() says how

    def close(self) -> None:
        """Say goodbye and stop; the seat waits for its token (a game on the host goes on with a bot)."""
        if self._closing:
            return
        self._closing = True
        if self._loop is not None:
            try:
                self._loop.call_soon_threadsafe(self._end)
            except RuntimeError:
                pass                          # the loop has ended already
        self._thread.join(3)

    def game_feed(self, on_other: Callable[[dict], None], start: dict, backlog: list[dict]) -> GameFeed:
        """The table scene's client for the game `start` announced; `backlog`: messages polled after it."""
        return GameFeed(self, start, on_other, backlog)

    # -- the network thread ------------------------------------------------------------------------
    def _post(self, message: dict) -> None:
        self._inbox.put(message)

    def _write(self, message: dict) -> None:
        """Send now, or as soon as the connection is up (after the hello)."""
        if self._writer is not None and not self._writer.is_closing():
            self._writer.write(encode(message))
        elif message["type"] != "goodbye":
            self._unsent.append(message)

    def _end(self) -> None:
        self._write({"type": "goodbye"})
        if self._writer is not None:
            self._writer.close()
        self._stop.set()

    async def _run(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        self._started.set()
        while not self._closing:
            outcome = await self._connect_once()
            if outcome == "ended" or self._closing:
                return
            if self.token is None or self._tries >= self.retries:
                self._post({"type": "lost", "message": outcome})
                return
            self._tries += 1
            self._post({"type": "reconnecting"})
            try:
                await asyncio.wait_for(self._stop.wait(), self.retry_every)
                return
            except TimeoutError:
                pass

    async def _connect_once(self) -> str:
        """One connection, until it ends: "ended" (goodbye said by either side), else why it was lost."""
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(self.address, self.port, limit=64 * 1024), CONNECT_TIMEOUT)
        except (OSError, TimeoutError) as exc:
            return f"cannot reach {self.address}:{self.port} ({type(exc).__name__})"
        writer.write(encode(self._hello))
        self._writer = writer
        unsent, self._unsent = self._unsent, []
        for message in unsent:
            self._write(message)
        pinger = asyncio.ensure_future(self._ping())
        try:
            return await self._listen(reader)
        finally:
            pinger.cancel()
            writer.close()
            self._writer = None

    async def _ping(self) -> None:
        for n in range(1, 2**31):
            await asyncio.sleep(PING_EVERY)
            self._write({"type": "ping", "id": n})

    async def _listen(self, reader: asyncio.StreamReader) -> str:
        decoder = Decoder(HOST_CAP)
        stop = asyncio.ensure_future(self._stop.wait())
        try:
            while True:
                read = asyncio.ensure_future(reader.read(64 * 1024))
                done, _ = await asyncio.wait({read, stop}, timeout=PING_EVERY * SILENT_HOST,
                                             return_when=asyncio.FIRST_COMPLETED)
                if stop in done:
                    read.cancel()
                    return "ended"
                if not done:
                    read.cancel()
                    return "the host went silent"
                data = read.result()
                if not data:
                    return "the host closed the connection"
                for item in decoder.feed(data):
                    if isinstance(item, FrameError):
                        continue              # a frame we cannot read: the host's views go on regardless
                    if self._heard(item):
                        return "ended"
        except StreamBroken:
            return "the host sent something that is not this protocol"
        except (ConnectionError, OSError) as exc:
            return f"the connection broke ({type(exc).__name__})"
        finally:
            stop.cancel()

    def _heard(self, message: dict) -> bool:
        """Note what the connection needs from `message`, pass it on; True when the host said goodbye."""
        kind = message.get("type")
        if kind == "welcome":
            self._tries = 0
            self.game_id = message.get("game_id")
            known = self.tokens.get(self.game_id) if isinstance(self.game_id, str) else None
            if known is not None:
                self.token = known
                self._write({"type": "rejoin", "token": known, "since": self._last_seq})
        elif kind == "seated":
            self.token = message["token"]
            self.tokens.put(message["game_id"], self.token)
        elif kind == "error" and message.get("code") == "bad_token" and self.game_id is not None:
            self.tokens.drop(self.game_id)
            self.token = None
        elif kind == "event":
            self._last_seq = message["event"]["seq"]
        elif kind == "finished":
            self._last_seq = -1
        self._post(message)
        return kind == "goodbye"


class GameFeed(Client):
    """One game over a NetClient, as a table scene reads it: the game's messages; the others go to `on_other`
    (the lobby's chat, notices, goodbye). Closing it leaves the connection to the lobby that owns it."""

    def __init__(self, connection: NetClient, start: dict, on_other: Callable[[dict], None], backlog: list[dict]):
        self.connection = connection
        self.setup = start["setup"]
        self.seat = start["seat"]
        self.on_other = on_other
        self._backlog = list(backlog)
        self._closed = False

    def poll(self) -> list[dict]:
        if self._closed:
            return []
        messages, self._backlog = self._backlog + self.connection.poll(), []
        mine = []
        for message in messages:
            kind = message.get("type")
            if kind in GAME_TYPES:
                mine.append({"type": "finished", "answers": []} if kind == "finished" else message)
            elif kind == "error" and message.get("about") == "answer":
                mine.append({"type": "refused", "rule": message["code"], "message": message["message"]})
            else:
                self.on_other(message)
        return mine

    def send(self, action: Any, version: int) -> None:
        if not self._closed:
            self.connection.send(action, version)

    def close(self) -> None:
        self._closed = True


class Mailbox:
    """Every message a NetClient received, kept in order, with a way to wait for one (tests and tools)."""

    def __init__(self, client: NetClient):
        self.client = client
        self.seen: list[dict] = []
        self._read = 0                  # how far `until` has looked

    def until(self, wanted: Callable[[dict], bool], timeout: float = 10.0) -> dict:
        """The first message not looked at yet that satisfies `wanted`, polling until it comes."""
        deadline = time.monotonic() + timeout
        while True:
            while self._read < len(self.seen):
                message = self.seen[self._read]
                self._read += 1
                if wanted(message):
                    return message
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.client.name}: no such message after {self.seen[-3:]}")
            self.seen += self.client.poll()
            time.sleep(0.001)

    def of(self, kind: str, timeout: float = 10.0) -> dict:
        return self.until(lambda message: message.get("type") == kind, timeout)
