"""Cues that call a player back to the table: a sound through app.audio and, always, the same news on screen (a
banner across the table), so nothing is said by sound alone."""

from __future__ import annotations

import pygame

from game.ui import theme

SHOWN = 2.4         # seconds a banner stays (it fades over the last part)
WIDEST = 440        # the widest a banner's words get (design pixels): a long one is written smaller
AT_ONCE = 2         # the banners shown together (the newest ones), one below the other
GAP = 8             # between two banners, and between the banners and what they keep clear of
SCALES = (1, 0.8, 0.65)     # the banners' sizes tried, largest first, where the table has little room


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

    def draw(self, surface: pygame.Surface, centre: tuple[int, int], area: pygame.Rect,
             keep_clear: list[pygame.Rect]) -> None:
        """The newest banners one below the other, as near `centre` (the first one's middle) as `area` lets them
        lie clear of every rect of `keep_clear` (the seats, the hand, the buttons, the hint...): smaller where
        they do not fit, then the newest alone; over the rest only where even that finds no room."""
        shown = self.banners[-AT_ONCE:]
        self.placed = []
        if not shown:
            return
        for count in range(len(shown), 0, -1):
            for scale in SCALES:
                bands = [self._band(text, left, colour, scale) for text, left, colour in shown[-count:]]
                stack = self._spot(bands, centre, area, keep_clear)
                if stack is not None:
                    self._blit(surface, bands, stack)
                    return
        stack = self._stack(bands, centre)
        stack.clamp_ip(area)
        self._blit(surface, bands, stack)

    def _stack(self, bands: list[pygame.Surface], centre: tuple[int, int]) -> pygame.Rect:
        """The box of `bands` one below the other, the first centred on `centre`."""
        stack = pygame.Rect(0, 0, max(b.get_width() for b in bands),
                            sum(b.get_height() for b in bands) + self.app.px(GAP) * (len(bands) - 1))
        stack.midtop = (centre[0], centre[1] - bands[0].get_height() // 2)
        return stack

    def _spot(self, bands: list[pygame.Surface], centre: tuple[int, int], area: pygame.Rect,
              keep_clear: list[pygame.Rect]) -> pygame.Rect | None:
        """The stack's box nearest its place at `centre`, up or down, inside `area` and a gap away from every
        rect of `keep_clear` (None: nowhere)."""
        gap = self.app.px(GAP)
        stack = self._stack(bands, centre)
        near = stack.top
        clear = [rect.inflate(2 * gap, 2 * gap) for rect in keep_clear]
        tops = sorted(range(area.top, area.bottom - stack.height + 1, max(1, gap // 2)), key=lambda y: abs(y - near))
        for top in tops:
            stack.top = top
            if stack.collidelist(clear) < 0:
                return stack
        return None

    def _blit(self, surface: pygame.Surface, bands: list[pygame.Surface], stack: pygame.Rect) -> None:
        y = stack.top
        for band in bands:
            box = band.get_rect(midtop=(stack.centerx, y))
            surface.blit(band, box)
            self.placed.append(box)
            y = box.bottom + self.app.px(GAP)

    def _band(self, text: str, left: float, colour, scale: float = 1) -> pygame.Surface:
        """One banner (`scale`: of its usual size): its words on a dark band with a gold rim, fading over its
        last 0.6 seconds."""
        px = self.app.px
        alpha = max(0, min(255, round(255 * left / 0.6)))
        image = theme.fit(theme.render(text, "title", px(34 * scale), colour), px(WIDEST * scale))  # between seats
        band = pygame.Surface(image.get_rect().inflate(px(48 * scale), px(18 * scale)).size, pygame.SRCALPHA)
        pygame.draw.rect(band, (24, 14, 8, min(alpha, 200)), band.get_rect(), border_radius=px(12))
        pygame.draw.rect(band, (*theme.GOLD, alpha), band.get_rect(), px(2), border_radius=px(12))
        band.blit(image, image.get_rect(center=band.get_rect().center))
        band.set_alpha(alpha)
        return band
