"""Layout helpers the scenes share: a column of buttons, a heading, a shaded panel, a standard back button, money in
words."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game import standings
from game.ui import theme
from game.ui.i18n import language, t
from game.ui.widgets import Button


def column(app, ids_labels: Sequence[tuple[str, str, Callable[[], object]]], top: int, width: int, height: int,
           gap: int, **kwargs) -> list[Button]:
    """Buttons stacked in the window's centre from `top` (lengths at the design size)."""
    px = app.px
    buttons = []
    for i, (id, label, action) in enumerate(ids_labels):
        rect = pygame.Rect(0, px(top + i * (height + gap)), px(width), px(height))
        rect.centerx = app.size[0] // 2
        buttons.append(Button(id, rect, label, action, px=px(22), **kwargs.get(id, {})))
    return buttons


def heading(surface: pygame.Surface, app, text: str, y: float = 40) -> None:
    """A scene's title in the Western face, centred near the top."""
    px = app.px
    theme.blit_text(surface, text, "title", px(48), (20, 10, 6), "midtop", (app.size[0] // 2 + px(3), px(y) + px(3)))
    theme.blit_text(surface, text, "title", px(48), theme.GOLD, "midtop", (app.size[0] // 2, px(y)))


def panel(surface: pygame.Surface, app, rect: pygame.Rect) -> None:
    """A shaded panel with round corners, behind a group of fields (`rect` in the window's pixels)."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=app.px(14))
    surface.blit(shade, rect)


def back_button(app, action: Callable[[], object], label: str | None = None) -> Button:
    px = app.px
    return Button("back", pygame.Rect(px(30), app.size[1] - px(76), px(200), px(50)), label or t("common.back"),
                  action, style="quiet", px=px(20))


def dollars(amount: int) -> str:
    """An amount as the window writes money: "$3,000" in English, "$3.000" in Spanish."""
    return standings.dollars(amount, "." if language() == "es" else ",")
