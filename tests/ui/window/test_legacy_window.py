"""Legacy of the Wild West in the window, clicked like a person: switching the module on makes the dice game a
series (off again, one game), and between games the standings ask the surviving Sheriff whom he names (the bonus
life said, the next game dealt with it) and an eliminated player which character he picks."""

from game.core.common.series import Series
from game.session import deal
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.standings import StandingsScene

from .legacy_shots import LEGACY, join, legacy, legacy_party
from .test_setup_expansions import started  # noqa: F401  (the fixture)


def test_the_module_switched_on_makes_the_dice_game_a_series_and_starts_one(ui, started):  # noqa: F811
    ui.click("new_game")
    ui.click("game", "midright")                                      # the dice game, five players
    assert ui.widget("play").value == ("one",)
    ui.click(f"set.{LEGACY}")
    assert ui.widget("play").value == ("series", 3, False) and not ui.has("refused")
    ui.click(f"set.{LEGACY}")                                         # off again: one game
    assert ui.widget("play").value == ("one",)
    ui.click(f"set.{LEGACY}")
    ui.click("start")
    [setup] = started
    series = Series.from_json(setup["series"])
    assert setup["sets"] == ["base", LEGACY] and series.data["game"] == "dice" and series.data["games"] == 3
    assert [s["role"] for s in setup["seats"]].count("sheriff") == 1


def until_next_game(ui):
    ui.until(lambda: len(getattr(ui.scene, "setup", {}).get("series", {}).get("played", [])) == 1, 10,
             "the second game")
    return ui.scene.setup


def test_the_surviving_sheriff_names_another_and_starts_the_next_game_with_the_extra_life(ui):
    ui.app.push(StandingsScene(ui.app, *legacy("names")))
    ui.step()
    assert not ui.widget("next").enabled and not ui.has("keep")      # first the naming
    assert ui.widget("name").label == "Name Lucía Sheriff"
    ui.click("sheriff", "midright")
    assert ui.widget("name").label == "Name Ana Sheriff"
    ui.click("name")
    assert ui.scene.summary["bonus"] == {"0": 1} and ui.scene.summary["sheriff_next"] == 1
    assert not ui.widget("next").enabled and ui.has("keep")          # then, a survivor, keep or draw
    ui.click("keep")
    ui.click("next")
    setup = until_next_game(ui)
    assert setup["seats"][1]["role"] == "sheriff" and setup["seats"][0]["extra_life"] == 1


def test_an_eliminated_player_picks_his_next_character_among_those_nobody_played(ui):
    ui.app.push(StandingsScene(ui.app, *legacy("picks")))
    ui.step()
    offered = ui.scene.picking
    last = ui.scene.summary["last"]["characters"]
    assert offered and not set(offered) & set(last) and not ui.widget("next").enabled
    ui.click("character", "midright")
    ui.click("pick")
    assert ui.widget("next").enabled and not ui.has("pick")
    ui.click("next")
    setup = until_next_game(ui)
    assert setup["seats"][0]["character"] == offered[1]


def test_a_guest_who_survived_as_sheriff_names_another_from_the_lan_lobby(ui):
    party = legacy_party(*legacy("names"))
    try:
        join(ui.app, ui, party, "name")
        assert ui.has("asked0") and not ui.has("keep")               # first the naming, then keep or draw
        ui.click("sheriff", "midright")
        ui.click("name")
        ui.until(lambda: not party.host.lobby.series.namers, 10, "the naming on the host")
        series = party.host.lobby.series
        assert series.sheriff_next() == 1 and series.data["bonus"] == {"0": 1}
        ui.until(lambda: ui.has("keep"), 10, "the survivor's keep")
    finally:
        ui.app.home()
        party.close()


def test_the_dice_game_over_hands_over_to_the_standings_and_continue_comes_back_to_the_naming(start_app, storage):
    setup, answers = legacy("names")
    game = deal(setup)
    events = [e.visible_to(0) for e in game.take_events()]
    for seat, action in answers:
        events += [e.visible_to(0) for e in game.apply(seat, action)]
    storage.autosave().keep(setup, answers, game.seq)               # as the table left it when the game ended
    ui = start_app()
    ui.app.push(GameOverScene(ui.app, setup, 0, events, game.view(0).data, answers))
    ui.step()
    ui.click("again")                                                 # "Standings"
    assert isinstance(ui.scene, StandingsScene) and ui.has("name")
    ui.app.home()
    ui.click("continue")
    assert isinstance(ui.scene, StandingsScene) and ui.has("name") and ui.scene.summary["namers"] == [0]


def test_a_hosts_lobby_switching_the_module_on_plays_a_dice_series(ui):
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    ui.click("game", "midright")                                      # the dice game
    assert lobby.host.lobby.series is None
    ui.click(f"set.{LEGACY}")
    assert ui.widget("play").value == ("series", 3, False) and not ui.has("refused")
    ui.until(lambda: lobby.host.lobby.series is not None, 5, "the host's series")
    assert lobby.host.lobby.series.data["game"] == "dice" and lobby.host.lobby.sets == ["base", LEGACY]
    ui.click(f"set.{LEGACY}")                                         # off again: one game
    ui.until(lambda: lobby.host.lobby.series is None, 5, "one game again")
    lobby.shutdown()


def test_the_game_over_says_a_ghost_renegade_won_as_an_outlaw_as_the_series_records_him(ui):
    """Old Saloon's Renegade Ghost at five wins with the Outlaws: the game over reads "Renegade, as Outlaw" for
    him, the words the standings make of the series' record (its played_as), and the others' roles plainly."""
    from game.core.dice.undead_or_alive.legacy.rules import result
    from game.ui.scenes.standings import role_words
    from tests.dice.undead_or_alive.legacy.test_legacy import ghost_renegade_wins
    names = ("ana", "bea", "cid", "dan", "eve")
    game, raw = ghost_renegade_wins()
    recorded = result(game, raw)
    setup = {"game": "dice", "seed": 11, "sets": list(game.box.modules), "options": {},
             "seats": [{"kind": "you", "name": names[0]}] + [{"kind": "bot", "level": "easy", "name": n}
                                                             for n in names[1:]]}
    ui.app.push(GameOverScene(ui.app, setup, 0, [e.visible_to(0) for e in raw], game.view(0).data, []))
    ui.step()
    said = ui.scene.role_words
    assert said[3] == "Renegade, as Outlaw" == role_words(recorded.roles[3], recorded.role_played(3))
    assert said[:3] + said[4:] == ["Sheriff", "Outlaw", "Outlaw", "Deputy"]
