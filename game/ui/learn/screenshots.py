"""`python -m game.ui.learn.screenshots OUT_DIR [--size 1920x1080] [--language es]`: the lessons as a newcomer first
sees them, saved as PNGs to look at (docs/screenshots/learn-*.png): the list of lessons (`learn-list.png`) and each
lesson's first step (`learn-cards.turn.png`...), opened from the title by clicks, the mouse out of the way."""

from __future__ import annotations

import sys

from game.ui import shooting


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python -m game.ui.learn.screenshots").parse_args(argv)
    with shooting.offscreen_app(args, instant=True) as (app, ui):
        import pygame

        from game.ui.learn.lessons import lessons

        def shot(name: str) -> None:
            ui.move((1, 1))
            ui.step(30)
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"learn-{name}.png"))

        ui.step()
        ui.click("learn")
        shot("list")
        for game in ("cards", "dice"):
            for lesson in lessons(game):
                ui.click(f"lesson_{lesson.key}")
                table = ui.scene
                ui.until(lambda: table.decision is not None and not table.director.busy,  # noqa: B023
                         30, "the first step")
                shot(lesson.key)
                ui.click("leave")           # back to the list of lessons
    return 0


if __name__ == "__main__":
    sys.exit(main())
