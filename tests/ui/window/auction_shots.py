"""`python tests/ui/window/auction_shots.py OUT_DIR [--size 1920x1080] [--language es]`: screenshots of the
character auction: the Setup with a tournament and the auction chosen, the auction at your turn to name a character
(one picked, your bid a step over the least), the bidding on a character with your raise, the auction over, a
LAN guest's lobby at his turn to bid, and a hosting window's lobby at its own turn (Start waiting for its bid)."""

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
        taken: set[str] = set()
        while scene.auction["bidder"] is not None:      # you pass each bid, or name a character, till it is over
            ui.until(lambda: scene.auction["bidder"] is None or scene.mine, 10, "your turn")
            if not scene.mine:
                break
            name = "auction-name" if scene.auction["bid"] is None else "auction-raise"
            if name == "auction-name":
                ui.click(next(f"lot{i}" for i in range(len(scene.every)) if ui.has(f"lot{i}")))
            if name not in taken:                       # the first time: one step over the least, shown
                ui.click("more")
                shot(name)
                taken.add(name)
            ui.click("bid" if name == "auction-name" else "pass")
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
        ui.click("host")                                # a person hosting: his own turn at the first auction
        lobby = app.top
        ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
        try:
            while ui.widget("seat1").value != "bot":
                ui.click("seat1", "midleft")
            while ui.widget("play").value[0] != "tournament":
                ui.click("play", "midright")
            ui.click("auction")
            ui.until(lambda: bool(lobby.lobby["can_start"] and lobby.lobby["series"]["auction"]), 5, "the auction")
            ui.click("start")
            ui.until(lambda: ui.has("auction_bid"), 5, "his turn")
            ui.hover("start")
            shot("lobby-auction-host")
        finally:
            lobby.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
