"""Gold Rush's pictures, drawn from data (no scanned or copied art): each equipment card's picture as a list of
shapes in the unit square, its eight characters' portraits as Looks (game/ui/art/portraits.py), and the nugget.

A shape is ("rect", (x, y, w, h), colour), ("circle", (x, y, r), colour), ("ellipse", (x, y, rx, ry), colour),
("poly", [points], colour) or ("line", [points], width, colour), drawn in order by `draw`, outlined in ink.
"""

from __future__ import annotations

from functools import partial

from game.ui.art.portraits import Look

INK = (42, 28, 20)
GOLD, GOLD_DARK, GOLD_LIGHT = (222, 176, 58), (160, 112, 30), (250, 220, 120)
GLASS, AMBER, GREEN_GLASS = (200, 220, 226), (200, 120, 40), (70, 120, 70)
LEATHER, LEATHER_DARK, WOOD = (140, 84, 44), (96, 56, 30), (120, 80, 46)
STEEL, STEEL_DARK, PAPER = (150, 156, 162), (96, 100, 108), (236, 222, 186)
RED, CLOVER, SMOKE = (170, 40, 32), (60, 140, 60), (214, 210, 200)

SHAPES: dict[str, list] = {
    "shot": [("poly", [(0.32, 0.3), (0.68, 0.3), (0.62, 0.86), (0.38, 0.86)], GLASS),
             ("poly", [(0.35, 0.5), (0.65, 0.5), (0.62, 0.84), (0.38, 0.84)], AMBER),
             ("ellipse", (0.5, 0.3, 0.18, 0.05), GLASS)],
    "bottle": [("rect", (0.34, 0.4, 0.32, 0.52), GREEN_GLASS), ("rect", (0.44, 0.14, 0.12, 0.28), GREEN_GLASS),
               ("rect", (0.43, 0.08, 0.14, 0.07), LEATHER), ("rect", (0.37, 0.56, 0.26, 0.2), PAPER)],
    "pardner": [("circle", (0.33, 0.34, 0.12), (226, 180, 140)), ("circle", (0.67, 0.34, 0.12), (200, 150, 110)),
                ("poly", [(0.16, 0.26), (0.5, 0.26), (0.44, 0.18), (0.22, 0.18)], LEATHER_DARK),
                ("poly", [(0.5, 0.26), (0.84, 0.26), (0.78, 0.18), (0.56, 0.18)], (60, 60, 64)),
                ("poly", [(0.16, 0.92), (0.2, 0.5), (0.46, 0.5), (0.5, 0.92)], (110, 60, 40)),
                ("poly", [(0.5, 0.92), (0.54, 0.5), (0.8, 0.5), (0.84, 0.92)], (70, 84, 110)),
                ("rect", (0.4, 0.6, 0.2, 0.08), (226, 180, 140))],
    "rhum": [("poly", [(0.3, 0.45), (0.7, 0.45), (0.74, 0.9), (0.26, 0.9)], (90, 50, 30)),
             ("rect", (0.44, 0.16, 0.12, 0.3), (90, 50, 30)), ("rect", (0.42, 0.1, 0.16, 0.07), PAPER),
             ("rect", (0.32, 0.58, 0.36, 0.18), PAPER), ("line", [(0.38, 0.67), (0.62, 0.67)], 0.03, RED)],
    "union_pacific": [("rect", (0.12, 0.42, 0.5, 0.26), (60, 60, 66)), ("rect", (0.58, 0.28, 0.3, 0.4), RED),
                      ("rect", (0.62, 0.33, 0.12, 0.12), PAPER), ("rect", (0.2, 0.22, 0.1, 0.2), (60, 60, 66)),
                      ("circle", (0.26, 0.12, 0.07), SMOKE), ("circle", (0.36, 0.06, 0.05), SMOKE),
                      ("circle", (0.26, 0.76, 0.1), STEEL_DARK), ("circle", (0.5, 0.76, 0.1), STEEL_DARK),
                      ("circle", (0.76, 0.76, 0.1), STEEL_DARK), ("poly", [(0.02, 0.68), (0.12, 0.5), (0.12, 0.68)],
                                                                          STEEL)],
    "gold_rush": [("line", [(0.18, 0.84), (0.7, 0.22)], 0.05, WOOD),
                  ("poly", [(0.5, 0.12), (0.9, 0.3), (0.72, 0.32), (0.6, 0.22)], STEEL),
                  ("poly", [(0.12, 0.9), (0.2, 0.7), (0.36, 0.66), (0.44, 0.8), (0.38, 0.92)], GOLD),
                  ("poly", [(0.42, 0.92), (0.5, 0.62), (0.66, 0.58), (0.78, 0.7), (0.74, 0.92)], GOLD),
                  ("poly", [(0.3, 0.62), (0.38, 0.5), (0.5, 0.52), (0.48, 0.64)], GOLD_LIGHT)],
    "boots": [("poly", [(0.3, 0.1), (0.56, 0.1), (0.58, 0.62), (0.86, 0.72), (0.86, 0.86), (0.26, 0.86)], LEATHER),
              ("rect", (0.26, 0.84, 0.16, 0.08), LEATHER_DARK), ("rect", (0.3, 0.1, 0.26, 0.08), LEATHER_DARK),
              ("circle", (0.16, 0.76, 0.07), STEEL), ("line", [(0.23, 0.76), (0.3, 0.76)], 0.03, STEEL)],
    "wanted": [("rect", (0.18, 0.08, 0.64, 0.84), PAPER), ("rect", (0.26, 0.14, 0.48, 0.1), RED),
               ("circle", (0.5, 0.46, 0.14), (214, 170, 130)),
               ("poly", [(0.32, 0.36), (0.68, 0.36), (0.62, 0.28), (0.38, 0.28)], LEATHER_DARK),
               ("poly", [(0.3, 0.76), (0.38, 0.6), (0.62, 0.6), (0.7, 0.76)], (70, 70, 74)),
               ("line", [(0.28, 0.84), (0.72, 0.84)], 0.03, INK)],
    "gold_pan": [("ellipse", (0.5, 0.56, 0.4, 0.24), STEEL), ("ellipse", (0.5, 0.54, 0.3, 0.16), STEEL_DARK),
                 ("circle", (0.44, 0.54, 0.04), GOLD), ("circle", (0.56, 0.5, 0.035), GOLD),
                 ("circle", (0.52, 0.6, 0.03), GOLD_LIGHT), ("line", [(0.88, 0.5), (0.98, 0.4)], 0.04, WOOD)],
    "horseshoe": [("line", [(0.3, 0.2), (0.24, 0.5), (0.3, 0.74), (0.5, 0.84), (0.7, 0.74), (0.76, 0.5),
                            (0.7, 0.2)], 0.12, STEEL),
                  ("circle", (0.27, 0.34, 0.025), INK), ("circle", (0.73, 0.34, 0.025), INK),
                  ("circle", (0.29, 0.62, 0.025), INK), ("circle", (0.71, 0.62, 0.025), INK)],
    "lucky_charm": [("line", [(0.5, 0.5), (0.6, 0.92)], 0.04, (40, 100, 40)),
                    ("circle", (0.5, 0.3, 0.14), CLOVER), ("circle", (0.3, 0.5, 0.14), CLOVER),
                    ("circle", (0.7, 0.5, 0.14), CLOVER), ("circle", (0.5, 0.66, 0.13), CLOVER),
                    ("circle", (0.5, 0.49, 0.06), (90, 170, 80))],
    "rucksack": [("rect", (0.24, 0.26, 0.52, 0.64), (110, 100, 60)), ("rect", (0.2, 0.26, 0.6, 0.26), (90, 80, 46)),
                 ("rect", (0.3, 0.6, 0.4, 0.2), (96, 88, 50)), ("line", [(0.36, 0.26), (0.4, 0.08), (0.6, 0.08),
                                                                         (0.64, 0.26)], 0.04, LEATHER_DARK),
                 ("circle", (0.5, 0.48, 0.04), GOLD)],
    "calumet": [("line", [(0.1, 0.72), (0.78, 0.36)], 0.06, WOOD),
                ("poly", [(0.7, 0.3), (0.9, 0.26), (0.9, 0.46), (0.76, 0.48)], RED),
                ("poly", [(0.3, 0.62), (0.24, 0.9), (0.3, 0.9)], (240, 240, 236)),
                ("poly", [(0.4, 0.57), (0.38, 0.88), (0.44, 0.88)], (240, 240, 236)),
                ("circle", (0.35, 0.6, 0.03), RED), ("circle", (0.84, 0.18, 0.05), SMOKE)],
    "gun_belt": [("rect", (0.06, 0.42, 0.88, 0.2), LEATHER), ("rect", (0.42, 0.38, 0.16, 0.28), GOLD),
                 ("rect", (0.46, 0.44, 0.08, 0.16), LEATHER_DARK),
                 *[("rect", (x, 0.3, 0.045, 0.16), GOLD_LIGHT) for x in (0.12, 0.2, 0.28, 0.64, 0.72, 0.8)]],
    "pickaxe": [("line", [(0.2, 0.9), (0.62, 0.24)], 0.06, WOOD),
                ("poly", [(0.3, 0.16), (0.62, 0.2), (0.9, 0.4), (0.64, 0.3), (0.34, 0.24)], STEEL),
                ("circle", (0.7, 0.82, 0.06), GOLD), ("circle", (0.82, 0.86, 0.04), GOLD_LIGHT)],
}
NUGGET = [("poly", [(0.12, 0.6), (0.26, 0.28), (0.56, 0.16), (0.86, 0.36), (0.88, 0.66), (0.56, 0.86),
                    (0.24, 0.82)], GOLD),
          ("poly", [(0.3, 0.4), (0.5, 0.28), (0.6, 0.42), (0.44, 0.5)], GOLD_LIGHT)]


def draw(shapes: list, pen) -> None:
    """A picture from its shapes, in order, each outlined in ink."""
    for shape in shapes:
        kind, spec = shape[0], shape[1]
        if kind == "rect":
            pen.rect(*spec, shape[2], INK, 0.02, radius=0.03)
        elif kind == "circle":
            pen.circle(spec[:2], spec[2], shape[2], INK, 0.02)
        elif kind == "ellipse":
            pen.ellipse(spec[:2], spec[2], spec[3], shape[2], INK, 0.02)
        elif kind == "poly":
            pen.poly(spec, shape[2], INK, 0.02)
        else:
            pen.stroke(spec, shape[2], shape[3])


SHOP = [("rect", (0.14, 0.4, 0.72, 0.5), (150, 100, 60)), ("rect", (0.3, 0.56, 0.4, 0.34), (90, 60, 36)),
        *[("poly", [(0.08 + 0.14 * i, 0.4), (0.22 + 0.14 * i, 0.4), (0.22 + 0.14 * i, 0.2), (0.08 + 0.14 * i, 0.2)],
           RED if i % 2 == 0 else PAPER) for i in range(6)],
        ("rect", (0.34, 0.44, 0.32, 0.1), PAPER), ("circle", (0.5, 0.73, 0.05), GOLD)]
# The equipment deck's back: a pick and a pan over a nugget, on dark green leather (the playing cards' is red).
BACK = [("line", [(0.22, 0.72), (0.7, 0.14)], 0.06, WOOD),
        ("poly", [(0.42, 0.06), (0.7, 0.1), (0.94, 0.3), (0.7, 0.22), (0.44, 0.14)], STEEL),
        ("ellipse", (0.5, 0.72, 0.4, 0.16), STEEL), ("ellipse", (0.5, 0.7, 0.3, 0.1), STEEL_DARK),
        ("poly", [(0.38, 0.72), (0.44, 0.62), (0.56, 0.6), (0.64, 0.68), (0.58, 0.76), (0.44, 0.77)], GOLD),
        ("poly", [(0.46, 0.66), (0.52, 0.63), (0.55, 0.67), (0.5, 0.69)], GOLD_LIGHT)]
BACK_LEATHER = (38, 70, 52)
PICTURES = {name: partial(draw, shapes) for name, shapes in SHAPES.items()}
ENTRY_PICTURES = {"gold": partial(draw, NUGGET), "shop": partial(draw, SHOP)}

# The eight characters, as the base game's are drawn (skin, hair, hat, whiskers, coat, neck, eyes, extra, sky).
LOOKS = {
    "don_bell": Look("ruddy", "white", "short", "top", (40, 36, 34), "mutton", (70, 40, 50), "bow", (160, 30, 40),
                     "open", "monocle", (206, 190, 160)),
    "dutch_will": Look("fair", "blond", "short", "flat", (90, 70, 50), "beard", (60, 80, 110), "scarf",
                       (200, 150, 40), "squint", "", (214, 196, 150)),
    "jacky_murieta": Look("olive", "black", "long", "sombrero", (60, 40, 30), "moustache", (40, 40, 44), "bandana",
                          (150, 30, 30), "narrow", "scar", (226, 186, 120)),
    "josh_mccloud": Look("tan", "red", "short", "stetson", (150, 110, 60), "stubble", (120, 90, 50), "scarf",
                         (40, 110, 140), "open", "toothpick", (200, 200, 170)),
    "madam_yto": Look("fair", "black", "bun", "lady", (120, 40, 80), "none", (110, 30, 70), "lace",
                      (236, 226, 236), "open", "earring", (220, 196, 200)),
    "pretty_luzena": Look("tan", "brown", "curly", "lady", (40, 100, 110), "none", (40, 100, 110), "lace",
                          (250, 240, 226), "open", "feather", (230, 210, 170)),
    "raddie_snake": Look("ruddy", "grey", "long", "fur", (100, 80, 50), "goatee", (80, 70, 40), "bolo",
                         (60, 140, 90), "narrow", "", (196, 190, 150)),
    "simeon_picos": Look("brown", "grey", "bald", "cavalry", (170, 150, 110), "handlebar", (130, 90, 50), "collar",
                         (220, 210, 190), "squint", "cigar", (222, 196, 140)),
}
