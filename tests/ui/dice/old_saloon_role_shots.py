"""`python tests/ui/dice/old_saloon_role_shots.py OUT_DIR [--size 1920x1080] [--language es]`: Old Saloon's
special roles and the Ghost on the dice table saved as PNGs to look at (docs/screenshots/old-saloon-*.png): the
plates with their role cards face down (yours face up to you, El Oso's to all), the reveal question, El Médico's
new faces under the tray, the card turning over and revealed (its banner), El Feo's second seat, the Ghost's turn
and his gift, the receiver's set dice and the tokens on his plate, and the Rules on a special role.

Each table is a position the rules core builds from scenario words (its rolls scripted), dealt in place of a seeded
game for as long as the table is opened (a tool of the tests: the window itself never builds a game); our seat
clicks as a person would, the bots play the others."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Any
from unittest import mock

from game.ui import shooting

ROLES, GHOST = "old_saloon.roles", "old_saloon.ghost"
CHARACTERS = ("paul_regret", "jourdonnais", "black_jack", "rose_doolan", "jesse_jones")


@contextmanager
def stacked(app: Any, ui: Any, modules: list[str], players: list[dict], rolls: list):
    """The dice table of `modules` at the start of Ana's turn (seat 0), each player's words as a scenario names
    them (a name and a character are given; `players` says the rest)."""
    from game.core.dice.scenario import build
    from game.ui.scenes.launch import start_game
    names = ["Ana", "Bruno", "Carmen", "Diego", "Elena"][:len(players)]
    words = [{"name": name, "character": character, **player}
             for name, character, player in zip(names, CHARACTERS, players)]
    game = build({"game": "dice", "expansions": modules, "seed": 1, "players": words,
                  "table": {"turn": names[0], "rolls": rolls}})
    seats = [{"kind": "you", "name": names[0]}] + [{"kind": "bot", "level": "easy", "name": n} for n in names[1:]]
    with mock.patch("game.ui.client.deal", lambda setup: game):
        start_game(app, {"game": "dice", "seed": 1, "options": {}, "sets": ["base", *modules], "seats": seats})
        yield ui.scene
    app.pop()


def until_decision(ui: Any, table: Any, kind: str, seat: int | None = None) -> None:
    """Our decision of `kind` in sight (or, with `seat`, the table waiting on that seat's)."""
    def ready() -> bool:
        if seat is not None:
            pending = table.shown.data and table.shown.data.get("pending")
            return bool(pending) and pending.get("kind") == kind and pending.get("seat") == seat
        return table.decision is not None and not table.director.busy and table.decision["kind"] == kind
    ui.until(ready, 30, f"the {kind}")
    ui.step(3)


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python tests/ui/dice/old_saloon_role_shots.py").parse_args(argv)
    tag = f"{args.size}-{args.language}"
    with shooting.offscreen_app(args, {"show_tips": False}) as (app, ui):      # the table alone, no tip over it
        import pygame

        from game.ui.dice.words import name_of
        from game.ui.i18n import t

        def shot(name: str) -> None:
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"old-saloon-{name}-{tag}.png"))

        medico: list[dict] = [{"role": "el_medico"}, {"role": "el_oso"}, {"role": "el_tahur"}, {"role": "el_malo"},
                              {"role": "mano_derecha"}]    # you hold El Médico; El Oso, the Sheriff, face up for all
        with stacked(app, ui, [ROLES], medico, [["arrow", "dynamite", "1", "beer", "gatling"]]) as table:
            until_decision(ui, table, "reveal")
            ui.move(table.board.plate(1).midbottom)
            shot("roles-plates")
            ui.click("die0")
            ui.step(2)
            shot("reveal-face")
            app.instant = False
            ui.click("face2")
            ui.step(25)
            shot("reveal-flip")                 # the card turning over on your plate
            banner = t("os_roles.banner", name="Ana", card=name_of("el_medico"))
            ui.until(lambda: any(words == banner for words, *_ in table.cues.banners), 30, "the banner")
            ui.step(20)
            shot("revealed")                    # face up, the banner, the die turned
            app.instant = True
        feo: list[dict] = [{"role": "el_feo", "arrows": 1}, {"role": "sheriff", "arrows": 3}, {"role": "outlaw"},
               {"role": "renegade"}]
        with stacked(app, ui, [ROLES], feo, [["beer"] * 5]) as table:
            until_decision(ui, table, "reveal")
            shot("reveal")
            ui.click("seat0")
            ui.step(2)
            shot("reveal-second")
        ghost: list[dict] = [{"role": "outlaw", "alive": False, "ghost": True}, {"role": "sheriff"}, {"role": "outlaw"},
                 {"role": "renegade"}, {"role": "deputy"}]
        with stacked(app, ui, [GHOST], ghost, [["beer", "beer"], ["1", "2", "arrow"]]) as table:
            until_decision(ui, table, "reroll")
            shot("ghost-turn")
            ui.click("stop")
            until_decision(ui, table, "give")
            ui.click("die0")
            ui.move(table.board.plate(1).center)
            ui.step(2)
            shot("ghost-give")
            seen: list[dict] = []
            stage = table.director.stage

            def watch(message: dict) -> list:
                event = message.get("event") or {}
                if event.get("kind") == "dice_rolled" and event.get("seat") == 1 and event.get("roll") == 1:
                    seen.append(event)
                return stage(message)
            table.director.stage = watch
            app.instant = False
            ui.click("seat1")
            ui.until(lambda: bool(seen), 30, "the receiver's first roll")
            ui.step(8)                          # his other dice tumbling, the two given Beers set in the tray
            shot("ghost-receiver")
            app.instant = True
            table.director.stage = stage
        ui.click("rules")
        ui.scene.pick(("dice_piece", "el_medico"))
        ui.step(5)
        shot("roles-rules")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
