"""A one-line text field. Text arrives as TEXTINPUT events (what the system's keyboard layout or input method
composed), never from key codes, so accents, ñ and input methods work; TEXTEDITING shows a composition in
progress, underlined, until the input method commits it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.widgets.base import Widget


class TextInput(Widget):
    def __init__(self, id: str, rect: pygame.Rect, value: str, on_change: Callable[[str], None], *,
                 placeholder: str = "", max_len: int = 20, accept: Callable[[str], bool] = str.isprintable,
                 **kwargs):
        super().__init__(id, rect, **kwargs)
        self.value = value
        self.on_change = on_change
        self.placeholder = placeholder
        self.max_len = max_len
        self.accept = accept            # which characters may be typed (digits only for a seed)
        self.cursor = len(value)
        self.composing = ""
        self.blink = 0.0

    def focus(self, on: bool) -> None:
        super().focus(on)
        self.composing = ""
        if on:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(self.rect)
        else:
            pygame.key.stop_text_input()

    def _change(self, value: str, cursor: int) -> None:
        self.value, self.cursor = value, cursor
        self.blink = 0.0
        self.on_change(value)

    def text(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTEDITING:
            self.composing = event.text
            return True
        typed = "".join(ch for ch in event.text if self.accept(ch))
        self.composing = ""
        room = self.max_len - len(self.value)
        if typed and room > 0:
            typed = typed[:room]
            self._change(self.value[:self.cursor] + typed + self.value[self.cursor:], self.cursor + len(typed))
        return True

    def key(self, event: pygame.event.Event) -> bool:
        k = event.key
        if k in (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            return False
        if k == pygame.K_BACKSPACE and self.cursor > 0:
            self._change(self.value[:self.cursor - 1] + self.value[self.cursor:], self.cursor - 1)
        elif k == pygame.K_DELETE and self.cursor < len(self.value):
            self._change(self.value[:self.cursor] + self.value[self.cursor + 1:], self.cursor)
        elif k == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
        elif k == pygame.K_RIGHT:
            self.cursor = min(len(self.value), self.cursor + 1)
        elif k == pygame.K_HOME:
            self.cursor = 0
        elif k == pygame.K_END:
            self.cursor = len(self.value)
        return True                    # every other key is typing, never a shortcut

    def click(self, pos) -> None:
        pad = self.rect.height // 4
        face = theme.font("body", self.px)
        x = pos[0] - self.rect.x - pad
        self.cursor = next((i for i in range(len(self.value) + 1) if face.size(self.value[:i])[0] >= x),
                           len(self.value))

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        pad = rect.height // 4
        pygame.draw.rect(surface, theme.PARCHMENT_LIGHT if self.enabled else theme.PARCHMENT_DARK, rect,
                         border_radius=pad // 2)
        pygame.draw.rect(surface, theme.GOLD if self.focused else theme.INK_SOFT, rect, max(2, rect.height // 16),
                         border_radius=pad // 2)
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-pad, -2))
        x, y = rect.x + pad, rect.centery
        if not self.value and not self.composing:
            theme.blit_text(surface, self.placeholder, "body", self.px, theme.GREY, "midleft", (x, y))
        before, after = self.value[:self.cursor], self.value[self.cursor:]
        ink = theme.INK if self.enabled else theme.GREY
        x = theme.blit_text(surface, before, "body", self.px, ink, "midleft", (x, y)).right if before else x
        if self.composing:
            shown = theme.blit_text(surface, self.composing, "body", self.px, theme.RED, "midleft", (x, y))
            pygame.draw.line(surface, theme.RED, shown.bottomleft, shown.bottomright, 1)
            x = shown.right
        if self.focused and self.blink < 0.55:
            half = self.px * 0.55
            pygame.draw.line(surface, theme.INK, (x, y - half), (x, y + half), max(1, self.px // 10))
        if after:
            theme.blit_text(surface, after, "body", self.px, ink, "midleft", (x, y))
        surface.set_clip(clip)
