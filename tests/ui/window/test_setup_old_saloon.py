"""Old Saloon in the window's Setup and LAN lobby (issue 41): the Ghost under five players is refused in the
window's words (both languages) with Start waiting, and the game starts once the table is large enough, dealing
every module; a host's lobby refuses it the same way and deals nothing meanwhile."""

from game.net.client import Mailbox, NetClient
from game.session import deal

from .test_setup_expansions import started  # noqa: F401  (the fixture)

GHOST = "old_saloon.ghost"
MODULES = ["old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.roles", "old_saloon.characters", GHOST]


def test_the_ghost_under_five_players_is_refused_in_words_and_every_module_starts_at_five(ui, started):  # noqa: F811
    ui.click("new_game")
    ui.click("game", "midright")                                      # the dice game, five players
    ui.click("players", "midleft")                                    # four
    for name in MODULES:
        ui.click(f"set.{name}")
    assert ui.widget("refused").label == "The Ghost is for 5 to 8 players, not 4."
    assert not ui.widget("start").enabled
    ui.app.settings.set("language", "es")
    assert ui.widget("refused").label == "El Fantasma es para 5 a 8 jugadores, no 4."
    ui.app.settings.set("language", "en")
    ui.click("players", "midright")                                   # five
    assert not ui.has("refused") and ui.widget("start").enabled
    ui.click("start")
    [setup] = started
    assert setup["sets"][0] == "base" and sorted(setup["sets"][1:]) == sorted(MODULES) and len(setup["seats"]) == 5
    assert deal(setup).rules()["modules"] == setup["sets"]


def test_a_hosts_lobby_refuses_the_ghost_under_five_and_deals_nothing_meanwhile(ui):
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    guest = Mailbox(NetClient("127.0.0.1", lobby.host.port, "Ana"))
    try:
        guest.of("lobby")
        ui.click("game", "midright")                                  # the dice game
        ui.until(lambda: lobby.lobby["game"] == "dice" and ui.has(f"set.{GHOST}"), 5, "the dice game")
        ui.click("players", "midleft")
        ui.click(f"set.{GHOST}")
        assert ui.widget("refused").label == "The Ghost is for 5 to 8 players, not 4."
        assert not ui.widget("start").enabled and lobby.host.lobby.sets == ["base"]
        ui.click("players", "midright")
        told = guest.until(lambda m: m["type"] == "lobby" and m["sets"] == ["base", GHOST])
        assert told["game"] == "dice" and len(told["seats"]) == 5
    finally:
        guest.client.close()
