"""A seat's plate: the character's portrait, the player's name, a bot's level, life as bullets, the role when it is
known (the Sheriff's star always), whose turn it is, and the look of a player who is out; and a hit on your own
plate (`PlateHit`), so a life lost while you looked elsewhere is still seen.

The plate's picture depends only on what it shows, so it is drawn once per change and cached; what moves every
frame (the turn's glow, a target's pulse) is drawn over it by `draw_plate`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.ui import theme
from game.ui.art.cards import bullet, character_badge, star
from game.ui.art.pen import Pen
from game.ui.i18n import character_name, role_name, t

HIT = 1.8               # seconds a hit on your own plate stays in sight
TARGET = "target"       # can be aimed at now: pulses red
GREYED = "greyed"       # cannot be aimed at now: dimmed
PICKED = "picked"       # the seat the keyboard or the mouse points at


@dataclass(frozen=True)
class PlateInfo:
    """What a plate shows (a table builds one per seat from its view)."""
    seat: int
    name: str
    character: str
    life: int
    max_life: int
    seated: bool = True          # False: shown as out of the game (greyed, stamped)
    role: str | None = None      # None while unknown
    bot: str | None = None       # a bot's level; None for a person
    you: bool = False
    look: Any = None             # out of the game yet playing on, or back for his turn (a shadow): his status's
    #                              look (game/ui/sets.py PlateLook)
    own_character: bool = True   # False: his character card went back (a zombie): its name and face are not shown


def portrait(character: str, game: str, size: int, lang: str) -> pygame.Surface:
    """The round cameo of a character's badge, `size` pixels across."""
    return _portrait(character, game, size, lang)


@lru_cache(maxsize=128)
def _portrait(character: str, game: str, size: int, lang: str) -> pygame.Surface:
    width = round(size / 0.8)
    badge = character_badge(character, game, width, lang)
    cameo = pygame.Rect(round(width * 0.1), round(width * 0.08), size, size)
    return badge.subsurface(cameo.clip(badge.get_rect())).copy()


@lru_cache(maxsize=256)
def plate_image(info: PlateInfo, game: str, size: tuple[int, int], lang: str) -> pygame.Surface:
    """The still picture of a plate, `size` pixels (cached: a plate changes only when what it shows does)."""
    w, h = size
    u = h / 92                                   # the design plate is 92 px high
    out = pygame.Surface(size, pygame.SRCALPHA)
    rect = out.get_rect()
    fill = theme.PARCHMENT if info.seated else theme.PARCHMENT_DARK
    pygame.draw.rect(out, fill, rect, border_radius=round(10 * u))
    pygame.draw.rect(out, theme.GOLD if info.you else theme.INK_SOFT, rect, max(1, round(2 * u)),
                     border_radius=round(10 * u))
    covered = not info.own_character and info.look is not None       # his status's word and picture instead
    cameo = pygame.Rect(round(8 * u), round(6 * u), round(72 * u), round(72 * u))
    if covered and info.look.portrait is not None:
        info.look.portrait(Pen(out, cameo))
    elif not covered:
        out.blit(portrait(info.character, game, cameo.width, lang), cameo)
    x = round(88 * u)
    name_px = round(17 * u)
    if info.role == "sheriff":
        out.blit(star(round(20 * u)), (x - round(2 * u), round(7 * u)))
        x += round(21 * u)
    name = theme.fit(theme.render(info.name, "bold", name_px, theme.INK), w - x - round(8 * u))
    out.blit(name, (x, round(8 * u)))
    x = round(88 * u)
    who = theme.render(t(info.look.stamp), "bold", round(13 * u), info.look.ink) if covered else \
        theme.render(character_name(game, info.character), "body", round(13 * u), theme.INK_SOFT)
    out.blit(theme.fit(who, w - x - round(8 * u)), (x, round(29 * u)))
    role = role_name(info.role) if info.role else t("plate.role_hidden")
    colour = theme.RED if info.role == "sheriff" else theme.INK if info.role else theme.GREY
    out.blit(theme.fit(theme.render(role, "bold" if info.role else "body", round(13 * u), colour),
                       w - x - round(8 * u)), (x, round(46 * u)))
    if info.bot:        # a ribbon across the foot of the portrait
        tag = theme.render(t("plate.bot", level=t(f"level.{info.bot}")), "bold", round(11 * u), theme.CREAM)
        tag = theme.fit(tag, round(76 * u))
        chip = tag.get_rect(center=(round(44 * u), round(82 * u))).inflate(round(8 * u), round(2 * u))
        pygame.draw.rect(out, theme.WOOD_LIGHT, chip, border_radius=round(4 * u))
        pygame.draw.rect(out, theme.INK, chip, max(1, round(u)), border_radius=round(4 * u))
        out.blit(tag, tag.get_rect(center=chip.center))
    _bullets(out, pygame.Rect(x, round(64 * u), w - x - round(8 * u), round(20 * u)), info)
    if not info.seated or info.look is not None:
        look = info.look
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, look.veil if look else (40, 30, 24, 120), rect, border_radius=round(10 * u))
        out.blit(veil, (0, 0))
        if look is not None and look.mark is not None and not covered:
            look.mark(Pen(out, pygame.Rect(round(2 * u), round(2 * u), round(34 * u), round(34 * u))))
        if not covered:                 # (a covered plate says it beside the picture that replaced his face)
            stamp = theme.fit(theme.render(t(look.stamp) if look else t("plate.out"), "title", round(26 * u),
                                           look.ink if look else theme.RED), round(76 * u))   # across the portrait
            stamp = pygame.transform.rotate(stamp, 12)
            out.blit(stamp, stamp.get_rect(center=(round(44 * u), round(50 * u))))
    return out


def portrait_centre(rect: pygame.Rect) -> tuple[int, int]:
    """The middle of the portrait of the plate at `rect`: where what happens to the player shows (a "-1" rising, a
    bullet hole), never over the names beside it."""
    u = rect.height / 92
    return rect.left + round(44 * u), rect.top + round(42 * u)


def _bullets(out: pygame.Surface, area: pygame.Rect, info: PlateInfo) -> None:
    """Life as cartridges: full ones for the life left, empty outlines for the life lost."""
    count = max(1, info.max_life)
    height = min(area.height, int(area.width / count / 0.42 * 0.8))
    step = min(area.width / count, height * 0.42 + max(2, height // 6))
    for i in range(count):
        image = bullet(height, spent=i >= info.life)
        out.blit(image, (round(area.x + i * step), area.bottom - height))


def bullet_spot(rect: pygame.Rect, info: PlateInfo, index: int) -> tuple[int, int]:
    """Where the `index`-th bullet of a plate drawn at `rect` sits (a lost life drops from there)."""
    u = rect.height / 92
    x0 = rect.x + round(88 * u)
    width = rect.width - round(96 * u)
    count = max(1, info.max_life)
    height = min(round(20 * u), int(width / count / 0.42 * 0.8))
    step = min(width / count, height * 0.42 + max(2, height // 6))
    return round(x0 + index * step + height * 0.21), rect.y + round(84 * u) - height // 2


def draw_plate(surface: pygame.Surface, rect: pygame.Rect, info: PlateInfo, game: str, lang: str, *,
               turn: bool = False, mark: str | None = None, clock: float = 0.0) -> None:
    """The plate of `info` at `rect`; `turn` lights it as the player whose turn it is (with a "Turn" tab on its
    top edge: what the table shows of a seat lies beside it or below), `mark` shows whether it can be aimed at now
    (TARGET, GREYED) or is pointed at (PICKED); `clock` (seconds) drives the pulses."""
    u = rect.height / 92
    radius = round(10 * u)
    if turn:
        glow = 0.5 + 0.5 * math.sin(clock * 4)
        for i in range(3, 0, -1):
            pad = round((3 + 3 * i) * u)
            colour: tuple[int, ...] = (*theme.GOLD, round(60 + 60 * glow) // i)
            halo = pygame.Surface(rect.inflate(2 * pad, 2 * pad).size, pygame.SRCALPHA)
            pygame.draw.rect(halo, colour, halo.get_rect(), border_radius=radius + pad)
            surface.blit(halo, rect.inflate(2 * pad, 2 * pad))
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, theme.SHADOW, shadow.get_rect(), border_radius=radius)
    surface.blit(shadow, rect.move(round(3 * u), round(4 * u)))
    surface.blit(plate_image(info, game, rect.size, lang), rect)
    if turn:
        pygame.draw.rect(surface, theme.GOLD, rect, max(2, round(3 * u)), border_radius=radius)
        label = theme.render(t("plate.turn"), "bold", round(13 * u), theme.INK)
        at = label.get_rect(midbottom=(rect.centerx, rect.top + round(2 * u))).inflate(round(14 * u), round(4 * u))
        pygame.draw.rect(surface, theme.GOLD, at, border_radius=round(5 * u))
        surface.blit(label, label.get_rect(center=at.center))
    if mark == TARGET or mark == PICKED:
        pulse = 0.5 + 0.5 * math.sin(clock * 6)
        width = max(2, round((3 + 2 * pulse) * u)) if mark == TARGET else max(3, round(5 * u))
        colour = theme.RED if mark == TARGET else theme.CREAM
        pygame.draw.rect(surface, colour, rect.inflate(round(6 * u), round(6 * u)), width,
                         border_radius=radius + round(3 * u))
    elif mark == GREYED:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 14, 10, 150), veil.get_rect(), border_radius=radius)
        surface.blit(veil, rect)


class PlateHit:
    """A hit on your own plate, timed by the clock and not by the animations (a click that skips them, or a
    backlog that speeds them up, never hides it): the plate flashes red, a bullet hole a life lost shows on it,
    and the life lost stays beside it a moment. `hit(n)` when the table shows you losing n; `update(dt)` a frame."""

    def __init__(self):
        self.amount = 0
        self.age = HIT

    @property
    def active(self) -> bool:
        return self.age < HIT

    def hit(self, amount: int) -> None:
        self.amount = (self.amount if self.active else 0) + amount     # two blows in a row add up
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age = min(HIT, self.age + dt)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Over the plate at `rect` (drawn over the table, it blocks nothing: the plate still takes clicks)."""
        if not self.active:
            return
        u = rect.height / 92
        k = self.age / HIT
        fade = 1.0 - k ** 2
        radius = round(10 * u)
        flash = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(flash, (200, 30, 20, round(150 * max(0.0, 1 - 3 * k))), flash.get_rect(),
                         border_radius=radius)
        pygame.draw.rect(flash, (*theme.RED, round(255 * fade)), flash.get_rect(), max(2, round(4 * u)),
                         border_radius=radius)
        for i in range(min(self.amount, 5)):        # a bullet hole a life lost, across the portrait's foot
            centre = (round((20 + 12 * i) * u), round((62 + 8 * (i % 2)) * u))
            _hole(flash, centre, round(6 * u), round(230 * fade))
        surface.blit(flash, rect)
        text = f"-{self.amount}"
        size = round(40 * u)
        rise = round(14 * u * min(1.0, k * 4))
        x, y = portrait_centre(rect)         # over the portrait: the names beside it stay readable
        at = (x, y - round(8 * u) - rise)
        alpha = round(255 * fade)
        outline = theme.render(text, "title", size, theme.INK).copy()
        outline.set_alpha(alpha)
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            surface.blit(outline, outline.get_rect(center=(at[0] + dx, at[1] + dy)))
        face = theme.render(text, "title", size, (230, 50, 36)).copy()
        face.set_alpha(alpha)
        surface.blit(face, face.get_rect(center=at))


def _hole(surface: pygame.Surface, centre: tuple[int, int], r: int, alpha: int) -> None:
    """A bullet hole: a dark pit in a pale rim with a few cracks."""
    x, y = centre
    for a in (20, 110, 200, 290):
        end = (x + round(2.4 * r * math.cos(math.radians(a))), y + round(2.4 * r * math.sin(math.radians(a))))
        pygame.draw.line(surface, (*theme.INK, alpha), centre, end, max(1, r // 4))
    pygame.draw.circle(surface, (*theme.PARCHMENT_LIGHT, alpha), centre, r + max(1, r // 2))
    pygame.draw.circle(surface, (30, 18, 10, alpha), centre, r)
