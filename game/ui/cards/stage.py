"""Events as animations on the card table: what each event looks like while it plays (docs/window.md, the table
kit's Director). Cards fly between zones (face down when the seat may not see them), a shot leaves a tracer and a
flash, a hit drops bullets and pops "-1", a player out has his role card turn over and his cards scatter.

`stage(message)` starts the animation of one message and returns the tweens the queue waits for; the sprites it
makes are drawn by the scene until their tween ends.
"""

from __future__ import annotations

from game.ui import theme
from game.ui.anim import Tween, wait
from game.ui.art.cards import bullet, card_back, role_card
from game.ui.cards.sprites import Drop, Flash, Flight, Flip, Popup, Sprite, Tracer
from game.ui.i18n import card_name, language, role_name, t
from game.ui.table.plate import bullet_spot

FLIGHT = 0.42
SHOTS = ("bang", "gatling")


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

    # -- the events ---------------------------------------------------------------------------------
    def _move(self, e: dict) -> list[Tween]:
        board = self.scene.board
        px = self.scene.app.px
        cards = e["cards"]
        ids = cards if isinstance(cards, list) else [None] * cards
        if not ids:
            return []
        src, dst = e["from"], e["to"]
        fast = e.get("why") in ("reshuffle",)
        width = px(60)
        tweens = []
        self.scene.app.audio.play("card")
        shown_ids = ids[:6] if fast else ids
        # a BANG! in a Duel flies across at the other duellist (it lands on the discard pile once there)
        foe = self.scene.duel_foe(src.get("seat")) if e.get("why") == "bang" and src.get("zone") == "hand" else None
        for i, c in enumerate(shown_ids):
            image = board.card_image(c, width)
            start = board.zone_point(src, i)
            end = board.plate(foe).center if foe is not None else board.zone_point(dst, i)
            flight = Flight(image=image, start=start, end=end,
                            back=card_back(width) if src.get("zone") == "deck" and c is not None else None)
            tweens.append(self._run(flight, FLIGHT * (0.6 if fast else 1.0), delay=0.07 * i))
        return [Together(tweens)]

    def _play(self, e: dict) -> list[Tween]:
        kind = e.get("as")
        target = e.get("target")
        board = self.scene.board
        if kind in SHOTS:
            self.scene.app.audio.play("shot")
            start = board.plate(e["seat"]).center
            targets = [target] if target is not None else [p["seat"] for p in self.scene.shown.players
                                                           if p["alive"] and p["seat"] != e["seat"]]
            moves = [self._run(Flash(at=start, radius=self.scene.app.px(46)), 0.35)]
            for seat in targets:
                moves.append(self._run(Tracer(start=start, end=board.plate(seat).center,
                                              width=self.scene.app.px(3)), 0.35))
            return [Together(moves)]
        if kind == "duel" and target is not None:
            return [self._popup(target, card_name("duel"), theme.GOLD)]
        return [wait(0.15)]

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

    def _shot_missed(self, e: dict) -> list[Tween]:
        self.scene.app.audio.play("ricochet")
        return [self._popup(e["seat"], card_name("missed"), theme.CREAM)]

    def _dynamite_exploded(self, e: dict) -> list[Tween]:
        self.scene.app.audio.play("dynamite")
        plate = self.scene.board.plate(e["seat"])
        return [self._run(Flash(at=plate.center, radius=self.scene.app.px(140), colour=(255, 150, 40)), 0.7)]

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

    def _draw_result(self, e: dict) -> list[Tween]:
        if e.get("card") is None:
            return []
        scene = self.scene
        spot = scene.board.zone_point({"zone": "draw", "seat": e["seat"]})
        image = scene.board.card_image(e["card"], scene.app.px(70))
        return [self._run(Flight(image=image, start=spot, end=spot, scale=(0.8, 1.1)), 0.7)]

    def _turn_start(self, e: dict) -> list[Tween]:
        return [wait(0.2)]

    def _popup(self, seat: int, text: str, colour) -> Tween:
        plate = self.scene.board.plate(seat)
        return self._run(Popup(text=text, at=plate.center, colour=colour, size=self.scene.app.px(30)), 0.8)


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
