"""Where the dice table's things are and how they are drawn: each seat's plate (the kit's) with its badges (the
arrows and the modules' tokens it holds, whether the roller's 1 or 2 reaches it, the shots aimed at it, whom it
hunts in a three-player game), the arrow pile in the middle with its count (the modules' token piles beside it, as
their zones place them), the tray of the roll's dice under it
(as many as the view shows, 2 to 6, each of its kind; the dice smaller where the plates beside leave no room) with
what each die is doing (kept, locked, to re-roll, used), and the line of the roles dealt. The scene asks it where
things are, to fly dice and arrows there and to know what is under the mouse."""

from __future__ import annotations

import math

import pygame

from game.core.common.status import of as status_of
from game.ui import sets, theme
from game.ui.art.cards import arrow_token
from game.ui.art.looks import face_image, symbol_image, token_image
from game.ui.dice import facts
from game.ui.i18n import language, role_name, t, zone_caption
from game.ui.table.layout import TableLayout
from game.ui.table.plate import PlateInfo, draw_plate

DIE = {False: 68, True: 56}     # a die in the tray, design pixels: smaller among the plates of 7 or 8 seats
LOW = {False: 30, True: 0}      # how far below the middle of the oval the tray sits
GAP = 12                        # between two dice
PAD = 14                        # between the tray's rim and the dice
CLEAR = 10                      # between the tray and a plate beside it
LINES = 400                     # the room of the lines under the tray, however few dice it holds
EVEN = 40                       # a line under the tray broken in two: how much longer the first half may be
BADGE = 22          # a badge on a plate
PILE = 150          # a module's token pile in the middle
CHIP = 28           # the height of a token's chip on a plate, design pixels (its picture fills it)
EACH = 3            # a seat's tokens of a kind drawn one by one, each its own picture, up to this many
MIDDLE = (sets.COUNTER, sets.DECK, sets.DISCARD, sets.ROW, sets.MIDDLE)     # the zones' places on the table


class DiceBoard:
    def __init__(self, app, layout: TableLayout, seat: int, dice: int):
        """The table for rolls of `dice` dice (as many as the view shows: 2 to 6 with the expansions)."""
        self.app = app
        self.layout = layout
        self.seat = seat
        px = app.px
        crowded = len(layout.plates) >= 7
        gap, pad = px(GAP), px(PAD)
        self.tray = pygame.Rect(0, 0, 0, px(DIE[crowded]) + px(40))
        self.tray.center = layout.middle.move(0, px(LOW[crowded])).center
        self.room = self._room(self.tray)
        self.die = min(px(DIE[crowded]), (self.room - 2 * pad - (dice - 1) * gap) // max(1, dice))  # smaller dice
        self.tray.width = dice * self.die + (dice - 1) * gap + 2 * pad
        self.tray.centerx = layout.middle.centerx
        self.slots = [pygame.Rect(self.tray.x + pad + i * (self.die + gap), self.tray.y + px(8), self.die,
                                  self.die) for i in range(dice)]
        self.token_spots: dict[int, list[tuple[str, pygame.Rect]]] = {}    # seat -> its token chips, as drawn
        self.pile = pygame.Rect(0, 0, px(170), px(54))
        self.pile.midbottom = (self.tray.centerx, self.tray.top - px(6))
        self.spots: dict[str, pygame.Rect] = {}     # a module's token pile in the middle -> where it lies

    def _room(self, band: pygame.Rect) -> int:
        """How wide a tray centred on the middle of the table may be at the height of `band` without reaching a
        plate beside it (or the felt's rail)."""
        px = self.app.px
        cx = self.layout.middle.centerx
        half = min(cx - self.layout.felt.left, self.layout.felt.right - cx) - px(CLEAR)
        for plate in self.layout.plates.values():
            if plate.top < band.bottom and plate.bottom > band.top:
                half = min(half, (cx - plate.right if plate.centerx < cx else plate.left - cx) - px(CLEAR))
        return 2 * half

    # -- places -------------------------------------------------------------------------------------
    def plate(self, seat: int) -> pygame.Rect:
        return self.layout.plates[seat]

    def slot_centre(self, die: int) -> tuple[int, int]:
        """Where die `die` lands in the tray (the middle of the tray for a die the tray has no slot for yet: a
        roll of more dice than the last view showed, until the next view)."""
        return self.slots[die].center if 0 <= die < len(self.slots) else self.tray.center

    def portrait(self, seat: int) -> pygame.Rect:
        plate = self.plate(seat)
        return pygame.Rect(plate.x, plate.y, plate.height, plate.height)

    def arrows_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's arrows sit (an arrow taken flies there)."""
        plate = self.plate(seat)
        return plate.right - self.app.px(20), plate.top + self.app.px(2)

    def pile_spot(self, zone: str | None = None) -> tuple[int, int]:
        """The middle of a module's token pile in the middle of the table, else of the arrow pile."""
        spot = self.spots.get(zone) if zone is not None else None
        return (spot or self.pile).center

    def place_piles(self, piles: dict, table: dict | None = None) -> None:
        """Where the modules' token piles on the table lie (`piles`: the view's, name -> a count): those whose
        zone's place is on the table (a bank, a face-down stack...) beside the arrow pile, right then left, or in
        a line above it where the plates beside leave no room; a pile its module places on the plates (or no
        window side places, or whose zone's caption says nothing of `table`, the view's) is not shown in the
        middle. A player's tokens are on his plate whatever the place."""
        px = self.app.px
        names = [name for name in piles if (spec := sets.zone("dice", name)) is not None and spec.place in MIDDLE
                 and (spec.caption is None or table is None or spec.caption(table) is not None)]
        self.spots = {}
        w, gap = px(PILE), px(8)
        room = self._room(self.pile) // 2 - self.pile.width // 2         # beside the arrow pile, on each side
        beside = max(0, (room + gap) // (w + gap)) * 2
        for i, name in enumerate(names):
            spot = pygame.Rect(0, 0, w, self.pile.height)
            if len(names) <= beside:
                n = i // 2 + 1
                spot.centery = self.pile.centery
                if i % 2 == 0:
                    spot.x = self.pile.right + gap + (n - 1) * (w + gap)
                else:
                    spot.right = self.pile.left - gap - (n - 1) * (w + gap)
            else:
                spot.bottom = self.pile.top - gap
                spot.x = self.pile.centerx - (len(names) * (w + gap) - gap) // 2 + i * (w + gap)
            self.spots[name] = spot

    def die_at(self, pos) -> int | None:
        return next((i for i, slot in enumerate(self.slots) if slot.collidepoint(pos)), None)

    # -- the middle ---------------------------------------------------------------------------------
    def draw_pile(self, surface: pygame.Surface, count: int) -> None:
        """The arrows left in the middle, fanned like a quiver, with their count."""
        px = self.app.px
        box = self.pile
        _shade(surface, box, px(10), 150)
        words = theme.render(t("dice.pile", n=count), "bold", px(16), theme.CREAM if count > 2 else theme.RED)
        size = px(34)
        token = arrow_token(size)
        step = min(px(11), (box.width - words.get_width() - px(26) - size) // 8)     # the fan stops short of them
        for i in range(count):
            surface.blit(token, (box.x + px(8) + i * step, box.centery - size // 2))
        surface.blit(words, words.get_rect(midright=(box.right - px(10), box.centery)))

    def draw_piles(self, surface: pygame.Surface, piles: dict, table: dict | None = None) -> None:
        """The modules' token piles where place_piles put them: each token's picture and its caption with how
        many are left (or its zone's own caption of `table`, the view's)."""
        px = self.app.px
        for name, spot in self.spots.items():
            count = piles.get(name, 0)
            count = len(count) if isinstance(count, list) else int(count)
            _shade(surface, spot, px(10), 150)
            size = px(34)
            surface.blit(token_image(name, size), (spot.x + px(8), spot.centery - size // 2))
            spec = sets.zone("dice", name)
            own = spec.caption(table) if spec is not None and spec.caption is not None and table is not None else None
            words = theme.fit(theme.render(own or zone_caption("dice", name, count), "bold", px(14),
                                           theme.CREAM if count else theme.RED), spot.width - size - px(20))
            surface.blit(words, words.get_rect(midright=(spot.right - px(8), spot.centery)))

    def draw_tray(self, surface: pygame.Surface, shown, looks: list[str], hidden: set[int], *,
                  selected: int | None = None, clock: float = 0.0) -> None:
        """The dice `shown` (model.Shown: each of its kind): `looks[i]` says what die i is doing ("keep", "reroll",
        "locked", "kept", "spent", "aim", "" for nothing special); `hidden` dice are in the air (a sprite draws
        them)."""
        faces, box = shown.table["dice"], shown.box
        px = self.app.px
        theme.panel(surface, self.tray, px(12), (74, 44, 26), theme.GOLD, px(2), px(4))
        pygame.draw.rect(surface, (58, 34, 20), self.tray.inflate(-px(10), -px(10)), border_radius=px(9))
        for i, slot in enumerate(self.slots):
            face, look = faces[i], looks[i]
            if face is None or i in hidden:
                pygame.draw.rect(surface, (90, 60, 40), slot, px(2), border_radius=px(10))
                continue
            lift = -px(5) if look in ("keep", "kept") else 0
            spot = slot.move(0, lift)
            surface.blit(face_image(box, face, shown.kind(i), self.die, locked=look == "locked"), spot)
            if look == "spent":
                veil = pygame.Surface(slot.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (30, 18, 10, 150), veil.get_rect(), border_radius=px(10))
                surface.blit(veil, spot)
            if look in ("keep", "kept", "set"):
                pygame.draw.rect(surface, theme.GOLD if look != "set" else theme.CREAM, spot.inflate(px(6), px(6)),
                                 px(3), border_radius=px(12))
            if look == "aim":
                pulse = 0.5 + 0.5 * math.sin(clock * 6)
                colour = theme.RED if i == selected else theme.GOLD
                width = px(4) if i == selected else max(1, round(px(2) + px(2) * pulse))
                pygame.draw.rect(surface, colour, spot.inflate(px(8), px(8)), width, border_radius=px(13))
            label = LABELS.get(look)
            if label:
                colour = theme.GOLD if look in ("keep", "kept") else theme.RED if look == "locked" else theme.CREAM
                image = theme.fit(theme.render(t(label), "bold", px(12), colour), self.die + px(GAP) - px(2))
                surface.blit(image, image.get_rect(midtop=(slot.centerx, slot.bottom + px(3))))

    def draw_number_tags(self, surface: pygame.Surface, dice: list[int]) -> None:
        """The keys that pick the dice (1 to the number of dice), over the dice that can be picked now."""
        px = self.app.px
        for i in dice:
            tag = theme.render(str(i + 1), "bold", px(13), theme.CREAM)
            spot = tag.get_rect(center=(self.slots[i].left + px(4), self.slots[i].top + px(2)))
            pygame.draw.circle(surface, theme.WOOD, spot.center, px(10))
            pygame.draw.circle(surface, theme.GOLD, spot.center, px(10), max(1, px(1)))
            surface.blit(tag, spot)

    def roll_lines(self, lines: list[tuple[str, tuple]]) -> list[tuple[str, pygame.Surface, pygame.Rect]]:
        """Short lines under the tray, (text, colour) each, as drawn (text, image, its shaded box): the roll and
        the re-rolls left, a warning, whom a 1 or 2 reaches. A line wider than the room the plates beside leave at
        its height (the lowest two of seven or eight seats) is broken in two, so no plate hides its ends."""
        px = self.app.px
        size = px(15)
        step = theme.font("bold", size).get_linesize() + px(6) + px(3)
        y = self.tray.bottom + px(6)
        placed = []
        for text, colour in lines:
            band = pygame.Rect(0, y, 1, 2 * step)                   # room for the line and its second half
            width = self._room(band) - px(40)
            parts = theme.wrap(text, "bold", size, width)
            if len(parts) > 1:                                      # as even as that many lines allow
                even = theme.wrap(text, "bold", size, min(width, theme.font("bold", size).size(text)[0] // len(parts)
                                                          + px(EVEN)))
                parts = even if len(even) == len(parts) else parts
            for part in parts:
                image = theme.fit(theme.render(part, "bold", size, colour), width)
                box = image.get_rect(midtop=(self.tray.centerx, y)).inflate(px(16), px(6))
                placed.append((part, image, box))
                y = box.bottom + px(3)
        return placed

    def draw_roll_lines(self, surface: pygame.Surface, lines: list[tuple[str, tuple]]) -> None:
        px = self.app.px
        for _, image, box in self.roll_lines(lines):
            _shade(surface, box, px(8), 170)
            surface.blit(image, image.get_rect(center=box.center))

    def below_lines(self, count: int) -> int:
        """Where `count` of the lines under the tray end (draw_roll_lines: each as tall as a line of its font)."""
        px = self.app.px
        return self.tray.bottom + px(6) + count * (theme.font("bold", px(15)).get_linesize() + px(6) + px(3))

    def draw_roster(self, surface: pygame.Surface, players: int, console: pygame.Rect) -> None:
        """The roles this table was dealt (both Renegades at eight), just above the console."""
        px = self.app.px
        parts = [t("dice.roster_entry", n=n, role=role_name(role)) for role, n in facts.roles_dealt(players)]
        text = t("dice.roster", roles=", ".join(parts))
        image = theme.fit(theme.render(text, "bold", px(13), theme.CREAM), console.width)
        spot = image.get_rect(bottomleft=(console.x + px(6), console.top - px(4)))
        _shade(surface, spot.inflate(px(10), px(4)), px(6), 150)
        surface.blit(image, spot)

    # -- the seats ----------------------------------------------------------------------------------
    def plate_info(self, player: dict, bots: list[str | None]) -> PlateInfo:
        status = status_of(player)
        return PlateInfo(player["seat"], player["name"], player["character"], player["life"], player["max_life"],
                         status.seated, player.get("role"), bots[player["seat"]],
                         player["seat"] == self.seat, sets.plate_look("dice", player.get("status", "")),
                         status.own_character)

    def draw_seat(self, surface: pygame.Surface, player: dict, bots: list[str | None], *, turn: bool,
                  mark: str | None, clock: float, reach: frozenset[str], aimed: int, hunts: str | None) -> None:
        """The plate, then its badges: the shot symbols of the roller that reach it, the arrows it holds, the
        points aimed at it; and in a three-player game the name of the player it hunts."""
        seat = player["seat"]
        plate = self.plate(seat)
        draw_plate(surface, plate, self.plate_info(player, bots), "dice", language(), turn=turn, mark=mark,
                   clock=clock)
        px = self.app.px
        size = px(BADGE)
        x = plate.right - px(52)
        for symbol in sorted(reach, reverse=True):
            x -= size + px(3)
            surface.blit(symbol_image(symbol, size), (x, plate.top - size // 2))
        if player["arrows"]:
            self._arrows_badge(surface, seat, player["arrows"])
        self._tokens(surface, seat, player.get("piles") or {})
        if aimed:
            self._aimed(surface, seat, aimed)
        if hunts:
            self._hunts(surface, plate, hunts)

    def _arrows_badge(self, surface: pygame.Surface, seat: int, count: int) -> None:
        px = self.app.px
        centre = self.arrows_spot(seat)
        chip = pygame.Rect(0, 0, px(46), px(24))
        chip.center = centre
        pygame.draw.rect(surface, (40, 24, 14), chip, border_radius=px(8))
        pygame.draw.rect(surface, theme.RED if count >= 3 else theme.GOLD, chip, max(1, px(2)), border_radius=px(8))
        surface.blit(arrow_token(px(20)), (chip.x + px(3), chip.y + px(2)))
        theme.blit_text(surface, str(count), "bold", px(15), theme.CREAM, "midright", (chip.right - px(6),
                                                                                        chip.centery))

    def _tokens(self, surface: pygame.Surface, seat: int, piles: dict) -> None:
        """The modules' tokens a seat holds, as chips along the bottom of its plate, right to left: each token's
        picture and how many (tokens only their holder sees: how many; he sees which on hovering them). A few
        tokens seen one by one, each a piece of its own (a role card face up, a ghost's result and its ×2), are a
        chip each with its own picture."""
        px = self.app.px
        plate = self.plate(seat)
        spots = self.token_spots[seat] = []
        right = plate.right - px(6)
        bottom = min(plate.bottom + px(CHIP - 10), surface.get_height() - px(1))    # hung under the plate's edge
        chips: list[tuple[str, int | None]] = []        # (its picture's piece, how many; None: one, its own)
        for name, held in piles.items():
            spec = sets.zone("dice", name)
            if (isinstance(held, list) and 0 < len(held) <= EACH and all(sets.known("dice", h) for h in held)
                    and (spec is None or spec.one_by_one)):
                chips += [(h, None) for h in held]
            elif held:
                chips.append((name, len(held) if isinstance(held, list) else held))
        for name, count in chips:
            alone = count is None or count == 1          # one token: its picture says it all
            words = theme.render("" if alone else str(count), "bold", px(17), theme.CREAM)
            chip = pygame.Rect(0, 0, px(CHIP + 3) + words.get_width() - (px(6) if alone else 0), px(CHIP))
            chip.bottomright = (right, bottom)
            pygame.draw.rect(surface, (40, 24, 14), chip, border_radius=px(9))
            pygame.draw.rect(surface, theme.GOLD, chip, max(1, px(1.5)), border_radius=px(9))
            surface.blit(token_image(name, px(CHIP - 4)), (chip.x + px(2), chip.y + px(2)))
            surface.blit(words, words.get_rect(midright=(chip.right - px(6), chip.centery)))
            spots.append((name, chip))
            right = chip.left - px(4)

    def token_at(self, pos) -> tuple[int, str] | None:
        """(seat, token kind, or the token itself when its chip is its own) of the chip under `pos`, as last
        drawn."""
        return next(((seat, name) for seat, spots in self.token_spots.items() for name, chip in spots
                     if chip.collidepoint(pos)), None)

    def _aimed(self, surface: pygame.Surface, seat: int, points: int) -> None:
        """A red sight over the portrait of a player whom 1s and 2s are aimed at, with the points on their way."""
        px = self.app.px
        face = self.portrait(seat)
        r = face.width // 3
        centre = face.center
        pygame.draw.circle(surface, theme.RED, centre, r, max(2, px(3)))
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(surface, theme.RED, (centre[0] + dx * r // 2, centre[1] + dy * r // 2),
                             (centre[0] + dx * (r + px(8)), centre[1] + dy * (r + px(8))), max(2, px(3)))
        theme.blit_text(surface, f"-{points}", "title", px(20), theme.RED, "center", (centre[0] + r, centre[1] + r))

    def _hunts(self, surface: pygame.Surface, plate: pygame.Rect, text: str) -> None:
        px = self.app.px
        image = theme.fit(theme.render(text, "bold", px(13), theme.CREAM), plate.width)
        spot = image.get_rect()
        if plate.centery > self.layout.middle.centery:       # above the plate, clear of its turn tab and badges
            spot.midbottom = (plate.centerx, plate.top - px(22))
        else:
            spot.midtop = (plate.centerx, plate.bottom + px(5))
        box = spot.inflate(px(12), px(4))
        _shade(surface, box, px(6), 180)
        surface.blit(image, spot)


LABELS = {"keep": "dice.look.keep", "reroll": "dice.look.reroll", "locked": "dice.look.locked",
          "kept": "dice.look.kept", "set": "dice.look.set"}


def _shade(surface: pygame.Surface, box: pygame.Rect, radius: int, alpha: int) -> None:
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (16, 10, 6, alpha), shade.get_rect(), border_radius=radius)
    surface.blit(shade, box)
