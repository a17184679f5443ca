"""The character auction before a game of a series (game/core/common/auction.py): the characters face up with their
abilities, the bid on the one named and who holds it, each player's money and the character he has, and, at your
turn, the character you name (a click on it), your bid (less, more, bid) or a pass; no timer. The bots bid one at a
time at the window's bot pace. When every character has a player, the game starts (or, when you may buy cards into
it with the experience option, the standings come back for that first).

The scene holds the session's `Intermission` (paced: it waits for `bot_bid`) and draws its `summary["auction"]`.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.session import Intermission
from game.ui import theme
from game.ui.i18n import character_name, language, t
from game.ui.scene import Scene
from game.ui.scenes.common import dollars, heading
from game.ui.scenes.launch import start_game
from game.ui.sets import character as character_side
from game.ui.table.plate import portrait
from game.ui.table.spot import Spot
from game.ui.widgets import Button

STEP = 100


class AuctionScene(Scene):
    def __init__(self, app, break_: Intermission):
        super().__init__(app)
        self.break_ = break_
        self.kind = break_.setup["game"]
        self.seat = next((i for i, s in enumerate(break_.setup["seats"]) if s["kind"] == "you"), None)
        self.names = [s["name"] for s in break_.setup["seats"]]
        summary = break_.summary["auction"]
        self.every = list(summary["lots"]) + [c for c, _ in summary["won"].values()]   # face up, in their order
        self.lot: str | None = None         # the character you mean to name
        self.amount = 0                     # the bid you mean to make
        self.said = ""                      # the last bid or pass, in words
        self.wait = 0.0

    @property
    def auction(self) -> dict:
        return self.break_.summary["auction"]

    @property
    def mine(self) -> bool:
        return self.seat is not None and self.auction["bidder"] == self.seat

    # -- the controls --------------------------------------------------------------------------------
    def build(self) -> None:
        px = self.app.px
        w, h = self.app.size
        auction = self.auction
        for i, rect in enumerate(self.card_rects()):
            lot = self.every[i]
            if self.mine and auction["bid"] is None and lot in auction["lots"]:
                self.form.add(Spot(f"lot{i}", rect, partial(self.pick, lot)))     # the card itself, drawn below
        y = h - px(78)
        if auction["bidder"] is None:
            over = bool(self.break_.summary["buyers"].get(str(self.seat)))
            self.form.add(Button("done", pygame.Rect(w // 2 - px(150), y, px(300), px(56)),
                                 t("auction.to_standings" if over else "auction.start"), self.done, style="primary",
                                 px=px(20)))
            self.form.default = "done"
            return
        if not self.mine or self.seat is None:
            return
        least = auction["least"]
        self.amount = max(self.amount, least)
        money = auction["money"][self.seat]
        lot = self.lot if auction["bid"] is None else None
        refused = self.break_.bid_refusal(self.seat, self.amount, lot) if (lot or auction["bid"]) else \
            t("auction.pick_first")
        x = w // 2 - px(330)
        self.form.add(Button("less", pygame.Rect(x, y, px(110), px(56)), t("auction.less"), partial(self.step, -1),
                             style="plain", px=px(19), enabled=self.amount - STEP >= least))
        self.form.add(Button("bid", pygame.Rect(x + px(120), y, px(260), px(56)),
                             t("auction.bid", price=dollars(self.amount)), self.bid, style="primary", px=px(20),
                             enabled=refused is None, reason=refused or ""))
        self.form.add(Button("more", pygame.Rect(x + px(390), y, px(110), px(56)), t("auction.more"),
                             partial(self.step, 1), style="plain", px=px(19), enabled=self.amount + STEP <= money))
        if auction["bid"] is not None:
            self.form.add(Button("pass", pygame.Rect(x + px(520), y, px(140), px(56)), t("auction.pass"),
                                 self.pass_, style="plain", px=px(19)))
        self.form.default = "bid"

    def card_rects(self) -> list[pygame.Rect]:
        """Where each character face up lies: a row across the window."""
        px = self.app.px
        w = self.app.size[0]
        n = len(self.every)
        gap = px(12)
        width = min(px(230), (w - px(80) - gap * (n - 1)) // n)
        left = (w - n * width - gap * (n - 1)) // 2
        return [pygame.Rect(left + i * (width + gap), px(120), width, px(294)) for i in range(n)]

    def pick(self, lot: str) -> None:
        self.lot = lot
        self.layout()

    def step(self, steps: int) -> None:
        self.amount += steps * STEP
        self.layout()

    def bid(self) -> None:
        assert self.seat is not None
        opening = self.auction["bid"] is None
        self._answer(self.seat, self.amount, self.lot if opening else None)

    def pass_(self) -> None:
        assert self.seat is not None
        self._answer(self.seat, None, None)

    def _answer(self, seat: int, amount: int | None, lot: str | None) -> None:
        self.break_.bid(seat, amount, lot)
        self._heard(seat, amount, lot)

    def _heard(self, seat: int, amount: int | None, lot: str | None) -> None:
        """What `seat` said, for the line under the characters."""
        name = self.names[seat]
        if lot is not None:
            self.said = t("auction.said.names", name=name, who=character_name(self.kind, lot),
                          price=dollars(amount or 0))
        elif amount is None:
            self.said = t("auction.said.passes", name=name)
        else:
            self.said = t("auction.said.bids", name=name, price=dollars(amount))
        self.lot, self.amount, self.wait = None, 0, 0.0
        self.layout()

    def done(self) -> None:
        if self.break_.summary["buyers"].get(str(self.seat)):
            self.app.pop()                  # the standings: buy cards into the game first
        else:
            start_game(self.app, self.break_.next_setup())

    def update(self, dt: float) -> None:
        super().update(dt)
        bidder = self.auction["bidder"]
        if bidder is None or bidder == self.seat:
            return
        self.wait += dt
        if self.wait >= self.app.bot_pause:            # a bot answers at a person's pace
            answered = self.break_.bot_bid()
            if answered is not None:
                self._heard(*answered)

    # -- drawing ---------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        px = self.app.px
        w, h = self.app.size
        auction = self.auction
        summary = self.break_.summary
        heading(surface, self.app, t("auction.title"), 26)
        theme.blit_text(surface, t("auction.sub", n=summary["played"] + 1, games=summary["games"],
                                   sheriff=self.names[auction["sheriff"]]), "bold", px(18), theme.PARCHMENT,
                        "midtop", (w // 2, px(88)))
        for lot, rect in zip(self.every, self.card_rects()):
            self._draw_card(surface, lot, rect)
        y = self._draw_players(surface, px(424))
        lines = [self.said] if self.said else []
        if auction["bidder"] is None:
            lines += [t("auction.last"), t("auction.over")]
        elif self.mine and auction["bid"] is None:
            lines.append(t("auction.your_name"))
        elif self.mine:
            lines.append(t("auction.your_raise", name=character_name(self.kind, auction["bid"]["lot"])))
        else:
            lines.append(t("auction.waiting", name=self.names[auction["bidder"]]))
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, "bold", px(18), theme.GOLD if i == len(lines) - 1 else theme.CREAM,
                            "midtop", (w // 2, min(y, h - px(170)) + i * px(26)))

    def _draw_card(self, surface: pygame.Surface, lot: str, rect: pygame.Rect) -> None:
        """A character face up: his portrait, name, life and ability; sold, or the bid on him, across its foot."""
        px = self.app.px
        auction = self.auction
        bid = auction["bid"]
        named = bid is not None and bid["lot"] == lot or self.lot == lot
        sold = next(((int(s), price) for s, (c, price) in auction["won"].items() if c == lot), None)
        theme.panel(surface, rect, px(10), theme.PARCHMENT if sold is None else theme.PARCHMENT_LIGHT,
                    theme.GOLD if named else theme.INK_SOFT, px(4) if named else px(2), px(4))
        size = min(rect.width - px(60), px(110))
        face = portrait(lot, self.kind, size, language())
        if sold is not None:
            face = face.copy()
            face.set_alpha(150)
        surface.blit(face, face.get_rect(midtop=(rect.centerx, rect.y + px(10))))
        y = rect.y + px(16) + size
        theme.blit_text(surface, character_name(self.kind, lot), "bold", px(17), theme.INK, "midtop",
                        (rect.centerx, y))
        side = character_side(self.kind, lot)
        y += px(24)
        if side.life:                                   # his bullets, as on the card
            for k in range(side.life):
                bullet = pygame.Rect(0, 0, px(7), px(16))
                bullet.midtop = (rect.centerx + (2 * k + 1 - side.life) * px(6), y)
                pygame.draw.rect(surface, theme.RED, bullet, border_radius=px(3))
            y += px(22)
        for line in theme.wrap(side.rules(language()), "body", px(13), rect.width - px(16))[:6]:
            theme.blit_text(surface, line, "body", px(13), theme.INK_SOFT, "midtop", (rect.centerx, y))
            y += px(16)
        foot = None
        if sold is not None:
            foot = t("auction.sold", name=self.names[sold[0]], price=dollars(sold[1]))
        elif bid is not None and bid["lot"] == lot:
            foot = t("auction.bid_on", price=dollars(bid["amount"]), name=self.names[bid["by"]])
        if foot:
            band = pygame.Rect(rect.x + px(4), rect.bottom - px(34), rect.width - px(8), px(30))
            pygame.draw.rect(surface, theme.INK if sold is not None else theme.GOLD, band, border_radius=px(6))
            theme.blit_text(surface, foot, "bold", px(14), theme.CREAM if sold is not None else theme.INK, "center",
                            band.center)

    def _draw_players(self, surface: pygame.Surface, top: int) -> int:
        """Each player: his money and the character he has (bought, or kept), or whether he passed; the y below."""
        px = self.app.px
        w = self.app.size[0]
        auction = self.auction
        n = len(self.names)
        width = min(px(200), (w - px(80)) // n)
        left = (w - n * width) // 2
        box = pygame.Rect(left - px(10), top, n * width + px(20), px(86))
        theme.panel(surface, box, px(10), theme.PARCHMENT, theme.GOLD, px(3), px(4))
        kept = self.break_.next_characters()
        for seat, name in enumerate(self.names):
            x = left + seat * width + width // 2
            bold = seat == auction["bidder"]
            you = t("table.you") if seat == self.seat else ""
            theme.blit_text(surface, f"{name}{you}", "bold", px(16), theme.RED if bold else theme.INK, "midtop",
                            (x, box.y + px(8)))
            theme.blit_text(surface, dollars(auction["money"][seat]), "bold", px(16), theme.INK, "midtop",
                            (x, box.y + px(32)))
            won, has = auction["won"].get(str(seat)), kept[seat]
            if won is not None:
                note = character_name(self.kind, won[0])
            elif has is not None:
                note = t("auction.keeps", name=character_name(self.kind, has))
            elif auction["bid"] is not None and seat not in auction["bid"]["in"]:     # out of this bidding
                note = t("auction.passed")
            else:
                note = ""
            theme.blit_text(surface, note, "body", px(14), theme.INK_SOFT, "midtop", (x, box.y + px(58)))
        return box.bottom + px(12)
