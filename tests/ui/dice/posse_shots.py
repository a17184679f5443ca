"""`PYTHONPATH=. python tests/ui/dice/posse_shots.py OUT_DIR [--size 1920x1080] [--language es]`: issue 43's new
characters on the dice table saved as PNGs to look at (docs/screenshots/posse-*.png): the setup with their modules
on and John Pain left out, Belle Star's and Chuck Wengam's turned die (the face row under the tray), John Pain's
choice of both Saloon dice and his five dice in the tray, The Stranger's extra turn, and the Rules on a rebuilt
Four Valiants card; then the duellers' questions: Pat Brennan's move (after his first click), Pixie Pete's two
cards, Sean Mallory's failed duel roll, Sam the Healer's gift and Flint Westwood's extra duel. The tables are stacked
as old_saloon_shots.py's."""

from __future__ import annotations

import sys

from old_saloon_shots import dice_setup, stacked, until_decision

from game.ui import shooting

POSSE, VALIANTS, SALOON = "undead_or_alive.characters", "four_valiants.characters", "old_saloon.saloon_dice"
DUELS = ["undead_or_alive.rage", "undead_or_alive.duel"]
DUEL_ROLL = ["dynamite", "dynamite", "gatling", "duel", "arrow"]


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python tests/ui/dice/posse_shots.py").parse_args(argv)
    tag = f"{args.size}-{args.language}"
    with shooting.offscreen_app(args, {"show_tips": False}) as (app, ui):
        import pygame

        def shot(name: str) -> None:
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"posse-{name}-{tag}.png"))

        dice_setup(ui)
        for name in (POSSE, VALIANTS):
            ui.click(f"set.{name}")
        ui.step(3)
        last = 0
        while ui.has(f"left_out.{last + 1}"):       # the left-out line wraps: its last row in sight
            last += 1
        ui.scroll_to(f"left_out.{last}")
        ui.step(3)
        shot("setup")
        app.pop()

        with stacked(app, ui, [POSSE], [{"character": "belle_star"}],
                     {"rolls": [["dynamite", "gatling", "gatling", "beer", "arrow"]]}) as table:
            until_decision(ui, table, "change_die")
            shot("belle")
        with stacked(app, ui, [POSSE], [{"character": "chuck_wengam"}],
                     {"rolls": [["beer", "gatling", "gatling", "dynamite", "1"]]}) as table:
            until_decision(ui, table, "change_die")
            ui.click("die0")
            ui.step(3)
            shot("chuck")
        with stacked(app, ui, [SALOON, VALIANTS], [{"character": "john_pain"}],
                     {"rolls": [["dynamite", "2", "beer", "double_2", "broken_arrow"]]}) as table:
            until_decision(ui, table, "saloon_dice")
            ui.move(ui.widget("answer3").rect.center)
            shot("john-choice")
            ui.click("answer3")
            ui.until(lambda: table.decision is not None and table.decision["kind"] not in ("saloon_dice",)
                     and not table.director.busy, 30, "the roll")
            ui.step(3)
            shot("john-tray")
        with stacked(app, ui, [VALIANTS], [{"character": "the_stranger"}],
                     {"rolls": [["arrow", "dynamite", "1", "2", "gatling"]]}) as table:
            until_decision(ui, table, "reroll")
            ui.click("stop")
            until_decision(ui, table, "shoot")
            app.instant = False
            ui.click(f"seat{table.decision['options'][0][-1]}")
            ui.until(lambda: any(line.text.endswith("(The Stranger).") or "(El Forastero)" in line.text
                                 for line in table.book.lines), 30, "the extra turn")
            ui.step(6)
            shot("stranger")
            app.instant = True
        ui.click("rules")
        ui.scene.pick(("dice_character", "teren_kill"))
        ui.step(5)
        shot("rules")
        app.pop()
        duellers(app, ui, shot)
    return 0


def duellers(app, ui, shot) -> None:
    """The questions of the characters who need the Duel dice or the Rage cards, one table each."""
    with stacked(app, ui, [*DUELS, POSSE], [{"character": "pat_brennan"}, {"rage": ["1+1"]}], {}) as table:
        until_decision(ui, table, "move_rage")
        ui.click("seat1")
        ui.step(3)
        shot("pat")
    with stacked(app, ui, [*DUELS, POSSE], [{"character": "pixie_pete", "life": 8}],
                 {"rage_deck": ["arrow+arrow", "1+1"], "rolls": [["dynamite", "dynamite", "gatling", "whiskey",
                                                                     "gatling"]]}) as table:
        until_decision(ui, table, "reroll")
        ui.click("stop")
        until_decision(ui, table, "pixie_pete")
        shot("pixie")
    with stacked(app, ui, [*DUELS, POSSE], [{"character": "sean_mallory"}],
                 {"rolls": [DUEL_ROLL, ["duel"], ["arrow"]]}) as table:
        until_decision(ui, table, "reroll")
        ui.click("stop")
        until_decision(ui, table, "duel")
        ui.click("seat1")
        until_decision(ui, table, "duel_reroll")
        shot("sean")
    with stacked(app, ui, [*DUELS, POSSE], [{"character": "sam_the_healer", "life": 5}],
                 {"rolls": [DUEL_ROLL, ["arrow"]]}) as table:
        until_decision(ui, table, "reroll")
        ui.click("stop")
        until_decision(ui, table, "duel")
        ui.click("seat1")
        until_decision(ui, table, "heal")
        shot("sam")
    with stacked(app, ui, [*DUELS, VALIANTS], [{"character": "flint_westwood"}],
                 {"rolls": [DUEL_ROLL, ["arrow"]]}) as table:
        until_decision(ui, table, "reroll")
        ui.click("stop")
        until_decision(ui, table, "duel")
        ui.click("seat1")
        until_decision(ui, table, "extra_duel")
        shot("flint")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
