"""`python tests/ui/window/house_shots.py OUT_DIR [--size 1920x1080] [--language es]`: screenshots of the card
game's house options and eight players: the Setup at 8 seats with the simplified deck and Ley Implacable ticked, the
host's LAN lobby at 8 seats, the eight-player table as dealt, and Ley Implacable holding the Sheriff's turn open
(End turn greyed, its reason under the mouse)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

SEED = 2        # seat 0 is the Sheriff, with a BANG! that reaches someone: Ley Implacable holds his turn open


def main() -> int:
    import pygame

    from game.ui import shooting
    args = shooting.parser("python tests/ui/window/house_shots.py").parse_args()
    with shooting.offscreen_app(args, {"bot_pause": 0.0}) as (app, ui):
        def shot(name: str) -> None:
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"{name}-{args.size}-{args.language}.png"))

        ui.click("host")
        lobby = ui.scene
        ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
        while ui.widget("players").value < 8:
            ui.click("players", "midright")
        ui.click("simplified_deck")         # an option of the host's, beside the line on 8 players under the panels
        ui.until(lambda: ui.has("table_note"), 5, "the line on 8 players")
        shot("lobby-eight")
        app.pop()
        ui.click("new_game")
        while ui.widget("players").value < 8:
            ui.click("players", "midright")
        ui.click("simplified_deck")
        ui.click("ley_implacable")
        ui.click("seed")
        ui.type(str(SEED))
        shot("setup-eight")
        ui.click("start")
        table = ui.scene
        ui.until(lambda: table.decision is not None and not table.director.busy, 30, "the Sheriff's first decision")
        if ui.has("tip_close"):             # the first-game tip, read
            ui.click("tip_close")
        ui.move((1, 1), 0.5)
        shot("table-eight")
        ui.move(ui.widget("end_turn").rect.center, 1.5)
        shot("ley-implacable")
    return 0


if __name__ == "__main__":
    sys.exit(main())
