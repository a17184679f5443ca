"""Where the card table's things are and how they are drawn: each seat's plate, its line of facts (hand size,
reach, distance from you) and its rows of cards in play in the front the layout gives it, the deck and the discard
pile with their counts, a General Store laid out, a Duel face to face. The scene asks it where a zone is (to fly
cards there) and what is under the mouse.

A card in play is a tab (art.card_tab, TAB design pixels wide: its name at 11 px or more at 1280x720, its picture
and its symbols), readable across the table without the mouse; resting the mouse on one enlarges the whole card.
A player's cards in front of him are rows (front_zones: his cards in play, then each set's own row, Gold Rush's
black equipment, with no code of the set's here); each row takes a lane of its front while there is room,
and in a lane the tabs lie one under the other, over each other when five do not fit, each leaving its name strip
in sight.

Zones are data: each zone of a `move` event has a place on the board from its set's window side (game/ui/sets.py):
the core's deck and discard pile, a General Store in the middle, a hand, a row in front of a player... A set's
piles on the table lie around the deck and the discard pile (`place_sets`: a shop's cards above them, a set's
deck and used cards beside them), each with its caption and count; a player's counters and the cards only he
sees are counted on his line of facts, a counter drawn as tokens (nuggets) as a badge on his plate.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from game.core.common.status import of as status_of
from game.ui import sets, theme
from game.ui.art.cards import back_of, card_back, card_face, card_tab, tab_size, tab_strip
from game.ui.art.chrome import Title, card_size, fit_titles
from game.ui.art.dice import token
from game.ui.cards import deck
from game.ui.cards.distance import distance, reach_of
from game.ui.cards.hand import HOVER_LIFT, LIFT, hand_rects
from game.ui.i18n import card_name, language, t, zone_caption
from game.ui.table.layout import FACTS, TURN_TAB, TableLayout
from game.ui.table.plate import PlateInfo, draw_plate, portrait

PILE = 72           # the deck and the discard pile
HAND = 86           # a card in your hand
STORE = 80          # a General Store card
TAB = 104           # a card in play, as a tab (art.card_tab), design pixels wide: its name at 11 px or more
ROW = 5             # the cards in play a lane has room for with every name in sight (tabs laid over each other)
ROW_GAP = 6         # between two rows of cards sharing a lane
SET_PILE = 52       # a card of a set's pile on the table (its deck, its used cards)
SHOP = 80           # a card of a set's row on the table (a shop): its name and cost read across the table
SHOP_GAP = 6        # between two cards of a row
COUNTER = 34        # a counter of a set's on the table, as a token
CAPTION = 20        # a row's caption above it
APART = 24          # between a set's pile and the deck or the discard pile beside it


def lane(px) -> tuple[int, int]:
    """The room of one lane of cards in play: a tab wide, and ROW tabs laid over each other to their names tall
    (table_layout gives each seat a front of such lanes)."""
    w, h = tab_size(px(TAB))
    return w, h + (ROW - 1) * tab_strip(w)


def front_zones(players: list[dict], seat: int) -> tuple[str, ...]:
    """The zones of the cards laid face up before every player, as seat `seat`'s view shows them: the cards in
    play, then each card set's pile of cards face up before each player (Gold Rush's black equipment): the piles
    another seat's view holds as cards (a pile its owner alone sees comes to the others as a count, a counter as a
    number), unless its set's window side places it elsewhere."""
    other = next((p for p in players if p["seat"] != seat), {})
    piles = other.get("piles") or {}
    return ("in_play",) + tuple(name for name, value in piles.items() if type(value) is list
                                and place_of(name, value) == sets.FRONT)


def place_of(zone: str | None, value: object = None) -> str | None:
    """Where a zone lies on the board: its set's word, else what its value in the view suggests (a list of cards
    in front of a player, a number on his plate); None for no zone."""
    if zone is None:
        return None
    spec = sets.zone("cards", zone)
    if spec is not None:
        return spec.place
    return sets.FRONT if type(value) is list else sets.PLATE


def rows_of(player: dict, zones: Sequence[str]) -> list[list[int]]:
    """A player's rows of cards in front of him, one a zone (front_zones): his cards in play, then the sets' rows
    from his "piles" (an empty row for one the view does not have)."""
    piles = player.get("piles") or {}
    return [player["in_play"] if zone == "in_play" else list(piles.get(zone) or []) for zone in zones]


class Board:
    def __init__(self, app, layout: TableLayout, seat: int, game: str = "cards"):
        self.app = app
        self.layout = layout
        self.seat = seat
        self.kind = game
        self.distances = True       # the plates tell reach and distance (not before a lesson teaches them)
        px = app.px
        mid = layout.middle
        w, h = card_size(px(PILE))
        self.deck = pygame.Rect(0, 0, w, h)
        self.deck.midright = (mid.centerx - px(10), mid.centery + px(24))    # clear of the cards of a seat above
        self.discard = pygame.Rect(0, 0, w, h)
        self.discard.midleft = (mid.centerx + px(10), mid.centery + px(24))
        self.in_play: dict[int, list[tuple[int, pygame.Rect]]] = {}    # seat -> (card, the part in sight), by draw
                                                                        # (the replay's open hand after them)
        self.zones: Sequence[str] = ("in_play",)   # the zones of the rows in front of a player (front_zones)
        self.counts: dict[int, list[int]] = {}      # seat -> how many cards each of its rows held when drawn
        self.facts: dict[int, pygame.Rect] = {}     # seat -> its line of facts, filled by draw
        self.duel_names: list[Title] = []      # the two duellists' names as the Duel prompt last drew them
        self.spots: dict[str, pygame.Rect] = {}     # a set's pile on the table -> where it lies (place_sets)

    def taken(self, players: Sequence[dict]) -> list[pygame.Rect]:
        """What the other seats hold on the felt: their plates with their facts, and the cards in front of them."""
        zones = front_zones(list(players), self.seat)
        out = []
        for player in players:
            seat = player["seat"]
            if seat == self.seat or seat not in self.layout.plates:
                continue
            out.append(self.plate(seat).union(self.facts_room(seat)))
            rows = self.front_rects(seat, [len(row) for row in rows_of(player, zones)])
            out += [rect for row in rows for rect, _ in row]
        return out

    def place_sets(self, piles: dict, players: Sequence[dict] = ()) -> None:
        """Where the sets' piles on the table lie (`piles`: the view's, name -> cards or a count), around the deck
        and the discard pile: a row (a shop) as cards face up, large enough to read with their cost, in a line
        above them; a set's decks left of the deck and its used cards right of the discard pile, face down and
        face up like them; its counters as tokens at the end of the row (above the deck without one); each with
        its caption. The row and its caption stay clear of what the other `players` hold above it (their plates,
        their cards in front of them), its cards smaller where they must."""
        px = self.app.px
        mid = self.layout.middle
        places = {name: place_of(name, value) for name, value in piles.items()}
        rows = [name for name, place in places.items() if place == sets.ROW]
        decks = [name for name, place in places.items() if place == sets.DECK]
        used = [name for name, place in places.items() if place == sets.DISCARD]
        tokens = [name for name, place in places.items() if place == sets.COUNTER]
        self.spots = {}
        gap = px(SHOP_GAP)
        cards = sum(max(1, len(piles[name])) for name in rows)
        room = mid.width + px(40) - len(tokens) * (px(COUNTER) * 2 + gap)
        w = min(px(SHOP), (room - gap * (cards - 1)) // max(1, cards))
        x = mid.centerx - (cards * w + gap * (cards - 1) + len(tokens) * (px(COUNTER) * 2 + gap)) // 2
        if rows:        # the row and its caption below the seats' plates and cards above it: smaller if need be
            span = pygame.Rect(x, 0, cards * w + gap * (cards - 1), self.deck.top - px(10) - card_size(w)[1])
            ceiling = max([r.bottom for r in self.taken(players) if r.colliderect(span)], default=0) + px(CAPTION)
            tall = self.deck.top - px(10) - ceiling
            if card_size(w)[1] > tall:
                w = max(1, w * tall // card_size(w)[1])
                x = mid.centerx - (cards * w + gap * (cards - 1) + len(tokens) * (px(COUNTER) * 2 + gap)) // 2
        h = card_size(w)[1]
        top = self.deck.top - px(10) - h
        for name in rows:
            n = max(1, len(piles[name]))
            self.spots[name] = pygame.Rect(x, top, n * w + (n - 1) * gap, h)
            x += n * (w + gap)
        if not rows:                    # the tokens alone, above the deck
            x = mid.centerx - (len(tokens) * (px(COUNTER) * 2 + gap) - gap) // 2
            top = self.deck.top - px(10) - px(COUNTER) * 2
        for name in tokens:
            self.spots[name] = pygame.Rect(x, top + h - px(COUNTER) * 2 if rows else top, px(COUNTER) * 2,
                                           px(COUNTER) * 2)
            x += px(COUNTER) * 2 + gap
        w, h = card_size(px(SET_PILE))
        for i, name in enumerate(decks):
            self.spots[name] = pygame.Rect(self.deck.left - px(APART) - w - i * (w + px(APART)),
                                           self.deck.bottom - h, w, h)
        for i, name in enumerate(used):
            self.spots[name] = pygame.Rect(self.discard.right + px(APART) + i * (w + px(APART)),
                                           self.discard.bottom - h, w, h)

    def row_rects(self, zone: str, count: int) -> list[pygame.Rect]:
        """Where the cards of a row laid out on the table lie: a General Store's, a set's shop row."""
        if place_of(zone) == sets.MIDDLE:
            return self.store_rects(count)
        spot = self.spots.get(zone)
        if spot is None:
            return []
        gap = self.app.px(SHOP_GAP)
        w = (spot.width - gap * (max(1, count) - 1)) // max(1, count) if count else spot.width
        return [pygame.Rect(spot.x + i * (w + gap), spot.y, w, spot.height) for i in range(count)]

    # -- places -------------------------------------------------------------------------------------
    def plate(self, seat: int) -> pygame.Rect:
        return self.layout.plates[seat]

    def facts_room(self, seat: int) -> pygame.Rect:
        """Where a seat's line of facts goes: under its plate (yours: above it, clear of its "Turn" tab)."""
        px = self.app.px
        plate = self.plate(seat)
        room = pygame.Rect(plate.x, plate.bottom, plate.width, px(FACTS))
        if seat == self.seat:
            room.bottom = plate.top - px(TURN_TAB)
        return room

    def seat_area(self, seat: int) -> pygame.Rect:
        """A seat's plate with its line of facts and the room for the cards in front of it."""
        return self.plate(seat).union(self.facts_room(seat)).union(self.layout.fronts[seat])

    def front_rects(self, seat: int, counts: list[int]) -> list[list[tuple[pygame.Rect, pygame.Rect]]]:
        """Where each card of a seat's rows of cards in play lies (`counts`: the cards of each row), and the part
        of it in sight: a lane for each row while the front has room, from the plate's side (centred under a
        plate, yours from the bottom up); in a lane the tabs lie one under the other, over each other when they
        must, each leaving at least its name strip in sight; rows that share a lane follow each other."""
        px = self.app.px
        front, plate = self.layout.fronts[seat], self.plate(seat)
        w, h = tab_size(px(TAB))
        gap, row_gap = px(3), px(ROW_GAP)
        lanes = max(1, (front.width + gap) // (w + gap))
        used = [i for i, n in enumerate(counts) if n]
        orders = self.lane_orders(counts, used, lanes, (front.height + gap) // (h + gap))
        span = len(orders) * (w + gap) - gap
        if front.left >= plate.right:
            x0 = front.left
        elif front.right <= plate.left:
            x0 = front.right - span
        else:
            x0 = front.centerx - span // 2
        out: list[list[tuple[pygame.Rect, pygame.Rect]]] = [[] for _ in counts]
        for j, order in enumerate(orders):
            cards = len(order)
            moved = [sum(order[k] != order[k - 1] for k in range(1, i + 1)) for i in range(cards)]     # rows so far
            breaks = moved[-1] * row_gap
            step = h + gap if cards < 2 else min(h + gap, (front.height - h - breaks) / (cards - 1))
            top = front.bottom - round(step * (cards - 1) + breaks) - h if seat == self.seat else front.top
            x = x0 + span - w - j * (w + gap) if front.right <= plate.left else x0 + j * (w + gap)
            rects = [pygame.Rect(x, top + round(i * step + moved[i] * row_gap), w, h) for i in range(cards)]
            for i, (row, rect) in enumerate(zip(order, rects)):
                seen = rect.clip(rect.x, rect.y, w, rects[i + 1].y - rect.y) if i + 1 < len(rects) else rect
                out[row].append((rect, seen))
        return out

    @staticmethod
    def lane_orders(counts: list[int], used: list[int], lanes: int, clear: int) -> list[list[int]]:
        """The row of each card of each lane used, in order: a row a lane while the front has lanes enough (rows
        beyond share them); a row too long for its lane (more than `clear` cards, which lie clear of each other)
        spreads over the lanes left spare, so its cards are not laid over each other while there is room."""
        if len(used) > lanes:
            return [[row for row in used[j::lanes] for _ in range(counts[row])] for j in range(lanes)]
        spare, orders = lanes - len(used), []
        for row in used:
            extra = min(spare, -(-counts[row] // max(1, clear)) - 1)
            spare -= extra
            size = -(-counts[row] // (extra + 1))
            orders += [[row] * min(size, counts[row] - k) for k in range(0, counts[row], size)]
        return orders

    def zone_point(self, where: dict | None, index: int = 0) -> tuple[int, int]:
        """Where a card goes to (or comes from) in a zone, for the flights, from the place its set gives it."""
        zone, seat = (where or {}).get("zone"), (where or {}).get("seat")
        place = place_of(zone)
        if zone in self.spots and seat is None:                 # a set's pile on the table
            rects = self.row_rects(zone, index + 1) if place == sets.ROW else []
            return rects[index].center if rects else self.spots[zone].center
        if place == sets.DECK:
            return self.deck.center
        if place == sets.DISCARD:
            return self.discard.center
        if place == sets.MIDDLE:
            return self.store_centre()
        if place == sets.BESIDE and seat is None:
            return self.layout.middle.midtop
        if place == sets.BESIDE and seat is not None:
            plate = self.plate(seat)
            return (plate.right + self.app.px(30), plate.centery) if plate.right < self.layout.felt.right - \
                self.app.px(120) else (plate.left - self.app.px(30), plate.centery)
        if zone in self.zones and seat is not None:
            row = self.zones.index(zone)
            counts = list(self.counts.get(seat) or [0] * len(self.zones))
            counts[row] = max(counts[row], index + 1)
            return self.front_rects(seat, counts)[row][index][1].center
        if place == sets.HAND and seat == self.seat:
            return self.layout.hand.center
        if seat is not None and seat in self.layout.plates:
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

    def draw_sets(self, surface: pygame.Surface, piles: dict, offered: Collection[int] = ()) -> None:
        """The sets' piles on the table where place_sets put them: a deck face down, used cards with the last on
        top, a row face up as tabs (those an answer takes lit), a counter as a token; each with its caption and
        count."""
        px = self.app.px
        for name, value in piles.items():
            spot = self.spots.get(name)
            if spot is None:
                continue
            place = place_of(name, value)
            count = len(value) if type(value) is list else int(value)
            spec = sets.zone("cards", name)
            if place == sets.COUNTER and spec is not None and spec.token:      # its token, with its count
                self.draw_token(surface, spec.token, spot.center, spot.width * 3 // 4, count)
            elif place == sets.COUNTER:
                centre = (spot.centerx, spot.bottom - px(COUNTER) // 2 - px(4))
                pygame.draw.circle(surface, theme.WOOD, centre, px(COUNTER) // 2 + px(2))
                pygame.draw.circle(surface, theme.GOLD, centre, px(COUNTER) // 2)
                theme.blit_text(surface, str(count), "title", px(18), theme.INK, "center", centre)
            elif place == sets.ROW and type(value) is list:
                rects = self.row_rects(name, max(1, len(value)))
                for c, rect in zip(value, rects):
                    if c in offered:            # an answer takes it (a card you can buy): lit
                        pygame.draw.rect(surface, theme.GOLD, rect.inflate(px(6), px(6)), px(3),
                                         border_radius=px(8))
                    surface.blit(self.card_image(c, rect.width), rect)
                if not value:
                    pygame.draw.rect(surface, (20, 50, 30), rects[0], px(2), border_radius=px(6))
                text = theme.fit(theme.render(zone_caption("cards", name, count), "bold", px(13), theme.CREAM),
                                 spot.width + px(40))
                surface.blit(text, text.get_rect(midbottom=(spot.centerx, spot.top - px(3))))
                continue
            elif type(value) is list and value:          # used cards, the last on top
                surface.blit(self.card_image(value[-1], spot.width), spot)
            elif type(value) is int and value:          # a deck: its backs
                surface.blit(back_of(spot.width, spec.back if spec is not None else None), spot)
            else:
                pygame.draw.rect(surface, (20, 50, 30), spot, px(2), border_radius=px(6))
            text = theme.fit(theme.render(zone_caption("cards", name, count), "bold", px(12), theme.CREAM),
                             spot.width + px(APART) * 2)          # into the room beside the pile
            surface.blit(text, text.get_rect(midtop=(spot.centerx, spot.bottom + px(4))))

    def draw_token(self, surface: pygame.Surface, piece: str, centre: tuple[int, int], size: int,
                   count: int) -> None:
        """A set's token (the picture of `piece`) `size` pixels across, its count on a badge at its lower right."""
        px = self.app.px
        image = token(sets.piece("cards", piece).picture, size)
        surface.blit(image, image.get_rect(center=centre))
        text = theme.render(str(count), "bold", max(px(11), size * 2 // 5), theme.CREAM)
        badge = text.get_rect(center=(centre[0] + size // 3, centre[1] + size // 3)).inflate(px(8), px(2))
        badge.width = max(badge.width, badge.height)
        pygame.draw.rect(surface, theme.WOOD, badge, border_radius=badge.height // 2)
        pygame.draw.rect(surface, theme.GOLD, badge, max(1, px(1)), border_radius=badge.height // 2)
        surface.blit(text, text.get_rect(center=badge.center))

    def plate_info(self, player: dict, bots: list[str | None]) -> PlateInfo:
        return PlateInfo(player["seat"], player["name"], player["character"], player["life"], player["max_life"],
                         status_of(player).seated, player.get("role"), bots[player["seat"]],
                         player["seat"] == self.seat, sets.plate_look("cards", player.get("status", "")))

    def draw_seat(self, surface: pygame.Surface, player: dict, data: dict, bots: list[str | None], *,
                  turn: bool, mark: str | None, clock: float, zones: Sequence[str] = ("in_play",),
                  hand: list[int] | None = None) -> None:
        """The plate, its rows of cards in front of it (one a zone of `zones`), its line of facts (hand size, reach,
        distance from you: the rules' answers for `data`, the view shown); `hand` shows the seat's cards face up
        (the replay), a row of its own after the others."""
        seat = player["seat"]
        plate = self.plate(seat)
        px = self.app.px
        draw_plate(surface, plate, self.plate_info(player, bots), self.kind, language(), turn=turn, mark=mark,
                   clock=clock)
        self.zones = zones
        rows = rows_of(player, zones)
        if hand and seat != self.seat:          # the replay: the seat's hand face up, a row after its cards in play
            rows.append(hand)
        self.counts[seat] = [len(row) for row in rows]
        placed = []
        for i, (row, rects) in enumerate(zip(rows, self.front_rects(seat, self.counts[seat]))):
            if i == len(zones) and rects:               # the hand on a dark ground, apart from the cards in play
                back = rects[0][0].unionall([rect for rect, _ in rects]).inflate(px(6), px(6))
                shade = pygame.Surface(back.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (16, 10, 6, 150), shade.get_rect(), border_radius=px(6))
                surface.blit(shade, back)
            for c, (rect, seen) in zip(row, rects):
                surface.blit(card_tab(deck.kind_of(c), rect.width, language()), rect)
                placed.append((c, seen))
        self.in_play[seat] = placed
        look = sets.plate_look("cards", player.get("status", ""))       # a set's status: its caption first
        caption = look.caption(player, len(data["table"]["players"])) if look and look.caption else None
        seated = status_of(player).seated
        if not seated and caption is None:             # no hand, reach or distance to tell
            self.facts.pop(seat, None)
            return
        facts = []
        if seated:
            facts.append(t("board.hand", n=player["hand_count"]))
        if seated and self.distances:
            facts.append(t("board.reach", n=reach_of(data, seat)))     # the weapon itself lies among the cards in play
        near = distance(data, seat) if seated and self.distances else None
        if near is not None:
            facts.append(t("board.distance", n=near.total))
        tokens = 0
        for name, value in (player.get("piles") or {}).items():        # his counters, his cards only he sees
            count = value if type(value) is int else len(value)
            spec = sets.zone("cards", name)
            if place_of(name, value) == sets.PLATE and spec is not None and spec.token:    # a badge on his plate
                size = px(28)
                self.draw_token(surface, spec.token, (plate.right - px(6) - size // 2 - tokens * (size + px(14)),
                                                      plate.top + px(4) + size // 2), size, count)
                tokens += 1
            elif place_of(name, value) == sets.PLATE and (spec is None or spec.label) \
                    and (count or spec is not None and spec.empty):
                facts.append(zone_caption("cards", name, count))
        lines = [" · ".join(facts)] if facts else []
        if caption:                     # a line of its own, nearest the plate
            lines = [*lines, caption] if seat == self.seat else [caption, *lines]
        room = self.facts_room(seat)
        y = room.bottom - px(2) if seat == self.seat else room.top + px(3)
        backs = []
        for text in (reversed(lines) if seat == self.seat else lines):     # yours stacks upwards from its plate
            image = theme.fit(theme.render(text, "bold", px(12), theme.CREAM), plate.width - px(10))
            spot = image.get_rect(midbottom=(room.centerx, y)) if seat == self.seat else \
                image.get_rect(midtop=(room.centerx, y))
            back = spot.inflate(px(10), px(4))      # no wider than the plate: it never reaches the next seat's
            y = back.top - px(1) if seat == self.seat else back.bottom + px(1)
            shade = pygame.Surface(back.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (16, 10, 6, 170), shade.get_rect(), border_radius=px(6))
            surface.blit(shade, back)
            surface.blit(image, spot)
            backs.append(back)
        self.facts[seat] = backs[0].unionall(backs[1:])

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
