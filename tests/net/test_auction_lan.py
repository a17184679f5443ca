"""The character auction over 127.0.0.1: the lobby shows it, the bots bid up to a person's turn, a person's bid is
refused in words (changing nothing) or taken, and the first game deals the characters the auction sold."""

import pytest

from game.core.common.series import Series

from .lan import Party


def test_a_person_bids_over_the_lan_and_the_game_deals_what_the_auction_sold():
    kinds = [("open", "easy")] + [("bot", "easy")] * 4
    party = Party("cards", kinds)
    try:
        party.host.configure("cards", {"auction": True}, kinds,
                             series=Series.new("cards", 11, 5, mode="tournament", games=5, auction=True))
        box = party.mailbox("P0")
        box.client.take_seat(0)
        told = box.until(lambda m: m["type"] == "lobby" and m["series"] and m["series"]["auction"]
                         and m["series"]["auction"]["bidder"] == 0)
        auction = told["series"]["auction"]
        assert auction["sheriff"] == 3 and len(auction["lots"]) + len(auction["won"]) == 5
        assert all(m <= 1000 for m in auction["money"]) and auction["least"] >= 100
        box.client.bid(5000, None if auction["bid"] else auction["lots"][0])
        refused = box.of("error")
        assert refused["code"] == "not_now" and "has $1000" in refused["message"]
        assert party.host.lobby.series.bidder == 0                  # nothing changed
        opens = auction["bid"] is None
        box.client.bid(auction["least"] if opens else None, auction["lots"][0] if opens else None)
        box.until(lambda m: m["type"] == "lobby" and m["series"]["auction"] != auction)       # it moved on
        box.client.ready(True)
        party.wait_lobby(1)
        party.host.start_game()                                     # who has not bid bids as a bot would
        view = box.until(lambda m: m["type"] == "view")["view"]
        series = party.host.lobby.series
        assert series.bidder is None and [p["character"] for p in view["data"]["table"]["players"]] == \
            series.data["next"]["characters"]
    finally:
        party.close()


def test_a_survivor_too_poor_to_keep_his_character_is_refused_in_words_over_the_lan():
    from game.net.lobby import Lobby
    from game.net.schema import ProtocolError

    from ..series.scripted import play
    from ..series.test_auction import auctioned
    series = auctioned()
    game, events = play(series.next_game, "outlaw", {"sheriff": 1, "deputy": 1, "renegade": 2, "outlaw": 2})
    series.record(game, events)
    series.played[-1]["money"][4].append(["deputy_kills_sheriff", -5000])    # as if he had lost $5,000 besides
    lobby = Lobby("cards")
    lobby.configure("cards", {"auction": True}, [("bot", "easy")] * 4 + [("open", "easy")], series=series)
    lobby.take(7, "Eve", 4)
    before = repr(series.to_json())
    with pytest.raises(ProtocolError, match="costs its price again"):
        lobby.keep(7, True)
    assert repr(series.to_json()) == before
