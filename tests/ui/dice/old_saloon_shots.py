"""`python tests/ui/dice/old_saloon_shots.py OUT_DIR [--size 1920x1080] [--language es]`: Old Saloon's Saloon dice,
Chief's Arrow and characters on the dice table saved as PNGs to look at (docs/screenshots/old-saloon-*.png): the
setup with the modules on (each one's line, the characters left out), the Saloon die choice, a tray with a Saloon
die showing a double, the broken arrow snapping back, the Chief's Arrow on a plate, Molly Stark's question, and the
Rules on a Saloon face and on the Loudmouth (its six faces).

Each table is a position the rules core builds from scenario words (its rolls scripted), dealt in place of a seeded
game for as long as the table is opened (a tool of the tests: the window itself never builds a game); our seat
clicks as a person would, the bots play the others."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Any
from unittest import mock

from game.ui import shooting

SALOON, CHIEF, CHARACTERS = "old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.characters"
NAMES = ("Ana", "Bruno", "Carmen", "Diego")


@contextmanager
def stacked(app: Any, ui: Any, modules: list[str], players: list[dict], table: dict):
    """The dice table of `modules` at the start of Ana's turn, the players and table as a scenario names them."""
    from game.core.dice.scenario import build
    from game.ui.scenes.launch import start_game
    base = [{"name": name, "role": role, "character": character}
            for name, role, character in zip(NAMES, ("sheriff", "outlaw", "outlaw", "renegade"),
                                             ("paul_regret", "black_jack", "lucky_duke", "jesse_jones"))]
    game = build({"game": "dice", "expansions": modules, "seed": 1, "table": {"turn": NAMES[0], **table},
                  "players": [{**b, **p} for b, p in zip(base, players + [{}] * (4 - len(players)))]})
    seats = [{"kind": "you", "name": NAMES[0]}] + [{"kind": "bot", "level": "easy", "name": n} for n in NAMES[1:]]
    with mock.patch("game.ui.client.deal", lambda setup: game):
        start_game(app, {"game": "dice", "seed": 1, "options": {}, "sets": ["base", *modules], "seats": seats})
        yield ui.scene
    app.pop()


def dice_setup(ui: Any) -> Any:
    """The title's New game, on the dice game: the Setup scene."""
    ui.click("new_game")
    if ui.has("dice"):
        ui.click("dice")
    setup = ui.scene
    setup.kind = "dice"
    setup.layout()
    return setup


def until_decision(ui: Any, table: Any, kind: str) -> None:
    ui.until(lambda: table.decision is not None and not table.director.busy and table.decision["kind"] == kind
             and table.sent != table.view["version"], 30, f"our {kind}")          # not the one just answered
    ui.step(3)


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python tests/ui/dice/old_saloon_shots.py").parse_args(argv)
    tag = f"{args.size}-{args.language}"
    with shooting.offscreen_app(args, {"show_tips": False}) as (app, ui):      # the table alone, no tip over it
        import pygame

        def shot(name: str) -> None:
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"old-saloon-{name}-{tag}.png"))

        dice_setup(ui)
        for name in (SALOON, CHIEF, CHARACTERS):
            ui.click(f"set.{name}")
        ui.click(f"set.{SALOON}")        # off again: the characters it brings are left out, and the setup says so
        ui.step(3)
        shot("setup")
        ui.scroll_to("left_out.0")
        ui.step(3)
        shot("setup-left-out")
        app.pop()

        with stacked(app, ui, [SALOON], [], {"rolls": [["dynamite", "2", "beer", "arrow", "double_1"],
                                                       ["broken_arrow"]]}) as table:
            until_decision(ui, table, "saloon_dice")
            ui.move(ui.widget("answer2").rect.center)
            shot("choice")
            ui.click("answer1")                 # the Loudmouth
            until_decision(ui, table, "reroll")
            shot("tray")
        with stacked(app, ui, [SALOON], [{"arrows": 1}, {"arrows": 1}],
                     {"arrows": 7, "rolls": [["dynamite", "2", "beer", "arrow", "broken_arrow"]]}) as table:
            until_decision(ui, table, "saloon_dice")
            ui.click("answer2")                 # the Coward
            until_decision(ui, table, "broken_arrow")
            shot("broken-arrow-choice")
            app.instant = False
            ui.click("seat0")
            ui.step(18)
            shot("broken-arrow")
            app.instant = True
        with stacked(app, ui, [CHIEF, CHARACTERS], [{"character": "molly_stark"}],
                     {"rolls": [["arrow", "1", "dynamite", "gatling", "dynamite"]]}) as table:
            until_decision(ui, table, "chief_arrow")
            shot("chief-choice")
            ui.click("answer1")
            until_decision(ui, table, "reroll")
            shot("chief-plate")
            ui.click("stop")
            until_decision(ui, table, "shoot")
            ui.click("seat1")
            until_decision(ui, table, "take_loss")
            shot("question")
        ui.click("rules")
        ui.scene.pick(("face", "double_1"))
        ui.step(5)
        shot("rules")
        ui.scene.pick(("dice_piece", "loudmouth"))
        ui.step(5)
        shot("rules-die")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
