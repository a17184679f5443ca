"""Eight players and the card game's house options in the window: the Setup clicked to 8 seats says in one line that
8 players are not in the base rulebook and deals two Renegades with the options ticked; the host's LAN lobby
offers 8 seats and tells everyone the same line; Ley Implacable greys End turn with its reason."""

from game.net.client import Mailbox, NetClient
from game.ui.cards.drawing import status_line
from game.ui.cards.scene import CardTable
from game.ui.i18n import set_language
from game.ui.scenes.launch import start_game
from game.ui.scenes.setup import table_note
from game.ui.widgets import Toggle

from .conftest import chat_lines

NOTE = "8 players: two Renegades, each on his own. Not in the base rulebook."


def test_the_setup_clicked_to_eight_players_with_the_house_options_deals_them(ui):
    ui.click("new_game")
    assert ui.widget("players").value == 5 and not ui.has("table_note")
    for _ in range(3):
        ui.click("players", "midright")
    assert ui.widget("players").value == 8
    assert ui.widget("table_note").label == NOTE
    assert [f"seat{i}" for i in range(8) if ui.has(f"seat{i}")] == [f"seat{i}" for i in range(8)]
    for name, label in (("simplified_deck", "Simplified deck"), ("ley_implacable", "Ley Implacable")):
        assert isinstance(ui.widget(name), Toggle) and ui.widget(name).label == label
        ui.click(name)
    tip = ui.widget("ley_implacable").tip                  # which reading is played, and that the other is not
    assert tip.startswith("Rulebook 004's reading") and "\"Ruthless Law\"" in tip and tip.endswith("is not offered.")
    assert not ui.has("refused") and ui.widget("start").enabled
    ui.click("start")
    table = ui.scene
    assert isinstance(table, CardTable)
    ui.until(lambda: table.view is not None, 30, "the first view")
    rules = table.view["data"]["rules"]
    assert rules["eight_players"] and rules["simplified_deck"] and rules["ley_implacable"]
    assert len(table.view["data"]["table"]["players"]) == 8
    assert ui.scene.client.setup["options"] == {"game_ends_mid_card": False, "simplified_deck": True,
                                                "ley_implacable": True}


def test_the_hosts_lobby_offers_eight_seats_and_says_what_they_change(ui):
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    guest = Mailbox(NetClient("127.0.0.1", lobby.host.port, "Ana"))
    try:
        while ui.widget("players").value < 8:
            ui.click("players", "midright")
        told = guest.until(lambda m: m["type"] == "lobby" and len(m["seats"]) == 8)
        assert told["game"] == "cards" and lobby.host.lobby.game == "cards"
        ui.until(lambda: ui.has("table_note"), 5, "the line under the seats")
        assert ui.widget("table_note").label == NOTE
        px = ui.app.px                  # eight seats' selectors stay readable (they went to 24 px) and the chat too
        fields = [ui.widget(f"{kind}{i}") for i in range(8) for kind in ("seat", "level") if ui.has(f"{kind}{i}")]
        assert len(fields) >= 8 and all(f.rect.height >= px(30) for f in fields)
        assert chat_lines(ui) >= 4
        assert not any(ui.widget("chat").rect.colliderect(f.rect) for f in fields)
    finally:
        guest.client.close()


def test_the_line_is_said_in_spanish_and_only_for_eight_card_players():
    set_language("es")
    try:
        assert table_note("cards", 8) == "8 jugadores: dos Renegados, cada uno por su cuenta. No está en el " \
                                         "reglamento básico."
    finally:
        set_language("en")
    assert table_note("cards", 7) == table_note("dice", 8) == ""


def test_ley_implacable_greys_end_turn_with_its_reason_while_the_sheriff_can_shoot(ui):
    """Seed 2 at eight seats: we are the Sheriff, with a BANG! that reaches our neighbours."""
    seats = [{"kind": "you", "name": "Ana"}] + [{"kind": "bot", "level": "easy", "name": name} for name in
                                                ("Bruno", "Carmen", "Diego", "Elena", "Fede", "Gloria", "Hugo")]
    start_game(ui.app, {"game": "cards", "seed": 2, "sets": ["base"], "seats": seats,
                        "options": {"game_ends_mid_card": False, "simplified_deck": True, "ley_implacable": True}})
    table = ui.scene
    ui.until(lambda: table.decision is not None and not table.director.busy, 30, "the Sheriff's first decision")
    end_turn = ui.widget("end_turn")
    assert not end_turn.enabled
    assert end_turn.reason == "Ley Implacable: while a BANG! of yours reaches someone, you, the Sheriff, must shoot."
    assert status_line(table) == "Your turn: play a card. It cannot end yet: point at End turn to see why."
