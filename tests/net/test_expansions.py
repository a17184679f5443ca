"""The made-up expansions on the LAN (issue 39's proof): a game switched on through the host's setup with the card
set boomtown, or the dice modules frontier.gold and frontier.ghosts, played to the end on 127.0.0.1 by the host's
bots and headless clients (some answering with a real bot from what their seat received, some their first option)
and watched by a spectator. Every client's events and views are the host's, as that seat may see them, and nothing
secret reaches anyone (test_leaks' checks). The lobby tells a joiner the host's sets and options before the game.
Registering the expansions touches nothing under game/ (tests/madeup.py)."""

import json

import pytest

from ..madeup import register_madeup
from .lan import Party, play_game, truth
from .test_leaks import check_received

GAMES = {
    "cards": (["base", "boomtown"], {"boomtown_bounty": "per_point", "boomtown_relief": True}),
    "dice": (["base", "frontier.gold", "frontier.ghosts"], {"frontier_gold_to_win": 7}),
}

USED = {"cards": ('"coins"', '"trading_post"'), "dice": ('"gold"',)}     # what only the expansions move


@pytest.fixture(autouse=True)
def madeup():
    register_madeup()


@pytest.mark.parametrize("kind, seats, people, seed", [("cards", 5, 3, 391_004_217), ("cards", 4, 2, 77_120_553),
                                                       ("dice", 6, 3, 518_830_046), ("dice", 4, 2, 904_211_385)])
def test_a_lan_game_with_the_made_up_expansions_ends_consistent_for_every_client_and_leaks_nothing(
        kind, seats, people, seed):
    sets, options = GAMES[kind]
    party, players, watchers = play_game(kind, seats, people, seed, sets=sets, options=options)
    try:
        record = party.host.last_game
        assert record["setup"]["sets"] == sets and record["setup"]["options"] == options
        events, game, views = truth(record)
        assert game.pending is None, "the game was played to its end"
        rules = events[0].data["rules"]
        assert rules.get("sets", rules.get("modules")) == sets
        assert any(mark in json.dumps(e.data) for e in events for mark in USED[kind]), "the expansion was played"
        tokens = {p["token"] for p in record["setup"]["lan"]["seats"] if p["token"]}
        for player in players + watchers:
            start = next(m for m in player.seen if m["type"] == "start")
            assert start["setup"]["sets"] == sets and start["setup"]["options"] == options
            got = [m["event"]["seq"] for m in player.seen if m["type"] == "event"]
            assert got == list(range(len(events))), "every event once, in order"
            check_received(player.seen, start["seat"], record, events, views, tokens)
    finally:
        party.close()


def test_the_lobby_carries_the_hosts_sets_and_options_to_a_joiner():
    sets, options = GAMES["dice"]
    party = Party("dice", [("open", "easy"), ("bot", "easy"), ("bot", "easy")], sets=sets, options=options)
    try:
        lobby = party.mailbox("Joiner").of("lobby")
        assert lobby["game"] == "dice" and lobby["sets"] == sets and lobby["options"] == options
    finally:
        party.close()


def test_the_host_refuses_a_combination_of_expansions_in_words():
    party = Party("dice", [("open", "easy"), ("bot", "easy"), ("bot", "easy")])
    try:
        with pytest.raises(ValueError, match="Frontier Ghosts needs Frontier Gold"):
            party.host.configure("dice", {}, [("open", "easy")] * 3, ["base", "frontier.ghosts"])
        with pytest.raises(ValueError, match="is a whole number from 5 to 12, not 'many'"):
            party.host.configure("dice", {"frontier_gold_to_win": "many"}, [("open", "easy")] * 3,
                                 ["base", "frontier.gold"])
        assert party.host.lobby.sets == ["base"], "a refused setup changed nothing"
    finally:
        party.close()
