"""The dice game's story in the log: one line per event worth telling, in the third person, with the names of
players, characters and die faces hoverable. The steps of a bigger moment (the arrows given back in an Indian
attack) are told by that moment's line; the life each player loses is told one line per player. `done_to` picks
the events whose lines make the "since your last turn" note (game.ui.table.since)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui import sets
from game.ui.dice import facts
from game.ui.dice.ending import verdict
from game.ui.dice.words import name_of
from game.ui.i18n import a, character_name, role_name, t, the
from game.ui.table import narrator
from game.ui.table.log import CHARACTER, FACE, ROLE, Line, Ref, line

SOURCES = ("shot", "gatling", "indians", "dynamite", "beer")     # the dice's own causes: dice.source.<x>
SILENT_ARROWS = ("indians",)                 # told by the attack's line


class Narrator(narrator.Narrator):
    GAME = "dice"
    TOKENS = {"taken": "log.dice.tokens_taken", "given": "log.dice.tokens_given", "table": "log.dice.tokens_given"}

    def __init__(self, names: list[str], me: int | None, dice: Callable[[], list]):
        super().__init__(names, me)
        self.dice = dice                    # the faces on the table now (a shot names its die, not its face)
        self.outs: list[dict] = []          # the eliminations so far (the three-player game's verdict reads them)

    @staticmethod
    def face(face: str, article: Callable[[str], str] | None = None) -> Ref:
        """A die face, hoverable; with `article` (i18n's `the` or `a`), named with its article."""
        name = name_of(face)
        return Ref(FACE, face, article(name) if article else name)

    @staticmethod
    def character(character: str) -> Ref:
        return Ref(CHARACTER, character, character_name("dice", character))

    def cause(self, source: str | None, article: Callable[[str], str] | None = None) -> Ref | str:
        """A face of the dice or a character's ability, named in the player's language; `article` (i18n's `the`)
        gives a face its article (a character's name takes none)."""
        if isinstance(source, str) and sets.known("dice", source) == "character":
            return self.character(source)
        if source not in SOURCES:           # a module's: its piece's name, or the source in words
            return name_of(str(source))
        name = t(f"dice.source.{source}")
        return article(name) if article else name

    # -- the events -------------------------------------------------------------------------------
    def _game_start(self, e: dict) -> Line:
        players = e["players"]
        if len(players) == 3:
            by_role = {p.get("role"): self.seat(p["seat"]) for p in players}
            return line("log.dice.start_three", "turn", deputy=by_role.get("deputy", "?"),
                        outlaw=by_role.get("outlaw", "?"), renegade=by_role.get("renegade", "?"))
        sheriff = next((p["seat"] for p in players if p.get("role") == "sheriff"), None)
        return line("log.dice.start", "turn", count=len(players), sheriff=self.seat(sheriff))

    def _role_dealt(self, e: dict) -> Line | None:
        if self.me is None or e["seat"] != self.me or not e.get("role"):
            return None
        return line("log.dice.your_role", "secret", role=Ref(ROLE, e["role"], role_name(e["role"])), about=(self.me,))

    def _turn_start(self, e: dict) -> Line:
        return line("log.turn", "turn", name=self.seat(e["seat"]))

    def _dice_rolled(self, e: dict) -> Line:
        faces = [self.face(f) for f in e["faces"]]
        if e.get("roll", 1) == 1:
            return line("log.dice.roll", name=self.seat(e["seat"]), faces=faces)
        return line("log.dice.reroll", name=self.seat(e["seat"]), n=len(faces), faces=faces)

    def _dice_resolved(self, e: dict) -> Line:
        return line("log.dice.final", "turn", name=self.seat(e["seat"]), faces=[self.face(f) for f in e["faces"]])

    def _dynamite_exploded(self, e: dict) -> Line:
        return line("log.dice.dynamite", "hurt", name=self.seat(e["seat"]))

    def _arrows(self, e: dict) -> Line | None:
        why, name, delta = e.get("why"), self.seat(e["seat"]), e["delta"]
        if why in SILENT_ARROWS:
            return None
        if sets.log_line(self.GAME, e) is not None:     # a set words its own reason (arrows swapped, all discarded)
            return self.set_line(e)
        if why == facts.ARROW:
            return line("log.dice.arrow", name=name, pile=e["pile"])
        if why == "gatling":
            return line("log.dice.gatling_arrows", name=name, n=-delta)
        if why == "eliminated":
            return line("log.dice.dead_arrows", name=name, n=-delta)
        if delta > 0:
            return line("log.dice.arrow_by", name=name, ability=self.cause(why), pile=e["pile"])
        if e.get("by") is not None and e["by"] != e["seat"]:
            return line("log.dice.arrow_discarded_by", name=name, by=self.seat(e["by"]), ability=self.cause(why))
        return line("log.dice.arrow_discarded", name=name, ability=self.cause(why))

    def _indian_attack(self, e: dict) -> Line:
        return line("log.dice.indians", "hurt", name=self.seat(e["seat"]), about=tuple(h["target"] for h in e["hits"]))

    def _shot(self, e: dict) -> Line:
        name, target = self.seat(e["seat"]), self.seat(e["target"])
        face = self.face(self.dice()[e["die"]] or facts.ONE, a)
        if e.get("beer") is not None:
            return line("log.dice.double_shot", ability=self.character("slab_the_killer"), name=name, target=target,
                        a_face=face)
        return line("log.dice.shot", name=name, target=target, a_face=face)

    def _beer(self, e: dict) -> Line:
        if e["target"] == e["seat"]:
            return line("log.dice.beer_self", "heal", name=self.seat(e["seat"]))
        return line("log.dice.beer", "heal", name=self.seat(e["seat"]), target=self.seat(e["target"]))

    def _gatling(self, e: dict) -> Line:
        return line("log.dice.gatling", "hurt", name=self.seat(e["seat"]))

    def _life(self, e: dict) -> Line:
        name, delta, by = self.seat(e["seat"]), e["delta"], e.get("by")
        source = self.cause(e.get("source"), the)
        if delta > 0:
            return line("log.dice.heal", "heal", name=name, n=delta, source=self.cause(e.get("source")),
                        life=e["life"])
        if delta == 0:
            return line("log.dice.heal_wasted", name=name, the_source=source)
        if by is not None and by != e["seat"]:
            return line("log.dice.hurt_by", "hurt", name=name, n=-delta, by=self.seat(by), the_source=source,
                        life=e["life"])
        return line("log.dice.hurt", "hurt", name=name, n=-delta, the_source=source, life=e["life"])

    def _life_kept(self, e: dict) -> Line:
        return line("log.dice.unhurt", name=self.seat(e["seat"]), the_source=self.cause(e.get("source"), the))

    def _eliminated(self, e: dict) -> Line:
        self.outs.append(e)
        role = Ref(ROLE, e.get("role"), role_name(e.get("role")))
        by = e.get("by")
        if by is not None and by != e["seat"]:
            return line("log.dice.out_by", "out", name=self.seat(e["seat"]), role=role, by=self.seat(by))
        return line("log.dice.out", "out", name=self.seat(e["seat"]), role=role)

    def _role_revealed(self, e: dict) -> Line:
        return line("log.dice.revealed", name=self.seat(e["seat"]), role=Ref(ROLE, e.get("role"),
                                                                             role_name(e.get("role"))))

    def _game_over(self, e: dict) -> Line:
        key, values = verdict(e, self.outs)
        refs: dict[str, Any] = {k: self.seat(v) if k == "name" else Ref(ROLE, v, role_name(v))
                                for k, v in values.items()}
        return line(key, "end", **refs)


def done_to(event: dict, seat: int) -> bool:
    """Whether an event is something done to `seat`: a life lost or given to it, an arrow of its discarded by
    another player."""
    if event.get("seat") != seat:
        return False
    if event["kind"] == "life":
        return event["delta"] != 0
    return event["kind"] == "arrows" and event["delta"] < 0 and event.get("by") not in (None, seat)
