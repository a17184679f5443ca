"""One pictogram per card kind, drawn with the pen in a unit box: `PICTOS["bang"](pen)`.

Woodcut style: flat fills of paper, brass, steel, wood and red under an ink outline, with a few light strokes
for shine. The pieces (a revolver, a rifle, an arrow, a mug, a stick of dynamite...) are reused by the dice,
tokens and character badges.
"""

from __future__ import annotations

import math

from game.ui.art import palette as P
from game.ui.art.pen import Pen, arc_points, star_points

SKIN = (224, 178, 136)
HORSE = (156, 90, 46)
HORSE_DARK = (70, 38, 20)


# ----------------------------------------------------------------------------------------------------- pieces

def flash(pen: Pen, c, r: float, rays: int = 11):
    pen.poly(star_points(c[0], c[1], r, r * 0.5, rays, -80), P.FLASH_EDGE)
    pen.poly(star_points(c[0], c[1], r * 0.66, r * 0.34, rays, -65), P.FLASH, False)
    pen.circle(c, r * 0.2, P.FLASH_HOT, False)


def revolver(pen: Pen, barrel: float = 0.42, metal=P.STEEL, metal_light=P.STEEL_LIGHT, grip=P.WOOD,
             web: bool = False, latch: bool = False, cylinder: bool = True):
    """A revolver pointing right, its grip at the lower left; `barrel` is the barrel's length (box widths)."""
    end = 0.44 + barrel
    grip_pts = [(0.14, 0.43), (0.28, 0.50), (0.25, 0.64), (0.21, 0.84), (0.13, 0.90), (0.04, 0.87), (0.07, 0.66),
                (0.09, 0.52)]
    pen.poly(grip_pts, grip)
    pen.stroke([(0.12, 0.58), (0.20, 0.58)], 0.012, P.WOOD_DARK)
    pen.stroke([(0.10, 0.70), (0.19, 0.71)], 0.012, P.WOOD_DARK)
    pen.circle((0.15, 0.64), 0.016, P.BRASS, True, 0.008)
    # hammer
    pen.poly([(0.15, 0.40), (0.08, 0.29), (0.13, 0.27), (0.23, 0.37)], metal)
    # trigger guard and trigger
    pen.stroke(arc_points(0.33, 0.53, 0.065, 0.075, 0, 180, 12), 0.024)
    pen.stroke([(0.32, 0.52), (0.30, 0.60)], 0.02)
    # barrel, ejector rod, web
    if web:
        pen.poly([(0.44, 0.44), (0.44 + barrel * 0.45, 0.44), (0.44, 0.53)], metal)
    pen.rect(0.44, 0.445, barrel * 0.62, 0.035, metal_light)
    pen.rect(0.42, 0.365, barrel + 0.02, 0.08, metal)
    pen.stroke([(0.45, 0.385), (end - 0.02, 0.385)], 0.012, metal_light)
    pen.poly([(end - 0.05, 0.365), (end - 0.03, 0.33), (end - 0.015, 0.365)], metal)
    # frame
    pen.poly([(0.13, 0.37), (0.30, 0.35), (0.46, 0.35), (0.46, 0.52), (0.36, 0.53), (0.28, 0.50), (0.14, 0.44)],
             metal)
    if cylinder:
        pen.rect(0.27, 0.325, 0.17, 0.215, metal_light, radius=0.03)
        for x in (0.31, 0.355, 0.40):
            pen.stroke([(x, 0.345), (x, 0.52)], 0.014, metal)
    if latch:
        pen.poly([(0.40, 0.30), (0.48, 0.30), (0.48, 0.355), (0.40, 0.355)], metal_light)
    pen.stroke([(0.16, 0.40), (0.26, 0.39)], 0.012, metal_light)


def rifle(pen: Pen, kind: str = "winchester"):
    """A long gun pointing right: 'winchester' (lever action, brass receiver, tube magazine) or 'carabine'
    (a revolver's cylinder on a rifle stock)."""
    pen.poly([(0.0, 0.50), (0.05, 0.46), (0.30, 0.43), (0.30, 0.56), (0.22, 0.57), (0.05, 0.66), (0.0, 0.64)],
             P.WOOD)
    pen.stroke([(0.04, 0.52), (0.24, 0.48)], 0.01, P.WOOD_LIGHT)
    pen.poly([(0.0, 0.50), (0.02, 0.49), (0.03, 0.65), (0.0, 0.64)], P.STEEL_DARK, False)
    if kind == "winchester":
        pen.rect(0.44, 0.475, 0.44, 0.03, P.STEEL)                   # magazine tube
        pen.rect(0.42, 0.44, 0.56, 0.035, P.STEEL_DARK)              # barrel
        pen.rect(0.44, 0.465, 0.2, 0.055, P.WOOD, radius=0.012)      # forend
        pen.poly([(0.29, 0.42), (0.45, 0.42), (0.45, 0.53), (0.38, 0.56), (0.29, 0.56)], P.BRASS)
        pen.stroke([(0.31, 0.45), (0.42, 0.45)], 0.01, P.BRASS_LIGHT)
        pen.stroke([(0.36, 0.56), (0.36, 0.62), (0.30, 0.66), (0.22, 0.64), (0.26, 0.58), (0.31, 0.57)], 0.02)
        pen.poly([(0.30, 0.42), (0.27, 0.37), (0.31, 0.36), (0.33, 0.42)], P.STEEL)
        pen.poly([(0.94, 0.44), (0.95, 0.42), (0.965, 0.44)], P.STEEL)
    else:
        pen.rect(0.42, 0.455, 0.54, 0.04, P.STEEL)                   # barrel
        pen.rect(0.44, 0.495, 0.3, 0.04, P.WOOD_LIGHT, radius=0.012)  # forend
        pen.poly([(0.29, 0.43), (0.43, 0.43), (0.43, 0.55), (0.29, 0.56)], P.STEEL_DARK)
        pen.rect(0.315, 0.405, 0.11, 0.16, P.STEEL_LIGHT, radius=0.02)
        for x in (0.34, 0.37, 0.40):
            pen.stroke([(x, 0.42), (x, 0.55)], 0.01, P.STEEL)
        pen.stroke(arc_points(0.33, 0.57, 0.04, 0.05, 0, 180, 10), 0.016)
        pen.poly([(0.30, 0.43), (0.26, 0.37), (0.30, 0.36), (0.32, 0.43)], P.STEEL)
        pen.stroke([(0.47, 0.44), (0.55, 0.44)], 0.014, P.BRASS)
        pen.poly([(0.92, 0.455), (0.935, 0.43), (0.95, 0.455)], P.STEEL)


def arrow(pen: Pen, tail, head, shaft=P.WOOD_LIGHT, fletch=P.RED, width: float = 0.03):
    (x0, y0), (x1, y1) = tail, head
    d = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / d, (y1 - y0) / d
    nx, ny = -uy, ux
    hl, hw = max(0.13, width * 2.2), max(0.055, width * 1.15)
    bx, by = x1 - ux * hl, y1 - uy * hl
    pen.stroke([(x0, y0), (bx, by)], width + 0.012)
    pen.stroke([(x0, y0), (bx, by)], width, shaft)
    pen.poly([(x1, y1), (bx + nx * hw, by + ny * hw), (bx + ux * 0.03, by + uy * 0.03),
              (bx - nx * hw, by - ny * hw)], P.STONE)
    for side, col in ((1, fletch), (-1, P.FEATHER)):
        fx, fy = x0 + ux * 0.02, y0 + uy * 0.02
        fw = max(0.07, width * 1.6)
        pen.poly([(fx, fy), (fx + ux * fw * 2.3, fy + uy * fw * 2.3), (fx + ux * fw * 1.7 + nx * side * fw,
                  fy + uy * fw * 1.7 + ny * side * fw), (fx - ux * 0.02 + nx * side * fw * 1.05,
                  fy - uy * 0.02 + ny * side * fw * 1.05)], col, True, 0.014)


def mug(pen: Pen):
    pen.rect(0.62, 0.42, 0.2, 0.3, None, True, 0.075, radius=0.07)
    pen.rect(0.62, 0.42, 0.2, 0.3, None, P.AMBER_LIGHT, 0.04, radius=0.07)
    pen.rect(0.22, 0.3, 0.44, 0.6, P.AMBER, radius=0.04)
    pen.rect(0.22, 0.78, 0.44, 0.12, P.AMBER_LIGHT, radius=0.03)
    pen.stroke([(0.3, 0.42), (0.3, 0.74)], 0.035, P.AMBER_LIGHT)
    pen.stroke([(0.58, 0.44), (0.58, 0.72)], 0.014, (186, 116, 24))
    for x, y, r in ((0.42, 0.62, 0.018), (0.5, 0.52, 0.014), (0.46, 0.7, 0.012), (0.54, 0.64, 0.01)):
        pen.circle((x, y), r, P.AMBER_LIGHT, False)
    for x, y, r in ((0.25, 0.3, 0.075), (0.36, 0.25, 0.09), (0.5, 0.24, 0.09), (0.62, 0.29, 0.075),
                    (0.44, 0.31, 0.07)):
        pen.circle((x, y), r, P.FOAM)
    for x, y, r in ((0.25, 0.3, 0.06), (0.36, 0.25, 0.075), (0.5, 0.24, 0.075), (0.62, 0.29, 0.06),
                    (0.44, 0.32, 0.07), (0.3, 0.34, 0.05), (0.56, 0.34, 0.05)):
        pen.circle((x, y), r, P.FOAM, False)
    pen.poly([(0.62, 0.33), (0.66, 0.33), (0.66, 0.45), (0.64, 0.47), (0.62, 0.45)], P.FOAM, False)


def dynamite_sticks(pen: Pen, spark: bool = True):
    fuse = [(0.5, 0.3), (0.52, 0.2), (0.6, 0.14), (0.68, 0.16), (0.72, 0.1)]
    pen.stroke(fuse, 0.03)
    pen.stroke(fuse, 0.014, P.WOOD_LIGHT)
    for angle, dx in ((-12, -0.17), (12, 0.17), (0, 0.0)):
        sub = pen.sub(dx, 0, 1, 1, angle)
        sub.rect(0.41, 0.3, 0.18, 0.6, P.RED, radius=0.03)
        sub.stroke([(0.45, 0.34), (0.45, 0.86)], 0.03, P.RED_LIGHT)
        sub.ellipse((0.5, 0.31), 0.09, 0.025, (228, 200, 170), True, 0.012)
    pen.rect(0.22, 0.6, 0.56, 0.08, P.WOOD_LIGHT, radius=0.015)
    pen.stroke([(0.3, 0.6), (0.34, 0.68)], 0.01, P.WOOD_DARK)
    pen.stroke([(0.62, 0.6), (0.66, 0.68)], 0.01, P.WOOD_DARK)
    if spark:
        flash(pen, (0.74, 0.09), 0.085, 8)


def beer_barrel(pen: Pen):
    left = [(0.28, 0.12), (0.21, 0.3), (0.19, 0.5), (0.21, 0.7), (0.28, 0.88)]
    right = [(1 - x, y) for x, y in reversed(left)]
    pen.poly(left + right, P.WOOD)
    for t in (0.36, 0.5, 0.64):
        k = (t - 0.5) * 1.1
        pen.stroke([(0.5 + k * 0.62, 0.14), (0.5 + k * 0.8, 0.5), (0.5 + k * 0.62, 0.86)], 0.012, P.WOOD_DARK)
    pen.stroke([(0.3, 0.2), (0.27, 0.5), (0.3, 0.8)], 0.02, P.WOOD_LIGHT)
    for y, half in ((0.22, 0.265), (0.35, 0.295), (0.65, 0.295), (0.78, 0.265)):
        pts = arc_points(0.5, y - 0.02, half, 0.03, 180, 0, 12)[::-1]
        pen.stroke(pts, 0.05)
        pen.stroke(pts, 0.032, P.STEEL_DARK)
    pen.ellipse((0.5, 0.12), 0.22, 0.045, P.WOOD_LIGHT)
    pen.circle((0.5, 0.5), 0.03, P.WOOD_DARK)


def card_shape(pen: Pen, x, y, w, h, angle=0.0, suit=None, fill=P.WHITE):
    sub = pen.sub(x, y, w, h, angle)
    sub.rect(0, 0, 1, 1, fill, True, 0.06, radius=0.12)
    sub.rect(0.12, 0.1, 0.76, 0.8, None, P.BROWN_LIGHT, 0.04, radius=0.08)
    if suit:
        from game.ui.art.suits import _SHAPES
        box = sub.sub(0.3, 0.34, 0.4, 0.4 * w / h) if h else sub
        _SHAPES[suit](box, P.SUIT_CLASSIC[suit])


def bullet_shape(pen: Pen, cx: float, top: float, bottom: float, half: float, lying: bool = False):
    """A cartridge standing upright: brass case, lead tip."""
    tip = top + (bottom - top) * 0.38
    pen.poly([(cx - half, tip)] + arc_points(cx, tip, half, tip - top, 180, 360, 10) + [(cx + half, tip)],
             (150, 150, 160))
    pen.rect(cx - half, tip, 2 * half, bottom - tip, P.BRASS)
    pen.stroke([(cx - half * 0.45, tip + 0.01), (cx - half * 0.45, bottom - 0.02)], half * 0.45, P.BRASS_LIGHT)
    pen.rect(cx - half * 1.1, bottom - (bottom - top) * 0.07, 2.2 * half, (bottom - top) * 0.07, P.BRASS_DARK)


def hat(pen: Pen, crown=P.WOOD, band=P.WOOD_DARK):
    pen.poly([(0.27, 0.7), (0.28, 0.4), (0.35, 0.29), (0.44, 0.27), (0.5, 0.33), (0.56, 0.27), (0.65, 0.29),
              (0.72, 0.4), (0.73, 0.7)], crown)
    pen.poly([(0.275, 0.58), (0.725, 0.58), (0.73, 0.66), (0.27, 0.66)], band)
    pen.stroke([(0.33, 0.42), (0.35, 0.56)], 0.02, P.WOOD_LIGHT)
    brim = arc_points(0.5, 0.69, 0.44, 0.07, 0, 360, 40)
    pen.poly(brim, crown)
    pen.poly([(0.06, 0.62), (0.14, 0.68), (0.3, 0.72), (0.5, 0.73), (0.7, 0.72), (0.86, 0.68), (0.94, 0.62),
              (0.9, 0.7), (0.7, 0.77), (0.5, 0.78), (0.3, 0.77), (0.1, 0.7)], P.WOOD_DARK, True, 0.012)


def human_hand(pen: Pen):
    """A hand reaching up and right, fingers spread to grab."""
    pen.poly([(0.02, 0.98), (0.12, 0.78), (0.24, 0.86), (0.16, 1.0)], P.WOOD_DARK)
    pen.poly([(0.12, 0.78), (0.16, 0.74), (0.3, 0.82), (0.24, 0.86)], P.IVORY)
    fingers = [((0.34, 0.62), (0.44, 0.36)), ((0.4, 0.66), (0.58, 0.42)), ((0.44, 0.72), (0.62, 0.56)),
               ((0.44, 0.78), (0.6, 0.7))]
    for a, b in fingers:
        pen.stroke([a, b], 0.085)
        pen.stroke([a, b], 0.058, SKIN)
    pen.poly([(0.16, 0.74), (0.22, 0.58), (0.34, 0.56), (0.46, 0.66), (0.46, 0.8), (0.32, 0.84)], SKIN)
    pen.stroke([(0.24, 0.62), (0.2, 0.46)], 0.085)
    pen.stroke([(0.24, 0.62), (0.2, 0.46)], 0.058, SKIN)
    for (_a, b) in fingers:
        pen.circle(b, 0.012, (242, 214, 186), False)


def person(pen: Pen, cx: float, top: float, size: float, fill=P.INK_SOFT):
    """A head-and-shoulders silhouette: 'a player' in the symbol row."""
    pen.circle((cx, top + size * 0.28), size * 0.24, fill, False)
    pen.ellipse((cx, top + size * 1.0), size * 0.44, size * 0.42, fill, False, a0=180, a1=360)


def speed_lines(pen: Pen, pts, length: float, dx: float, dy: float, width: float = 0.018, color=P.INK_SOFT):
    for x, y in pts:
        pen.stroke([(x, y), (x + dx * length, y + dy * length)], width, color)


# ----------------------------------------------------------------------------------------------- card kinds

def p_bang(pen: Pen):
    flash(pen, (0.8, 0.36), 0.2, 12)
    revolver(pen.sub(-0.06, 0.1, 0.92, 0.92), 0.3)
    speed_lines(pen, [(0.86, 0.62), (0.8, 0.7)], 0.08, 1, 0.35, 0.016)


def p_missed(pen: Pen):
    hat(pen.sub(-0.04, 0.08, 0.92, 0.92))
    pen.circle((0.5, 0.4), 0.05, P.PAPER, True, 0.014)
    pen.circle((0.5, 0.4), 0.028, P.INK, False)
    for a in (20, 110, 200, 290):
        r = math.radians(a)
        pen.stroke([(0.5 + 0.05 * math.cos(r), 0.4 + 0.05 * math.sin(r)),
                    (0.5 + 0.08 * math.cos(r + 0.3), 0.4 + 0.08 * math.sin(r + 0.3))], 0.01)
    b = pen.sub(0.66, 0.06, 0.32, 0.32, 55)
    bullet_shape(b, 0.5, 0.1, 0.9, 0.14)
    speed_lines(pen, [(0.54, 0.3), (0.6, 0.36), (0.58, 0.24)], 0.12, 0.9, 0.45, 0.014)


def p_beer(pen: Pen):
    mug(pen.sub(0.04, 0.04, 0.92, 0.92))


def p_saloon(pen: Pen):
    pen.rect(0.1, 0.08, 0.8, 0.88, (70, 44, 28))
    pen.rect(0.16, 0.14, 0.68, 0.8, (118, 70, 38), False)
    pen.circle((0.5, 0.28), 0.09, (250, 214, 120), False)
    pen.circle((0.5, 0.28), 0.05, P.FLASH_HOT, False)
    pen.stroke([(0.5, 0.14), (0.5, 0.2)], 0.012)
    for mirror in (False, True):
        door = pen.sub(0, 0, 1, 1, 0, mirror)
        pts = [(0.17, 0.8), (0.17, 0.42), (0.26, 0.41), (0.36, 0.43), (0.46, 0.47), (0.485, 0.5), (0.485, 0.8)]
        door.poly(pts, P.WOOD_LIGHT)
        for x in (0.24, 0.31, 0.38, 0.45):
            door.stroke([(x, 0.5), (x, 0.74)], 0.012, P.WOOD_DARK)
        door.stroke([(0.19, 0.5), (0.47, 0.52)], 0.02, P.WOOD_DARK)
        door.stroke([(0.19, 0.74), (0.47, 0.74)], 0.02, P.WOOD_DARK)
        door.rect(0.12, 0.46, 0.05, 0.04, P.BRASS)
        door.rect(0.12, 0.7, 0.05, 0.04, P.BRASS)
    pen.stroke([(0.1, 0.96), (0.9, 0.96)], 0.03)


def p_stagecoach(pen: Pen):
    def wheel(c, r):
        pen.circle(c, r, None, True, 0.035)
        pen.circle(c, r, None, P.WOOD_LIGHT, 0.02)
        for k in range(8):
            a = math.radians(k * 22.5 * 2)
            pen.stroke([c, (c[0] + r * math.cos(a), c[1] + r * math.sin(a))], 0.014)
        pen.circle(c, r * 0.2, P.WOOD_DARK, True, 0.01)
    pen.rect(0.26, 0.16, 0.4, 0.1, P.WOOD_LIGHT, radius=0.02)
    pen.rect(0.32, 0.1, 0.2, 0.07, (96, 110, 70), radius=0.015)
    pen.stroke([(0.38, 0.16), (0.38, 0.26)], 0.012, P.WOOD_DARK)
    pen.poly([(0.2, 0.26), (0.74, 0.26), (0.8, 0.42), (0.76, 0.64), (0.2, 0.64), (0.16, 0.42)], P.RED)
    pen.poly([(0.74, 0.3), (0.92, 0.3), (0.92, 0.38), (0.8, 0.42)], P.WOOD)
    pen.rect(0.27, 0.32, 0.17, 0.15, P.SKY)
    pen.stroke([(0.355, 0.32), (0.355, 0.47)], 0.012)
    pen.rect(0.5, 0.32, 0.16, 0.28, P.RED_DARK)
    pen.rect(0.53, 0.35, 0.1, 0.1, P.SKY)
    pen.stroke([(0.2, 0.55), (0.48, 0.55)], 0.016, P.BRASS)
    pen.stroke([(0.14, 0.66), (0.86, 0.68)], 0.03, P.WOOD_DARK)
    pen.stroke([(0.78, 0.68), (0.98, 0.62)], 0.02)
    wheel((0.3, 0.75), 0.17)
    wheel((0.74, 0.78), 0.13)


def p_wells_fargo(pen: Pen):
    box_green = (52, 92, 58)
    pen.rect(0.14, 0.42, 0.72, 0.44, box_green, radius=0.02)
    pen.poly([(0.12, 0.44), (0.12, 0.34), (0.2, 0.27), (0.8, 0.27), (0.88, 0.34), (0.88, 0.44)], (70, 116, 72))
    for x in (0.24, 0.72):
        pen.rect(x, 0.27, 0.05, 0.59, P.STEEL_DARK)
        for y in (0.33, 0.5, 0.66, 0.8):
            pen.circle((x + 0.025, y), 0.01, P.STEEL_LIGHT, False)
    pen.stroke([(0.14, 0.44), (0.86, 0.44)], 0.025)
    pen.rect(0.42, 0.4, 0.16, 0.17, P.BRASS, radius=0.02)
    pen.circle((0.5, 0.46), 0.022, P.INK, False)
    pen.poly([(0.49, 0.47), (0.51, 0.47), (0.515, 0.53), (0.485, 0.53)], P.INK, False)
    pen.rect(0.3, 0.6, 0.4, 0.12, (40, 74, 46), radius=0.01)
    pen.stroke([(0.34, 0.66), (0.66, 0.66)], 0.02, P.BRASS_LIGHT)
    for _i, (x, y) in enumerate(((0.26, 0.2), (0.5, 0.14), (0.74, 0.2))):
        pen.ellipse((x, y + 0.025), 0.1, 0.045, P.BRASS_DARK)
        pen.ellipse((x, y), 0.1, 0.045, P.BRASS_LIGHT)
        pen.ellipse((x, y), 0.06, 0.025, None, P.BRASS_DARK, 0.01)


def p_general_store(pen: Pen):
    pen.poly([(0.12, 0.94), (0.12, 0.2), (0.3, 0.2), (0.3, 0.12), (0.7, 0.12), (0.7, 0.2), (0.88, 0.2),
              (0.88, 0.94)], P.WOOD_LIGHT)
    for y in (0.3, 0.38, 0.46):
        pen.stroke([(0.13, y), (0.87, y)], 0.008, P.WOOD)
    pen.rect(0.24, 0.18, 0.52, 0.12, P.PAPER)
    for y in (0.22, 0.26):
        pen.stroke([(0.3, y), (0.7, y)], 0.018, P.RED_DARK)
    stripes = 7
    for i in range(stripes):
        x0 = 0.08 + i * 0.84 / stripes
        x1 = x0 + 0.84 / stripes
        pen.poly([(x0 + 0.02, 0.44), (x1 + 0.02, 0.44), (x1, 0.56), (x0, 0.56)],
                 P.RED if i % 2 == 0 else P.PAPER, True, 0.01)
    pen.stroke([(0.1, 0.44), (0.9, 0.44)], 0.02)
    for k in range(stripes):
        x = 0.08 + (k + 0.5) * 0.84 / stripes
        pen.ellipse((x, 0.56), 0.84 / stripes / 2, 0.03, P.RED if k % 2 == 0 else P.PAPER, True, 0.01,
                    a0=0, a1=180)
    pen.rect(0.18, 0.62, 0.3, 0.22, P.SKY)
    pen.stroke([(0.33, 0.62), (0.33, 0.84)], 0.014)
    pen.stroke([(0.18, 0.73), (0.48, 0.73)], 0.014)
    pen.rect(0.58, 0.62, 0.22, 0.32, P.WOOD_DARK)
    pen.circle((0.62, 0.79), 0.015, P.BRASS)
    pen.stroke([(0.06, 0.95), (0.94, 0.95)], 0.03)
    pen.ellipse((0.23, 0.9), 0.06, 0.04, P.AMBER)
    pen.rect(0.32, 0.86, 0.12, 0.08, P.WOOD)


def p_panic(pen: Pen):
    card_shape(pen, 0.46, 0.08, 0.4, 0.58, 14, "D")
    for a, b in (((0.86, 0.06), (0.94, 0.0)), ((0.92, 0.2), (1.0, 0.18)), ((0.9, 0.34), (0.98, 0.38))):
        pen.stroke([a, b], 0.02)
    human_hand(pen.sub(0.02, 0.06, 0.92, 0.92))


def p_cat_balou(pen: Pen):
    left = [(0.18, 0.14), (0.5, 0.14), (0.46, 0.26), (0.52, 0.36), (0.44, 0.48), (0.5, 0.6), (0.44, 0.72),
            (0.48, 0.86), (0.18, 0.86)]
    right = [(0.56, 0.14), (0.84, 0.14), (0.84, 0.86), (0.54, 0.86), (0.5, 0.72), (0.56, 0.6), (0.5, 0.48),
             (0.58, 0.36), (0.52, 0.26)]
    lp = pen.sub(-0.06, 0.04, 1, 1, -10)
    rp = pen.sub(0.07, 0.02, 1, 1, 12)
    lp.poly(left, P.WHITE, True, 0.025)
    rp.poly(right, P.WHITE, True, 0.025)
    lp.stroke([(0.24, 0.2), (0.42, 0.2)], 0.014, P.BROWN_LIGHT)
    rp.stroke([(0.62, 0.8), (0.78, 0.8)], 0.014, P.BROWN_LIGHT)
    from game.ui.art.suits import _SHAPES
    _SHAPES["H"](lp.sub(0.27, 0.38, 0.22, 0.22), P.SUIT_CLASSIC["H"])
    _SHAPES["H"](rp.sub(0.52, 0.38, 0.22, 0.22), P.SUIT_CLASSIC["H"])
    lp.poly([(0.45, 0.36), (0.6, 0.36), (0.6, 0.6), (0.45, 0.6)], P.WHITE, False)
    for x, y, s in ((0.46, 0.92, 0.04), (0.56, 0.95, 0.03), (0.5, 0.06, 0.03)):
        pen.poly([(x, y), (x + s, y + s * 0.4), (x + s * 0.3, y + s)], P.WHITE, True, 0.01)
    whip = [(0.02, 0.5), (0.14, 0.4), (0.3, 0.36), (0.5, 0.4), (0.66, 0.5), (0.8, 0.52), (0.92, 0.46),
            (0.98, 0.38)]
    pen.stroke(whip, 0.03)
    pen.stroke(whip, 0.016, P.LEATHER)


def p_gatling(pen: Pen):
    pen.poly([(0.42, 0.66), (0.06, 0.9), (0.02, 0.86), (0.38, 0.6)], P.WOOD)
    for y in (0.3, 0.355, 0.41):
        pen.rect(0.32, y, 0.64, 0.045, P.STEEL_DARK)
        pen.stroke([(0.34, y + 0.014), (0.92, y + 0.014)], 0.01, P.STEEL_LIGHT)
    for x in (0.52, 0.9):
        pen.rect(x, 0.27, 0.04, 0.2, P.BRASS, radius=0.01)
    pen.rect(0.12, 0.26, 0.22, 0.24, P.BRASS, radius=0.02)
    pen.stroke([(0.15, 0.3), (0.3, 0.3)], 0.014, P.BRASS_LIGHT)
    pen.rect(0.2, 0.16, 0.08, 0.12, P.BRASS_DARK)
    pen.stroke([(0.12, 0.38), (0.04, 0.3), (0.04, 0.22)], 0.03)
    pen.circle((0.04, 0.2), 0.03, P.WOOD_LIGHT)
    pen.rect(0.3, 0.5, 0.08, 0.14, P.WOOD_DARK)
    c, r = (0.42, 0.72), 0.2
    pen.circle(c, r, None, True, 0.04)
    pen.circle(c, r, None, P.WOOD_LIGHT, 0.022)
    for k in range(12):
        a = math.radians(k * 30)
        pen.stroke([c, (c[0] + r * math.cos(a), c[1] + r * math.sin(a))], 0.014)
    pen.circle(c, 0.04, P.BRASS)
    pen.stroke([(0.0, 0.93), (1.0, 0.93)], 0.02, P.INK_SOFT)


def p_indians(pen: Pen):
    bow = arc_points(0.62, 0.5, 0.46, 0.44, 112, 248, 24)
    pen.stroke(bow, 0.06)
    pen.stroke(bow, 0.036, P.WOOD)
    for y in (0.44, 0.56):
        pen.stroke([(0.165, y), (0.2, y)], 0.05, P.LEATHER)
    top, bottom = bow[0], bow[-1]
    pen.stroke([bottom, (0.46, 0.5), top], 0.012)
    arrow(pen, (0.46, 0.5), (0.98, 0.5))
    arrow(pen, (0.2, 0.9), (0.84, 0.16), width=0.022, fletch=P.GREEN)
    for dy, col in ((0.0, P.FEATHER), (0.06, P.RED)):
        f = pen.sub(0.0, 0.56 + dy, 0.22, 0.34, 20 - dy * 200)
        f.poly([(0.5, 0.0), (0.8, 0.3), (0.7, 0.8), (0.5, 1.0), (0.3, 0.8), (0.2, 0.3)], col, True, 0.06)
        f.stroke([(0.5, 0.05), (0.5, 1.0)], 0.05)


def p_duel(pen: Pen):
    revolver(pen.sub(-0.08, 0.02, 0.9, 0.9, -48), 0.4)
    revolver(pen.sub(0.18, 0.02, 0.9, 0.9, 48, True), 0.4, P.STEEL_DARK, P.STEEL, P.WOOD_LIGHT)
    pen.stroke([(0.12, 0.93), (0.88, 0.93)], 0.02, P.INK_SOFT)
    for x in (0.22, 0.78):
        pen.poly([(x - 0.04, 0.92), (x, 0.8), (x + 0.04, 0.92)], P.INK_SOFT, False)


def p_barrel(pen: Pen):
    beer_barrel(pen.sub(0.08, 0.04, 0.84, 0.92))


def p_dynamite(pen: Pen):
    dynamite_sticks(pen.sub(0.04, 0.06, 0.92, 0.92))


def p_jail(pen: Pen):
    pen.rect(0.04, 0.06, 0.92, 0.9, P.STONE)
    for row, y in enumerate((0.06, 0.21, 0.36, 0.51, 0.66, 0.81)):
        pen.stroke([(0.04, y), (0.96, y)], 0.01, P.STONE_DARK)
        off = 0.0 if row % 2 else 0.1
        for x in (0.14 + off, 0.36 + off, 0.58 + off, 0.8 + off):
            if x < 0.95:
                pen.stroke([(x, y), (x, y + 0.15)], 0.01, P.STONE_DARK)
    arch = [(0.22, 0.84), (0.22, 0.36)] + arc_points(0.5, 0.36, 0.28, 0.2, 180, 360, 16) + [(0.78, 0.84)]
    pen.poly(arch, (36, 28, 26), True, 0.03)
    pen.poly([(0.2, 0.84), (0.8, 0.84), (0.84, 0.9), (0.16, 0.9)], P.STONE_DARK)
    for x in (0.31, 0.405, 0.5, 0.595, 0.69):
        top = 0.36 - 0.2 * math.sqrt(max(0.0, 1 - ((x - 0.5) / 0.28) ** 2))
        pen.stroke([(x, top + 0.01), (x, 0.84)], 0.034)
        pen.stroke([(x, top + 0.01), (x, 0.84)], 0.018, P.STEEL)
    pen.stroke([(0.22, 0.5), (0.78, 0.5)], 0.034)
    pen.stroke([(0.22, 0.5), (0.78, 0.5)], 0.018, P.STEEL)
    for x in (0.31, 0.405, 0.5, 0.595, 0.69):
        pen.circle((x, 0.5), 0.014, P.STEEL_LIGHT, False)


def p_mustang(pen: Pen):
    mane = [(0.6, 0.14), (0.72, 0.16), (0.74, 0.24), (0.82, 0.3), (0.8, 0.38), (0.9, 0.46), (0.86, 0.54),
            (0.94, 0.64), (0.88, 0.7), (0.96, 0.84), (0.88, 0.88), (0.9, 0.98), (0.78, 0.98)]
    pen.poly(mane, HORSE_DARK)
    head = [(0.84, 0.98), (0.8, 0.62), (0.7, 0.36), (0.6, 0.18), (0.56, 0.2), (0.46, 0.22), (0.33, 0.37),
            (0.2, 0.54), (0.12, 0.64), (0.09, 0.71), (0.12, 0.77), (0.2, 0.79), (0.3, 0.74), (0.4, 0.64),
            (0.47, 0.66), (0.55, 0.8), (0.58, 0.98)]
    pen.poly(head, HORSE)
    pen.poly([(0.5, 0.22), (0.53, 0.04), (0.6, 0.19)], HORSE)
    pen.poly([(0.52, 0.19), (0.535, 0.09), (0.57, 0.18)], HORSE_DARK, False)
    pen.poly([(0.56, 0.2), (0.62, 0.06), (0.64, 0.22)], HORSE_DARK)
    pen.poly([(0.56, 0.2), (0.48, 0.3), (0.44, 0.24)], HORSE_DARK, False)
    pen.stroke([(0.38, 0.5), (0.3, 0.62), (0.24, 0.7)], 0.016, (190, 124, 74))
    pen.stroke([(0.6, 0.5), (0.66, 0.7), (0.66, 0.9)], 0.012, (120, 66, 32))
    pen.ellipse((0.41, 0.33), 0.04, 0.025, P.INK, False)
    pen.circle((0.405, 0.325), 0.009, P.WHITE, False)
    pen.ellipse((0.145, 0.67), 0.03, 0.02, HORSE_DARK, False)
    pen.stroke([(0.1, 0.74), (0.2, 0.745)], 0.01, HORSE_DARK)
    pen.stroke([(0.2, 0.56), (0.26, 0.73)], 0.02, P.LEATHER)
    pen.stroke([(0.23, 0.64), (0.45, 0.4), (0.56, 0.2)], 0.02, P.LEATHER)
    pen.stroke([(0.33, 0.38), (0.45, 0.4)], 0.02, P.LEATHER)
    pen.circle((0.23, 0.64), 0.018, P.BRASS, True, 0.008)
    pen.stroke([(0.23, 0.64), (0.4, 0.86), (0.56, 0.94)], 0.014, P.LEATHER)


def p_scope(pen: Pen):
    s = pen.sub(0.0, 0.06, 1, 1, -28)
    s.rect(0.03, 0.45, 0.1, 0.1, P.BRASS_DARK, radius=0.01)
    s.rect(0.12, 0.42, 0.26, 0.16, P.BRASS)
    s.rect(0.37, 0.395, 0.26, 0.21, P.BRASS)
    s.rect(0.62, 0.37, 0.3, 0.26, P.LEATHER)
    for x in (0.12, 0.37, 0.62):
        s.rect(x - 0.015, 0.36, 0.03, 0.28, P.BRASS_DARK)
    for x0, x1, y in ((0.14, 0.36, 0.45), (0.39, 0.6, 0.42)):
        s.stroke([(x0, y), (x1, y)], 0.014, P.BRASS_LIGHT)
    s.rect(0.9, 0.35, 0.05, 0.3, P.BRASS_DARK)
    s.ellipse((0.955, 0.5), 0.025, 0.13, P.SKY)
    pen.circle((0.78, 0.2), 0.11, None, True, 0.02)
    pen.stroke([(0.78, 0.06), (0.78, 0.34)], 0.012)
    pen.stroke([(0.64, 0.2), (0.92, 0.2)], 0.012)
    pen.circle((0.78, 0.2), 0.02, P.RED, False)


def p_volcanic(pen: Pen):
    g = pen.sub(0.04, 0.06, 0.92, 0.92)
    g.poly([(0.14, 0.43), (0.28, 0.5), (0.25, 0.64), (0.21, 0.84), (0.13, 0.9), (0.04, 0.87), (0.07, 0.66),
            (0.09, 0.52)], P.WOOD)
    g.rect(0.42, 0.47, 0.42, 0.04, P.STEEL)                             # magazine tube
    g.rect(0.42, 0.4, 0.48, 0.07, P.STEEL_DARK)                         # barrel
    g.stroke([(0.44, 0.42), (0.86, 0.42)], 0.01, P.STEEL)
    g.poly([(0.13, 0.37), (0.44, 0.37), (0.44, 0.53), (0.3, 0.54), (0.14, 0.44)], P.BRASS)
    g.stroke([(0.18, 0.4), (0.4, 0.4)], 0.012, P.BRASS_LIGHT)
    g.poly([(0.15, 0.4), (0.1, 0.3), (0.14, 0.29), (0.21, 0.38)], P.STEEL)
    g.stroke([(0.36, 0.53), (0.38, 0.62), (0.34, 0.7), (0.26, 0.7), (0.24, 0.64), (0.28, 0.56)], 0.024)
    g.circle((0.34, 0.66), 0.035, None, True, 0.02)
    g.poly([(0.86, 0.4), (0.875, 0.36), (0.89, 0.4)], P.BRASS)
    for i in range(6):
        pen.circle((0.2 + i * 0.12, 0.92), 0.03, P.BRASS, True, 0.01)


def p_schofield(pen: Pen):
    revolver(pen.sub(0.04, 0.04, 0.92, 0.92), 0.4, P.STEEL_DARK, P.STEEL, P.WOOD, latch=True)


def p_remington(pen: Pen):
    revolver(pen.sub(0.0, 0.06, 0.98, 0.98), 0.52, P.STEEL, P.STEEL_LIGHT, P.IVORY, web=True)


def p_rev_carabine(pen: Pen):
    rifle(pen.sub(-0.06, -0.04, 1.12, 1.12, -20), "carabine")


def p_winchester(pen: Pen):
    rifle(pen.sub(-0.06, -0.04, 1.12, 1.12, -20), "winchester")


PICTOS = {
    "bang": p_bang, "missed": p_missed, "beer": p_beer, "saloon": p_saloon, "stagecoach": p_stagecoach,
    "wells_fargo": p_wells_fargo, "general_store": p_general_store, "panic": p_panic, "cat_balou": p_cat_balou,
    "gatling": p_gatling, "indians": p_indians, "duel": p_duel, "barrel": p_barrel, "dynamite": p_dynamite,
    "jail": p_jail, "mustang": p_mustang, "scope": p_scope, "volcanic": p_volcanic, "schofield": p_schofield,
    "remington": p_remington, "rev_carabine": p_rev_carabine, "winchester": p_winchester,
}
