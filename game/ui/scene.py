"""A scene: one screen or overlay of the window, as the scene stack (game/ui/app.py) holds it.

Its own module, apart from the App: the scenes import it and the App imports the scenes it opens itself, with no
circle between them. A scene knows the App only as the type of `self.app` (an import for the type checker).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.anim import Timeline
from game.ui.widgets.form import Form

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """One screen or overlay. Subclasses lay out widgets in `build` and draw their own picture in `draw_scene`.

    Lifecycle: `resume` when it comes on top (also the first time), `pause` when another is pushed over it,
    `shutdown` when it leaves the stack. `build` runs again whenever the window's size or the language changes.
    """

    opaque = True        # hides the scenes beneath it (drawing starts here)
    modal = False        # takes all input even though the scenes beneath still show

    def __init__(self, app: App):
        self.app = app
        self.form = Form(app)
        self.tweens = Timeline(app.animation_speed)

    # -- lifecycle -------------------------------------------------------------------------------
    def resume(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def shutdown(self) -> None:
        self.tweens.abort()

    # -- layout ------------------------------------------------------------------------------------
    def layout(self) -> None:
        """Rebuild the widgets for the current window size and language, keeping the keyboard focus and the mouse's
        hover (a tooltip being read stays)."""
        focused = self.form.focus.id if self.form.focus is not None else None
        hovered = self.form.hover
        self.form.clear()
        self.build()
        if focused is not None:
            self.form.focus_id(focused)
        if hovered is not None:
            self.form.hover_again(hovered, self.app.mouse)

    def build(self) -> None:
        """Add this scene's widgets to `self.form` (sizes from `self.app.px`)."""

    # -- a frame ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """True when this scene consumed `event`. Esc goes back by default."""
        if self.form.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def back(self) -> None:
        if len(self.app.stack) > 1:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.tweens.speed = self.app.animation_speed
        self.tweens.update(dt)
        self.form.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_scene(surface)
        self.form.draw(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """The scene's own picture beneath its widgets (an overlay dims what is beneath by default)."""
        if self.opaque:
            theme.backdrop(surface)
        else:
            theme.veil(surface)
