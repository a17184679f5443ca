"""A Legacy series over 127.0.0.1: the people's naming and picks between games travel as `name_sheriff` and `pick`
(a seat that does not exist, or a character the last game used, refused in words), the lobby tells who is Sheriff
next and why, the next game is dealt by them, and a player who rejoins mid-series gets his seat and the standings."""

import threading
import time

from game.bots.series import choose
from game.core.common.series import Series
from game.net.autoplay import AutoPlayer, first_option

from ....net.lan import Party
from .test_legacy import sheriff_wins

SETS = ["base", "undead_or_alive.legacy"]


def until(check, what):
    deadline = time.monotonic() + 30
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.005)


def errors(player):
    return [m for m in player.seen if m["type"] == "error"]


def test_the_naming_and_the_picks_travel_over_the_lan_and_deal_the_next_game():
    kinds = [("open", "easy"), ("open", "easy"), ("bot", "easy"), ("bot", "easy")]
    for seed in range(1, 40):                   # a first game whose Sheriff, a person, survives
        party = Party("dice", kinds, seed=seed)
        party.host.configure("dice", {}, kinds, SETS, series=Series.new("dice", seed, 4, games=2, sets=SETS))
        if party.host.lobby.series.next_game["roles"].index("sheriff") < 2:
            break
        party.close()
    try:
        players = [party.player(f"P{i}", i) for i in range(2)]
        party.wait_lobby(2)
        party.host.start_game()
        for player in players:
            assert player.finished.wait(60)
        until(lambda: len(party.host.lobby.series.played) == 1, "the series never recorded its first game")
        series = party.host.lobby.series
        for seat, player in enumerate(players):
            before = len(errors(player))
            if seat in series.namers:
                player.client.name_sheriff(7)                       # no such seat at a table of 4
                until(lambda p=player, n=before: len(errors(p)) > n, "a naming of no seat was not refused")
                assert "no seat 7" in errors(player)[-1]["message"]
                player.client.name_sheriff(1 - seat)
                until(lambda: not party.host.lobby.series.namers, "the naming was lost")
            elif seat in series.pickers:
                used = series.played[-1]["characters"][0]
                player.client.pick(used)
                until(lambda p=player, n=before: len(errors(p)) > n, "a used character was not refused")
                player.client.pick(series.pickable(seat)[0])
                until(lambda s=seat: s not in party.host.lobby.series.pickers, "the pick was lost")
            else:
                player.client.pick("bart_cassidy")
                until(lambda p=player, n=before: len(errors(p)) > n, "a survivor's pick was not refused")
        for seat in (0, 1):
            if seat in series.asks:
                players[seat].client.keep(True)
        until(lambda: party.host.lobby.series.next_game is not None, "the next game was never dealt")
        told = next(m for m in reversed(list(players[0].seen)) if m["type"] == "lobby")["series"]
        series = party.host.lobby.series
        assert told["why"] == series.summary()["why"] and told["standings"] == series.standings()
        if series.summary()["why"] == "named":
            named = series.data["names"]
            namer, target = next((int(s), t) for s, t in named.items())
            assert series.next_game["roles"][target] == "sheriff"
            assert series.next_game.get("extra_life", {}) == ({str(namer): 1} if target != namer else {})
    finally:
        party.close()


def test_a_surviving_sheriff_names_over_the_lan_and_the_lobby_tells_the_bonus():
    seed = next(s for s in range(50) if Series.new("dice", s, 4, games=2, sets=SETS).next_game["roles"][0] == "sheriff")
    series = Series.new("dice", seed, 4, games=2, sets=SETS)
    series.record(*sheriff_wins(series.next_game))           # seat 0, a person, survived as Sheriff
    choose(series, lambda seat: seat >= 2)                   # the bots chose as the game ended
    kinds = [("open", "easy"), ("open", "easy"), ("bot", "easy"), ("bot", "easy")]
    party = Party("dice", kinds, seed=seed)
    try:
        party.host.configure("dice", {}, kinds, SETS, series=series)
        players = [party.player(f"P{i}", i) for i in range(2)]
        party.wait_lobby(2)
        assert party.host.lobby.series.namers == [0]
        players[1].client.name_sheriff(1)                       # not his to name
        until(lambda: errors(players[1]), "a naming from the wrong seat was not refused")
        players[0].client.name_sheriff(-1)                      # not a seat number at all
        until(lambda: errors(players[0]), "a naming of no seat was not refused")
        assert errors(players[0])[-1]["code"] == "bad_field"
        players[0].client.name_sheriff(5)                       # a seat, but not at this table of 4
        until(lambda: len(errors(players[0])) == 2, "a naming of a seat not at the table was not refused")
        assert errors(players[0])[-1]["code"] == "not_now" and "no seat 5" in errors(players[0])[-1]["message"]
        assert party.host.lobby.series.namers == [0]
        players[0].client.name_sheriff(2)
        until(lambda: not party.host.lobby.series.namers, "the naming was lost")
        if 1 in party.host.lobby.series.pickers:
            players[1].client.pick(party.host.lobby.series.pickable(1)[0])
        players[0].client.keep(True)                            # the Sheriff survived: he keeps his character
        until(lambda: party.host.lobby.series.next_game is not None, "the next game was never dealt")
        until(lambda: (next((m for m in reversed(list(players[1].seen)) if m["type"] == "lobby"), {}).get("series")
                       or {}).get("bonus"), "the lobby never told the bonus")
        told = next(m for m in reversed(list(players[1].seen)) if m["type"] == "lobby")["series"]
        assert told["bonus"] == {"0": 1} and told["sheriff_next"] == 2 and told["why"] == "named"
        assert party.host.lobby.series.next_game["roles"][2] == "sheriff"
    finally:
        party.close()


def test_a_player_who_rejoins_mid_series_gets_his_seat_and_the_standings():
    series = Series.new("dice", 3, 4, games=2, sets=SETS)
    series.record(*sheriff_wins(series.next_game))
    choose(series, lambda seat: True)                        # everyone chose: the second game is dealt
    kinds = [("open", "easy"), ("open", "easy"), ("bot", "easy"), ("bot", "easy")]
    party = Party("dice", kinds, seed=3)
    try:
        party.host.configure("dice", {}, kinds, SETS, series=series)
        returned = threading.Event()            # P1 holds his first answer until P0 is back: the game cannot end
        #                                         (the bots playing P0's seat meanwhile) before P0 rejoins it

        def after_p0(view: dict) -> list:
            returned.wait(30)
            return first_option(view)

        players = [party.player("P0", 0), party.player("P1", 1, after_p0)]
        party.wait_lobby(2)
        party.host.start_game()
        until(lambda: any(m["type"] == "view" for m in players[0].seen), "the second game never reached P0")
        tokens = players[0].client.tokens
        players[0].stop()
        players[0].client.close()
        back = AutoPlayer(party.client("P0", tokens=tokens), seat=None)
        party.players.append(back)
        until(lambda: any(m["type"] == "start" for m in back.seen), "P0 never got his seat back")
        returned.set()
        assert next(m for m in back.seen if m["type"] == "start")["seat"] == 0
        told = next(m for m in back.seen if m["type"] == "lobby")["series"]
        assert told["played"] == 1 and told["standings"] == series.standings()
        assert back.finished.wait(60) and players[1].finished.wait(60)
        until(lambda: party.host.lobby.series.over, "the series never ended")
        assert party.host.lobby.series.played[1]["roles"] == series.next_game["roles"]
    finally:
        party.close()
