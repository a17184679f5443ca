"""The character auction in the window: the Setup offers it with a tournament, its scene shows the characters face
up, the bots bid at their pace, you name one and bid by clicks (a bid over your money is refused, in words), and the
game deals what the auction sold."""

from game.ui.scenes.auction import AuctionScene


def to_auction(ui):
    ui.click("new_game")
    assert not ui.has("auction")                         # money exists only in a series
    for _ in range(7):
        ui.click("play", "midright")
    ui.click("auction")
    ui.click("start")
    assert isinstance(ui.scene, AuctionScene)


def test_you_name_a_character_bid_for_it_and_the_game_deals_what_was_sold(ui):
    to_auction(ui)
    scene = ui.scene
    assert len(scene.every) == 5 and scene.auction["money"] == [1000] * 5
    ui.until(lambda: scene.mine, 10, "your turn at the auction")
    auction = scene.auction
    if auction["bid"] is None:                           # you name one: Bid is off until you click a character
        assert not ui.widget("bid").enabled and ui.widget("bid").reason == "Click a character first."
        first = next(i for i, c in enumerate(scene.every) if c in auction["lots"])
        ui.click(f"lot{first}")
        assert scene.lot == scene.every[first] and ui.widget("bid").enabled
    for _ in range(12):                                  # up to all your money: More stops there
        if ui.widget("more").enabled:
            ui.click("more")
    assert scene.amount == 1000 and not ui.widget("more").enabled
    ui.click("bid")                                      # nobody can raise all of anyone's money: he is yours
    mine = scene.auction["won"]["0"]
    assert mine[1] == 1000 and scene.auction["money"][0] == 0
    ui.until(lambda: scene.auction["bidder"] is None, 20, "the end of the auction")
    assert all(scene.auction["won"].get(str(s)) for s in range(5))
    ui.click("done")
    ui.until(lambda: "series" in getattr(ui.scene, "setup", {}), 10, "the tournament's first game")
    setup = ui.scene.setup
    assert setup["seats"][0]["character"] == mine[0]
    assert setup["series"]["next"]["money"]["0"] == [["auction_purse", 1000], ["auction_price", -mine[1]]]


def survived_auction():
    """The first game of a bot-played tournament with the auction that seat 0 survived: its setup and answers."""
    from game.bots.levels import make_bot
    from game.bots.series import bids
    from game.core.common.series import Series
    from game.core.common.table import Table
    from game.session import deal, record_game, series_setup
    names = ["Lucía", "Ana", "Bruno", "Carmen", "Diego"]
    base = {"game": "cards", "sets": ["base"], "options": {"auction": True},
            "seats": [{"kind": "you", "name": names[0]}] + [{"kind": "bot", "level": "easy", "name": n}
                                                              for n in names[1:]]}
    for seed in range(6, 60):
        series = Series.new("cards", seed, 5, mode="tournament", games=5, auction=True)
        while series.bidder is not None:
            series.bid(series.bidder, *bids(series, series.bidder))
        setup = series_setup(series, base)
        table = Table(deal(setup), [make_bot("cards", "easy", seed + s) for s in range(5)])
        table.run(20_000)
        if 0 in record_game(setup, table.answers).asks:
            return setup, table.answers
    raise AssertionError("no deal where seat 0 survives")


def test_a_survivor_keeps_for_his_price_again_then_the_auction_sells_the_others(ui):
    from game.ui.scenes.standings import StandingsScene
    setup, answers = survived_auction()
    price = setup["series"]["next"]["money"]["0"][-1][1]
    ui.app.push(StandingsScene(ui.app, setup, answers))
    ui.step()
    assert ui.widget("keep").label.endswith(f"(${-price:,})")
    money = ui.scene.break_.money(0)
    ui.click("keep")
    assert ui.scene.break_.money(0) == money + price
    ui.click("next")
    assert isinstance(ui.scene, AuctionScene) and not ui.scene.mine
    ui.until(lambda: ui.scene.auction["bidder"] is None, 20, "the bots' auction")
    assert "0" not in ui.scene.auction["won"] and len(ui.scene.auction["won"]) == len(ui.scene.every)
    ui.click("done")
    ui.until(lambda: len(getattr(ui.scene, "setup", {}).get("series", {}).get("played", [])) == 1, 10,
             "the second game")
    assert ui.scene.setup["seats"][0]["character"] == setup["seats"][0]["character"]


def guest_at_auction(app, ui):
    """This window joins a host whose tournament's first auction waits for seat 0 (the bots bid up to him): the
    party."""
    from game.core.common.series import Series
    from game.net.client import MemoryTokens, NetClient
    from game.ui.scenes.lobby import LobbyScene
    from tests.net.lan import Party
    kinds = [("open", "easy")] + [("bot", "easy")] * 4
    party = Party("cards", kinds)
    party.host.configure("cards", {"auction": True}, kinds,
                         series=Series.new("cards", 11, 5, mode="tournament", games=5, auction=True))
    app.push(LobbyScene(app, NetClient("127.0.0.1", party.port, "Lucía", tokens=MemoryTokens(), retry_every=0.1)))
    ui.until(lambda: ui.has("take0"), 10, "the open seat")
    ui.click("take0")
    ui.until(lambda: ui.has("auction_bid"), 10, "his turn at the auction")
    return party


def told(lobby, series) -> bool:
    """The window's lobby shows the auction as the host holds it: a click before that answers a turn gone by."""
    shown = lobby.lobby["series"]["auction"] if lobby.lobby and lobby.lobby["series"] else None
    return shown is not None and shown == series.summary()["auction"]


def test_a_guest_bids_and_passes_at_the_auction_in_his_lobby(ui):
    party = guest_at_auction(ui.app, ui)
    try:
        series = party.host.lobby.series
        assert ui.widget("auction0").label == "Character auction"
        lobby = ui.scene
        while "0" not in series.data["auction"]["won"]:  # he passes each bid, or names a character at the least
            ui.until(lambda: told(lobby, series) or "0" in series.data["auction"]["won"], 10, "his lobby told")
            if "0" in series.data["auction"]["won"]:
                break
            assert ui.has("auction_bid") and series.bidder == 0
            before = repr(series.data["auction"])
            ui.click("auction_pass" if ui.has("auction_pass") else "auction_bid")
            ui.until(lambda was=before: repr(series.data["auction"]) != was, 10, "his answer taken")
        ui.until(lambda: series.bidder is None, 10, "the end of the auction")
        assert "0" in series.data["auction"]["won"]
    finally:
        ui.app.home()
        party.close()


def test_a_person_hosting_bids_for_himself_at_his_tournaments_first_auction(ui):
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    try:
        while ui.widget("seat1").value != "bot":           # no guest: the open seat to a bot
            ui.click("seat1", "midleft")
        while ui.widget("play").value[0] != "tournament":
            ui.click("play", "midright")
        ui.click("auction")
        ui.until(lambda: lobby.lobby["series"] and lobby.lobby["series"]["auction"] and lobby.lobby["can_start"], 5,
                 "the tournament's auction")
        assert ui.widget("start").label == "To the auction"
        ui.click("start")                                  # not the game yet: the auction, the plan settled
        assert ui.has("auction0") and not ui.has("play") and not ui.widget("players").enabled
        series = lobby.host.lobby.series
        while "0" not in series.data["auction"]["won"]:    # he names at the least or raises each bid
            ui.until(lambda: told(lobby, series), 10, "his lobby told")
            if "0" in series.data["auction"]["won"]:
                break
            start = ui.widget("start")
            assert not start.enabled and start.reason == "Bid or pass first: the auction waits for you."
            before = repr(series.data["auction"])
            ui.click("auction_bid" if ui.widget("auction_bid").enabled else "auction_pass")
            ui.until(lambda was=before: repr(series.data["auction"]) != was, 10, "his bid taken")
        won = series.data["auction"]["won"]["0"][0]
        ui.until(lambda: ui.widget("start").enabled, 10, "Start")
        assert ui.widget("start").label == "Start"
        ui.click("start")
        ui.until(lambda: lobby.feed is not None, 10, "the first game")
        assert lobby.host.lobby.series.data["next"]["characters"][0] == won
    finally:
        lobby.shutdown()


def test_a_person_hosting_bids_at_his_turn_from_the_second_game_on(start_app, storage):
    from tests.ui.window.series_shots import save_hosted
    save_hosted(storage, *survived_auction())              # a hosted tournament between its first two games
    ui = start_app()
    ui.click("continue")
    ui.until(lambda: getattr(ui.scene, "lobby", None) is not None and ui.has("draw"), 5, "the resumed standings")
    lobby = ui.scene
    try:
        ui.click("draw")                                   # he draws a new character: he bids for it
        series = lobby.host.lobby.series
        ui.until(lambda: ui.has("auction0"), 5, "the auction")
        ui.until(lambda: series.bidder == 0 or "0" in series.data["auction"]["won"], 5, "his turn")
        if series.bidder == 0:
            ui.until(lambda: ui.has("auction_bid"), 5, "his bid buttons")
            assert not ui.widget("start").enabled and ui.widget("start").reason.startswith("Bid or pass first")
            ui.click("start")                              # off: nobody bids for him
            assert series.bidder == 0
            ui.click("auction_bid")
            ui.until(lambda: series.bidder != 0, 5, "his bid taken")
        assert series.data["auction"]["bid"] is not None or "0" in series.data["auction"]["won"]
    finally:
        lobby.shutdown()


def at_your_bid(ui, scene):
    """The auction has waited for you and moved on after your answer (the least bid, or a pass)."""
    ui.until(lambda: scene.mine, 10, "your turn at the auction")
    if scene.auction["bid"] is None:
        ui.click(f"lot{scene.every.index(scene.auction['lots'][0])}")
    ui.click("bid")


def resumed_at(ui, kept):
    """The autosave holds the auction as it was (`kept`), and Continue takes it up there (the bots bidding on)."""
    from game.session import read_autosave
    assert read_autosave(ui.app.storage.read_autosave())["between"].summary()["auction"] == kept
    ui.click("continue")
    assert isinstance(ui.scene, AuctionScene)
    now = ui.scene.auction
    assert now["won"] == kept["won"] and now["bid"]["lot"] == kept["bid"]["lot"] \
        and now["bid"]["amount"] >= kept["bid"]["amount"]


def test_quitting_before_the_first_game_keeps_the_auction_at_its_bid(start_app):
    ui = start_app()
    to_auction(ui)
    at_your_bid(ui, ui.scene)
    before = ui.scene
    ui = start_app()                                     # the window closed and opened again
    resumed_at(ui, before.auction)
    scene = ui.scene
    while scene.auction["bidder"] is not None:
        ui.until(lambda: scene.mine or scene.auction["bidder"] is None, 10, "your turn or the end")
        if scene.mine:
            at_your_bid(ui, scene)
    ui.click("done")
    ui.until(lambda: "series" in getattr(ui.scene, "setup", {}), 10, "the tournament's first game")


def bid_between_games(start_app, storage):
    """Seat 0 survived the first game (its autosave kept), drew a new character and bid at the auction, then the
    window closed: the auction as it was."""
    from game.session import deal
    setup, answers = survived_auction()
    game = deal(setup)
    for seat, action in answers:
        game.apply(seat, action)
    storage.autosave().keep(setup, answers, game.seq)    # the first game over: its autosave stays
    ui = start_app()
    ui.click("continue")
    ui.click("draw")
    ui.click("next")
    at_your_bid(ui, ui.scene)
    return ui.scene.auction


def test_continue_between_games_comes_back_to_the_auction_at_its_bid(start_app, storage):
    kept = bid_between_games(start_app, storage)
    ui = start_app()
    resumed_at(ui, kept)
    ui.app.pop()                                         # its standings under it
    assert ui.widget("next").enabled


def test_a_damaged_auction_in_a_save_is_refused_in_words_and_loses_the_game_before_it(start_app, storage):
    import json
    bid_between_games(start_app, storage)
    lines = storage.read_autosave().split("\n")
    damaged = json.loads(lines[-2])
    damaged["series"]["auction"]["next"] = 99
    storage.autosave_path.write_text("\n".join(lines[:-2] + [json.dumps(damaged), ""]), encoding="utf-8")
    ui = start_app()
    ui.click("continue")
    assert not isinstance(ui.scene, AuctionScene) and ui.has("draw")         # the finished game's standings
    assert ui.app.toasts[-1][0] == "The series' choices since its last game were damaged: they start again from its " \
        "standings."
