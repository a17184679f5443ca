"""Cues that call a player back to the table: a sound through app.audio and, always, the same news on screen (a
banner across the table), so nothing is said by sound alone."""

from __future__ import annotations

import pygame

from game.ui import theme

SHOWN = 2.4         # seconds a banner stays (it fades over the last part)
WIDEST = 440        # the widest a banner's words get (design pixels): a long one is written smaller
AT_ONCE = 2         # the banners shown together (the newest ones), one below the other


class Cues:
    def __init__(self, app):
        self.app = app
        self.banners: list[list] = []       # [text, seconds left, colour]

    def cue(self, sound: str | None, text: str, colour=theme.GOLD) -> None:
        """Play `sound` (a name of game.ui.audio.SOUNDS, or None) and show `text` in a banner."""
        if sound is not None:
            self.app.audio.play(sound)
        self.banners = [b for b in self.banners if b[0] != text] + [[text, SHOWN, colour]]

    def update(self, dt: float) -> None:
        self.banners = [[text, left - dt, colour] for text, left, colour in self.banners if left - dt > 0]

    def draw(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        px = self.app.px
        y = centre[1]
        for text, left, colour in self.banners[-AT_ONCE:]:
            alpha = max(0, min(255, round(255 * left / 0.6)))
            image = theme.fit(theme.render(text, "title", px(34), colour), px(WIDEST))     # between the side seats
            box = image.get_rect(center=(centre[0], y)).inflate(px(48), px(18))
            band = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(band, (24, 14, 8, min(alpha, 200)), band.get_rect(), border_radius=px(12))
            pygame.draw.rect(band, (*theme.GOLD, alpha), band.get_rect(), px(2), border_radius=px(12))
            band.blit(image, image.get_rect(center=band.get_rect().center))
            band.set_alpha(alpha)
            surface.blit(band, box)
            y += box.height + px(8)
