"""The symbol row of a card: what it does at a glance (whom it targets, what it costs or gives, its reach).

Each card kind has a short list of chips (`ROWS`); a chip is an icon and sometimes a figure:

- "reach": a player your weapon reaches (a target with a gun), "any": any player (a plain target),
  ("dist", n): a player at distance n (a target with n in it), "others": all other players, "all": everyone;
- ("life", "+1" / "-1" / "-3"): life points as a bullet; ("cards", "+2"): cards drawn;
- "take": take a card, "discard": make them discard one, "cancel": cancel a shot (Missed!);
- ("draw", "H") / ("draw", "S29"): a "draw!" that succeeds on a heart / explodes on 2-9 of spades;
- ("range", n): a weapon's reach, ("sight", "+1" / "-1"): Mustang's and Scope's distances;
- "many": any number of BANG! in a turn (Volcanic), "no_sheriff": never on the Sheriff (Jail).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.ui.art import palette as P
from game.ui.art.fonts import font
from game.ui.art.pen import Pen, arc_points
from game.ui.art.pictos import bullet_shape, card_shape, person, revolver
from game.ui.art.suits import _SHAPES

ROWS: dict[str, tuple] = {
    "bang": ("reach", ("life", "-1")),
    "missed": ("cancel",),
    "beer": (("life", "+1"),),
    "saloon": ("all", ("life", "+1")),
    "stagecoach": (("cards", "+2"),),
    "wells_fargo": (("cards", "+3"),),
    "general_store": ("all", ("cards", "+1")),
    "panic": (("dist", 1), "take"),
    "cat_balou": ("any", "discard"),
    "gatling": ("others", ("life", "-1")),
    "indians": ("others", ("life", "-1")),
    "duel": ("any", ("life", "-1")),
    "barrel": (("draw", "H"), "cancel"),
    "dynamite": (("draw", "S29"), ("life", "-3")),
    "jail": ("any", "no_sheriff", ("draw", "H")),
    "mustang": (("sight", "+1"),),
    "scope": (("sight", "-1"),),
    "volcanic": (("range", 1), "many"),
    "schofield": (("range", 2),),
    "remington": (("range", 3),),
    "rev_carabine": (("range", 4),),
    "winchester": (("range", 5),),
}


def _chip(spec) -> tuple[str, Any]:
    """(name, figure): the figure is a number or a word, by the chip (None: it has none)."""
    return (spec, None) if isinstance(spec, str) else spec


def chip_width(spec) -> float:
    """A chip's width in chip heights."""
    name, arg = _chip(spec)
    if name in ("life", "cards", "sight"):
        return 1.55
    if name == "draw":
        return 2.0 if arg == "S29" else 1.2
    return 1.0


def _text(surface, text: str, center, px: int, color=P.INK, role="display"):
    img = font(role, px).render(text, True, color)
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def reticle(pen: Pen, color=P.INK, inner: bool = True):
    pen.circle((0.5, 0.5), 0.34, None, color, 0.07)
    for a, b in (((0.5, 0.04), (0.5, 0.26)), ((0.5, 0.74), (0.5, 0.96)), ((0.04, 0.5), (0.26, 0.5)),
                 ((0.74, 0.5), (0.96, 0.5))):
        pen.stroke([a, b], 0.07, color)
    if inner:
        pen.circle((0.5, 0.5), 0.06, color, False)


def draw_chip(surface: pygame.Surface, spec, rect) -> None:
    """One chip in `rect` (pixels): a paper lozenge with its icon, and its figure when it has one."""
    name, arg = _chip(spec)
    r = pygame.Rect(rect)
    h = r.h
    back = Pen(surface, r)
    back.rect(0, 0, 1, 1, P.PAPER_SHADE, P.INK_SOFT, 0.045 * h / r.w, radius=0.2 * h / r.w)
    icon = Pen(surface, (r.x + h * 0.1, r.y + h * 0.1, h * 0.8, h * 0.8))
    text_c = (r.x + h * 0.8 + (r.w - h * 0.8) / 2 - h * 0.04, r.centery)
    px = max(6, round(h * 0.5))
    if name == "reach":
        reticle(icon, P.RED_DARK, False)
        revolver(Pen(surface, (r.x + h * 0.3, r.y + h * 0.26, h * 0.5, h * 0.5)), 0.34, P.INK, P.INK_SOFT, P.INK)
    elif name == "any":
        reticle(icon, P.RED_DARK)
    elif name == "dist":
        reticle(icon, P.RED_DARK, False)
        _text(surface, str(arg), r.center, round(h * 0.42))
    elif name in ("others", "all"):
        for i, (x, s) in enumerate(((0.22, 0.5), (0.78, 0.5), (0.5, 0.62))):
            fill = P.INK_SOFT if (name == "all" or i < 2) else None
            if fill is None:
                person(icon, x, 0.3, s, P.PAPER_SHADE)
                icon.circle((x, 0.3 + s * 0.28), s * 0.24, None, P.INK_SOFT, 0.05)
                icon.ellipse((x, 0.3 + s * 1.0), s * 0.44, s * 0.42, None, P.INK_SOFT, 0.05, a0=180, a1=360)
            else:
                person(icon, x, 0.3 if i < 2 else 0.38, s, fill)
    elif name == "life":
        bullet_shape(Pen(surface, (r.x + h * 0.12, r.y + h * 0.1, h * 0.6, h * 0.8)), 0.5, 0.02, 0.98, 0.17)
        _text(surface, arg, text_c, px, P.GREEN_DARK if arg.startswith("+") else P.RED_DARK)
    elif name == "cards":
        card_shape(icon, 0.14, 0.14, 0.5, 0.7, -12, None, P.WHITE)
        card_shape(icon, 0.3, 0.1, 0.5, 0.7, 8, None, P.WHITE)
        _text(surface, arg, text_c, px, P.GREEN_DARK)
    elif name == "take":
        card_shape(icon, 0.28, 0.02, 0.44, 0.6, 0, None, P.WHITE)
        icon.stroke([(0.5, 0.6), (0.5, 0.94)], 0.1, P.RED_DARK)
        icon.poly([(0.3, 0.74), (0.7, 0.74), (0.5, 0.98)], P.RED_DARK, False)
    elif name == "discard":
        card_shape(icon, 0.22, 0.08, 0.56, 0.8, 0, None, P.WHITE)
        for a, b in (((0.26, 0.22), (0.74, 0.78)), ((0.74, 0.22), (0.26, 0.78))):
            icon.stroke([a, b], 0.12, P.RED_DARK)
    elif name == "cancel":
        bullet_shape(icon.sub(0.2, 0.0, 0.6, 1.0, 0), 0.5, 0.05, 0.95, 0.18)
        for a, b in (((0.12, 0.2), (0.88, 0.8)), ((0.88, 0.2), (0.12, 0.8))):
            icon.stroke([a, b], 0.14, P.PAPER_SHADE)
            icon.stroke([a, b], 0.09, P.RED_DARK)
    elif name == "draw":
        card_shape(icon, 0.16, 0.02, 0.6, 0.84, -8, None, P.WHITE)
        icon.stroke([(0.38, 0.3)] + arc_points(0.46, 0.3, 0.09, 0.09, 180, 400, 8)[1:] + [(0.46, 0.5)], 0.07,
                    P.INK_SOFT)
        icon.circle((0.46, 0.62), 0.04, P.INK_SOFT, False)
        sr = (r.x + h * 0.78, r.y + h * 0.26, h * 0.46, h * 0.46)
        if arg == "H":
            _SHAPES["H"](Pen(surface, sr), P.SUIT_CLASSIC["H"])
        else:
            _SHAPES["S"](Pen(surface, (r.x + h * 1.5, r.y + h * 0.3, h * 0.4, h * 0.4)), P.INK)
            _text(surface, "2-9", (r.x + h * 1.2, r.centery), round(h * 0.36))
    elif name == "range":
        reticle(icon, P.RED_DARK, False)
        icon.circle((0.5, 0.5), 0.27, P.PAPER, False)
        _text(surface, str(arg), r.center, round(h * 0.5))
    elif name == "sight":
        y = 0.5
        icon.stroke([(0.1, y), (0.9, y)], 0.09)
        icon.poly([(0.0, y), (0.22, y - 0.16), (0.22, y + 0.16)], P.INK, False)
        icon.poly([(1.0, y), (0.78, y - 0.16), (0.78, y + 0.16)], P.INK, False)
        person(icon, 0.5, 0.02, 0.34, P.INK_SOFT)
        _text(surface, arg, text_c, px, P.BLUE_BORDER)
    elif name == "many":
        pts = [(0.5 + 0.38 * math.cos(t) / (1 + math.sin(t) ** 2),
                0.5 + 0.38 * math.sin(t) * math.cos(t) / (1 + math.sin(t) ** 2))
               for t in [i * 2 * math.pi / 40 for i in range(40)]]
        icon.stroke(pts, 0.1, P.RED_DARK, closed=True)
    elif name == "no_sheriff":
        icon.star((0.5, 0.5), 0.36, 0.17, 6, P.BRASS, P.BRASS_DARK, 0.04, turn=-90)
        icon.circle((0.5, 0.5), 0.42, None, P.RED_DARK, 0.09)
        icon.stroke([(0.2, 0.2), (0.8, 0.8)], 0.09, P.RED_DARK)
    else:
        raise ValueError(f"unknown symbol {name!r}")


def draw_row(surface: pygame.Surface, specs: tuple, rect) -> None:
    """A card's chips (`specs`, as in ROWS), centred in `rect` (pixels), as high as the rect."""
    r = pygame.Rect(rect)
    gap = r.h * 0.18
    total = sum(chip_width(s) * r.h for s in specs) + gap * (len(specs) - 1)
    scale = min(1.0, r.w / total)
    h = r.h * scale
    x = r.centerx - total * scale / 2
    for spec in specs:
        w = chip_width(spec) * h
        draw_chip(surface, spec, (round(x), round(r.centery - h / 2), round(w), round(h)))
        x += w + gap * scale
