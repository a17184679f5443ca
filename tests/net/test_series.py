"""A series over 127.0.0.1: the lobby carries the standings between games, a survivor says whether he keeps his
character (refused from anyone else), and a player who rejoins mid-series gets his seat and the standings."""

import threading
import time

import pytest

from game.core.common.series import Series
from game.net.autoplay import AutoPlayer, first_option
from game.session import autosave_batch, autosave_header, read_autosave

from .lan import Party


def until(check, what):
    deadline = time.monotonic() + 30
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.005)


def last_lobby(player):
    return next((m for m in reversed(list(player.seen)) if m["type"] == "lobby"), None)


def test_a_series_on_the_lan_tells_the_standings_takes_the_choices_and_seats_a_returning_player():
    party = Party("cards", [("open", "easy"), ("open", "easy"), ("bot", "easy"), ("bot", "easy")], seed=4)
    try:
        party.host.lobby.series = Series.new("cards", 9, 4, games=2, rotate=True)
        returned = threading.Event()            # in the second game P1 holds his answers until P0 is back: the game
        returned.set()                          # cannot end (a bot playing P0's seat meanwhile) before P0 rejoins it

        def after_p0(view: dict) -> list:
            returned.wait(30)
            return first_option(view)

        players = [party.player("P0", 0), party.player("P1", 1, after_p0)]
        party.wait_lobby(2)
        party.host.start_game()
        for player in players:
            assert player.finished.wait(60)
        until(lambda: len(party.host.lobby.series.played) == 1, "the series never recorded its first game")
        until(lambda: (last_lobby(players[0]) or {}).get("series", {}) and
              last_lobby(players[0])["series"]["played"] == 1, "the standings never reached the players")
        told = last_lobby(players[0])["series"]
        assert told["games"] == 2 and told["mode"] == "series" and len(told["standings"]) == 4
        assert sum(row["money"] for row in told["standings"]) == \
            sum(amount for seat in told["last"]["money"] for _, amount in seat)
        assert told["last"]["roles"].count("sheriff") == 1 and told["last"]["winner"] in ("law", "outlaws", "renegade")
        assert told["sheriff_next"] == party.host.lobby.series.sheriff_next() is not None
        series = party.host.lobby.series
        alive = series.played[-1]["result"]["alive"]
        for seat, player in enumerate(players):
            errors = len([m for m in player.seen if m["type"] == "error"])
            player.client.keep(False)
            if alive[seat]:
                until(lambda seat=seat: seat not in party.host.lobby.series.asks, "the survivor's choice was lost")
            else:
                until(lambda p=player, n=errors: len([m for m in p.seen if m["type"] == "error"]) > n,
                      "a dead player's choice was not refused")
                assert [m for m in player.seen if m["type"] == "error"][-1]["code"] == "not_now"
        series = party.host.lobby.series
        assert series.asks == []                            # the bots chose at the game's end, the people now
        saved = party.save()                                # the finished game stays saved: the series goes on
        resumed = Party(resume=read_autosave(autosave_header(saved["setup"]) +
                                             autosave_batch(saved["answers"], saved["seq"])))
        try:
            again = resumed.host.lobby.series
            assert again.played == series.played and again.sheriff_next() == series.sheriff_next()
            assert resumed.host.lobby.names() == party.host.lobby.names()
        finally:
            resumed.close()
        for seat in (0, 1):                                 # a person who survived drew a new character
            if alive[seat]:
                assert series.next_game["characters"][seat] != series.played[-1]["characters"][seat]

        returned.clear()
        for player in players:                              # the second game; P0 drops out of it and comes back
            player.finished.clear()
            player.client.ready(True)
        party.wait_lobby(2)
        party.host.start_game()
        until(lambda: any(m["type"] == "view" for m in players[0].seen[-5:]), "the second game never reached P0")
        tokens = players[0].client.tokens
        players[0].stop()
        players[0].client.close()
        back = AutoPlayer(party.client("P0", tokens=tokens), seat=None)
        party.players.append(back)
        until(lambda: any(m["type"] == "start" for m in back.seen), "P0 never got his seat back")
        returned.set()
        start = next(m for m in back.seen if m["type"] == "start")
        assert start["seat"] == 0
        told = next(m for m in back.seen if m["type"] == "lobby")["series"]
        assert told["played"] == 1 and len(told["standings"]) == 4
        assert back.finished.wait(60) and players[1].finished.wait(60)
        until(lambda: party.host.lobby.series.over, "the series never ended")
        assert [g["roles"].index("sheriff") for g in party.host.lobby.series.played] == \
            [series.data["first_sheriff"], (series.data["first_sheriff"] + 1) % 4]
    finally:
        party.close()


def test_a_lobby_whose_series_is_over_starts_no_game():
    from game.net.lobby import Lobby

    from ..series.test_series import scripted_tournament
    lobby = Lobby("cards", series=scripted_tournament())
    lobby.configure("cards", {}, [("bot", "easy")] * 5)
    assert lobby.series.over and not lobby.can_start()
    lobby.series = None
    assert lobby.can_start()


def test_a_lobby_takes_a_series_before_it_begins_and_keeps_one_under_way():
    from game.core.common.series import Series
    from game.net.lobby import Lobby

    from ..series.test_series import scripted_tournament
    lobby = Lobby("cards")
    bots = [("bot", "easy")] * 5
    lobby.configure("cards", {"cash_reward": True}, bots, series=Series.new("cards", 1, 5, games=3))
    assert lobby.series.data["games"] == 3 and lobby.options == {"cash_reward": True}
    lobby.configure("cards", {}, bots)                          # "kept": the series stays
    assert lobby.series is not None
    with pytest.raises(ValueError, match="series"):             # its money without a series: refused, unchanged
        lobby.configure("cards", {"cash_reward": True}, bots, series=None)
    assert lobby.series is not None and lobby.options == {}
    under_way = scripted_tournament()
    under_way.data["games"] += 5                                # one that has games left
    lobby.series = under_way
    for change in ({"series": None}, {"series": Series.new("cards", 2, 5, games=3)}):
        with pytest.raises(ValueError, match="under way"):
            lobby.configure("cards", {}, bots, **change)
    with pytest.raises(ValueError, match="under way"):
        lobby.configure("cards", {}, bots[:4])
    assert lobby.series is under_way and len(lobby.seats) == 5


def test_a_survivor_buys_cards_over_the_lan_refused_in_words_when_too_poor_and_the_deal_holds_them():
    from ..series.test_experience import IN_PLAY, after_game_one, ids
    series, game = after_game_one()                      # seat 0 survived with $1,000 and three cards in play
    kinds = [("open", "easy")] + [("bot", "easy")] * 4
    party = Party("cards", kinds)
    try:
        party.host.lobby.series = series
        party.host.configure("cards", {"experience": True}, kinds)
        box = party.mailbox("P0")
        box.client.take_seat(0)
        told = box.until(lambda m: m["type"] == "lobby" and m["series"] and m["series"]["buyers"].get("0"))
        assert told["series"]["price"] == 500
        assert told["series"]["buyers"]["0"] == {"things": ids(game, 0, IN_PLAY[0]), "most": 2}     # $1,000
        box.client.carry(ids(game, 0, IN_PLAY[0]))         # three cards, $1,500: more than his money
        refused = box.of("error")
        assert refused["code"] == "not_now" and "$1000, not the $1500" in refused["message"]
        bought = ids(game, 0, ["barrel QS", "winchester 8S"])
        box.client.carry(bought)
        box.until(lambda m: m["type"] == "lobby" and "0" not in m["series"]["buyers"])
        assert party.host.lobby.series.played[-1]["money"][0][-1] == ["experience", -1000]
        box.client.ready(True)
        party.wait_lobby(1)
        party.host.start_game()
        view = box.until(lambda m: m["type"] == "view")["view"]
        assert set(bought) <= set(view["data"]["hand"])
    finally:
        party.close()
