"""The window is one seat's client of a Table. This module is the only part of game/ui that builds a game.

A `Client` hands the window its seat's messages and takes its answers; nothing else passes between them:

    poll() -> [message]        every message since the last poll, oldest first (never blocks)
    send(action, version)      an answer to the seat's pending decision, made against view `version`
    close()                    stop; the game stays in the autosave

Messages are plain JSON-shaped dicts, the same whether the table runs here or on a LAN host:

    {"type": "event", "event": {...}}            one event as this seat may see it (docs/contract.md)
    {"type": "view", "view": {"seat", "version", "decision": {seat, kind, options, info} | None, "data": {...}}}
    {"type": "caught_up"}                        the events so far were history (a deal, a resumed game)
    {"type": "refused", "rule", "message"}       an answer the game did not take; nothing changed
    {"type": "finished", "answers": [[seat, action]...]}   the game is over: every answer, for the replay
    {"type": "failed", "message", "report"}      the table stopped on an unexpected error

`LocalClient` runs the Table in a host thread: bots (make_bot) think there, each after the human-pace pause (a
timed wait, so closing never waits for it), the window's seat waits on the answer queue, and every decision is
autosaved. A game is described by its setup (what the Setup scene makes):

    {"game": "cards" | "dice", "seed": int, "options": {...},
     "seats": [{"kind": "you" | "bot", "level": "easy" | "normal" | "hard", "name": str}, ...]}

With no "you" seat the window watches seat 0, whose bot plays on.
"""

from __future__ import annotations

import json
import queue
import threading
import traceback
from abc import ABC, abstractmethod
from typing import Any, Callable

from game.bots.levels import make_bot
from game.core.common import savefile
from game.core.common.errors import IllegalMove
from game.core.common.table import Table
from game.core.cards.rulings import RETIRED_OPTIONS as CARD_RETIRED_OPTIONS
from game.core.dice.data import RETIRED_OPTIONS as DICE_RETIRED_OPTIONS
from game.core.dice.data import RULE_OPTIONS as DICE_RULE_OPTIONS

AUTOSAVE_FORMAT = "bang-desktop-autosave"
AUTOSAVE_VERSION = 1
GAME_KINDS = ("cards", "dice")
SEAT_COUNTS = {"cards": (4, 7), "dice": (3, 8)}
LEVELS = ("easy", "normal", "hard")
# each a toggle of the Setup scene (the card game's eight players come with a table the Setup does not offer yet)
GAME_OPTIONS = {"cards": ("game_ends_mid_card",), "dice": tuple(DICE_RULE_OPTIONS)}
RETIRED_OPTIONS = {"cards": CARD_RETIRED_OPTIONS, "dice": DICE_RETIRED_OPTIONS}   # options of earlier versions


class Client(ABC):
    """One seat's connection to a running table (local now; a LAN host later)."""

    seat: int
    setup: dict

    @abstractmethod
    def poll(self) -> list[dict]:
        """The messages that arrived since the last call, oldest first; never blocks."""

    @abstractmethod
    def send(self, action: Any, version: int) -> None:
        """Answer the seat's pending decision (made against the view of `version`)."""

    @abstractmethod
    def close(self) -> None:
        """Stop listening; the game itself stays in the autosave."""


class RetiredOption(ValueError):
    """A setup naming a rule option this version no longer has (an autosave of an earlier version)."""


class SaveRefused(Exception):
    """An autosave that cannot be continued; `key` names the reason among the window's strings."""

    def __init__(self, key: str, detail: str = ""):
        super().__init__(f"{key}: {detail}")
        self.key = key
        self.detail = detail


def window_seat(setup: dict) -> int:
    """The seat this window plays: the "you" seat, or seat 0 when bots hold every seat (the window watches)."""
    return next((i for i, s in enumerate(setup["seats"]) if s["kind"] == "you"), 0)


def check_setup(setup: Any) -> None:
    """ValueError unless `setup` describes a game this window can deal."""
    if not isinstance(setup, dict) or setup.get("game") not in GAME_KINDS:
        raise ValueError("unknown game")
    seats = setup.get("seats")
    low, high = SEAT_COUNTS[setup["game"]]
    if not isinstance(seats, list) or not low <= len(seats) <= high:
        raise ValueError("wrong number of seats")
    for seat in seats:
        if not isinstance(seat, dict) or seat.get("kind") not in ("you", "bot") \
                or not isinstance(seat.get("name"), str):
            raise ValueError("a seat is neither you nor a bot")
        if seat["kind"] == "bot" and seat.get("level") not in LEVELS:
            raise ValueError("unknown bot level")
    if sum(s["kind"] == "you" for s in seats) > 1:
        raise ValueError("more than one seat is yours")
    if type(setup.get("seed")) is not int or not isinstance(setup.get("options"), dict):
        raise ValueError("no seed or options")
    for name in setup["options"]:
        if name in RETIRED_OPTIONS[setup["game"]]:
            raise RetiredOption(f"the rule option {name!r} is gone: {RETIRED_OPTIONS[setup['game']][name]}")
        if name not in GAME_OPTIONS[setup["game"]]:
            raise ValueError(f"{name!r} is no rule option of this game")


def deal(setup: dict):
    """The game `setup` describes, dealt from its seed (ValueError if the rules refuse it)."""
    check_setup(setup)
    specs = [{"name": seat["name"]} for seat in setup["seats"]]
    if setup["game"] == "cards":
        from game.core.cards.engine import new_game
        return new_game(setup["seed"], specs, **setup["options"])
    from game.core.dice.engine import new_game
    return new_game(setup["seed"], specs, **setup["options"])


def read_autosave(text: str) -> dict:
    """The record in an autosave's text, checked by replaying it; SaveRefused says why it cannot continue."""
    try:
        record = json.loads(text)
    except ValueError:
        raise SaveRefused("save.unreadable") from None
    if not isinstance(record, dict) or record.get("format") != AUTOSAVE_FORMAT:
        raise SaveRefused("save.unreadable")
    if record.get("version") != AUTOSAVE_VERSION or record.get("rules") != savefile.SAVE_VERSION:
        raise SaveRefused("save.other_version", f"{record.get('version')!r}/{record.get('rules')!r}")
    try:
        check_setup(record.get("setup"))
        answers = [(seat, action) for seat, action in record["answers"]]
        game = deal(record["setup"])
        for seat, action in answers:
            game.apply(seat, action)
    except RetiredOption as exc:
        raise SaveRefused("save.other_version", str(exc)) from None
    except (KeyError, TypeError, ValueError, IllegalMove) as exc:
        raise SaveRefused("save.damaged", f"{type(exc).__name__}: {exc}") from None
    if game.to_json() != record.get("game"):
        raise SaveRefused("save.other_version", "the replayed game differs from the saved one")
    if game.pending is None:
        raise SaveRefused("save.finished")
    return record


def _plain(value: Any) -> Any:
    """A message as it would cross a network: JSON types only, nothing shared with the host thread."""
    return json.loads(json.dumps(value))


def view_message(view) -> dict:
    decision = view.decision
    return {"type": "view", "view": {"seat": view.seat, "version": view.version,
                                     "decision": None if decision is None else decision.to_dict(),
                                     "data": view.data}}


class _Paced:
    """A bot that waits the human-pace pause before it answers; the wait ends early when the client closes."""

    def __init__(self, bot, pause: Callable[[], float], closing: threading.Event):
        self.bot = bot
        self.pause = pause
        self.closing = closing
        self.listens = getattr(bot, "listens", hasattr(bot, "observe"))

    def choose(self, view):
        if self.closing.wait(self.pause()):
            return None
        return self.bot.choose(view)

    def observe(self, event: dict) -> None:
        self.bot.observe(event)


class _WindowSeat:
    """The window's seat at the Table: passes its events and views to the window; answers later (or, when the
    window only watches, lets its stand-in bot answer)."""

    listens = True
    watches = True

    def __init__(self, post: Callable[[dict], None], stand_in: _Paced | None):
        self.post = post
        self.stand_in = stand_in

    def choose(self, view):
        return None if self.stand_in is None else self.stand_in.choose(view)

    def observe(self, event: dict) -> None:
        self.post({"type": "event", "event": event})
        if self.stand_in is not None and self.stand_in.listens:
            self.stand_in.observe(event)

    def show(self, view) -> None:
        self.post(view_message(view))


class LocalClient(Client):
    """A table in a host thread of this process: bots for the other seats, this window for its own."""

    def __init__(self, setup: dict, *, answers: list | None = None, bot_pause: Callable[[], float] = lambda: 0.0,
                 autosave: Callable[[dict | None], None] | None = None):
        check_setup(setup)
        self.setup = setup
        self.seat = window_seat(setup)
        self._replay = [(seat, action) for seat, action in answers or ()]
        self._bot_pause = bot_pause
        self._autosave = autosave
        self._inbox: queue.Queue = queue.Queue()
        self._outbox: queue.Queue = queue.Queue()
        self._closing = threading.Event()
        self._thread = threading.Thread(target=self._host, name="table-host", daemon=True)
        self._thread.start()

    # -- the window's side -----------------------------------------------------------------------
    def poll(self) -> list[dict]:
        messages = []
        while True:
            try:
                messages.append(self._outbox.get_nowait())
            except queue.Empty:
                return messages

    def send(self, action: Any, version: int) -> None:
        self._inbox.put((_plain(list(action)), version))

    def close(self) -> None:
        self._closing.set()
        self._thread.join(timeout=3.0)

    def hurry(self) -> None:
        """The window's player is out and wants the end: the bots stop pausing."""
        self._bot_pause = lambda: 0.0

    # -- the host thread -------------------------------------------------------------------------
    def _post(self, message: dict) -> None:
        self._outbox.put(_plain(message))

    def _controllers(self) -> list:
        kind, seed = self.setup["game"], self.setup["seed"]
        controllers = []
        for i, seat in enumerate(self.setup["seats"]):
            bot = None
            if seat["kind"] == "bot":
                bot = _Paced(make_bot(kind, seat["level"], seed + i), self._bot_pause, self._closing)
            controllers.append(_WindowSeat(self._post, bot) if i == self.seat else bot)
        return controllers

    def _host(self) -> None:
        try:
            table = Table(deal(self.setup), self._controllers())
            for seat, action in self._replay:
                table.answer(seat, action)
            self._post({"type": "caught_up"})
            table.on_decision = self._save
            self._play(table)
        except Exception as exc:          # noqa: BLE001 (reported to the window, which shows the error scene)
            self._post({"type": "failed", "message": f"{type(exc).__name__}: {exc}",
                        "report": "".join(traceback.format_exception(exc))})

    def _play(self, table: Table) -> None:
        while not self._closing.is_set():
            table.run()
            if table.waiting_on is None:
                self._post({"type": "finished", "answers": [[seat, list(action)] for seat, action in table.answers]})
                if self._autosave is not None:
                    self._autosave(None)            # a finished game is not continued
                return
            if table.waiting_on != self.seat or self.setup["seats"][self.seat]["kind"] != "you":
                continue                            # a paced bot stopped because the client is closing
            try:
                action, version = self._inbox.get(timeout=0.2)
            except queue.Empty:
                continue
            try:
                table.answer(self.seat, action, version)
            except IllegalMove as refusal:
                self._post({"type": "refused", "rule": refusal.rule, "message": refusal.message})

    def _save(self, table: Table, events) -> None:
        if self._autosave is not None:
            self._autosave({"format": AUTOSAVE_FORMAT, "version": AUTOSAVE_VERSION, "rules": savefile.SAVE_VERSION,
                            "setup": self.setup, "answers": [[seat, list(action)] for seat, action in table.answers],
                            "game": table.game.to_json()})


class ReplayClient(Client):
    """A finished game played again from its setup and answers, one answer at a time when the viewer asks
    (`advance`), with nothing hidden: every event whole, and views that hold every seat's hand ("hands") and every
    role. It answers nothing: the replay only watches."""

    def __init__(self, setup: dict, answers: list, seat: int = 0):
        check_setup(setup)
        self.setup = setup
        self.seat = seat
        self.answers = [(s, tuple(_frozen_action(a))) for s, a in answers]
        self.done = 0                       # answers replayed so far
        self._outbox: list[dict] = []
        self._game = deal(setup)
        self._tell(self._game.take_events())
        self._outbox.append({"type": "caught_up"})

    @property
    def finished(self) -> bool:
        return self.done >= len(self.answers)

    def advance(self) -> bool:
        """Replay the next answer; False once the game is over."""
        if self.finished:
            return False
        seat, action = self.answers[self.done]
        self.done += 1
        self._tell(self._game.apply(seat, action))
        if self.finished:
            self._outbox.append({"type": "finished", "answers": [[s, list(a)] for s, a in self.answers]})
        return True

    def _tell(self, events) -> None:
        for event in events:
            self._outbox.append(_plain({"type": "event",
                                        "event": {"kind": event.kind, "seq": event.seq, "version": event.version,
                                                  **event.data}}))
        game = self._game
        message = view_message(game.view(self.seat))
        data = message["view"]["data"]
        data["hands"] = [list(game.view(s).data["hand"]) for s in range(len(self.setup["seats"]))]
        for player, role in zip(data["table"]["players"], game.roles_by_seat()):
            player["role"] = role
        message["view"]["decision"] = None
        self._outbox.append(_plain(message))

    def poll(self) -> list[dict]:
        messages, self._outbox = self._outbox, []
        return messages

    def send(self, action: Any, version: int) -> None:
        """The replay takes no answers."""

    def close(self) -> None:
        self._outbox = []


def _frozen_action(action: Any) -> Any:
    return tuple(_frozen_action(v) for v in action) if isinstance(action, (list, tuple)) else action
