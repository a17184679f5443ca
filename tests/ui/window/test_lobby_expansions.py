"""The window's LAN lobby and the expansions: the host switches them on and sets their options there as in the
Setup (a refused combination said on screen, Start waiting, the lobby dealing the base game meanwhile), a joiner's
lobby reads the host's choice in its own words, and a host's choice it cannot read or a set it lacks is said so."""

from game.core.dice import modules as dice_modules
from game.net.client import Mailbox, NetClient
from game.ui.i18n import set_language
from game.ui.scenes.lobby import LobbyScene
from game.ui.scenes.setup import chosen_words, unknown_sets

from ...madeup import register_madeup, saloon_modules
from ...net.lan import Party
from ..window.test_setup_expansions import _wheel
from .test_lan import lobby_fits


def test_the_host_switches_expansions_on_in_its_lobby_and_a_guest_is_told(ui):
    register_madeup()
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    guest = Mailbox(NetClient("127.0.0.1", lobby.host.port, "Ana"))
    try:
        assert guest.of("lobby")["sets"] == ["base"]
        ui.click("game", "midright")                                  # the dice game
        ui.until(lambda: lobby.lobby["game"] == "dice" and ui.has("set.frontier.ghosts"), 5, "the dice game")
        ui.click("set.frontier.ghosts")
        assert ui.widget("refused").label == "Frontier Ghosts needs Frontier Gold: switch it on too."
        assert not ui.widget("start").enabled
        assert lobby.host.lobby.sets == ["base"], "a refused choice is not dealt"
        ui.click("set.frontier.gold")
        ui.click("frontier_gold_to_win", "midright")
        told = guest.until(lambda m: m["type"] == "lobby" and m["options"] == {"frontier_gold_to_win": 9})
        assert told["game"] == "dice" and told["sets"] == ["base", "frontier.gold", "frontier.ghosts"]
        assert not ui.has("refused")
    finally:
        guest.client.close()


def test_a_joiners_lobby_shows_the_hosts_expansions_and_options_in_its_words(ui):
    register_madeup()
    party = Party("cards", [("open", "easy")] + [("bot", "easy")] * 3, sets=["base", "boomtown"],
                  options={"boomtown_bounty": "none", "boomtown_relief": True})
    try:
        lobby = LobbyScene(ui.app, NetClient("127.0.0.1", party.port, "Ana"))
        ui.app.push(lobby)
        ui.until(lambda: ui.has("chosen"), 5, "the host's choice")
        assert ui.widget("chosen").label == "Playing with Boomtown · Bounty hunting: None"
        assert not ui.has("set.boomtown"), "only the host chooses"
        ui.app.settings.set("language", "es")
        assert ui.widget("chosen").label == "Se juega con Pueblo en auge · Cazarrecompensas: Nada"
    finally:
        ui.app.settings.set("language", "en")
        party.close()


def test_a_set_the_joiner_lacks_or_a_choice_it_cannot_read_is_said_so():
    set_language("en")
    assert unknown_sets("cards", ["base", "high_noon"]) == ["high_noon"]
    assert chosen_words("cards", ["base", "high_noon"], {}) == "high_noon (not in this program)"
    assert unknown_sets("cards", "base") == ["base"] and unknown_sets("poker", ["base"]) == ["['base']"]
    unreadable = "The expansions or their options are unreadable."
    assert chosen_words("cards", [1, 2], {}) == chosen_words("cards", ["base"], []) == unreadable
    register_madeup()                    # an option's value that is none of its values: said, where drawing it raised
    for value in (["per_point"], {"x": 1}, 3, "every_other_tuesday"):
        assert chosen_words("cards", ["base", "boomtown"], {"boomtown_bounty": value}) == unreadable, value
    assert chosen_words("cards", ["base"], {"game_ends_mid_card": False}) == ""        # the base game as it comes


def test_the_lobby_with_expansions_fits_at_both_sizes(start_app):
    register_madeup()
    for size in ((1280, 720), (1920, 1080)):
        lobby_fits(start_app(size))


def test_many_expansions_scroll_in_the_hosts_lobby_beside_the_chat(ui, monkeypatch):
    """Eight modules with options: the host's list scrolls in its own panel, the chat keeps several lines under the
    seats, and the last module is reached by the wheel and switched on for the guests."""
    monkeypatch.setattr(dice_modules.MODULES, "registered", {"base": dice_modules.dice_module("base"),
                                                      **{m.name: m for m in saloon_modules(8)}})
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    ui.click("game", "midright")
    ui.until(lambda: lobby.lobby["game"] == "dice" and ui.has("set.saloon.8"), 5, "the dice game")
    box, chat = ui.widget("chooser"), ui.widget("chat")
    assert box.content_height > box.rect.height and not chat.rect.colliderect(box.rect)
    assert chat.rect.height >= ui.app.px(120)                         # several lines of chat
    assert not box.shows(ui.widget("set.saloon.8"))
    _wheel(ui, box.rect.center, -20)
    ui.click("set.saloon.8")
    ui.until(lambda: lobby.host.lobby.sets == ["base", "saloon.8"], 5, "the module dealt")


def test_a_host_sees_the_dice_modules_at_a_glance_and_a_guest_reads_his_choice(start_app):
    """At 1280x720 the host's dice modules have a panel of their own beside the seats: six or more whole in sight
    before any scrolling, the chat under the seats; a module clicked on reaches a guest's lobby line, and a refusal
    is said in words under the panels, covering nothing."""
    ui = start_app((1280, 720))
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    ui.click("game", "midright")
    ui.until(lambda: lobby.lobby["game"] == "dice", 5, "the dice game")
    box, chat = ui.widget("chooser"), ui.widget("chat")
    toggles = [w for w in lobby.form.widgets if w.id.startswith("set.")]
    assert box.offset == 0 and len(toggles) >= 11 and sum(box.rect.contains(w.rect) for w in toggles) >= 6
    assert not chat.rect.colliderect(box.rect) and chat.rect.height >= ui.app.px(100)
    assert all(ui.app.rect.contains(ui.widget(id).rect) for id in ("chat_text", "turn_limit", "start", "back"))
    ui.click("set.old_saloon.ghost")
    ui.click("set.undead_or_alive.boneyard")                     # the sixth, in sight: no wheel needed
    assert box.offset == 0
    ui.until(lambda: lobby.lobby["sets"] == ["base", "old_saloon.ghost", "undead_or_alive.boneyard"], 5, "dealt")
    ui.app.push(LobbyScene(ui.app, NetClient("127.0.0.1", lobby.host.port, "Ana")))
    ui.until(lambda: ui.has("chosen"), 5, "the host's choice in the guest's lobby")
    line = " ".join(w.label for w in ui.top.form.widgets if w.id.startswith("chosen"))
    assert line == "Playing with The Ghost · The Boneyard and the zombies"
    ui.click("back")                                             # the guest leaves: the host's lobby again
    assert ui.scene is lobby
    for players in (4, 3):                                       # down to 3 players: the Ghost is for 5 to 8
        ui.click("players", "midleft")                           # each click answered by the host before the next
        ui.until(lambda n=players: len(lobby.lobby["seats"]) == n, 5, f"{players} seats")
    refused = ui.widget("refused")
    assert refused.label == "The Ghost is for 5 to 8 players, not 3." and ui.app.rect.contains(refused.rect)
    controls = [w for w in lobby.form.widgets if w.control and w.id != "chooser"]
    assert not [w.id for w in controls if refused.rect.colliderect(w.viewport.rect if w.viewport else w.rect)]
    assert not ui.widget("start").enabled
