"""`python tests/ui/dice/boneyard_shots.py OUT_DIR [--size 1920x1080] [--language es]`: Undead or Alive's Boneyard
on the dice table saved as PNGs to look at (docs/screenshots/boneyard-*.png): the setup with the module on, a table
with an eliminated player's card face up and the deck in the middle, the outbreak's banner as Ana's shot brings it
about, the zombies' and the Zombie Master's plates after it, and the Rules on a Boneyard card.

The table is a position the rules core builds from scenario words (its rolls scripted), dealt in place of a seeded
game for as long as the table is opened (a tool of the tests: the window itself never builds a game); our seat
clicks as a person would, the bots play the others."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Any
from unittest import mock

from old_saloon_shots import dice_setup, until_decision

from game.ui import shooting

BONEYARD = "undead_or_alive.boneyard"
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena")
ROLES = ("sheriff", "outlaw", "outlaw", "renegade", "deputy")
CHARACTERS = ("paul_regret", "black_jack", "lucky_duke", "jesse_jones", "willy_the_kid")


@contextmanager
def stacked(app: Any, ui: Any, players: list[dict], table: dict):
    """The dice table with the Boneyard at the start of Ana's turn, the players and table as a scenario names
    them."""
    from game.core.dice.scenario import build
    from game.ui.scenes.launch import start_game
    base = [{"name": n, "role": r, "character": c} for n, r, c in zip(NAMES, ROLES, CHARACTERS)]
    game = build({"game": "dice", "expansions": [BONEYARD], "seed": 1, "table": {"turn": NAMES[0], **table},
                  "players": [{**b, **p} for b, p in zip(base, players)]})
    seats = [{"kind": "you", "name": NAMES[0]}] + [{"kind": "bot", "level": "easy", "name": n} for n in NAMES[1:]]
    with mock.patch("game.ui.client.deal", lambda setup: game):
        start_game(app, {"game": "dice", "seed": 1, "options": {}, "sets": ["base", BONEYARD], "seats": seats})
        yield ui.scene
    app.pop()


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python tests/ui/dice/boneyard_shots.py").parse_args(argv)
    tag = f"{args.size}-{args.language}"
    with shooting.offscreen_app(args, {"show_tips": False}) as (app, ui):
        import pygame

        def shot(name: str) -> None:
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"boneyard-{name}-{tag}.png"))

        dice_setup(ui)
        ui.click(f"set.{BONEYARD}")
        ui.step(3)
        shot("setup")
        app.pop()

        players = [{}, {"alive": False}, {"life": 1}, {}, {"alive": False}]
        with stacked(app, ui, players, {"boneyard_up": [2, 1], "boneyard": [1],
                                        "rolls": [["1", "dynamite", "dynamite", "gatling", "gatling"]]}) as table:
            until_decision(ui, table, "reroll")
            shot("before")
            ui.click("stop")
            until_decision(ui, table, "shoot")
            app.instant = False
            ui.click("seat2")
            ui.until(lambda: any("ZOMBIE" in b[0] or "ZOMBI" in b[0] for b in table.cues.banners), 30, "the banner")
            ui.step(10)
            shot("outbreak")
            app.instant = True
            ui.step(120)
            shot("after")
        ui.click("rules")
        ui.scene.pick(("dice_piece", "two_hands"))
        ui.step(5)
        shot("rules")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
