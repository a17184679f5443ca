"""Character badges: a cameo portrait drawn from a few traits, an emblem of the ability, the name, life as bullets.

    character_badge("calamity_janet", "cards", 160, lang="es")    # 160 x BADGE_RATIO*160, per-pixel alpha

`game` is "cards" (BANG!) or "dice" (BANG! The Dice Game): the same sixteen people sit in both games, so each
keeps one face; the frame's colour, the emblem (their ability differs) and the life (3-4 or 7-9) follow the game.
A card set's character wears the face its window side gives as data (a Look, game/ui/sets.py Piece.look), drawn
like theirs, and his life; one without a face is a stranger.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from game.core.cards.catalog import CHARACTERS as CARD_CHARACTERS
from game.core.dice.catalog import CHARACTERS as DICE_CHARACTERS
from game.ui import sets
from game.ui.art import palette as P
from game.ui.art import pictos as K
from game.ui.art.chrome import Title, cached, draw_title, fit_title, frame, name_role, text_bar
from game.ui.art.pen import Pen, arc_points, canvas, shrink, supersample

BADGE_RATIO = 1.4
GAMES = ("cards", "dice")

SKINS = {"fair": (236, 196, 160), "tan": (214, 162, 118), "olive": (196, 146, 100), "brown": (150, 100, 66),
         "ruddy": (226, 168, 134)}
HAIR = {"black": (36, 28, 24), "brown": (104, 64, 34), "blond": (214, 170, 88), "red": (176, 78, 36),
        "grey": (168, 164, 158), "white": (228, 226, 220)}


class Look(NamedTuple):
    skin: str
    hair: str
    hair_style: str          # short, long, bald, bun, curly
    hat: str                 # stetson, bowler, top, sombrero, cavalry, flat, none, bandana, fur, lady
    hat_color: tuple
    whiskers: str            # none, moustache, handlebar, beard, goatee, stubble, mutton
    coat: tuple
    neck: str                # scarf, tie, bow, bolo, collar, lace
    neck_color: tuple
    eyes: str = "open"       # open, squint, patch, narrow
    extra: str = ""          # scar, cigar, earring, monocle, toothpick, feather
    sky: tuple = (214, 190, 150)


STRANGER = Look("tan", "brown", "short", "stetson", (80, 70, 60), "stubble", (90, 84, 76), "scarf", (120, 110, 96),
                sky=(190, 190, 184))     # a character no look is drawn for (a set's whose side gives him none)
LOOKS = {
    "bart_cassidy": Look("ruddy", "brown", "short", "stetson", (122, 84, 50), "moustache", (96, 70, 52), "scarf",
                         (176, 40, 34)),
    "black_jack": Look("fair", "black", "short", "flat", (30, 26, 24), "goatee", (34, 34, 40), "bow",
                       (150, 20, 24), "narrow", "", (190, 170, 140)),
    "calamity_janet": Look("tan", "red", "long", "cavalry", (150, 120, 76), "none", (120, 84, 46), "scarf",
                           (40, 80, 130), "open", "", (220, 196, 150)),
    "el_gringo": Look("fair", "blond", "short", "sombrero", (196, 164, 96), "stubble", (150, 110, 70), "scarf",
                      (60, 120, 80), "squint", "", (226, 200, 140)),
    "jesse_jones": Look("tan", "brown", "short", "stetson", (70, 50, 38), "beard", (70, 84, 96), "collar",
                        (230, 222, 200), "open", "", (200, 184, 150)),
    "jourdonnais": Look("fair", "black", "short", "bowler", (44, 40, 36), "handlebar", (110, 40, 44), "tie",
                        (40, 40, 46), "open", "monocle", (206, 186, 160)),
    "kit_carlson": Look("ruddy", "grey", "long", "fur", (130, 96, 62), "beard", (100, 80, 50), "collar",
                        (120, 90, 60), "squint", "", (200, 196, 170)),
    "lucky_duke": Look("fair", "brown", "short", "flat", (120, 70, 40), "mutton", (90, 40, 40), "bow",
                       (40, 40, 46), "open", "toothpick", (216, 186, 140)),
    "paul_regret": Look("brown", "black", "short", "top", (30, 28, 30), "moustache", (48, 44, 52), "tie",
                        (130, 30, 36), "open", "", (196, 178, 150)),
    "pedro_ramirez": Look("olive", "black", "short", "sombrero", (150, 60, 40), "handlebar", (160, 120, 60),
                          "bolo", (40, 120, 120), "open", "", (230, 190, 120)),
    "rose_doolan": Look("fair", "red", "bun", "lady", (70, 100, 80), "none", (60, 110, 84), "lace",
                        (240, 236, 226), "open", "feather", (210, 200, 170)),
    "sid_ketchum": Look("tan", "grey", "bald", "bandana", (40, 90, 150), "stubble", (120, 72, 40), "collar",
                        (200, 190, 170), "open", "cigar", (214, 190, 150)),
    "slab_the_killer": Look("ruddy", "black", "short", "stetson", (34, 30, 28), "stubble", (30, 30, 32), "scarf",
                            (30, 30, 30), "patch", "scar", (176, 150, 130)),
    "suzy_lafayette": Look("fair", "blond", "curly", "none", (0, 0, 0), "none", (150, 50, 90), "lace",
                           (236, 220, 230), "open", "earring", (224, 200, 176)),
    "vulture_sam": Look("fair", "white", "bald", "top", (60, 54, 50), "mutton", (44, 40, 40), "collar",
                        (220, 216, 206), "narrow", "", (190, 184, 166)),
    "willy_the_kid": Look("ruddy", "blond", "short", "cavalry", (196, 180, 150), "none", (86, 110, 140), "scarf",
                          (220, 180, 60), "open", "", (220, 206, 170)),
}

# the ability's emblem, per game
EMBLEMS = {
    "cards": {"bart_cassidy": "cards", "black_jack": "card_red", "calamity_janet": "swap", "el_gringo": "hand",
              "jesse_jones": "take", "jourdonnais": "barrel", "kit_carlson": "three", "lucky_duke": "horseshoe",
              "paul_regret": "horse", "pedro_ramirez": "pile", "rose_doolan": "scope", "sid_ketchum": "life",
              "slab_the_killer": "two_bullets", "suzy_lafayette": "card", "vulture_sam": "skull",
              "willy_the_kid": "flash"},
    "dice": {"bart_cassidy": "arrow", "black_jack": "dynamite", "calamity_janet": "swap", "el_gringo": "arrow",
             "jesse_jones": "beer", "jourdonnais": "feather", "kit_carlson": "gatling", "lucky_duke": "horseshoe",
             "paul_regret": "gatling_no", "pedro_ramirez": "arrow", "rose_doolan": "scope", "sid_ketchum": "life",
             "slab_the_killer": "beer", "suzy_lafayette": "life", "vulture_sam": "skull",
             "willy_the_kid": "gatling"},
}
FRAMES = {"cards": (112, 60, 28), "dice": (92, 34, 30)}


def _plain(character_id: str) -> tuple[str, str]:
    """A character no window side names (an expansion's without one): its id in words, a stranger's face, no
    emblem, no life shown (the plate shows his life)."""
    piece = sets.plain(character_id)
    return piece.en, piece.es


def _characters(game: str):
    if game not in FRAMES:
        raise ValueError(f"game is 'cards' or 'dice', not {game!r}")
    # the base game's, then those of the sets' window sides
    people = {id: (c.en, c.es, c.life) for side in sets.sides(game) for id, c in side.characters.items()}
    base = CARD_CHARACTERS if game == "cards" else DICE_CHARACTERS
    return people | {c.id: (c.en, c.es, c.life) for c in base.values()}


# ------------------------------------------------------------------------------------------------- portraits

def portrait(pen: Pen, look: Look) -> None:
    """A head and shoulders in the box (square), facing the viewer."""
    skin = SKINS[look.skin]
    hair = HAIR[look.hair]
    shade = tuple(round(c * 0.82) for c in skin)
    # shoulders and coat
    pen.poly([(0.02, 1.02), (0.08, 0.84), (0.24, 0.76), (0.4, 0.72), (0.6, 0.72), (0.76, 0.76), (0.92, 0.84),
              (0.98, 1.02)], look.coat)
    pen.stroke([(0.42, 0.74), (0.34, 1.0)], 0.016, tuple(round(c * 0.7) for c in look.coat))
    pen.stroke([(0.58, 0.74), (0.66, 1.0)], 0.016, tuple(round(c * 0.7) for c in look.coat))
    if look.hair_style == "long":
        pen.poly([(0.3, 0.4), (0.7, 0.4), (0.76, 0.62), (0.72, 0.82), (0.6, 0.76), (0.4, 0.76), (0.28, 0.82),
                  (0.24, 0.62)], hair)
    if look.hair_style == "curly":
        for x, y in ((0.3, 0.42), (0.28, 0.55), (0.3, 0.68), (0.7, 0.42), (0.72, 0.55), (0.7, 0.68),
                     (0.36, 0.3), (0.64, 0.3), (0.5, 0.24)):
            pen.circle((x, y), 0.08, hair)
    # neck
    pen.poly([(0.42, 0.58), (0.58, 0.58), (0.59, 0.76), (0.5, 0.8), (0.41, 0.76)], shade)
    # neckwear
    nc = look.neck_color
    if look.neck == "scarf":
        pen.poly([(0.36, 0.72), (0.64, 0.72), (0.6, 0.8), (0.5, 0.92), (0.4, 0.8)], nc)
        pen.poly([(0.5, 0.82), (0.58, 0.98), (0.46, 0.98)], nc)
    elif look.neck in ("tie", "bow", "bolo", "collar"):
        pen.poly([(0.4, 0.72), (0.5, 0.84), (0.6, 0.72), (0.6, 0.8), (0.5, 0.9), (0.4, 0.8)], (236, 232, 220))
        if look.neck == "tie":
            pen.poly([(0.47, 0.8), (0.53, 0.8), (0.56, 0.98), (0.5, 1.02), (0.44, 0.98)], nc)
        elif look.neck == "bow":
            pen.poly([(0.5, 0.84), (0.38, 0.79), (0.38, 0.89)], nc)
            pen.poly([(0.5, 0.84), (0.62, 0.79), (0.62, 0.89)], nc)
            pen.circle((0.5, 0.84), 0.025, nc)
        elif look.neck == "bolo":
            pen.stroke([(0.46, 0.82), (0.48, 1.0)], 0.012)
            pen.stroke([(0.54, 0.82), (0.52, 1.0)], 0.012)
            pen.circle((0.5, 0.86), 0.04, nc)
    elif look.neck == "lace":
        for i in range(7):
            x = 0.36 + i * 0.047
            pen.circle((x, 0.78 + 0.02 * (i % 2)), 0.035, nc)
        pen.circle((0.5, 0.86), 0.03, P.BRASS)
    # ears and head
    pen.ellipse((0.33, 0.47), 0.035, 0.06, skin)
    pen.ellipse((0.67, 0.47), 0.035, 0.06, skin)
    if look.extra == "earring":
        pen.circle((0.33, 0.54), 0.018, P.BRASS_LIGHT)
    jaw = 0.62 if look.whiskers not in ("beard",) else 0.63
    head = ([(0.34, 0.4)] + arc_points(0.5, 0.4, 0.16, 0.14, 180, 360, 14) + [(0.66, 0.4), (0.65, 0.52),
            (0.6, jaw - 0.02), (0.5, jaw + 0.02), (0.4, jaw - 0.02), (0.35, 0.52)])
    pen.poly(head, skin)
    pen.stroke([(0.62, 0.42), (0.63, 0.53), (0.59, 0.6)], 0.018, shade)
    # hair on top
    if look.hair_style in ("short", "long", "curly", "bun"):
        pen.poly([(0.34, 0.44), (0.34, 0.34), (0.4, 0.28), (0.5, 0.26), (0.6, 0.28), (0.66, 0.34), (0.66, 0.44),
                  (0.62, 0.36), (0.52, 0.33), (0.42, 0.34), (0.37, 0.4)], hair)
    if look.hair_style == "bun":
        pen.circle((0.5, 0.22), 0.07, hair)
    if look.hair_style == "bald":
        pen.poly([(0.34, 0.48), (0.34, 0.42), (0.37, 0.42), (0.37, 0.5)], hair, False)
        pen.poly([(0.66, 0.48), (0.66, 0.42), (0.63, 0.42), (0.63, 0.5)], hair, False)
    # face
    brow = tuple(round(c * 0.8) for c in hair) if look.hair != "white" else (150, 146, 140)
    for x in (0.44, 0.56):
        side = -1 if x < 0.5 else 1
        pen.stroke([(x - 0.035, 0.425 - 0.005 * side), (x + 0.035, 0.425 + 0.005 * side)], 0.018, brow)
        if look.eyes == "patch" and x > 0.5:
            pen.ellipse((x, 0.455), 0.04, 0.03, P.INK, False)
            pen.stroke([(0.36, 0.39), (0.66, 0.5)], 0.01)
            continue
        if look.eyes in ("squint", "narrow"):
            pen.stroke([(x - 0.025, 0.455), (x + 0.025, 0.455)], 0.014)
        else:
            pen.ellipse((x, 0.455), 0.024, 0.016, P.WHITE, False)
            pen.circle((x, 0.455), 0.011, P.INK, False)
    if look.extra == "monocle":
        pen.circle((0.56, 0.455), 0.04, None, P.BRASS, 0.01)
        pen.stroke([(0.6, 0.46), (0.64, 0.62)], 0.006, P.BRASS)
    pen.stroke([(0.5, 0.46), (0.485, 0.52), (0.505, 0.53)], 0.012, shade)
    mouth_y = 0.565
    pen.stroke([(0.465, mouth_y), (0.535, mouth_y)], 0.012, (140, 70, 60))
    w = look.whiskers
    hc = hair if look.hair != "bald" else (60, 50, 40)
    if w in ("beard", "mutton", "stubble"):
        if w == "beard":
            pen.poly([(0.35, 0.48), (0.4, 0.58), (0.46, 0.56), (0.54, 0.56), (0.6, 0.58), (0.65, 0.48),
                      (0.64, 0.6), (0.58, 0.68), (0.5, 0.71), (0.42, 0.68), (0.36, 0.6)], hc)
            pen.stroke([(0.465, mouth_y + 0.005), (0.535, mouth_y + 0.005)], 0.012, (140, 70, 60))
        elif w == "mutton":
            for m in (False, True):
                q = pen.sub(0, 0, 1, 1, 0, m)
                q.poly([(0.34, 0.44), (0.37, 0.44), (0.42, 0.56), (0.46, 0.545), (0.45, 0.58), (0.38, 0.6),
                        (0.35, 0.54)], hc)
        else:
            stub = tuple(round(c * 0.75) for c in skin)
            for i in range(26):
                a = math.radians(200 - i * 8.5)
                for rr in (0.9, 1.0):
                    pen.circle((0.5 + 0.13 * rr * math.cos(a) * -1, 0.52 + 0.09 * rr * abs(math.sin(a))),
                               0.005, stub, False)
    if w in ("moustache", "handlebar", "mutton", "goatee", "beard"):
        if w == "handlebar":
            pen.poly([(0.5, 0.53), (0.58, 0.54), (0.63, 0.52), (0.64, 0.49), (0.62, 0.55), (0.56, 0.57), (0.5, 0.555),
                      (0.44, 0.57), (0.38, 0.55), (0.36, 0.49), (0.37, 0.52), (0.42, 0.54)], hc, True, 0.008)
        else:
            pen.poly([(0.5, 0.53), (0.56, 0.535), (0.58, 0.56), (0.5, 0.55), (0.42, 0.56), (0.44, 0.535)], hc,
                     True, 0.008)
    if w == "goatee":
        pen.poly([(0.47, 0.58), (0.53, 0.58), (0.52, 0.66), (0.5, 0.68), (0.48, 0.66)], hc, True, 0.008)
    if look.extra == "scar":
        pen.stroke([(0.4, 0.4), (0.43, 0.52)], 0.012, (150, 60, 50))
    if look.extra == "cigar":
        pen.stroke([(0.52, 0.57), (0.64, 0.6)], 0.028, (110, 70, 40))
        pen.circle((0.645, 0.6), 0.012, P.FLASH_EDGE, False)
        pen.stroke([(0.66, 0.58), (0.68, 0.52), (0.66, 0.46)], 0.008, (170, 170, 170))
    if look.extra == "toothpick":
        pen.stroke([(0.52, 0.565), (0.6, 0.59)], 0.008, P.WOOD_LIGHT)
    _hat(pen, look)


def _hat(pen: Pen, look: Look):
    c = look.hat_color
    dark = tuple(round(v * 0.7) for v in c)
    hat = look.hat
    if hat == "stetson":
        pen.poly([(0.36, 0.36), (0.37, 0.2), (0.43, 0.14), (0.5, 0.18), (0.57, 0.14), (0.63, 0.2), (0.64, 0.36)], c)
        pen.poly([(0.36, 0.3), (0.64, 0.3), (0.64, 0.35), (0.36, 0.35)], dark)
        pen.poly([(0.14, 0.34), (0.3, 0.36), (0.5, 0.37), (0.7, 0.36), (0.86, 0.34), (0.82, 0.39), (0.66, 0.41),
                  (0.5, 0.42), (0.34, 0.41), (0.18, 0.39)], c)
    elif hat == "cavalry":
        pen.poly([(0.35, 0.36), (0.37, 0.2), (0.5, 0.15), (0.63, 0.2), (0.65, 0.36)], c)
        pen.poly([(0.35, 0.31), (0.65, 0.31), (0.65, 0.35), (0.35, 0.35)], (170, 140, 60))
        pen.poly([(0.16, 0.36), (0.3, 0.33), (0.5, 0.34), (0.7, 0.33), (0.84, 0.28), (0.82, 0.36), (0.66, 0.4),
                  (0.5, 0.41), (0.34, 0.4)], c)
    elif hat == "bowler":
        pen.poly([(0.36, 0.35)] + arc_points(0.5, 0.33, 0.14, 0.15, 180, 360, 12) + [(0.64, 0.35)], c)
        pen.poly([(0.28, 0.35), (0.72, 0.35), (0.7, 0.39), (0.3, 0.39)], c)
        pen.stroke([(0.37, 0.32), (0.63, 0.32)], 0.02, dark)
    elif hat == "top":
        pen.rect(0.37, 0.06, 0.26, 0.3, c)
        pen.rect(0.37, 0.28, 0.26, 0.05, (110, 30, 30))
        pen.poly([(0.28, 0.35), (0.72, 0.35), (0.7, 0.39), (0.3, 0.39)], c)
    elif hat == "sombrero":
        pen.poly([(0.4, 0.34), (0.42, 0.14), (0.5, 0.1), (0.58, 0.14), (0.6, 0.34)], c)
        pen.ellipse((0.5, 0.35), 0.46, 0.07, c)
        pen.stroke(arc_points(0.5, 0.35, 0.4, 0.045, 20, 160, 14), 0.012, dark)
        pen.poly([(0.41, 0.27), (0.59, 0.27), (0.595, 0.31), (0.405, 0.31)], dark)
    elif hat == "flat":
        pen.rect(0.36, 0.22, 0.28, 0.13, c)
        pen.rect(0.36, 0.3, 0.28, 0.04, dark)
        pen.poly([(0.22, 0.35), (0.78, 0.35), (0.76, 0.39), (0.24, 0.39)], c)
    elif hat == "bandana":
        pen.poly([(0.34, 0.4), (0.36, 0.3), (0.44, 0.24), (0.56, 0.24), (0.64, 0.3), (0.66, 0.4)], c)
        pen.poly([(0.66, 0.38), (0.76, 0.44), (0.74, 0.5), (0.66, 0.42)], c)
        for x, y in ((0.44, 0.3), (0.52, 0.28), (0.58, 0.34), (0.48, 0.36)):
            pen.circle((x, y), 0.012, P.WHITE, False)
    elif hat == "fur":
        pen.poly([(0.34, 0.4), (0.35, 0.24), (0.42, 0.18), (0.58, 0.18), (0.65, 0.24), (0.66, 0.4)], c)
        for x in (0.38, 0.44, 0.5, 0.56, 0.62):
            pen.stroke([(x, 0.22), (x + 0.01, 0.38)], 0.01, tuple(round(v * 0.75) for v in c))
        pen.poly([(0.66, 0.3), (0.78, 0.5), (0.8, 0.66), (0.74, 0.64), (0.7, 0.46), (0.64, 0.38)], (150, 110, 70))
        for y in (0.44, 0.52, 0.6):
            pen.stroke([(0.7, y), (0.78, y + 0.02)], 0.016, (70, 50, 30))
    elif hat == "lady":
        pen.ellipse((0.46, 0.28), 0.26, 0.06, c)
        pen.ellipse((0.46, 0.24), 0.12, 0.06, c)
        pen.poly([(0.56, 0.24), (0.74, 0.06), (0.8, 0.08), (0.66, 0.22)], P.FEATHER)
        pen.stroke([(0.58, 0.24), (0.77, 0.07)], 0.008)
        pen.circle((0.58, 0.25), 0.03, (200, 60, 80))


# ------------------------------------------------------------------------------------------------ emblems

def emblem(pen: Pen, name: str) -> None:
    """The ability's sign in a round medallion (the pen's box)."""
    pen.circle((0.5, 0.5), 0.47, P.PAPER, P.INK, 0.05)
    pen.circle((0.5, 0.5), 0.4, None, P.BRASS, 0.04)
    box = pen.sub(0.17, 0.17, 0.66, 0.66)
    if name == "cards":
        K.card_shape(box, 0.1, 0.12, 0.5, 0.72, -10)
        K.card_shape(box, 0.38, 0.12, 0.5, 0.72, 10)
    elif name == "card":
        K.card_shape(box, 0.22, 0.08, 0.56, 0.84, 0, "S")
    elif name == "card_red":
        K.card_shape(box, 0.22, 0.08, 0.56, 0.84, 8, "D")
    elif name == "three":
        for i, a in enumerate((-18, 0, 18)):
            K.card_shape(box, 0.12 + i * 0.14, 0.1 + (0.04 if i != 1 else 0), 0.48, 0.72, a)
    elif name == "pile":
        K.card_shape(box, 0.2, 0.2, 0.56, 0.74, 10)
        K.card_shape(box, 0.22, 0.1, 0.56, 0.74, -6, "C")
        box.stroke([(0.05, 0.5), (0.05, 0.1), (0.25, 0.1)], 0.08, P.RED_DARK)
    elif name == "take":
        K.card_shape(box, 0.3, 0.0, 0.46, 0.62, 0)
        box.stroke([(0.5, 0.6), (0.5, 0.94)], 0.1, P.RED_DARK)
        box.poly([(0.3, 0.74), (0.7, 0.74), (0.5, 0.98)], P.RED_DARK, False)
    elif name == "hand":
        K.human_hand(box)
    elif name == "swap":
        box.stroke(arc_points(0.5, 0.5, 0.36, 0.3, 200, 340, 10), 0.08, P.RED_DARK)
        box.stroke(arc_points(0.5, 0.5, 0.36, 0.3, 20, 160, 10), 0.08, P.RED_DARK)
        box.poly([(0.86, 0.32), (0.96, 0.52), (0.74, 0.5)], P.RED_DARK, False)
        box.poly([(0.14, 0.68), (0.04, 0.48), (0.26, 0.5)], P.RED_DARK, False)
        K.bullet_shape(box, 0.5, 0.3, 0.72, 0.07)
    elif name == "barrel":
        K.beer_barrel(box)
    elif name == "horse":
        K.p_mustang(box)
    elif name == "scope":
        K.p_scope(box)
    elif name == "horseshoe":
        pts = arc_points(0.5, 0.42, 0.3, 0.34, 150, 390, 20)
        box.stroke(pts, 0.2)
        box.stroke(pts, 0.13, P.STEEL_LIGHT)
        for x, y in pts[2::4]:
            box.circle((x, y), 0.025, P.INK, False)
    elif name == "life":
        K.bullet_shape(box, 0.38, 0.1, 0.9, 0.12)
        box.stroke([(0.62, 0.5), (0.92, 0.5)], 0.1, P.GREEN_DARK)
        box.stroke([(0.77, 0.35), (0.77, 0.65)], 0.1, P.GREEN_DARK)
    elif name == "two_bullets":
        K.bullet_shape(box, 0.32, 0.1, 0.9, 0.12)
        K.bullet_shape(box, 0.68, 0.1, 0.9, 0.12)
    elif name == "skull":
        box.poly(arc_points(0.5, 0.42, 0.32, 0.3, 150, 390, 20) + [(0.68, 0.74), (0.32, 0.74)], P.IVORY)
        box.circle((0.38, 0.44), 0.08, P.INK, False)
        box.circle((0.62, 0.44), 0.08, P.INK, False)
        box.poly([(0.5, 0.54), (0.46, 0.62), (0.54, 0.62)], P.INK, False)
        for x in (0.4, 0.5, 0.6):
            box.stroke([(x, 0.68), (x, 0.8)], 0.03)
        box.rect(0.34, 0.74, 0.32, 0.1, P.IVORY)
    elif name == "flash":
        K.flash(box, (0.5, 0.5), 0.44, 11)
    elif name == "arrow":
        K.arrow(box, (0.1, 0.9), (0.92, 0.08), width=0.06)
    elif name == "feather":
        box.poly([(0.5, 0.02), (0.74, 0.3), (0.66, 0.8), (0.5, 0.98), (0.34, 0.8), (0.26, 0.3)], P.FEATHER)
        box.poly([(0.5, 0.02), (0.64, 0.2), (0.36, 0.2)], P.RED, False)
        box.stroke([(0.5, 0.06), (0.5, 1.0)], 0.04)
    elif name == "dynamite":
        K.dynamite_sticks(box)
    elif name == "beer":
        K.mug(box)
    elif name in ("gatling", "gatling_no"):
        K.p_gatling(box)
        if name == "gatling_no":
            pen.circle((0.5, 0.5), 0.38, None, P.RED_DARK, 0.07)
            pen.stroke([(0.24, 0.24), (0.76, 0.76)], 0.07, P.RED_DARK)
    else:
        raise ValueError(f"unknown emblem {name!r}")


# ----------------------------------------------------------------------------------------------- the badge

def badge_size(width: int) -> tuple[int, int]:
    width = max(24, int(width))
    return width, round(width * BADGE_RATIO)


@cached()
def character_badge(character_id: str, game: str, width: int, lang: str = "en") -> pygame.Surface:
    """A character's badge for `game` ("cards" or "dice"), `width` px wide and BADGE_RATIO times as high."""
    people = _characters(game)
    en, es, life = people.get(character_id) or (*_plain(character_id), 0)
    side = None if character_id in LOOKS else sets.character(game, character_id)
    look = LOOKS.get(character_id) or (side.look if side else None) or STRANGER
    picture = side.picture if side else None
    w, h = badge_size(width)
    ss = supersample(w)
    u = w * ss
    big = canvas((u, h * ss))
    frame(big, u, FRAMES[game], game == "dice", ("badge", character_id))
    oval = pygame.Rect(round(u * 0.1), round(u * 0.08), round(u * 0.8), round(u * 0.8))
    cameo = canvas(oval.size)
    sky = look.sky
    pygame.draw.ellipse(cameo, sky, cameo.get_rect())
    for i in range(6):
        tone = tuple(max(0, round(c * (1 - 0.04 * i))) for c in sky)
        pygame.draw.ellipse(cameo, tone, cameo.get_rect().inflate(-i * oval.w // 14, -i * oval.h // 14), 0)
    pygame.draw.ellipse(cameo, sky, cameo.get_rect().inflate(-oval.w // 2, -oval.h // 2))
    zoom = 1.3
    if picture is not None:                             # a set's character, as its window side draws him
        picture(Pen(cameo, cameo.get_rect()))
    else:
        portrait(Pen(cameo, (-oval.w * 0.15, -oval.h * 0.1, oval.w * zoom, oval.h * zoom)), look)
    mask = canvas(oval.size)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    cameo.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(cameo, oval)
    ring = Pen(big, oval)
    ring.ellipse((0.5, 0.5), 0.5, 0.5, None, P.INK, 0.03)
    ring.ellipse((0.5, 0.5), 0.485, 0.485, None, P.BRASS, 0.014)
    if character_id in EMBLEMS[game]:
        emblem(Pen(big, (u * 0.66, u * 0.62, u * 0.28, u * 0.28)), EMBLEMS[game][character_id])
    plate = pygame.Rect(round(u * 0.06), round(u * 0.9), round(u * 0.88), round(u * 0.2))
    Pen(big, plate).rect(0, 0, 1, 1, FRAMES[game], P.INK, 0.008, radius=0.03)
    # life as bullets
    gap = u * 0.012
    bw = min(u * 0.09, (u * 0.84 - gap * (life - 1)) / max(1, life))
    bh = min(u * 0.16, bw / 0.42)
    x = u / 2 - (bw * life + gap * (life - 1)) / 2
    for _ in range(life):
        K.bullet_shape(Pen(big, (x, u * 1.135, bw, bh)), 0.5, 0.02, 0.98, 0.36)
        x += bw + gap
    out = shrink(big, (w, h))
    draw_title(out, badge_title(character_id, game, w, lang), P.PAPER, P.INK)
    return out


def badge_title(character_id: str, game: str, width: int, lang: str = "en") -> Title:
    """A character's name as its badge `width` px wide shows it, fitted into the name plate."""
    en, es, _ = _characters(game).get(character_id) or (*_plain(character_id), 0)
    w = badge_size(width)[0]
    role = name_role(w)
    return fit_title(es if lang == "es" else en, role, round(w * (0.1 if role == "title" else 0.11)),
                     text_bar(w, 0.9, 0.2), max(6, round(w * 0.06)), max(1, round(w / 160)))


__all__ = ["character_badge", "badge_title", "badge_size", "BADGE_RATIO", "LOOKS", "EMBLEMS", "portrait", "emblem"]
