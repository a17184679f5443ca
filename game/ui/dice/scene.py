"""The dice table: one seat's game of BANG! The Dice Game from its client's messages (the kit's TableScene,
game/ui/table/scene.py, holds what both tables share).

Messages go through the table kit's Director: each event is animated (stage.py), then applied to what is shown
(model.Shown) and told in the log (lines.py); a view, once the events before it have played, brings the seat's
decision, answered with the answer widget its module's window side registers for its kind (answers.py; the base
game's in base.py): the roll on the tray, a seat clicked, the prompt's buttons. A decision with one real answer is
taken for you and logged (choosing.only_answer; without a word for a module's `quiet` kinds), and so is one a
habit of yours settles (a module's `habits`); what may hurt you asks first (confirm.py).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core.common.status import of as status_of
from game.session import Client
from game.ui import sets, theme
from game.ui.dice import choosing, coach, facts
from game.ui.dice.answers import Prompt, Tray, Widget
from game.ui.dice.board import DiceBoard
from game.ui.dice.confirm import hurts
from game.ui.dice.console import add_button, console_rect
from game.ui.dice.drawing import draw_help, draw_overlays, draw_table, under_tray
from game.ui.dice.lines import Narrator, done_to
from game.ui.dice.model import Shown
from game.ui.dice.stage import DiceStager
from game.ui.dice.words import describe, name_of
from game.ui.i18n import t, the
from game.ui.scenes.dialog import Dialog
from game.ui.table.director import catch_up
from game.ui.table.layout import table_layout
from game.ui.table.log import CHARACTER, FACE, ROLE, LogPanel, pointed_seat
from game.ui.table.plate import GREYED, PICKED, TARGET
from game.ui.table.scene import TableScene
from game.ui.table.since import SinceLastTurn
from game.ui.table.spot import Spot


class DiceTable(TableScene):
    def __init__(self, app, client: Client):
        super().__init__(app, client)
        self.shown: Shown = Shown(self.seat)
        self.narrator = Narrator(self.names, self.seat, lambda: self.shown.table["dice"])
        self.since = SinceLastTurn(self.seat, "turn_end", done_to)      # what was done to you, told at your turn
        self.stager = DiceStager(self)
        self.keep: set[int] = set()         # the dice you set aside for your next roll (kept through the turn)
        self.widget: Widget | None = None   # how you answer the decision in sight (answers.py)
        self.board: DiceBoard | None = None

    # -- messages ------------------------------------------------------------------------------------
    def after_event(self, event: dict) -> None:
        if event["kind"] == "turn_start":
            self.keep = set()
            self.widget = None
        super().after_event(event)

    def stage(self, message: dict) -> list:
        """A message's animation starts: its cue too (a sound and a banner for what needs you), then its moves."""
        event = message.get("event")
        if event is not None:
            self.cue(event)
        return super().stage(message)

    def cue(self, event: dict) -> None:
        kind = event["kind"]
        if kind == "indian_attack":                 # it strikes every seat holding arrows: everyone hears it
            self.cues.cue("alert", t("cue.indians"), theme.RED)
        banner = sets.banner("dice", event, self.names)       # a module's moment the whole table notices
        if banner:
            self.cues.cue(None, banner)
        if self.watching:
            return
        self.tip_about(event)
        if kind == "turn_start" and event["seat"] == self.seat:
            self.cues.cue("your_turn", t("cue.your_turn"))
        elif kind == "shot" and event["target"] == self.seat:
            self.cues.cue("alert", t("dice.cue.shot_at_you", name=self.names[event["seat"]]), theme.RED)
        elif kind == "gatling" and event["seat"] != self.seat:
            self.cues.cue("alert", t("cue.everyone", card=t("face.gatling")), theme.RED)
        elif kind == "eliminated" and event["seat"] == self.seat:
            self.cues.cue(None, t("cue.you_are_out"), theme.RED)

    def tip_about(self, event: dict) -> None:
        """The guided game's tips on what just happened to you (each shows once ever)."""
        kind, mine = event["kind"], event.get("seat") == self.seat
        if kind == "dice_rolled" and mine and facts.DYNAMITE in event["faces"]:
            self.give_tip("dynamite")
        elif kind == "arrows" and mine and event["delta"] > 0:
            self.give_tip("arrows")
        elif kind == "indian_attack":
            self.give_tip("indians")
        elif kind == "shot" and event["target"] == self.seat:
            self.give_tip("at_you")
        elif kind == "eliminated":
            self.give_tip("eliminated")

    # -- the coach -----------------------------------------------------------------------------------
    def hint_reason(self, option: list) -> str:
        return coach.reason(self, option)

    def hint_spots(self, option: list) -> list[pygame.Rect]:
        return coach.spots(self, option)

    def show_on_table(self, option: list) -> None:
        decision = self.decision
        if option[0] == "reroll" and decision is not None and isinstance(self.answering(), Tray):
            self.keep = set(choosing.free_dice(decision)) - set(option[1])     # the tray shows what to keep

    def coach_box(self, size: tuple[int, int]) -> pygame.Rect:
        """Below the dice and the lines under them (the roll, whom a 1 or 2 reaches), lower than a seat beside
        it (the lowest two of seven or eight), above the line of the roles over the console."""
        assert self.board is not None
        box = pygame.Rect((0, 0), size)
        box.midtop = (self.board.layout.middle.centerx, self.board.below_lines(self.lines_under_tray()))
        for plate in sorted(self.board.layout.plates.values(), key=lambda rect: rect.top):
            if plate.colliderect(box):
                box.top = plate.bottom + self.app.px(6)
        box.bottom = min(box.bottom, self.cues_floor())
        return box

    def banners_clear_of(self) -> list[pygame.Rect]:
        """Besides the seats and the hint: the tray with the piles above it and the lines under it."""
        assert self.board is not None
        board = self.board
        middle = board.tray.unionall([board.pile, *board.spots.values()])
        middle.height = board.below_lines(self.lines_under_tray()) - middle.top
        return super().banners_clear_of() + [middle]

    def lines_under_tray(self) -> int:
        """How many lines the words under the tray take as drawn (two at least: the room the hint and the
        banners keep for them, so they do not jump as the words come and go)."""
        assert self.board is not None
        lines = under_tray(self.shown) if self.shown.data is not None else []
        return max(2, len(self.board.roll_lines(lines)))

    def banners_area(self) -> pygame.Rect:
        area = super().banners_area()
        area.height = self.cues_floor() - area.top
        return area

    def cues_floor(self) -> int:
        """The lowest the hint and the banners reach: the top of the roles' line over the console."""
        return console_rect(self).top - self.app.px(28)

    def real_choice(self, decision: dict) -> bool:
        return choosing.only_answer(decision) is None

    # -- decisions -----------------------------------------------------------------------------------
    def on_view(self) -> None:
        self.picked = None
        decision = self.decision
        if decision is None:
            return
        self.since.decided()
        only = choosing.only_answer(decision)
        if only is not None and self.answers_alone:
            self.answer(only, None if sets.quiet("dice", decision["kind"]) else "log.auto.only")
            return
        habit = sets.habit("dice", decision, self.app.settings)
        if habit is not None and self.answers_alone:
            self.answer(habit, "log.auto.habit")
            return
        if self.widget is None or self.widget.kind != decision["kind"]:
            self.widget = sets.answer("dice", decision["kind"], Prompt, self.shown.me.get("status"))(
                self, decision["kind"])
        self.widget.on_view()

    def answering(self) -> Widget | None:
        """The widget of the decision in sight (None while nothing is yours to decide)."""
        decision = self.decision
        return self.widget if decision is not None and self.widget is not None \
            and self.widget.kind == decision["kind"] else None

    def waiting(self, kind: str, seat: int) -> str:
        """What the table says while `seat` decides a decision of `kind`."""
        status = self.shown.players[seat].get("status") if 0 <= seat < len(self.shown.players) else None
        return t(sets.waiting("dice", kind, status) or "status.waiting", name=self.names[seat])

    def describe_answer(self, option: list) -> str:
        return describe(option, self.names, self.shown.table["dice"], self.kind())

    def choose(self, option: list) -> None:
        """A choice of the player: asked about first if it may hurt them (and they still want to be asked)."""
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

    # -- the dice -----------------------------------------------------------------------------------
    def pick_die(self, die: int) -> None:
        """A die clicked (or its number pressed): what it does is the decision's (kept, aimed...)."""
        answering = self.answering()
        if answering is not None:
            answering.pick_die(die)

    # -- seats ---------------------------------------------------------------------------------------
    def targets(self) -> dict[int, list]:
        """Seat -> the answer a click on it sends now (nothing when the decision is not about a seat)."""
        answering = self.answering()
        return answering.seat_options() if answering is not None else {}

    def pick_seat(self, seat: int) -> None:
        answering = self.answering()
        option = answering.pick_seat(seat) if answering is not None else None
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
        seated = [status_of(p).seated for p in players]
        if seat == self.seat or not seated[seat] or not seated[self.seat]:
            return None
        apart = facts.seats_apart(seated, self.seat, seat)
        text = t("dice.tip.apart_one" if apart == 1 else "dice.tip.apart", name=players[seat]["name"], n=apart)
        reach = facts.marks(self.shown.box, players, self.shown.roller).get(seat)
        if reach:
            faces = " / ".join(the(name_of(s)) for s in sorted(reach))
            text += " " + t("dice.tip.reach", name=self.names[self.shown.roller], the_faces=faces)
        return text

    def hunts(self, player: dict) -> str | None:
        """In a three-player game, whom this player hunts; a player in a set's status, what its plate's caption
        says (the side a Ghost Renegade plays for)."""
        players = self.shown.players
        look = sets.plate_look("dice", player.get("status", ""))
        if look is not None and look.caption is not None:
            return look.caption(player, len(players))
        if len(players) != 3 or not status_of(player).standing:
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
        answering = self.answering()
        if pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            button = self.form.find(f"answer{index}")
            if button is not None:
                button.activate()
            elif self.board is not None and index < len(self.board.slots):     # keys 1 to the number of dice
                self.pick_die(index)
            return True
        if answering is not None and answering.key(event):
            return True
        targets = sorted(self.targets())
        if event.key == pygame.K_TAB and targets:
            self.point_next(targets, bool(event.mod & pygame.KMOD_SHIFT))
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.picked in targets:
            self.pick_seat(self.picked)
            return True
        if event.key == pygame.K_ESCAPE and self.picked is not None:
            self.picked = None
            return True
        return False

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
        token = self.board.token_at(pos)
        if token is not None:
            return ("token", token[1], token[0]), self.board.plate(token[0])
        die = self.board.die_at(pos)
        if die is not None and self.shown.table["dice"][die]:
            return ("face", self.shown.table["dice"][die], self.shown.kind(die)), self.board.slots[die]
        for seat in self.board.layout.plates:
            character = facts.playing(self.shown.players[seat])       # (none: his card went back)
            if character and self.board.portrait(seat).collidepoint(pos):
                return ("character", "dice", character), self.board.plate(seat)
        if self.board.pile.collidepoint(pos):
            return ("face", facts.ARROW), self.board.pile
        return None, None

    # -- layout --------------------------------------------------------------------------------------
    def layout_signature(self) -> tuple:
        data, view = self.shown.data, self.shown.view          # a view and its data come together
        answering = self.answering()
        return (self.app.size, view and view["version"], self.decision is None,
                answering and answering.signature(), self.since.lines is None,
                data and tuple(p["status"] for p in self.shown.players), data and len(self.shown.table["dice"]))

    def build(self) -> None:
        self.signature = self.layout_signature()
        px = self.app.px
        layout = table_layout(self.app.size, px, len(self.names), self.seat)
        self.board = DiceBoard(self.app, layout, self.seat, len(self.shown.table["dice"]) if self.shown.data else 0)
        self.build_frame(layout)
        if self.shown.data is None:
            return
        for seat, plate in layout.plates.items():
            self.form.add(Spot(f"seat{seat}", plate, partial(self.pick_seat, seat), tip=partial(self.seat_tip, seat)))
        for die, slot in enumerate(self.board.slots):
            self.form.add(Spot(f"die{die}", slot, partial(self.pick_die, die)))
        answering = self.answering()
        if answering is not None:
            answering.build()
        self.build_out_of_game()

    def build_out_of_game(self) -> None:
        """Once you are out (or only watching): play the rest fast, or skip to the end (not while a decision of
        yours is in sight: a player out who plays on, a ghost, answers with the console's buttons)."""
        if status_of(self.shown.me).takes_turn and not self.watching or self.answering() is not None:
            return
        add_button(self, 0, "watch_fast", t("table.watch_normal") if self.boost > 1 else t("table.watch_fast"),
                   self.watch_fast, "plain")
        add_button(self, 1, "skip_end", t("table.skip_end"), self.skip_to_end, "quiet")

    # -- drawing -------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        draw_overlays(self, surface)

    def draw_help(self, surface: pygame.Surface) -> None:
        draw_help(self, surface)
