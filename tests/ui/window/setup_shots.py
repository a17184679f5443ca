"""`python tests/ui/window/setup_shots.py OUT_DIR [--size 1920x1080] [--language es]`: screenshots of the Setup and
of a host's LAN lobby with many expansions (eight made-up dice modules with options, tests/madeup.py), their list
scrolled to the middle by the wheel, with a few switched on: to look at the scrolling list and its cue."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))


def main() -> int:
    import pygame

    from game.core.dice.modules import register
    from game.ui import shooting
    from tests.madeup import saloon_modules
    args = shooting.parser("python tests/ui/window/setup_shots.py").parse_args()
    for module in saloon_modules(8):
        register(module)
    with shooting.offscreen_app(args, {"bot_pause": 0.0}) as (app, ui):
        def middle(on: tuple[str, ...]) -> None:
            """The dice game's list with `on` switched on, scrolled by the wheel to its middle."""
            ui.click("game", "midright")
            for name in on:
                ui.click(f"set.{name}")
            box = ui.widget("chooser")
            ui.move(box.rect.center)
            while box.offset < (box.content_height - box.rect.height) // 2:
                pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
                ui.step()
                box = ui.widget("chooser")
            ui.move((1, 1), 0.2)

        def shot(name: str) -> None:
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"{name}-{args.size}-{args.language}.png"))

        ui.click("new_game")
        middle(("saloon.1", "saloon.4"))
        shot("setup-many-expansions")
        app.pop()
        ui.click("host")
        lobby = ui.scene
        ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
        middle(("saloon.3",))
        shot("lobby-many-expansions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
