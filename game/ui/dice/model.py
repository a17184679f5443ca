"""The dice table as the player sees it right now (the kit's Shown, game/ui/table/shown.py): the last view moved on
by each event animated since, a die landing, an arrow taken, a life lost, a player out (a module's own events as
its window side says); and the dice the roller set aside, the shots aimed that have not landed yet.
"""

from __future__ import annotations

from game.core.common.status import of as status_of
from game.core.dice.catalog import DiceBox
from game.ui import sets
from game.ui.dice import facts
from game.ui.table import shown


class Shown(shown.Shown):
    def __init__(self, seat: int):
        super().__init__(seat)
        self.kept: frozenset[int] = frozenset()      # the dice the roller set aside before his last re-roll
        self.aimed: dict[int, int] = {}      # seat -> points of 1s and 2s aimed at it that have not landed yet
        self.preset: dict[int, str] = {}     # die -> face: the roller's dice set before his first roll (dice_set)

    # -- reading ------------------------------------------------------------------------------------
    @property
    def roller(self) -> int:
        return self.table["turn"]

    @property
    def box(self) -> DiceBox:
        """The game's box: its faces, dice and characters (the base game's until the deal is shown)."""
        if self.data is None:
            return facts.BASE
        return facts.box_of(self.data.get("rules", {}).get("modules", ("base",)))

    def kind(self, die: int) -> str | None:
        """The kind of die `die` (None: not known yet)."""
        kinds = self.table.get("dice_kinds") or ()
        return kinds[die] if die < len(kinds) else None

    def shots_ahead(self) -> bool:
        """The roller may still roll or aim a 1 or a 2 (the table shows whom they reach meanwhile); a roller out of
        the game who plays on (a ghost) aims at nobody."""
        table = self.table
        if not status_of(self.players[self.roller]).targetable:
            return False
        if table["phase"] == "roll":
            return True
        box = self.box
        return table["phase"] == "resolve" and any(facts.shot(box, f) and n for f, n in zip(table["dice"],
                                                                                            table["dice_left"]))

    def spent(self, die: int) -> bool:
        """A die whose symbols have all been used (Arrows and Dynamite count at once; the others as they go)."""
        face = self.table["dice"][die]
        if face is None or self.table["phase"] != "resolve":
            return False
        return not facts.units(self.box, face) or not self.table["dice_left"][die]

    # -- changing -----------------------------------------------------------------------------------
    def apply_view(self, view: dict) -> None:
        super().apply_view(view)
        landing: dict[int, int] = {}
        for hit in self.table.get("hits") or ():
            if hit.get("source") == "shot":
                landing[hit["target"]] = landing.get(hit["target"], 0) + hit["amount"] - hit.get("dodged", 0)
        self.aimed = {seat: n for seat, n in {**self.aimed, **landing}.items() if n > 0} \
            if self.table["phase"] == "resolve" else {}

    def apply_event(self, event: dict) -> None:
        if self.data is None:
            return
        self.data["pending"] = None         # the view's "who decides now" is older than this event
        handler = getattr(self, "_" + event["kind"], None)
        if handler is not None:
            handler(event)
            return
        change = sets.change("dice", event)           # a module's own event, as its window side says
        if change is not None:
            change(self, event)

    def _turn_start(self, e: dict) -> None:
        table = self.table
        count = len(table["dice"])
        table.update(turn=e["seat"], phase="start", dice=[None] * count, dice_left=[0] * count, rolled=[], rolls=0,
                     rolls_left=facts.rolls(self.box, facts.playing(self.players[e["seat"]])))
        self.kept = frozenset()
        self.aimed = {}
        self.preset = {}

    def _dice_rolled(self, e: dict) -> None:
        table = self.table
        if e["roll"] == 1:          # the first roll rolls every die of the turn: as many, of these kinds (those
            kinds = e.get("kinds") or [None] * len(e["dice"])       # set before it, `dice_set`, stay as set)
            count = len(kinds)
            dice = [self.preset.get(d) for d in range(count)]
            table.update(dice=dice, dice_left=[0] * count, dice_kinds=kinds)
        for die, face in zip(e["dice"], e["faces"]):
            if die < len(table["dice"]):
                table["dice"][die] = face
        table.update(phase="roll", rolled=list(e["dice"]), rolls=e["roll"],
                     rolls_left=max(0, facts.rolls(self.box, facts.playing(self.players[e["seat"]])) - e["roll"]))

    def _dice_set(self, e: dict) -> None:
        """Dice set to a face before the first roll (a module's gift): they lie in the tray, not rolled."""
        self.preset.update(zip(e["dice"], e["faces"]))      # (one event per module that sets some)
        dice = self.table["dice"]
        for die, face in self.preset.items():
            if die < len(dice):
                dice[die] = face

    def _dice_kept(self, e: dict) -> None:
        self.kept = frozenset(e["kept"])

    def _dice_resolved(self, e: dict) -> None:
        box = self.box
        self.table.update(phase="resolve", dice=list(e["faces"]), rolls_left=0,
                          dice_left=[facts.units(box, f) for f in e["faces"]])

    def _shot(self, e: dict) -> None:
        left = self.table["dice_left"]
        for die in (e["die"], e.get("beer")):
            if die is not None:
                left[die] = max(0, left[die] - 1)
        self.aimed[e["target"]] = self.aimed.get(e["target"], 0) + e["amount"]

    def _beer(self, e: dict) -> None:
        left = self.table["dice_left"]
        left[e["die"]] = max(0, left[e["die"]] - 1)

    def _gatling(self, e: dict) -> None:
        table = self.table
        gatling = self.box.symbol_count.get(facts.GATLING, {})
        table["dice_left"] = [0 if gatling.get(f) else n for f, n in zip(table["dice"], table["dice_left"])]

    def _tokens(self, e: dict) -> None:
        """A module's tokens moved between a pile ({seat: None}) and a player: his count, or which he holds."""
        for end, sign in ((e["from"], -1), (e["to"], 1)):
            zone = end.get("zone")
            if end.get("seat") is None:
                piles = self.table.setdefault("piles", {})
                if isinstance(piles.get(zone), int):
                    piles[zone] += sign * e["amount"]
                continue
            piles = self.players[end["seat"]].setdefault("piles", {})
            held = piles.get(zone, 0)
            if isinstance(held, list):
                rest = held + list(e.get("which") or []) if sign > 0 else list(held)
                if sign < 0:
                    for token in e.get("which") or []:
                        if token in rest:
                            rest.remove(token)
                piles[zone] = rest
            else:
                piles[zone] = max(0, held + sign * e["amount"])

    def _arrows(self, e: dict) -> None:
        player = self.players[e["seat"]]
        player["arrows"] = max(0, player["arrows"] + e["delta"])
        self.table["arrow_pile"] = e["pile"]

    def _life(self, e: dict) -> None:
        self.players[e["seat"]]["life"] = e["life"]
        if e.get("source") == "shot":
            self.aimed.pop(e["seat"], None)

    def _eliminated(self, e: dict) -> None:
        self.players[e["seat"]].update(status="out", life=0, role=e.get("role"), role_revealed=True)
        self.aimed.pop(e["seat"], None)

    def _status(self, e: dict) -> None:
        self.players[e["seat"]]["status"] = e["status"]

    def _role_revealed(self, e: dict) -> None:
        self.players[e["seat"]].update(role=e.get("role"), role_revealed=True)

    def _turn_end(self, e: dict) -> None:
        self.aimed = {}

    def _game_over(self, e: dict) -> None:
        for player, role in zip(self.players, e.get("roles") or ()):
            player.update(role=role, role_revealed=True)
        assert self.data is not None                # apply_event() has a view to patch
        self.data.update(winner=e.get("winner"), winners=e.get("winners"))
        self.table["phase"] = "over"
