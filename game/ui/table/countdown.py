"""A LAN host's turn limit as a table shows it: in the last seconds of a person's time for a decision, a small clock
at the top of the log column, beside the Menu button, saying whose time runs out ("Your time" when it is yours).

The host sends {"type": "clock", "seat", "version", "seconds"} as a person's decision begins (and to a player who
comes back to it); a view of a later version means the decision was made. The seconds count on this window's clock
from the moment the message came: a LAN's delay is far below the second the countdown shows.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.i18n import t

SHOWN = 15.0        # seconds left when the countdown appears
URGENT = 5.0        # seconds left when it turns red
WIDTH = 180         # design pixels, between the log column's left edge and the Menu button
ALARM = (232, 72, 56)


class Countdown:
    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.seat: int | None = None        # whose decision the clock runs for (None: no clock)
        self.version = -1                   # ...and which view offered it
        self.ends = 0.0

    def take(self, message: dict) -> None:
        """Any message of the game: a clock starts the countdown, a later view or the end stops it."""
        kind = message["type"]
        if kind == "clock":
            self.seat, self.version = message["seat"], message["version"]
            self.ends = self.clock() + message["seconds"]
        elif kind == "finished" or kind == "view" and message["view"]["version"] > self.version:
            self.seat = None

    def left(self) -> float | None:
        """The seconds left while the countdown shows (its last SHOWN seconds), else None."""
        if self.seat is None:
            return None
        left = self.ends - self.clock()
        return max(0.0, left) if left <= SHOWN else None

    def draw(self, surface: pygame.Surface, table) -> None:
        """Beside the Menu button of `table` (either game's table scene), at the window's top right."""
        left = self.left()
        if left is None or self.seat is None:
            return
        app = table.app
        mine = self.seat == table.seat and not table.watching
        px = app.px
        box = pygame.Rect(0, 0, px(WIDTH), px(40))
        box.topright = (app.size[0] - px(120), px(12))
        urgent = left <= URGENT
        fill = theme.RED if mine else theme.WOOD
        pygame.draw.rect(surface, fill, box, border_radius=px(10))
        pygame.draw.rect(surface, ALARM if urgent and not mine else theme.GOLD, box, px(2), border_radius=px(10))
        centre, radius = (box.x + px(22), box.centery), px(14)
        pygame.draw.circle(surface, theme.WOOD if mine else (24, 14, 8), centre, radius)
        ring = pygame.Rect(0, 0, radius * 2, radius * 2)
        ring.center = centre
        share = left / SHOWN
        if share > 0:                           # the part of the time still left, from twelve o'clock
            pygame.draw.arc(surface, ALARM if urgent else theme.GOLD, ring, math.pi / 2,
                            math.pi / 2 + 2 * math.pi * share, px(3))
        theme.blit_text(surface, str(math.ceil(left)), "bold", px(14), theme.CREAM, "center", centre)
        words = t("table.countdown_yours") if mine else t("table.countdown", name=table.names[self.seat])
        image = theme.fit(theme.render(words, "bold", px(17), theme.CREAM), box.right - px(8) - (box.x + px(44)))
        surface.blit(image, image.get_rect(midleft=(box.x + px(44), box.centery)))
