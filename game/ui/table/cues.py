"""Cues that call a player back to the table: a sound through app.audio and, always, the same news on screen (a
banner across the table), so nothing is said by sound alone."""

from __future__ import annotations

from collections.abc import Callable

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
        self.spots: dict[tuple, pygame.Rect | None] = {}    # the places found for a stack (_spot)

    def cue(self, sound: str | None, text: str, colour=theme.GOLD) -> None:
        """Play `sound` (a name of game.ui.audio.SOUNDS, or None) and show `text` in a banner."""
        if sound is not None:
            self.app.audio.play(sound)
        self.banners = [b for b in self.banners if b[0] != text] + [[text, SHOWN, colour]]

    def update(self, dt: float) -> None:
        self.banners = [[text, left - dt, colour] for text, left, colour in self.banners if left - dt > 0]

    def draw(self, surface: pygame.Surface, centre: tuple[int, int],
             room: Callable[[], tuple[pygame.Rect, list[pygame.Rect]]]) -> None:
        """The newest banners one below the other, as near `centre` (the first one's middle) as the area `room()`
        gives lets them lie clear of every rect it lists (the seats, the hand, the buttons, the hint...): up or down
        from there, smaller where they do not fit, the newest alone; then anywhere in the area; where even that
        finds no room, the newest at its smallest where it covers the fewest of them. `room` is asked only while a
        banner shows, and a size of banners is drawn only when tried: most frames show none, or fit the first."""
        shown = self.banners[-AT_ONCE:]
        self.placed = []
        if not shown:
            return
        area, keep_clear = room()
        gap = self.app.px(GAP)
        clear = [rect.inflate(2 * gap, 2 * gap) for rect in keep_clear]
        sizes = [(count, scale) for count in range(len(shown), 0, -1) for scale in SCALES]
        drawn: dict[tuple[int, float], list[pygame.Surface]] = {}

        def bands_of(count: int, scale: float) -> list[pygame.Surface]:
            if (count, scale) not in drawn:
                drawn[count, scale] = [self._band(text, left, colour, scale) for text, left, colour in shown[-count:]]
            return drawn[count, scale]

        for sideways in (False, True):
            for size in sizes:
                bands = bands_of(*size)
                stack = self._spot(self._stack(bands, centre), area, clear, sideways)
                if stack is not None:
                    self._blit(surface, bands, stack)
                    return
        bands = bands_of(*sizes[-1])
        stack = self._spot(self._stack(bands, centre), area, clear, True, least=True)
        assert stack is not None                        # the least covered place always exists
        self._blit(surface, bands, stack)

    def _stack(self, bands: list[pygame.Surface], centre: tuple[int, int]) -> pygame.Rect:
        """The box of `bands` one below the other, the first centred on `centre`."""
        stack = pygame.Rect(0, 0, max(b.get_width() for b in bands),
                            sum(b.get_height() for b in bands) + self.app.px(GAP) * (len(bands) - 1))
        stack.midtop = (centre[0], centre[1] - bands[0].get_height() // 2)
        return stack

    def _spot(self, stack: pygame.Rect, area: pygame.Rect, clear: list[pygame.Rect], sideways: bool,
              least: bool = False) -> pygame.Rect | None:
        """The place of `stack` inside `area` nearest where it is that touches no rect of `clear`: straight up or
        down, else (`sideways`) anywhere; None for none, or (`least`) the one touching the fewest. Remembered for
        the same question: the table asks it every frame."""
        key = (tuple(stack), tuple(area), tuple(map(tuple, clear)), sideways, least)
        if key not in self.spots:
            if len(self.spots) > 64:
                self.spots.clear()
            step = self.app.px(GAP)
            xs = range(area.left, area.right - stack.width + 1, 2 * step) if sideways else (stack.left,)
            ys = range(area.top, area.bottom - stack.height + 1, step if sideways else max(1, step // 2))
            places = sorted(((x, y) for x in xs for y in ys), key=lambda p: abs(p[0] - stack.x) + abs(p[1] - stack.y))
            boxes = [pygame.Rect((x, y), stack.size) for x, y in places]
            if least:
                found = min(boxes, key=lambda box: len(box.collidelistall(clear)), default=None)
            else:
                found = next((box for box in boxes if box.collidelist(clear) < 0), None)
            self.spots[key] = found
        return self.spots[key]

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
