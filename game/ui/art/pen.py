"""A small vector pen over pygame.draw: shapes in a unit box, inked outlines, drawn large and shrunk smoothly.

Every picture in art/ is drawn in box coordinates (0..1 across the box's width and height) on a surface some
times larger than asked (`supersample`), then shrunk once with smoothscale: pygame.draw's hard edges become
anti-aliased and every size is drawn afresh, never scaled up from a small bitmap.
"""

from __future__ import annotations

import math

import pygame

from game.ui.art import palette as P

Point = tuple[float, float]


def supersample(width: int) -> int:
    """How many times larger to draw a picture `width` pixels wide: more for small ones, at least 2."""
    return max(2, min(4, math.ceil(320 / max(1, width))))


def shrink(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    if surface.get_size() == size:
        return surface
    return pygame.transform.smoothscale(surface, size)


def canvas(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface((max(1, int(size[0])), max(1, int(size[1]))), pygame.SRCALPHA)


def star_points(cx: float, cy: float, outer: float, inner: float, n: int, turn: float = -90) -> list[Point]:
    pts = []
    for i in range(2 * n):
        r = outer if i % 2 == 0 else inner
        a = math.radians(turn + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def arc_points(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, steps: int = 24) -> list[Point]:
    """Points on an ellipse from angle a0 to a1 (degrees, 0 = right, 90 = down)."""
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / steps)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / steps))) for i in range(steps + 1)]


class Pen:
    """Draws on `surface` inside `rect` (pixels); shape coordinates are fractions of the rect.

    `angle` turns the whole drawing about the box centre (degrees, clockwise), `mirror` flips it left to right;
    line widths are fractions of the box width. `ink` is the outline colour, `line` the default outline width."""

    def __init__(self, surface: pygame.Surface, rect, angle: float = 0.0, mirror: bool = False,
                 ink=P.INK, line: float = 0.022):
        self.s = surface
        self.r = pygame.Rect(rect)
        self.cos = math.cos(math.radians(angle))
        self.sin = math.sin(math.radians(angle))
        self.mirror = mirror
        self.ink = ink
        self.line = line

    # -- coordinates
    def p(self, x: float, y: float) -> Point:
        if self.mirror:
            x = 1 - x
        dx, dy = x - 0.5, y - 0.5
        dx, dy = dx * self.cos - dy * self.sin, dx * self.sin + dy * self.cos
        return (self.r.x + (0.5 + dx) * self.r.w, self.r.y + (0.5 + dy) * self.r.h)

    def px(self, length: float) -> float:
        return length * self.r.w

    def sub(self, x: float, y: float, w: float, h: float, angle: float = 0.0, mirror: bool = False) -> Pen:
        """A pen for a smaller box inside this one (no rotation of this pen carries over)."""
        a = self.p(x, y)
        return Pen(self.s, (a[0], a[1], w * self.r.w, h * self.r.h), angle, mirror, self.ink, self.line)

    # -- shapes
    def poly(self, pts, fill=None, outline: bool | tuple = True, width: float | None = None):
        pix = [self.p(x, y) for x, y in pts]
        if fill is not None:
            pygame.draw.polygon(self.s, fill, pix)
        if outline:
            self._stroke(pix, width if width is not None else self.line,
                         self.ink if outline is True else outline, closed=True)

    def stroke(self, pts, width: float | None = None, color=None, closed: bool = False):
        self._stroke([self.p(x, y) for x, y in pts], width if width is not None else self.line,
                     color if color is not None else self.ink, closed)

    def circle(self, c: Point, r: float, fill=None, outline: bool | tuple = True, width: float | None = None):
        """A circle of radius r (fraction of the box width), round even when the box is not square."""
        center = self.p(*c)
        rad = self.px(r)
        if fill is not None:
            pygame.draw.circle(self.s, fill, center, rad)
        if outline:
            w = max(1, round(self.px(width if width is not None else self.line)))
            pygame.draw.circle(self.s, self.ink if outline is True else outline, center, rad + w / 2, w)

    def ellipse(self, c: Point, rx: float, ry: float, fill=None, outline: bool | tuple = True,
                width: float | None = None, a0: float = 0, a1: float = 360):
        """An ellipse (radii as fractions of the box width and height), turned with the pen; a0..a1 for a part."""
        pts = arc_points(c[0], c[1], rx, ry, a0, a1, 40)
        if a1 - a0 >= 360:
            self.poly(pts, fill, outline, width)
        else:
            if fill is not None:
                self.poly(pts + [c], fill, False)
            if outline:
                self.stroke(pts, width, None if outline is True else outline)

    def rect(self, x, y, w, h, fill=None, outline: bool | tuple = True, width: float | None = None,
             radius: float = 0.0):
        if radius <= 0:
            self.poly([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], fill, outline, width)
            return
        r = min(radius, w / 2, h / 2 * self.r.h / self.r.w)
        ry = r * self.r.w / self.r.h
        pts = (arc_points(x + w - r, y + ry, r, ry, -90, 0, 6) + arc_points(x + w - r, y + h - ry, r, ry, 0, 90, 6)
               + arc_points(x + r, y + h - ry, r, ry, 90, 180, 6) + arc_points(x + r, y + ry, r, ry, 180, 270, 6))
        self.poly(pts, fill, outline, width)

    def star(self, c: Point, outer: float, inner: float, n: int, fill, outline: bool | tuple = True,
             width: float | None = None, turn: float = -90, balls: float = 0.0):
        aspect = self.r.w / self.r.h
        pts = [(c[0] + (x - c[0]), c[1] + (y - c[1]) * aspect)
               for x, y in star_points(c[0], c[1], outer, inner, n, turn)]
        self.poly(pts, fill, outline, width)
        if balls:
            for x, y in pts[::2]:
                self.circle((x, y), balls, fill, outline, width)

    def _stroke(self, pix, width: float, color, closed: bool):
        w = max(1.0, self.px(width))
        if len(pix) < 2:
            return
        segs = list(zip(pix, pix[1:] + pix[:1])) if closed else list(zip(pix, pix[1:]))
        half = w / 2
        for (x0, y0), (x1, y1) in segs:
            dx, dy = x1 - x0, y1 - y0
            d = math.hypot(dx, dy)
            if d < 1e-6:
                continue
            nx, ny = -dy / d * half, dx / d * half
            pygame.draw.polygon(self.s, color, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny),
                                                (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
        if w >= 3:
            for x, y in pix:
                pygame.draw.circle(self.s, color, (x, y), half)
