"""The window's own table (LocalClient): bots think in its host thread, each after the human-pace pause."""

import threading
import time

from game.ui.client import LocalClient


def test_hurry_ends_the_pauses_of_the_bots_already_seated():
    """The player is out and asks for the end: from their next decision on, the bots at the table stop pausing
    (the pause is asked at each decision, not kept from the start)."""
    asked, entered, hurried = [], threading.Event(), threading.Event()

    def pause() -> float:
        asked.append(1)
        entered.set()
        hurried.wait()                  # the first bot waits here until the window has hurried
        return 0.0

    seats = [{"kind": "bot", "name": name, "level": "easy"} for name in ("Ana", "Bruno", "Carmen", "Diego")]
    client = LocalClient({"game": "dice", "seed": 3, "options": {}, "seats": seats}, bot_pause=pause)
    assert entered.wait(60)             # a guard against a hang, not a timing: the first bot is pausing
    client.hurry()
    hurried.set()
    messages: list[dict] = []
    for _ in range(600):                # the same guard: the game ends in well under a second
        messages += client.poll()
        if any(m["type"] in ("finished", "failed") for m in messages):
            break
        time.sleep(0.1)
    client.close()
    assert messages[-1]["type"] == "finished" and asked == [1]
