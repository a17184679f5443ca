"""A player that answers from what its seat receives alone, on a thread of its own: the scripted people of the
tests, the bench's eight clients and the self-test's guest. It takes a seat (or rejoins with a known token), says
it is ready, and answers each decision of its view with `choose(view)` (None: it leaves that one unanswered, a person
still thinking); everything it received stays in `seen`.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from game.net.client import NetClient


def first_option(view: dict) -> list:
    return view["decision"]["options"][0]


def first_option_until(version: int) -> Callable[[dict], list | None]:
    """First options up to the view `version`, then none: a game held there on a person (a test stopping its host
    mid-game, before its quick bots and answers can end it)."""
    return lambda view: first_option(view) if view["version"] < version else None


class AutoPlayer:
    def __init__(self, client: NetClient, choose: Callable[[dict], list | None] = first_option, *,
                 seat: int | None = None, stop_after: Callable[[dict], bool] | None = None):
        """`seat` to take in the lobby (None: stay a spectator, or rejoin with the client's token);
        `stop_after(message)` ends the thread at that message, unanswered (a test dropping the player mid-game)."""
        self.client = client
        self.choose = choose
        self.seat = seat
        self.stop_after = stop_after
        self.seen: list[dict] = []
        self.finished = threading.Event()      # a game ended (or the connection did)
        self.ended: dict | None = None         # the goodbye or lost message, if that is how it ended
        self._running = True
        self._thread = threading.Thread(target=self._play, name=f"autoplay-{client.name}", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._running = False
        self._thread.join(5)

    def _play(self) -> None:
        answered = -1
        while self._running:
            messages = self.client.poll()
            for message in messages:
                self.seen.append(message)
                if self.stop_after is not None and self.stop_after(message):
                    return                        # before acting on it: a player gone at that very moment
                kind = message["type"]
                if kind == "welcome" and self.seat is not None and self.client.tokens.get(message["game_id"]) is None:
                    self.client.take_seat(self.seat)
                elif kind == "seated":
                    self.client.ready(True)
                elif kind == "start":
                    answered = -1                 # versions count from 0 again in each game
                elif kind == "view" and message["view"]["decision"] and message["view"]["version"] > answered:
                    answered = message["view"]["version"]
                    answer = self.choose(message["view"])
                    if answer is not None:
                        self.client.send(answer, answered)
                elif kind == "finished":
                    self.finished.set()
                elif kind in ("goodbye", "lost"):
                    self.ended = message
                    self.finished.set()
                    return
            if not messages:
                time.sleep(0.001)
