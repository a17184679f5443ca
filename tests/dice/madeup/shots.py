"""`python tests/dice/madeup/shots.py OUT_DIR [--size 1920x1080] [--language es]`: screenshots of a frontier.gold +
frontier.ghosts game in the real window, to look at: the gold die's prompt, your roll with the gold die, the gold
die enlarged, a double 2 on it, a Nugget to give, a player's claims enlarged, and your turn as the ghost. Played by
clicks as test_frontier_window.py plays it (seed 30); the double 2 is the one still: your roll's view with the
gold die turned to it (no seed of ours rolls it), held on the table by a StillClient."""

import copy
import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"madeup_{name}", HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> int:
    from game.core.dice.modules import register
    from game.ui import shooting
    args = shooting.parser("python tests/dice/madeup/shots.py").parse_args()
    with shooting.offscreen_app(args, {"bot_pause": 0.0, "animation_speed": 4.0}) as (app, ui):
        import pygame

        from game.ui.dice.scene import DiceTable
        from game.ui.testing import StillClient
        for name in ("frontier", "ghosts"):
            register(_load(name).MODULE)
        play = _load("test_frontier_window")         # registers the window sides; its clicking player

        def shot(name: str) -> None:
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"frontier-{name}-{args.size}-{args.language}.png"))

        def settled(table) -> None:
            ui.until(lambda: table.decision is not None and not table.director.busy, 20, "our decision")
            ui.move((1, 1))
            ui.step(30)

        table = play.frontier_game(ui, play.SEED)
        settled(table)
        shot("gold-die")
        ui.click("answer0")
        settled(table)
        shot("roll")
        ui.move(table.board.slots[4].center, 0.8)
        shot("gold-zoom")
        view = copy.deepcopy(table.view)
        view["data"]["table"]["dice"][4] = "double_2"
        still = app.push(DiceTable(app, StillClient(table.setup, view)))
        settled(still)
        ui.move(still.board.slots[4].center, 0.8)
        shot("double")
        app.pop()
        play.play(ui, table, play.SEED, until=lambda t: t.decision["kind"] == "nugget")
        settled(table)
        shot("nugget")
        play.play(ui, table, play.SEED, until=lambda t: any(p["piles"].get("claims") for p in t.shown.players))
        settled(table)
        chip = next(rect for spots in table.board.token_spots.values() for name, rect in spots if name == "claims")
        ui.move(chip.center, 0.8)
        shot("claims")
        play.play(ui, table, play.SEED, until=lambda t: len(t.shown.table["dice"]) == 2 and t.shown.me["piles"]
                  .get("ghost"))
        settled(table)
        shot("ghost")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
