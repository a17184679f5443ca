"""`python tests/ui/window/legacy_shots.py OUT_DIR [--size 1920x1080] [--language es]`: screenshots of a dice series
(Undead or Alive's Legacy of the Wild West) in the window: the Setup with the module on (a series by itself), the
standings after a game you survived as Sheriff (whom you name, then the bonus life said), after a game you were
eliminated in (the character you pick), and after a game whose Sheriff was killed (his killer Sheriff next)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

LEGACY = "undead_or_alive.legacy"
NAMES = ["Lucía", "Ana", "Bruno", "Carmen", "Diego"]


def legacy(want: str):
    """The first game of a three-game dice Legacy series played by bots at five seats (seat 0 yours) where seat 0
    `want`s: "names" (he survived as Sheriff), "picks" (he was eliminated) or "killed" (another killed the Sheriff):
    that game's setup and answers."""
    from game.bots.levels import make_bot
    from game.core.common.series import Series
    from game.core.common.table import Table
    from game.session import deal, record_game, series_setup
    base = {"game": "dice", "sets": ["base", LEGACY], "options": {},
            "seats": [{"kind": "you", "name": NAMES[0]}] + [{"kind": "bot", "level": "easy", "name": n}
                                                              for n in NAMES[1:]]}
    for seed in range(1, 200):
        setup = series_setup(Series.new("dice", seed, 5, games=3, sets=base["sets"]), base)
        table = Table(deal(setup), [make_bot("dice", "easy", seed + s) for s in range(5)])
        table.run(20_000)
        series = record_game(setup, table.answers)
        if {"names": 0 in series.namers, "picks": 0 in series.pickers,
                "killed": series.summary()["why"] == "killed" and 0 in series.pickers}[want]:
            return setup, table.answers
    raise AssertionError(f"no deal where seat 0 {want}")


def main() -> int:
    import pygame

    from game.ui import shooting
    from game.ui.scenes.standings import StandingsScene
    args = shooting.parser("python tests/ui/window/legacy_shots.py").parse_args()
    with shooting.offscreen_app(args, {"bot_pause": 0.0}) as (app, ui):
        def shot(name: str) -> None:
            ui.step(2)
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"{name}-{args.size}-{args.language}.png"))

        ui.click("new_game")
        ui.click("game", "midright")                    # the dice game
        ui.click(f"set.{LEGACY}")                       # the module on makes the game a series
        ui.hover(f"set.{LEGACY}")
        shot("legacy-setup")
        app.home()
        app.push(StandingsScene(app, *legacy("names")))
        ui.click("sheriff", "midright")
        ui.hover("name")
        shot("legacy-naming")
        ui.click("name")
        shot("legacy-named")
        app.push(StandingsScene(app, *legacy("killed")))
        ui.hover("character")
        shot("legacy-picking")
        ui.click("pick")
        shot("legacy-picked")
        app.home()
        party = legacy_party(*legacy("names"))
        try:
            join(app, ui, party, "name")
            ui.click("sheriff", "midright")
            ui.hover("name")
            shot("legacy-lobby-naming")
        finally:
            app.home()
            party.close()
    return 0


def legacy_party(setup, answers):
    """A host on 127.0.0.1 between the first two games of its dice Legacy series (the game of `setup` recorded,
    its bots having chosen), seat 0 open for a guest who has a choice to make."""
    from game.bots.series import choose
    from game.session import record_game
    from tests.net.lan import Party
    series = record_game(setup, answers)
    choose(series, lambda seat: seat != 0)
    party = Party("dice", [("open", "easy")] + [("bot", "easy")] * 4, seed=5)
    party.host.configure("dice", {}, [("open", "easy")] + [("bot", "easy")] * 4, setup["sets"], series=series)
    return party


def join(app, ui, party, waiting: str) -> None:
    """This window joins `party`'s host as a guest, takes seat 0 and waits for the widget `waiting`."""
    from game.net.client import MemoryTokens, NetClient
    from game.ui.scenes.lobby import LobbyScene
    app.push(LobbyScene(app, NetClient("127.0.0.1", party.port, "Lucía", tokens=MemoryTokens(), retry_every=0.1)))
    ui.until(lambda: ui.has("take0"), 10, "the open seat")
    ui.click("take0")
    ui.until(lambda: ui.has(waiting), 10, f"the guest's {waiting}")


if __name__ == "__main__":
    sys.exit(main())
