"""The table thread of a LAN host: the one place the engine runs.

It drives a `Table` whose person seats are `PersonSeat`s: each answers later (its answers come over the wire),
records the events its seat may see (the history a stand-in bot learns from), and hands them, encoded once, to the
network thread with the seat's views. They go in one batch whenever the table is about to wait (on a person, or on
a bot about to think): the network thread then has the interpreter to itself to write them out, instead of trading
it with this thread at every socket write. Each batch's answers are in the autosave before the batch leaves, so that
a host killed at any instant loses nothing any player saw; bots answering at once (no pause) share a batch for up
to session.BATCH seconds, so that a run of quick bot moves costs one write, not one each. A bot may stand in for a
person; the network thread says when, through the same command queue as the answers, so the table is only ever
touched here; so does the turn limit, when a person's time for a decision runs out and the seat's bot makes that one
decision. Bots wait their human-pace pause on an event that any command cuts short: a player coming back, an
answer, the host stopping never wait for a bot's turn.

What leaves this thread is a batch of plain tuples handed to `post` (the network thread's queue):
    ("event", seat, seq, frame)   ("view", seat, frame)   ("waiting", seat, version)   ("caught_up",)
    ("refused", conn, frame)      ("finished", record)    ("failed", report)
seat None is the spectators' public feed.
"""

from __future__ import annotations

import math
import queue
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

from game.bots.levels import make_bot
from game.core.common.errors import IllegalMove
from game.core.common.table import Table
from game.net.framing import encode
from game.session import BATCH, Autosave, autosave_record, deal, paced, series_goes_on, view_message


class Paced:
    """A bot that waits the human-pace pause first, and gives way (answers None) when a command is waiting."""

    def __init__(self, bot, runner: Runner):
        self.bot = bot
        self.runner = runner
        self.listens = getattr(bot, "listens", hasattr(bot, "observe"))

    def choose(self, view):
        self.runner.flush(BATCH)                 # the people see the game as it stands while the bot thinks
        if paced(view) and self.runner.interrupted(self.runner.pause()):
            return None
        return self.bot.choose(view)

    def rehearse(self, view) -> None:
        self.bot.choose(view)

    def observe(self, event: dict) -> None:
        self.bot.observe(event)


class PersonSeat:
    """A person's seat: its events and views go to the network thread; its answers come from there, or from the
    bot standing in."""

    listens = True
    watches = True

    def __init__(self, seat: int | None, runner: Runner):
        self.seat = seat
        self.runner = runner
        self.history: list[dict] = []        # the events as this seat saw them: what a stand-in is told first
        self.stand_in: Paced | None = None

    def choose(self, view):
        return None if self.stand_in is None else self.stand_in.choose(view)

    def observe(self, event: dict) -> None:
        self.history.append(event)
        self.runner.out.append(("event", self.seat, event["seq"], self.runner.event_frame(event)))
        if self.stand_in is not None and self.stand_in.listens:
            self.stand_in.observe(event)

    def show(self, view) -> None:
        if not self.runner.replaying:                # a resumed game's history needs its events, not its views
            self.runner.out.append(("view", self.seat, encode(view_message(view))))


class Runner:
    def __init__(self, setup: dict, post: Callable[[list], None], *, answers: list | None = None,
                 autosave: Autosave | None = None, pause: Callable[[], float] = lambda: 0.0):
        """`setup` as Lobby.setup makes it; `answers` continue a resumed game; `post(batch)` must not block;
        `autosave` keeps the game."""
        self.setup = setup
        self.post = post
        self.pause = pause
        self._replay = [(seat, action) for seat, action in answers or ()]
        self._autosave = autosave
        self._commands: queue.Queue = queue.Queue()
        self._wake = threading.Event()
        self.out: list[tuple] = []
        self.table: Table | None = None
        self._frames: list[tuple[dict, bytes]] = []     # the current event as each seat saw it, encoded
        self.replaying = False
        self._posted = -math.inf                 # time.monotonic() of the last batch
        people = setup["lan"]["seats"]
        self.people = {i: PersonSeat(i, self) for i, p in enumerate(people) if p["person"]}
        self.public = PersonSeat(None, self)
        self.thread = threading.Thread(target=self._main, name="lan-table", daemon=True)

    # -- the network thread's side ----------------------------------------------------------------
    def start(self) -> None:
        self.thread.start()

    def command(self, *command: Any) -> None:
        """("answer", seat, action, version, conn), ("stand_in", seat, on), ("turn_over", seat, version),
        ("stop",)"""
        self._commands.put(command)
        self._wake.set()

    def stop(self, timeout: float = 3.0) -> None:
        self.command("stop")
        if self.thread.is_alive() and threading.current_thread() is not self.thread:
            self.thread.join(timeout)

    # -- the table thread ------------------------------------------------------------------------
    def interrupted(self, seconds: float) -> bool:
        """Wait up to `seconds`; True if a command is waiting (the bot gives way to it). `command` puts, then wakes:
        this thread may carry the command out in between, and its wake-up, set after, outlives it. Giving way to
        that one would wait for a command nobody sends: it is cleared, and the wait goes on."""
        end = time.monotonic() + seconds
        while self._wake.wait(max(0.0, end - time.monotonic())):
            if not self._commands.empty():
                return True
            self._wake.clear()
            if not self._commands.empty():      # put after the look, its wake-up perhaps before the clear
                return True
        return False

    def _controllers(self) -> list:
        kind, seed = self.setup["game"], self.setup["seed"]
        return [self.people[i] if i in self.people else Paced(make_bot(kind, seat["level"], seed + i), self)
                for i, seat in enumerate(self.setup["seats"])]

    def _main(self) -> None:
        try:
            self.replaying = bool(self._replay)
            table = self.table = Table(deal(self.setup), self._controllers(), spectators=[self.public])
            table.replay(self._replay)
            self.out.append(("caught_up",))
            if self.replaying:
                self.replaying = False
                for person in [*self.people.values(), self.public]:
                    person.show(table.view(person.seat))
            self._play(table)
        except Exception as exc:          # noqa: BLE001 (reported to everyone; the host goes back to its lobby)
            self.table = None                        # a broken game waits on nobody
            self.out.append(("failed", "".join(traceback.format_exception(exc))))
            self.flush()
        finally:
            # The seats hold this runner and it holds them and the table: let go, so that the game's objects go
            # as it ends, not at the next full collection (a pause of many milliseconds, longer with every game).
            self.table = None
            self.people.clear()

    def _play(self, table: Table) -> None:
        while True:
            table.run()
            if table.waiting_on is None:
                self.out.append(("finished", autosave_record(self.setup, table)))
                self.flush()                         # the last answers kept first, as every batch's
                if self._autosave is not None and not series_goes_on(self.setup):
                    self._autosave.forget()          # then a finished game is not continued (a series' is)
                return
            self.flush()
            if not self._obey(table):
                self._keep(table)                    # the host stopping: answers taken since the last batch too
                return

    def _keep(self, table: Table) -> None:
        """Put the answers taken since the last batch in the autosave, before anyone hears of them."""
        if self._autosave is not None:
            self._autosave.keep(self.setup, table.answers, table.game.seq)

    def event_frame(self, event: dict) -> bytes:
        """`event`'s frame, encoded once for all the seats that see it alike: the Table hands each seat its own copy
        of an event, and most are public (encoding was most of this thread's work for an answer)."""
        if not self._frames or self._frames[0][0]["seq"] != event["seq"]:
            self._frames = []
        for seen, frame in self._frames:
            if seen == event:
                return frame
        frame = encode({"type": "event", "event": event})
        self._frames.append((event, frame))
        return frame

    def flush(self, older_than: float = 0.0) -> None:
        """Post what the seats were told since the last batch (kept in the autosave first), and the seat the game
        waits on now; only if the last batch is `older_than` seconds old or more."""
        if not self.out or time.monotonic() - self._posted < older_than:
            return                                   # nothing new: the network thread knows what is awaited
        table = self.table
        if table is not None:
            self._keep(table)
            if table.waiting_on is not None:
                self.out.append(("waiting", table.waiting_on, table.game.version))
        batch, self.out = self.out, []
        self._posted = time.monotonic()
        self.post(batch)

    def _obey(self, table: Table) -> bool:
        """Carry out the waiting commands (blocking for the first); False once told to stop."""
        command = self._commands.get()
        while command[0] != "stop":
            if command[0] == "answer":
                self._answer(table, *command[1:])
            elif command[0] == "turn_over":
                self._turn_over(table, *command[1:])
            else:
                self._stand_in(*command[1:])
            try:
                command = self._commands.get_nowait()
            except queue.Empty:
                self._wake.clear()              # cleared before looking again: a command put now sets it anew
                if self._commands.empty():
                    return True
                command = self._commands.get()
        return False

    def _answer(self, table: Table, seat: int, action: list, version: int, conn: int) -> None:
        try:
            table.answer(seat, action, version)
        except IllegalMove as refusal:
            self.out.append(("refused", conn, encode({"type": "refused", "rule": refusal.rule,
                                                      "message": refusal.message})))

    def _stand_in(self, seat: int, on: bool) -> None:
        person = self.people[seat]
        if not on:
            person.stand_in = None
        elif person.stand_in is None:
            person.stand_in = self._seat_bot(seat)

    def _turn_over(self, table: Table, seat: int, version: int) -> None:
        """The person at `seat` let his time for decision `version` run out: his seat's bot makes it, at once
        (unless he answered meanwhile, or a bot plays the seat already)."""
        if table.waiting_on != seat or table.game.version != version or self.people[seat].stand_in is not None:
            return
        table.answer(seat, self._seat_bot(seat).bot.choose(table.game.view(seat, lend=False)), version)

    def _seat_bot(self, seat: int) -> Paced:
        """A bot of the level the seat chose for its stand-in, told everything the seat saw so far."""
        level = self.setup["seats"][seat].get("level", "normal")     # the host's own seat has none
        bot = Paced(make_bot(self.setup["game"], level, self.setup["seed"] + seat), self)
        if bot.listens:
            for event in self.people[seat].history:
                bot.observe(event)
        return bot
