"""The window's own table (LocalClient): bots think in its host thread or in a child process, each after the
human-pace pause."""

import threading
import time

import pygame

from game.ui.client import LocalClient
from game.ui.scenes.launch import start_game


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


def finished(client: LocalClient) -> list[dict]:
    messages: list[dict] = []
    for _ in range(1200):               # a guard against a hang, not a timing: these games end within seconds
        messages += client.poll()
        if any(m["type"] in ("finished", "failed") for m in messages):
            break
        time.sleep(0.05)
    return messages


def test_bots_apart_play_the_game_bots_in_the_host_thread_play():
    """The window asks for its bots in a child process: a seed gives the very game it gives with the bots in the
    host thread (tests/bots/test_worker.py holds the child to that answer by answer)."""
    seats = [{"kind": "bot", "name": name, "level": "hard"} for name in ("Ana", "Bruno", "Carmen", "Diego", "Elena")]
    games = []
    for apart in (False, True):
        client = LocalClient({"game": "dice", "seed": 8, "options": {}, "seats": seats}, bots_apart=apart)
        games.append(finished(client)[-1])
        client.close()
    assert games[0]["type"] == "finished" and games[0] == games[1]


def test_closing_the_window_ends_the_bots_process():
    """No orphan: the client closes while its bots' child lives (they pause ten seconds a decision), and the
    child has ended when close returns."""
    bots = [{"kind": "bot", "name": name, "level": "hard"} for name in ("Bruno", "Carmen")]
    seats = [{"kind": "you", "name": "Ana"}] + bots
    client = LocalClient({"game": "dice", "seed": 3, "options": {}, "seats": seats}, bots_apart=True,
                         bot_pause=lambda: 10.0)
    for _ in range(600):                # the same guard: the child starts at once
        if client._worker is not None and client._worker.process is not None:
            break
        time.sleep(0.05)
    process = client._worker.process
    assert process is not None and process.is_alive()
    client.close()
    assert process.exitcode is not None and not client._thread.is_alive()


def test_quitting_the_window_ends_the_bots_process(ui):
    """The window closes (its loop sees the quit) while a table's bots live in their child: the scenes shut down,
    the table closes its client, and the child has ended when the loop returns."""
    ui.app.bots_apart = True
    seats = [{"kind": "you", "name": "Ana"}, {"kind": "bot", "name": "Bruno", "level": "hard"},
             {"kind": "bot", "name": "Carmen", "level": "hard"}]
    start_game(ui.app, {"game": "dice", "seed": 3, "options": {}, "seats": seats})
    client = ui.app.top.client
    ui.until(lambda: client._worker is not None and client._worker.process is not None, 30, "the bots' process")
    process = client._worker.process
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    ui.app.run()
    assert not ui.app.stack and process.exitcode is not None
