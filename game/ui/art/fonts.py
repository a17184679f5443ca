"""The game's typefaces by role: `font("title", 48)`.

Roles (files in fonts/, each folder with its OFL.txt; fonts/README.md says where they come from):

- "title": Rye, a Western wood-type display face, for titles and card names at large sizes;
- "display": Alfa Slab One, a heavy slab for big numbers and short shouts (die faces, BANG!);
- "body": Bitter Regular, a sturdy, very readable slab serif for text (Spanish accents and ¡¿ñ included);
- "bold": Bitter Bold;
- "mono": Courier Prime, a typewriter face for the log and figures.

The faces hold the Latin-1 range and common punctuation, not the suit symbols: art/suits.py draws those.
Fonts are cached by (role, px), so asking every frame costs a dict look-up.
"""

from __future__ import annotations

import pygame

from game.ui import assets

FILES = {
    "title": ("fonts", "rye", "rye-latin-400-normal.woff"),
    "display": ("fonts", "alfa-slab-one", "alfa-slab-one-latin-400-normal.woff"),
    "body": ("fonts", "bitter", "bitter-latin-400-normal.woff"),
    "bold": ("fonts", "bitter", "bitter-latin-700-normal.woff"),
    "mono": ("fonts", "courier-prime", "courier-prime-latin-400-normal.woff"),
}
ROLES = tuple(FILES)

_cache: dict[tuple[str, int], pygame.font.Font] = {}


def font(role: str, px: int) -> pygame.font.Font:
    """The font of `role` at `px` pixels (point size as pygame counts it), loaded once and cached."""
    px = max(1, int(round(px)))
    key = (role, px)
    cached = _cache.get(key)
    if cached is not None:
        return cached
    if role not in FILES:
        raise ValueError(f"unknown font role {role!r}; the roles are {', '.join(ROLES)}")
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(assets.path(*FILES[role]), px)
    _cache[key] = f
    return f


def clear_cache() -> None:
    """Forget every loaded font (after pygame.quit(), whose fonts are no longer usable)."""
    _cache.clear()
