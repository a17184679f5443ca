"""The table thread of a LAN host, without sockets."""

from game.net.lobby import Lobby
from game.net.runner import Runner


def test_a_bot_never_gives_way_to_a_command_carried_out_already():
    """A command wakes the table thread as it is put, and may be carried out before its wake-up is even set: the
    wake-up then outlives it. A bot seeing it must play on, not give way to a command that is not there (the table
    then waited for a next one that nobody would send: a LAN game stalled with its people watching a bot's turn)."""
    lobby = Lobby("dice")
    lobby.configure("dice", {}, [("bot", "easy")] * 3)
    batches: list[list] = []
    runner = Runner(lobby.setup(7), batches.append, pause=lambda: 0.001)
    runner._wake.set()                               # the wake-up of a command already carried out
    runner.start()
    runner.thread.join(30)
    try:
        assert not runner.thread.is_alive(), "the game waits on nobody"
        assert any(item[0] == "finished" for batch in batches for item in batch)
    finally:
        runner.stop()
