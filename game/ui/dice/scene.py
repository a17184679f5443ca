"""The dice table: one seat's game of BANG! The Dice Game from its client's messages.

Messages go through the table kit's Director: each event is animated (stage.py), then applied to what is shown
(model.Shown) and told in the log (lines.py); a view, once the events before it have played, brings the seat's
decision. The roll is played on the tray (click a die or press its number to keep it, then roll or stop), the
1s and 2s, the Beers and Sid Ketchum's and Kit Carlson's choices by clicking a seat (the others greyed), Bart
Cassidy's and Pedro Ramirez's questions by the prompt's buttons. A decision with one real answer is taken for you
and logged (choosing.only_answer); what may hurt you asks first (confirm.py).
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.session import Client
from game.ui import theme
from game.ui.anim import call, wait
from game.ui.app import Scene
from game.ui.cards.scene import HostFailure
from game.ui.cards.widgets import Spot
from game.ui.dice import choosing, facts
from game.ui.dice.board import DiceBoard
from game.ui.dice.confirm import hurts
from game.ui.dice.console import add_button, build_console
from game.ui.dice.drawing import draw_overlays, draw_table
from game.ui.dice.lines import Narrator, done_to
from game.ui.dice.model import Shown
from game.ui.dice.reach import in_reach, seats_apart
from game.ui.dice.stage import DiceStager
from game.ui.dice.words import describe
from game.ui.i18n import t, the
from game.ui.table.countdown import Countdown
from game.ui.table.cues import Cues
from game.ui.table.director import Director, catch_up
from game.ui.table.layout import table_layout
from game.ui.table.log import CHARACTER, FACE, ROLE, LogBook, LogPanel, line, log_widgets, pointed_seat
from game.ui.table.plate import GREYED, PICKED, TARGET, PlateHit
from game.ui.table.refusal import refusal
from game.ui.table.since import SinceLastTurn, note_widgets
from game.ui.table.zoom import Hover
from game.ui.widgets import Button

WATCH_FAST = 4.0        # how much faster the game plays once you are out and chose to watch it fast


class DiceTable(Scene):
    GAME_OVER_PAUSE = 1.2       # seconds to see the last blow before the game over scene

    def __init__(self, app, client: Client):
        super().__init__(app)
        self.client = client
        self.seat = client.seat
        self.setup = client.setup
        self.names = [s["name"] for s in self.setup["seats"]]
        self.bots = [s.get("level") if s["kind"] == "bot" else None for s in self.setup["seats"]]
        self.watching = self.setup["seats"][self.seat]["kind"] != "you"
        self.shown = Shown(self.seat)
        self.narrator = Narrator(self.names, self.seat, lambda: self.shown.table["dice"])
        self.book = LogBook()
        self.since = SinceLastTurn(self.seat, "turn_end", done_to)      # what was done to you, told at your turn
        self.stager = DiceStager(self)
        self.director = Director(self.tweens, self.stage, self.apply)
        self.director.instant = True        # until the client says the history is over
        self.hover = Hover()
        self.cues = Cues(app)
        self.countdown = Countdown()        # a LAN host's turn limit, in its last seconds
        self.events: list[dict] = []
        self.answers: list | None = None
        self.ending = False
        self.keep: set[int] = set()         # the dice you set aside for your next roll (kept through the turn)
        self.die: int | None = None         # the 1 or 2 being aimed
        self.double = False                 # Slab the Killer: the aimed shot doubled with a Beer
        self.picked: int | None = None      # the seat Tab points at
        self.sent: int | None = None        # the version answered (an answer is sent once)
        self.boost = 1.0                    # faster once you are out
        self.clock = 0.0
        self.plate_hit = PlateHit()                         # a life you lost, on your plate
        self.signature: tuple | None = None
        self.board: DiceBoard | None = None

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
        Scene.update(self, dt)
        self.tweens.speed = self.app.animation_speed * self.director.pace * self.boost
        self.cues.update(dt)
        self.plate_hit.update(dt)
        if self.plate_hit.active:
            self.app.invalidate()             # a hit fading: redraw every frame
        self.follow()
        self.hover.update(dt, *self.subject_at(self.app.mouse))
        self.check_over()

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
        if event["kind"] == "turn_start":
            self.keep = set()
        if event["kind"] == "life" and event["seat"] == self.seat and event["delta"] < 0 \
                and not (self.director.instant or self.watching):
            self.plate_hit.hit(-event["delta"])

    def stage(self, message: dict) -> list:
        """A message's animation starts: its cue too (a sound and a banner for what needs you), then its moves."""
        event = message.get("event")
        if event is not None:
            self.cue(event)
        return self.stager.stage(message)

    def cue(self, event: dict) -> None:
        kind = event["kind"]
        if kind == "indian_attack":                 # it strikes every seat holding arrows: everyone hears it
            self.cues.cue("alert", t("cue.indians"), theme.RED)
        if self.watching:
            return
        if kind == "turn_start" and event["seat"] == self.seat:
            self.cues.cue("your_turn", t("cue.your_turn"))
        elif kind == "shot" and event["target"] == self.seat:
            self.cues.cue("alert", t("dice.cue.shot_at_you", name=self.names[event["seat"]]), theme.RED)
        elif kind == "gatling" and event["seat"] != self.seat:
            self.cues.cue("alert", t("cue.everyone", card=t("face.gatling")), theme.RED)
        elif kind == "eliminated" and event["seat"] == self.seat:
            self.cues.cue(None, t("cue.you_are_out"), theme.RED)

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

    def on_view(self) -> None:
        self.picked = None
        decision = self.decision
        if decision is None:
            return
        self.since.decided()
        only = choosing.only_answer(decision)
        if only is not None:
            self.answer(only, "log.auto.only")
            return
        kind = decision["kind"]
        if kind == "reroll":
            self.keep &= set(choosing.free_dice(decision))
        elif kind == "shoot":
            dice = choosing.shot_dice(decision)
            if self.die not in dice:
                self.die = dice[0]
            self.double = self.double and choosing.can_double(decision)

    def answer(self, option: list, told: str | None = None) -> None:
        """Send `option` for the current view (once); `told` logs it as answered for you."""
        view = self.shown.view
        if view is None or self.sent == view["version"]:
            return
        if told is not None:
            entry = line(told, "secret", about=(self.seat,), what=describe(option, self.names,
                                                                           self.shown.table["dice"]))
            self.book.add(entry)
            self.since.answered(entry)
        self.sent = view["version"]
        self.picked = None
        self.client.send(option, view["version"])

    def choose(self, option: list) -> None:
        """A choice of the player: asked about first if it may hurt them (and they still want to be asked)."""
        from game.ui.widgets.dialog import Dialog
        ask = hurts(option, self.shown, self.app.settings)
        if ask is None:
            self.answer(option)
            return
        setting, title, body = ask

        def decided(choice: str, dont_ask: bool) -> None:
            if dont_ask:
                self.app.settings.set(f"confirm.{setting}", False)
            if choice == "yes":
                self.answer(option)
        self.app.push(Dialog(self.app, title, body, [("yes", t("confirm.yes")), ("no", t("confirm.no"))], decided,
                             dont_ask=True))

    def kind(self) -> str | None:
        decision = self.decision
        return decision["kind"] if decision is not None else None

    # -- the roll ------------------------------------------------------------------------------------
    def rerolled(self) -> list[int]:
        """The dice the next roll takes: the free ones you did not keep."""
        decision = self.decision
        assert decision is not None                     # asked only while a re-roll waits
        return [d for d in choosing.free_dice(decision) if d not in self.keep]

    def pick_die(self, die: int) -> None:
        """A die clicked (or its number pressed): kept or put back to roll; while aiming, the 1 or 2 to aim."""
        decision = self.decision
        if decision is None:
            return
        if decision["kind"] == "reroll" and die in choosing.free_dice(decision):
            self.keep ^= {die}
        elif decision["kind"] == "shoot" and die in choosing.shot_dice(decision):
            self.die = die

    def roll(self) -> None:
        if self.kind() != "reroll":
            return
        self.director.skip()
        decision = self.decision
        assert decision is not None                     # the re-roll waits for this answer
        option = choosing.reroll_option(decision, self.rerolled())
        if option is not None:
            self.answer(option)

    def stop(self) -> None:
        if self.kind() == "reroll":
            self.director.skip()
            self.answer(["stop"])

    def toggle_double(self) -> None:
        if self.double:
            self.double = False
            return
        decision = self.decision
        assert decision is not None                     # asked only while a shot waits
        self.double = choosing.can_double(decision)

    # -- seats ---------------------------------------------------------------------------------------
    def targets(self) -> dict[int, list]:
        """Seat -> the answer a click on it sends now (nothing when the decision is not about a seat)."""
        decision = self.decision
        if decision is None or decision["kind"] not in choosing.SEAT_KINDS:
            return {}
        return choosing.seat_options(decision, self.die, self.double)

    def pick_seat(self, seat: int) -> None:
        option = self.targets().get(seat)
        if option is not None:
            self.director.skip()
            self.choose(option)

    def mark(self, seat: int) -> str | None:
        """How a seat's plate is marked now: can be picked, greyed, or pointed at (by Tab, or a name in the log)."""
        if seat == pointed_seat(self.form):
            return PICKED
        targets = self.targets()
        if not targets or seat == self.seat and seat not in targets:
            return None
        if seat == self.picked:
            return PICKED
        return TARGET if seat in targets else GREYED

    def seat_tip(self, seat: int) -> str | None:
        """Hovering a seat: how far it is from you, and which of the roller's dice reach it."""
        players = self.shown.players
        if seat == self.seat or not players[seat]["alive"] or not self.shown.me["alive"]:
            return None
        alive = [p["alive"] for p in players]
        text = t("dice.tip.apart", name=players[seat]["name"], n=seats_apart(alive, self.seat, seat))
        reach = in_reach(players, self.shown.roller).get(seat)
        if reach:
            faces = " / ".join(the(t(f"face.{s}")) for s in sorted(reach))
            text += " " + t("dice.tip.reach", name=self.names[self.shown.roller], the_faces=faces)
        return text

    def hunts(self, player: dict) -> str | None:
        """In a three-player game, whom this player hunts."""
        players = self.shown.players
        if len(players) != 3 or not player["alive"]:
            return None
        prey = facts.hunted(player.get("role"))
        target = next((p for p in players if p.get("role") == prey and prey), None)
        return t("dice.hunts", name=target["name"]) if target else None

    # -- input ---------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.director.busy \
                and not catch_up(self.director, event.pos, self.thing_at, self.follow):
            return True                 # the click only ended the animations: what it was on has changed
        if self.hover.press(event):                     # a long press to read a die or a seat plays nothing
            self.form.release()
            return True
        if event.type == pygame.KEYDOWN and self.key(event):
            return True
        return super().handle(event)

    def thing_at(self, pos) -> tuple | None:
        """What a click at `pos` is on: a widget by its id and label, a die with its face."""
        widget = self.form.at(pos)
        if widget is None:
            return None
        if widget.id.startswith("die") and self.shown.data is not None:
            return widget.id, self.shown.table["dice"][int(widget.id[3:])]
        return widget.id, getattr(widget, "label", None)

    def key(self, event: pygame.event.Event) -> bool:
        kind, decision = self.kind(), self.decision
        if pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            button = self.form.find(f"answer{index}")
            if button is not None:
                button.activate()
            elif index < 5:
                self.pick_die(index)
            return True
        if kind == "reroll" and event.key in (pygame.K_r, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.roll()
            return True
        if kind == "reroll" and event.key in (pygame.K_s, pygame.K_SPACE):
            self.stop()
            return True
        if kind == "shoot" and event.key == pygame.K_d and decision is not None and choosing.can_double(decision):
            self.toggle_double()
            return True
        targets = sorted(self.targets())
        if event.key == pygame.K_TAB and targets:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            at = targets.index(self.picked) if self.picked in targets else (-1 if step > 0 else 0)
            self.picked = targets[(at + step) % len(targets)]
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.picked in targets:
            self.pick_seat(self.picked)
            return True
        if event.key == pygame.K_ESCAPE and self.picked is not None:
            self.picked = None
            return True
        return False

    def back(self) -> None:
        from game.ui.scenes.menu import GameMenu
        self.app.push(GameMenu(self.app))

    # -- what is under the mouse (for the zoom) ------------------------------------------------------
    def subject_at(self, pos) -> tuple[tuple | None, pygame.Rect | None]:
        if self.board is None or self.shown.data is None or self.app.top is not self:
            return None, None
        log = self.form.find("log")
        if isinstance(log, LogPanel) and log.hover_ref is not None:
            ref = log.hover_ref
            subjects = {CHARACTER: ("character", "dice", ref.value), ROLE: ("role", ref.value, "dice"),
                        FACE: ("face", ref.value)}
            return subjects.get(ref.kind), log.rect
        die = self.board.die_at(pos)
        if die is not None and self.shown.table["dice"][die]:
            return ("face", self.shown.table["dice"][die]), self.board.slots[die]
        for seat in self.board.layout.plates:
            if self.board.portrait(seat).collidepoint(pos):
                return ("character", "dice", self.shown.players[seat]["character"]), self.board.plate(seat)
        if self.board.pile.collidepoint(pos):
            return ("face", facts.ARROW), self.board.pile
        return None, None

    # -- layout --------------------------------------------------------------------------------------
    def follow(self) -> None:
        """Rebuild the widgets when what the table shows has changed what they should be."""
        if self.layout_signature() != self.signature:
            self.layout()

    def layout_signature(self) -> tuple:
        data, view = self.shown.data, self.shown.view          # a view and its data come together
        return (self.app.size, view and view["version"], self.decision is None, self.die, self.double,
                frozenset(self.keep), self.since.lines is None, data and tuple(p["alive"] for p in self.shown.players))

    def build(self) -> None:
        self.signature = self.layout_signature()
        px = self.app.px
        w = self.app.size[0]
        layout = table_layout(self.app.size, px, len(self.names), self.seat)
        self.board = DiceBoard(self.app, layout, self.seat)
        self.form.add(Button("menu", pygame.Rect(w - px(110), px(12), px(96), px(40)), t("table.menu"), self.back,
                             style="quiet", px=px(17)))
        column = layout.log
        if self.since.lines:
            note, column = note_widgets(self.app, column, self.since.lines, self.since.close)
            for widget in note:
                self.form.add(widget)
        for widget in log_widgets(self.app, column, self.book, self.names):
            self.form.add(widget)
        if self.shown.data is None:
            return
        for seat, plate in layout.plates.items():
            self.form.add(Spot(f"seat{seat}", plate, partial(self.pick_seat, seat), tip=partial(self.seat_tip, seat)))
        for die, slot in enumerate(self.board.slots):
            self.form.add(Spot(f"die{die}", slot, partial(self.pick_die, die)))
        build_console(self)
        self.build_out_of_game()

    def build_out_of_game(self) -> None:
        """Once you are out (or only watching): play the rest fast, or skip to the end."""
        if self.shown.me["alive"] and not self.watching:
            return
        add_button(self, 0, "watch_fast", t("table.watch_normal") if self.boost > 1 else t("table.watch_fast"),
                   self.watch_fast, "plain")
        add_button(self, 1, "skip_end", t("table.skip_end"), self.skip_to_end, "quiet")

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
        from game.ui.scenes.gameover import GameOverScene
        assert self.shown.data is not None              # check_over() saw the winner in it
        self.app.replace(GameOverScene(self.app, self.setup, self.seat, self.events, self.shown.data, self.answers))

    def shutdown(self) -> None:
        super().shutdown()
        self.client.close()

    # -- drawing -------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.countdown.draw(surface, self)
        draw_overlays(self, surface)
