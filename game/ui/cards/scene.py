"""The card table: one seat's game of BANG! from its client's messages (the kit's TableScene, game/ui/table/scene.py,
holds what both tables share).

Messages go through the table kit's Director: each event is animated (stage.py) and then applied to what is shown
(model.Shown) and told in the log (lines.py); a view, once the events before it have played, brings the seat's
decision. A play is made from the hand (a card, then its target; a click or a drag), an answer from the prompt
above the hand (exactly the legal answers, the likely one first); a decision with one legal answer, or one a
reaction habit settles, is answered for you and logged. What may hurt you asks first (confirm.py). A card that
cannot be played says why (clicked, it shakes); a life you lose hits your plate; your turn starts with what was
done to you since the last (game.ui.table.since).
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.core.common.status import of as status_of
from game.session import Client
from game.ui import sets, theme
from game.ui.cards import coach, deck
from game.ui.cards.answers import Widget, button_rects
from game.ui.cards.board import Board, lane, place_of
from game.ui.cards.confirm import hurts
from game.ui.cards.distance import distance, reach_of, weapon_of
from game.ui.cards.drawing import draw_help, draw_overlays, draw_table
from game.ui.cards.habits import habit_answer
from game.ui.cards.hand import HOVER_LIFT, hand_rects
from game.ui.cards.lines import Narrator, done_to
from game.ui.cards.model import Shown
from game.ui.cards.options import OWN_TURN, describe, headline, likely_first
from game.ui.cards.reasons import playable, why_not
from game.ui.cards.reasons import refused as why_not_actions
from game.ui.cards.stage import CardStager
from game.ui.i18n import card_name, character_name, t
from game.ui.scenes.dialog import Dialog
from game.ui.table.director import catch_up
from game.ui.table.layout import table_layout
from game.ui.table.log import CARD, CHARACTER, ROLE, LogPanel, pointed_seat
from game.ui.table.plate import GREYED, PICKED, TARGET
from game.ui.table.scene import TableScene
from game.ui.table.since import SinceLastTurn
from game.ui.table.spot import Spot
from game.ui.widgets import Button

STATUS_CLEAR = 64       # the plates start below the status line at the top of the felt (and a "Turn" tab above one)
FACE_OFF = 64           # the row of the Duel prompt that shows the two duellists, design pixels
REFUSED = 2.5           # seconds the reason of a greyed card stays in sight once it is clicked


class CardTable(TableScene):
    open_hands = False          # the replay shows every hand

    def __init__(self, app, client: Client):
        super().__init__(app, client)
        deck.use(self.setup.get("sets") or ("base",))      # card ids as this game deals them
        sets.use("cards", self.setup.get("sets") or ("base",))  # and its sets' sides read first
        self.shown: Shown = Shown(self.seat)
        self.narrator = Narrator(self.names, self.seat)
        self.since = SinceLastTurn(self.seat, "end_play", done_to)      # what was done to you, told at your turn
        self.stager = CardStager(self)
        self.aim: int | None = None         # the card being aimed (its target not chosen yet)
        self.aim_target: int | None = None  # a seat whose cards are offered (Panic!, Cat Balou)
        self.held: int | None = None        # the card of the hand the mouse pressed (a drag onto a seat plays it)
        self.answerer: Widget | None = None     # how the decision in sight is answered (its set's answer widget)
        self.gestures: dict[str, Widget] = {}   # verb -> the widget giving those answers within it (Sid Ketchum's)
        self.timer: float | None = None     # seconds left to answer, when the setting asks for a timer
        self.duel_bangs = 0
        self.duellists: tuple[int, int] | None = None   # the Duel being fought (its BANG!s fly across)
        self.hand_hit: list[pygame.Rect] = []
        self.refused: tuple[int, float] | None = None    # a greyed card clicked: (the card, seconds since)
        self.board: Board | None = None

    # -- messages ------------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        self.tick_timer(dt)
        if self.refused is not None:
            card, since = self.refused
            self.refused = (card, since + dt) if since + dt < REFUSED else None
            self.app.invalidate()             # a card shaking: redraw every frame

    def after_event(self, event: dict) -> None:
        kind = event["kind"]
        if kind == "play":
            self.duel_bangs = 0
            self.duellists = (event["seat"], event["target"]) if event.get("as") == "duel" else None
        elif kind == "move" and event.get("why") == "bang" and event["from"]["zone"] == "hand":
            self.duel_bangs += 1
        elif kind in ("life", "unhurt") and event.get("source") == "duel":       # the Duel's loss, felt or not
            self.duellists = None
        super().after_event(event)
        if self.director.instant or self.watching:
            return
        self.tip_about(event)
        if kind == "turn_start" and event["seat"] == self.seat:
            self.cues.cue("your_turn", t("cue.your_turn"))
        elif kind == "play" and event.get("target") == self.seat and event.get("as") in ("bang", "duel"):
            self.cues.cue("alert", t("cue.at_you", name=self.names[event["seat"]], card=card_name(event["as"])),
                          theme.RED)
        elif kind in ("play",) and event.get("as") in ("gatling", "indians") and event["seat"] != self.seat:
            name = card_name(event["as"])
            self.cues.cue("alert", name if name.endswith("!") else t("cue.everyone", card=name), theme.RED)
        elif kind == "eliminated" and event["seat"] == self.seat:
            self.cues.cue(None, t("cue.you_are_out"), theme.RED)

    def tip_about(self, event: dict) -> None:
        """The guided game's tips on what just happened (each shows once ever)."""
        kind, played = event["kind"], event.get("as")
        if kind == "play" and event.get("target") == self.seat and played in ("bang", "duel"):
            self.give_tip("at_you")
        elif kind == "play" and played == "jail":
            self.give_tip(played)
        elif kind == "play" and played == "general_store":     # now, as the store opens: the picks go fast
            self.give_tip(played, first=True)
        elif kind == "eliminated":
            self.give_tip("eliminated")

    # -- the coach -----------------------------------------------------------------------------------
    def hint_reason(self, option: list) -> str:
        return coach.reason(self, option)

    def hint_spots(self, option: list) -> list[pygame.Rect]:
        return coach.spots(self, option)

    def hint_words(self, option: list) -> str:
        return coach.words(self, option)

    def coach_box(self, size: tuple[int, int]) -> pygame.Rect:
        """Above the prompt when one is open (a hint never covers the question it is about)."""
        box = super().coach_box(size)
        px = self.app.px
        if self.form.find("answer0") is not None and box.bottom > self.prompt_box.top - px(8):
            box.bottom = self.prompt_box.top - px(8)
            assert self.table_layout is not None                # coach_box is asked only once the table is built
            box.top = max(box.top, self.table_layout.felt.top + px(8))
        return box

    def hint_room(self, box: pygame.Rect, tallest: int) -> pygame.Rect | None:
        """Between the other seats' plates, facts lines and cards in play at the hint's height (five to eight
        seats flank the middle), when the hint would cover one: the gap nearest the middle of the table."""
        layout, px = self.table_layout, self.app.px
        if self.board is None or layout is None or self.shown.data is None:
            return None
        taken = self.board.taken(self.shown.players)
        if box.collidelist(taken) < 0:
            return None
        band = pygame.Rect(layout.felt.x + px(20), box.bottom - tallest, layout.felt.width - px(40), tallest)
        edges = sorted((rect.left - px(8), rect.right + px(8)) for rect in taken if rect.colliderect(band))
        gaps, left = [], band.left
        for start, end in edges:
            if start > left:
                gaps.append(pygame.Rect(left, band.top, start - left, band.height))
            left = max(left, end)
        gaps.append(pygame.Rect(left, band.top, band.right - left, band.height))
        gap = min((g for g in gaps if g.width > 0), key=lambda g: abs(g.centerx - box.centerx), default=None)
        if gap is None:
            return None
        room = pygame.Rect(0, gap.top, min(gap.width, box.width), gap.height)
        room.centerx = max(gap.left + room.width // 2, min(box.centerx, gap.right - room.width // 2))
        return room

    def banners_area(self) -> pygame.Rect:
        felt, top = super().banners_area(), self.app.px(STATUS_CLEAR)       # below the status line
        return pygame.Rect(felt.x, top, felt.width, felt.bottom - top)

    def banners_clear_of(self) -> list[pygame.Rect]:
        """Besides the seats, the hand and the buttons: the cards in front of every seat (yours too) with the lines
        of facts, the room the other seats have for them, the whole hand strip, the piles with their counts and a
        shop's caption above it, and the prompt of a question."""
        board = self.board
        assert board is not None                                        # drawn only once the table is built
        piles = board.deck.unionall([board.discard, *board.spots.values()])
        piles.inflate_ip(self.app.px(32), self.app.px(52))              # the captions over and under them
        drawn = [rect for cards in board.in_play.values() for _, rect in cards] + list(board.facts.values())
        clear = super().banners_clear_of() + drawn + [board.layout.hand, piles]
        if self.shown.data is not None:
            clear += board.taken(self.shown.players)
        return clear + ([self.prompt_box] if self.form.find("answer0") is not None else [])

    # -- decisions -----------------------------------------------------------------------------------
    def on_view(self) -> None:
        self.aim = self.aim_target = self.picked = None
        if self.tips.shown == "out_of_reach":           # about the greyed seats of an aim, which is over
            self.tips.close()
        decision = self.decision
        self.timer = None
        self.answerer, self.gestures = None, {}
        if decision is None:
            return
        answer = sets.answer("cards", decision["kind"])
        self.answerer = answer(self, decision["kind"]) if answer is not None else None
        verbs = {o[0] for o in decision["options"]}
        turn = decision["kind"] == "play"           # your turn: a gesture with nothing to give may say why not
        self.gestures = {verb: widget(self, verb) for verb, widget in sets.gestures("cards").items()
                         if verb in verbs or turn}
        self.since.decided()
        options = decision["options"]
        if not self.answers_alone:
            return
        if len(options) == 1:
            key = "log.auto.turn_over" if options[0][0] == "end_turn" else "log.auto.only"
            self.answer(options[0], key)
            return
        habit = habit_answer(decision, self.shown, self.app.settings)
        if habit is not None:
            self.answer(habit, "log.auto.habit")
            return
        seconds = self.app.settings["response_timer"]
        if seconds and decision["kind"] not in OWN_TURN:
            self.timer = float(seconds)

    def real_choice(self, decision: dict) -> bool:
        """Not one a habit of yours answers (the take-back would land on it and the habit answer it again)."""
        return super().real_choice(decision) and habit_answer(decision, self.shown, self.app.settings) is None

    def describe_answer(self, option: list) -> str:
        return describe(option, self.names, self.shown.decision)

    def choose(self, option: list) -> None:
        """A choice of the player: asked about first if it may hurt them (and they still want to be asked)."""
        ask = hurts(option, self.shown, self.app.settings)
        if ask is None:
            self.answer(option)
            return

        can_stop = ask != "end_turn" and f"confirm.{ask}" in self.app.settings.values    # not a set's: it asks

        def decided(choice: str, dont_ask: bool) -> None:
            if dont_ask and can_stop:
                self.app.settings.set(f"confirm.{ask}", False)
            if choice == "yes":
                self.answer(option)
        body = t(f"confirm.body.{ask}", answer=self.describe_answer(option))      # {answer}: what it does
        self.app.push(Dialog(self.app, t(f"confirm.title.{ask}"), body,
                             [("yes", t("confirm.yes")), ("no", t("confirm.no"))], decided,
                             dont_ask=can_stop))

    def tick_timer(self, dt: float) -> None:
        if self.timer is None or self.director.busy or self.decision is None:
            return
        self.timer -= dt
        if self.timer <= 0:
            self.timer = None
            self.answer(likely_first(self.decision["options"])[0], "log.auto.timer")

    # -- playing from the hand -----------------------------------------------------------------------
    def card_options(self, card_id: int) -> list[list]:
        """What clicking this card of your hand can do now: play it, discard it, what the decision's answer widget
        says (a Missed! at a BANG!, a Beer when dying), or what the gesture under way says (while Sid Ketchum's
        ability is chosen, discard it as one of the two). A gesture's answers are never a plain play."""
        decision = self.decision
        if decision is None:
            return []
        gesture = self.under_way()
        if gesture is not None:
            return gesture.card_options(card_id) or []
        widget = self.answerer.card_options(card_id) if self.answerer is not None else None
        if widget is not None:
            return widget
        if decision["kind"] not in ("play", "discard"):
            return []
        return [o for o in playable(decision, card_id) if o[0] not in self.gestures]

    def under_way(self) -> Widget | None:
        """The gesture the player has started (its cards being picked), if any."""
        return next((g for g in self.gestures.values() if g.picked is not None), None)

    def toggle_gesture(self, verb: str) -> None:
        """Start (or call off) a gesture from its button: then clicks on the hand pick its cards."""
        self.director.skip()
        self.aim = self.aim_target = self.picked = None
        for other, gesture in self.gestures.items():
            if other != verb:
                gesture.picked = None
        self.gestures[verb].toggle()
        self.layout()

    def pick_card(self, index: int) -> None:
        """A card of the hand clicked (or its number pressed): played, aimed, or discarded."""
        hand = self.shown.hand if self.shown.data else []
        if not 0 <= index < len(hand):
            return
        self.director.skip()
        options = self.card_options(hand[index])
        if not options:
            self.refuse(index)
            return
        gesture = self.under_way()
        if gesture is not None:
            gesture.pick(hand[index])
            self.layout()
            return
        if self.aim == hand[index]:
            self.cancel_aim()
            return
        if len(options) == 1 and len(options[0]) == 2:
            self.choose(options[0])
            return
        self.aim, self.aim_target = hand[index], None
        targets = self.targets()
        self.picked = targets[0] if len(targets) == 1 else None
        others = [p["seat"] for p in self.shown.players if p["seat"] != self.seat and status_of(p).seated]
        if deck.record(deck.kind_of(self.aim)).aimed_in_reach and set(others) - set(targets):
            self.give_tip("out_of_reach")               # the greyed players: too far for this card

    def refuse(self, index: int) -> None:
        """A greyed card of the hand clicked (or its number pressed): it shakes and its reason stays in sight."""
        self.follow()                           # the reason of the table as it is now
        widget = self.form.find(f"hand{index}")
        if widget is not None and widget.reason and not self.watching and index < len(self.shown.hand):
            self.refused = (self.shown.hand[index], 0.0)

    def reason_shown(self) -> tuple[int, str, bool] | None:
        """The greyed card of the hand whose reason is in sight: (its index, the reason, whether it was clicked);
        the one clicked a moment ago, else the dimmed one under the mouse."""
        hand = self.shown.hand if self.shown.data is not None else []
        index, clicked = None, False
        if self.refused is not None and self.refused[0] in hand:
            index, clicked = hand.index(self.refused[0]), True
        elif self.app.top is self and self.decision is not None:
            index = self.hand_index_at(self.app.mouse)
        widget = self.form.find(f"hand{index}") if index is not None else None
        if index is None or widget is None or widget.enabled or not widget.reason:
            return None
        return index, widget.reason, clicked

    def targets(self) -> list[int]:
        if self.aim is None:
            return []
        return sorted({o[2] for o in self.card_options(self.aim) if len(o) > 2})

    def pick_seat(self, seat: int) -> None:
        if self.aim is None or seat not in self.targets():
            return
        options = [o for o in self.card_options(self.aim) if len(o) > 2 and o[2] == seat]
        if len(options) == 1 and len(options[0]) == 3:
            self.choose(options[0])
        elif len(options) == 1 and options[0][3] == "hand":
            self.choose(options[0])
        else:
            self.aim_target = seat              # Panic!, Cat Balou: which card of that seat
            self.layout()

    def cancel_aim(self) -> None:
        self.aim = self.aim_target = self.picked = None
        for gesture in self.gestures.values():
            gesture.picked = None

    def end_turn(self) -> None:
        """End the turn (the button or Space): during your turn the animations end first, so the decision they
        were holding back is the one answered."""
        if self.my_turn():
            self.director.skip()
        decision = self.decision
        if decision is not None and ["end_turn"] in decision["options"]:
            self.choose(["end_turn"])

    def waiting_on(self) -> int | None:
        """The player the table shows the game waiting on, as of what it shows (not as of the latest news): the
        decider of the last view shown, or the player whose turn has begun since; never you (your decision, or
        your answer on its way, says so itself), unless you only watch; never a player gone from the game (his
        last answer shown before the view that follows it)."""
        seat = self.shown.waiting
        if seat is None or seat == self.seat and not self.watching:
            return None
        gone = status_of(self.shown.players[seat])
        return None if not (gone.seated or gone.takes_turn) else seat

    def my_turn(self) -> bool:
        """Whether the table shows your turn going on (you playing it, not only watching)."""
        data = self.shown.data
        return data is not None and not self.watching and not data.get("winner") \
            and status_of(self.shown.me).takes_turn and self.shown.table["turn"] == self.seat

    # -- input ---------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel_aim()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.director.busy \
                and not catch_up(self.director, event.pos, self.thing_at, self.follow):
            return True                 # the click only ended the animations: what it was on has changed
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.held = self.hand_card_at(event.pos)
        if self.hover.press(event):                     # a long press to read a card plays nothing
            self.form.release()
            self.held = None
            return True
        if event.type == pygame.MOUSEMOTION and event.buttons[0] and self.held is not None and self.aim is None \
                and self.under_way() is None and self.hand_card_at(event.pos) != self.held \
                and self.targeted(self.held):
            self.pick_card(self.shown.hand.index(self.held))   # dragged off the hand: aimed, its targets lit
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            held, self.held = self.held, None
            dropped = next((o for g in self.gestures.values() if held is not None
                            and (o := g.dropped(held, event.pos)) is not None), None)
            if dropped is not None:             # a card dragged onto a zone of the table (a Beer onto the heap)
                self.form.grabbed = None
                self.choose(dropped)
                return True
            seat = self.seat_at(event.pos)
            if held is not None and self.aim == held and seat is not None:
                self.form.grabbed = None         # a card dragged onto a seat
                self.pick_seat(seat)
                return True
        if event.type == pygame.KEYDOWN and self.key(event):
            return True
        return super().handle(event)

    def thing_at(self, pos) -> tuple | None:
        """What a click at `pos` is on: a card of your hand, or a widget by its id and label."""
        widget = self.form.at(pos)
        if widget is None:
            return None
        if widget.id.startswith("hand") and self.shown.data is not None:
            index = int(widget.id[4:])
            return ("card", self.shown.hand[index] if index < len(self.shown.hand) else None)
        return widget.id, getattr(widget, "label", None)

    def hand_card_at(self, pos) -> int | None:
        """The card of your hand under the mouse that can be played now (a press on it may start a drag)."""
        widget = self.form.at(pos)
        if widget is None or not widget.id.startswith("hand") or not widget.enabled or self.shown.data is None:
            return None
        index = int(widget.id[4:])
        return self.shown.hand[index] if index < len(self.shown.hand) else None

    def targeted(self, card: int) -> bool:
        """Whether `card`, in your hand, is played at a seat now."""
        return card in self.shown.hand and any(len(o) > 2 for o in self.card_options(card))

    def key(self, event: pygame.event.Event) -> bool:
        if pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            button = self.form.find(f"answer{index}")
            if button is not None:
                button.activate()
            else:
                self.pick_card(index)
            return True
        if event.key == pygame.K_TAB and self.aim is not None and self.targets():
            self.point_next(self.targets(), bool(event.mod & pygame.KMOD_SHIFT))
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.aim is not None and self.picked is not None:
            self.pick_seat(self.picked)
            return True
        if event.key == pygame.K_SPACE and self.form.focus is None:
            self.end_turn()
            return True
        if event.key == pygame.K_ESCAPE and (self.aim is not None or self.under_way() is not None):
            self.cancel_aim()
            return True
        return False

    def seat_at(self, pos) -> int | None:
        return next((s for s, r in self.board.layout.plates.items() if r.collidepoint(pos)), None) \
            if self.board else None

    # -- what is under the mouse (for the zoom) ------------------------------------------------------
    def subject_at(self, pos) -> tuple[tuple | None, pygame.Rect | None]:
        if self.board is None or self.shown.data is None or self.app.top is not self:
            return None, None
        log = self.form.find("log")
        if isinstance(log, LogPanel) and log.hover_ref is not None:
            ref = log.hover_ref
            if ref.kind == CARD:
                subject = deck.subject(ref.value) if type(ref.value) is int else ("card", ref.value, "A", "S")
                return subject, log.rect
            if ref.kind == CHARACTER:
                return ("character", "cards", ref.value), log.rect
            if ref.kind == ROLE:
                return ("role", ref.value), log.rect
            return None, None
        index = self.hand_index_at(pos)
        if index is not None:
            return deck.subject(self.shown.hand[index]), self.hand_hit[index]
        for placed in self.board.in_play.values():
            for c, rect in placed:
                if rect.collidepoint(pos):
                    return deck.subject(c), rect
        for seat, plate in self.board.layout.plates.items():
            face = pygame.Rect(plate.x, plate.y, plate.height, plate.height)
            if face.collidepoint(pos):
                return ("character", "cards", self.shown.players[seat]["character"]), plate
        discard = self.shown.table["discard"]
        if discard and self.board.discard.collidepoint(pos):
            return deck.subject(discard[-1]), self.board.discard
        for zone in self.board.spots:                   # a set's cards face up on the table
            cards = self.shown.cards_in(zone)
            rects = self.board.row_rects(zone, len(cards)) if cards else []
            laid = list(zip(cards, rects)) or []
            if cards and not rects and self.board.spots[zone].collidepoint(pos):
                return deck.subject(cards[-1]), self.board.spots[zone]
            for c, rect in laid:
                if rect.collidepoint(pos):
                    return deck.subject(c), rect
        return None, None

    def hand_index_at(self, pos) -> int | None:
        """The card of your hand under the mouse, as drawn: of two that overlap, the one on top; a card lifted
        on hover still counts as under the mouse (so it never drops back under the pointer and bounces)."""
        lift = self.app.px(HOVER_LIFT)
        hits = [i for i, rect in enumerate(self.hand_hit) if i < len(self.shown.hand)
                and pygame.Rect(rect.x, rect.y - lift, rect.width, rect.height + lift).collidepoint(pos)]
        return hits[-1] if hits else None

    def seat_tip(self, seat: int) -> str | None:
        """Hovering a seat: how far it is from you and why, and whether a BANG! reaches it."""
        if self.shown.data is None or seat == self.seat:
            return None
        d = distance(self.shown.data, seat)
        if d is None:
            return None
        return explain_distance(d, self.shown.players[seat]["name"])

    def zoom_note(self, subject: tuple | None) -> str | None:
        """What an enlarged card means for you now: what clicking it on the table gives, or why it cannot (a card
        of a shop, another's equipment: its answer spot's words); a BANG! names the weapon you hold and how far it
        reaches."""
        spot = next((w for w in self.form.widgets if isinstance(w, Spot) and w.explains
                     and w.contains(self.app.mouse)), None)
        if spot is not None:
            return spot.note
        data = self.shown.data
        if subject is None or subject[0] != "card" or not deck.is_kind(subject[1]) \
                or not deck.record(subject[1]).aimed_in_reach or self.watching \
                or data is None or not status_of(self.shown.me).seated:
            return None
        weapon = weapon_of(data)
        return t("zoom.your_weapon", weapon=card_name(weapon) if weapon else t("board.colt"),
                 reach=reach_of(data, self.seat))

    # -- layout --------------------------------------------------------------------------------------
    def layout_signature(self) -> tuple:
        data, view = self.shown.data, self.shown.view          # a view and its data come together
        decision = self.decision
        return (self.app.size, data and tuple(data["hand"]), view and view["version"], self.aim,
                self.aim_target, tuple(g.signature() for g in self.gestures.values()), decision is None,
                tuple(self.shown.store), data and self.shown.table["turn"], self.since.lines is None,
                data and tuple(p["status"] for p in self.shown.players))

    def build(self) -> None:
        self.signature = self.layout_signature()
        px = self.app.px
        seats = len(self.names)
        piles = (self.shown.table.get("piles") or {}) if self.shown.data is not None else {}
        layout = table_layout(self.app.size, px, seats, self.seat, clear_top=px(STATUS_CLEAR), lane=lane(px),
                              middle_row=any(place_of(name, value) == sets.ROW for name, value in piles.items()))
        self.board = Board(self.app, layout, self.seat)
        self.board.distances = "distance" not in self.untaught
        self.build_frame(layout)
        if self.shown.data is None:
            return
        self.board.place_sets(piles, self.shown.players)
        for seat, plate in layout.plates.items():
            self.form.add(Spot(f"seat{seat}", plate, partial(self.pick_seat, seat), tip=partial(self.seat_tip, seat),
                               beside=self.board.seat_area(seat)))
        self.build_hand()
        self.build_decision()
        self.build_out_of_game()

    def build_hand(self) -> None:
        px = self.app.px
        hand = self.shown.hand
        assert self.board is not None and self.shown.data is not None      # build() made the board, has a view
        self.hand_hit = hand_rects(self.board.layout.hand, len(hand), px(86))
        options = {c: self.card_options(c) for c in hand}
        refused = [c for c in hand if not options[c]]
        reasons = why_not(self.shown.data, refused) if self.decision is not None and refused else \
            dict.fromkeys(refused, t("why_not.not_your_decision"))     # the answer on its way
        for i, (c, rect) in enumerate(zip(hand, self.hand_hit)):
            reason = reasons.get(c)
            self.form.add(Spot(f"hand{i}", rect.inflate(0, px(36)).move(0, -px(18)), partial(self.pick_card, i),
                               enabled=bool(options[c]), reason=reason, on_refused=partial(self.refuse, i)))

    def build_decision(self) -> None:
        decision = self.decision
        px = self.app.px
        assert self.board is not None                   # build() made it
        layout = self.board.layout
        right = layout.felt.right - px(20)
        bottom = layout.hand.top - px(10)
        end_turn = pygame.Rect(right - px(170), bottom - px(46), px(170), px(46))
        if decision is None:
            if self.my_turn():      # greyed while your turn's animations play: it never vanishes from under you
                self.form.add(Button("end_turn", end_turn, t("table.end_turn"), self.end_turn, style="primary",
                                     px=px(18), enabled=False, reason=t("why_not.not_your_decision")))
            return
        kind = decision["kind"]
        if kind == "play":
            can_end = ["end_turn"] in decision["options"]       # a rule option may hold the turn open: say which
            data = self.shown.data
            why = None if can_end or data is None else why_not_actions(data, [("end_turn",)]).get(("end_turn",))
            self.form.add(Button("end_turn", end_turn, t("table.end_turn"), self.end_turn, style="primary", px=px(18),
                                 enabled=can_end, reason=why, tip=t("table.end_turn_tip")))
            self.build_gestures(end_turn)
            if self.aim_target is not None:
                self.build_steal()
            return
        if self.answerer is not None:
            self.answerer.build()
        elif kind != "discard":
            self.build_answers(likely_first(decision["options"]), None)

    def build_gestures(self, end_turn: pygame.Rect) -> None:
        """The gestures the decision offers: each one's button left of End turn (Sid Ketchum's; one that cannot
        be used now greyed with why not, while its gesture keeps it in sight), and what it adds to the table (a
        shop's cards to click)."""
        px = self.app.px
        buttons = [(verb, g, g.button()) for verb, g in self.gestures.items() if g.shown()]
        shown = [(verb, g, words) for verb, g, words in buttons if words is not None]
        rects = button_rects(end_turn.left - px(12), end_turn.bottom, [px(230)] * len(shown), px(12), px(46))
        for (verb, gesture, (label, tip)), rect in zip(shown, rects):
            offered = bool(gesture.options())
            self.form.add(Button(verb, rect, label, partial(self.toggle_gesture, verb), style="plain", px=px(17),
                                 tip=tip, enabled=offered, reason=None if offered else gesture.reason()))
        for gesture in self.gestures.values():
            gesture.build()

    def build_answers(self, options: list[list], heading: tuple[str, str] | None, same: bool = False) -> None:
        """The prompt: what is happening (`heading`, a title and a line; None: the decision's own words) and one
        button per legal answer, the likely one first. Answers that read the same (two Missed! of different suits)
        are offered once. The prompt sits low on the felt, above your hand, so the seats and (in a Duel) the two
        duellists stay in sight."""
        px = self.app.px
        decision = self.decision
        assert self.board is not None and decision is not None      # build() made it, for the decision in sight
        layout = self.board.layout
        labels: list[tuple[str, list]] = []
        for option in options:
            text = describe(option, self.names, self.decision)
            if not (same and any(text == seen for seen, _ in labels)):
                labels.append((text, option))
        width = min(px(470), layout.felt.width - px(40))
        rows = len(labels)
        columns = 1 if rows <= 4 else 2
        per_column = math.ceil(rows / columns)
        top = px(84) + (px(FACE_OFF) if self.duel_prompt() else 0)
        height = top + px(12) + per_column * px(46)
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (layout.middle.centerx, layout.hand.top - px(8))
        room = box.width // 2               # narrower between the seats beside it (seven players)
        for seat, plate in layout.plates.items():
            if seat != self.seat and plate.bottom > box.top and plate.top < box.bottom:
                room = min(room, abs(plate.centerx - box.centerx) - plate.width // 2 - px(8))
        box.inflate_ip(-2 * (box.width // 2 - max(px(170), room)), 0)
        button_w = (box.width - px(40) - (columns - 1) * px(12)) // columns
        self.prompt_box = box
        self.prompt_heading = heading or headline(decision, self.names)
        for i, (text, option) in enumerate(labels):
            column, row = divmod(i, per_column)
            rect = pygame.Rect(box.x + px(20) + column * (button_w + px(12)), box.y + top + row * px(46),
                               button_w, px(40))
            label = f"{i + 1}. {text}" if i < 9 else text
            self.form.add(Button(f"answer{i}", rect, label, partial(self.choose, option),
                                 style="primary" if i == 0 else "plain", px=px(16)))
        self.form.default = "answer0"

    def duel_prompt(self) -> dict | None:
        """The Duel in progress when the decision is your answer in it (the prompt shows the two duellists)."""
        decision = self.decision
        if decision is None or decision["kind"] != "respond_duel" or self.shown.data is None:
            return None
        progress = self.shown.table.get("progress") or []
        return next((f for f in progress if f.get("kind") == "duel"), None)

    def build_steal(self) -> None:
        """Panic! or Cat Balou aimed: a random card from the hand, or one of the cards in front of that seat."""
        assert self.aim is not None and self.aim_target is not None     # a card aimed at that seat
        options = [o for o in self.card_options(self.aim) if len(o) == 4 and o[2] == self.aim_target]
        self.build_answers(options, (t("table.steal_title", card=card_name(deck.kind_of(self.aim)),
                                       name=self.names[self.aim_target]), t("table.steal_line")))

    def build_out_of_game(self) -> None:
        """Once you are out (or only watching): play the rest fast, or skip to the end."""
        if status_of(self.shown.me).takes_turn and not self.watching:
            return
        px = self.app.px
        assert self.board is not None                   # build() made it
        layout = self.board.layout
        x = layout.felt.right - px(20) - px(170)
        y = layout.hand.top - px(56)
        self.form.add(Button("watch_fast", pygame.Rect(x - px(180), y, px(170), px(44)),
                             t("table.watch_normal") if self.boost > 1 else t("table.watch_fast"), self.watch_fast,
                             style="plain", px=px(16)))
        self.form.add(Button("skip_end", pygame.Rect(x, y, px(170), px(44)), t("table.skip_end"), self.skip_to_end,
                             style="quiet", px=px(16)))

    # -- drawing -------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        draw_overlays(self, surface)

    def draw_help(self, surface: pygame.Surface) -> None:
        draw_help(self, surface)

    def duel_foe(self, seat: int | None) -> int | None:
        """The other duellist, when `seat` is fighting the Duel in progress (None otherwise)."""
        if self.duellists is None or seat not in self.duellists:
            return None
        return self.duellists[1] if seat == self.duellists[0] else self.duellists[0]

    def mark(self, seat: int) -> str | None:
        """How a seat's plate is marked now: a target of the aimed card, greyed, or pointed at (by the keyboard,
        the mouse, or a name in the log)."""
        if seat == pointed_seat(self.form):
            return PICKED
        if self.aim is None or seat == self.seat:
            return None
        targets = self.targets()
        if seat == self.picked or seat in targets and self.picked is None and self.seat_at(self.app.mouse) == seat:
            return PICKED
        return TARGET if seat in targets else GREYED


def explain_distance(d, name: str) -> str:
    """The distance to a seat in words: seats apart, what adds and takes away, the reach, and the verdict."""
    parts = [t("distance.seats_one") if d.seats_apart == 1 else t("distance.seats", n=d.seats_apart)]
    parts += [t("distance.cover", what=_thing(c)) for c in d.cover]
    parts += [t("distance.sight", what=_thing(c)) for c in d.sight]
    weapon = card_name(d.weapon) if d.weapon else t("board.colt")
    verdict = t("distance.in_reach") if d.in_reach else t("distance.out_of_reach")
    return t("distance.tip", name=name, n=d.total, why=", ".join(parts), weapon=weapon, reach=d.reach,
             verdict=verdict)


def _thing(name: str) -> str:
    return card_name(name) if deck.is_kind(name) else character_name("cards", name)


__all__ = ["CardTable", "explain_distance"]
