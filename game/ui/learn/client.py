"""A lesson's table as a client of the window (game/session.py's Client): the game is the lesson's stacked table
(built by the scenario adapter of its game, as a scenario file's), played in this thread at once. The player's
answer is taken when the lesson's step allows it, else refused with the step's hint; the view the window gets offers
only the step's moves, so the table dims the rest. The other seats answer as the lesson writes (a seat with one
answer, or one the lesson leaves out, answers as an Easy bot)."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import Any

from game.bots.levels import make_bot
from game.core.common.errors import IllegalMove
from game.scenario.runner import ADAPTERS
from game.session import Client, view_message
from game.ui.learn.lessons import Lesson, Step, say

YOU = 0         # the player sits first at a lesson's table


def _frozen(value: Any) -> Any:
    return tuple(_frozen(v) for v in value) if isinstance(value, (list, tuple)) else value


def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


class LessonClient(Client):
    def __init__(self, lesson: Lesson, resume: int = 0, on_step: Callable[[int], None] | None = None):
        """`resume`: the steps already made (played again quietly, as the table's history); `on_step(n)` hears each
        step reached."""
        self.lesson = lesson
        self.seat = YOU
        self.adapter = importlib.import_module(ADAPTERS[lesson.game])
        self.game = self.adapter.build({"game": lesson.game, **lesson.table})
        names = [p["name"] for p in lesson.table["players"]]
        self.setup = {"game": lesson.game, "seed": lesson.table.get("seed", 0), "options": {},
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
        action = _frozen(action)
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
        options = [_frozen(o) for o in pending.options]
        exact = {_frozen(self._action(move)) for move in step.moves if set(move) != {"do"}}
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
                bot = self._bots.setdefault(seat, make_bot(self.lesson.game, "easy", seat))
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
            decision["options"] = [o for o in decision["options"] if _frozen(o) in allowed]
        message["view"]["lesson_step"] = self.step
        self._outbox.append(message)
