"""The lobby's own rules, without sockets."""

from game.net.lobby import Lobby


def test_a_lobby_whose_seats_are_not_set_yet_cannot_start():
    lobby = Lobby("dice")
    assert not lobby.can_start()                 # the window's host listens before it sets the seats
    lobby.configure("dice", {}, [("bot", "easy")] * 3)
    assert lobby.can_start()


def test_a_name_taken_gets_the_first_free_number_within_the_length():
    from game.net.lobby import unique_name
    assert unique_name("Ana", set()) == "Ana"
    assert unique_name("Ana", {"ana", "ana (2)"}) == "Ana (3)"
    assert unique_name("É" * 20, {"é" * 20}) == "É" * 16 + " (2)"


def test_in_a_game_no_seat_is_opened_or_left_for_another():
    import pytest

    from game.net.lobby import PLAYING
    from game.net.schema import ProtocolError
    lobby = Lobby("dice")
    lobby.configure("dice", {}, [("open", "easy"), ("open", "easy"), ("bot", "easy")])
    lobby.take(1, "A", 0)
    token = lobby.take(2, "B", 1)
    lobby.state = PLAYING
    with pytest.raises(ValueError):
        lobby.free(1)
    with pytest.raises(ProtocolError) as refusal:
        lobby.rejoin(1, "A", token)
    assert refusal.value.code == "not_now"
    assert [seat.holder for seat in lobby.seats] == [1, 2, None] and not lobby.seats[0].away
