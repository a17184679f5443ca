"""A series of games in the window: the Setup offers it (and its money options only then), game over leads to the
standings, a survivor says whether he keeps his character before the next game, and Continue between two games
comes back to the standings."""

from game.session import deal, record_game
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.standings import StandingsScene

from .conftest import chat_lines
from .series_shots import experienced, join, series_party, tournament
from .series_shots import survivor as survived


def test_the_setup_offers_a_tournament_with_its_cash_reward_and_deals_its_first_game(ui):
    ui.click("new_game")
    assert not ui.has("cash_reward")                     # money exists only in a series
    for _ in range(7):
        ui.click("play", "midright")
    assert ui.widget("play").value == ("tournament", 5, True)
    ui.click("cash_reward")
    ui.click("start")
    ui.until(lambda: "series" in getattr(ui.scene, "setup", {}), 10, "the tournament's first game")
    setup = ui.scene.setup
    assert setup["series"]["mode"] == "tournament" and setup["series"]["games"] == 5
    assert setup["options"]["cash_reward"] and [s["role"] for s in setup["seats"]].count("sheriff") == 1


def test_game_over_in_a_series_leads_to_the_standings(ui):
    setup, answers = tournament(0)
    game = deal(setup)
    events = [e.visible_to(0) for e in game.take_events()]
    for seat, action in answers:
        events += [e.visible_to(0) for e in game.apply(seat, action)]
    ui.app.push(GameOverScene(ui.app, setup, 0, events, game.view(0).data, answers))
    ui.step()
    assert ui.widget("again").label == "Standings"
    ui.click("again")
    assert isinstance(ui.scene, StandingsScene) and ui.scene.summary["played"] == 1
    ui.click("table")                                    # the whole money table, marked as a reconstruction
    assert "Sheriff: Per Outlaw at the start, $1,000" in ui.scene.message
    assert "Deputy: Killed the Sheriff, -$5,000" in ui.scene.message and "reconstruction" in ui.scene.message
    ui.click("ok")
    assert isinstance(ui.scene, StandingsScene)


def test_a_survivor_chooses_before_the_next_game_which_deals_the_character_he_kept(ui):
    setup, answers = survived()
    ui.app.push(StandingsScene(ui.app, setup, answers))
    ui.step()
    assert not ui.widget("next").enabled and ui.has("draw")
    ui.click("keep")
    assert ui.widget("next").enabled and not ui.has("keep")
    kept = record_game(setup, answers).played[-1]["characters"][0]
    ui.click("next")
    ui.until(lambda: len(getattr(ui.scene, "setup", {}).get("series", {}).get("played", [])) == 4, 10,
             "the fifth game")
    assert ui.scene.setup["seats"][0]["character"] == kept


def test_a_survivor_picks_cards_in_play_for_his_next_hand_and_the_next_game_deals_them(ui):
    setup, answers = experienced()
    ui.app.push(StandingsScene(ui.app, setup, answers))
    ui.step()
    assert not ui.has("card0")                           # first the character: keep or draw
    ui.click("keep")
    card = ui.scene.buying[0]
    assert ui.widget("next").label == "Next game" and ui.widget("next").enabled
    ui.click("card0")
    assert ui.scene.chosen == [card] and ui.widget("next").label == "Next game (pay $500)"
    ui.click("card0")                                    # a second click lets it go
    assert ui.scene.chosen == [] and ui.widget("next").label == "Next game"
    ui.click("card0")
    money = ui.scene.break_.money(0)
    ui.click("next")
    ui.until(lambda: len(getattr(ui.scene, "setup", {}).get("series", {}).get("played", [])) == 1, 10,
             "the second game")
    dealt = ui.scene.setup
    assert dealt["seats"][0]["hand"] == [card]
    assert dealt["series"]["played"][0]["money"][0][-1] == ["experience", -500]
    assert sum(a for _, a in dealt["series"]["played"][0]["money"][0]) == money - 500


def test_continue_between_two_games_comes_back_to_the_standings(start_app, storage):
    setup, answers = survived()
    game = deal(setup)
    for seat, action in answers:
        game.apply(seat, action)
    storage.autosave().keep(setup, answers, game.seq)       # as the table left it when the game ended
    ui = start_app()
    ui.click("continue")
    assert isinstance(ui.scene, StandingsScene) and ui.has("keep") and ui.scene.summary["played"] == 4


def test_a_series_game_that_ends_stays_saved_and_the_last_game_does_not(storage):
    from game.core.common.series import Series
    from game.session import series_setup
    from game.ui.client import LocalClient

    from ..test_local_client import finished
    seats = [{"kind": "bot", "name": name, "level": "easy"} for name in ("Ana", "Bruno", "Carmen", "Diego")]
    series = Series.new("cards", 3, 4, games=2)
    for games_left in (True, False):
        setup = series_setup(series, {"game": "cards", "sets": ["base"], "options": {}, "seats": seats})
        client = LocalClient(setup, autosave=storage.autosave())
        messages = finished(client)
        client.close()
        assert messages[-1]["type"] == "finished"
        assert storage.has_autosave() == games_left
        series = record_game(setup, [(s, tuple(a)) for s, a in messages[-1]["answers"]])
        for seat in series.asks:
            series.keep(seat, True)


def test_a_guest_reads_the_series_in_the_lobby_and_keeps_his_character_by_a_click(ui):
    party, series = series_party(*survived())
    try:
        join(ui.app, ui, party)
        assert ui.widget("series0").label == "Tournament: 4 of 5 games played."
        leader = series.standings()[0]
        named = party.host.lobby.names()[leader["seat"]]                # a bot: its name, that it is one, its level
        assert ui.widget("series2").label.startswith(f"1. {named} (bot, Easy): ${leader['score']:,}")
        ui.click("keep")
        ui.until(lambda: not party.host.lobby.series.asks, 10, "the choice at the host")
        assert party.host.lobby.series.next_game["characters"][0] == series.played[-1]["characters"][0]
        ui.until(lambda: not ui.has("keep"), 10, "the buttons gone once chosen")
    finally:
        party.close()


def test_a_guest_picks_cards_in_play_for_his_next_hand_in_the_lobby(ui):
    party, series = series_party(*experienced())
    try:
        join(ui.app, ui, party)
        ui.click("keep")
        ui.until(lambda: ui.has("card0"), 10, "the cards he may keep")
        assert ui.widget("buy").label == "Keep no card in my next hand"
        assert chat_lines(ui) >= 4, "the offer leaves the chat room to talk"     # (it went to one line beside)
        assert not ui.widget("chat").rect.colliderect(ui.widget("buy").rect)
        card = party.host.lobby.series.buyable(0)[0]
        ui.click("card0")
        assert ui.widget("buy").label == "Keep 1 in my next hand for $500"
        ui.click("buy")
        ui.until(lambda: 0 not in party.host.lobby.series.buyers, 10, "the purchase at the host")
        assert party.host.lobby.series.data["next"]["hands"]["0"] == [card]
        assert party.host.lobby.series.played[-1]["money"][0][-1] == ["experience", -500]
        ui.until(lambda: not ui.has("buy"), 10, "the buttons gone once bought")
    finally:
        party.close()


def test_the_money_options_are_offered_only_with_a_series_in_the_setup_and_the_lan_lobby(ui):
    options = ("cash_reward", "experience", "auction")
    ui.click("new_game")
    setup = ui.scene
    assert not any(ui.has(o) for o in options)
    while ui.widget("play").value[0] != "tournament":
        ui.click("play", "midright")
    for option in options:
        ui.click(option)
    assert all(setup.setup(first=False)["options"][o] for o in options)
    while ui.widget("play").value != ("one",):           # back to one game: the options go with the money
        ui.click("play", "midright")
    assert not any(ui.has(o) for o in options) and not set(options) & set(setup.setup(first=False)["options"])
    assert not setup.chooser.refused("cards", 5)
    ui.app.home()
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    try:
        assert not any(ui.has(o) for o in options)
        while ui.widget("play").value[0] != "tournament":
            ui.click("play", "midright")
        for option in options:
            ui.click(option)
        ui.until(lambda: all(lobby.host.lobby.options.get(o) for o in options), 5, "the options on")
        while ui.widget("play").value != ("one",):
            ui.click("play", "midright")
        ui.until(lambda: lobby.host.lobby.series is None, 5, "one game")
        assert not any(ui.has(o) for o in options) and not set(options) & set(lobby.host.lobby.options)
    finally:
        lobby.shutdown()
