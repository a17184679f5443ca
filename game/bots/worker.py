"""Bots that think in a child process, so that a Hard bot's search shares neither the interpreter lock nor the
garbage collector with the window's drawing thread (docs/window.md, "Where the bots think").

`BotWorker` is the parent's end of one child process that holds the bots of one table. `worker.bot(level, seed)`
makes a seat's controller (`WorkerBot`): it keeps the events its seat saw and sends the ones not sent yet with
each view it must answer, so the child's bot observes exactly the events, and reads exactly the view, that an
in-process bot would: a seed gives the same game either way. The process starts with the spawn method (forking a
process that has threads and a window is unsafe; Windows and macOS spawn anyway); a built program's entry calls
`multiprocessing.freeze_support()` so that its child runs this module's `serve`, not the game.

The child runs at a lower priority than the window (`NICE`): where the cores are busy, a frame comes before a
bot's thought. That changes no decision: a Hard bot's safety net counts its own CPU time, not the clock.

If the child cannot start, dies or stops answering, every seat goes on with an in-process bot of the same level
and seed, told every event its seat saw: the game goes on and nothing crashes (the bots' earlier random draws are
not replayed, so from then on the game may differ from one where the child lived). A bot that raises in the child
raises `BotFailed` here, as it would have raised in process.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
import time
import traceback
from typing import Any

from game.bots.levels import make_bot

PATIENCE = 60.0     # seconds without an answer (a Hard search takes about one) after which the child counts as hung
POLL = 0.05         # seconds between looks at the client closing while the child thinks
NICE = 10           # how much lower the child's priority is than the window's (POSIX nice steps)
BELOW_NORMAL = 0x4000   # Windows' BELOW_NORMAL_PRIORITY_CLASS, the same step there


class BotFailed(Exception):
    """A bot raised in the child process; the message holds the child's traceback."""


class WorkerGone(Exception):
    """The child process did not start, died or stopped answering: the seats play in process from now on."""


def serve(connection, game_kind: str) -> None:
    """The child: make the bots it is told of, and answer each view with its bot's choice, until the parent's end
    of the pipe closes (the parent ended, whatever way) or the parent kills it."""
    from game.core.common.view import SeatView
    lower_priority()
    bots: dict[int, Any] = {}
    try:
        connection.send(("ready",))
        while True:
            message = connection.recv()
            if message[0] == "bot":
                _, key, level, seed = message
                bots[key] = make_bot(game_kind, level, seed)
                continue
            _, key, events, data, decision = message
            bot = bots[key]
            try:
                tell(bot, events)
                reply = ("answer", bot.choose(SeatView.received(data, decision)))
            except Exception:       # noqa: BLE001 -- the parent raises it where the bot would have raised
                reply = ("failed", traceback.format_exc())
            connection.send(reply)
    except (EOFError, OSError):
        return


def lower_priority() -> None:
    """This process yields the cores to the window's when both want them (best effort: a system that refuses
    leaves it as it is)."""
    try:
        if sys.platform == "win32":
            import ctypes
            kernel = ctypes.windll.kernel32    # type: ignore[attr-defined]
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), BELOW_NORMAL)
        else:
            os.nice(NICE)
    except (OSError, AttributeError):
        pass


def tell(bot, events: list[dict]) -> None:
    """Hand `events` to `bot`, if it is one that listens (the Table's own test)."""
    if getattr(bot, "listens", hasattr(bot, "observe")):
        for event in events:
            bot.observe(event)


class BotWorker:
    """The parent's end of one child process holding a table's bots. Only one thread (the table's) asks it;
    `close` may come from any thread."""

    def __init__(self, game_kind: str, closing: threading.Event):
        """`closing` set: a wait for the child's answer ends at once, answering None (the Table stops asking)."""
        self.game_kind = game_kind
        self.closing = closing
        self.gone = False
        self._lock = threading.Lock()
        self._process = None
        self._connection = None
        self._bots = 0
        try:
            context = multiprocessing.get_context("spawn")
            self._connection, child_end = context.Pipe()
            process = context.Process(target=serve, args=(child_end, game_kind), name="bang-bots", daemon=True)
            process.start()
            self._process = process
            child_end.close()
        except Exception:           # noqa: BLE001 -- any reason it cannot start: the bots play in process
            self._give_up()

    @property
    def process(self):
        """The child process (None when it never started or was closed)."""
        return self._process

    def bot(self, level: str, seed: int) -> WorkerBot:
        """A seat's controller whose bot (make_bot(game_kind, level, seed)) lives in the child."""
        key = self._bots
        self._bots += 1
        if not self.gone:
            try:
                self._send(("bot", key, level, seed))
            except WorkerGone:
                pass
        return WorkerBot(self, key, level, seed)

    def ask(self, key: int, events: list[dict], view) -> tuple | None:
        """Bot `key`'s answer to `view` after `events`; None if the client closes meanwhile. Raises WorkerGone
        (the child is lost: ask nothing more of it) or BotFailed (the bot itself raised)."""
        self._send(("choose", key, events, view.data, view.decision))
        connection = self._connection
        assert connection is not None
        deadline = time.monotonic() + PATIENCE
        while not self.closing.is_set():
            try:
                if connection.poll(POLL):
                    reply = connection.recv()
                    if reply[0] == "answer":
                        return reply[1]
                    if reply[0] == "failed":
                        raise BotFailed(reply[1])
                    continue                        # "ready": the child is up
            except (EOFError, OSError, ValueError) as lost:
                self._give_up()
                raise WorkerGone(f"the bots' process ended: {lost}") from lost
            if time.monotonic() > deadline:
                self._give_up()
                raise WorkerGone(f"the bots' process gave no answer in {PATIENCE:.0f} s")
        return None

    def _send(self, message: tuple) -> None:
        if self.gone or self._connection is None:
            raise WorkerGone("the bots' process is not running")
        try:
            self._connection.send(message)
        except (OSError, ValueError) as lost:
            self._give_up()
            raise WorkerGone(f"the bots' process ended: {lost}") from lost

    def _give_up(self) -> None:
        self.gone = True
        self.close()

    def close(self) -> None:
        """End the child now (it holds nothing worth waiting for). Safe to call again, and from any thread: the
        pipe is left to the asking thread (closing it under a wait could hand that wait another file), and closes
        with this object."""
        with self._lock:
            process, self._process = self._process, None
        if process is not None:
            process.kill()
            process.join(5.0)


class WorkerBot:
    """One seat's bot thinking in the worker's child; in process once the child is gone."""

    def __init__(self, worker: BotWorker, key: int, level: str, seed: int):
        self.worker = worker
        self.key = key
        self.level = level
        self.seed = seed
        self.events: list[dict] = []    # every event this seat saw: the child is sent them, a stand-in is told them
        self.sent = 0                   # how many of them the child has
        self.local: Any = None          # the in-process bot once the child is gone

    def observe(self, event: dict) -> None:
        if self.local is None:
            self.events.append(event)
        else:
            tell(self.local, [event])

    def choose(self, view) -> tuple | None:
        if self.local is None:
            try:
                answer = self.worker.ask(self.key, self.events[self.sent:], view)
                self.sent = len(self.events)
                return answer
            except WorkerGone:
                if self.worker.closing.is_set():
                    return None                 # the client closed the child: nobody waits for this answer
                self.local = make_bot(self.worker.game_kind, self.level, self.seed)
                tell(self.local, self.events)
                self.events = []
        return self.local.choose(view)
