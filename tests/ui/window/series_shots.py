"""`python tests/ui/window/series_shots.py OUT_DIR [--size 1920x1080] [--language es]`: screenshots of a series in
the window: the Setup with a tournament chosen (its cash reward offered), and the standings after the fourth game of
a five-game tournament played by bots (the survivor's question when you survived, the money by game, who is Sheriff
next, the table marked as a reconstruction)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))


def tournament(games_played: int, seed: int = 6):
    """A five-seat tournament with the cash reward, `games_played` games recorded by bots and the next played too:
    (that game's setup, its answers)."""
    from game.bots.levels import make_bot
    from game.bots.series import keeps
    from game.core.common.series import Series
    from game.core.common.table import Table
    from game.session import deal, record_game, series_setup
    names = ["Lucía", "Ana", "Bruno", "Carmen", "Diego"]
    base = {"game": "cards", "sets": ["base"], "options": {"cash_reward": True},
            "seats": [{"kind": "you", "name": names[0]}] + [{"kind": "bot", "level": "easy", "name": n}
                                                              for n in names[1:]]}
    series = Series.new("cards", seed, 5, mode="tournament", games=5)
    while True:
        setup = series_setup(series, base)
        table = Table(deal(setup), [make_bot("cards", "easy", seed + s) for s in range(5)])
        table.run(20_000)
        if len(series.played) == games_played:
            return setup, table.answers
        series = record_game(setup, table.answers)
        for seat in series.asks:
            series.keep(seat, keeps(series, seat))


def main() -> int:
    import pygame

    from game.ui import shooting
    from game.ui.scenes.standings import StandingsScene
    args = shooting.parser("python tests/ui/window/series_shots.py").parse_args()
    with shooting.offscreen_app(args, {"bot_pause": 0.0}) as (app, ui):
        def shot(name: str) -> None:
            ui.step(2)
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"{name}-{args.size}-{args.language}.png"))

        ui.click("new_game")
        for _ in range(7):
            ui.click("play", "midright")
        ui.click("cash_reward")
        ui.hover("play")
        shot("setup-tournament")
        app.home()
        from game.session import record_game
        for seed in range(6, 60):                   # a deal where you survive the fourth game: you are asked
            setup, answers = tournament(3, seed)
            if 0 in record_game(setup, answers).asks:
                break
        app.push(StandingsScene(app, setup, answers))
        ui.hover("keep")
        shot("standings")
        setup, answers = tournament(4)
        app.push(StandingsScene(app, setup, answers))
        shot("standings-final")
    return 0


if __name__ == "__main__":
    sys.exit(main())
