"""The card game's house options and eight seats over the LAN: a host dealing eight players with the simplified deck
and Ley Implacable plays a whole game with people on sockets, and every seat is told the rules it plays by."""

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
