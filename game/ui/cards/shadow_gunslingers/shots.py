"""`python -m game.ui.cards.shadow_gunslingers.shots OUT_DIR [--size 1920x1080] [--language es]`: Shadow
Gunslingers on the card table saved as PNGs to look at (and for docs/screenshots/, shadow-*.png): our seat the
Renegade come back as a shadow for his turn (a stacked table played by the rules core: his plate marked, the side he
joins under it and in the log, a resting shadow's plate beside), the same turn with his BANG! aimed, and the Rules
on the variant's readings; the setup with the variant switched on."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from game.ui import shooting


def turn(app: Any, ui: Any, out: Path, tag: str) -> None:
    """Ana, the Renegade eliminated, comes back for her turn: the Sheriff and Carmen's Deputy card face up, she joins
    the law; Carmen rests as a shadow; then her BANG! aimed at an Outlaw."""
    import pygame

    from game.ui.cards.screenshots import NAMES, seated, stacked
    players = seated(("renegade", "outlaw", "deputy", "outlaw", "sheriff"),
                     ("rose_doolan", "vulture_sam", "slab_the_killer", "suzy_lafayette", "bart_cassidy"))
    players[0].update(alive=False)
    players[1].update(life=2, in_play=["barrel QS"])
    players[2].update(alive=False)
    players[3].update(life=3)
    spec = {"variants": ["shadow_gunslingers"], "seed": 3, "players": players,
            "table": {"turn": NAMES[0], "phase": "start", "deck": ["bang 2C", "beer 6H"],
                      "discard": ["missed 10C", "bang 5C"]}}
    table = stacked(app, ui, "shadow", spec, (({"do": "play", "card": "bang 2C", "target": NAMES[1]},),
                                              ({"do": "end_turn"},)))
    ui.move((1, 1))
    ui.step(30)
    app.draw()
    pygame.image.save(app.surface, str(out / f"shadow-turn-{tag}.png"))
    bang = next(i for i, c in enumerate(table.shown.hand) if table.card_options(c))
    ui.click(f"hand{bang}")
    ui.step(20)
    app.draw()
    pygame.image.save(app.surface, str(out / f"shadow-aim-{tag}.png"))
    app.pop()


def rules(app: Any, ui: Any, out: Path, tag: str) -> None:
    """The Rules from the title, on the variant's readings where the rulebook is silent."""
    import pygame
    ui.click("rules")
    ui.scene.pick(("card", "shadow_readings"))
    ui.step(5)
    app.draw()
    pygame.image.save(app.surface, str(out / f"shadow-rules-{tag}.png"))
    ui.click("back")


def setup(app: Any, ui: Any, out: Path, tag: str) -> None:
    """The new game's setup with the variant switched on: its one line on what it changes."""
    import pygame
    ui.click("new_game")
    ui.click("set.shadow_gunslingers")
    ui.move((1, 1))
    ui.step(5)
    app.draw()
    pygame.image.save(app.surface, str(out / f"shadow-setup-{tag}.png"))
    app.pop()


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python -m game.ui.cards.shadow_gunslingers.shots").parse_args(argv)
    tag = f"{args.size}-{args.language}"
    with shooting.offscreen_app(args) as (app, ui):
        rules(app, ui, args.out, tag)
        setup(app, ui, args.out, tag)
        turn(app, ui, args.out, tag)
    return 0


if __name__ == "__main__":
    sys.exit(main())
