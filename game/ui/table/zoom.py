"""Any card, character, role or die face enlarged with its rules text, on hover or a long press.

A table says what is under the mouse as a subject tuple: ("card", kind, rank, suit), ("character", game, id),
("role", role) (("role", role, "dice") in the dice game's words), ("face", face[, kind]) or ("token", kind,
seat). `Hover` waits for the mouse to rest (or a press to be held) on one subject; then `draw_zoom` shows it large
beside the spot, in the window.
"""

from __future__ import annotations

import pygame

from game.ui import sets, theme
from game.ui.art.cards import card_face, character_badge, role_card
from game.ui.art.looks import symbol_image
from game.ui.i18n import card_name, character_name, language, role_name, t
from game.ui.text import rules

REST = 0.55         # seconds the mouse rests on a thing before it is enlarged
LONG_PRESS = 0.45   # seconds a press is held to enlarge it (touch screens, or a player who prefers it)


class Hover:
    """Which subject the mouse rests on, and whether it has rested long enough to be enlarged."""

    def __init__(self):
        self.subject: tuple | None = None
        self.anchor = pygame.Rect(0, 0, 0, 0)
        self.time = 0.0
        self.pressed = 0.0
        self.down = False           # the left button, as the table's events tell it

    def press(self, event: pygame.event.Event) -> bool:
        """Follow the left button; True for the release that ends a long press (the table swallows it: holding a
        card down to read it plays nothing)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # A press counts from now: after a release the table never saw (it went to the game's menu on top),
            # the time the button seemed held must not make the next plain click a long press.
            self.down, self.pressed = True, 0.0
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.down = False
            return self.ready and self.pressed >= LONG_PRESS
        return False

    def update(self, dt: float, subject: tuple | None, anchor: pygame.Rect | None) -> None:
        if subject != self.subject:
            self.subject, self.time, self.pressed = subject, 0.0, 0.0
        if subject is not None:
            assert anchor is not None               # a subject comes with the rect it was found in
            self.anchor = anchor
            self.time += dt
            self.pressed = self.pressed + dt if self.down else 0.0

    @property
    def ready(self) -> bool:
        return self.subject is not None and (self.time >= REST or self.pressed >= LONG_PRESS)

    def clear(self) -> None:
        self.subject, self.time, self.pressed = None, 0.0, 0.0


def _picture(subject: tuple, width: int, colorblind: bool) -> pygame.Surface:
    kind = subject[0]
    lang = language()
    if kind == "card":
        return card_face(subject[1], subject[2], subject[3], width, lang, colorblind)
    if kind == "character":
        return character_badge(subject[2], subject[1], width, lang)
    if kind == "role":
        return role_card(subject[1] or "unknown", width, lang)
    return symbol_image(subject[1], width)       # a face its table did not draw: its symbol on a plain die


def describe(subject: tuple) -> tuple[str, str]:
    """The title and the rules text of a subject, in the current language."""
    kind, lang = subject[0], language()
    if kind == "card":
        return card_name(subject[1]), sets.piece("cards", subject[1]).rules(lang)
    if kind == "character":
        game, who = subject[1], subject[2]
        return character_name(game, who), sets.character(game, who).rules(lang)
    if kind == "role":
        texts = rules.DICE_ROLES if subject[2:] == ("dice",) else rules.ROLES
        return role_name(subject[1]), texts[subject[1]][lang] if subject[1] else t("plate.role_hidden")
    piece = sets.piece("dice", subject[1])          # a face or a token
    return piece.name(lang), piece.rules(lang)


def draw_zoom(surface: pygame.Surface, app, subject: tuple, anchor: pygame.Rect, note: str | None = None,
              picture: pygame.Surface | None = None) -> pygame.Rect:
    """The subject large with its text (and a `note` on what it means for you now, after it), beside `anchor` and
    inside the window; returns the panel's rect. A table may draw the `picture` itself (a die of its kind)."""
    px = app.px
    if picture is None:
        picture = _picture(subject, px(190) if subject[0] != "face" else px(120), app.settings["colorblind_suits"])
    title, text = describe(subject)
    if note:
        text += "\n" + note
    text_width = px(250)
    lines = theme.wrap(text, "body", px(16), text_width)
    height = max(picture.get_height(), px(44) + len(lines) * px(22)) + px(24)
    box = pygame.Rect(0, 0, picture.get_width() + text_width + px(40), height)
    box.midbottom = (anchor.centerx, anchor.top - px(8))
    if box.top < px(4):
        box.midtop = (anchor.centerx, anchor.bottom + px(8))
    if box.bottom > app.size[1] - px(4):
        box.midleft = (anchor.right + px(8), anchor.centery)
        if box.right > app.size[0]:
            box.midright = (anchor.left - px(8), anchor.centery)
    box.clamp_ip(app.rect)
    theme.panel(surface, box, px(10), theme.CREAM, theme.GOLD, px(2), px(5))
    surface.blit(picture, (box.x + px(12), box.y + px(12)))
    x = box.x + picture.get_width() + px(26)
    title_image = theme.fit(theme.render(title, "bold", px(21), theme.RED), text_width)
    surface.blit(title_image, (x, box.y + px(12)))
    for i, row in enumerate(lines):
        theme.blit_text(surface, row, "body", px(16), theme.INK, "topleft", (x, box.y + px(46) + i * px(22)))
    return box
