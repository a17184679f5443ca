"""Driving the real window with synthetic input, for the UI tests and the self-test.

Widgets are found by id in the top scene; a click is the mouse moving to the widget's centre, pressing and
releasing there, exactly as pygame reports a real one, followed by a frame. `until` steps frames (giving the host
thread a moment between them) until a condition holds, and fails loudly when it never does. `StillClient` holds a
table on one view of one's own making (what no game deals yet: eight card players, rolls of six dice).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from game.session import Client
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets.base import Widget


class Driver:
    def __init__(self, app: App, dt: float = 1 / 60):
        self.app = app
        self.dt = dt

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step(self.dt)
            if self.app.failures:
                raise AssertionError("the window failed:\n" + self.app.failures[-1])

    @property
    def scene(self):
        return self.app.top

    @property
    def top(self) -> Scene:
        top = self.app.top
        assert top is not None, "the window has no scene"
        return top

    def widget(self, id: str) -> Widget:
        found = self.top.form.find(id)
        if found is None:
            ids = [w.id for w in self.top.form.widgets]
            raise LookupError(f"no widget {id!r} on {type(self.app.top).__name__}; there are {ids}")
        return found

    def has(self, id: str) -> bool:
        return self.top.form.find(id) is not None

    def click_at(self, pos, button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.step()

    def click(self, id: str, where: str = "center") -> None:
        """Click widget `id` at its rect's `where` point ("center", "midright" for a cycler's forward arrow...),
        once the wheel has scrolled it into view if it is in a scrolling box, as a person would."""
        self.scroll_to(id)
        rect = self.widget(id).rect
        x, y = getattr(rect, where)
        self.click_at((min(x, rect.right - 2), min(y, rect.bottom - 2)))

    def scroll_to(self, id: str) -> None:
        """Turn the wheel over the scrolling box widget `id` is in until all of it is in view."""
        for _ in range(200):
            widget = self.widget(id)
            box = widget.viewport
            if box is None or box.rect.contains(widget.rect):
                return
            self.move(box.rect.center)
            down = widget.rect.bottom > box.rect.bottom
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1 if down else 1, flipped=False))
            self.step()
        raise AssertionError(f"the wheel never brings {id!r} into view")

    def hover(self, id: str, seconds: float = 1.0) -> None:
        self.move(self.widget(id).rect.center, seconds)

    def move(self, pos, seconds: float = 0.0, buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        """The mouse moves to `pos` and rests there `seconds` (at least a frame)."""
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))
        self.step(max(1, int(seconds / self.dt)))

    def drag(self, start, end) -> None:
        """Press at `start`, move to `end` by way of the middle, release there."""
        self.move(start)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1))
        self.step()
        self.move(((start[0] + end[0]) / 2, (start[1] + end[1]) / 2), buttons=(1, 0, 0))
        self.move(end, buttons=(1, 0, 0))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1))
        self.step()

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.step()

    def press(self, id: str) -> None:
        """Tab to widget `id` and press Enter, as a player on the keyboard would."""
        order = [w.id for w in self.top.form.widgets if w.focusable and w.enabled]
        assert id in order, f"Tab never reaches {id!r}: it reaches {order}"
        while self.top.form.focus is None or self.top.form.focus.id != id:
            self.key(pygame.K_TAB)
        self.key(pygame.K_RETURN)

    def type(self, text: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.step()

    def until(self, condition: Callable[[], bool], timeout: float = 60.0, what: str = "the condition") -> None:
        deadline = time.monotonic() + timeout
        while True:
            self.step()
            time.sleep(0.004)         # let the host thread run, as the real loop does while it waits for the tick
            if condition():
                return
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what} (top scene: {type(self.app.top).__name__})")


def log_spot(log, kind: str) -> tuple:
    """A name of `kind` (SEAT, CARD...) in a row of a table's log in sight: (its ref, a point on it for the mouse)."""
    top = log.rect.y + log.px // 2 - log.offset
    for i, row in enumerate(log.rows):
        y = top + i * log.row + log.row // 2
        if log.rect.top + 4 < y < log.rect.bottom - 4:
            for _word, ref, x, _tone in row:
                if ref is not None and ref.kind == kind:
                    return ref, (log.rect.x + log.px + x + 3, y)
    raise AssertionError(f"no {kind} in sight in the log")


class StillClient(Client):
    """A seat whose table stays on one view: `view` (a view message's "view": seat, version, decision, data) and
    nothing after it; an answer sent goes nowhere but `sent`. For the tests and the screenshots of what no game
    deals."""

    def __init__(self, setup: dict, view: dict):
        self.setup = setup
        self.seat = view["seat"]
        self.sent: list[tuple[Any, int]] = []
        self._messages: list[dict] = [{"type": "view", "view": view}, {"type": "caught_up"}]

    def poll(self) -> list[dict]:
        messages, self._messages = self._messages, []
        return messages

    def send(self, action: Any, version: int) -> None:
        self.sent.append((action, version))

    def close(self) -> None:
        pass


def close_app(app: App) -> None:
    """What closing the window does to the scenes (App.close)."""
    app.close()
