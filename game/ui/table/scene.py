"""A table scene, what the card table and the dice table share: one seat's game from its client's messages.

Each message goes through the kit's Director: an event is animated by the game's stager, then applied to what is
shown (the game's Shown), told in the log and kept for the note of what was done to you since your last turn; a
view, once the events before it have played, brings the seat's decision (`on_view`), answered once (`answer`). The
widgets are built again when what the table shows changes them (`layout_signature`); once you are out you may watch
the rest fast or skip to the end; the game over follows the last blow; leaving closes the client.

Each game's table (cards/scene.py, dice/scene.py) makes its `shown`, `narrator`, `since`, `stager` and `board` after
this `__init__`, and gives `on_view`, `describe_answer`, `layout_signature`, `build` (with `build_frame`),
`subject_at`, `draw_scene` and `draw_overlays`.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod

import pygame

from game.session import Client
from game.ui.anim import call, wait
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.menu import GameMenu
from game.ui.table.countdown import Countdown
from game.ui.table.cues import Cues
from game.ui.table.director import Director
from game.ui.table.layout import TableLayout
from game.ui.table.log import LogBook, line, log_widgets
from game.ui.table.narrator import Narrator
from game.ui.table.plate import PlateHit
from game.ui.table.refusal import refusal
from game.ui.table.shown import Shown
from game.ui.table.since import SinceLastTurn, note_widgets
from game.ui.table.stage import Stager
from game.ui.table.zoom import Hover
from game.ui.widgets import Button

WATCH_FAST = 4.0        # how much faster the game plays once you are out and chose to watch it fast


class HostFailure(Exception):
    """The table's host stopped on an unexpected error (its report is the message)."""


class TableScene(Scene, ABC):
    GAME_OVER_PAUSE = 1.2       # seconds to see the last blow before the game over scene
    answers_alone = True        # answers what needs no choice (the one answer, a habit, a timer); a lesson's: no

    shown: Shown                # each game's own, made by its table
    narrator: Narrator
    since: SinceLastTurn
    stager: Stager

    def __init__(self, app, client: Client):
        super().__init__(app)
        self.client = client
        self.seat = client.seat
        self.setup = client.setup
        self.names = [s["name"] for s in self.setup["seats"]]
        self.bots = [s.get("level") if s["kind"] == "bot" else None for s in self.setup["seats"]]
        self.watching = self.setup["seats"][self.seat]["kind"] != "you"
        self.book = LogBook()
        self.director = Director(self.tweens, self.stage, self.apply)
        self.director.instant = True        # until the client says the history is over
        self.hover = Hover()
        self.cues = Cues(app)
        self.countdown = Countdown()        # a LAN host's turn limit, in its last seconds
        self.events: list[dict] = []
        self.answers: list | None = None
        self.ending = False
        self.picked: int | None = None      # the seat Tab points at
        self.sent: int | None = None        # the version answered (an answer is sent once)
        self.boost = 1.0                    # faster once you are out
        self.clock = 0.0
        self.plate_hit = PlateHit()         # a life you lost, on your plate
        self.signature: tuple | None = None

    # -- messages ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        for message in self.client.poll():
            self.app.invalidate()             # news from the game: redraw
            kind = message["type"]
            self.countdown.take(message)
            if kind == "event":
                self.events.append(message["event"])
                self.director.feed(message)
            elif kind in ("view", "caught_up"):
                self.director.feed(message)
            elif kind == "finished":
                self.answers = message["answers"]
            elif kind == "refused":
                self.sent = None
                self.app.notify(refusal(message))
            elif kind == "failed":
                raise HostFailure(message["report"])
        self.director.update()
        super().update(dt)
        self.tweens.speed = self.app.animation_speed * self.director.pace * self.boost
        self.cues.update(dt)
        self.tick(dt)
        self.plate_hit.update(dt)
        if self.plate_hit.active:
            self.app.invalidate()             # a hit fading: redraw every frame
        self.follow()
        self.hover.update(dt, *self.subject_at(self.app.mouse))
        self.check_over()

    def tick(self, dt: float) -> None:
        """The table's own clocks, each frame (the card table's response timer and shaking card)."""

    def stage(self, message: dict) -> list:
        """A message's animation starts: the tweens the Director waits for."""
        return self.stager.stage(message)

    def apply(self, message: dict) -> None:
        """A message once its animation has played: it is now part of what the table shows."""
        kind = message["type"]
        if kind == "caught_up":
            self.director.instant = False
            return
        if kind == "view":
            self.shown.apply_view(message["view"])
            self.on_view()
            return
        event = message["event"]
        self.shown.apply_event(event)
        told = self.narrator.tell(event)
        self.book.add(told)
        self.since.event(event, told)
        self.after_event(event)

    def after_event(self, event: dict) -> None:
        """An event now shown: a life you lose hits your plate (not in the history, nor when you only watch)."""
        if event["kind"] == "life" and event["seat"] == self.seat and event["delta"] < 0 \
                and not (self.director.instant or self.watching):
            self.plate_hit.hit(-event["delta"])

    # -- decisions -----------------------------------------------------------------------------------
    @property
    def view(self) -> dict | None:
        """The view the table shows now (the last one its animations have reached)."""
        return self.shown.view

    @property
    def decision(self) -> dict | None:
        """The seat's decision, once the table has caught up with it (None while an answer is on its way)."""
        view, decision = self.shown.view, self.shown.decision
        if view is None or decision is None or self.watching or self.sent == view["version"]:
            return None
        return decision

    @abstractmethod
    def on_view(self) -> None:
        """A view now shown: what its decision asks of the table."""

    def answer(self, option: list, told: str | None = None) -> None:
        """Send `option` for the current view (once); `told` logs it as answered for you."""
        view = self.shown.view
        if view is None or self.sent == view["version"]:
            return
        if told is not None:
            entry = line(told, "secret", about=(self.seat,), what=self.describe_answer(option))
            self.book.add(entry)
            self.since.answered(entry)
        self.sent = view["version"]
        self.cancel_aim()
        self.client.send(option, view["version"])

    @abstractmethod
    def describe_answer(self, option: list) -> str:
        """`option` in the player's words (the log's line of an answer made for him)."""

    def cancel_aim(self) -> None:
        """Forget what the player was pointing at (an answer is on its way, or he called it off)."""
        self.picked = None

    def point_next(self, targets: list[int], backwards: bool) -> None:
        """Tab (Shift+Tab: backwards) points at the next seat of `targets`."""
        step = -1 if backwards else 1
        at = targets.index(self.picked) if self.picked in targets else (-1 if step > 0 else 0)
        self.picked = targets[(at + step) % len(targets)]

    # -- input and what is under the mouse -----------------------------------------------------------
    def back(self) -> None:
        self.app.push(GameMenu(self.app))

    @abstractmethod
    def subject_at(self, pos) -> tuple[tuple | None, pygame.Rect | None]:
        """What the mouse rests on, to enlarge (a card, a character, a face) and where it is; (None, None): nothing."""

    # -- layout --------------------------------------------------------------------------------------
    def follow(self) -> None:
        """Rebuild the widgets when what the table shows has changed what they should be."""
        if self.layout_signature() != self.signature:
            self.layout()

    @abstractmethod
    def layout_signature(self) -> tuple:
        """What the widgets are built from: when it changes, they are built again."""

    def build_frame(self, layout: TableLayout) -> None:
        """What every table has around its game: the Menu button, the note of what was done to you since your last
        turn and the log, in the layout's right column."""
        px = self.app.px
        self.form.add(Button("menu", pygame.Rect(self.app.size[0] - px(110), px(12), px(96), px(40)), t("table.menu"),
                             self.back, style="quiet", px=px(17)))
        column = layout.log
        if self.since.lines:
            note, column = note_widgets(self.app, column, self.since.lines, self.since.close)
            for widget in note:
                self.form.add(widget)
        for widget in log_widgets(self.app, column, self.book, self.names):
            self.form.add(widget)

    def watch_fast(self) -> None:
        self.boost = 1.0 if self.boost > 1 else WATCH_FAST
        self.layout()

    def skip_to_end(self) -> None:
        hurry = getattr(self.client, "hurry", None)
        if hurry is not None:
            hurry()
        self.boost = math.inf
        self.director.skip()

    # -- the end -------------------------------------------------------------------------------------
    def check_over(self) -> None:
        data = self.shown.data
        if self.ending or data is None or not data.get("winner") or self.answers is None or self.director.busy:
            return
        self.ending = True
        self.tweens.chain(wait(self.GAME_OVER_PAUSE), call(self.game_over))

    def game_over(self) -> None:
        assert self.shown.data is not None              # check_over() saw the winner in it
        self.app.replace(GameOverScene(self.app, self.setup, self.seat, self.events, self.shown.data, self.answers))

    def shutdown(self) -> None:
        super().shutdown()
        self.client.close()

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.countdown.draw(surface, self)
        self.draw_overlays(surface)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """What the table draws over its widgets (the flying things, the zoom, a banner)."""
