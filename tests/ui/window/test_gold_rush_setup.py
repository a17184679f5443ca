"""Gold Rush in the setups (issue 40): its checkbox in the Setup scene deals a game with it, the autosave keeps it
and Continue resumes that game with the shop, the nuggets and the equipment as they were; a LAN joiner's window is
told the host plays it, and a window whose program lacks it is told why it cannot join."""

from game.core.cards.sets import card_set
from game.net.client import Mailbox, NetClient
from game.session import parse_autosave
from game.ui.cards.scene import CardTable
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.lobby import LobbyScene
from game.ui.widgets import Toggle

from ...net.lan import Party
from ...net.test_gold_rush import hello_without, lacking_gold_rush
from .conftest import close, saved_at

SETS = ["base", "gold_rush"]


def piles(view: dict) -> tuple:
    """What Gold Rush lays on the table as a view shows it: the table's piles, each player's."""
    table = view["data"]["table"]
    return table["piles"], [p["piles"] for p in table["players"]]


def test_the_gold_rush_checkbox_deals_it_and_continue_resumes_it_as_it_was(start_app):
    ui = start_app()
    ui.click("new_game")
    assert isinstance(ui.widget("set.gold_rush"), Toggle) and ui.widget("set.gold_rush").label == "Gold Rush"
    ui.click("set.gold_rush")
    ui.click("start")
    table = ui.scene
    assert isinstance(table, CardTable)

    def ours_saved() -> bool:               # a decision waiting on us (not one the table answered itself), saved
        return table.decision is not None and not table.director.busy \
            and saved_at(ui.app.storage) == table.view["version"]
    ui.until(ours_saved, 30, "a decision of ours, saved")
    for _ in range(40):                     # on, answering as a hurried person, until someone holds nuggets
        if any(p["gold"] for p in piles(table.view)[1]):
            break
        version = table.view["version"]
        ui.click(next(id for id in ("end_turn", "answer0", "pick0", "hand0") if ui.has(id) and ui.widget(id).enabled))
        if ui.has("yes"):                   # the table asks before ending a turn with cards over the limit
            ui.click("yes")
        ui.until(lambda before=version: table.view["version"] != before and ours_saved(), 30, "our next, saved")
    seen = table.view
    assert any(p["gold"] for p in piles(seen)[1]), "nuggets were earned"
    record = parse_autosave(ui.app.storage.read_autosave())
    assert record["setup"]["sets"] == SETS, "the autosave keeps the sets"
    shop, players = piles(seen)
    assert len(shop["shop"]) == 3 and all("gold" in p and "equipment" in p for p in players)
    close(ui.app)

    ui = start_app()
    ui.click("continue")
    resumed = ui.scene
    assert isinstance(resumed, CardTable)
    ui.until(lambda: resumed.view is not None and resumed.view["version"] == seen["version"], 30, "the resumed view")
    assert resumed.view["data"]["rules"]["sets"] == SETS
    assert piles(resumed.view) == piles(seen), "the shop, the nuggets and the equipment as they were"
    assert resumed.view["decision"] == seen["decision"]


def test_the_hosts_lobby_switches_gold_rush_on_for_its_guests(ui):
    ui.click("host")
    lobby = ui.scene
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    guest = Mailbox(NetClient("127.0.0.1", lobby.host.port, "Ana"))
    try:
        assert guest.of("lobby")["sets"] == ["base"]
        assert isinstance(ui.widget("set.gold_rush"), Toggle)
        ui.click("set.gold_rush")
        told = guest.until(lambda m: m["type"] == "lobby" and m["sets"] == SETS)
        assert told["game"] == "cards" and lobby.host.lobby.sets == SETS
    finally:
        guest.client.close()


def test_a_joiners_window_reads_that_the_host_plays_gold_rush(ui):
    party = Party("cards", [("open", "easy")] + [("bot", "easy")] * 3, sets=SETS)
    try:
        ui.app.push(LobbyScene(ui.app, NetClient("127.0.0.1", party.port, "Ana")))
        ui.until(lambda: ui.has("chosen"), 5, "the host's choice")
        assert ui.widget("chosen").label == "Playing with Gold Rush"
        ui.app.settings.set("language", "es")
        assert ui.widget("chosen").label == "Se juega con Fiebre del oro"
    finally:
        ui.app.settings.set("language", "en")
        party.close()


def test_a_window_whose_program_lacks_gold_rush_is_told_it_cannot_join(ui):
    party = Party("cards", [("open", "easy")] + [("bot", "easy")] * 3, sets=SETS)
    try:
        client = NetClient("127.0.0.1", party.port, "Ana", hello=hello_without("Ana", lacking_gold_rush()))
        ui.app.push(LobbyScene(ui.app, client))
        ui.until(lambda: isinstance(ui.scene, Dialog), 5, "the host's goodbye")
        assert f"Gold Rush (version {card_set('gold_rush').version})" in ui.scene.message \
            and "does not have" in ui.scene.message
    finally:
        party.close()
