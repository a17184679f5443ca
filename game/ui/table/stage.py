"""Events as animations: what both tables share (the table kit's Director plays them, docs/window.md).

`stage(message)` starts the animation of one message with the stager's method named after its event's kind (`_life`
for "life") and returns the tweens the queue waits for; the sprites it makes are drawn by the scene until their
tween ends. Both games show alike a life lost (bullets drop, "-1" pops) or won back, a player out (his role card
turns over) and a turn's start; each game's stager adds its own events (cards/stage.py, dice/stage.py).
"""

from __future__ import annotations

from game.ui import theme
from game.ui.anim import Tween, wait
from game.ui.art.cards import bullet, role_card
from game.ui.i18n import language, role_name, t
from game.ui.table.plate import bullet_spot, portrait_centre
from game.ui.table.sprites import Drop, Flash, Flip, Popup, Sprite


class Stager:
    def __init__(self, scene):
        self.scene = scene
        self.sprites: list[Sprite] = []

    def _run(self, sprite: Sprite, seconds: float, delay: float = 0.0) -> Tween:
        """A tween that moves `sprite` from 0 to 1 and removes it at the end."""
        self.sprites.append(sprite)

        def step(k: float) -> None:
            sprite.k = k

        def done() -> None:
            sprite.done = True
            if sprite in self.sprites:
                self.sprites.remove(sprite)
        return Tween(seconds, step, delay=delay, done=done, ease=lambda k: k)

    def stage(self, message: dict) -> list[Tween]:
        event = message.get("event")
        if event is None:
            return []
        handler = getattr(self, "_" + event["kind"], None)
        return handler(event) if handler is not None else []

    # -- the events both games have ------------------------------------------------------------------
    def _life(self, e: dict) -> list[Tween]:
        scene = self.scene
        seat, delta = e["seat"], e["delta"]
        plate = scene.board.plate(seat)
        if delta > 0:
            scene.app.audio.play("beer")
            return [self._popup(seat, f"+{delta}", theme.GOOD)]
        player = scene.shown.players[seat]
        info = scene.board.plate_info(player, scene.bots)
        drops = []
        for i in range(min(-delta, 5)):
            index = max(0, player["life"] - 1 - i)
            spot = bullet_spot(plate, info, index)
            drops.append(self._run(Drop(image=bullet(scene.app.px(20)), at=spot, fall=scene.app.px(70)), 0.7,
                                   delay=0.08 * i))
        if seat != scene.seat or scene.watching:         # your own plate shows its hit itself (PlateHit)
            drops.append(self._run(Flash(at=plate.center, radius=scene.app.px(60), colour=(230, 60, 40)), 0.4))
            drops.append(self._popup(seat, str(delta), theme.RED))
        return [Together(drops)]

    def _eliminated(self, e: dict) -> list[Tween]:
        scene = self.scene
        if e["kind"] == "eliminated" and e["seat"] != scene.seat:          # the news in a banner too
            scene.cues.cue(None, t("cue.out", name=scene.names[e["seat"]], role=role_name(e.get("role"))),
                           theme.RED)
        width = scene.app.px(80)
        plate = scene.board.plate(e["seat"])
        flip = Flip(back=role_card("unknown", width, language()), face=role_card(e.get("role") or "unknown",
                                                                              width, language()),
                    at=plate.center)
        return [self._run(flip, 1.1)]

    def _turn_start(self, e: dict) -> list[Tween]:
        return [wait(0.2)]

    def _popup(self, seat: int, text: str, colour) -> Tween:
        plate = self.scene.board.plate(seat)
        return self._run(Popup(text=text, at=portrait_centre(plate), colour=colour, size=self.scene.app.px(30)), 0.8)


class Together(Tween):
    """Several tweens run side by side; done when the last is (a queue step that moves many things)."""

    def __init__(self, tweens: list[Tween]):
        super().__init__(max((t.delay + t.duration for t in tweens), default=0.0))
        self.parts = tweens

    def update(self, dt: float) -> float:
        for part in self.parts:
            part.update(dt)
        return super().update(dt)

    def finish(self) -> None:
        for part in self.parts:
            part.finish()
        super().finish()
