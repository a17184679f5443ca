"""Card faces, the card back and the role cards, drawn from the card data at the size asked, and cached.

    card_face("bang", "A", "S", 120, lang="es")     # a Surface 120 x 186 (CARD_RATIO), per-pixel alpha
    card_back(120); role_card("sheriff", 120, "en"); role_card("unknown", 120, "en")
    card_tab("barrel", 104, "es")       # a card in play as a tab 104 x 46 (TAB_RATIO): its name, picture, symbols

This module also hands on the rest of the art API, so a scene may import everything from here:
character_badge (portraits.py), bullet, star, felt, arrow_token (tokens.py).

Every function is cached by its arguments: asking for the same card twice returns the same Surface (treat it as
read-only; copy it before drawing on it). `clear_caches()` empties them all (after a resize to a new size set).
"""

from __future__ import annotations

import pygame

from game.core.common.roles import ROLES
from game.ui import sets
from game.ui.art import palette as P
from game.ui.art.chrome import (
    CARD_RATIO,
    Title,
    badge_star,
    book_icon,
    cached,
    card_size,
    draw_title,
    fit_title,
    frame,
    name_role,
    paper,
    text_bar,
)
from game.ui.art.fonts import font
from game.ui.art.pen import Pen, canvas, shrink, supersample
from game.ui.art.suits import draw_suit, suit_color
from game.ui.art.symbols import draw_row

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "D", "C")
BORDERS = {"brown": (P.BROWN_BORDER, P.BROWN_BAND), "blue": (P.BLUE_BORDER, P.BLUE_BAND),
           "black": ((34, 30, 28), (70, 62, 56))}      # a card's border: its frame and its title band


def _look(kind: str) -> tuple[sets.Piece, tuple, tuple, bool]:
    """A card kind's piece (its set's window side, or a plain one) and its border's colours; rivets when blue."""
    piece = sets.piece("cards", kind)
    border, band = BORDERS.get(piece.border, BORDERS["brown"])
    return piece, border, band, piece.border == "blue"


def _picture(piece: sets.Piece, pen: Pen) -> None:
    """A piece's picture, or a question mark on a plain disc for a card no window side draws."""
    if piece.picture is not None:
        piece.picture(pen)
        return
    pen.circle((0.5, 0.5), 0.36, P.PAPER_SHADE, P.INK, 0.03)
    pen.stroke([(0.38, 0.36), (0.44, 0.26), (0.58, 0.26), (0.63, 0.36), (0.5, 0.5), (0.5, 0.6)], 0.06)
    pen.circle((0.5, 0.74), 0.045, P.INK, False)


# -------------------------------------------------------------------------------------------------- card face

@cached()
def card_face(kind: str, rank: str, suit: str, width: int, lang: str = "en", colorblind: bool = False
              ) -> pygame.Surface:
    """The face of a card of `kind` (a card kind of a set's window side, game/ui/sets.py: its name, picture and
    chips; a plain face for one no side names) with its rank and suit ("" and "" for a card without: its corner
    shows the piece's `corner`, a cost), `width` pixels wide."""
    info, border, band_col, blue = _look(kind)
    if (rank or suit) and (rank not in RANKS or suit not in SUITS):
        raise ValueError(f"no card {rank}{suit}: ranks are {' '.join(RANKS)}, suits {' '.join(SUITS)}")
    w, h = card_size(width)
    ss = supersample(w)
    big = canvas((w * ss, h * ss))
    u = w * ss
    frame(big, u, border, blue, (kind, rank, suit))
    band = pygame.Rect(round(u * 0.075), round(u * 0.08), round(u * 0.85), round(u * 0.18))
    pen = Pen(big, band)
    pen.rect(0, 0, 1, 1, band_col, P.INK, 0.008, radius=0.02)
    pen.stroke([(0.02, 0.86), (0.98, 0.86)], 0.006, P.BRASS_LIGHT)
    pic = pygame.Rect(round(u * 0.225), round(u * 0.3), round(u * 0.7), round(u * 0.7))
    _picture(info, Pen(big, pic))
    if suit:
        draw_suit(big, suit, (round(u * 0.085), round(u * 0.51), round(u * 0.13), round(u * 0.13)), colorblind)
    if info.book:
        book_icon(Pen(big, (round(u * 0.09), round(u * 0.7), round(u * 0.12), round(u * 0.1))))
    if info.chips:
        draw_row(big, info.chips, (round(u * 0.08), round(u * 1.13), round(u * 0.84), round(u * 0.24)))
    out = shrink(big, (w, h))
    draw_title(out, face_title(kind, w, lang), P.PAPER, P.INK)      # text at the final size, so it stays sharp
    corner = rank or info.corner
    if corner:
        rank_font = font("display", round(w * (0.16 if len(corner) == 1 else 0.12)))
        img = rank_font.render(corner, True, suit_color(suit, colorblind) if suit else P.BRASS_DARK)
        out.blit(img, img.get_rect(midtop=(round(w * 0.15), round(w * 0.3))))
    return out


def face_title(kind: str, width: int, lang: str = "en") -> Title:
    """A card's name as its face `width` px wide shows it: as large as it fits in the title bar, never out of it."""
    w = card_size(width)[0]
    role = name_role(w)
    return fit_title(sets.piece("cards", kind).name(lang), role, round(w * (0.115 if role == "title" else 0.12)),
                     text_bar(w, 0.08, 0.18), max(6, round(w * 0.065)), max(1, round(w / 160)))


# -------------------------------------------------------------------------------------------------- card tab

TAB_RATIO = 46 / 104        # a tab's height to its width
TAB_STRIP = 19 / 104        # the strip at the top of a tab that holds the name, in tab widths
TAB_NAME = 11 / 104         # the least size of a tab's name, in tab widths (11 px on a tab 104 px wide)


def tab_size(width: int) -> tuple[int, int]:
    width = max(16, int(width))
    return width, round(width * TAB_RATIO)


def tab_strip(width: int) -> int:
    """How much of a tab `width` px wide shows its whole name: the strip at its top (a tab laid over another
    leaves at least this much of the one below in sight)."""
    return round(max(16, int(width)) * TAB_STRIP)


@cached()
def card_tab(kind: str, width: int, lang: str = "en") -> pygame.Surface:
    """A card in play in front of a player, `width` px wide and short (TAB_RATIO): its name large in a strip along
    the top (the part that stays in sight when tabs are laid over each other), its picture and its symbol row
    below. The whole face is the zoom's, on hover: a tab is what a player reads across the table."""
    info, border, band, _ = _look(kind)
    w, h = tab_size(width)
    ss = supersample(w)
    big = canvas((w * ss, h * ss))
    u = w * ss / 104
    radius = round(5 * u)
    pygame.draw.rect(big, P.INK, big.get_rect(), border_radius=radius)
    pygame.draw.rect(big, border, big.get_rect().inflate(-2 * round(u), -2 * round(u)), border_radius=radius)
    edge = round(3 * u)
    strip = tab_strip(w) * ss
    inner = pygame.Rect(edge, strip, w * ss - 2 * edge, h * ss - strip - edge)
    pygame.draw.rect(big, band, (edge, edge, inner.width, strip - edge), border_radius=round(3 * u))
    paper(big, inner, ("tab", kind), speckles=12)
    pygame.draw.rect(big, P.INK, inner, max(1, round(0.6 * u)))
    pygame.draw.line(big, P.BRASS_LIGHT, (edge, strip - round(u)), (w * ss - edge, strip - round(u)),
                     max(1, round(0.8 * u)))
    side = inner.height - round(2 * u)
    _picture(info, Pen(big, (inner.x + round(2 * u), inner.y + round(u), side, side)))
    row = pygame.Rect(inner.x + side + round(5 * u), inner.y + round(2.5 * u), 0, inner.height - round(5 * u))
    row.width = inner.right - round(3 * u) - row.x
    if info.chips:
        draw_row(big, info.chips, row)
    elif info.corner:                       # no symbols: its cost (a card bought), large where they would be
        cost = font("display", round(row.height * 0.8)).render(info.corner, True, P.BRASS_DARK)
        big.blit(cost, cost.get_rect(center=row.center))
    out = shrink(big, (w, h))
    draw_title(out, tab_title(kind, w, lang), P.PAPER, P.INK)       # text at the final size, so it stays sharp
    return out


def tab_title(kind: str, width: int, lang: str = "en") -> Title:
    """A card's name as its tab `width` px wide shows it: on one line in its strip, in the bold face from a little
    over the least size down to it (TAB_NAME), else in the narrower plain face; as large as it fits either way."""
    w = tab_size(width)[0]
    strip = tab_strip(w)
    bar = pygame.Rect(round(w * 0.035), max(1, round(w * 0.012)), w - 2 * round(w * 0.035),
                      strip - max(1, round(w * 0.012)) - max(1, round(w * 0.02)))
    least = max(6, round(w * TAB_NAME))
    name = sets.piece("cards", kind).name(lang)
    shadow = max(1, round(w / 160))
    bold = fit_title(name, "bold", round(w * 13 / 104), bar, least, shadow)
    if len(bold.lines) == 1 and bold.size >= least:
        return bold
    return fit_title(name, "body", round(w * 13 / 104), bar, least, shadow)


# ------------------------------------------------------------------------------------------------- card back

@cached()
def card_back(width: int) -> pygame.Surface:
    """The back shared by every playing card: dark red leather, a brass star, BANG! in wood type."""
    w, h = card_size(width)
    ss = supersample(w)
    big, u = _leather((w * ss, h * ss), (120, 30, 24))
    pen = Pen(big, big.get_rect())
    step = 0.08
    k = -1.6
    while k < 1.6:
        pen.stroke([(k, 0), (k + 1.0, 1.0)], 0.006, (140, 42, 32))
        pen.stroke([(k + 1.0, 0), (k, 1.0)], 0.006, (140, 42, 32))
        k += step
    line = _brass_frame(big, u)
    line = line.inflate(-round(u * 0.04), -round(u * 0.04))
    pygame.draw.rect(big, P.BRASS_DARK, line, max(1, round(u * 0.006)), border_radius=round(u * 0.03))
    c = (0.5, 0.5)
    pen.circle(c, 0.3, (96, 20, 16), P.BRASS, 0.014)
    star_pen = Pen(big, (u * 0.16, h * ss / 2 - u * 0.34, u * 0.68, u * 0.68))
    badge_star(star_pen)
    out = shrink(big, (w, h))
    for y in (0.17, 1.38):
        bar = pygame.Rect(0, 0, round(w * 0.7), round(w * 0.34))
        bar.center = (w // 2, round(w * y))
        draw_title(out, fit_title("BANG!", "title", round(w * 0.2), bar, shadow=max(1, round(w / 120))),
                   P.BRASS_LIGHT, P.INK)
    return out


@cached()
def deck_back(width: int, back) -> pygame.Surface:
    """The back of a set's own deck (game/ui/sets.py Back): its leather and picture in the playing cards' brass
    frame, so it is told apart from the playing deck at a glance."""
    w, h = card_size(width)
    ss = supersample(w)
    big, u = _leather((w * ss, h * ss), back.leather)
    _brass_frame(big, u)
    Pen(big, big.get_rect()).circle((0.5, 0.5), 0.36, P.PAPER, P.BRASS, 0.02)
    back.picture(Pen(big, (u * 0.2, h * ss / 2 - u * 0.3, u * 0.6, u * 0.6)))
    return shrink(big, (w, h))


def _leather(size: tuple[int, int], colour) -> tuple[pygame.Surface, int]:
    """A card back's canvas (supersampled): the ink edge and the leather within; and its unit, the width."""
    big = canvas(size)
    u = size[0]
    pygame.draw.rect(big, P.INK, big.get_rect(), border_radius=round(u * 0.07))
    inner = big.get_rect().inflate(-round(u * 0.02), -round(u * 0.02))
    pygame.draw.rect(big, colour, inner, border_radius=round(u * 0.07))
    return big, u


def _brass_frame(big: pygame.Surface, u: int) -> pygame.Rect:
    """Every back's frame over its leather: the ink border and a brass line within; the line's rect."""
    pygame.draw.rect(big, P.INK, big.get_rect(), round(u * 0.035), border_radius=round(u * 0.07))
    line = big.get_rect().inflate(-round(u * 0.11), -round(u * 0.11))
    pygame.draw.rect(big, P.BRASS, line, max(1, round(u * 0.012)), border_radius=round(u * 0.04))
    return line


def back_of(width: int, back=None) -> pygame.Surface:
    """A card's back: its deck's own (a set's Back) or the playing cards'."""
    return card_back(width) if back is None else deck_back(width, back)


# ------------------------------------------------------------------------------------------------ role cards

ROLE_NAMES = {
    "sheriff": ("Sheriff", "Sheriff"), "deputy": ("Deputy", "Ayudante del Sheriff"),
    "outlaw": ("Outlaw", "Forajido"), "renegade": ("Renegade", "Renegado"), "unknown": ("?", "?"),
}
ROLE_COLORS = {"sheriff": P.BRASS_DARK, "deputy": (88, 96, 108), "outlaw": (70, 44, 26),
               "renegade": (70, 70, 40), "unknown": (90, 30, 26)}


def _outlaw(pen: Pen):
    pen.poly([(0.14, 0.32), (0.86, 0.32), (0.92, 0.6), (0.5, 0.92), (0.08, 0.6)], P.RED)
    for x, y in ((0.3, 0.55), (0.5, 0.7), (0.7, 0.55), (0.5, 0.45), (0.38, 0.8), (0.62, 0.8)):
        pen.circle((x, y), 0.03, P.FOAM, False)
    pen.poly([(0.86, 0.32), (0.98, 0.24), (0.96, 0.36)], P.RED)
    pen.poly([(0.1, 0.06), (0.9, 0.06), (0.9, 0.3), (0.1, 0.3)], P.INK_SOFT)
    pen.ellipse((0.32, 0.2), 0.09, 0.05, P.PAPER)
    pen.ellipse((0.68, 0.2), 0.09, 0.05, P.PAPER)
    pen.circle((0.33, 0.2), 0.03, P.INK, False)
    pen.circle((0.67, 0.2), 0.03, P.INK, False)


def _renegade(pen: Pen):
    pen.star((0.5, 0.52), 0.44, 0.2, 5, P.STEEL_LIGHT, True, 0.02)
    pen.poly([(0.52, 0.02), (0.44, 0.3), (0.58, 0.46), (0.46, 0.68), (0.56, 0.98), (0.62, 0.98), (0.54, 0.68),
              (0.66, 0.46), (0.52, 0.3), (0.6, 0.02)], P.PAPER, False)
    pen.stroke([(0.52, 0.04), (0.44, 0.3), (0.58, 0.46), (0.46, 0.68), (0.56, 0.96)], 0.02)


def _deputy(pen: Pen):
    pen.circle((0.5, 0.5), 0.45, P.STEEL_LIGHT, True, 0.02)
    pen.circle((0.5, 0.5), 0.38, None, P.STEEL, 0.02)
    pen.star((0.5, 0.5), 0.34, 0.14, 5, P.STEEL, True, 0.02)
    pen.circle((0.5, 0.5), 0.06, P.STEEL_LIGHT, True, 0.012)


def _role_back(width: int) -> pygame.Surface:
    """The back of a role card: a hidden role."""
    w, h = card_size(width)
    ss = supersample(w)
    big = canvas((w * ss, h * ss))
    u = w * ss
    radius = round(u * 0.07)
    pygame.draw.rect(big, P.INK, big.get_rect(), border_radius=radius)
    pygame.draw.rect(big, (72, 44, 30), big.get_rect().inflate(-round(u * 0.02), -round(u * 0.02)),
                     border_radius=radius)
    line = big.get_rect().inflate(-round(u * 0.11), -round(u * 0.11))
    pygame.draw.rect(big, P.BRASS, line, max(1, round(u * 0.012)), border_radius=round(u * 0.04))
    pen = Pen(big, (u * 0.18, h * ss / 2 - u * 0.32, u * 0.64, u * 0.64))
    pen.circle((0.5, 0.5), 0.48, (52, 30, 20), P.BRASS, 0.03)
    pen.circle((0.5, 0.5), 0.41, None, P.BRASS_DARK, 0.015)
    out = shrink(big, (w, h))
    bar = pygame.Rect(0, 0, w, round(w * 0.5))
    bar.center = (w // 2, round(h / 2 + w * 0.03))
    draw_title(out, fit_title("?", "display", round(w * 0.3), bar, shadow=max(1, round(w / 80))), P.BRASS_LIGHT, P.INK)
    return out


@cached()
def role_card(role: str, width: int, lang: str = "en") -> pygame.Surface:
    """A role card: "sheriff", "deputy", "outlaw", "renegade", or "unknown" (its back, for a hidden role)."""
    if role not in ROLES and role != "unknown":
        raise ValueError(f"unknown role {role!r}")
    w, h = card_size(width)
    ss = supersample(w)
    big = canvas((w * ss, h * ss))
    u = w * ss
    border = ROLE_COLORS[role]
    if role == "unknown":
        return _role_back(w)
    frame(big, u, border, False, ("role", role))
    pen = Pen(big, (u * 0.14, u * 0.5, u * 0.72, u * 0.72))
    if role == "sheriff":
        badge_star(pen)
    elif role == "deputy":
        _deputy(pen)
    elif role == "outlaw":
        _outlaw(pen)
    else:
        _renegade(pen)
    band = pygame.Rect(round(u * 0.075), round(u * 0.08), round(u * 0.85), round(u * 0.22))
    Pen(big, band).rect(0, 0, 1, 1, border, P.INK, 0.008, radius=0.02)
    out = shrink(big, (w, h))
    draw_title(out, role_title(role, w, lang), P.PAPER, P.INK)
    return out


def role_title(role: str, width: int, lang: str = "en") -> Title:
    """A role's name as its card `width` px wide shows it, fitted into the title bar."""
    en, es = ROLE_NAMES[role]
    w = card_size(width)[0]
    return fit_title(es if lang == "es" else en, name_role(w), round(w * 0.13), text_bar(w, 0.08, 0.22),
                     max(6, round(w * 0.07)), max(1, round(w / 160)))


def clear_caches() -> None:
    from game.ui.art import portraits, tokens
    for fn in (card_face, card_tab, card_back, role_card, portraits.character_badge, tokens.bullet, tokens.star,
               tokens.felt, tokens.arrow_token):
        fn.cache_clear()


from game.ui.art.portraits import character_badge  # noqa: E402  (re-exported: the whole art API in one place)
from game.ui.art.tokens import arrow_token, bullet, felt, star  # noqa: E402

__all__ = ["card_face", "face_title", "card_tab", "tab_size", "tab_strip", "tab_title", "TAB_NAME", "card_back",
           "role_card", "role_title", "character_badge", "bullet", "star", "felt", "arrow_token",
           "card_size", "CARD_RATIO", "clear_caches"]
