"""The window is one seat's client of a Table. This module is the only part of game/ui that builds a game.

The `Client` interface, its messages and the setups that describe a game are in game/session.py (the LAN host and
client share them). `LocalClient` runs the Table in a host thread: bots (make_bot) think there, or, when the window
asks (`bots_apart`), in a child process the host thread waits on (game/bots/worker.py), so that a Hard bot's search
never holds up a frame; each answers after the human-pace pause (a timed wait, so closing never waits for it). The
window's seat waits on the answer queue, and every answer is autosaved before the window hears what it caused (bots
answering at once are delivered, and saved, together: session.BATCH). With no "you" seat the window watches seat
0, whose bot plays on. `ReplayClient` plays a finished game again with nothing hidden. The coach's hint (a bot
handed the seat's own view and events) and take-back (the answers before a choice) are made here too.
0, whose bot plays on. `ReplayClient` plays a finished game again with nothing hidden. `LessonClient` plays a
lesson's stacked table (game/ui/learn) in this thread.
"""

from __future__ import annotations

import copy
import importlib
import json
import math
import queue
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

from game.bots.levels import make_bot
from game.bots.worker import BotWorker, tell
from game.core.common.decision import Decision
from game.core.common.errors import IllegalMove
from game.core.common.table import Table
from game.core.common.view import SeatView
from game.scenario.runner import ADAPTERS
from game.session import BATCH, Autosave, Client, check_setup, deal, drain, paced, series_goes_on, view_message
from game.ui.learn.lessons import Lesson, Step, say


def window_seat(setup: dict) -> int:
    """The seat this window plays: the "you" seat, or seat 0 when bots hold every seat (the window watches)."""
    return next((i for i, s in enumerate(setup["seats"]) if s["kind"] == "you"), 0)


def _plain(value: Any) -> Any:
    """A message as it would cross a network: JSON types only, nothing shared with the host thread."""
    return json.loads(json.dumps(value))


class _Paced:
    """A bot that waits the human-pace pause before it answers; the wait ends early when the client closes."""

    def __init__(self, bot, pause: Callable[[], float], closing: threading.Event,
                 deliver: Callable[[float], None]):
        self.bot = bot
        self.pause = pause
        self.closing = closing
        self.deliver = deliver
        self.listens = getattr(bot, "listens", hasattr(bot, "observe"))

    def choose(self, view):
        self.deliver(BATCH)                     # the window shows the game as it stands while the bot thinks
        if paced(view) and self.closing.wait(self.pause()):
            return None
        return self.bot.choose(view)

    def rehearse(self, view) -> None:
        self.bot.choose(view)

    def observe(self, event: dict) -> None:
        self.bot.observe(event)


class _WindowSeat:
    """The window's seat at the Table: passes its events and views to the window; answers later (or, when the
    window only watches, lets its stand-in bot answer)."""

    listens = True
    watches = True
    showing = False                 # not during the deal or a resumed game's history: its views are old

    def __init__(self, post: Callable[[dict], None], stand_in: _Paced | None):
        self.post = post
        self.stand_in = stand_in

    def choose(self, view):
        return None if self.stand_in is None else self.stand_in.choose(view)

    def rehearse(self, view) -> None:
        if self.stand_in is not None:
            self.stand_in.rehearse(view)

    def observe(self, event: dict) -> None:
        self.post({"type": "event", "event": event})
        if self.stand_in is not None and self.stand_in.listens:
            self.stand_in.observe(event)

    def show(self, view) -> None:
        if self.showing:
            self.post(view_message(view))


class LocalClient(Client):
    """A table in a host thread of this process: bots for the other seats, this window for its own."""

    def __init__(self, setup: dict, *, answers: list | None = None, bot_pause: Callable[[], float] = lambda: 0.0,
                 autosave: Autosave | None = None, bots_apart: bool = False):
        """`bots_apart`: the bots think in a child process (the window's choice; tests and tools keep them in
        this one), or in this process if the child cannot start or dies."""
        check_setup(setup)
        self.setup = setup
        self.seat = window_seat(setup)
        self._replay = [(seat, action) for seat, action in answers or ()]
        self._bot_pause = bot_pause
        self._autosave = autosave
        self._inbox: queue.Queue = queue.Queue()
        self._outbox: queue.Queue = queue.Queue()
        self._posted: list[dict] = []               # for the window, once the answers that caused it are kept
        self._delivered = -math.inf                 # time.monotonic() of the last delivery
        self._table: Table | None = None
        self._closing = threading.Event()
        self._bots_apart = bots_apart
        self._worker: BotWorker | None = None
        self._thread = threading.Thread(target=self._host, name="table-host", daemon=True)
        self._thread.start()

    # -- the window's side -----------------------------------------------------------------------
    def poll(self) -> list[dict]:
        return drain(self._outbox)

    def send(self, action: Any, version: int) -> None:
        self._inbox.put((_plain(list(action)), version))

    def close(self) -> None:
        self._closing.set()
        self._thread.join(timeout=3.0)
        if self._worker is not None:        # the host thread closes it as it ends; this if it has not ended
            self._worker.close()

    def answers_so_far(self) -> list:
        """Every answer the table took so far, oldest first (a copy: the host thread goes on adding)."""
        table = self._table
        return [] if table is None else [(seat, action) for seat, action in list(table.answers)]

    @property
    def bots_apart(self) -> bool:
        """Do the bots think in a child process (False: in this one, as asked, or since the child was lost)?"""
        return self._worker is not None and not self._worker.gone

    def hurry(self) -> None:
        """The window's player is out and wants the end: the bots stop pausing."""
        self._bot_pause = lambda: 0.0

    # -- the host thread -------------------------------------------------------------------------
    def _post(self, message: dict) -> None:
        self._posted.append(_plain(message))

    def _deliver(self, older_than: float = 0.0) -> None:
        """Hand the window what was posted since the last delivery, the answers that caused it autosaved first;
        only if the last delivery is `older_than` seconds old or more (bots answering at once share one)."""
        if not self._posted or time.monotonic() - self._delivered < older_than:
            return
        self._save()
        for message in self._posted:
            self._outbox.put(message)
        self._posted = []
        self._delivered = time.monotonic()

    def _save(self) -> None:
        if self._autosave is not None and self._table is not None:
            self._autosave.keep(self.setup, self._table.answers, self._table.game.seq)

    def _controllers(self) -> list:
        kind, seed = self.setup["game"], self.setup["seed"]
        worker = self._worker
        controllers = []
        for i, seat in enumerate(self.setup["seats"]):
            bot = None
            if seat["kind"] == "bot":
                thinker = make_bot(kind, seat["level"], seed + i) if worker is None else worker.bot(seat["level"],
                                                                                                      seed + i)
                # the pause is looked up at each decision: `hurry` replaces it while the bots sit
                bot = _Paced(thinker, lambda: self._bot_pause(), self._closing, self._deliver)
            controllers.append(_WindowSeat(self._post, bot) if i == self.seat else bot)
        return controllers

    def _host(self) -> None:
        try:
            if self._bots_apart and any(seat["kind"] == "bot" for seat in self.setup["seats"]):
                self._worker = BotWorker(self.setup["game"], self._closing)
            table = self._table = Table(deal(self.setup), self._controllers())
            table.replay(self._replay)
            self._post({"type": "caught_up"})
            window = table.controllers[self.seat]
            window.showing = True
            window.show(table.view(self.seat))
            self._play(table)
        except Exception as exc:          # noqa: BLE001 (reported to the window, which shows the error scene)
            self._table = None                      # the autosave stays as it was
            self._post({"type": "failed", "message": f"{type(exc).__name__}: {exc}",
                        "report": "".join(traceback.format_exception(exc))})
            self._deliver()
        finally:
            if self._worker is not None:
                self._worker.close()

    def _play(self, table: Table) -> None:
        while not self._closing.is_set():
            table.run()
            if table.waiting_on is None:
                self._post({"type": "finished", "answers": [[seat, list(action)] for seat, action in table.answers]})
                self._deliver()                     # the last answers kept first, as every delivery's
                if self._autosave is not None and not series_goes_on(self.setup):
                    self._autosave.forget()         # then a finished game is not continued (a series' is)
                return
            self._deliver()
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
        self._save()                                # closing: answers taken since the last delivery too


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


# -- the coach (game/ui/table/coach.py): the engines' part of a hint and of a take-back ----------------------------

HINT_LEVEL = "normal"
HINT_SEED = 44                  # the hinting bot's own draws (Normal's small noise between equal choices)


def bot_input(view: dict, events: list[dict]) -> tuple[list[dict], SeatView]:
    """What the hinting bot is given: copies of the seat's events and of its view (a view message's "view")."""
    decision = view["decision"]
    options = tuple(_frozen_action(o) for o in decision["options"])
    seen = SeatView.received(copy.deepcopy(view["data"]),
                             Decision(decision["seat"], decision["kind"], options, copy.deepcopy(decision["info"])))
    return copy.deepcopy(events), seen


def suggest(kind: str, view: dict, events: list[dict], bot=None) -> list:
    """The Normal bot's answer to the decision of `view`, from the seat's `events` and `view` alone."""
    bot = make_bot(kind, HINT_LEVEL, HINT_SEED) if bot is None else bot
    told, seen = bot_input(view, events)
    tell(bot, told)
    return json.loads(json.dumps(bot.choose(seen)))


def rewind(setup: dict, answers: list, seat: int, real: Callable[[dict], bool]) -> list | None:
    """The answers before `seat`'s last real choice (`real(decision)`: the window did not answer it by itself),
    or None when the seat has made none yet."""
    game = deal(setup)
    cut = None
    for i, (who, action) in enumerate(answers):
        if who == seat and real(game.pending.to_dict()):
            cut = i
        game.apply(who, action)
    return None if cut is None else [list(a) for a in answers[:cut]]


def _frozen_action(action: Any) -> Any:
    return tuple(_frozen_action(v) for v in action) if isinstance(action, (list, tuple)) else action

YOU = 0         # the player sits first at a lesson's table


class LessonClient(Client):
    """A lesson's table (game/ui/learn): the game is the lesson's stacked table (built by the scenario adapter of
    its game, as a scenario file's), played in this thread at once. The player's answer is taken when the lesson's
    step allows it, else refused with the step's hint; the view the window gets offers only the step's moves (unless
    the step offers all), so the table dims the rest. The other seats answer as the lesson writes (a seat with one
    answer answers it; one the lesson leaves out answers as an Easy bot)."""

    def __init__(self, lesson: Lesson, resume: int = 0, on_step: Callable[[int], None] | None = None):
        """`resume`: the steps already made (played again quietly, as the table's history); `on_step(n)` hears each
        step reached."""
        self.lesson = lesson
        self.seat = YOU
        self.adapter = importlib.import_module(ADAPTERS[lesson.game_kind])
        self.game = self.adapter.build({"game": lesson.game_kind, **lesson.table})
        names = [p["name"] for p in lesson.table["players"]]
        self.setup = {"game": lesson.game_kind, "seed": lesson.table.get("seed", 0), "options": {},
                      "sets": ["base", *lesson.table.get("expansions", ())],     # a lesson of an expansion
                      "seats": [{"kind": "you", "name": names[0]}]
                      + [{"kind": "bot", "level": "easy", "name": name} for name in names[1:]]}
        self.step = 0
        self.on_step = on_step
        self._bots: dict[int, Any] = {}
        self._outbox: list[dict] = []
        self._tell(self.game.take_events())
        self._others(lesson.opening)
        for _ in range(min(resume, len(lesson.steps))):
            step = lesson.steps[self.step]
            self._answer(step, self.allowed(step)[0])
        self._outbox.append({"type": "caught_up"})
        self._show()

    def expected(self) -> list[tuple]:
        """The answers the step the lesson is at allows now (none once it is over)."""
        return [] if self.finished else self.allowed(self.lesson.steps[self.step])

    @property
    def finished(self) -> bool:
        """Every step made."""
        return self.step >= len(self.lesson.steps)

    # -- the window's side -----------------------------------------------------------------------
    def poll(self) -> list[dict]:
        messages, self._outbox = self._outbox, []
        return messages

    def send(self, action: Any, version: int) -> None:
        pending = self.game.pending
        if self.finished or pending is None or pending.seat != YOU:
            self._outbox.append({"type": "refused", "rule": "not_your_decision", "message": "not now"})
            return
        step = self.lesson.steps[self.step]
        action = _frozen_action(action)
        if action not in self.allowed(step):
            hint = say(step.hint)
            self._outbox.append({"type": "refused", "rule": "lesson", "message": hint, "hint": hint})
            return
        try:
            self._answer(step, action, version)
        except IllegalMove as refusal:
            self._outbox.append({"type": "refused", "rule": refusal.rule, "message": refusal.message})
            return
        self._show()

    def close(self) -> None:
        self._outbox = []

    # -- the lesson ------------------------------------------------------------------------------
    def _answer(self, step: Step, action: tuple, version: int | None = None) -> None:
        self._tell(self.game.apply(YOU, action, version))
        self.step += 1
        if self.on_step is not None:
            self.on_step(self.step)
        self._others(step.then)

    def allowed(self, step: Step) -> list[tuple]:
        """The answers of the player's decision that the step allows, in the decision's order."""
        pending = self.game.pending
        if pending is None or pending.seat != YOU:
            return []
        options = [_frozen_action(o) for o in pending.options]
        exact = {_frozen_action(self._action(move)) for move in step.moves if set(move) != {"do"}}
        verbs = {move["do"] for move in step.moves if set(move) == {"do"}}
        return [o for o in options if o in exact or o[0] in verbs]

    def _action(self, move: dict) -> tuple:
        player = self.lesson.table["players"][YOU]["name"]
        return self.adapter.to_action(self.game, {"actor": player, **move})[1]

    def _others(self, script: tuple[dict, ...]) -> None:
        """The other seats answer until the player's turn to answer comes: as `script` says, else the one answer
        there is, else (a decision the lesson leaves to them) as an Easy bot; once the lesson is over they stop at
        their first choice."""
        queue = list(script)
        game = self.game
        while game.pending is not None and game.pending.seat != YOU:
            seat = game.pending.seat
            if queue:
                seat, action = self.adapter.to_action(game, queue.pop(0))
            elif len(game.pending.options) == 1:
                action = game.pending.options[0]
            elif self.finished:
                return
            else:
                bot = self._bots.setdefault(seat, make_bot(self.lesson.game_kind, "easy", seat))
                action = bot.choose(game.view(seat, lend=False))
            self._tell(game.apply(seat, action))

    def _tell(self, events) -> None:
        for event in events:
            self._outbox.append(_plain({"type": "event", "event": event.visible_to(YOU)}))

    def _show(self) -> None:
        message = _plain(view_message(self.game.view(YOU)))
        decision = message["view"]["decision"]
        if self.finished:
            message["view"]["decision"] = None          # the lesson is over: the table waits on nothing
        elif decision is not None and not self.lesson.steps[self.step].offer_all:
            allowed = self.allowed(self.lesson.steps[self.step])
            decision["options"] = [o for o in decision["options"] if _frozen_action(o) in allowed]
        message["view"]["lesson_step"] = self.step
        self._outbox.append(message)
