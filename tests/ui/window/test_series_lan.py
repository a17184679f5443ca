"""The series' gaps in the window: the host's LAN lobby offers one game, a series or a tournament (and the cash reward
with a series), a hosting window resuming a series' save shows the standings, the standings say who keeps his
character, the lobby's line on the host's choice names the series and its options, and the Setup lists a variant of
the rules under its own heading; the host's Start waits for his own answers between two games."""

import pygame

from game.core.common.series import Series
from game.net.client import Mailbox, NetClient
from game.ui import theme
from game.ui.i18n import set_language
from game.ui.scenes.lobby import LobbyScene
from game.ui.scenes.standings import StandingsScene

from ...net.lan import Party
from .series_shots import experienced, save_hosted
from .series_shots import survivor as survived


def test_the_host_sets_up_a_tournament_with_the_cash_reward_and_a_guest_is_told(ui):
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    guest = Mailbox(NetClient("127.0.0.1", lobby.host.port, "Ana"))
    try:
        assert not ui.has("cash_reward")                  # money exists only in a series
        while ui.widget("play").value[0] != "tournament":
            ui.click("play", "midright")
        ui.click("cash_reward")
        told = guest.until(lambda m: m["type"] == "lobby" and m["series"] is not None
                           and m["options"].get("cash_reward"))
        assert told["series"]["mode"] == "tournament" and told["series"]["games"] == len(told["seats"])
        assert lobby.host.lobby.series.data["games"] == len(told["seats"])
        while ui.widget("play").value != ("one",):         # back to one game: no series, no money
            ui.click("play", "midright")
        guest.until(lambda m: m["type"] == "lobby" and m["series"] is None and "cash_reward" not in m["options"])
        assert lobby.host.lobby.series is None and not ui.has("cash_reward")
    finally:
        guest.client.close()


def test_a_hosting_window_resuming_a_series_shows_its_standings(start_app, storage):
    save_hosted(storage, *survived())                      # a hosted series between two games
    ui = start_app()
    ui.click("continue")
    ui.until(lambda: getattr(ui.scene, "lobby", None) is not None, 5, "the resumed lobby")
    assert ui.scene.host is not None
    ui.until(lambda: ui.has("series0"), 5, "the standings")
    assert ui.widget("series0").label == "Tournament: 4 of 5 games played."
    assert ui.has("series2") and not ui.has("play")       # the standings rows; the series under way keeps its plan
    assert not ui.widget("players").enabled
    host = ui.scene.host
    ui.click("level1", "midright")                         # a bot's level may change between two games
    ui.until(lambda: host.lobby.seats[1].level == "normal", 5, "the bot's new level")
    assert len(host.lobby.series.played) == 4 and host.lobby.options["cash_reward"]
    ui.scene.shutdown()


def test_the_standings_say_who_keeps_his_character_for_the_next_game(ui):
    setup, answers = survived()
    scene = StandingsScene(ui.app, setup, answers)
    ui.app.push(scene)
    ui.step()
    survivors = scene.summary["choices"]
    assert scene.next_character(0) == "Next game: still choosing"
    ui.click("keep")
    assert scene.summary["choices"]["0"] == "keep" and scene.next_character(0).startswith("Next game: keeps ")
    dead = [s for s in range(len(setup["seats"])) if str(s) not in survivors]
    for seat in dead:
        assert scene.next_character(seat) == "Next game: a new character"
    set_language("es")
    try:
        assert scene.next_character(dead[0]) == "Próxima partida: personaje nuevo"
    finally:
        set_language("en")


def test_the_setup_lists_a_variant_under_its_own_heading(ui):
    ui.click("new_game")
    variants = ui.widget("variants_label")
    assert variants.label == "Variants"
    assert ui.widget("expansions_label").rect.y < ui.widget("set.gold_rush").rect.y < variants.rect.y \
        < ui.widget("set.shadow_gunslingers").rect.y
    ui.click("set.shadow_gunslingers")
    assert "shadow_gunslingers" in ui.scene.chooser.sets["cards"]


def test_the_lobbys_chosen_line_names_the_series_and_its_options_for_the_host(ui):
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    try:
        while ui.widget("play").value != ("series", 3, True):
            ui.click("play", "midright")
        ui.click("cash_reward")
        ui.until(lambda: lobby.lobby["options"].get("cash_reward"), 5, "the cash reward dealt")
        assert ui.widget("chosen").label == "3 games, the Sheriff passing on, with Cash reward"
        ui.click("experience")
        ui.until(lambda: lobby.lobby["options"].get("experience"), 5, "the experience dealt")
        ui.app.settings.set("language", "es")
        assert ui.widget("chosen").label == "3 partidas, pasando el Sheriff, con Recompensa en metálico · Experiencia"
    finally:
        ui.app.settings.set("language", "en")
        lobby.shutdown()


def test_a_joiners_lobby_names_the_hosts_tournament_and_its_options(ui):
    party = Party("cards", [("open", "easy")] + [("bot", "easy")] * 3)
    try:
        party.host.configure("cards", {"cash_reward": True, "experience": True},
                             [("open", "easy")] + [("bot", "easy")] * 3, ["base", "gold_rush"],
                             Series.new("cards", 1, 4, mode="tournament", games=8, sets=["base", "gold_rush"]))
        ui.app.push(LobbyScene(ui.app, NetClient("127.0.0.1", party.port, "Ana")))
        ui.until(lambda: ui.has("chosen") and "Tournament" in ui.widget("chosen").label, 5, "the host's choice")
        rows = [w.label for w in ui.top.form.widgets if w.id.startswith("chosen")]
        assert rows == ["Tournament, 8 games, with Gold Rush · Cash reward · Experience"]
        ui.app.settings.set("language", "es")                # longer: two rows, broken between two items
        rows = [w.label for w in ui.top.form.widgets if w.id.startswith("chosen")]
        assert rows == ["Torneo, 8 partidas, con Fiebre del oro · Recompensa en metálico ·", "Experiencia"]
        chosen = ui.widget("chosen")                      # a line longer than its room shrinks into it
        chosen.label += " · Ley Implacable · Mazo simplificado"
        assert theme.render(chosen.label, chosen.role, chosen.px).get_width() > chosen.rect.width
        beyond = pygame.Rect(chosen.rect.right, chosen.rect.y, ui.app.px(30), chosen.rect.height)
        ui.app.draw()
        drawn = ui.app.surface.subsurface(beyond).copy()
        chosen.label = ""
        ui.app.draw()
        assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(ui.app.surface.subsurface(beyond), "RGB")
    finally:
        ui.app.settings.set("language", "en")
        party.close()


def test_the_hosts_start_waits_for_his_own_answers_between_two_games(start_app, storage):
    """A hosted series with the experience option, continued between two games the host survived with cards in
    front of him: Start is off, saying why, until he has said whether he keeps his character and which cards."""
    save_hosted(storage, *experienced())
    ui = start_app()
    ui.click("continue")
    ui.until(lambda: getattr(ui.scene, "lobby", None) is not None and ui.has("keep"), 5, "the host's question")
    lobby = ui.scene
    try:
        start = ui.widget("start")
        assert not start.enabled and start.reason == "Say first whether you keep your character."
        ui.click("start")
        assert len(lobby.host.lobby.series.played) == 1 and lobby.host.lobby.state != "playing"    # changed nothing
        ui.click("keep")
        ui.until(lambda: ui.has("buy"), 5, "the cards he may keep")
        start = ui.widget("start")
        assert not start.enabled and start.reason == "Say first which cards you keep for your next hand (or none)."
        ui.app.settings.set("language", "es")
        assert ui.widget("start").reason == "Di antes qué cartas conservas para tu próxima mano (o ninguna)."
        ui.app.settings.set("language", "en")
        ui.click("buy")                                   # none
        ui.until(lambda: not ui.has("buy"), 5, "his answer taken")
        assert ui.widget("start").enabled
    finally:
        ui.app.settings.set("language", "en")
        lobby.shutdown()
