"""Events as animations on the dice table (docs/window.md, the table kit's Director): the dice tumble from the
roller's seat into the tray, arrows fly from the pile to whoever takes them and back, a 1 or a 2 leaves a tracer
from its die to its target, a Beer slides from its die to the player it heals, the Gatling sweeps the table, three
Dynamite burst, the Indians strike every seat that holds arrows. Life lost, a player out and a turn's start come
from the table kit's stager (game/ui/table/stage.py), which this one extends."""

from __future__ import annotations

from game.core.common.status import of as status_of
from game.ui import sets, theme
from game.ui.anim import Tween, wait
from game.ui.art.cards import arrow_token
from game.ui.art.looks import face_image, token_image
from game.ui.dice.tumble import Tumble
from game.ui.i18n import t
from game.ui.table.sprites import Flash, Flight, Tracer
from game.ui.table.stage import Stager, Together

TUMBLE = 0.8        # seconds a die is in the air
ARROW = 0.42        # an arrow's flight
SHOT = 0.45


class DiceStager(Stager):
    """Also tells the tray which dice are in the air (`airborne`), so it leaves their places empty."""

    def __init__(self, scene):
        super().__init__(scene)
        self.airborne: set[int] = set()
        self.swept: dict[int, int] = {}     # seat -> arrows the Indians' animation already flew back

    def stage(self, message: dict) -> list[Tween]:
        """A module's own animation of the event if its window side has one (sets.staging), else the table's."""
        event = message.get("event")
        own = sets.staging("dice", event) if event is not None else None
        return own(self, event) if own is not None and event is not None else super().stage(message)

    def _dice_rolled(self, e: dict) -> list[Tween]:
        scene = self.scene
        board = scene.board
        scene.app.audio.play("dice")
        start = board.plate(e["seat"]).center
        kinds = e.get("kinds") or [scene.shown.kind(die) for die in e["dice"]]      # re-rolled: as they were
        tumbles = []
        for i, (die, face, kind) in enumerate(zip(e["dice"], e["faces"], kinds)):
            self.airborne.add(die)
            sprite = Tumble(face=face, kind=kind, box=scene.shown.box, start=start, end=board.slot_centre(die),
                            size=board.die, seed=die * 7 + i)
            tween = self._run(sprite, TUMBLE, delay=0.06 * i)
            tween.on_done = self._landed(die, tween.on_done)
            tumbles.append(tween)
        return [Together(tumbles)]

    def _landed(self, die: int, done):
        def land() -> None:
            self.airborne.discard(die)
            done()
        return land

    def _dice_kept(self, e: dict) -> list[Tween]:
        return [wait(0.15)]

    def _dice_resolved(self, e: dict) -> list[Tween]:
        return [wait(0.3)]

    def _arrows(self, e: dict) -> list[Tween]:
        seat, delta = e["seat"], e["delta"]
        if e.get("why") == "indians" and self.swept.pop(seat, 0):
            return []
        board = self.scene.board
        if delta > 0:
            self.scene.app.audio.play("arrow")
        return [self._arrow_flights(seat, delta, board.pile_spot(), board.arrows_spot(seat))]

    def _arrow_flights(self, seat: int, delta: int, pile: tuple, spot: tuple) -> Tween:
        image = arrow_token(self.scene.app.px(30))
        start, end = (pile, spot) if delta > 0 else (spot, pile)
        return Together([self._run(Flight(image=image, start=start, end=end), ARROW, delay=0.08 * i)
                         for i in range(min(abs(delta), 9))])

    def _tokens(self, e: dict) -> list[Tween]:
        """A module's tokens fly between their pile in the middle of the table (or the arrow pile) and the player's
        plate."""
        taken = e["to"].get("seat") is not None
        seat = (e["to"] if taken else e["from"])["seat"]
        board = self.scene.board
        zone = (e["to"] if taken else e["from"]).get("zone", "")
        image = token_image(zone, self.scene.app.px(26))
        plate, pile = board.plate(seat).midbottom, board.pile_spot((e["from"] if taken else e["to"]).get("zone"))
        start, end = (pile, plate) if taken else (plate, pile)
        return [Together([self._run(Flight(image=image, start=start, end=end), ARROW, delay=0.08 * i)
                          for i in range(min(e["amount"], 5))])]

    def _indian_attack(self, e: dict) -> list[Tween]:
        scene = self.scene
        board = scene.board
        moves = []
        for hit in e["hits"]:
            seat = hit["target"]
            held = scene.shown.players[seat]["arrows"]
            moves.append(self._run(Flash(at=board.plate(seat).center, radius=scene.app.px(70), colour=(220, 60, 30)),
                                   0.6))
            if held:
                self.swept[seat] = held
                moves.append(self._arrow_flights(seat, -held, board.pile_spot(), board.arrows_spot(seat)))
        return [Together(moves)]

    def _shot(self, e: dict) -> list[Tween]:
        scene = self.scene
        board = scene.board
        px = scene.app.px
        scene.app.audio.play("shot")
        target = board.plate(e["target"]).center
        start = board.slot_centre(e["die"])
        doubled = e.get("beer") is not None
        moves = [self._run(Tracer(start=start, end=target, width=px(5) if doubled else px(3)), SHOT),
                 self._run(Flash(at=target, radius=px(50)), SHOT)]
        if doubled:
            moves.append(self._popup(e["target"], "x2", theme.RED))
        return [Together(moves)]

    def _beer(self, e: dict) -> list[Tween]:
        scene = self.scene
        board = scene.board
        scene.app.audio.play("beer")
        shown = scene.shown
        face = shown.table["dice"][e["die"]] or "beer"
        image = face_image(shown.box, face, shown.kind(e["die"]), board.die)
        flight = Flight(image=image, start=board.slot_centre(e["die"]),
                        end=board.plate(e["target"]).center, scale=(1.0, 0.6))
        return [self._run(flight, 0.5)]

    def _gatling(self, e: dict) -> list[Tween]:
        scene = self.scene
        board = scene.board
        px = scene.app.px
        scene.app.audio.play("shot")
        start = board.plate(e["seat"]).center
        moves = [self._run(Flash(at=start, radius=px(80)), 0.5), self._popup(e["seat"], t("face.gatling"),
                                                                            theme.GOLD)]
        for player in scene.shown.players:
            if status_of(player).targetable and player["seat"] != e["seat"]:
                moves.append(self._run(Tracer(start=start, end=board.plate(player["seat"]).center, width=px(3)),
                                       0.5, delay=0.04 * len(moves)))
        return [Together(moves)]

    def _dynamite_exploded(self, e: dict) -> list[Tween]:
        scene = self.scene
        board = scene.board
        scene.app.audio.play("dynamite")
        return [Together([self._run(Flash(at=board.tray.center, radius=scene.app.px(160), colour=(255, 150, 40)),
                                    0.8),
                          self._run(Flash(at=board.plate(e["seat"]).center, radius=scene.app.px(90),
                                          colour=(255, 120, 30)), 0.8, delay=0.2),
                          self._popup(e["seat"], t("face.dynamite"), theme.RED)])]

    def _life_kept(self, e: dict) -> list[Tween]:
        self.scene.app.audio.play("ricochet")
        return [self._popup(e["seat"], t("dice.unhurt"), theme.CREAM)]

    _role_revealed = Stager._eliminated         # a survivor's role turns over as a fallen player's does
