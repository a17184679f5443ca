"""Setting up a game: which game, how many seats, who sits at each (you, a bot of a level, or open for LAN), your
name, the rule options that apply, an optional seed. The defaults make "new game, start" two clicks."""

from __future__ import annotations

import random
from functools import partial

import pygame

from game.session import BOT_NAMES, GAME_KINDS, GAME_OPTIONS, LEVELS, SEAT_COUNTS
from game.ui import theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.scenes.common import back_button, heading
from game.ui.scenes.launch import start_game
from game.ui.widgets import Button, Choice, Cycler, Label, TextInput, Toggle

DEFAULT_SEATS = {"cards": 5, "dice": 5}
MAX_SEATS = max(high for _, high in SEAT_COUNTS.values())


class SetupScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.kind = "cards"
        self.count = dict(DEFAULT_SEATS)
        self.seats = [{"kind": "you" if i == 0 else "bot", "level": "normal"} for i in range(MAX_SEATS)]
        self.name = app.settings["player_name"]
        self.seed = "" if app.seed is None else str(app.seed)
        self.options = {name: False for names in GAME_OPTIONS.values() for name in names}

    # -- the model ---------------------------------------------------------------------------------
    @property
    def seat_count(self) -> int:
        return self.count[self.kind]

    def player_name(self) -> str:
        return self.name.strip() or t("setup.default_name")

    def setup(self) -> dict:
        """The game as the client takes it (seat names made unique, a random seed when none was typed)."""
        mine = self.player_name()
        bots = iter(n for n in BOT_NAMES if n != mine)
        seats = []
        for seat in self.seats[:self.seat_count]:
            if seat["kind"] == "you":
                seats.append({"kind": "you", "name": mine})
            else:
                seats.append({"kind": "bot", "level": seat["level"], "name": next(bots)})
        seed = int(self.seed) if self.seed else random.SystemRandom().randrange(10**9)
        options = {name: self.options[name] for name in GAME_OPTIONS[self.kind]}
        return {"game": self.kind, "seed": seed, "seats": seats, "options": options}

    def _set(self, field: str, relayout: bool = False):
        def set_value(value) -> None:
            setattr(self, field, value)
            if relayout:
                self.layout()
        return set_value

    def _set_count(self, value: int) -> None:
        self.count[self.kind] = value
        self.layout()

    def _set_kind(self, seat: int, kind: str) -> None:
        if kind == "you":                    # one seat is yours: taking another gives the old one to a bot
            for other in self.seats:
                if other["kind"] == "you":
                    other["kind"] = "bot"
        self.seats[seat]["kind"] = kind
        self.layout()

    def _set_level(self, seat: int, level: str) -> None:
        self.seats[seat]["level"] = level

    def _set_option(self, key: str, value: bool) -> None:
        self.options[key] = value

    def _set_name(self, value: str) -> None:
        self.name = value
        self.app.settings.set("player_name", value.strip()[:20])

    # -- layout ------------------------------------------------------------------------------------
    def build(self) -> None:
        px = self.app.px
        add = self.form.add
        left, label_w, field_w, row = px(90), px(150), px(300), px(58)
        y = px(140)

        def field_label(id: str, text: str, top: int) -> None:
            add(Label(f"{id}_label", pygame.Rect(left, top, label_w, px(44)), text, px=px(19), role="bold"))

        field_label("game", t("setup.game"), y)
        add(Cycler("game", pygame.Rect(left + label_w, y, field_w, px(44)),
                   [Choice(kind, t(f"game.{kind}")) for kind in GAME_KINDS], self.kind, self._set("kind", True),
                   px=px(19)))
        y += row
        low, high = SEAT_COUNTS[self.kind]
        field_label("players", t("setup.players"), y)
        add(Cycler("players", pygame.Rect(left + label_w, y, field_w, px(44)),
                   [Choice(n, t("setup.n_players", n=n)) for n in range(low, high + 1)], self.seat_count,
                   self._set_count, px=px(19)))
        y += row
        field_label("name", t("setup.name"), y)
        add(TextInput("name", pygame.Rect(left + label_w, y, field_w, px(44)), self.name, self._set_name,
                      placeholder=t("setup.default_name"), max_len=16, px=px(19)))
        y += row
        field_label("seed", t("setup.seed"), y)
        add(TextInput("seed", pygame.Rect(left + label_w, y, field_w, px(44)), self.seed, self._set("seed"),
                      placeholder=t("setup.seed_random"), max_len=9, accept=str.isdigit, tip=t("setup.seed_tip"),
                      px=px(19)))
        y += row + px(14)
        add(Label("options_label", pygame.Rect(left, y, label_w, px(36)), t("setup.options"), px=px(19), role="bold"))
        y += px(40)
        for name in GAME_OPTIONS[self.kind]:
            add(Toggle(name, pygame.Rect(left, y, label_w + field_w, px(36)), t(f"rule_option.{name}"),
                       self.options[name], partial(self._set_option, name),
                       tip=t(f"rule_option.{name}.tip"), px=px(18)))
            y += px(42)
        add(Toggle("expansions", pygame.Rect(left, y, label_w + field_w, px(36)), t("setup.expansions"), False,
                   lambda v: None, enabled=False, reason=t("setup.not_yet"), px=px(18)))
        self._build_seats(px(650))
        watching = all(s["kind"] != "you" for s in self.seats[:self.seat_count])
        add(back_button(self.app, self.app.pop))
        start = Button("start", pygame.Rect(self.app.size[0] - px(290), self.app.size[1] - px(86), px(260), px(60)),
                       t("setup.watch") if watching else t("setup.start"), self.start, style="primary", px=px(24),
                       tip=t("setup.watch_tip") if watching else None)
        add(start)
        self.form.default = "start"

    def _build_seats(self, left: int) -> None:
        px = self.app.px
        n = self.seat_count
        y = px(140)
        row = min(px(58), (px(585) - y - px(34)) // n)
        self.form.add(Label("seats_label", pygame.Rect(left, y - px(4), px(300), px(30)), t("setup.seats"), px=px(19),
                            role="bold"))
        y += px(34)
        kinds = [Choice("you", t("seat.you")), Choice("bot", t("seat.bot")),
                 Choice("open", t("seat.open"), False, t("seat.open_reason"))]
        levels = [Choice(level, t(f"level.{level}")) for level in LEVELS]
        for i in range(n):
            seat = self.seats[i]
            top = y + i * row
            self.form.add(Label(f"seat{i}_label", pygame.Rect(left, top, px(110), row - px(8)),
                                t("setup.seat_n", n=i + 1), px=px(18)))
            self.form.add(Cycler(f"seat{i}", pygame.Rect(left + px(110), top, px(210), row - px(10)), kinds,
                                 seat["kind"], partial(self._set_kind, i), px=px(18)))
            if seat["kind"] == "bot":
                self.form.add(Cycler(f"level{i}", pygame.Rect(left + px(340), top, px(200), row - px(10)), levels,
                                     seat["level"], partial(self._set_level, i), tip=t("setup.level_tip"),
                                     px=px(18)))

    def start(self) -> None:
        start_game(self.app, self.setup())

    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        px = self.app.px
        heading(surface, self.app, t("setup.title"), 34)
        for rect in (pygame.Rect(px(60), px(122), px(500), px(470)), pygame.Rect(px(620), px(122), px(600), px(470))):
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=px(14))
            surface.blit(shade, rect)
