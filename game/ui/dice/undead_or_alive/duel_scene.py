"""A duel as a short scene of its own over the dice table: the two players face each other, the black Duel die is
rolled by each in turn (the target first) and lands under its roller, the one who fails is marked, his life lost
and the wound token he draws (or his luck) are added as their events come, and the scene goes by itself after a
pause, or at a click or a key. It runs at the animation speed the player set, like every animation of the table.

The duel module's window side opens it from its stagings (duel.py): the table's stager waits for the rolls, the
life and token events that follow reach the scene open over the table (`news`), and the table goes on once it has
gone."""

from __future__ import annotations

import pygame

from game.core.dice.undead_or_alive.duel.rules import DUEL
from game.ui import theme
from game.ui.anim import Tween, call, wait
from game.ui.art.looks import face_image, symbol_image
from game.ui.dice.tumble import Tumble
from game.ui.dice.words import name_of
from game.ui.i18n import language, t
from game.ui.scene import Scene
from game.ui.table.plate import portrait

ROLL = 0.9          # seconds a roll of the Duel die is in the air, then rests
HOLD = 2.2          # seconds the scene stays once nothing more comes


class DuelScene(Scene):
    opaque = False
    modal = True

    def __init__(self, app, table, event: dict):
        super().__init__(app)
        self.table = table
        self.seat, self.target, self.loser = event["seat"], event["target"], event["loser"]
        self.rolls: list[str] = list(event["rolls"])
        self.landed = 0                     # rolls at rest under their roller
        self.flying: Tumble | None = None
        self.lost = 0                       # the loser's life lost, once its event came
        self.token: str | None = None       # the wound token he drew, once its event came
        self.lucky = False                  # he drew one he holds already: it went back
        self.closing: Tween | None = None
        self.tweens.chain(*[step for i in range(len(self.rolls)) for step in self._roll(i)], call(self._linger))

    # -- what the table tells it -----------------------------------------------------------------------
    @property
    def rolled(self) -> bool:
        return self.landed == len(self.rolls)

    def news(self, event: dict) -> None:
        """A life lost or a token drawn by the duel's loser: shown, and the pause starts again."""
        if (event.get("to") or event)["seat"] != self.loser:
            return
        if event["kind"] == "life":
            self.lost -= event["delta"]
        elif event["kind"] == "lucky_scoundrel":
            self.token, self.lucky = event["token"], True
        else:
            self.token = (event.get("which") or [None])[0]
        if self.rolled:
            self._linger()

    # -- its course --------------------------------------------------------------------------------------
    def _roller(self, i: int) -> int:
        return self.target if i % 2 == 0 else self.seat

    def _roll(self, i: int) -> list[Tween]:
        def throw() -> None:
            end = self._slot(i)
            self.flying = Tumble(face=self.rolls[i], kind=DUEL, box=self.table.shown.box,
                                 start=(self._centre()[0], end[1]), end=end, size=self._die(), seed=i * 5)

        def fly(k: float) -> None:
            if self.flying is not None:
                self.flying.k = k

        def land() -> None:
            self.flying, self.landed = None, i + 1
            self.app.invalidate()
        if i == 0:
            self.app.audio.play("dice")
        return [call(throw), Tween(ROLL * 0.7, fly, ease=lambda k: k, done=land), wait(ROLL * 0.3)]

    def _linger(self) -> None:
        """(Re)start the pause after which the scene goes."""
        if self.closing is not None:
            self.closing.on_done = None
        self.closing = self.tweens.add(Tween(HOLD, done=self._close))

    def _close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def resume(self) -> None:
        if self.closing is not None and self.closing.finished:     # its time ran out under another scene
            self._close()

    def handle(self, event: pygame.event.Event) -> bool:
        """A click or a key: the rolls to their end and the scene goes."""
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.tweens.skip()
            self.landed, self.flying = len(self.rolls), None
            self._close()
        return True

    # -- its picture -------------------------------------------------------------------------------------
    def _panel(self) -> pygame.Rect:
        screen = self.app.rect
        rect = pygame.Rect(0, 0, min(screen.width - self.app.px(40), self.app.px(760)), self.app.px(420))
        rect.center = screen.center
        return rect

    def _die(self) -> int:
        return self.app.px(54)

    def _column(self, seat: int) -> int:
        panel = self._panel()
        return panel.x + panel.width * (1 if seat == self.target else 3) // 4

    def _centre(self) -> tuple[int, int]:
        panel = self._panel()
        return panel.centerx, panel.y + self.app.px(130)

    def _slot(self, i: int) -> tuple[int, int]:
        """Where roll `i` rests: under its roller, his rolls side by side in rows of four, each row centred."""
        turn, his = i // 2, (len(self.rolls) - i % 2 + 1) // 2
        in_row = min(4, his - turn // 4 * 4)
        step = self._die() + self.app.px(8)
        x = self._column(self._roller(i)) + (turn % 4 - (in_row - 1) / 2) * step
        return round(x), self._panel().y + self.app.px(245) + (turn // 4) * step

    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.veil(surface)
        panel = self._panel()
        px = self.app.px
        theme.panel(surface, panel, px(14))
        theme.blit_text(surface, t("uoa.duel.scene_title"), "title", px(40), theme.RED, "midtop",
                        (panel.centerx, panel.y + px(12)))
        theme.blit_text(surface, t("uoa.duel.scene_vs"), "title", px(30), theme.INK, "center", self._centre())
        players = self.table.shown.players
        for seat in (self.target, self.seat):
            x = self._column(seat)
            face = portrait(players[seat]["character"], "dice", px(100), language())
            spot = face.get_rect(midtop=(x, panel.y + px(62)))
            surface.blit(face, spot)
            if self.rolled and seat == self.loser:
                pygame.draw.circle(surface, theme.RED, spot.center, spot.width // 2 + px(3), px(4))
            theme.blit_text(surface, self.table.names[seat], "bold", px(26), theme.INK, "midtop",
                            (x, spot.bottom + px(6)))
        for i in range(self.landed):
            self._rested(surface, i)
        if self.flying is not None:
            self.flying.draw(surface)
        if self.rolled:
            self._result(surface, panel)

    def _rested(self, surface: pygame.Surface, i: int) -> None:
        image = face_image(self.table.shown.box, self.rolls[i], DUEL, self._die())
        spot = image.get_rect(center=self._slot(i))
        surface.blit(image, spot)
        if i == len(self.rolls) - 1:            # the failed roll, crossed out
            width = self.app.px(4)
            pygame.draw.line(surface, theme.RED, spot.topleft, spot.bottomright, width)
            pygame.draw.line(surface, theme.RED, spot.bottomleft, spot.topright, width)

    def _result(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        px = self.app.px
        name = self.table.names[self.loser]
        words = t("uoa.duel.scene_lost", name=name, n=self.lost) if self.lost else t("uoa.duel.scene_fails",
                                                                                     name=name)
        y = panel.bottom - px(104)
        theme.blit_text(surface, words, "bold", px(24), theme.RED, "midtop", (panel.centerx, y))
        if self.token is not None:
            line = t("uoa.duel.scene_lucky" if self.lucky else "uoa.duel.scene_wound", token=name_of(self.token))
            image = symbol_image(self.token, px(36))
            text = theme.render(line, "body", px(20), theme.INK)
            left = panel.centerx - (image.get_width() + px(8) + text.get_width()) // 2
            surface.blit(image, (left, y + px(34)))
            surface.blit(text, text.get_rect(midleft=(left + image.get_width() + px(8), y + px(34) +
                                                      image.get_height() // 2)))
        theme.blit_text(surface, t("uoa.duel.scene_go_on"), "body", px(16), theme.INK_SOFT, "midbottom",
                        (panel.centerx, panel.bottom - px(8)))


class _Until(Tween):
    """The table's wait on the scene: done when `ready()` holds, or the scene has gone."""

    def __init__(self, scene: DuelScene, ready):
        super().__init__(0.0)
        self.scene, self.ready = scene, ready

    def update(self, dt: float) -> float:
        if self.ready() or self.scene not in self.scene.app.stack:
            self.finish()
            return dt
        return 0.0


def _open(stager) -> DuelScene | None:
    top = stager.scene.app.top
    return top if isinstance(top, DuelScene) and top.table is stager.scene else None


def fought(stager, event: dict) -> list[Tween]:
    """A duel: its scene opens over the table, which waits for its rolls (nothing opens when animations are off)."""
    app = stager.scene.app
    if app.animation_speed == float("inf") or app.top is not stager.scene:
        return []
    scene = app.push(DuelScene(app, stager.scene, event))
    return [_Until(scene, lambda: scene.rolled)]


def told(stager, event: dict) -> list[Tween]:
    """A life lost, a wound token drawn or a lucky scoundrel after a duel: in its scene if it is still open, and on
    the table as usual; the table goes on once the scene has gone after the token (its last news)."""
    scene = _open(stager)
    usual = getattr(stager, "_" + event["kind"], None)
    tweens = usual(event) if usual is not None else []
    if scene is not None:
        scene.news(event)
        if event["kind"] != "life":
            tweens.append(_Until(scene, lambda: False))
    return tweens
