"""A player in a process of its own, for test_processes.py: joins 127.0.0.1:PORT as NAME, takes SEAT, answers its
first option until the game is over, prints what it saw and exits 0 (1 if the game did not end)."""

import sys

from game.net.autoplay import AutoPlayer
from game.net.client import NetClient


def main(port: int, name: str, seat: int) -> int:
    player = AutoPlayer(NetClient("127.0.0.1", port, name), seat=seat)
    player.finished.wait(60)        # the game's end, or the connection's: the host says goodbye soon after the end
    ended = any(m["type"] == "finished" for m in list(player.seen))
    events = sum(m["type"] == "event" for m in player.seen)
    print(f"{name}: {'finished' if ended else 'not finished'} after {events} events", flush=True)
    player.stop()
    player.client.close()
    return 0 if ended else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]), sys.argv[2], int(sys.argv[3])))
