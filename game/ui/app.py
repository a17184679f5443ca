"""The window, its clock and the scene stack: the frame every screen of the game lives in.

The stack holds scenes (game/ui/scene.py). `push` puts one on top (the one beneath is paused, keeps drawing if the
new one is not opaque), `pop` removes the top (it is shut down, the one beneath resumes), `replace` swaps the top,
`reset` empties the stack down to a new root. Input goes to the top scene first; a scene that does not consume an
event passes it down, unless it is opaque or modal (then nothing beneath it can be clicked). Drawing walks down to
the first opaque scene and draws from there up, so an overlay shows the scene beneath it, which keeps animating.

Sizes come from `px`: a length at the design size of 1280x720 scaled to the window, so every layout holds from
1280x720 to 3840x2160 and follows a resize. An exception in any scene writes a crash report, keeps the autosave
(the client was saving it all along) and puts an error scene over the title instead of closing the window.
"""

from __future__ import annotations

import math
import traceback
from typing import TYPE_CHECKING, TypeVar

import pygame

from game import boot, splash
from game.storage import Storage
from game.ui import i18n, theme
from game.ui.scene import Scene
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import SMALLEST_WINDOW, Settings, fitted

if TYPE_CHECKING:
    from game.ui.games import GameScenes

DESIGN_SIZE = (1280, 720)
HEADLESS_DRIVERS = ("offscreen", "dummy")     # SDL video drivers that show nothing on any screen
FPS = 60
IDLE_FPS = 30           # the loop's pace while nothing moves (input is still read every frame)
IDLE_REDRAW = 0.25      # seconds between redraws while nothing moves (a timer, a tooltip's delay, a caret)

S = TypeVar("S", bound=Scene)


class App:
    """The window and the scene stack. `run()` is the real loop; tests and the self-test call `step(dt)`."""

    def __init__(self, storage: Storage, settings: Settings, *, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, instant: bool = False, seed: int | None = None,
                 bots_apart: bool = False):
        self.storage = storage
        self.settings = settings
        self.instant = instant              # the self-test: no bot pause, every animation ends at once
        self.seed = seed                    # --seed: the first new game is dealt from it
        self.bots_apart = bots_apart        # offline bots think in a child process (game/bots/worker.py)
        self.stack: list[Scene] = []
        self.running = True
        self._shown = False             # the first frame has been flipped
        self._dirty = True              # something changed that the picture does not show yet
        self._moving = True             # the last frame had something to show: keep the full frame rate
        self._since_draw = 0.0
        self._drawn: list[Scene] = []   # the scenes the last frame showed
        self.failures: list[str] = []       # crash reports written this run (the self-test fails on any)
        self.mouse = (0, 0)
        self.toasts: list[list] = []        # [text, seconds left]
        self.clock = pygame.time.Clock()
        theme.forget()
        i18n.set_language(settings["language"])
        self.audio = _make_audio(settings)
        self.desktop = desktop_size()
        self.surface = self._open_window(tuple(size or settings["window_size"]),
                                         settings["fullscreen"] if fullscreen is None else fullscreen)
        settings.listeners.append(self._setting_changed)
        if settings.problems:
            self.notify(i18n.t("settings.problems", what=", ".join(settings.problems)), 10.0)

    # -- the window ------------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        pygame.display.set_caption("BANG!")
        pygame.display.set_icon(splash.badge(64))
        if fullscreen:
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            size = fitted((max(SMALLEST_WINDOW[0], size[0]), max(SMALLEST_WINDOW[1], size[1])), self.desktop)
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.fullscreen = fullscreen
        self._rescale(surface.get_size())
        return surface

    def _rescale(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1])

    def px(self, length: float) -> int:
        """A length given at 1280x720, in this window's pixels."""
        return max(1, int(round(length * self.scale)))

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)

    def resize(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> None:
        """Change the window (a new size, or full screen on or off) and lay every scene out again."""
        fullscreen = self.fullscreen if fullscreen is None else fullscreen
        self.surface = self._open_window(size or tuple(self.settings["window_size"]), fullscreen)
        self.relayout()

    def relayout(self) -> None:
        self._dirty = True
        for scene in self.stack:
            scene.layout()

    @property
    def animation_speed(self) -> float:
        return math.inf if self.instant else float(self.settings["animation_speed"])

    @property
    def bot_pause(self) -> float:
        return 0.0 if self.instant else float(self.settings["bot_pause"])

    def _setting_changed(self, key: str, value) -> None:
        self._dirty = True
        if key == "language":
            i18n.set_language(value)
            self.relayout()
        elif key in ("window_size", "fullscreen"):
            self.resize(tuple(self.settings["window_size"]), self.settings["fullscreen"])
        elif key in ("volume", "muted"):
            self.audio = _make_audio(self.settings)

    # -- the stack -------------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: S) -> S:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.layout()
        scene.resume()
        return scene

    def pop(self) -> Scene:
        scene = self.stack.pop()
        scene.shutdown()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        old = self.stack.pop()
        old.shutdown()
        self.stack.append(scene)
        scene.layout()
        scene.resume()
        return scene

    def reset(self, root: Scene) -> Scene:
        """Empty the stack and start again from `root`."""
        while self.stack:
            self.stack.pop().shutdown()
        return self.push(root)

    @property
    def games(self) -> dict[str, GameScenes]:
        """Each game kind's scenes: its table, its replay (game/ui/games.py). Imported when a game first starts, so
        that the window's first frame loads no table (games.py imports back no App: it closes no circle)."""
        from game.ui.games import GAMES
        return GAMES

    def home(self) -> Scene:
        """Back to the title, whatever was open (a game, a LAN lobby): the stack starts again from a new title."""
        return self.reset(TitleScene(self))

    def notify(self, text: str, seconds: float = 6.0) -> None:
        """A short message at the top of the window that fades on its own."""
        self.toasts.append([text, seconds])

    def quit(self) -> None:
        self.running = False

    # -- frames ----------------------------------------------------------------------------------
    def run(self) -> None:
        """The real loop: one frame per tick at up to 60 frames a second, until the player quits; then `close`."""
        while self.running:
            self.step(self.tick())
        self.close()

    def close(self) -> None:
        """What closing the window does to the scenes: each shuts down (a table closes its client, which ends its
        host thread and its bots' process)."""
        while self.stack:
            self.stack.pop().shutdown()

    def tick(self) -> float:
        """Wait for the next frame at the real clock (slower while nothing moves); the seconds since the last."""
        return min(self.clock.tick(FPS if self._moving else IDLE_FPS) / 1000.0, 0.1)

    def invalidate(self) -> None:
        """Something changed that only a redraw shows (news from the game, a setting): draw the next frame."""
        self._dirty = True

    def step(self, dt: float) -> None:
        """One frame: the waiting events, every visible scene's update, and a redraw if anything changed.

        While nothing moves (no input, no tween, no news) the picture is redrawn only every IDLE_REDRAW seconds
        and the loop slows to IDLE_FPS, so a game left waiting for an answer costs almost no CPU."""
        try:
            events = pygame.event.get()
            for event in events:
                self.dispatch(event)
            visible = self._visible()
            for scene in visible:
                scene.update(dt)
            self.toasts = [[text, left - dt] for text, left in self.toasts if left - dt > 0]
            self._since_draw += dt
            self._moving = bool(events or self.toasts or self._dirty or visible != self._drawn
                                or any(scene.tweens.busy for scene in visible))
            if self._moving or self._since_draw >= IDLE_REDRAW:
                self.draw()
        except Exception as exc:          # noqa: BLE001 (any failure becomes the error scene, never a vanished window)
            self.fail(exc)

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            window = pygame.display.get_surface()
            assert window is not None                   # the window being resized is open
            self._rescale(window.get_size())
            self.relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.settings.set("fullscreen", not self.fullscreen)
            return
        for scene in reversed(self.stack):
            if scene.handle(event) or scene.opaque or scene.modal:
                return

    def _visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        return self.stack[start:]

    def draw(self) -> None:
        surface = self.surface
        self._drawn = self._visible()
        self._dirty, self._since_draw = False, 0.0
        for scene in self._drawn:
            scene.draw(surface)
        self._draw_toasts(surface)
        pygame.display.flip()
        if not self._shown:
            self._shown = True
            boot.mark("frame")          # the game's own first frame (bench/startup.py times it)

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        y = self.px(12)
        for text, _ in self.toasts:
            lines = theme.wrap(text, "body", self.px(17), self.px(700))
            height = self.px(24) * len(lines) + self.px(16)
            rect = pygame.Rect(0, y, self.px(740), height)
            rect.centerx = self.size[0] // 2
            theme.panel(surface, rect, self.px(8), theme.PARCHMENT_LIGHT, theme.RED, self.px(2), self.px(3))
            for i, line in enumerate(lines):
                theme.blit_text(surface, line, "body", self.px(17), theme.INK, "midtop",
                                (rect.centerx, rect.y + self.px(8) + i * self.px(24)))
            y = rect.bottom + self.px(8)

    # -- failure ---------------------------------------------------------------------------------
    def fail(self, exc: BaseException) -> None:
        """Write a crash report and show the error scene over the title; the autosave stays as it was."""
        report = "".join(traceback.format_exception(exc))
        report += "\nscenes: " + " > ".join(type(s).__name__ for s in self.stack) + "\n"
        try:
            path = str(self.storage.write_crash_report(report))
        except OSError as write_error:
            path = f"(the report could not be written: {write_error})"
        self.failures.append(report)
        try:
            self.home()
            self.push(ErrorScene(self, path, f"{type(exc).__name__}: {exc}"))
        except Exception:                 # noqa: BLE001 (the title itself fails: nothing left to show)
            self.running = False
            raise


def desktop_size() -> tuple[int, int] | None:
    """The size of the screen windows open on (the first); None when SDL shows nothing, so nothing can run off it."""
    pygame.display.init()
    sizes = pygame.display.get_desktop_sizes()
    if pygame.display.get_driver() in HEADLESS_DRIVERS or not sizes:
        return None
    return sizes[0]


def _make_audio(settings: Settings):
    """The sound effects at the set volume (silent until game.ui.audio exists, or without a sound device)."""
    try:
        from game.ui.audio import Audio
        return Audio(float(settings["volume"]), settings["muted"])
    except (ImportError, pygame.error):
        return _Silence()


class _Silence:
    def play(self, name: str) -> None:
        pass
