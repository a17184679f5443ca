"""The lobby's own rules, without sockets."""

from game.net.lobby import Lobby


def test_a_lobby_whose_seats_are_not_set_yet_cannot_start():
    lobby = Lobby("dice")
    assert not lobby.can_start()                 # a headless host listens a moment before it sets the seats
    lobby.configure("dice", {}, [("bot", "easy")] * 3)
    assert lobby.can_start()
