"""Colours, fonts and the few drawing helpers every scene shares: the look of the window in one place.

Fonts come from game.ui.art.fonts (the project's own Western faces) once that module exists; until then, and
whenever it cannot load, pygame's default font stands in, so the window never fails for want of a font file.
Rendered lines are cached by (text, role, size, colour): scenes redraw every frame and text is the costly part.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

# a dusty saloon: dark wood, parchment panels, ink, a red and a gold accent
WOOD = (46, 28, 20)
WOOD_LIGHT = (82, 52, 34)
PARCHMENT = (236, 218, 178)
PARCHMENT_DARK = (206, 184, 138)
PARCHMENT_LIGHT = (248, 236, 208)
INK = (48, 30, 18)
INK_SOFT = (110, 84, 60)
RED = (170, 36, 28)
GOLD = (222, 170, 64)
CREAM = (250, 240, 220)
GREY = (150, 140, 128)
SHADOW = (0, 0, 0, 110)
VEIL = (16, 10, 6, 170)          # dims the scene beneath an overlay
GOOD = (60, 130, 60)


@lru_cache(maxsize=64)
def font(role: str, px: int) -> pygame.font.Font:
    """The font for `role` ("title", "body", "bold") at `px` pixels."""
    px = max(6, int(px))
    try:
        from game.ui.art import fonts
        return fonts.font(role, px)
    except (ImportError, AttributeError, OSError, pygame.error):
        fallback = pygame.font.Font(None, int(px * 1.25))    # the default face runs small for its size
        fallback.set_bold(role != "body")
        return fallback


@lru_cache(maxsize=1024)
def _rendered(text: str, role: str, px: int, colour: tuple) -> pygame.Surface:
    return font(role, px).render(text, True, colour)


def render(text: str, role: str, px: int, colour=INK) -> pygame.Surface:
    return _rendered(text, role, int(px), tuple(colour))


def blit_text(surface: pygame.Surface, text: str, role: str, px: int, colour, anchor: str, pos) -> pygame.Rect:
    """Draw one line with its rect's `anchor` ("center", "midleft", "topleft"...) at `pos`; returns its rect."""
    image = render(text, role, px, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def fit(image: pygame.Surface, width: int) -> pygame.Surface:
    """`image` shrunk to `width` if wider (a long translation on a button shrinks rather than spills)."""
    if image.get_width() <= width or width <= 0:
        return image
    scale = width / image.get_width()
    return pygame.transform.smoothscale(image, (width, max(1, int(image.get_height() * scale))))


def wrap(text: str, role: str, px: int, width: int) -> list[str]:
    """`text` broken into lines no wider than `width` pixels (paragraphs kept; a word too long stays whole)."""
    face = font(role, px)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            attempt = f"{line} {word}" if line else word
            if line and face.size(attempt)[0] > width:
                lines.append(line)
                line = word
            else:
                line = attempt
        lines.append(line)
    return lines


def panel(surface: pygame.Surface, rect: pygame.Rect, radius: int, fill=PARCHMENT, border=INK_SOFT,
          width: int = 2, shadow: int = 0) -> None:
    """A rounded parchment panel with an optional drop shadow `shadow` pixels deep."""
    if shadow:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, SHADOW, shade.get_rect(), border_radius=radius)
        surface.blit(shade, rect.move(shadow, shadow))
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


@lru_cache(maxsize=4)
def _backdrop(size: tuple[int, int]) -> pygame.Surface:
    return _wood(size)


def _wood(size: tuple[int, int]) -> pygame.Surface:
    """Dark wood: a vertical gradient and a vignette, drawn once per window size (no plank seams: thin lines across
    the menus read as a fault of the screen)."""
    w, h = size
    surface = pygame.Surface(size)
    for y in range(h):
        k = y / max(1, h - 1)
        colour = [int(a + (b - a) * k) for a, b in zip(WOOD_LIGHT, WOOD)]
        pygame.draw.line(surface, colour, (0, y), (w, y))
    vignette = pygame.Surface(size, pygame.SRCALPHA)
    steps = 24
    for i in range(steps):
        inset = int(min(w, h) * 0.18 * i / steps)
        alpha = int(90 * (1 - i / steps) ** 2)
        pygame.draw.rect(vignette, (0, 0, 0, alpha), (inset, inset, w - 2 * inset, h - 2 * inset),
                         max(1, int(min(w, h) * 0.18 / steps) + 1))
    surface.blit(vignette, (0, 0))
    return surface


def backdrop(surface: pygame.Surface) -> None:
    """Fill `surface` with the menus' backdrop: dark wood (the tables lie on game.ui.art's felt)."""
    surface.blit(_backdrop(surface.get_size()), (0, 0))


def forget() -> None:
    """Drop every cached font, line and backdrop: they die with pygame.quit(), and a new App starts afresh."""
    font.cache_clear()
    _rendered.cache_clear()
    _backdrop.cache_clear()
    try:
        from game.ui.art import fonts
        fonts.clear_cache()
    except (ImportError, AttributeError):
        pass


def veil(surface: pygame.Surface) -> None:
    """Dim everything drawn so far: the scene beneath an overlay."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(VEIL)
    surface.blit(shade, (0, 0))
