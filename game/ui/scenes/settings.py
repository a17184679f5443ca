"""Settings, as an overlay over the title or over a running game. Every change applies at once and is saved."""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.settings import (
    ANIMATION_SPEEDS,
    BOT_PAUSES,
    CONFIRMATIONS,
    HABITS,
    RESPONSE_TIMERS,
    fitted,
    window_sizes,
)
from game.ui.widgets import Button, Choice, Cycler, Label, Slider, Toggle


class SettingsScene(Scene):
    opaque = False
    modal = True

    def build(self) -> None:
        px = self.app.px
        settings = self.app.settings
        self.box = pygame.Rect(0, 0, px(1160), px(650))
        self.box.center = self.app.rect.center
        add = self.form.add
        label_w, field_w, row, height = px(230), px(290), px(44), px(38)      # rows fit 4 habits above Done

        def line(column: int, index: int) -> tuple[int, int]:
            return self.box.x + px(40) + column * px(570), self.box.y + px(90) + index * row

        def labelled(column: int, index: int, id: str, text: str, widget_for) -> None:
            x, y = line(column, index)
            add(Label(f"{id}_label", pygame.Rect(x, y, label_w, height), text, px=px(18), colour=theme.INK,
                      role="bold"))
            add(widget_for(pygame.Rect(x + label_w, y, field_w, height)))

        def toggle(column: int, index: int, key: str, text: str, tip: str | None = None) -> None:
            x, y = line(column, index)
            add(Toggle(key, pygame.Rect(x, y, label_w + field_w, height), text, settings[key],
                       partial(self._set, key), colour=theme.INK, tip=tip, px=px(18)))

        languages = [Choice("", t("settings.language_system")), Choice("en", "English"), Choice("es", "Español")]
        labelled(0, 0, "language", t("settings.language"), lambda r: Cycler(
            "language", r, languages, settings["language"], lambda v: settings.set("language", v), px=px(18)))
        sizes = [Choice(list(size), f"{size[0]} x {size[1]}") for size in window_sizes(self.app.desktop)]
        size = list(fitted(settings["window_size"], self.app.desktop))      # the window's, if the setting is too big
        if size not in [c.value for c in sizes]:
            sizes.insert(0, Choice(size, "{} x {}".format(*size)))
        labelled(0, 1, "window_size", t("settings.window_size"), lambda r: Cycler(
            "window_size", r, sizes, size, lambda v: settings.set("window_size", v),
            enabled=not settings["fullscreen"], reason=t("settings.size_fullscreen"), px=px(18)))
        toggle(0, 2, "fullscreen", t("settings.fullscreen"), t("settings.fullscreen_tip"))
        labelled(0, 3, "volume", t("settings.volume"), lambda r: Slider(
            "volume", r, settings["volume"], 0.0, 1.0, 0.1, lambda v: settings.set("volume", v),
            show=lambda v: f"{round(v * 100)}%", colour=theme.INK, enabled=not settings["muted"],
            reason=t("settings.muted_reason"),
            px=px(18)))
        toggle(0, 4, "muted", t("settings.muted"))
        labelled(0, 5, "animation_speed", t("settings.animation_speed"), lambda r: Cycler(
            "animation_speed", r, [Choice(s, f"x{s:g}") for s in ANIMATION_SPEEDS], settings["animation_speed"],
            lambda v: settings.set("animation_speed", v), px=px(18)))
        labelled(0, 6, "bot_pause", t("settings.bot_pause"), lambda r: Cycler(
            "bot_pause", r, [Choice(s, t("settings.seconds", n=f"{s:g}")) for s in BOT_PAUSES], settings["bot_pause"],
            lambda v: settings.set("bot_pause", v), tip=t("settings.bot_pause_tip"), px=px(18)))
        labelled(0, 7, "response_timer", t("settings.response_timer"), lambda r: Cycler(
            "response_timer", r, [Choice(s, t("settings.seconds", n=s) if s else t("settings.off"))
                                  for s in RESPONSE_TIMERS], settings["response_timer"],
            lambda v: settings.set("response_timer", v), tip=t("settings.response_timer_tip"), px=px(18)))
        toggle(0, 8, "colorblind_suits", t("settings.colorblind_suits"), t("settings.colorblind_suits_tip"))
        toggle(0, 9, "confirm_end_turn", t("settings.confirm_end_turn"))
        x, y = line(1, 0)
        add(Label("habits_label", pygame.Rect(x, y, label_w + field_w, height), t("settings.habits"), px=px(20),
                  colour=theme.RED, role="title"))
        for i, habit in enumerate(HABITS, 1):
            toggle(1, i, f"habit.{habit}", t(f"habit.{habit}"), t(f"habit.{habit}.tip"))
        x, y = line(1, len(HABITS) + 1)
        add(Label("confirm_label", pygame.Rect(x, y + px(6), label_w + field_w, height), t("settings.confirmations"),
                  px=px(20), colour=theme.RED, role="title", tip=t("settings.confirmations_tip")))
        for i, name in enumerate(CONFIRMATIONS, len(HABITS) + 2):
            toggle(1, i, f"confirm.{name}", t(f"confirm.{name}"))
        x, y = line(1, len(HABITS) + len(CONFIRMATIONS) + 2)          # the guided game's tips
        add(Toggle("show_tips", pygame.Rect(x, y, px(300), height), t("settings.show_tips"), settings["show_tips"],
                   partial(self._set, "show_tips"), colour=theme.INK, tip=t("settings.show_tips_tip"), px=px(18)))
        add(Button("reset_tips", pygame.Rect(x + px(320), y, px(200), height), t("settings.reset_tips"),
                   self._reset_tips, style="plain", tip=t("settings.reset_tips_tip"), px=px(17)))
        done = Button("close", pygame.Rect(0, 0, px(220), px(50)), t("common.done"), self.app.pop, style="primary",
                      px=px(20))
        done.rect.midbottom = (self.box.centerx, self.box.bottom - px(20))
        add(done)
        self.form.default = "close"

    def _set(self, key: str, value) -> None:
        self.app.settings.set(key, value)
        self.layout()                       # a toggle may enable or grey another control (mute and volume)

    def _reset_tips(self) -> None:
        self.app.settings.set("tips_seen", [])
        self.app.notify(t("settings.tips_reset"))

    def draw_scene(self, surface: pygame.Surface) -> None:
        px = self.app.px
        theme.veil(surface)
        theme.panel(surface, self.box, px(14), theme.PARCHMENT, theme.GOLD, px(3), px(6))
        theme.blit_text(surface, t("settings.title"), "title", px(36), theme.RED, "midtop",
                        (self.box.centerx, self.box.y + px(22)))
        x = self.box.x + px(570)
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (x, self.box.y + px(96)), (x, self.box.bottom - px(90)), px(2))
