"""Shadow Gunslingers on the LAN: a game with the variant (and Gold Rush) switched on plays to its end with the host's
bots and remote people; every client sees the shadows come back and leave (their `status` events, their plates'
statuses in each view) and nothing secret (test_leaks' checks)."""

import time

from game.core.cards.shadow_gunslingers import NAME

from .lan import Party, RemoteBot, truth
from .test_leaks import check_received

SETS = ["base", "gold_rush", NAME]


def test_a_lan_game_with_shadows_ends_consistent_and_every_client_sees_the_shadows():
    seed = 612_000_023      # a game in which shadows come back and leave before it ends
    party = Party("cards", [("open", "easy")] * 2 + [("bot", "easy")] * 5, seed=seed, sets=SETS)
    players = [party.player(f"P{i}", i, RemoteBot("cards", "easy", seed + i)) for i in range(2)]
    watchers = [party.player("W", None)]
    try:
        party.wait_lobby(2)
        deadline = time.monotonic() + 10
        while sum(link.greeted for link in list(party.host.links.values())) < 3:
            assert time.monotonic() < deadline
            time.sleep(0.005)
        party.host.start_game()
        for player in players + watchers:
            assert player.finished.wait(60), f"{player.client.name} never saw the end: {player.seen[-3:]}"
        record = party.host.last_game
        assert record["setup"]["sets"] == SETS
        events, game, views = truth(record)
        assert game.pending is None, "the game was played to its end"
        tokens = {p["token"] for p in record["setup"]["lan"]["seats"] if p["token"]}
        for player in players + watchers:
            start = next(m for m in player.seen if m["type"] == "start")
            check_received(player.seen, start["seat"], record, events, views, tokens)
            told = [m["event"]["status"] for m in player.seen
                    if m["type"] == "event" and m["event"]["kind"] == "status"]
            assert "shadow" in told and any(s.startswith("shadow_turn") for s in told), told
            shown = {p["status"] for m in player.seen if m["type"] == "view"
                     for p in m["view"]["data"]["table"]["players"]}
            assert "shadow" in shown
            assert any(m["type"] == "event" and m["event"]["kind"] == "move" and m["event"]["why"] == "shadow_leaves"
                       for m in player.seen)
    finally:
        party.close()


def test_the_headless_host_and_the_terminal_switch_the_variant_on_by_option_as_by_expansions(monkeypatch, capsys):
    import io

    from game.cli import main as terminal
    from game.net import headless
    from game.setups import DESCRIPTIONS
    seats = ["--game", "cards", "--seats", "open,bot,bot,bot"]
    by_option = headless.chosen_setup(headless.parse([*seats, "--option", NAME, "--option", "game_ends_mid_card"]))
    by_expansions = headless.chosen_setup(headless.parse([*seats, "--expansions", NAME,
                                                          "--option", "game_ends_mid_card"]))
    assert by_option == by_expansions == (["base", NAME], {"game_ends_mid_card": True})
    monkeypatch.setattr("sys.stdin", io.StringIO(""))         # the terminal quits at the end of its input
    terminal(["--option", NAME, "--seed", "3", "--pause", "0"])
    assert f"BANG! + {DESCRIPTIONS['cards'].expansion(NAME).en} — game 3" in capsys.readouterr().out
