"""Whole games over 127.0.0.1: both kinds, people on sockets (scripted, or a bot on the client's side playing only
from what its seat receives), the host's bots, a spectator; then the lobby again and a second game on the same
connections."""

import time

import pytest

from .lan import play_game


@pytest.mark.parametrize("game,seats,people", [("cards", 5, 3), ("dice", 8, 4), ("dice", 3, 3), ("cards", 4, 4)])
def test_a_whole_game_with_people_on_sockets(game, seats, people):
    party, players, watchers = play_game(game, seats, people, seed=123456789 + seats)
    try:
        for player in players + watchers:
            events = [m["event"] for m in player.seen if m["type"] == "event"]
            assert [e["seq"] for e in events] == list(range(len(events))), "every event, in order, once"
            assert events[0]["kind"] == "game_start" and events[-1]["kind"] == "game_over"
            assert [m["type"] for m in player.seen].count("caught_up") == 1
            start = next(m for m in player.seen if m["type"] == "start")
            assert start["setup"]["game"] == game and "seed" not in start["setup"]
        for i, player in enumerate(players):
            start = next(m for m in player.seen if m["type"] == "start")
            assert start["seat"] == i and start["setup"]["seats"][i]["kind"] == "you"
            answered = [m for m in player.seen if m["type"] == "view" and m["view"]["decision"]]
            assert answered, f"seat {i} was never asked anything"
        assert all(next(m for m in w.seen if m["type"] == "start")["seat"] is None for w in watchers)
        # the host tells the end before it forgets the autosave and opens its lobby: give it a moment to follow
        deadline = time.monotonic() + 10
        while (party.records[-1] is not None or party.host.lobby.state != "lobby") and time.monotonic() < deadline:
            time.sleep(0.005)
        assert party.records[-1] is None, "a finished game leaves no autosave"
        assert party.host.lobby.state == "lobby"
    finally:
        party.close()


def test_the_lobby_opens_again_and_a_second_game_runs_on_the_same_connections():
    party, players, watchers = play_game("dice", 4, 2, seed=222222222)
    try:
        assert all(s.holder is not None and not s.ready for s in party.host.lobby.seats if s.kind == "person")
        for player in players:
            player.finished.clear()
            player.client.ready(True)
        party.wait_lobby(2)
        party.host.start_game(333333333)
        for player in players + watchers:
            assert player.finished.wait(60)
            assert [m["type"] for m in player.seen].count("start") == 2
    finally:
        party.close()
