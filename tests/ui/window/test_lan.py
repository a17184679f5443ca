"""The window's own LAN path, headless: hosting from the title (the lobby, a remote player joining, the host
watching the game through the table, back to the lobby after it; handing a silent guest to a bot from the players
overlay), and joining a host found by discovery (taking a seat, ready, playing it by clicks to the end), with the
tokens kept on disk for a window started again."""

import json
import time

import pygame
import pytest

from game.net.autoplay import AutoPlayer, first_option_until
from game.net.client import Mailbox, NetClient
from game.storage import AutosaveFile
from game.ui.cards.scene import CardTable
from game.ui.lan import TokenFile, parse_address
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.lan_seats import LanSeats
from game.ui.scenes.lobby import LobbyScene
from game.ui.scenes.title import TitleScene

from ...net.lan import Party
from ..table.driving import play_by_clicks


def test_hosting_from_the_title_a_remote_player_joins_and_the_game_plays_through_the_table(ui):
    ui.click("host")
    lobby = ui.scene
    assert isinstance(lobby, LobbyScene) and lobby.host is not None
    ui.until(lambda: lobby.lobby is not None and lobby.lobby["seats"][0]["you"], 5, "the host's own seat")
    bots = [seat["seat"] for seat in lobby.lobby["seats"] if seat["kind"] == "bot"]
    assert bots and [ui.widget(f"who{i}").label for i in bots] == [lobby.host.lobby.names()[i] for i in bots]
    ui.click("seat0", "midright")                      # the host's seat to a bot: this window watches
    ui.until(lambda: lobby.lobby["seats"][0]["kind"] == "bot", 5, "the seat to change")
    guest = AutoPlayer(NetClient("127.0.0.1", lobby.host.port, "Remote"), seat=1)
    try:
        ui.until(lambda: lobby.lobby["can_start"], 10, "the guest to be ready")
        ui.click("start")
        ui.until(lambda: isinstance(ui.scene, CardTable), 10, "the table")
        assert ui.scene.watching
        ui.until(lambda: isinstance(ui.scene, GameOverScene), 60, "the end of the game")
        assert not ui.widget("replay").enabled
        assert guest.finished.wait(10)
        ui.click("again")
        ui.until(lambda: isinstance(ui.scene, LobbyScene), 5, "the lobby again")
        ui.until(lambda: lobby.lobby["state"] == "lobby", 5, "the lobby's state")
    finally:
        guest.stop()
        guest.client.close()
    ui.click("back")
    assert isinstance(ui.scene, TitleScene)


def test_the_host_hands_a_silent_guest_to_a_bot_from_the_players_overlay(ui):
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None and lobby.lobby["seats"][0]["you"], 5, "the host's own seat")
    guest = Mailbox(NetClient("127.0.0.1", lobby.host.port, "Silent"))
    try:
        guest.of("welcome")
        guest.client.take_seat(1)
        guest.of("seated")
        guest.client.ready(True)
        ui.until(lambda: lobby.lobby["can_start"], 10, "the guest to be ready")
        ui.click("start")
        ui.until(lambda: isinstance(ui.scene, CardTable), 10, "the table")
        ui.click("menu")
        ui.click("players")
        assert isinstance(ui.scene, LanSeats) and not ui.has("bot0")     # the host's own seat is not offered
        ui.click("bot1")
        assert isinstance(ui.scene, CardTable)
        assert guest.until(lambda m: m["type"] == "notice" and m["what"] == "stand_in")["seat"] == 1
        assert lobby.host.lobby.seats[1].stand_in
    finally:
        guest.client.close()


def test_a_lobby_sent_before_the_hosts_click_and_read_after_it_undoes_nothing(ui):
    """A guest coming or going sends the host's window a lobby; read after the host's next click, it is older than
    the click. The window keeps the choice (the host holds it from the click on) and a second click goes on from it,
    as a player clicking twice means: the players from 5 to 7, a bot from Normal to Hard, then round to Easy."""
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None and lobby.lobby["seats"][0]["you"], 5, "the host's own seat")
    before = lobby.lobby
    assert len(before["seats"]) == 5 and before["seats"][2]["kind"] == "bot" and before["seats"][2]["level"] == "normal"
    for id in ("players", "level2"):
        ui.click(id, "midright")
        lobby.inbox.append(before)                     # the lobby of before the click, read after it
        ui.step()
        ui.click(id, "midright")
    dealt = lobby.host.lobby.seats
    assert (len(dealt), dealt[2].level) == (7, "easy"), "a second click went on from the older lobby"
    ui.until(lambda: len(lobby.lobby["seats"]) == 7 and lobby.lobby["seats"][2]["level"] == "easy", 5, "the echo")
    assert ui.widget("players").value == 7 and ui.widget("level2").value == "easy"


@pytest.fixture
def party():
    party = Party("cards", [("open", "easy"), ("open", "easy"), ("bot", "easy"), ("bot", "easy")], seed=31)
    yield party
    party.close()


def test_joining_a_host_found_by_discovery_and_playing_the_seat_by_clicks(ui, party, storage):
    from game.net.discovery import LocalDiscovery
    party.host.discovery = LocalDiscovery()
    party.host._advert = None
    party.host._call(party.host._advertise)
    party.player("Remote", 1)
    ui.click("join")
    join = ui.scene
    assert isinstance(join, JoinScene)
    ui.until(lambda: ui.has("hosts"), 5, "the host in the list")
    rect = ui.widget("hosts").rect
    ui.click_at((rect.x + ui.app.px(40), rect.y + ui.app.px(12)))
    lobby = ui.scene
    assert isinstance(lobby, LobbyScene) and lobby.host is None
    ui.until(lambda: ui.has("take0"), 5, "the open seat")
    bots = [ui.widget(f"who{i}").label for i in (2, 3)]
    assert bots == [f"{name} (bot, Easy)" for name in party.host.lobby.names()[2:]], bots   # not "Seat 3"
    ui.click("take0")
    ui.until(lambda: lobby.mine() is not None, 5, "the seat")
    ui.click("ready")
    party.wait_lobby(2)
    assert json.loads((storage.data / "lan-tokens.json").read_text())[party.host.lobby.game_id]
    party.host.start_game(31)
    ui.until(lambda: isinstance(ui.scene, CardTable), 10, "the table")
    assert not ui.scene.watching and ui.scene.seat == 0
    assert [f"{name} (bot, Easy)" for name in ui.scene.names[2:]] == bots      # the names they play under
    assert not ui.has("hint") and not ui.has("take_back"), "no coach in a LAN game (a guest's window)"
    play_by_clicks(ui, 31, seconds=60)
    ui.click("again")
    assert ui.scene is lobby


def test_an_address_nobody_answers_at_brings_the_join_scene_back(ui):
    import socket
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]                 # a port nothing listens on
    ui.click("join")
    ui.click("address")
    ui.type(f"127.0.0.1:{port}")
    ui.click("join")
    ui.until(lambda: isinstance(ui.scene, JoinScene) and ui.app.toasts, 10, "the way back to Join")


def test_a_restarted_window_finds_its_token_on_disk(storage):
    tokens = TokenFile(storage)
    assert tokens.get("g1") is None
    tokens.put("g1", "abc")
    tokens.put("g2", "def")
    tokens.drop("g2")
    assert TokenFile(storage).get("g1") == "abc" and TokenFile(storage).get("g2") is None


def test_typed_addresses():
    assert parse_address(" 192.168.1.20:47474 ") == ("192.168.1.20", 47474)
    assert parse_address("myhost") == ("myhost", 47474)
    assert parse_address("a:b") is None and parse_address(":1") is None and parse_address("h:70000") is None


def test_the_lobby_at_both_sizes(start_app):
    for size in ((1280, 720), (1920, 1080)):
        lobby_fits(start_app(size))


def lobby_fits(ui) -> None:
    """A host's lobby with a guest seated and a chat line: every widget inside the window."""
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    guest = NetClient("127.0.0.1", lobby.host.port, "Ana")
    try:
        ui.until(lambda: lobby.lobby["spectators"] >= 1, 5, "the guest")
        guest.take_seat(1)
        guest.chat("Hola, ¿jugamos?")
        ui.until(lambda: lobby.chat and lobby.lobby["seats"][1]["taken"], 5, "the guest's seat and chat")
        ui.step(3)
        for widget in lobby.form.widgets:           # one in a scrolling box is drawn cut to it: the box must fit
            shown = widget.viewport or widget
            assert ui.app.rect.contains(shown.rect), widget.id
    finally:
        guest.close()


def test_continue_reopens_a_lan_games_lobby_and_its_players_come_back(ui, storage):
    party = Party("cards", [("open", "easy"), ("open", "easy"), ("bot", "easy"), ("bot", "easy")], seed=5)
    players = [party.player(f"P{i}", i, first_option_until(5)) for i in range(2)]
    tokens = [player.client.tokens for player in players]
    try:
        party.wait_lobby(2)
        party.host.start_game(5)
        deadline = time.monotonic() + 10
        while not any(m["type"] == "view" and m["view"]["version"] >= 5 for p in players for m in list(p.seen)):
            assert time.monotonic() < deadline
            time.sleep(0.005)
    finally:
        party.close()
    record = party.save()
    AutosaveFile(storage.autosave_path).keep(record["setup"], record["answers"], record["seq"])
    ui.click("settings")
    ui.click("close")                                  # the title looks for the autosave again
    ui.click("continue")
    lobby = ui.scene
    assert isinstance(lobby, LobbyScene) and lobby.host is not None
    ui.until(lambda: lobby.lobby is not None and lobby.lobby["resumed"], 5, "the resumed lobby")
    assert [s["reserved"] for s in lobby.lobby["seats"]] == [True, True, False, False]
    back = [AutoPlayer(NetClient("127.0.0.1", lobby.host.port, f"P{i}", tokens=tokens[i])) for i in range(2)]
    try:
        ui.until(lambda: lobby.lobby["can_start"], 10, "the players back in their seats")
        ui.click("start")
        # the seats are all bots and players that answer at once: the table may reach its end within one frame
        ui.until(lambda: isinstance(ui.scene, (CardTable, GameOverScene)), 10, "the table")
        ui.until(lambda: isinstance(ui.scene, GameOverScene), 60, "the end of the continued game")
        assert ui.scene.winners and ui.scene.events[-1]["kind"] == "game_over"
    finally:
        for player in back:
            player.stop()
            player.client.close()


def test_the_host_chooses_the_turn_limit_in_its_lobby_and_a_guest_reads_it(ui):
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    assert lobby.lobby["turn_limit"] == ui.app.settings["lan_turn_limit"] == 90
    guest = Mailbox(NetClient("127.0.0.1", lobby.host.port, "Ana"))
    try:
        assert guest.of("lobby")["turn_limit"] == 90
        ui.click("turn_limit", "midright")
        assert ui.app.settings["lan_turn_limit"] == 120               # kept for the next time this window hosts
        assert guest.until(lambda m: m["type"] == "lobby" and m["turn_limit"] != 90)["turn_limit"] == 120
        ui.until(lambda: lobby.lobby["turn_limit"] == 120, 5, "the host's lobby")
        ui.click("turn_limit", "midleft")
        ui.click("turn_limit", "midleft")
        ui.click("turn_limit", "midleft")
        assert ui.app.settings["lan_turn_limit"] == 30 and "30" in ui.widget("turn_limit").choices[1].label
    finally:
        guest.client.close()


def test_the_table_counts_down_a_decisions_last_seconds_and_a_bot_makes_it_when_time_is_up(ui):
    from game.ui.dice.scene import DiceTable
    from game.ui.i18n import t
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None and lobby.lobby["seats"][0]["you"], 5, "the host's own seat")
    ui.click("game", "midright")                       # the dice game: three seats, the host's, open, a bot
    ui.until(lambda: lobby.lobby["game"] == "dice", 5, "the dice game")
    lobby.host.set_turn_limit(3)
    guest = AutoPlayer(NetClient("127.0.0.1", lobby.host.port, "Remote"), seat=1)
    try:
        ui.until(lambda: lobby.lobby["can_start"], 10, "the guest to be ready")
        ui.click("start")
        ui.until(lambda: isinstance(ui.scene, DiceTable), 10, "the table")
        table = ui.scene
        assert not ui.has("hint") and not ui.has("take_back"), "no coach in a LAN game (the host's own seat)"
        ui.until(lambda: table.countdown.seat == table.seat and table.countdown.left() is not None, 30,
                 "the countdown of the host's own decision")
        asked = table.countdown.version
        blank = pygame.Surface(ui.app.size, pygame.SRCALPHA)          # see-through: what is drawn shows
        table.countdown.draw(blank, table)
        box = pygame.Rect(0, 0, ui.app.px(180), ui.app.px(40))
        box.topright = (ui.app.size[0] - ui.app.px(120), ui.app.px(12))         # beside the Menu button
        drawn = blank.get_bounding_rect()
        assert drawn.width > 0 and box.contains(drawn) and not drawn.colliderect(ui.widget("menu").rect)
        told = t("lan.notice.timed_out", name=table.names[table.seat])
        ui.until(lambda: told in lobby.chat, 10, "the bot making the decision")
        ui.until(lambda: table.countdown.version != asked or table.countdown.seat is None, 10, "the clock to stop")
        assert lobby.lobby["seats"][0]["you"] and not lobby.host.lobby.seats[0].stand_in
    finally:
        guest.stop()
        guest.client.close()
