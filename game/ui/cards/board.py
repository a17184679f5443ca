"""Where the card table's things are and how they are drawn: each seat's plate with its strip (hand size, weapon
and reach, distance from you, cards in play), the deck and the discard pile with their counts, a General Store
laid out, a Duel face to face. The scene asks it where a zone is (to fly cards there) and what is under the mouse.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui import theme
from game.ui.art.cards import card_back, card_face
from game.ui.art.chrome import Title, card_size, fit_titles
from game.ui.cards import deck
from game.ui.cards.distance import distance, reach_of
from game.ui.cards.hand import HOVER_LIFT, LIFT, hand_rects
from game.ui.i18n import card_name, language, t
from game.ui.table.layout import TableLayout
from game.ui.table.plate import PlateInfo, draw_plate, portrait

SMALL = 38          # a card in play, design pixels wide
PILE = 72           # the deck and the discard pile
HAND = 86           # a card in your hand
STORE = 80          # a General Store card
FACTS = 18          # the room of a seat's line of facts (hand size, reach, distance) between its plate and cards


class Board:
    def __init__(self, app, layout: TableLayout, seat: int, game: str = "cards"):
        self.app = app
        self.layout = layout
        self.seat = seat
        self.kind = game
        px = app.px
        mid = layout.middle
        w, h = card_size(px(PILE))
        self.deck = pygame.Rect(0, 0, w, h)
        self.deck.midright = (mid.centerx - px(10), mid.centery + px(24))    # clear of the cards of a seat above
        self.discard = pygame.Rect(0, 0, w, h)
        self.discard.midleft = (mid.centerx + px(10), mid.centery + px(24))
        self.in_play: dict[int, list[tuple[int, pygame.Rect]]] = {}    # seat -> (card, rect), filled by draw
        self.strips: dict[int, pygame.Rect] = {}
        self.facts: dict[int, pygame.Rect] = {}     # seat -> its line of facts, filled by draw
        self.duel_names: list[Title] = []      # the two duellists' names as the Duel prompt last drew them
        for seat, plate in layout.plates.items():
            self.strips[seat] = self._strip(seat, plate)

    def _strip(self, seat: int, plate: pygame.Rect) -> pygame.Rect:
        """Where a seat's cards in play and its line of facts go: below the plate across the table, above it at
        the ends of the table and near you; on the other side when that one would cover another seat."""
        px = self.app.px
        layout = self.layout
        strip = pygame.Rect(plate.x, 0, plate.width, px(64))
        if seat == self.seat:
            strip.bottom = plate.top - px(22)      # above the "Turn" tab of your plate
            return strip
        above, below = strip.copy(), strip.copy()
        above.bottom = plate.top - px(4)
        below.top = plate.bottom + px(4)
        side = abs(math.cos(layout.angles[seat])) > 0.85      # a seat at the left or right end of the table
        first, second = (below, above) if plate.centery < layout.middle.centery and not side else (above, below)

        def free(rect: pygame.Rect) -> bool:
            reach = rect.inflate(0, px(20)).move(0, -px(10) if rect is above else 0)   # with the line of facts
            return layout.felt.contains(reach) and not any(reach.colliderect(other) for s, other in
                                                           layout.plates.items() if s != seat)
        return first if free(first) or not free(second) else second

    # -- places -------------------------------------------------------------------------------------
    def plate(self, seat: int) -> pygame.Rect:
        return self.layout.plates[seat]

    def seat_area(self, seat: int) -> pygame.Rect:
        """A seat's plate with its line of facts and the cards in front of it."""
        return self.plate(seat).union(self.in_play_rect(seat, 0, 1)).union(self.strips[seat])

    def in_play_rect(self, seat: int, index: int, count: int) -> pygame.Rect:
        px = self.app.px
        strip = self.strips[seat]
        w, h = card_size(px(SMALL))
        step = min(w + px(3), (strip.width - w) / max(1, count - 1)) if count > 1 else 0
        above = strip.bottom < self.plate(seat).top
        x = strip.x + index * step
        # lined up from the side nearer the middle of the table; above another seat's plate, from the outer side,
        # clear of the lines of facts that hang below the seats across the table
        if (strip.centerx < self.layout.felt.centerx) != (above and seat != self.seat):
            x = strip.right - w - (count - 1 - index) * step
        # the line of facts lies between the plate and its cards
        return pygame.Rect(round(x), strip.bottom - h - px(FACTS) if above else strip.y + px(FACTS), w, h)

    def zone_point(self, where: dict, index: int = 0) -> tuple[int, int]:
        """Where a card goes to (or comes from) in a zone, for the flights."""
        zone, seat = where.get("zone"), where.get("seat")
        if zone == "deck":
            return self.deck.center
        if zone == "discard":
            return self.discard.center
        if zone == "store":
            return self.store_centre()
        if zone == "draw" and seat is None:
            return self.layout.middle.midtop
        if zone == "draw" and seat is not None:
            plate = self.plate(seat)
            return (plate.right + self.app.px(30), plate.centery) if plate.right < self.layout.felt.right - \
                self.app.px(120) else (plate.left - self.app.px(30), plate.centery)
        if zone == "in_play" and seat is not None:
            return self.in_play_rect(seat, index, index + 1).center
        if zone in ("hand", "peek") and seat == self.seat:
            return self.layout.hand.center
        if seat is not None:
            return self.plate(seat).center
        return self.layout.middle.center

    # -- drawing ------------------------------------------------------------------------------------
    def card_image(self, card_id: int | None, width: int) -> pygame.Surface:
        if card_id is None:
            return card_back(width)
        face = deck.card(card_id)
        return card_face(face.kind, face.rank, face.suit, width, language(), self.app.settings["colorblind_suits"])

    def draw_piles(self, surface: pygame.Surface, deck_count: int, discard: list[int]) -> None:
        px = self.app.px
        for i in range(min(4, max(0, deck_count // 12))):
            surface.blit(card_back(self.deck.width), self.deck.move(-i * px(2), -i * px(2)))
        if deck_count:
            surface.blit(card_back(self.deck.width), self.deck.move(-px(8), -px(8)) if deck_count >= 48
                         else self.deck)
        else:
            pygame.draw.rect(surface, (20, 50, 30), self.deck, px(2), border_radius=px(6))
        if discard:
            surface.blit(self.card_image(discard[-1], self.discard.width), self.discard)
        else:
            pygame.draw.rect(surface, (20, 50, 30), self.discard, px(2), border_radius=px(6))
        for rect, text in ((self.deck, t("board.deck", n=deck_count)), (self.discard, t("board.discard",
                                                                                         n=len(discard)))):
            theme.blit_text(surface, text, "bold", px(14), theme.CREAM, "midtop", (rect.centerx, rect.bottom + px(6)))

    def plate_info(self, player: dict, bots: list[str | None]) -> PlateInfo:
        return PlateInfo(player["seat"], player["name"], player["character"], player["life"], player["max_life"],
                         player["alive"], player.get("role"), bots[player["seat"]], player["seat"] == self.seat)

    def draw_seat(self, surface: pygame.Surface, player: dict, players: list[dict], bots: list[str | None], *,
                  turn: bool, mark: str | None, clock: float, hand: list[int] | None = None) -> None:
        """The plate, then its strip: cards in play, hand size, weapon and reach, distance from you; `hand` shows
        the seat's cards face up (the replay)."""
        seat = player["seat"]
        plate = self.plate(seat)
        px = self.app.px
        strip = self.strips[seat]
        below = seat != self.seat and strip.bottom < plate.top       # the "Turn" tab away from the strip
        draw_plate(surface, plate, self.plate_info(player, bots), self.kind, language(), turn=turn, mark=mark,
                   clock=clock, tab="bottom" if below else "top")
        cards = player["in_play"]
        placed = []
        for i, c in enumerate(cards):
            rect = self.in_play_rect(seat, i, len(cards))
            surface.blit(self.card_image(c, rect.width), rect)
            placed.append((c, rect))
        self.in_play[seat] = placed
        if hand:
            self._open_hand(surface, seat, hand)
        if not player["alive"]:
            self.facts.pop(seat, None)
            return
        facts = [t("board.hand", n=player["hand_count"])]
        facts.append(t("board.reach", n=reach_of(player)))        # the weapon itself lies among the cards in play
        near = distance(players, self.seat, seat)
        if near is not None:
            facts.append(t("board.distance", n=near.total))
        text = " · ".join(facts)
        image = theme.fit(theme.render(text, "bold", px(12), theme.CREAM), plate.width - px(10))
        spot = image.get_rect()
        if strip.bottom < plate.top:
            spot.midbottom = (plate.centerx, strip.bottom + px(1))
        else:
            spot.midtop = (plate.centerx, plate.bottom + px(3))
        back = spot.inflate(px(10), px(4))          # no wider than the plate: it never reaches the next seat's
        self.facts[seat] = back
        shade = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (16, 10, 6, 170), shade.get_rect(), border_radius=px(6))
        surface.blit(shade, back)
        surface.blit(image, spot)

    def _open_hand(self, surface: pygame.Surface, seat: int, hand: list[int]) -> None:
        """A seat's hand face up beside its plate (the replay shows every hand): on the outer side for the seats
        across the table, towards the middle for the seats at the sides, so it never covers the cards in play."""
        if seat == self.seat or not hand:
            return
        px = self.app.px
        plate = self.plate(seat)
        felt = self.layout.felt
        w, h = card_size(px(30))
        across = plate.bottom < self.layout.middle.top
        left = (plate.centerx < felt.centerx) == across
        room = plate.left - felt.x - px(30) if left else felt.right - plate.right - px(30)
        room = max(w, min(px(170), room))
        step = min(w + px(2), (room - w) / (len(hand) - 1)) if len(hand) > 1 else 0
        total = round(w + step * (len(hand) - 1))
        x = plate.left - px(10) - total if left else plate.right + px(10)
        y = plate.centery - h // 2
        back = pygame.Rect(x, y, total, h).inflate(px(10), px(10))
        shade = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (16, 10, 6, 140), shade.get_rect(), border_radius=px(6))
        surface.blit(shade, back)
        for i, c in enumerate(hand):
            surface.blit(self.card_image(c, w), (round(x + i * step), y))

    def draw_hand(self, surface: pygame.Surface, cards: list[int], lifted: set[int], dimmed: set[int],
                  hovered: int | None, chosen: Sequence[int] = (), shake: tuple[int, int] | None = None
                  ) -> list[pygame.Rect]:
        """Your hand: the playable cards lifted, the hovered and the `chosen` ones (aimed, picked) lifted more,
        the others dimmed, the card of `shake` (its index, pixels) moved aside; returns where each card rests
        (before lifting)."""
        px = self.app.px
        rects = hand_rects(self.layout.hand, len(cards), px(HAND))
        for i, (c, rect) in enumerate(zip(cards, rects)):
            rect = rect.move(shake[1] if shake is not None and shake[0] == i else 0,
                             -px(HOVER_LIFT) if i == hovered or i in chosen else -px(LIFT) if i in lifted else 0)
            image = self.card_image(c, rect.width)
            surface.blit(image, rect)
            if i in dimmed:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (20, 14, 10, 130), veil.get_rect(), border_radius=px(6))
                surface.blit(veil, rect)
            if i < 9:
                tag = theme.render(str(i + 1), "bold", px(13), theme.CREAM)
                spot = tag.get_rect(midbottom=(rect.centerx, rect.top - px(2)))
                pygame.draw.circle(surface, theme.WOOD, spot.center, px(10))
                surface.blit(tag, spot)
        return rects

    def store_centre(self) -> tuple[int, int]:
        """Where a General Store is laid out: below the piles, clear of the cards in front of the seats above."""
        mid = self.layout.middle
        return mid.centerx, (mid.centery + self.layout.hand.top) // 2 - self.app.px(10)

    def store_rects(self, count: int) -> list[pygame.Rect]:
        px = self.app.px
        gap = px(10)
        room = self.layout.middle.width + px(200)         # between the seats at the sides
        w, h = card_size(min(px(STORE), (room - (count - 1) * gap) // max(1, count)))
        total = count * w + (count - 1) * gap
        cx, cy = self.store_centre()
        return [pygame.Rect(cx - total // 2 + i * (w + gap), cy - h // 2, w, h) for i in range(count)]

    def draw_store(self, surface: pygame.Surface, cards: list[int], order: list[int], names: list[str],
                   picking: bool) -> list[pygame.Rect]:
        """The General Store: its cards face up in the middle, who picks in which order."""
        px = self.app.px
        rects = self.store_rects(len(cards))
        if not rects:
            return rects
        box = rects[0].unionall(rects).inflate(px(40), px(80))
        box.y -= px(16)
        theme.panel(surface, box, px(10), (60, 40, 24), theme.GOLD, px(2), px(4))
        theme.blit_text(surface, t("board.store"), "title", px(20), theme.GOLD, "midtop", (box.centerx, box.y + px(4)))
        for c, rect in zip(cards, rects):
            surface.blit(self.card_image(c, rect.width), rect)
            if picking:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(px(6), px(6)), px(3), border_radius=px(8))
        turns = ", ".join(names[s] for s in order)
        line = theme.fit(theme.render(t("board.store_order", names=turns), "bold", px(13), theme.CREAM),
                         box.width - px(16))
        surface.blit(line, line.get_rect(midbottom=(box.centerx, box.bottom - px(6))))
        return rects

    def draw_face_off(self, surface: pygame.Surface, row: pygame.Rect, attacker: dict, defender: dict, turn: int,
                      bangs: int) -> None:
        """The two duellists face to face in a row of the Duel prompt, the one who must answer lit: their portraits
        at the ends, their names beside them in one size, "vs" between the names and the BANG!s so far below."""
        px = self.app.px
        size = row.height - px(8)
        top = pygame.Rect(row.x, row.y, row.width, row.height * 3 // 5)        # the names and "vs"
        vs = theme.render(t("board.duel_vs"), "title", px(22), theme.RED)
        spots = []
        for player, side in ((attacker, -1), (defender, 1)):
            face = portrait(player["character"], self.kind, size, language())
            if side > 0:
                face = pygame.transform.flip(face, True, False)
            spot = face.get_rect(centery=row.centery)
            if side < 0:
                spot.left = row.x + px(10)
            else:
                spot.right = row.right - px(10)
            if player["seat"] == turn:
                pygame.draw.circle(surface, theme.GOLD, spot.center, size // 2 + px(4))
            surface.blit(face, spot)
            spots.append(spot)
        middle = vs.get_width() // 2 + px(6)
        bars = [pygame.Rect(spots[0].right + px(6), top.y, top.centerx - middle - spots[0].right - px(6), top.height),
                pygame.Rect(top.centerx + middle, top.y, spots[1].left - px(6) - top.centerx - middle, top.height)]
        self.duel_names = fit_titles([attacker["name"], defender["name"]], "bold", px(15), bars, px(11))
        for title, bar, side in zip(self.duel_names, bars, (-1, 1)):
            for line, rect in zip(title.lines, title.rects):           # each name against its portrait
                at = rect.move(bar.left - rect.left if side < 0 else bar.right - rect.right, 0)
                surface.blit(title.font.render(line, True, theme.INK), at)
        surface.blit(vs, vs.get_rect(center=top.center))
        between = spots[1].left - spots[0].right - px(16)
        count = theme.fit(theme.render(t("board.duel_bangs", n=bangs), "bold", px(12), theme.INK_SOFT), between)
        surface.blit(count, count.get_rect(midtop=(row.centerx, top.bottom)))

    def draw_duel(self, surface: pygame.Surface, attacker: dict, defender: dict, turn: int, bangs: int) -> None:
        """Two duellists face to face in the middle, the one who must answer lit."""
        px = self.app.px
        mid = self.layout.middle
        box = mid.inflate(px(40), px(30))
        theme.panel(surface, box, px(12), (60, 40, 24), theme.GOLD, px(2), px(4))
        theme.blit_text(surface, card_name("duel"), "title", px(24), theme.GOLD, "midtop", (box.centerx, box.y + px(6)))
        size = px(70)
        for player, side in ((attacker, -1), (defender, 1)):
            face = portrait(player["character"], self.kind, size, language())
            if side > 0:
                face = pygame.transform.flip(face, True, False)
            spot = face.get_rect(center=(box.centerx + side * px(92), box.centery + px(8)))
            if player["seat"] == turn:
                pygame.draw.circle(surface, theme.GOLD, spot.center, size // 2 + px(5))
            surface.blit(face, spot)
            theme.blit_text(surface, player["name"], "bold", px(14), theme.CREAM, "midtop",
                            (spot.centerx, spot.bottom + px(2)))
        theme.blit_text(surface, t("board.duel_vs"), "title", px(26), theme.RED, "center",
                        (box.centerx, box.centery + px(8)))
        theme.blit_text(surface, t("board.duel_bangs", n=bangs), "bold", px(14), theme.CREAM, "midbottom",
                        (box.centerx, box.bottom - px(6)))
