"""One-time tips of the guided first game (issue 44): a short note the first time something happens to you (a shot
at you, a Jail, the General Store, an elimination, a target out of reach, an answer the game made for you; on the
dice table Dynamite, arrows, the Indians) and, as the game starts, your role's goal, which shows in every game, not
only the guided one (once per role). Each tip shows once ever: it is counted as seen in the settings
(`tips_seen`) as it shows, so a restart never shows it again; "Show tips" turns them off, "Reset tips" shows them
all again (the Settings scene).
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.widgets import Button

GOALS = ("role_sheriff", "role_deputy", "role_outlaw", "role_renegade")    # your role's goal: role_<role>
TIPS = ("at_you", "jail", "general_store", "eliminated", "out_of_reach", "answered", "dynamite", "arrows",
        "indians", *GOALS)
EVERY_GAME = GOALS          # the tips that show in every game while tips are on, not only in the guided one
ANSWERED = ("only", "turn_over", "habit", "timer")      # the answered tip's words by cause: tip.answered_<cause>


class Tips:
    """The tips of one table: on in a guided game while the setting says so (the EVERY_GAME ones in any game);
    `shown` is the one in sight."""

    def __init__(self, settings, guided: bool):
        self.settings = settings
        self.guided = guided
        self.shown: str | None = None
        self.words = ""                                 # the text key of the tip in sight
        self.waiting: list[tuple[str, str]] = []        # tips fired while another was in sight: (tip, words)

    def fire(self, tip: str, words: str | None = None, first: bool = False) -> bool:
        """Show `tip` (in the words of text key `words`, else its own) if it was never shown (True: it shows, now
        or once the tip in sight is closed, and is counted as seen for good). A tip `first` is about a moment that
        passes (the General Store open now): it shows at once, the tip in sight waiting behind it."""
        settings = self.settings
        if not (self.guided or tip in EVERY_GAME) or not settings["show_tips"] or tip in settings["tips_seen"]:
            return False
        settings.set("tips_seen", [*settings["tips_seen"], tip])
        if first and self.shown is not None:
            self.waiting.insert(0, (self.shown, self.words))
            self.shown = None
        if self.shown is None:
            self.shown, self.words = tip, words or f"tip.{tip}"
        else:
            self.waiting.append((tip, words or f"tip.{tip}"))
        return True

    def close(self, every: bool = False) -> None:
        """The tip in sight closed: the next one waiting shows (none with `every`)."""
        if every:
            self.waiting = []
        self.shown, self.words = self.waiting.pop(0) if self.waiting else (None, "")


def tip_widgets(app, tips: Tips, column: pygame.Rect, closed) -> tuple[list, pygame.Rect]:
    """The tip in sight at the top of the log `column`, clear of the felt's banners and hint: its panel's "Got it"
    button (the panel itself is drawn by `draw_tip`); returns it and the part of the column left below."""
    if tips.shown is None:
        return [], column
    px = app.px
    box = tip_box(app, tips, column)
    button = Button("tip_close", pygame.Rect(0, 0, px(120), px(34)), t("tip.got_it"), closed, style="primary",
                    px=px(16))
    button.rect.bottomright = (box.right - px(12), box.bottom - px(10))
    rest = pygame.Rect(column.x, box.bottom + px(8), column.width, column.bottom - box.bottom - px(8))
    return [button], rest


def tip_box(app, tips: Tips, column: pygame.Rect) -> pygame.Rect:
    """The tip's panel at the top of the log column: its title, its lines and, under them, its button."""
    px = app.px
    return pygame.Rect(column.x, column.y, column.width,
                       px(34) + px(21) * len(tip_lines(app, tips, column.width)) + px(52))


def tip_lines(app, tips: Tips, width: int) -> list[str]:
    """The tip in sight in lines, in a panel `width` wide."""
    return theme.wrap(t(tips.words), "body", app.px(16), width - app.px(28)) if tips.shown else []


def draw_tip(surface: pygame.Surface, app, tips: Tips, column: pygame.Rect) -> None:
    if tips.shown is None:
        return
    px = app.px
    box = tip_box(app, tips, column)
    theme.panel(surface, box, px(10), theme.PARCHMENT, theme.GOLD, px(3), px(5))
    theme.blit_text(surface, t("tip.title"), "bold", px(18), theme.RED, "topleft", (box.x + px(14), box.y + px(8)))
    for i, row in enumerate(tip_lines(app, tips, box.width)):
        theme.blit_text(surface, row, "body", px(16), theme.INK, "topleft",
                        (box.x + px(14), box.y + px(34) + i * px(21)))
