"""`python -m game.ui.dice.screenshots OUT_DIR [--size 1920x1080] [--language es]`: every dice scene saved as a
PNG, played through the real app without a screen in a throw-away home folder, to look at (and for
docs/screenshots/): your roll, the dice in the air, aiming a 1 or 2, a Beer, a hit on your plate, what was done
to you since your last turn, Bart Cassidy's question, three Dynamite bursting, the Indians, the three- and
eight-player tables, the game over, the replay and the dice rules; and your roll of 2, 5 and 6 dice at five and
eight players (`tray-N-P.png`: the expansions roll 2 to 6 dice; no game deals those yet, so the table is held on a
view of your roll with dice added or taken away, `with_dice`).

The seeds are the ones the UI tests use (tests/ui/dice/test_dice_table.py says what each one meets)."""

from __future__ import annotations

import copy
import itertools

from game.ui import shooting

NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fede", "Gloria", "Hugo")
TRAYS = (2, 5, 6)           # the rolls of the tray shots, in dice


def with_dice(view: dict, count: int) -> dict:
    """A view of your roll (a "reroll" decision) with `count` dice: its faces over again, or fewer of them, none
    locked (no Dynamite), every die free to re-roll."""
    out = copy.deepcopy(view)
    table = out["data"]["table"]
    faces = [face for face in table["dice"] if face != "dynamite"] or ["beer"]
    table["dice"] = [faces[i % len(faces)] for i in range(count)]
    table["dice_left"] = [0] * count
    table["dice_kinds"] = [table["dice_kinds"][0]] * count
    table["rolled"] = list(range(count))
    options = [["stop"]] + [["reroll", list(dice)] for n in range(1, count + 1)
                            for dice in itertools.combinations(range(count), n)]
    out["decision"]["options"] = options
    if out["data"].get("pending"):
        out["data"]["pending"]["options"] = options
    return out


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python -m game.ui.dice.screenshots").parse_args(argv)
    with shooting.offscreen_app(args, {"bot_pause": 0.0}) as (app, ui):
        import pygame

        from game.ui.scenes.gameover import GameOverScene
        from game.ui.scenes.rules import RulesScene

        def shot(name: str) -> None:
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"dice-{name}.png"))

        def game(seed: int, players: int, watch: bool = False):
            return shooting.new_game(app, "dice", seed, NAMES[:players], watch)

        def staged(table, kind: str, frames: int, mine: bool | None = None) -> None:
            """Play on (answering our decisions with their first sensible answer) until the event `kind` starts
            its animation, then `frames` frames into it."""
            seen = []
            stage = table.director.stage            # the scene's: its cues (the banners) as well as the moves

            def watch(message):
                event = message.get("event") or {}
                if event.get("kind") == kind and (mine is None or (event.get("seat") == table.seat) == mine):
                    seen.append(event)
                return stage(message)
            table.director.stage = watch
            ui.until(lambda: bool(seen) or answer(table), 120, f"a {kind}")
            table.director.stage = stage
            ui.step(frames)

        def answer(table) -> bool:
            """Answer our decision as a quick player would (the first answer a click gives); False to go on."""
            if ui.has("yes"):
                ui.click("yes")
            decision = table.decision
            if decision is None or table.director.busy:
                return False
            if decision["kind"] == "reroll":
                table.answering().stop()
            elif table.targets():
                table.pick_seat(sorted(table.targets())[0])
            else:
                table.answer(decision["options"][0])
            return False

        def settled(table) -> None:
            ui.until(lambda: table.decision is not None and not table.director.busy, 10, "our decision")

        def decided(table, kind: str) -> None:
            """Play on until our decision `kind` is on the table."""
            ui.until(lambda: table.decision is not None and table.decision["kind"] == kind
                     and not table.director.busy or answer(table), 120, f"our {kind}")
            ui.step(20)

        from game.ui.dice.scene import DiceTable
        from game.ui.testing import StillClient
        for seed, players in ((3, 5), (0, 8)):      # our roll at five and at eight players, with 2, 5 and 6 dice
            table = game(seed, players)
            decided(table, "reroll")
            assert table.view is not None           # our roll is on the table
            view = table.view
            for count in TRAYS:
                settled(app.push(DiceTable(app, StillClient(table.setup, with_dice(view, count)))))
                for die in range(0, count, 2):
                    ui.click(f"die{die}")
                ui.move((1, 1))
                ui.step(2)
                shot(f"tray-{count}-{players}")
                app.pop()
        table = game(3, 5)                       # seed 3: our roll, then a Beer
        decided(table, "reroll")
        ui.click("die1")
        ui.click("die3")
        app.mouse = table.board.slots[2].center
        ui.step(2)
        shot("roll")
        spot = table.board.portrait(4).center           # rest the mouse on a character: it is enlarged
        ui.move(spot, 0.75)
        shot("zoom")
        ui.move((1, 1))
        table = game(2, 5)                       # seed 2: our 1s and 2s to aim
        decided(table, "shoot")
        shot("aim")
        decided(table, "beer")
        shot("beer")
        ui.until(lambda: table.plate_hit.age >= 0.25 and table.plate_hit.active or answer(table), 120,
                 "a hit on your plate")
        ui.move((1, 1))
        shot("hit")
        ui.until(lambda: table.since.lines and table.decision is not None and not table.director.busy
                 or answer(table), 120, "what was done to you since your last turn")
        ui.step(20)
        shot("since")
        table = game(5, 5)                       # seed 5: Bart Cassidy's question
        decided(table, "arrow_for_life")
        shot("bart")
        table = game(4, 8, watch=True)           # eight players, dice in the air
        staged(table, "dice_rolled", 18)
        shot("table")
        staged(table, "dynamite_exploded", 14)
        shot("dynamite")
        staged(table, "indian_attack", 20)
        shot("indians")
        staged(table, "gatling", 12)
        shot("gatling")
        table = game(1, 3)                       # three players: each hunts one
        decided(table, "reroll")
        shot("three")
        app.settings.set("animation_speed", 4.0)
        ui.until(lambda: isinstance(app.top, GameOverScene) or answer(table), 120, "the game over")
        ui.step(2)
        shot("gameover")
        ui.click("replay")
        ui.step(60 * 6)
        shot("replay")
        ui.click("replay_leave")
        rules = app.push(RulesScene(app))
        rules.pick(("dice_character", "slab_the_killer"))
        ui.step(2)
        shot("rules")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
