"""`python tests/ui/window/series_shots.py OUT_DIR [--size 1920x1080] [--language es]`: screenshots of a series in
the window: the Setup (its Variants heading, a tournament chosen with its cash reward), the standings after the
fourth game of a five-game tournament played by bots (the survivor's question when you survived, who keeps his
character, the money by game, who is Sheriff next, the table marked as a reconstruction), those of a series with
Shadow Gunslingers where your Shadow Renegade won with the law, a guest's lobby between
two games, and the host's lobby (a tournament chosen, named in the line on the host's choice; a hosted series
continued from its save, its standings, Start waiting for the host's own answer)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))


def tournament(games_played: int, seed: int = 6, option: str = "cash_reward"):
    """A five-seat tournament with the cash reward (or another money `option`), `games_played` games recorded by
    bots and the next played too: (that game's setup, its answers)."""
    from game.bots.levels import make_bot
    from game.bots.series import buys, keeps
    from game.core.common.series import Series
    from game.core.common.table import Table
    from game.session import deal, record_game, series_setup
    names = ["Lucía", "Ana", "Bruno", "Carmen", "Diego"]
    base = {"game": "cards", "sets": ["base"], "options": {option: True},
            "seats": [{"kind": "you", "name": names[0]}] + [{"kind": "bot", "level": "easy", "name": n}
                                                              for n in names[1:]]}
    series = Series.new("cards", seed, 5, mode="tournament", games=5, carry=option == "experience")
    while True:
        setup = series_setup(series, base)
        table = Table(deal(setup), [make_bot("cards", "easy", seed + s) for s in range(5)])
        table.run(20_000)
        if len(series.played) == games_played:
            return setup, table.answers
        series = record_game(setup, table.answers)
        for seat in series.asks:
            series.keep(seat, keeps(series, seat))
        for seat in series.buyers:
            series.buy(seat, buys(series, seat))


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
        shot("setup-variants")                          # Shadow Gunslingers under its own heading
        for _ in range(7):
            ui.click("play", "midright")
        ui.click("cash_reward")
        ui.hover("play")
        shot("setup-tournament")
        app.home()
        app.push(StandingsScene(app, *survivor()))       # you survived the fourth game: you are asked
        ui.hover("keep")
        shot("standings")
        ui.click("keep")
        shot("standings-kept")                          # who keeps his character, who draws a new one
        ui.click("table")
        shot("money-table")
        ui.click("ok")
        app.push(StandingsScene(app, *experienced()))   # experience: you keep your character, then buy
        ui.click("keep")
        ui.click("card0")
        ui.hover("card0")
        shot("standings-experience")
        setup, answers = tournament(4)
        app.push(StandingsScene(app, setup, answers))
        shot("standings-final")
        app.push(StandingsScene(app, *shadow_renegade()))   # your Shadow Renegade won with the law
        shot("standings-shadow")
        app.home()
        guest_lobby(app, ui, *survivor(), shot)
        guest_lobby(app, ui, *experienced(), shot, buying=True)
        app.home()
        ui.click("host")                                # the host's lobby with a tournament chosen
        ui.until(lambda: app.top.lobby is not None, 5, "the lobby")
        while ui.widget("play").value[0] != "tournament":
            ui.click("play", "midright")
        ui.click("cash_reward")
        shot("host-lobby-tournament")
        app.top.shutdown()
        save_hosted(app.storage, *survivor())           # Continue: the hosted series' standings in its lobby
        app.home()
        ui.click("continue")
        ui.until(lambda: ui.has("series2"), 5, "the resumed lobby's standings")
        ui.hover("start")                               # Start waits for the host's own keep-or-draw, saying why
        shot("host-lobby-resumed")
        app.top.shutdown()
    return 0


def shadow_renegade():
    """The first game of a bot-played series with Shadow Gunslingers where seat 0, the Renegade, ended as a shadow
    on the law's side, which won (seed 3): its setup and answers."""
    from game.bots.levels import make_bot
    from game.core.common.series import Series
    from game.core.common.table import Table
    from game.session import deal, series_setup
    sets = ["base", "shadow_gunslingers"]
    names = ["Lucía", "Ana", "Bruno", "Carmen", "Diego"]
    base = {"game": "cards", "sets": sets, "options": {},
            "seats": [{"kind": "you", "name": names[0]}] + [{"kind": "bot", "level": "easy", "name": n}
                                                              for n in names[1:]]}
    setup = series_setup(Series.new("cards", 3, 5, games=3, sets=sets), base)
    table = Table(deal(setup), [make_bot("cards", "easy", 3 + s) for s in range(5)])
    table.run(20_000)
    return setup, table.answers


def survivor():
    """The fourth game of a bot-played tournament that seat 0 survived: its setup and answers."""
    from game.session import record_game
    for seed in range(6, 60):
        setup, answers = tournament(3, seed)
        if 0 in record_game(setup, answers).asks:
            return setup, answers
    raise AssertionError("no deal where seat 0 survives")


def save_hosted(storage, setup, answers) -> None:
    """`setup`'s game (of a series) saved as a LAN host's autosave keeps it when it ends: seat 0 the host's, every
    option written out as a window's setup writes it."""
    from game.session import deal
    from game.setups import DESCRIPTIONS
    offered = DESCRIPTIONS["cards"].options(setup["sets"], series=True)
    setup = {**setup, "options": {**{name: o.default for name, o in offered.items()}, **setup["options"]}}
    game = deal(setup)
    for seat, action in answers:
        game.apply(seat, action)
    lan = {"game_id": "abc", "seats": [{"person": True, "token": "t0"}] +
           [{"person": False, "token": None}] * (len(setup["seats"]) - 1)}
    storage.autosave().keep({**setup, "lan": lan}, answers, game.seq)


def experienced():
    """The first game of a bot-played tournament with the experience option that seat 0 survived with cards in front
    of him: its setup and answers."""
    from game.session import record_game
    for seed in range(6, 60):
        setup, answers = tournament(0, seed, "experience")
        series = record_game(setup, answers)
        if 0 in series.asks and series.buyable(0):
            return setup, answers
    raise AssertionError("no deal where seat 0 survives with cards in play")


def series_party(setup, answers):
    """A host on 127.0.0.1 between two games of its series (the game of `setup` recorded, the bots' survivors having
    chosen), seat 0 open for a guest who survived it; and the series."""
    from game.session import record_game
    from tests.net.lan import Party
    series = record_game(setup, answers)
    for seat in series.asks[1:]:
        series.keep(seat, True)
    party = Party("cards", [("open", "easy")] + [("bot", "easy")] * 4, seed=5)
    party.host.lobby.series = series                 # before anyone joins: the host's thread is idle
    return party, series


def join(app, ui, party) -> None:
    """This window joins `party`'s host as a guest and takes seat 0."""
    from game.net.client import MemoryTokens, NetClient
    from game.ui.scenes.lobby import LobbyScene
    app.push(LobbyScene(app, NetClient("127.0.0.1", party.port, "Lucía", tokens=MemoryTokens(), retry_every=0.1)))
    ui.until(lambda: ui.has("take0"), 10, "the open seat")
    ui.click("take0")
    ui.until(lambda: ui.has("keep"), 10, "the survivor's choice")


def guest_lobby(app, ui, setup, answers, shot, buying: bool = False) -> None:
    """A guest's lobby between two games of a host's series, seated at seat 0, which survived (`buying`: he kept his
    character and picks a card in play for his next hand)."""
    party, _ = series_party(setup, answers)
    try:
        join(app, ui, party)
        if buying:
            ui.click("keep")
            ui.until(lambda: ui.has("card0"), 10, "the cards he may keep")
            ui.click("card0")
            ui.hover("buy")
        shot("lobby-experience" if buying else "lobby-series")
    finally:
        app.home()
        party.close()


if __name__ == "__main__":
    sys.exit(main())
