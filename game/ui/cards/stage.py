"""Events as animations on the card table: what each of the card game's own events looks like while it plays
(the kit's Stager, game/ui/table/stage.py, shows a life lost, a player out and a turn's start). Cards fly between
zones (face down when the seat may not see them), a shot leaves a tracer and a flash, a Missed! pops up, the Dynamite
bursts, a "draw!" shows the card drawn, a set's tokens fly between its counter on the table and a plate (a nugget
earned from the heap, spent back to it).
"""

from __future__ import annotations

from game.core.common.status import of as status_of
from game.ui import sets, theme
from game.ui.anim import Tween, wait
from game.ui.art.cards import back_of
from game.ui.art.dice import token
from game.ui.i18n import card_name
from game.ui.table.sprites import Flash, Flight, Popup, Tracer
from game.ui.table.stage import Stager, Together

FLIGHT = 0.42
TOKEN = 0.45        # seconds a token flies
SHOTS = ("bang", "gatling")


class CardStager(Stager):
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
        spec = sets.zone("cards", src.get("zone"))
        hidden = spec is not None and spec.hidden          # a card seen flying out of a deck shows its back first
        # a BANG! in a Duel flies across at the other duellist (it lands on the discard pile once there)
        foe = self.scene.duel_foe(src.get("seat")) if e.get("why") == "bang" and src.get("zone") == "hand" else None
        for i, c in enumerate(shown_ids):
            image = board.card_image(c, width)
            start = board.zone_point(src, i)
            end = board.plate(foe).center if foe is not None else board.zone_point(dst, i)
            flight = Flight(image=image, start=start, end=end,
                            back=back_of(width, spec.back) if spec is not None and hidden and c is not None else None)
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
                                                           if status_of(p).targetable and p["seat"] != e["seat"]]
            moves = [self._run(Flash(at=start, radius=self.scene.app.px(46)), 0.35)]
            for seat in targets:
                moves.append(self._run(Tracer(start=start, end=board.plate(seat).center,
                                              width=self.scene.app.px(3)), 0.35))
            return [Together(moves)]
        if kind == "duel" and target is not None:
            return [self._popup(target, card_name("duel"), theme.GOLD)]
        return [wait(0.15)]

    def _shot_missed(self, e: dict) -> list[Tween]:
        self.scene.app.audio.play("ricochet")
        return [self._popup(e["seat"], card_name("missed"), theme.CREAM)]

    def _dynamite_exploded(self, e: dict) -> list[Tween]:
        self.scene.app.audio.play("dynamite")
        plate = self.scene.board.plate(e["seat"])
        return [self._run(Flash(at=plate.center, radius=self.scene.app.px(140), colour=(255, 150, 40)), 0.7)]

    def _draw_result(self, e: dict) -> list[Tween]:
        if e.get("card") is None:
            return []
        scene = self.scene
        spot = scene.board.zone_point({"zone": "draw", "seat": e["seat"]})
        image = scene.board.card_image(e["card"], scene.app.px(70))
        return [self._run(Flight(image=image, start=spot, end=spot, scale=(0.8, 1.1)), 0.7)]

    def _tokens(self, e: dict) -> list[Tween]:
        """Tokens fly from where they leave to where they go: a counter on the table (a set's heap), a player's
        plate (his counter), or the box (the middle of the table); drawn as the player's counter draws its
        tokens (its zone's `token`), five at most."""
        board = self.scene.board
        src, dst = e.get("from") or {}, e.get("to") or {}
        holder = dst if dst.get("seat") is not None else src
        spec = sets.zone("cards", holder.get("zone"))
        piece = sets.piece("cards", spec.token if spec is not None and spec.token else holder.get("zone") or "")
        image = token(piece.picture, self.scene.app.px(34), piece.en)
        ends = [board.plate(end["seat"]).center if end.get("seat") is not None
                else board.zone_point(end) if end else board.layout.middle.center for end in (src, dst)]
        self.scene.app.audio.play("card")
        amount = int(e.get("amount", 1))
        flights = [self._run(Flight(image=image, start=ends[0], end=ends[1]), TOKEN, delay=0.08 * i)
                   for i in range(min(amount, 5))]
        if holder.get("seat") is not None and spec is not None and spec.token:     # by the badge on his plate
            px = self.scene.app.px
            plate = board.plate(holder["seat"])
            taken = holder is dst
            flights.append(self._run(Popup(text=f"+{amount}" if taken else f"-{amount}",
                                           at=(plate.right - px(26), plate.top + px(64)),
                                           colour=theme.GOLD if taken else theme.CREAM, size=px(24)), 0.8))
        return [Together(flights)]
