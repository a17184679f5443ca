"""What the card faces, backs, role cards and badges share: the size ratio, aged paper, the frame, fitted text."""

from __future__ import annotations

import functools
import inspect
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, cast

import pygame

from game.ui.art import palette as P
from game.ui.art.fonts import font
from game.ui.art.pen import Pen

CARD_RATIO = 1.55
CACHE = 4096


class Cached(Protocol):
    """A function `cached` wraps: called as the function was, with lru_cache's cache_clear and cache_info."""
    cache_clear: Callable[[], None]
    cache_info: Callable[[], functools._CacheInfo]

    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...


def cached(maxsize: int = CACHE) -> Callable[[Callable[..., Any]], Cached]:
    """Like functools.lru_cache, but a call with defaults left out or given by name hits the same entry as the
    call that spells every argument out, so a picture is drawn and kept once however it is asked for."""
    def wrap(fn: Callable[..., Any]) -> Cached:
        params = list(inspect.signature(fn).parameters.values())
        names = tuple(p.name for p in params)
        defaults = tuple(p.default for p in params)
        table = functools.lru_cache(maxsize=maxsize)(fn)

        @functools.wraps(fn)
        def call(*args, **kwargs):
            if kwargs or len(args) < len(names):
                full = list(args)
                for name, default in zip(names[len(args):], defaults[len(args):]):
                    value = kwargs.pop(name, default)
                    if value is inspect.Parameter.empty:
                        raise TypeError(f"{fn.__name__}() needs {name}")
                    full.append(value)
                if kwargs:
                    raise TypeError(f"{fn.__name__}() has no argument {', '.join(kwargs)}")
                args = tuple(full)
            return table(*args)
        out = cast(Cached, call)            # it is, once it has the two below
        out.cache_clear = table.cache_clear
        out.cache_info = table.cache_info
        return out
    return wrap


def card_size(width: int) -> tuple[int, int]:
    width = max(16, int(width))
    return width, round(width * CARD_RATIO)


# ------------------------------------------------------------------------------------------------ shared parts

def paper(surface: pygame.Surface, rect, seed, base=P.PAPER, shade=P.PAPER_SHADE, stain=P.PAPER_STAIN,
          speckles: int = 60) -> None:
    """Aged paper in `rect`: soft mottling, darker edges, a few flecks and a stain; the same for the same seed."""
    r = pygame.Rect(rect)
    rng = random.Random(str(seed))
    cells = pygame.Surface((9, 14))
    for y in range(14):
        for x in range(9):
            t = rng.random() * 0.55
            cells.set_at((x, y), [round(b + (s - b) * t) for b, s in zip(base, shade)])
    surface.blit(pygame.transform.smoothscale(cells, r.size), r)
    edge = pygame.Surface(r.size, pygame.SRCALPHA)
    steps = 10
    band = max(1, round(min(r.w, r.h) * 0.09 / steps))
    for i in range(steps):
        alpha = round(70 * (1 - i / steps) ** 2)
        pygame.draw.rect(edge, (*stain, alpha), (i * band, i * band, r.w - 2 * i * band, r.h - 2 * i * band), band)
    for _ in range(2):
        c = (rng.uniform(0.15, 0.85) * r.w, rng.uniform(0.1, 0.9) * r.h)
        rad = rng.uniform(0.06, 0.14) * r.w
        pygame.draw.circle(edge, (*stain, 26), c, rad)
        pygame.draw.circle(edge, (*stain, 34), c, rad, max(1, round(rad * 0.06)))
    for _ in range(speckles):
        c = (rng.random() * r.w, rng.random() * r.h)
        pygame.draw.circle(edge, (*P.INK_SOFT, rng.randint(30, 90)), c, max(0.6, rng.random() * r.w * 0.004))
    surface.blit(edge, r)


def frame(surface: pygame.Surface, u: float, border, rivets: bool, seed) -> pygame.Rect:
    """A card's border and paper on the whole of `surface`; `u` is the card width in pixels. Returns the paper."""
    w, h = surface.get_size()
    radius = round(u * 0.07)
    pygame.draw.rect(surface, P.INK, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(surface, border, (1, 1, w - 2, h - 2), border_radius=radius)
    inset = round(u * 0.045)
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    paper(surface, inner, seed)
    pygame.draw.rect(surface, border, (0, 0, w, h), inset, border_radius=radius)
    pygame.draw.rect(surface, P.INK, (0, 0, w, h), max(1, round(u * 0.006)), border_radius=radius)
    line = inner.inflate(-round(u * 0.03), -round(u * 0.03))
    pygame.draw.rect(surface, P.BRASS_DARK, line, max(1, round(u * 0.007)), border_radius=round(u * 0.03))
    pygame.draw.rect(surface, (*P.INK, 255), inner, max(1, round(u * 0.006)), border_radius=round(u * 0.025))
    if rivets:
        rr = u * 0.014
        for x in (inset / 2, w - inset / 2):
            for y in (inset / 2 + u * 0.03, h - inset / 2 - u * 0.03, h / 2):
                pygame.draw.circle(surface, P.BRASS_DARK, (x, y), rr * 1.25)
                pygame.draw.circle(surface, P.BRASS_LIGHT, (x - rr * 0.2, y - rr * 0.2), rr * 0.75)
    return inner


@dataclass(frozen=True)
class Title:
    """A name set in its bar: the font, its lines, where each line's image goes, and how far its shadow falls
    (right and down; the shadow stays in the bar too)."""
    font: pygame.font.Font
    size: int                       # the font's size in pixels
    lines: tuple[str, ...]
    rects: tuple[pygame.Rect, ...]
    shadow: int


def _placed(role: str, size: int, lines: tuple[str, ...], bar: pygame.Rect, shadow: int) -> Title | None:
    """`lines` in the font of `role` at `size` centred in `bar`, or None if a line or its shadow would leave it."""
    f = font(role, size)
    line_h = f.get_linesize() * (0.92 if len(lines) > 1 else 1.0)
    top = bar.centery - line_h * len(lines) / 2
    rects = []
    for i, line in enumerate(lines):
        rect = pygame.Rect((0, 0), f.size(line))
        rect.center = (bar.centerx, round(top + line_h * (i + 0.5)))
        if not bar.contains(rect.union(rect.move(shadow, shadow))):
            return None
        rects.append(rect)
    return Title(f, size, lines, tuple(rects), shadow)


def _two_lines(text: str, f: pygame.font.Font) -> tuple[str, ...] | None:
    """`text` broken at the space that makes its wider line narrowest, or None for a single word."""
    words = text.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(splits, key=lambda pair: max(f.size(pair[0])[0], f.size(pair[1])[0]), default=None)


def fit_title(text: str, role: str, px: int, bar: pygame.Rect, min_px: int = 6, shadow: int = 1) -> Title:
    """`text` as large as it fits inside `bar` (never spilling out of it): on one line shrunk from `px` down to
    `min_px`; failing that, on two lines or (smaller than `min_px`) on one, whichever fits the larger font."""
    px = max(min_px, px)
    one = (text,)
    for size in range(px, min_px - 1, -1):
        title = _placed(role, size, one, bar, shadow)
        if title:
            return title
    for size in range(px, 0, -1):
        lines = _two_lines(text, font(role, size))
        title = (_placed(role, size, lines, bar, shadow) if lines else None) or \
            (_placed(role, size, one, bar, shadow) if size < min_px else None)
        if title:
            return title
    return Title(font(role, 1), 1, (), (), shadow)       # a bar too small for any text: nothing is drawn


def fit_titles(texts: list[str], role: str, px: int, bars: list[pygame.Rect], min_px: int = 6) -> list[Title]:
    """Each of `texts` fitted into its bar as `fit_title` does, all in one size (the smallest any one needs): names
    shown side by side, where one shrunk alone would look less important than the other."""
    size = min(fit_title(text, role, px, bar, min_px, 0).size for text, bar in zip(texts, bars))
    return [fit_title(text, role, size, bar, size, 0) for text, bar in zip(texts, bars)]


def text_bar(width: int, top: float, height: float) -> pygame.Rect:
    """Where a name may go in a bar across a card `width` px wide, `top` and `height` in card widths: the bar less
    a margin that keeps the text off its border."""
    bar = pygame.Rect(round(width * 0.075), round(width * top), round(width * 0.85), round(width * height))
    return bar.inflate(-round(width * 0.05), -max(2, round(width * 0.02)))


def draw_title(surface: pygame.Surface, title: Title, colour, shadow=None) -> None:
    """Draw a fitted title, with its shadow in `shadow`'s colour first if one is given."""
    for line, rect in zip(title.lines, title.rects):
        if shadow is not None:
            surface.blit(title.font.render(line, True, shadow), rect.move(title.shadow, title.shadow))
        surface.blit(title.font.render(line, True, colour), rect)


def name_role(width: int) -> str:
    """The face for card and character names: the Western display face where it stays legible."""
    return "title" if width >= 120 else "bold"


def book_icon(pen: Pen):
    pen.poly([(0.5, 0.25), (0.95, 0.12), (0.95, 0.78), (0.5, 0.92)], P.WHITE, True, 0.07)
    pen.poly([(0.5, 0.25), (0.05, 0.12), (0.05, 0.78), (0.5, 0.92)], P.WHITE, True, 0.07)
    for y in (0.36, 0.5, 0.64):
        pen.stroke([(0.15, y - 0.04), (0.4, y + 0.03)], 0.05, P.INK_SOFT)
        pen.stroke([(0.6, y + 0.03), (0.85, y - 0.04)], 0.05, P.INK_SOFT)



def badge_star(pen: Pen, fill=P.BRASS, light=P.BRASS_LIGHT, dark=P.BRASS_DARK):
    """The Sheriff's six-pointed star with ball tips, filling the pen's box."""
    pen.star((0.5, 0.5), 0.46, 0.24, 6, fill, True, 0.022, balls=0.055)
    pen.star((0.5, 0.5), 0.36, 0.19, 6, None, light, 0.014)
    pen.circle((0.5, 0.5), 0.15, light, dark, 0.02)
    pen.circle((0.5, 0.5), 0.09, fill, False)
