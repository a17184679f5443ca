"""`python -m game.ui.table.coach_shots OUT_DIR [--size 1920x1080] [--language es]`: the coach seen as a player sees
it (docs/screenshots/coach-*.png), driven through the real app without a screen: a guided first game of each kind
started from the Setup's "First game (guided)", a tip the first time a BANG! is aimed with a player out of reach,
and a hint asked for with the Hint button on the card and the dice table."""

from __future__ import annotations

from game.ui import shooting

SEED = 12


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python -m game.ui.table.coach_shots").parse_args(argv)
    suffix = f"{args.language}-{args.size.split('x')[0]}"
    with shooting.offscreen_app(args, {"bot_pause": 0.0}, instant=True, seed=SEED) as (app, ui):
        import pygame

        from game.ui.cards import deck

        def shot(name: str) -> None:
            ui.step(2)
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"coach-{name}-{suffix}.png"))

        def my_move(kind: str):
            """On to our next decision of `kind`, the likely answer given to any other on the way."""
            while True:
                ui.until(lambda: getattr(ui.scene, "decision", None) is not None and not ui.scene.director.busy,
                         what="our decision")
                if ui.scene.decision["kind"] == kind:
                    return ui.scene
                ui.click("answer0" if ui.has("answer0") else "hand0")

        ui.click("new_game")
        ui.click("guided")
        table = my_move("play")
        while table.tips.shown is not None:            # your role's goal and any tip waiting behind it, read
            ui.click("tip_close")
        aimed = [i for i, c in enumerate(table.shown.hand)
                 if deck.record(deck.kind_of(c)).aimed_in_reach and ui.widget(f"hand{i}").enabled]
        if aimed:
            ui.click(f"hand{aimed[0]}")                 # a BANG! aimed: the greyed players are out of reach
        if table.tips.shown is None:
            table.give_tip("out_of_reach")              # (a deal where everyone is in reach: shown all the same)
        shot("tip")
        ui.click("tip_close")
        table.cancel_aim()
        ui.click("hint")
        shot("hint")
        app.home()
        ui.click("new_game")
        ui.click("game", "midright")
        ui.click("guided")
        my_move("reroll")
        ui.click("hint")
        shot("dice-hint")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
