"""`python tests/ui/window/auction_shots.py OUT_DIR [--size 1920x1080] [--language es]`: screenshots of the
character auction: the Setup with a tournament and the auction chosen, the auction at your turn to name a character
(one picked), the bidding on a character with your raise, the auction over, and a LAN guest's lobby at his turn to
bid."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))


def main() -> int:
    import pygame

    from game.ui import shooting
    args = shooting.parser("python tests/ui/window/auction_shots.py").parse_args()
    with shooting.offscreen_app(args, {"bot_pause": 0.0}, seed=11) as (app, ui):
        def shot(name: str) -> None:
            ui.step(2)
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"{name}-{args.size}-{args.language}.png"))

        ui.click("new_game")
        for _ in range(7):
            ui.click("play", "midright")
        ui.click("auction")
        ui.hover("auction")
        shot("setup-auction")
        ui.click("start")
        scene = app.top
        ui.until(lambda: scene.mine, 10, "your turn")
        if scene.auction["bid"] is None:
            first = next(i for i, c in enumerate(scene.every) if c in scene.auction["lots"])
            ui.click(f"lot{first}")
            ui.click("more")
            shot("auction-name")
            ui.click("bid")
        ui.until(lambda: scene.mine or scene.auction["bidder"] is None, 10, "your turn to raise")
        if scene.mine:
            ui.click("more")
            shot("auction-raise")
            ui.click("pass")
        ui.until(lambda: scene.auction["bidder"] is None or scene.mine, 10, "the end")
        while scene.auction["bidder"] is not None:      # you pass, or name a character at the least bid
            if ui.has("pass"):
                ui.click("pass")
            else:
                ui.click(next(f"lot{i}" for i in range(len(scene.every)) if ui.has(f"lot{i}")))
                ui.click("bid")
            ui.until(lambda: scene.auction["bidder"] is None or scene.mine, 10, "the end")
        shot("auction-over")
        app.home()
        from tests.ui.window.test_auction import guest_at_auction
        party = guest_at_auction(app, ui)               # a guest's lobby: his turn at the first auction
        try:
            ui.hover("auction_bid")
            shot("lobby-auction")
        finally:
            app.home()
            party.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
