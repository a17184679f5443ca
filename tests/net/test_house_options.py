"""The card game's house options and eight seats over the LAN: a host dealing eight players with the simplified deck
and Ley Implacable plays a whole game with people on sockets, and every seat is told the rules it plays by; the
headless host seats eight, says in one line what eight change, and refuses nine in words."""

from game.core.common.roles import RENEGADE

from .lan import play_game, truth

OPTIONS = {"simplified_deck": True, "ley_implacable": True}


def test_eight_seats_with_the_house_options_play_a_whole_game_on_the_lan():
    party, players, watchers = play_game("cards", 8, 3, seed=8080, options=OPTIONS)
    try:
        for player in players + watchers:
            start = next(m for m in player.seen if m["type"] == "start")
            assert len(start["setup"]["seats"]) == 8 and start["setup"]["options"] == OPTIONS
            events = [m["event"] for m in player.seen if m["type"] == "event"]
            assert events[0]["kind"] == "game_start" and events[-1]["kind"] == "game_over"
            rules = events[0]["rules"]
            assert rules["eight_players"] and rules["simplified_deck"] and rules["ley_implacable"]
        _events, game, _views = truth(party.save())
        assert len(game.players) == 8 and [p.role for p in game.players].count(RENEGADE) == 2
        assert game.card_total() == 67 and not set(game.every_card()) & game.left_out
    finally:
        party.close()


def test_a_headless_host_seats_eight_with_the_house_options_and_says_what_eight_change(tmp_path, monkeypatch,
                                                                                         capsys):
    from game.net import headless
    monkeypatch.setenv("BANG_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setenv("BANG_DESKTOP_DISCOVERY", "local")
    monkeypatch.setattr(headless.signal, "signal", lambda *args: None)     # the test runner keeps its own
    monkeypatch.setattr(headless.gc, "freeze", lambda: None)
    assert headless.main(["--game", "cards", "--seats", ",".join(["bot:easy"] * 8), "--port", "0", "--games", "1",
                          "--bot-pause", "0", "--seed", "3", "--option", "simplified_deck",
                          "--option", "ley_implacable"]) == 0
    out = capsys.readouterr().out
    assert "8 players: two Renegades, each on his own. Not in the base rulebook." in out and "game over" in out
    assert headless.main(["--game", "cards", "--seats", ",".join(["bot:easy"] * 9), "--port", "0"]) == 2
    assert "BANG! is for 4 to 8 players, not 9" in capsys.readouterr().err
