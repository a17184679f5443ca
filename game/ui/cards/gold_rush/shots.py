"""`python -m game.ui.cards.gold_rush.shots OUT_DIR [--size 1920x1080] [--language es]`: Gold Rush on the card table
saved as PNGs to look at (and for docs/screenshots/, gold-rush-*.png): the shop on your turn (a card you cannot buy
under the mouse, its reason in words), a purchase (paid for, the card where it goes, both in the log), a forced
discard (another player's equipment with its price, the mouse on one), its confirmation when it takes your last
nuggets, a Wanted paid out (a stacked table: once shown, its cards drawn and its nugget on the killer's plate, both
in the log), Pretty Luzena's discount on the shop's price tags (a stacked table), and the Rules on the set's cards.

Seeded games with Gold Rush, played through the real app without a screen: our seat clicks as a person would,
buying what it can (a Wanted on another player first), paying to make others discard, shooting; the bots are
Easy. Games are dealt one after another until every shot is taken (or the seeds run out)."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from game.ui import shooting

NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena")
SHOTS = ("shop", "purchase", "force", "force-confirm")
SEEDS = range(5, 60)
FRAMES = 60 * 900           # at most a game's frames (15 minutes of play at 60 frames a second)


class Shooter:
    """One seat of ours playing Gold Rush by clicks, shooting each situation the first time it comes."""

    def __init__(self, app: Any, ui: Any, out: Path, tag: str):
        self.app, self.ui, self.out, self.tag = app, ui, out, tag
        self.taken: set[str] = set()
        self.staged: list[dict] = []         # the events the table has started to show, newest last

    def shot(self, name: str) -> None:
        import pygame
        self.app.draw()
        pygame.image.save(self.app.surface, str(self.out / f"gold-rush-{name}-{self.tag}.png"))
        self.taken.add(name)

    def play(self, seed: int) -> None:
        from game.ui.cards.scene import CardTable
        from game.ui.scenes.gameover import GameOverScene
        from game.ui.scenes.launch import start_game
        seats: list[dict[str, Any]] = [{"kind": "you", "name": NAMES[0]}]
        seats += [{"kind": "bot", "level": "easy", "name": name} for name in NAMES[1:]]
        start_game(self.app, {"game": "cards", "seed": seed, "sets": ["base", "gold_rush"], "options": {},
                              "seats": seats})
        table = self.app.top
        self.watch(table)
        rng = random.Random(seed)
        for _ in range(FRAMES):
            if self.taken.issuperset(SHOTS) or isinstance(self.ui.scene, GameOverScene):
                return
            self.ui.step()
            top = self.ui.scene
            if top is not table:
                if self.ui.has("yes"):
                    self.ui.click("yes")
                continue
            decision = table.decision
            if decision is None or table.director.busy or not isinstance(table, CardTable):
                continue
            if decision["kind"] == "play":
                self.turn(table, rng)
            elif self.ui.has("answer0"):
                self.ui.click("answer0")
            elif decision["kind"] == "discard":
                self.ui.click("hand0")
            else:
                picks = [w.id for w in table.form.widgets if w.id.startswith("pick")]
                if picks:
                    self.ui.click(picks[0])

    def watch(self, table: Any) -> None:
        """Keep the events the table starts to show (to shoot them in flight)."""
        stage = table.stager.stage

        def staged(message: dict) -> list:
            if message.get("event"):
                self.staged.append(message["event"])
            return stage(message)
        table.stager.stage = staged

    def seen(self, kind: str, why: str) -> bool:
        """Whether the table has just started to show an event of that kind and reason (forgotten once told)."""
        found = any(e.get("kind") == kind and e.get("why") == why for e in self.staged)
        self.staged = [] if found else self.staged[-20:]
        return found

    def wait_for(self, kind: str, why: str, frames: int = 600) -> bool:
        """Step until the table starts to show such an event (the host answers in its own thread)."""
        import time
        for _ in range(frames):
            if self.seen(kind, why):
                return True
            time.sleep(0.005)
            self.ui.step()
        return False

    def turn(self, table: Any, rng: random.Random) -> None:
        """Our turn: the shop shot, a card bought (a Wanted first), another's equipment paid away, else a card
        played or the turn ended."""
        widgets = table.form.widgets
        buys = [w for w in widgets if w.id.startswith("buy") and w.enabled]
        refused = [w for w in widgets if w.id.startswith("no_buy")]
        forces = [w for w in widgets if w.id.startswith("force_discard") and w.enabled]
        if "shop" not in self.taken and refused and (buys or len(refused) == 3):
            self.ui.move(refused[0].rect.center, 1.5)
            self.shot("shop")
        if forces and ("force" not in self.taken or rng.random() < 0.5):
            if "force" not in self.taken:
                self.ui.move(forces[0].rect.center, 1.5)
                self.shot("force")
            self.ui.move((1, 1))
            self.ui.click(forces[0].id)
            if self.ui.has("yes"):
                if "force-confirm" not in self.taken:
                    self.ui.step(10)
                    self.shot("force-confirm")
                self.ui.click("yes")
            return
        if buys:
            from game.ui.cards import deck
            shop = table.shown.cards_in("shop")
            wanted = [w for w in buys if deck.kind_of(shop[int(w.id[3:])]) == "wanted"]
            self.ui.move((1, 1))
            self.staged = []                    # the bots' purchases shown before are not ours
            self.ui.click((wanted or buys)[0].id)
            if self.ui.has("answer0"):          # its use, or on whom: another player
                answers = [w.id for w in table.form.widgets if w.id.startswith("answer")]
                self.ui.click(answers[-1] if wanted else answers[0])
            if self.ui.has("yes"):
                self.ui.click("yes")
            if "purchase" not in self.taken and self.wait_for("move", "buy"):
                self.ui.step(30)                # paid for and bought: the card where it goes, both in the log
                self.shot("purchase")
            return
        playable = [w.id for w in table.form.widgets if w.id.startswith("hand") and w.enabled]
        if playable and rng.random() < 0.7:
            self.ui.click(rng.choice(playable))
            if table.aim is not None and table.targets():
                self.ui.click(f"seat{rng.choice(table.targets())}")
            if self.ui.has("answer0"):
                self.ui.click("answer0")
        else:
            self.ui.click("end_turn")


def wanted(app: Any, ui: Any, out: Path, tag: str) -> None:
    """A Wanted paid out, once shown: a stacked table played by the rules core (a LessonClient with one free step),
    Ana's BANG! eliminating Bruno, who has a Wanted and Boots in front of him; his equipment gone under the
    equipment deck, Ana's 2 cards drawn and her nugget on her plate, the bounty in the log."""
    import pygame

    from game.ui.cards.screenshots import seated, stacked
    from game.ui.client import LessonClient
    players = seated(("sheriff", "outlaw", "outlaw", "renegade"),
                     ("bart_cassidy", "vulture_sam", "slab_the_killer", "suzy_lafayette"))
    players[0].update(hand=["bang 2C", "missed 10C", "beer 6H"], gold=1, equipment=["horseshoe"])
    players[1].update(life=1, equipment=["wanted", "boots"], gold=2)
    table = stacked(app, ui, "wanted", {"expansions": ["gold_rush"], "seed": 3, "players": players,
                                        "table": {"turn": NAMES[0], "phase": "play"}},
                    (({"do": "play", "card": "bang 2C", "target": NAMES[1]},), ({"do": "end_turn"},)))  # turn goes on
    client = table.client
    assert isinstance(client, LessonClient)
    bang = next(i for i, c in enumerate(table.shown.hand) if table.card_options(c))
    ui.click(f"hand{bang}")
    ui.click("seat1")
    ui.until(lambda: client.step == 1 and table.decision is not None and not table.director.busy, 30,
             "the bounty paid")
    ui.move((1, 1))
    ui.step(30)
    app.draw()
    pygame.image.save(app.surface, str(out / f"gold-rush-wanted-{tag}.png"))
    app.pop()


def luzena(app: Any, ui: Any, out: Path, tag: str) -> None:
    """Pretty Luzena's price tags on a stacked table (a LessonClient): her first purchase of the turn one nugget
    off, so each card of the shop reads its price less one, and the one she cannot buy even so says why."""
    import pygame

    from game.ui.cards.screenshots import seated, stacked
    players = seated(("sheriff", "outlaw", "outlaw", "renegade"),
                     ("pretty_luzena", "vulture_sam", "slab_the_killer", "suzy_lafayette"))
    players[0].update(hand=["bang 2C", "missed 10C", "beer 6H"], gold=2)
    stacked(app, ui, "luzena", {"expansions": ["gold_rush"], "seed": 3, "players": players,
                                "table": {"turn": NAMES[0], "phase": "play",
                                          "shop": ["gun_belt", "pickaxe", "horseshoe"]}},
            (({"do": "end_turn"},),))
    ui.move(ui.widget("no_buy1").rect.center, 1.5)
    app.draw()
    pygame.image.save(app.surface, str(out / f"gold-rush-luzena-{tag}.png"))
    app.pop()


def rules(app: Any, ui: Any, out: Path, tag: str) -> None:
    """The Rules from the title, on Gold Rush's Wanted."""
    import pygame
    ui.click("rules")
    ui.scene.pick(("card", "wanted"))
    ui.step(5)
    app.draw()
    pygame.image.save(app.surface, str(out / f"gold-rush-rules-{tag}.png"))


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python -m game.ui.cards.gold_rush.shots").parse_args(argv)
    tag = f"{args.size}-{args.language}"
    with shooting.offscreen_app(args) as (app, ui):
        rules(app, ui, args.out, tag)
        ui.click("back")
        wanted(app, ui, args.out, tag)
        luzena(app, ui, args.out, tag)
        shooter = Shooter(app, ui, args.out, tag)
        for seed in SEEDS:
            shooter.staged = []
            if shooter.taken.issuperset(SHOTS):
                break
            shooter.play(seed)
            print(seed, sorted(shooter.taken))
    missing = sorted(set(SHOTS) - shooter.taken)
    if missing:
        print("not met:", ", ".join(missing))
    return 0


if __name__ == "__main__":
    sys.exit(main())
