"""A scene's widgets: routes the mouse to the widget under it, the keyboard to the focused one, and shows tooltips.

Tab and Shift+Tab move the focus through the enabled widgets in the order they were added (one in a scrolling box
is scrolled into view); Space activates the
focused widget; Enter activates a focused button, and otherwise the form's `default` (the scene's main action), so
Enter in a text field or on a choice submits the form.
While a text field has the focus it gets every key but Tab, Enter and Esc, so typing never triggers a shortcut.
"""

from __future__ import annotations

import pygame

from game.ui.widgets.base import Widget
from game.ui.widgets.tooltip import draw_tooltip

TOOLTIP_DELAY = 0.45
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class Form:
    def __init__(self, app):
        self.app = app
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        self.hover: Widget | None = None
        self.hover_time = 0.0
        self.grabbed: Widget | None = None     # pressed, and gets the mouse until it is released
        self.default: str | None = None        # the id activated by Enter when nothing has the focus
        self.tip: pygame.Rect | None = None    # where the last frame showed a tooltip

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def find(self, id: str) -> Widget | None:
        return next((w for w in self.widgets if w.id == id), None)

    def clear(self) -> None:
        self.set_focus(None)
        self.widgets = []
        self.hover = self.grabbed = None
        self.default = None

    def release(self) -> None:
        """Let go of the pressed widget without a click (a long press that was only reading)."""
        if self.grabbed is not None:
            self.grabbed.pressed = False
        self.grabbed = None

    def focus_id(self, id: str | None) -> None:
        self.set_focus(self.find(id) if id else None)

    def set_focus(self, widget: Widget | None) -> None:
        if widget is self.focus:
            return
        if self.focus is not None:
            self.focus.focus(False)
        self.focus = widget
        if widget is not None:
            widget.focus(True)
            if widget.viewport is not None:
                widget.viewport.reveal(widget)

    def at(self, pos) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.contains(pos):
                return widget
        return None

    # -- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            self._hover(self.at(event.pos))
            if self.grabbed is not None and not event.buttons[0]:
                self.release()                  # its release went to another scene (a menu on top): no click
            if self.grabbed is not None:
                self.grabbed.drag(event.pos)
            return self.hover is not None
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.at(event.pos)
            self._hover(target)
            if target is None:
                self.set_focus(None)
                return False
            if target.focusable and target.enabled:
                self.set_focus(target)
            self.grabbed = target
            target.press(event.pos)
            if not target.enabled:
                self.hover_time = TOOLTIP_DELAY     # a click on a greyed control shows why at once
            return True
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            grabbed, self.grabbed = self.grabbed, None
            if grabbed is not None:
                grabbed.release(event.pos)
                return True
            return False
        if kind == pygame.MOUSEWHEEL:
            target = self.at(self.app.mouse)
            if target is not None and target.viewport is not None:
                target = target.viewport            # the wheel scrolls the box, never the choice under it
            return target is not None and target.wheel(event.y)
        if kind in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return self.focus is not None and self.focus.text(event)
        if kind == pygame.KEYDOWN:
            return self._key(event)
        return False

    def hover_again(self, before: Widget, mouse) -> None:
        """After a new layout: the widget that replaces `before` is hovered as it was, if the mouse is still on it."""
        widget = self.find(before.id)
        if widget is not None and widget is self.at(mouse):
            time = self.hover_time
            self._hover(widget)
            self.hover_time = time

    def _hover(self, widget: Widget | None) -> None:
        if widget is not self.hover:
            if self.hover is not None:
                self.hover.hovered = False
            self.hover = widget
            self.hover_time = 0.0
            if widget is not None:
                widget.hovered = True

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB:
            self.cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        focus = self.focus
        if focus is not None and focus.enabled and focus.key(event):
            return True
        if event.key in ENTER_KEYS or (event.key == pygame.K_SPACE and focus is not None):
            target = focus
            if event.key in ENTER_KEYS and (focus is None or not focus.takes_enter):
                target = self.find(self.default) if self.default else None
            if target is not None and target.enabled:
                target.activate()
                return True
        return False

    def cycle(self, step: int) -> None:
        order = [w for w in self.widgets if w.focusable and w.enabled]
        if not order:
            return
        index = order.index(self.focus) if self.focus in order else (-1 if step > 0 else 0)
        self.set_focus(order[(index + step) % len(order)])

    # -- a frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.hover is not None:
            self.hover_time += dt
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            box = widget.viewport
            if box is None:
                widget.draw(surface)
            elif box.shows(widget):
                clip = surface.get_clip()
                surface.set_clip(clip.clip(box.rect))
                widget.draw(surface)
                surface.set_clip(clip)
        self.tip = None
        hover = self.hover
        if hover is not None and self.hover_time >= TOOLTIP_DELAY and hover.tooltip:
            controls = [w.rect for w in self.widgets if w.control and w is not hover]
            self.tip = draw_tooltip(surface, hover.tooltip, hover.tip_anchor, self.app.px, controls)
