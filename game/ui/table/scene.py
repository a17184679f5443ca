"""A table scene, what the card table and the dice table share: one seat's game from its client's messages.

Each message goes through the kit's Director: an event is animated by the game's stager, then applied to what is
shown (the game's Shown), told in the log and kept for the note of what was done to you since your last turn; a
view, once the events before it have played, brings the seat's decision (`on_view`), answered once (`answer`). The
widgets are built again when what the table shows changes them (`layout_signature`); once you are out you may watch
the rest fast or skip to the end; the game over follows the last blow; leaving closes the client.

Each game's table (cards/scene.py, dice/scene.py) makes its `shown`, `narrator`, `since`, `stager` and `board` after
this `__init__`, and gives `on_view`, `describe_answer`, `layout_signature`, `build` (with `build_frame`),
`subject_at`, `draw_scene`, `draw_overlays` and `draw_help`.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod

import pygame

from game.session import Client
from game.ui import theme
from game.ui.anim import call, wait
from game.ui.client import LocalClient, rewind, suggest
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.launch import start_game
from game.ui.scenes.menu import GameMenu
from game.ui.table import coach
from game.ui.table.countdown import Countdown
from game.ui.table.cues import Cues
from game.ui.table.director import Director
from game.ui.table.layout import TableLayout
from game.ui.table.log import Line, LogBook, line, log_widgets
from game.ui.table.narrator import Narrator
from game.ui.table.plate import PlateHit
from game.ui.table.refusal import refusal
from game.ui.table.shown import Shown
from game.ui.table.since import SinceLastTurn, note_widgets
from game.ui.table.stage import Stager
from game.ui.table.tips import ANSWERED, GOALS, Tips, draw_tip, tip_widgets
from game.ui.table.zoom import Hover
from game.ui.widgets import Button

WATCH_FAST = 4.0        # how much faster the game plays once you are out and chose to watch it fast


def dealt_role(event: dict, seat: int) -> str | None:
    """`seat`'s role if `event` deals it: its own role dealt, or the game's start that shows the Sheriff."""
    if event["kind"] == "role_dealt" and event.get("seat") == seat:
        return event.get("role")
    if event["kind"] == "game_start":
        return next((p.get("role") for p in event.get("players", ()) if p.get("seat") == seat), None)
    return None


class HostFailure(Exception):
    """The table's host stopped on an unexpected error (its report is the message)."""


class TableScene(Scene, ABC):
    GAME_OVER_PAUSE = 1.2       # seconds to see the last blow before the game over scene
    answers_alone = True        # answers what needs no choice (the one answer, a habit, a timer); a lesson's: no
    untaught: tuple[str, ...] = ()      # what the table keeps quiet (a lesson's, until a later one teaches it)
    tipped = True               # the one-time tips may show (a lesson's table says what to do itself: no)

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
        self.table_layout: TableLayout | None = None
        self.hint: coach.Hint | None = None             # the coach's hint for the decision in sight
        self.tips = Tips(app.settings, bool(self.setup.get("guided")) and not self.watching)
        self.role: str | None = None        # yours, as dealt
        self.applied = 0                    # the events shown so far
        self.own_lines: list[tuple[int, Line]] = []     # the window's own lines, each after that many events
        self.carried: list[tuple[int, Line]] = []       # a taken-back game's own lines, put back with the history

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
            self.carried = []               # what a take-back undid: its lines go with it
            self.tip_goal()
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
        self.applied += 1
        self.role = dealt_role(event, self.seat) or self.role
        while self.carried and self.carried[0][0] <= self.applied:
            self.add_own(self.carried.pop(0)[1])
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

    def ended_words(self) -> str | None:
        """What the top of the table says instead of whom it waits on, when it waits on nothing more (a finished
        lesson's table), else None."""
        return None

    @abstractmethod
    def on_view(self) -> None:
        """A view now shown: what its decision asks of the table."""

    def answer(self, option: list, told: str | None = None) -> None:
        """Send `option` for the current view (once); `told` logs it as answered for you."""
        view = self.shown.view
        if view is None or self.sent == view["version"]:
            return
        if told is not None:
            self.add_own(line(told, "secret", about=(self.seat,), what=self.describe_answer(option)))
            cause = told.rsplit(".", 1)[-1]
            self.give_tip("answered", f"tip.answered_{cause}" if cause in ANSWERED else None)    # why, in the tip
        self.sent = view["version"]
        self.cancel_aim()
        self.client.send(option, view["version"])

    def add_own(self, entry: Line) -> None:
        """A line of the window's own (an answer it made for you) in the log and the note of your turn, kept with
        the number of events before it, so that a take-back puts it back where it was."""
        self.book.add(entry)
        self.since.answered(entry)
        self.own_lines.append((self.applied, entry))

    # -- the coach (offline games against bots) and the guided game's tips ----------------------------
    @property
    def coached(self) -> bool:
        """Are the hint and take-back offered (a game of yours offline: never on the LAN, nor when watching)?"""
        return isinstance(self.client, LocalClient) and not self.setup.get("lan") and not self.watching

    def show_hint(self) -> None:
        """The Normal bot's choice for the decision in sight, from this seat's view and events only."""
        decision, view = self.decision, self.shown.view
        if decision is None or view is None or self.director.busy:
            self.app.notify(t("coach.no_decision"))
            return
        option = suggest(self.setup["game"], view, self.events)
        self.hint = coach.Hint(option, self.hint_reason(option), view["version"])
        self._mark("hints")
        self.tips.close(every=True)         # the coach says one thing at a time: the hint closes the tips
        self.cues.banners = []              # and the banners': the player is looking at the table
        self.show_on_table(option)
        self.layout()

    def show_on_table(self, option: list) -> None:
        """Set the table up the way the hint's answer would be given (the dice table marks the dice to keep)."""

    def coach_box(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a hint of that size sits: just above the piles in the middle of the table, below the
        cards in front of the seats at the top."""
        assert self.table_layout is not None            # asked only once the table is built
        box = pygame.Rect((0, 0), size)
        box.midbottom = (self.table_layout.middle.centerx, self.table_layout.middle.top + self.app.px(20))
        return box

    def hint_in_sight(self) -> coach.Hint | None:
        hint, view = self.hint, self.shown.view
        return hint if hint is not None and view is not None and view["version"] == hint.version \
            and self.decision is not None else None

    def hint_reason(self, option: list) -> str:
        """Why the hint's answer, in one line of rule terms (each table's own words)."""
        return t("coach.because_bot")

    def hint_spots(self, option: list) -> list[pygame.Rect]:
        """Where the hint's answer is on the table (a card, a seat, dice, a button)."""
        return []

    def hint_words(self, option: list) -> str:
        """The hint's answer said whole (an answer button's words may lean on the question it answers)."""
        return self.describe_answer(option)

    def real_choice(self, decision: dict) -> bool:
        """Would the window have asked the player this decision (not answered it by itself)?"""
        return len(decision["options"]) > 1

    def take_back(self) -> None:
        """Your last real choice undone: the game rebuilt from its seed and the answers before it."""
        assert isinstance(self.client, LocalClient)         # offered only then (coached)
        answers = rewind(self.setup, self.client.answers_so_far(), self.seat, self.real_choice)
        if answers is None:
            self.app.notify(t("coach.nothing_to_take_back"))
            return
        own = list(self.own_lines)
        start_game(self.app, coach.marked(self.setup, "take_backs"), answers)
        table = self.app.top
        if isinstance(table, TableScene):   # the game's history replays there: its own lines go back in their places
            table.carried = own

    def _mark(self, what: str) -> None:
        """Count a hint in the game's setup, which the autosave, the game over and the replay keep."""
        self.setup = coach.marked(self.setup, what)
        self.client.setup = self.setup

    def give_tip(self, tip: str, words: str | None = None, first: bool = False) -> None:
        """The guided game's tip about `tip` (in the words of text key `words`, else its own), the first time ever
        it happens (not in the history, nor a replay); `first`: before any tip waiting (Tips.fire)."""
        if self.tipped and not (self.director.instant or self.watching) and self.tips.fire(tip, words, first):
            self.layout()

    def tip_goal(self) -> None:
        """Your role's goal, as the game starts, before anything is played (a game without roles has no tip)."""
        if f"role_{self.role}" in GOALS:
            self.give_tip(f"role_{self.role}")

    def close_tip(self) -> None:
        self.tips.close()
        self.layout()

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
        self.table_layout = layout
        self.form.add(Button("menu", pygame.Rect(self.app.size[0] - px(110), px(12), px(96), px(40)), t("table.menu"),
                             self.back, style="quiet", px=px(17)))
        if self.coached:
            self.form.add(Button("hint", pygame.Rect(self.app.size[0] - px(216), px(12), px(96), px(40)),
                                 t("coach.hint"), self.show_hint, style="plain", px=px(17), tip=t("coach.hint_tip")))
            self.form.add(Button("take_back", pygame.Rect(self.app.size[0] - px(352), px(12), px(126), px(40)),
                                 t("coach.take_back"), self.take_back, style="quiet", px=px(17),
                                 tip=t("coach.take_back_tip")))
        tip, column = tip_widgets(self.app, self.tips, layout.log, self.close_tip)
        for widget in tip:
            self.form.add(widget)
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
        while self.app.top is not self:                 # what lies over the table (a menu, a module's scene) goes
            self.app.pop()
        self.app.replace(GameOverScene(self.app, self.setup, self.seat, self.events, self.shown.data, self.answers))

    def shutdown(self) -> None:
        super().shutdown()
        self.client.close()

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_scene(surface)
        if self.table_layout is not None:
            draw_tip(surface, self.app, self.tips, self.table_layout.log)       # beneath its "Got it" button
        self.form.draw(surface)
        self.countdown.draw(surface, self)
        self.draw_overlays(surface)
        self.draw_coach(surface)
        self.draw_help(surface)             # the card help pointed at reads on top of the hint

    def draw_coach(self, surface: pygame.Surface) -> None:
        """The hint in sight: its places ringed in gold, its answer and reason just above the middle of the table."""
        hint = self.hint_in_sight()
        layout = self.table_layout
        if hint is None or layout is None:
            return
        px = self.app.px
        for rect in self.hint_spots(hint.option):
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(px(10), px(10)), px(4), border_radius=px(10))
        box, rows = self.hint_box(hint, layout)
        theme.panel(surface, box, px(8), theme.PARCHMENT, theme.GOLD, px(3), px(5))
        for i, row in enumerate(rows):
            theme.blit_text(surface, row, "bold", px(17), theme.INK, "midtop",
                            (box.centerx, box.y + px(8) + i * px(24)))

    def hint_box(self, hint: coach.Hint, layout: TableLayout) -> tuple[pygame.Rect, list[str]]:
        """The hint's box on the table and its lines (its answer and reason, at most three)."""
        px = self.app.px
        width = min(px(640), layout.felt.width - px(40))
        text = t("coach.hint_line", what=self.hint_words(hint.option), why=hint.reason)
        rows = theme.wrap(text, "bold", px(17), width - px(28))[:3]
        box = self.coach_box((width, px(16) + px(24) * len(rows)))
        room = self.hint_room(box, px(16) + px(24) * 3)
        if room is not None:                                    # narrower, in the gap the seats leave there
            rows = theme.wrap(text, "bold", px(17), room.width - px(28))[:3]
            bottom = box.bottom
            box = pygame.Rect(0, 0, room.width, px(16) + px(24) * len(rows))
            box.midbottom = (room.centerx, bottom)
        return box, rows

    def hint_room(self, box: pygame.Rect, tallest: int) -> pygame.Rect | None:
        """The stretch of felt a hint placed at `box` may span, as high as `tallest` above its bottom, clear of
        what the table shows there (None: `box` itself is clear; each table may say)."""
        return None

    def hint_rect(self) -> pygame.Rect | None:
        """The box of the hint on the table now (None: no hint in sight), which the banners keep clear of."""
        hint, layout = self.hint_in_sight(), self.table_layout
        return None if hint is None or layout is None else self.hint_box(hint, layout)[0]

    def banners_area(self) -> pygame.Rect:
        """Where the banners may lie: the felt inside its wooden rail, less what each table keeps for itself (a
        status line...)."""
        assert self.table_layout is not None                # asked only once the table is built
        rail = self.app.px(24)
        return self.table_layout.felt.inflate(-2 * rail, -2 * rail)

    def banners_clear_of(self) -> list[pygame.Rect]:
        """What the banners never cover: what may be clicked on the felt (the seats, the hand, the buttons) and
        the hint in sight; each table adds its own (the piles, the dice tray...)."""
        assert self.table_layout is not None                # asked only once the table is built
        felt = self.table_layout.felt
        hint = self.hint_rect()
        return [w.rect for w in self.form.widgets if felt.colliderect(w.rect)] + ([] if hint is None else [hint])

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """What the table draws over its widgets (the flying things, a banner)."""

    def draw_help(self, surface: pygame.Surface) -> None:
        """What the table draws over everything, the coach included (the help of what the mouse rests on)."""
