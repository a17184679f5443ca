"""Setting up a game: which game, how many seats, who sits at each (you, a bot of a level, or open for LAN), your
name, the expansions switched on and the rule options of what is on (each by its type: a toggle, a choice, a
number; a list that scrolls when they are many), an optional seed. What may be chosen, and why a combination is
refused, is the game's description (game/setups.py): a refused one is said on screen and Start waits. The defaults
make "new game, start" two clicks."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import pygame

from game.session import BOT_NAMES, LEVELS, Intermission, auctions, new_series_setup, series_rules
from game.setups import BASE, DESCRIPTIONS, GAME_KINDS, Expansion, Option, Refusal
from game.ui import sets, theme
from game.ui.i18n import language, t
from game.ui.scene import Scene
from game.ui.scenes.common import back_button, heading, panel
from game.ui.scenes.launch import start_game
from game.ui.widgets import Button, Choice, Cycler, Label, ScrollBox, TextInput, Toggle

DEFAULT_SEATS = {"cards": 5, "dice": 5}
ONE_GAME: tuple = ("one",)
SERIES_GAMES = (3, 5, 7)     # the series the Setup offers, each with the Sheriff passing on or dealt at random
GUIDED_BOTS = 3          # the guided first game: you and three Easy bots (the Sheriff, a Renegade, two Outlaws)
MAX_SEATS = max(d.seats[1] for d in DESCRIPTIONS.values())


def title(expansion: Expansion) -> str:
    """A set's or module's title in the window's language."""
    return expansion.es if language() == "es" else expansion.en


def blurb(expansion: Expansion) -> str:
    """A set's or module's one line on what it adds, in the window's language ("": it says none)."""
    return expansion.blurb_es if language() == "es" else expansion.blurb_en


def box_title(name: str) -> str:
    """The title of the box a dice module comes in ("old_saloon.ghost" -> Old Saloon), as the modules' window sides
    word it (text "box.<prefix>"; "": a set of its own, or no side words it)."""
    prefix, dot, _ = name.partition(".")
    return (sets.text(language(), f"box.{prefix}") or "") if dot else ""


def one_line(text: str, px: int, width: int) -> str:
    """`text` cut to one line of `width` at `px`, an ellipsis where it was cut."""
    rows = theme.wrap(text, "body", px, width - px)
    return rows[0] + ("…" if len(rows) > 1 else "")


def left_out_words(kind: str, sets: list[str]) -> str:
    """The characters the sets chosen leave out for want of another set, and which ("": none)."""
    description = DESCRIPTIONS[kind]
    lacking: dict[str, list[str]] = {}
    for en, es, need in description.left_out(sets):
        lacking.setdefault(need, []).append(es if language() == "es" else en)
    parts = [t("setup.left_out_for", names=", ".join(names), set=title(description.expansion(need)))
             for need, names in lacking.items()]
    return t("setup.left_out", which="; ".join(parts)) if parts else ""


def table_note(kind: str, players: int) -> str:
    """What a table of that size changes, in one line ("": nothing): the card game's eight players are not in its
    base rulebook (game/setups.py `table_notes`)."""
    return " ".join(option_tip(o) or "" for o in DESCRIPTIONS[kind].table_notes(players))


def option_label(option: Option) -> str:
    return option.es if language() == "es" else option.en


def option_tip(option: Option) -> str | None:
    return (option.tip_es if language() == "es" else option.tip_en) or None


def value_label(option: Option, value) -> str:
    """How an option's value is shown: a choice by its name in the window's language, a number as it is."""
    if value in option.choices:
        return option.choices[value][1 if language() == "es" else 0]
    return str(value)


def _names(game, sets) -> bool:
    """A host's `sets` are a list of names, of a game kind this program has."""
    return game in DESCRIPTIONS and isinstance(sets, list) and all(isinstance(s, str) for s in sets)


def unknown_sets(game, sets) -> list[str]:
    """The names in a host's `sets` that this program does not have as sets of that game (all of them when they
    are not a list of names of a game kind)."""
    if not _names(game, sets):
        return [str(sets)[:40]]
    known = {e.name for e in DESCRIPTIONS[game].expansions()}
    return [name for name in sets if name not in known]


def chosen_words(game: str, sets, options, series: bool = False) -> str:
    """The expansions and options of a game in one line, as a lobby shows a host's choice ("": the base game with
    its options as they come; with `series`, the options only a series offers too). A set this program does not
    have is named as the host named it; sets or options that are not names and values are said to be unreadable."""
    if not _names(game, sets) or not isinstance(options, dict):
        return t("setup.refused.sets")
    description = DESCRIPTIONS[game]
    known = {e.name: e for e in description.expansions()}
    parts = [title(known[name]) if name in known else t("lobby.missing_set", name=name) for name in sets[1:]]
    offered = description.options([s for s in sets if s in known], series=series)
    if any(name in offered and offered[name].why_not(value) for name, value in options.items()):
        return t("setup.refused.sets")
    parts += [(option_label(offered[name]) if value else t("lobby.option_off", option=option_label(offered[name])))
              if type(value) is bool else f"{option_label(offered[name])}: {value_label(offered[name], value)}"
              for name, value in options.items() if name in offered and value != offered[name].default]
    return " · ".join(parts)


def chosen_line(game: str, sets, options, series: dict | None) -> str:
    """A lobby's line on the host's choice, for everyone to read: the `series` it plays (a lobby's series summary:
    its plan, its options such as the cash reward), the expansions and options ("": one base game as it comes)."""
    chosen = chosen_words(game, sets, options, series is not None)
    if series is None:
        return t("lobby.chosen", chosen=chosen) if chosen else ""
    plan = plan_words(series["mode"], series["games"], series["rotate"])
    return t("lobby.chosen_plan", plan=plan, chosen=chosen) if chosen else plan


def plan_words(mode: str, games: int, rotate: bool) -> str:
    """A series' plan as the "Play" choice words it: "Tournament, 5 games", "3 games, the Sheriff passing on"."""
    return t(f"setup.play.{'tournament' if mode == 'tournament' else 'rotate' if rotate else 'series'}", n=games)


def refusal_words(game: str, refusal: Refusal) -> str:
    """A refused combination in the window's words: the sets by their titles, the options by their labels."""
    description = DESCRIPTIONS[game]
    known = {e.name: e for e in description.expansions()}
    labels = {name: option for e in known.values() for name, option in e.options.items()}
    values = dict(refusal.about)
    for key in ("set", "other"):
        if values.get(key) in known:
            values[key] = title(known[values[key]])
    if values.get("option") in labels:
        values["option"] = option_label(labels[values["option"]]) or values["option"]
    return t(f"setup.refused.{refusal.rule}", **values)


def play_choices(kind: str, players: int) -> list[Choice]:
    """What may be played at a table (the Setup's and a host's lobby's "Play"): one game, several in a row (the
    Sheriff passing on or not), the tournament of as many games as players or twice as many. A kind whose series
    choose their next Sheriff by the last game (a Succession: the dice game's Legacy) plays several in a row only."""
    rules = series_rules(kind)
    if rules is None:                                   # a kind with no series in this program
        return [Choice(ONE_GAME, t("setup.play.one"))]
    series = [Choice(("series", k, False), plan_words("series", k, False)) for k in SERIES_GAMES]
    if rules.succession is not None:
        return [Choice(ONE_GAME, t("setup.play.one")), *series]
    return [Choice(ONE_GAME, t("setup.play.one")), *series,
            *(Choice(("series", k, True), plan_words("series", k, True)) for k in SERIES_GAMES),
            *(Choice(("tournament", k, True), plan_words("tournament", k, True)) for k in (players, 2 * players))]


def plan_for(kind: str, sets: list[str], plan: tuple, players: int) -> tuple:
    """The play a choice of expansions calls for (the Setup's and a host's lobby's): switching on one played only
    as a series (the dice game's Legacy) makes one game a series; switching it off, where this kind's series need
    it, makes a series one game; otherwise `plan` as it is."""
    expansions = DESCRIPTIONS[kind].expansions()
    if not any(e.series for e in expansions):
        return plan
    if not any(e.series and e.name in sets for e in expansions):
        return ONE_GAME
    if plan == ONE_GAME:
        return next(c.value for c in play_choices(kind, players) if c.value != ONE_GAME)
    return plan


def game_row(form, px: Callable[[float], int], top: int, right: int, kind: tuple[str, Callable],
             players: tuple[int, Callable], play: tuple[list[Choice], tuple, Callable] | None,
             fixed: str | None = None) -> None:
    """The game, its players and what is played in a row of labelled fields across the top, up to `right` (the
    Setup's and a host's lobby's): each field its value and what to call when it changes (`play` the choices too;
    None: not shown). `fixed`: why they cannot change now (they are shown, off)."""
    gap, height = px(30), px(42)

    def field(id: str, text: str, x: int, width: int, label: int = px(110)) -> pygame.Rect:
        """A field's label at `x` and the rect of the field beside it."""
        form.add(Label(f"{id}_label", pygame.Rect(x, top, label, height), text, px=px(19), role="bold"))
        return pygame.Rect(x + label, top, width, height)

    game = field("game", t("setup.game"), px(60), px(300))
    form.add(Cycler("game", game, [Choice(k, t(f"game.{k}")) for k in GAME_KINDS], kind[0], kind[1], px=px(19),
                    enabled=fixed is None, reason=fixed))
    low, high = DESCRIPTIONS[kind[0]].seats
    seats = field("players", t("setup.players"), game.right + gap, px(200))
    form.add(Cycler("players", seats, [Choice(n, t("setup.n_players", n=n)) for n in range(low, high + 1)], players[0],
                    players[1], px=px(19), enabled=fixed is None, reason=fixed))
    if play is None:
        return
    plays, chosen, change = play
    rect = field("play", t("setup.play"), seats.right + gap, right - seats.right - gap - px(80), px(80))
    form.add(Cycler("play", rect, plays, chosen, change, px=px(18), tip=t("setup.play_tip") if len(plays) > 1 else None,
                    enabled=len(plays) > 1 and fixed is None, reason=fixed or t("setup.play_dice")))


class Chooser:
    """The expansions switched on and the options set, for each game kind, as a player chooses them (the Setup
    scene; a host's LAN lobby), and the widgets to choose them with. `changed` is called after every choice."""

    def __init__(self, changed: Callable[[], None]):
        self.changed = changed
        self.series = False                 # a series of games is chosen: its options (money) are offered too
        self.sets = {kind: [BASE] for kind in GAME_KINDS}        # the base game, then the expansions switched on
        self.options: dict[str, dict] = {kind: {} for kind in GAME_KINDS}   # values chosen; the rest: defaults
        self.scrolled = {kind: 0 for kind in GAME_KINDS}        # how far down their list is scrolled

    def offered(self, kind: str) -> dict[str, Option]:
        return DESCRIPTIONS[kind].options(self.sets[kind], series=self.series)

    def chosen_options(self, kind: str) -> dict:
        """Every option of the sets switched on, as chosen or at its default."""
        chosen = self.options[kind]
        return {name: chosen.get(name, option.default) for name, option in self.offered(kind).items()}

    def refused(self, kind: str, players: int) -> list[str]:
        """Why the rules refuse the game as chosen now, in the window's words (none: it can start)."""
        seats = [{"kind": "bot", "level": "easy", "name": ""}] * players
        return [refusal_words(kind, r) for r in DESCRIPTIONS[kind].refusals(
            {"seats": seats, "sets": self.sets[kind], "options": self.chosen_options(kind),
             **({"series": True} if self.series else {})})]

    def switch(self, kind: str, name: str, on: bool) -> None:
        """An expansion switched on (after those already on, in the registry's order) or off."""
        chosen = set(self.sets[kind]) | {name} if on else set(self.sets[kind]) - {name}
        self.sets[kind] = [e.name for e in DESCRIPTIONS[kind].expansions() if e.name in chosen]
        self.changed()

    def set_option(self, kind: str, name: str, value) -> None:
        self.options[kind][name] = value
        self.changed()

    def build(self, form, px: Callable[[float], int], kind: str, left: int, y: int, width: int, bottom: int,
              fixed: str | None = None) -> int:
        """A toggle for each expansion the program has (none: a line saying so), then each option of what is
        switched on by its type (a toggle, or a choice of its values or numbers), in a box that scrolls below
        `bottom`; the y below the box. `fixed`: why they cannot change now (they are shown, off)."""
        mode = {"enabled": fixed is None, "reason": fixed, "px": px(17)}
        box = form.add(ScrollBox("chooser", pygame.Rect(left, y, width + px(20), 0), offset=self.scrolled[kind],
                                 on_scroll=partial(self.scrolled.__setitem__, kind), px=px(17)))

        def add(widget) -> None:
            form.add(box.hold(widget))


        everything = DESCRIPTIONS[kind].expansions()[1:]
        expansions = [e for e in everything if not e.variant]
        variants = [e for e in everything if e.variant]     # variants of the rules: a heading of their own
        add(Label("expansions_label", pygame.Rect(left, y, width, px(32)), t("setup.expansions"), px=px(19),
                  role="bold"))
        y += px(34)
        if not expansions:
            add(Label("no_expansions", pygame.Rect(left, y, width, px(32)), t("setup.no_expansions"),
                      px=px(17), colour=theme.PARCHMENT_DARK, tip=t("setup.no_expansions_tip")))
            y += px(36)
        shown_group = ""
        for i, expansion in enumerate(expansions + variants):
            if expansion.variant and i == len(expansions):
                y += px(6)
                add(Label("variants_label", pygame.Rect(left, y, width, px(32)), t("setup.variants"), px=px(19),
                          role="bold"))
                y += px(34)
            group = box_title(expansion.name)
            if group and group != shown_group:
                add(Label(f"box.{expansion.name}", pygame.Rect(left, y, width, px(26)), group, px=px(16),
                          role="bold", colour=theme.GOLD))
                y += px(26)
            shown_group = group
            add(Toggle(f"set.{expansion.name}", pygame.Rect(left, y, width, px(28)), title(expansion),
                       expansion.name in self.sets[kind], partial(self.switch, kind, expansion.name),
                       tip=blurb(expansion) or None, **mode))
            y += px(28)
            if blurb(expansion):            # one line each, read whole in its tip: the list reads at a glance
                add(Label(f"blurb.{expansion.name}", pygame.Rect(left + px(36), y, width - px(36), px(18)),
                          one_line(blurb(expansion), px(14), width - px(36)), px=px(14), colour=theme.PARCHMENT_DARK,
                          tip=blurb(expansion)))
                y += px(18)
            y += px(6)
        left_out = left_out_words(kind, self.sets[kind])
        for i, row in enumerate(theme.wrap(left_out, "bold", px(14), width) if left_out else []):
            add(Label(f"left_out.{i}", pygame.Rect(left, y, width, px(19)), row, px=px(14), role="bold",
                      colour=theme.GOLD))
            y += px(19)
        offered = self.offered(kind)
        if not offered:
            box.fit(y, bottom)
            return box.rect.bottom
        y += px(6)
        add(Label("options_label", pygame.Rect(left, y, width, px(32)), t("setup.options"), px=px(19),
                  role="bold"))
        y += px(34)
        values = self.chosen_options(kind)
        for name, option in offered.items():
            change = partial(self.set_option, kind, name)
            if type(option.default) is bool:
                add(Toggle(name, pygame.Rect(left, y, width, px(32)), option_label(option), values[name], change,
                           tip=option_tip(option), **mode))
            else:
                picks = list(option.choices) if option.choices else list(range(option.low, option.high + 1))
                add(Label(f"{name}_label", pygame.Rect(left, y, width - px(210), px(32)), option_label(option),
                          px=px(17), tip=option_tip(option)))
                add(Cycler(name, pygame.Rect(left + width - px(200), y, px(200), px(32)),
                           [Choice(v, value_label(option, v)) for v in picks], values[name], change,
                           tip=option_tip(option), **mode))
            y += px(36)
        box.fit(y, bottom)
        return box.rect.bottom


class SetupScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.kind = "cards"
        self.count = dict(DEFAULT_SEATS)
        self.seats = [{"kind": "you" if i == 0 else "bot", "level": "normal"} for i in range(MAX_SEATS)]
        self.name = app.settings["player_name"]
        self.seed = "" if app.seed is None else str(app.seed)
        self.play: tuple = ONE_GAME
        self.chooser = Chooser(self._chosen)

    # -- the model ---------------------------------------------------------------------------------
    @property
    def seat_count(self) -> int:
        return self.count[self.kind]

    def player_name(self) -> str:
        return self.name.strip() or t("setup.default_name")

    def setup(self, first: bool = True) -> dict:
        """The game as the client takes it (seat names made unique, a random seed when none was typed); of a series,
        its first game (`first`), else the setup its games share."""
        mine = self.player_name()
        bots = iter(n for n in BOT_NAMES if n != mine)
        seats = []
        for seat in self.seats[:self.seat_count]:
            if seat["kind"] == "you":
                seats.append({"kind": "you", "name": mine})
            else:
                seats.append({"kind": "bot", "level": seat["level"], "name": next(bots)})
        seed = int(self.seed) if self.seed else random.SystemRandom().randrange(10**9)
        setup = {"game": self.kind, "seed": seed, "sets": list(self.chooser.sets[self.kind]),
                 "options": self.chooser.chosen_options(self.kind), "seats": seats}
        if self.play == ONE_GAME or not first:
            return setup
        mode, games, rotate = self.play
        return new_series_setup(setup, mode, games, rotate)

    def _chosen(self) -> None:
        """An expansion or option chosen: the play it calls for (plan_for)."""
        self.play = plan_for(self.kind, self.chooser.sets[self.kind], self.play, self.seat_count)
        self.chooser.series = self.play != ONE_GAME
        self.layout()

    def _set_play(self, play: tuple) -> None:
        self.play = play
        self.chooser.series = play != ONE_GAME
        self.layout()

    def _set(self, field: str, relayout: bool = False):
        def set_value(value) -> None:
            setattr(self, field, value)
            if relayout:
                self.layout()
        return set_value

    def _set_count(self, value: int) -> None:
        self.count[self.kind] = value
        self._set_play(ONE_GAME)

    def _set_kind(self, seat: int, kind: str) -> None:
        if kind == "you":                    # one seat is yours: taking another gives the old one to a bot
            for other in self.seats:
                if other["kind"] == "you":
                    other["kind"] = "bot"
        self.seats[seat]["kind"] = kind
        self.layout()

    def _set_level(self, seat: int, level: str) -> None:
        self.seats[seat]["level"] = level

    def _set_name(self, value: str) -> None:
        self.name = value
        self.app.settings.set("player_name", value.strip()[:20])

    # -- layout ------------------------------------------------------------------------------------
    # A row of fields across the top (the game, the players, what is played), then two panels: the seats (your name
    # beside your seat, the seed on their heading), and the expansions and options, which have a panel of their own
    # (a game with many modules shows most of them at once). Below a few seats the seats' panel keeps room for the
    # notes of the list beside it.
    TOP, FIELD = 110, 42                            # the fields' row and their height
    PANEL = 166                                     # the panels' top; they end above the refusal's line
    SEATS = (60, 520)                               # the seats' panel: its left and width
    CHOOSER = (600, 620)                            # the expansions' panel: its left and width
    PANEL_BOTTOM = 592
    SEAT_ROW = 50                                   # a seat's row at most

    def build(self) -> None:
        px = self.app.px
        add = self.form.add
        plays = play_choices(self.kind, self.seat_count)
        if self.play not in [c.value for c in plays]:      # another game kind: one game
            self.play, self.chooser.series = ONE_GAME, False
        game_row(self.form, px, px(self.TOP), self.app.size[0] - px(60), (self.kind, self._set("kind", True)),
                 (self.seat_count, self._set_count), (plays, self.play, self._set_play))
        left, width = self.CHOOSER
        self.chooser.build(self.form, px, self.kind, px(left + 30), px(self.PANEL + 12), px(width - 80),
                           px(self.PANEL_BOTTOM - 8))
        self._build_seats()
        watching = all(s["kind"] != "you" for s in self.seats[:self.seat_count])
        add(back_button(self.app, self.app.pop))
        refused = self.chooser.refused(self.kind, self.seat_count)
        note = table_note(self.kind, self.seat_count)
        if refused:
            add(Label("refused", pygame.Rect(px(62), px(598), self.app.size[0] - px(420), px(34)), refused[0],
                      px=px(18), role="bold", colour=theme.GOLD, tip="\n".join(refused)))
        elif note:              # what the table's size changes, where a refusal would be said
            add(Label("table_note", pygame.Rect(px(62), px(598), self.app.size[0] - px(420), px(34)), note,
                      px=px(17), colour=theme.GOLD, tip=note))
        start = Button("start", pygame.Rect(self.app.size[0] - px(290), self.app.size[1] - px(86), px(260), px(60)),
                       t("setup.watch") if watching else t("setup.start"), self.start, style="primary", px=px(24),
                       tip=t("setup.watch_tip") if watching else None, enabled=not refused,
                       reason=refused[0] if refused else None)
        add(start)
        add(Button("guided", pygame.Rect(self.app.size[0] - px(590), self.app.size[1] - px(86), px(280), px(60)),
                   t("setup.guided"), self.guided, style="plain", px=px(20), tip=t("setup.guided_tip")))
        self.form.default = "start"

    def _build_seats(self) -> None:
        """Each seat's row (a bot's level beside it, your name beside yours), under a heading with the seed."""
        px = self.app.px
        add = self.form.add
        n = self.seat_count
        left, y = px(self.SEATS[0] + 24), px(self.PANEL + 12)
        right = px(sum(self.SEATS) - 24)
        add(Label("seats_label", pygame.Rect(left, y, px(200), px(34)), t("setup.seats"), px=px(19), role="bold"))
        add(Label("seed_label", pygame.Rect(right - px(270), y, px(84), px(34)), t("setup.seed"), px=px(17)))
        add(TextInput("seed", pygame.Rect(right - px(186), y, px(186), px(34)), self.seed, self._set("seed"),
                      placeholder=t("setup.seed_random"), max_len=9, accept=str.isdigit, tip=t("setup.seed_tip"),
                      px=px(17)))
        y += px(44)
        row = min(px(self.SEAT_ROW), (px(self.PANEL_BOTTOM - 6) - y) // n)
        kinds = [Choice("you", t("seat.you")), Choice("bot", t("seat.bot")),
                 Choice("open", t("seat.open"), False, t("seat.open_reason"))]
        levels = [Choice(level, t(f"level.{level}")) for level in LEVELS]
        for i in range(n):
            seat = self.seats[i]
            top = y + i * row
            beside = pygame.Rect(left + px(294), top, right - left - px(294), row - px(8))
            add(Label(f"seat{i}_label", pygame.Rect(left, top, px(94), row - px(8)), t("setup.seat_n", n=i + 1),
                      px=px(18)))
            add(Cycler(f"seat{i}", pygame.Rect(left + px(94), top, px(190), row - px(8)), kinds, seat["kind"],
                       partial(self._set_kind, i), px=px(18)))
            if seat["kind"] == "bot":
                add(Cycler(f"level{i}", beside, levels, seat["level"], partial(self._set_level, i),
                           tip=t("setup.level_tip"), px=px(18)))
            elif seat["kind"] == "you":
                add(TextInput("name", beside, self.name, self._set_name, placeholder=t("setup.default_name"),
                              max_len=16, px=px(18), tip=t("setup.name")))

    def start(self) -> None:
        if self.chooser.refused(self.kind, self.seat_count):          # Start is off, and the screen says why
            return
        if self.play != ONE_GAME and auctions({"options": self.chooser.chosen_options(self.kind)}):
            from game.ui.scenes.auction import AuctionScene
            mode, games, rotate = self.play
            from game.ui.scenes.standings import autosaved
            break_ = Intermission.first(self.setup(first=False), mode, games, rotate, paced=True)
            self.app.push(AuctionScene(self.app, autosaved(self.app, break_)))
            return
        start_game(self.app, self.setup())

    def guided(self) -> None:
        start_game(self.app, guided_setup(self.kind, self.player_name(), int(self.seed) if self.seed else None))

    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        px = self.app.px
        heading(surface, self.app, t("setup.title"), 34)
        for left, width in (self.SEATS, self.CHOOSER):
            panel(surface, self.app,
                  pygame.Rect(px(left), px(self.PANEL), px(width), px(self.PANEL_BOTTOM - self.PANEL)))


def guided_setup(kind: str, mine: str, seed: int | None = None) -> dict:
    """The guided first game of `kind`: you and three Easy bots, the base game, with the tips (a random deal
    unless `seed`)."""
    bots = [n for n in BOT_NAMES if n != mine][:GUIDED_BOTS]
    seats = [{"kind": "you", "name": mine}] + [{"kind": "bot", "level": "easy", "name": n} for n in bots]
    options = DESCRIPTIONS[kind].options([BASE])
    return {"game": kind, "seed": random.SystemRandom().randrange(10**9) if seed is None else seed, "sets": [BASE],
            "options": {name: option.default for name, option in options.items()}, "seats": seats, "guided": True}
