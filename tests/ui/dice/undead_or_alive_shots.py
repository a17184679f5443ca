"""`python tests/ui/dice/undead_or_alive_shots.py OUT_DIR [--size 1920x1080] [--language es]`: Undead or Alive's
Duel dice and Rage cards on the dice table saved as PNGs to look at (docs/screenshots/undead-or-alive-*.png): the
setup with modules of its three boxes, a tray with the black Duel dice and a Rage card's red die, wound tokens and
face-down Rage cards on the plates, the duel's question, the duel's own scene (a roll in the air, then its result),
the log after a duel, the next player's Rage cards turning over, then as red dice, and the Rules on the Duel die.

Each table is a position the rules core builds from scenario words (its rolls scripted), as in
old_saloon_shots.py; our seat clicks as a person would, the bots play the others."""

from __future__ import annotations

import sys

from game.ui import shooting
from game.ui.dice.undead_or_alive.duel_scene import DuelScene
from game.ui.table.sprites import Flip
from tests.ui.dice.old_saloon_shots import dice_setup, stacked, until_decision

RAGE, DUEL = "undead_or_alive.rage", "undead_or_alive.duel"


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python tests/ui/dice/undead_or_alive_shots.py").parse_args(argv)
    tag = f"{args.size}-{args.language}"
    with shooting.offscreen_app(args, {"show_tips": False}) as (app, ui):
        import pygame

        def shot(name: str) -> None:
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"undead-or-alive-{name}-{tag}.png"))

        dice_setup(ui)
        for name in ("old_saloon.saloon_dice", RAGE, DUEL, "four_valiants.characters"):    # the three boxes
            ui.scroll_to(f"set.{name}")
            ui.click(f"set.{name}")
        ui.scroll_to("box.undead_or_alive.boneyard")     # its box's title over its modules
        ui.step(3)
        shot("setup")
        app.pop()

        players = [{"rage": ["1"], "wounds": ["2", "dynamite"]}, {"rage": ["rage", "rage"]},
                   {"wounds": ["beer"], "life": 6}]
        with stacked(app, ui, [RAGE, DUEL], players,
                     {"rolls": [["2", "beer", "gatling", "duel", "whiskey"], ["arrow"]]}) as table:
            until_decision(ui, table, "reroll")
            shot("tray")
            ui.click("stop")
            until_decision(ui, table, "shoot")         # the Rage card's 1 (Ana's 2 token cancels her 2)
            ui.click("seat1")
            until_decision(ui, table, "beer")
            ui.click("seat2")
            until_decision(ui, table, "duel")
            shot("duel")
            app.instant = False             # the duel's own scene: Carmen fails her roll
            ui.click("seat2")
            ui.until(lambda: isinstance(ui.scene, DuelScene) and ui.scene.flying
                     and ui.scene.flying.k > 0.4, 400, "the duel's roll in the air")
            shot("duel-rolling")
            ui.until(lambda: isinstance(ui.scene, DuelScene) and ui.scene.token, 400, "the duel's wound")
            ui.step(3)
            shot("duel-result")
            ui.click_at(app.rect.center)
            app.instant = True
            ui.step(60)
            shot("after-duel")
            app.instant = False             # Bruno's turn: his two Rage cards revealed, their dice never rolled
            ui.until(lambda: any(isinstance(s, Flip) and s.k > 0.35 for s in table.stager.sprites), 200,
                     "the Rage cards turning over")
            shot("rage-reveal")
            ui.until(lambda: not any(isinstance(s, Flip) for s in table.stager.sprites), 60, "the cards face up")
            ui.step(6)
            shot("rage-dice")
            app.instant = True
        ui.click("rules")
        ui.scene.pick(("dice_piece", "duel"))
        ui.step(5)
        shot("rules-die")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
