"""Cues that call a player back to the table: a sound through app.audio and, always, the same news on screen (a
banner across the table), so nothing is said by sound alone."""

from __future__ import annotations

import pygame

from game.ui import theme

SHOWN = 2.4         # seconds a banner stays (it fades over the last part)
WIDEST = 440        # the widest a banner's words get (design pixels): a long one is written smaller
AT_ONCE = 2         # the banners shown together (the newest ones), one below the other
GAP = 8             # between two banners, and between the banners and the hint's box


class Cues:
    def __init__(self, app):
        self.app = app
        self.banners: list[list] = []       # [text, seconds left, colour]
        self.placed: list[pygame.Rect] = []     # where the last frame drew each banner shown

    def cue(self, sound: str | None, text: str, colour=theme.GOLD) -> None:
        """Play `sound` (a name of game.ui.audio.SOUNDS, or None) and show `text` in a banner."""
        if sound is not None:
            self.app.audio.play(sound)
        self.banners = [b for b in self.banners if b[0] != text] + [[text, SHOWN, colour]]

    def update(self, dt: float) -> None:
        self.banners = [[text, left - dt, colour] for text, left, colour in self.banners if left - dt > 0]

    def draw(self, surface: pygame.Surface, centre: tuple[int, int], clear_of: pygame.Rect | None = None,
             floor: int | None = None) -> None:
        """The newest banners one below the other, the first centred on `centre`. The stack keeps clear of
        `clear_of` (the hint in sight, which stays put while it holds): just below it when that ends above `floor`
        (what may be clicked below), else just above it."""
        px = self.app.px
        bands = [self._band(text, left, colour) for text, left, colour in self.banners[-AT_ONCE:]]
        if not bands:
            self.placed = []
            return
        stack = pygame.Rect(0, 0, max(b.get_width() for b in bands),
                            sum(b.get_height() for b in bands) + px(GAP) * (len(bands) - 1))
        stack.midtop = (centre[0], centre[1] - bands[0].get_height() // 2)
        if clear_of is not None and stack.colliderect(clear_of):
            stack.top = clear_of.bottom + px(GAP)
            if floor is not None and stack.bottom > floor:
                stack.bottom = clear_of.top - px(GAP)
        self.placed = []
        y = stack.top
        for band in bands:
            box = band.get_rect(midtop=(stack.centerx, y))
            surface.blit(band, box)
            self.placed.append(box)
            y = box.bottom + px(GAP)

    def _band(self, text: str, left: float, colour) -> pygame.Surface:
        """One banner: its words on a dark band with a gold rim, fading over its last 0.6 seconds."""
        px = self.app.px
        alpha = max(0, min(255, round(255 * left / 0.6)))
        image = theme.fit(theme.render(text, "title", px(34), colour), px(WIDEST))     # between the side seats
        band = pygame.Surface(image.get_rect().inflate(px(48), px(18)).size, pygame.SRCALPHA)
        pygame.draw.rect(band, (24, 14, 8, min(alpha, 200)), band.get_rect(), border_radius=px(12))
        pygame.draw.rect(band, (*theme.GOLD, alpha), band.get_rect(), px(2), border_radius=px(12))
        band.blit(image, image.get_rect(center=band.get_rect().center))
        band.set_alpha(alpha)
        return band
