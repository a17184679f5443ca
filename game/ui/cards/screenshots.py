"""`python -m game.ui.cards.screenshots OUT_DIR [--size 1920x1080] [--language es]`: every card table scene saved
as a PNG, played through the real app without a screen in a throw-away home folder, to look at (and for
docs/screenshots/): your turn (a dimmed card enlarged under the mouse, with its reason), a dimmed card clicked,
what was done to you since your last turn, a hit on your plate, aiming a BANG! (the distance under the mouse), a
BANG! to answer, a Duel, a General Store, a player out, the seven-player table, Sid Ketchum's ability, the game
over and the replay; and the crowded tables, seven and eight players with five cards in play each
(`crowded-7.png`, `crowded-8.png`: no deal gives such hands, so the table is held on a view of a real game's with
cards in play and seats added, `crowded`; tests/ui/window/house_shots.py shoots an eight-player game as dealt).

Our seat plays as a quick player would (a seeded choice among the playable cards and the answers, like the UI
tests' driver); the seeds are ones that meet each situation early (the tests' seed 14 meets a Duel and a General
Store; with seed 37 you are Sid Ketchum)."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.cards.catalog import CARDS, KINDS
from game.ui import shooting

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.cards.scene import CardTable
    from game.ui.testing import Driver
    from game.ui.widgets.base import Widget

NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fabio", "Gloria", "Hugo")
SITUATIONS = ("turn", "refused", "since", "hit", "aim", "respond", "duel", "store", "out", "gameover", "replay",
              "seven", "sid", "crowded-7", "crowded-8")
BLUE = [kind for kind, info in KINDS.items() if info.color == "blue"]


def crowded(setup: dict, view: dict, players: int, cards: int = 5) -> tuple[dict, dict]:
    """(setup, view): a card game's `view` with `cards` cards in play before every seat (blue ones of different
    names, as the rules want), and seats like seat 1's added up to `players`."""
    setup, view = copy.deepcopy(setup), copy.deepcopy(view)
    seated = view["data"]["table"]["players"]
    for seat in range(len(seated), players):
        setup["seats"].append({**setup["seats"][1], "name": NAMES[seat]})
        seated.append({**copy.deepcopy(seated[1]), "seat": seat, "name": NAMES[seat]})
    for player in seated:
        kinds = [BLUE[(player["seat"] * 3 + i) % len(BLUE)] for i in range(cards)]
        player["in_play"] = [next(i for i, card in enumerate(CARDS) if card.name == kind) for kind in kinds]
    return setup, view
HIT_AFTER = 0.25    # seconds into a hit on your plate when it is shot


def seated(roles: tuple[str, ...], characters: tuple[str, ...]) -> list[dict]:
    """A stacked table's players (a scenario's words), one per role and character, named from NAMES in seat order."""
    return [{"name": name, "role": role, "character": character}
            for name, role, character in zip(NAMES, roles, characters)]


def stacked(app: App, ui: Driver, name: str, spec: dict, steps: tuple[tuple[dict, ...], ...]) -> CardTable:
    """A stacked table (`spec`, a scenario's words) played by the rules core through a lesson of no words whose
    steps are `steps` (each its answers, every other option offered too), pushed and shown at its first decision:
    the expansions' screenshot scripts pose a situation with it."""
    from game.ui.cards.scene import CardTable
    from game.ui.client import LessonClient
    from game.ui.learn.lessons import Lesson, Step
    blank = {"en": "", "es": ""}
    lesson = Lesson("cards", name, blank, spec, tuple(Step(blank, answers, blank, offer_all=True) for answers in steps),
                    blank)
    table = CardTable(app, LessonClient(lesson))
    app.push(table)
    ui.until(lambda: table.decision is not None and not table.director.busy, 30, f"the {name} table")
    return table


class Camera:
    """The app, its driver and the shots taken so far, shared by the games played one after another."""

    def __init__(self, app: App, ui: Driver, out: Path):
        self.app = app
        self.ui = ui
        self.out = out
        self.taken: set[str] = set()

    def shot(self, name: str) -> None:
        import pygame
        self.taken.add(name)
        self.app.draw()
        pygame.image.save(self.app.surface, str(self.out / f"cards-{name}.png"))

    def still(self, name: str) -> None:
        """The shot with the mouse out of the way, once the table has settled a moment."""
        self.ui.move((1, 1))
        self.ui.step(10)
        self.shot(name)

    def deal(self, seed: int, players: int) -> CardTable:
        """A new game dealt from `seed`: us at seat 0, Easy bots at the others."""
        return shooting.new_game(self.app, "cards", seed, NAMES[:players])

    def crowd(self, seed: int, players: int) -> None:
        """The tables of seven and eight with five cards in play before every seat, held on a view of ours at our
        turn in the game of `seed` for `players`."""
        from game.ui.cards.scene import CardTable
        from game.ui.testing import StillClient
        table = self.deal(seed, players)
        Seat(self, table, seed, ()).play_until_our_turn()
        assert table.view is not None               # our turn is on the table
        for count in (7, 8):
            setup, view = crowded(table.setup, table.view, count)
            self.settled(self.app.push(CardTable(self.app, StillClient(setup, view))))
            self.still(f"crowded-{count}")
            self.app.pop()

    def settled(self, table: CardTable) -> None:
        self.ui.until(lambda: table.decision is not None and not table.director.busy, 10, "our decision")

    def gameover_and_replay(self) -> None:
        """The game over once it is on top, then its replay a few seconds in."""
        from game.ui.cards.replay import ReplayScene
        from game.ui.scenes.gameover import GameOverScene
        self.ui.until(lambda: isinstance(self.app.top, GameOverScene), 300, "the game over")
        self.ui.step(2)
        self.shot("gameover")
        self.ui.click("replay")
        assert isinstance(self.ui.scene, ReplayScene)
        self.ui.step(60 * 8)
        self.ui.move((1, 1))
        self.shot("replay")
        self.ui.click("replay_leave")


class Seat:
    """Our seat at `table`, played by clicks until the situations `wanted` were shot. `aim` names the shot of a
    card being aimed: a BANG! first when there is one, the distance to a seat under the mouse."""

    def __init__(self, camera: Camera, table: CardTable, seed: int, wanted: tuple[str, ...], aim: str = "aim"):
        self.camera = camera
        self.ui = camera.ui
        self.table = table
        self.rng = random.Random(seed)
        self.wanted = wanted
        self.aim = aim
        self.out_in = 0                 # frames left before the shot of a player out, once one is

    def due(self, name: str) -> bool:
        return name in self.wanted and name not in self.camera.taken

    def play(self, frames: int = 60 * 400) -> None:
        """Frame by frame (at most `frames`) until every wanted shot was taken or the game is over."""
        from game.ui.scenes.gameover import GameOverScene
        self.table.director.stage = self.watch
        for _ in range(frames):
            if self.camera.taken.issuperset(self.wanted):
                return
            self.ui.until(lambda: True)
            if self.due("hit") and self.table.plate_hit.active and self.table.plate_hit.age >= HIT_AFTER:
                self.ui.move((1, 1))
                self.camera.shot("hit")
            if self.out_in:
                self.count_down_to_out()
            elif isinstance(self.ui.scene, GameOverScene):
                return
            elif self.ui.has("yes"):            # a confirmation: go ahead
                self.ui.click("yes")
            elif self.ui.scene is self.table:
                self.decide()

    def play_until_our_turn(self) -> None:
        """Play on until we may play a card."""
        self.ui.until(lambda: self.ui.scene is self.table and self.table.decision is not None
                      and self.table.decision["kind"] == "play" and not self.table.director.busy
                      or self.decide_other(), 60, "our turn")

    def decide_other(self) -> bool:
        """Our decision when it is not our turn to play (False: play on)."""
        if self.ui.has("yes"):
            self.ui.click("yes")
        elif self.ui.scene is self.table and self.table.decision is not None and not self.table.director.busy:
            self.decide()
        return False

    def watch(self, message: dict) -> list:
        """The table's own staging; a player out starts the count down to its shot, so the elimination shows."""
        event = message.get("event") or {}
        if event.get("kind") == "eliminated" and self.due("out") and not self.out_in:
            self.out_in = 40
        return self.table.stager.stage(message)

    def count_down_to_out(self) -> None:
        self.out_in -= 1
        if self.out_in == 0:
            self.ui.move((1, 1))
            self.camera.shot("out")

    def decide(self) -> None:
        """Our decision, once the table shows it, answered by kind."""
        decision = self.table.decision
        if decision is None or self.table.director.busy:
            return
        kind = decision["kind"]
        if kind == "play":
            self.turn()
        elif kind == "store_pick":
            self.store_pick()
        elif kind == "discard":
            self.ui.click("hand0")
        else:
            self.answer(kind)

    def turn(self) -> None:
        """Sid Ketchum's ability when wanted; else (mostly) a playable card, aimed at a seat if it has targets;
        else the end of the turn."""
        if self.due("sid") and self.ui.has("sid"):
            self.sid()
            return
        hand = [w for w in self.table.form.widgets if w.id.startswith("hand")]
        playable = [w.id for w in hand if w.enabled]
        dimmed = sorted((w for w in hand if not w.enabled), key=lambda w: len(w.reason or ""))
        if self.due("since") and self.table.since.lines:
            self.camera.still("since")
        if self.due("turn") and playable and dimmed:       # the longest reason, under the enlarged card
            from game.ui.table.zoom import REST
            rest = self.table.hand_hit[int(dimmed[-1].id[4:])]
            self.ui.move((rest.x + 4, rest.centery), REST + 0.2)
            self.camera.shot("turn")
        if self.due("refused") and dimmed:
            self.ui.move((1, 1))
            self.ui.click(dimmed[0].id)
            self.ui.step(4)                 # still shaking
            self.camera.shot("refused")
        aiming = self.due(self.aim)
        if aiming:
            playable = self.aimable(hand) or playable
        if playable and (self.rng.random() < 0.8 or "sid" in self.wanted or aiming):
            self.ui.click(self.rng.choice(playable))
            self.target()
        else:
            self.ui.click("end_turn")

    def aimable(self, hand: list[Widget]) -> list[str]:
        """The playable cards with targets; the BANG!s alone when there are any."""
        from game.ui.cards import deck
        cards = {w.id: self.table.shown.hand[int(w.id[4:])] for w in hand if w.enabled}
        aimable = [i for i, c in cards.items() if any(len(o) == 3 for o in self.table.card_options(c))]
        return [i for i in aimable if deck.record(deck.kind_of(cards[i])).aimed_in_reach] or aimable

    def target(self) -> None:
        """A card being aimed: its shot when wanted, then a seeded target (and the first answer if it asks)."""
        table = self.table
        if table.aim is None or not table.targets():
            return
        targets = table.targets()
        if self.due(self.aim) and table.aim_target is None:
            for _ in range(200):        # the "Your turn!" banner gone
                if not table.cues.banners:
                    break
                self.ui.step()
            assert table.board is not None          # a card is aimed on a dealt table
            plate = table.board.plate(targets[-1])
            self.ui.move(plate.move(table.app.px(120), 0).center)
            self.ui.move(plate.center)
            self.ui.step(80)
            self.camera.shot(self.aim)
        self.ui.click(f"seat{self.rng.choice(targets)}")
        if self.ui.has("answer0"):
            self.ui.click("answer0")

    def sid(self) -> None:
        """Sid Ketchum's offer, then two cards being discarded for a life."""
        self.camera.still("sid-offer")
        self.ui.click("sid")
        self.ui.click("hand0")
        self.ui.step(10)
        self.camera.shot("sid")
        self.ui.click("hand1")

    def store_pick(self) -> None:
        if self.due("store"):
            self.camera.still("store")
        self.ui.click(next(w.id for w in self.table.form.widgets if w.id.startswith("pick")))

    def answer(self, kind: str) -> None:
        """A seeded one of the prompt's answers; a BANG! or a Duel to answer is shot first when wanted."""
        answers = [f"answer{i}" for i in range(40) if self.ui.has(f"answer{i}")]
        if not answers:
            return
        name = {"respond_shot": "respond", "respond_duel": "duel"}.get(kind)
        if name is not None and self.due(name):
            self.camera.still(name)
        self.ui.click(answers[self.rng.randrange(len(answers))])


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python -m game.ui.cards.screenshots").parse_args(argv)
    with shooting.offscreen_app(args, {"bot_pause": 0.0}) as (app, ui):
        camera = Camera(app, ui, args.out)
        table = camera.deal(14, 5)          # seed 14: aims, BANG!s to answer, a Duel and a General Store
        Seat(camera, table, 14, ("turn", "refused", "since", "hit", "aim", "respond", "duel", "store", "out")).play()
        app.settings.set("animation_speed", 4.0)
        Seat(camera, table, 14, ("gameover",)).play()
        camera.gameover_and_replay()
        app.settings.set("animation_speed", 1.0)
        Seat(camera, camera.deal(21, 7), 21, ("seven",), aim="seven").play()      # seven players
        Seat(camera, camera.deal(37, 5), 37, ("sid",)).play()                     # seed 37: you are Sid Ketchum
        camera.crowd(21, 7)
        missing = [name for name in SITUATIONS if name not in camera.taken]
        if missing:
            print("not met:", ", ".join(missing))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
