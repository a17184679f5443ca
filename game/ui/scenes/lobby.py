"""The LAN lobby, for the host and for those who join: the game, the seats (the host's, bots of a level, open seats
that people take), who is ready, a chat; the host starts. The game then plays on the usual table scene, pushed over
this one through a `GameFeed` of the same connection, and its game over comes back here for the next game.

The host's window runs the host in this process (game/ui/lan.py) and shows its own address and port to read out;
its own player is a client like the others, over 127.0.0.1. A player who joins a running game watches it, or is
put back in his seat at once if this window kept the seat's token.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Literal

import pygame

from game.net.client import GameFeed
from game.session import LEVELS, Series, auctions, carries, new_series, series_rules, thing_words
from game.setups import DESCRIPTIONS
from game.ui import theme
from game.ui.i18n import character_name, language, t
from game.ui.lan import host_client, start_host
from game.ui.scene import Scene
from game.ui.scenes.common import back_button, dollars, heading, panel
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.setup import (
    DEFAULT_SEATS,
    MAX_SEATS,
    ONE_GAME,
    Chooser,
    chosen_line,
    game_row,
    plan_for,
    play_choices,
    table_note,
    unknown_sets,
)
from game.ui.scenes.standings import succession_notes
from game.ui.sets import character as character_side
from game.ui.settings import TURN_LIMITS
from game.ui.widgets import Button, Choice, Cycler, Label, TextInput, TextPanel, Toggle

CHAT_KEPT = 60
GOODBYES = {"version": "lan.bye.version", "sets": "lan.bye.sets", "host_left": "lan.bye.host_left",
            "replaced": "lan.bye.replaced",
            "too_many_errors": "lan.bye.trouble", "timeout": "lan.bye.trouble", "full": "lan.bye.full",
            "failed": "lan.bye.failed"}
NOTICES = {"joined": "lan.notice.joined", "left": "lan.notice.left", "away": "lan.notice.away",
           "back": "lan.notice.back", "stand_in": "lan.notice.stand_in", "timed_out": "lan.notice.timed_out"}
ERRORS = {"seat_taken": "lan.error.seat_taken", "no_seat": "lan.error.no_seat", "not_now": "lan.error.not_now",
          "throttled": "lan.error.throttled", "missing_set": "lan.error.missing_set"}


class LobbyScene(Scene):
    def __init__(self, app, client=None, *, host: bool = False, resume: dict | None = None):
        """A joining window passes its `client`; a hosting one passes `host=True` (and `resume`, the autosave of a
        LAN game to continue) and gets its host and client here, the client joining once the host's lobby holds this
        window's choices: the first lobby it reads has them (not the empty lobby of a host just started)."""
        super().__init__(app)
        self.host = start_host(app, resume) if host else None
        self.inbox: list[dict] = []             # messages polled and not yet taken
        self.lobby: dict | None = None          # the latest lobby message
        self.welcome: dict | None = None
        self.chat: list[str] = []
        self.typed = ""
        self.feed: GameFeed | None = None       # the running game's feed, while its table is on top
        self.kept: list[int] = []               # the cards in play a survivor picks for his next hand (experience)
        self.named: int | None = None           # whom the surviving Sheriff means to name (a dice series)
        self.picked: str | None = None          # the character an eliminated player means to pick
        self.lot: str | None = None             # the character he means to name at the auction
        self.kind = "cards"
        self.count = dict(DEFAULT_SEATS)
        self.kinds = [("host" if i == 0 else "open" if i == 1 else "bot", "normal") for i in range(MAX_SEATS)]
        self.chooser = Chooser(self._chosen)            # the host's expansions and options
        self.plan: tuple = ONE_GAME                      # the host's one game, series or tournament
        self.bidding = False            # the host went to his series' first auction: its plan stays as it is
        self.following = True           # the game and seats come from the lobby (a resumed game's, from its save)
        self.addresses = []
        if self.host is not None:
            from game.net.addresses import lan_addresses
            self.addresses = lan_addresses()
            if resume is None:
                self.configure()
            client = host_client(app, self.host)
        self.client = client

    # -- the host's choices ------------------------------------------------------------------------
    def configure(self) -> None:
        """The host's choices to its lobby; while the rules refuse its expansions and options the lobby deals the
        base game, the screen says why, and Start waits."""
        assert self.host is not None            # only the host configures
        kinds = self.kinds[:self.count[self.kind]]
        if self.plan not in [choice.value for choice in play_choices(self.kind, len(kinds))]:
            self.plan = ONE_GAME                    # another game kind or table: one game
        self.chooser.series = self.plan != ONE_GAME or self.series_under_way()    # its options (money) with it
        refused = self.chooser.refused(self.kind, len(kinds))
        sets, options = ((["base"], {}) if refused else
                         (self.chooser.sets[self.kind], self.chooser.chosen_options(self.kind)))
        series: Series | None | Literal["kept"] = None
        if self.series_under_way() or self.bidding:
            series = "kept"                         # its bots' levels may change, not its plan
        elif self.plan != ONE_GAME:
            seed = self.app.seed if self.app.seed is not None else random.SystemRandom().randrange(10**9)
            series = new_series(self.kind, seed, len(kinds), self.plan, sets,
                                carries({"game": self.kind, "options": options}), auctions({"options": options}))
        try:
            self.host.configure(self.kind, options, kinds, sets, series)
            self.following = False               # the host holds this window's choice from now on
        except ValueError:
            self.following = True                # it kept its own: the next lobby shows it here again
            self.app.notify(t("lobby.cannot_change"))
        self.layout()

    def _chosen(self) -> None:
        """An expansion or option chosen: the play it calls for (plan_for), unless a series under way keeps its own."""
        if not self.series_under_way():
            self.plan = plan_for(self.kind, self.chooser.sets[self.kind], self.plan, self.count[self.kind])
        self.configure()

    def set_kind(self, kind: str) -> None:
        self.kind = kind
        self.configure()

    def set_plan(self, plan: tuple) -> None:
        """One game, a series or a tournament: a series offers its own options too (the cash reward)."""
        self.plan = plan
        self.configure()

    def set_count(self, count: int) -> None:
        self.count[self.kind] = count
        self.configure()

    def set_seat(self, seat: int, kind: str) -> None:
        if kind == "host":                       # one seat is the host's: the old one opens
            self.kinds = [("open", level) if k == "host" else (k, level) for k, level in self.kinds]
        self.kinds[seat] = (kind, self.kinds[seat][1])
        self.configure()

    def set_level(self, seat: int, level: str) -> None:
        self.kinds[seat] = (self.kinds[seat][0], level)
        self.configure()

    def set_turn_limit(self, seconds: int) -> None:
        """The host's turn limit, kept for the next time this window hosts."""
        assert self.host is not None
        self.app.settings.set("lan_turn_limit", seconds)
        self.host.set_turn_limit(seconds)

    def free(self, seat: int) -> None:
        assert self.host is not None
        self.host.free(seat)

    def start(self) -> None:
        assert self.host is not None
        if self.chooser.refused(self.kind, self.count[self.kind]) or self.answer_due():
            return                               # Start is off, and the screen says why
        if self.auction_first():
            self.bidding = True                  # the plan is settled: the host bids for his own seat first
            self.layout()
            return
        try:
            self.host.start_game()
        except ValueError:
            self.app.notify(t("lobby.not_ready"))

    # -- messages ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.feed is None:
            news = self.client.poll()
            if news:
                self.app.invalidate()           # the lobby changed: redraw
            self.inbox += news
        while self.inbox and self.feed is None:
            if self.inbox[0]["type"] == "start":
                if self.app.top is not self:
                    break                        # a dialog is open: the game waits for it to close
                start, rest, self.inbox = self.inbox[0], self.inbox[1:], []
                self.play(start, rest)
                break
            self.take(self.inbox.pop(0))
        super().update(dt)

    def take(self, message: dict) -> None:
        """A message that is not the game's: from this scene's poll, or handed on by the game feed."""
        kind = message["type"]
        if kind == "welcome":
            self.welcome = message
        elif kind == "lobby":
            self.lobby = message
            self.adopt(message)
            self.layout()
        elif kind == "chat":
            self.chat = (self.chat + [f"{message['name']}: {message['text']}"])[-CHAT_KEPT:]
            if self.feed is not None:
                self.app.notify(self.chat[-1], 4.0)
            self.layout()
        elif kind == "notice" and message["what"] in NOTICES:
            text = t(NOTICES[message["what"]], name=message["name"])
            self.chat = (self.chat + [text])[-CHAT_KEPT:]
            if self.feed is not None and message["what"] != "joined":
                self.app.notify(text)
            self.layout()
        elif kind == "error" and message["code"] in ERRORS:
            self.app.notify(t(ERRORS[message["code"]]))
        elif kind == "reconnecting":
            self.app.notify(t("lan.reconnecting"), 2.0)
        elif kind in ("goodbye", "lost"):
            self.ended(message)

    def adopt(self, lobby: dict) -> None:
        """The host's window sits in the host's seat whenever it is free, and takes the game and seats from the lobby
        until it chooses them itself (a resumed game's come from its save). Once it has, the host holds what it
        chose at the click: a lobby sent before the click (a guest came or went) and read after it would undo the
        choice on screen, and the next click would start from the undone one."""
        if self.host is None:
            return
        if any(seat["host"] and not seat["taken"] for seat in lobby["seats"]):
            self.client.say({"type": "rejoin", "token": self.host.host_token, "since": -1})
        self.chooser.series = self.chooser.series or self.series_under_way()
        if not self.following:
            return
        self.kind = lobby["game"]
        self.count[self.kind] = len(lobby["seats"])
        if lobby["resumed"]:                     # a resumed game keeps the expansions and options it was dealt with
            self.chooser.sets[self.kind], self.chooser.options[self.kind] = lobby["sets"], dict(lobby["options"])
        for seat in lobby["seats"]:
            kind = "host" if seat["host"] else "bot" if seat["kind"] == "bot" else "open"
            self.kinds[seat["seat"]] = (kind, seat["level"])

    def ended(self, message: dict) -> None:
        """The connection is over: back to the title (this lobby closes) with why."""
        if self.host is not None and message.get("reason") == "host_left":
            return                               # this window ended it
        if self.welcome is None and message["type"] == "lost":
            self.app.pop()                       # never reached it: back to where the address was chosen
            self.app.notify(t("lan.cannot_reach"))
            return
        if message["type"] == "goodbye":
            text = t(GOODBYES.get(message["reason"], "lan.bye.trouble"), version=message.get("game_version", "?"),
                     name=message.get("title", "?"), set_version=message.get("version", "?"))
        else:
            text = t("lan.lost")
        self.app.home()
        self.app.push(Dialog(self.app, t("lan.ended_title"), text, [("ok", t("common.done"))]))

    def play(self, start: dict, backlog: list[dict]) -> None:
        """The game starts (or this window comes back to it): its table over this lobby; a game with an expansion
        this program does not have cannot be shown, and this window leaves it saying which."""
        setup = start["setup"]
        missing = unknown_sets(setup.get("game"), setup.get("sets", ["base"]))
        if missing:
            self.app.home()
            self.app.push(Dialog(self.app, t("lan.ended_title"), t("lobby.lacks_set", name=missing[0]),
                                 [("ok", t("common.done"))]))
            return
        feed = self.feed = self.client.game_feed(self.take, start, backlog)
        if feed.seat is None:
            feed.seat = 0                       # a spectator sees the table from the first seat, with no hand
        self.app.push(self.app.games[start["setup"]["game"]].table(self.app, feed))

    def resume(self) -> None:
        """Back from the table (the game is over, or this window left it): the lobby again."""
        if self.feed is not None:
            self.feed.close()
            self.feed = None
            self.layout()

    def shutdown(self) -> None:
        super().shutdown()
        self.client.close()
        if self.host is not None:
            self.host.stop()
            self.host.discovery.close()

    # -- the player's choices ----------------------------------------------------------------------
    def mine(self) -> dict | None:
        return next((s for s in self.lobby["seats"] if s["you"]), None) if self.lobby else None

    def send_chat(self) -> None:
        if self.typed.strip():
            self.client.chat(self.typed.strip())
            self.typed = ""
            self.layout()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.form.focus is not None and self.form.focus.id == "chat_text":
            self.send_chat()
            return True
        return super().handle(event)

    # -- layout ------------------------------------------------------------------------------------
    # As the Setup: the host's game, players and play in a row across the top, then two panels: the seats, and
    # beside them the host's expansions and options in a panel of their own (a box of many modules shows most of them
    # at once) or the series between two games. The host's chat is under his seats, a guest's beside them (a guest
    # has nothing to choose: he reads the game's name atop his seats), under the series; where its side leaves it
    # too little room (eight seats, a series' long offer), it goes to the other side, so it keeps four lines.
    TOP = 132                                       # the fields' row; a guest's panels' top
    PANEL = 184                                     # the host's panels' top; they end above the refusal's line
    SEATS = (60, 600)                               # the seats' panel: its left and width
    SIDE = 680                                      # the panel beside it: its left (it reaches the right margin)
    CHAT = 160                                      # the chat, this tall at least (four lines and its input)...
    HOST_ROW = (36, 42)                             # ...the host's seats' rows shrinking to the first to keep it
    GUEST_ROW = (40, 54)                            # a guest's seat's row: the least to keep it under, the most

    def panels(self) -> tuple[int, int]:
        """Where the panels begin and end, in the window's pixels (a taller window gives the chat the rest)."""
        return self.app.px(self.PANEL if self.host is not None else self.TOP), self.app.size[1] - self.app.px(114)

    def build(self) -> None:
        px = self.app.px
        w, h = self.app.size
        add = self.form.add
        playing = self.lobby is not None and self.lobby["state"] == "playing"
        first, last = self.panels()
        side = pygame.Rect(px(self.SIDE + 20), first + px(12), w - px(self.SIDE + 100), last - first - px(20))
        top = px(self.PANEL + 12)                   # the first seat's row: under the host's fields, the guest's game
        choosing = self.host is not None and not (self.series_under_way() or self.bidding)
        fixed = t("lobby.fixed") if playing or not choosing or (self.lobby and self.lobby["resumed"]) else None
        if self.host is not None:
            plays = play_choices(self.kind, self.count[self.kind])
            game_row(self.form, px, px(self.TOP), w - px(60), (self.kind, self.set_kind),
                     (self.count[self.kind], self.set_count),
                     (plays, self.plan, self.set_plan) if choosing else None, fixed)
        else:
            name = t(f"game.{self.lobby['game']}") if self.lobby else t("lobby.connecting")
            add(Label("game_name", pygame.Rect(px(self.SEATS[0] + 20), side.top, px(self.SEATS[1] - 40), px(42)),
                      name, px=px(22), role="bold", colour=theme.GOLD))
        chat = px(self.CHAT)
        under = self.room_under_seats(top)           # the chat's room under the seats at their least rows
        chat_top = side.top
        auction = self.lobby.get("series", {}).get("auction") if self.lobby and self.lobby.get("series") else None
        if auction is not None and not choosing:            # before a game
            chat_top = self.build_auction(side.left, side.top, side.width) + px(12)
        elif self.lobby is not None and self.lobby.get("series") and not choosing:
            chat_top = self.build_series(side.left, side.top, side.width) + px(12)
        elif choosing:                              # his choices scroll: they leave the chat its room if it needs it
            end = side.bottom if under >= chat else side.bottom - chat - px(12)
            chat_top = self.chooser.build(self.form, px, self.kind, side.left, side.top, side.width - px(20), end,
                                          fixed) + px(12)
        beside = side.bottom - chat_top
        below_seats = under > beside if beside < chat else self.host is not None and under >= chat
        below = top
        if self.lobby is not None:
            below = self.build_seats(px(self.SEATS[0] + 20), top, playing, chat if below_seats else 0)
        if below_seats:
            left, width = px(self.SEATS[0] + 20), px(self.SEATS[1] - 40)
            self.build_chat(pygame.Rect(left, below + px(6), width, side.bottom - below - px(6)))
        else:
            self.build_chat(pygame.Rect(side.left, chat_top, side.width, side.bottom - chat_top))
        self.build_turn_limit(pygame.Rect(w // 2 - px(170), h - px(78), px(340), px(46)))
        add(back_button(self.app, self.app.pop, t("lobby.leave")))
        if self.host is not None:
            self.build_start()
        elif playing:
            add(Button("watch", pygame.Rect(w - px(290), h - px(86), px(260), px(60)), t("lobby.watch"),
                       self.client.watch, style="primary", px=px(22)))
        else:
            seat = self.mine()
            add(Toggle("ready", pygame.Rect(w - px(290), h - px(80), px(260), px(48)), t("lobby.ready"),
                       bool(seat and seat["ready"]), self.client.ready, enabled=seat is not None,
                       reason=t("lobby.take_first"), px=px(20)))

    def build_start(self) -> None:
        """The host's Start, and under the panels why the rules refuse his choice, or else what the table's size
        changes (eight players), as the Setup says them."""
        px = self.app.px
        w, h = self.app.size
        refused = self.chooser.refused(self.kind, self.count[self.kind])
        note = table_note(self.kind, self.count[self.kind])
        line = pygame.Rect(px(62), self.panels()[1] + px(2), w - px(420), px(26))
        if refused:
            self.form.add(Label("refused", line, refused[0], px=px(16), role="bold", colour=theme.GOLD,
                                tip="\n".join(refused)))
        elif note:
            self.form.add(Label("table_note", line, note, px=px(15), colour=theme.GOLD, tip=note))
        due = self.answer_due()
        self.form.add(Button("start", pygame.Rect(w - px(290), h - px(86), px(260), px(60)),
                             t("lobby.to_auction" if self.auction_first() else "lobby.start"), self.start,
                             style="primary", px=px(24),
                             enabled=bool(self.lobby and self.lobby["can_start"]) and not refused and not due,
                             reason=refused[0] if refused else due or t("lobby.not_ready")))
        self.form.default = "start"

    def build_turn_limit(self, rect: pygame.Rect) -> None:
        """The host chooses the time each person has for a decision; those who join read it."""
        px = self.app.px
        if self.host is not None:
            seconds = self.app.settings["lan_turn_limit"]
            choices = [Choice(n, t("lobby.turn_limit", n=n) if n else t("lobby.no_turn_limit"))
                       for n in sorted({*TURN_LIMITS, seconds})]
            self.form.add(Cycler("turn_limit", rect, choices, seconds, self.set_turn_limit, px=px(18),
                                 tip=t("lobby.turn_limit_tip")))
        elif self.lobby is not None:
            seconds = round(self.lobby.get("turn_limit", 0))
            self.form.add(Label("turn_limit", rect, t("lobby.turn_limit", n=seconds) if seconds else
                                t("lobby.no_turn_limit"), px=px(18), colour=theme.PARCHMENT, anchor="center",
                                tip=t("lobby.turn_limit_tip")))

    def seat_lines(self) -> tuple[str, list[str], list[str], str]:
        """What is read under the seats: the host's series, expansions and options (`chosen`: the host's in one
        row, shrunk into it, he has them in sight beside; a guest's wrapped, `every` row of it, three shown), and for
        a guest what the table's size changes (`note`)."""
        px = self.app.px
        assert self.lobby is not None           # seats are laid out once the host has described them
        chosen = chosen_line(self.lobby["game"], self.lobby.get("sets"), self.lobby.get("options"),
                             self.lobby.get("series"))
        whole = chosen.replace(" ", "\u00a0").replace("\u00a0·\u00a0", "\u00a0· ")      # rows break between items
        every = [row.replace("\u00a0", " ") for row in theme.wrap(whole, "body", px(16), px(self.SEATS[1] - 40))]
        rows = [] if not chosen else [chosen] if self.host is not None else every[:3]
        note = table_note(self.lobby["game"], len(self.lobby["seats"])) \
            if self.lobby["game"] in DESCRIPTIONS and self.host is None else ""
        return chosen, every, rows, note

    def seats_room(self, top: int) -> int:
        """The height the seats' rows have from `top`, above the lines under them."""
        px = self.app.px
        _, _, rows, note = self.seat_lines()
        return self.panels()[1] - px(8) - top - px(24) * len(rows) - (px(26) if note else 0)

    def room_under_seats(self, top: int) -> int:
        """The chat's height under the seats at their least rows (all of it before the host describes them)."""
        if self.lobby is None:
            return self.panels()[1] - top
        least = self.HOST_ROW[0] if self.host is not None else self.GUEST_ROW[0]
        return self.seats_room(top) - len(self.lobby["seats"]) * self.app.px(least) - self.app.px(10)

    def build_seats(self, left: int, top: int, playing: bool, keep: int) -> int:
        """A row for each seat, as tall as leaves `keep` under them (the chat, there) between the least and the most
        row, then the lines under them (seat_lines); the y below them."""
        px = self.app.px
        add = self.form.add
        assert self.lobby is not None           # seats are laid out once the host has described them
        seats = self.lobby["seats"]
        width = px(self.SEATS[1] - 40)
        chosen, every, rows, note = self.seat_lines()
        least, most = self.HOST_ROW if self.host is not None else self.GUEST_ROW
        fits = (self.seats_room(top) - (keep + px(10) if keep else 0)) // max(1, len(seats))
        row = max(px(least), min(px(most), fits)) if self.host is not None or keep else min(px(most), fits)
        below = top + len(seats) * row + px(4)
        for i, text in enumerate(rows):         # a guest's cut after three rows, an item shrunk to fit; all in the tip
            cut = i == len(rows) - 1 < len(every) - 1 and self.host is None
            add(Label("chosen" if i == 0 else f"chosen{i}", pygame.Rect(left, below, width, px(24)),
                      text + ("…" if cut else ""), px=px(16), colour=theme.GOLD, tip=chosen, shrink=True))
            below += px(24)
        if note:                                # what the table's size changes (eight players)
            add(Label("table_note", pygame.Rect(left, below, width, px(26)), note, px=px(14), colour=theme.GOLD,
                      tip=note))
            below += px(26)
        kinds = [Choice("host", t("lobby.seat_host")), Choice("bot", t("seat.bot")), Choice("open", t("seat.open"))]
        levels = [Choice(level, t(f"level.{level}")) for level in LEVELS]
        can_change = self.host is not None and not playing
        tall = row - px(6 if self.host is not None else 10)         # a field's height: the host's rows are packed
        for seat in seats:
            i = seat["seat"]
            y = top + i * row
            add(Label(f"seat{i}_label", pygame.Rect(left, y, px(90), row - px(8)), t("setup.seat_n", n=i + 1),
                      px=px(17)))
            own = self.kinds[i] if can_change else None         # the host's own choice, shown from the click on
            if own is not None:
                add(Cycler(f"seat{i}", pygame.Rect(left + px(90), y, px(170), tall), kinds, own[0],
                           partial(self.set_seat, i), px=px(17)))
                if own[0] == "bot":
                    add(Cycler(f"level{i}", pygame.Rect(left + px(270), y, px(170), tall), levels,
                               own[1], partial(self.set_level, i), px=px(17)))
            x = left + px(270 if can_change else 90)
            if own is None or own[0] != "bot":
                add(Label(f"who{i}", pygame.Rect(x, y, left + width - x, row - px(8)), self.who(seat), px=px(17),
                          colour=theme.GOLD if seat["you"] else theme.CREAM))
            else:                               # the host's bot: the name it plays under, beside its level
                add(Label(f"who{i}", pygame.Rect(left + px(450), y, width - px(450), row - px(8)), seat["name"] or "",
                          px=px(17), shrink=True))
            if can_change and seat["reserved"] and not seat["host"]:
                add(Button(f"free{i}", pygame.Rect(left + width - px(110), y, px(110), tall), t("lobby.free"),
                           partial(self.free, i), style="quiet", px=px(15), tip=t("lobby.free_tip")))
            elif self.host is None and not playing and seat["kind"] == "person" and not seat["taken"] \
                    and not seat["reserved"]:
                add(Button(f"take{i}", pygame.Rect(left + px(440), y, px(120), tall), t("lobby.take"),
                           partial(self.client.take_seat, i), px=px(16)))
            elif self.host is None and not playing and seat["you"]:
                add(Button(f"leave{i}", pygame.Rect(left + px(440), y, px(120), tall), t("lobby.get_up"),
                           self.client.leave_seat, style="quiet", px=px(16)))
        return below

    def answer_due(self) -> str | None:
        """What the host himself has still to answer between two games of his series (keep his character or draw,
        the cards he keeps), in words: Start waits for it as for the other players' readiness (None: nothing)."""
        summary = self.lobby.get("series") if self.lobby else None
        mine = self.mine()
        if not summary or mine is None:
            return None
        if mine["seat"] in summary["asks"]:
            return t("series.choose_first")
        if summary["auction"] is not None and summary["auction"]["bidder"] == mine["seat"] \
                and (self.bidding or self.series_under_way()):
            return t("lobby.bid_first")
        return t("series.buy_first") if str(mine["seat"]) in summary["buyers"] else None

    def auction_first(self) -> bool:
        """Whether the host's Start leads first to his series' first auction, where he bids for his own seat (from
        the second game on the lobby shows the auction at once)."""
        summary = self.lobby.get("series") if self.lobby else None
        mine = self.mine()
        return not self.bidding and not self.series_under_way() and summary is not None and mine is not None \
            and summary["auction"] is not None and str(mine["seat"]) not in summary["auction"]["won"]

    def series_under_way(self) -> bool:
        """The lobby plays a series that has begun and is not over (its plan and sets are kept till its end)."""
        summary = self.lobby.get("series") if self.lobby else None
        if not summary:
            return False
        return (summary["played"] > 0 or bool(self.lobby and self.lobby["resumed"])) \
            and summary["played"] < summary["games"]

    def build_series(self, left: int, top: int, width: int) -> int:
        """The series a guest's lobby plays (docs/protocol.md, a lobby's `series`), above the chat: how far it is,
        who is Sheriff next, the standings, and for a survivor of its last game the choice to keep his character or
        draw another. The y below it."""
        px = self.app.px
        add = self.form.add
        assert self.lobby is not None
        summary = self.lobby["series"]
        names = [self.called(seat) for seat in self.lobby["seats"]]
        playing = t(f"lobby.playing.{summary['mode']}", played=summary["played"], games=summary["games"])
        lines = [("bold", playing, theme.GOLD)]
        rules = series_rules(self.lobby["game"])
        assert rules is not None                # the host plays a series of it
        mine = self.mine()
        if rules.succession is not None and summary["played"] and summary["played"] < summary["games"]:
            lines += [("body", note, theme.CREAM)
                      for note in succession_notes(summary, names, mine["seat"] if mine else None)]
        elif summary["sheriff_next"] is not None:
            lines.append(("body", t("series.sheriff_next", name=names[summary["sheriff_next"]]), theme.CREAM))
        if summary["played"]:
            lines += [("body", t("lobby.series_row_won", place=place + 1, name=names[row["seat"]], n=row["money"])
                       if rules.points else t("lobby.series_row", place=place + 1, name=names[row["seat"]],
                                              score=dollars(row["score"]), money=dollars(row["money"])), theme.CREAM)
                      for place, row in enumerate(summary["standings"])]
        words = rules.note[1 if language() == "es" else 0] if rules.points else t("lobby.series_note")
        note = theme.wrap(words, "body", px(15), width)
        lines += [("body", row, theme.PARCHMENT_DARK) for row in note]
        for i, (role, text, colour) in enumerate(lines):
            add(Label(f"series{i}", pygame.Rect(left, top, width, px(22)), text, px=px(15), role=role,
                      colour=colour, tip=text))
            top += px(23)
        if mine is not None and mine["seat"] in summary.get("namers", []):
            top = self.build_naming(left, top, width, names, mine["seat"])
        elif mine is not None and str(mine["seat"]) in summary.get("pickers", {}):
            top = self.build_picking(left, top, width, summary["pickers"][str(mine["seat"])])
        elif mine is not None and mine["seat"] in summary["asks"]:
            half = (width - px(10)) // 2
            for i, (id, label, keep) in enumerate((("keep", t("lobby.series_keep"), True),
                                                   ("draw", t("series.draw"), False))):
                add(Button(id, pygame.Rect(left + i * (half + px(10)), top + px(4), half, px(36)), label,
                           partial(self.client.keep, keep), px=px(15)))
            top += px(44)
        if mine is not None and str(mine["seat"]) in summary["buyers"]:
            money = next(row["money"] for row in summary["standings"] if row["seat"] == mine["seat"])
            for i, text in enumerate(theme.wrap(t("series.buying", price=dollars(summary["price"]),
                                                  money=dollars(money)), "bold", px(15), width)):
                add(Label(f"buying{i}", pygame.Rect(left, top, width, px(22)), text, px=px(15), role="bold",
                          colour=theme.GOLD, tip=text))
                top += px(23)
            top = self.build_buying(left, top, width, summary["buyers"][str(mine["seat"])], summary["price"])
        return top

    def build_naming(self, left: int, top: int, width: int, names: list[str], seat: int) -> int:
        """The surviving Sheriff's naming: what he is asked, the players to name (himself among them) and the button
        that sends the one shown. The y below."""
        px = self.app.px
        if self.named is None or not 0 <= self.named < len(names):
            self.named = seat
        named = self.named
        top = self._asked(left, top, width, "series.name_asked")
        shown, send = self._pair(left, top, width)
        choices = [Choice(i, name + (t("table.you") if i == seat else "")) for i, name in enumerate(names)]
        self.form.add(Cycler("sheriff", shown, choices, named, self._shown("named"), px=px(15),
                             tip=t("series.name_tip")))
        plain = self.lobby["seats"][named]["name"] if self.lobby else None      # the button: the name alone
        self.form.add(Button("name", send, t("series.name", name=plain or names[named]),
                             lambda: self.client.name_sheriff(named), px=px(15)))
        return top + px(44)

    def build_picking(self, left: int, top: int, width: int, offered: list[str]) -> int:
        """An eliminated player's pick: what he is asked, the characters he may pick and the button that sends the
        one shown. The y below."""
        px = self.app.px
        assert self.lobby is not None
        kind = self.lobby["game"]
        picked = self.picked = self.picked if self.picked in offered else offered[0]
        top = self._asked(left, top, width, "series.pick_asked")
        shown, send = self._pair(left, top, width)
        self.form.add(Cycler("character", shown, [Choice(c, character_name(kind, c)) for c in offered], picked,
                             self._shown("picked"), px=px(15), tip=t("series.pick_tip")))
        self.form.add(Button("pick", send, t("series.pick", name=character_name(kind, picked)),
                             lambda: self.client.pick(picked), px=px(15)))
        return top + px(44)

    def _asked(self, left: int, top: int, width: int, key: str) -> int:
        """What a player is asked between games, in gold; the y below."""
        px = self.app.px
        for i, text in enumerate(theme.wrap(t(key), "bold", px(15), width)):
            self.form.add(Label(f"asked{i}", pygame.Rect(left, top, width, px(22)), text, px=px(15), role="bold",
                                colour=theme.GOLD, tip=text))
            top += px(23)
        return top

    def _pair(self, left: int, top: int, width: int) -> tuple[pygame.Rect, pygame.Rect]:
        """Two places side by side: the choice shown, and the button that sends it."""
        px = self.app.px
        half = (width - px(10)) // 2
        return (pygame.Rect(left, top + px(4), half, px(36)),
                pygame.Rect(left + half + px(10), top + px(4), half, px(36)))

    def _shown(self, field: str):
        def show(value) -> None:
            setattr(self, field, value)
            self.layout()
        return show
    def build_auction(self, left: int, top: int, width: int) -> int:
        """The series' character auction before its next game (docs/protocol.md, `series.auction`): the characters
        face up, the bid and who holds it, each sale; at your turn the character you name (a cycler) and a bid of
        the least you may (one step over the bid), or a pass. The y below it."""
        px = self.app.px
        assert self.lobby is not None
        auction, game = self.lobby["series"]["auction"], self.lobby["game"]
        names = [self.called(seat) for seat in self.lobby["seats"]]
        lines = [t("lobby.auction_lots", lots=", ".join(character_name(game, c) for c in auction["lots"]))]
        lines += [t("auction.sold", name=names[int(s)], price=dollars(p)) + f" ({character_name(game, c)})"
                  for s, (c, p) in auction["won"].items()]
        if auction["bid"] is not None:
            bid = auction["bid"]
            lines.append(t("lobby.auction_bid", who=character_name(game, bid["lot"]), price=dollars(bid["amount"]),
                           name=names[bid["by"]]))
        mine = self.mine()
        if mine is not None:
            lines.append(t("lobby.auction_money", money=dollars(auction["money"][mine["seat"]])))
        if auction["bidder"] is not None and (mine is None or mine["seat"] != auction["bidder"]):
            lines.append(t("auction.waiting", name=names[auction["bidder"]]))
        lines = [row for line in lines for row in theme.wrap(line, "body", px(15), width)]
        for i, text in enumerate([t("auction.title"), *lines]):
            self.form.add(Label(f"auction{i}", pygame.Rect(left, top, width, px(22)), text, px=px(15),
                                role="bold" if i == 0 else "body", colour=theme.GOLD if i == 0 else theme.CREAM,
                                tip=text))
            top += px(23)
        if mine is None or mine["seat"] != auction["bidder"]:
            return top
        least, half = auction["least"], (width - px(10)) // 2
        if auction["bid"] is None:
            lot: str = self.lot if self.lot in auction["lots"] and self.lot is not None else auction["lots"][0]
            self.lot = lot
            self.form.add(Cycler("auction_lot", pygame.Rect(left, top + px(4), half, px(36)),
                                 [Choice(c, character_name(game, c)) for c in auction["lots"]], self.lot,
                                 self._set_lot, px=px(15), tip=character_side(game, lot).rules(language())))
            action = partial(self.client.bid, least, lot)
        else:
            self.form.add(Button("auction_pass", pygame.Rect(left, top + px(4), half, px(36)), t("auction.pass"),
                                 partial(self.client.bid, None, None), px=px(15)))
            action = partial(self.client.bid, least, None)
        self.form.add(Button("auction_bid", pygame.Rect(left + half + px(10), top + px(4), half, px(36)),
                             t("auction.bid", price=dollars(least)), action, style="primary", px=px(15),
                             enabled=least <= auction["money"][mine["seat"]] or auction["bid"] is None))
        return top + px(46)

    def _set_lot(self, lot: str) -> None:
        self.lot = lot
        self.layout()

    def build_buying(self, left: int, top: int, width: int, offer: dict, price: int) -> int:
        """A survivor's cards in play to keep for his next starting hand (the experience option): a toggle each (one
        more than `offer["most"]` is greyed), then the button that sends the choice with its price. The y below."""
        px = self.app.px
        assert self.lobby is not None
        lang = 1 if language() == "es" else 0
        things = offer["things"]
        self.kept = [c for c in self.kept if c in things]
        each = (width - px(8) * (len(things) - 1)) // len(things)
        for i, thing in enumerate(things):
            on = thing in self.kept
            self.form.add(Button(f"card{i}", pygame.Rect(left + i * (each + px(8)), top + px(4), each, px(36)),
                                 thing_words(self.lobby["game"], self.lobby["sets"], thing)[lang],
                                 partial(self.toggle_kept, thing), style="primary" if on else "plain", px=px(14),
                                 enabled=on or len(self.kept) < offer["most"], reason=t("series.buy_refused")))
        label = t("lobby.series_buy", n=len(self.kept), price=dollars(price * len(self.kept))) if self.kept \
            else t("lobby.series_buy_none")
        self.form.add(Button("buy", pygame.Rect(left, top + px(48), width, px(36)), label,
                             lambda: self.client.carry(self.kept), px=px(15)))
        return top + px(88)

    def toggle_kept(self, thing: int) -> None:
        self.kept = [c for c in self.kept if c != thing] if thing in self.kept else [*self.kept, thing]
        self.layout()

    def who(self, seat: dict) -> str:
        """Who sits in a seat, in words."""
        if seat["kind"] == "bot":
            return t("lobby.bot", name=seat["name"] or "?", level=t(f"level.{seat['level']}"))
        name = seat["name"] or "?"
        if seat["stand_in"]:
            return t("lobby.stand_in", name=name)
        if seat["away"]:
            return t("lobby.away", name=name)
        if seat["reserved"]:
            return t("lobby.waiting_for", name=name) if seat["name"] else t("lobby.host_seat")
        if not seat["taken"]:
            return t("lobby.open")
        if self.lobby is not None and self.lobby["state"] == "playing":
            return t("lobby.at_table", name=name + (t("table.you") if seat["you"] else ""))
        mark = t("lobby.is_ready") if seat["ready"] else t("lobby.not_ready_yet")
        return f"{name}{t('table.you') if seat['you'] else ''} - {mark}"

    def called(self, seat: dict) -> str:
        """A seat in the series' lines: a bot by its name, level and that it is one; a person by his name."""
        return self.who(seat) if seat["kind"] == "bot" else seat["name"] or t("setup.seat_n", n=seat["seat"] + 1)

    def build_chat(self, rect: pygame.Rect) -> None:
        px = self.app.px
        log = TextPanel("chat", pygame.Rect(rect.x, rect.y, rect.width, rect.height - px(56)),
                        [("body", line) for line in self.chat] or [("body", t("lobby.chat_empty"))], gap=False,
                        px=px(16))
        log.scroll_to_end()
        self.form.add(log)
        self.form.add(TextInput("chat_text", pygame.Rect(rect.x, rect.bottom - px(46), rect.width - px(110), px(44)),
                                self.typed, self._typed, placeholder=t("lobby.chat_hint"), max_len=200, px=px(17)))
        self.form.add(Button("chat_send", pygame.Rect(rect.right - px(100), rect.bottom - px(46), px(100), px(44)),
                             t("lobby.send"), self.send_chat, px=px(17)))

    def _typed(self, value: str) -> None:
        self.typed = value

    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        px = self.app.px
        w = self.app.size[0]
        heading(surface, self.app, t("lobby.title_host") if self.host is not None else t("lobby.title"), 26)
        if self.host is not None:
            where = t("lobby.address", address=self.addresses[0], port=self.host.port)
        elif self.welcome is not None:
            where = t("lobby.joined", host=self.welcome["host"])
        else:
            where = t("lobby.connecting")
        theme.blit_text(surface, where, "bold", px(20), theme.PARCHMENT, "midtop", (w // 2, px(96)))
        top, bottom = self.panels()
        panel(surface, self.app, pygame.Rect(px(self.SEATS[0]), top, px(self.SEATS[1]), bottom - top))
        panel(surface, self.app, pygame.Rect(px(self.SIDE), top, w - px(self.SIDE + 60), bottom - top))
