"""The window's own table (LocalClient): bots think in its host thread or in a child process, each after
the human-pace pause; a killed window loses nothing it showed."""

import json
import math
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from game.session import SaveRefused, read_autosave
from game.ui.client import LocalClient
from game.ui.scenes.launch import start_game

from ..unbroken import check_runs, unbroken

ROOT = Path(__file__).resolve().parents[2]


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


def test_a_game_continued_with_its_bots_apart_goes_on_as_it_would_have():
    """A saved game continued with the bots in a child process: they rehearse their earlier decisions there, so the
    game ends as the unbroken one did."""
    setup = {"game": "dice", "seed": 5, "options": {},
             "seats": [{"kind": "bot", "name": name, "level": "hard"} for name in ("Ana", "Bruno", "Carmen", "Diego")]}
    client = LocalClient(setup)
    unbroken = finished(client)[-1]
    client.close()
    assert unbroken["type"] == "finished"
    client = LocalClient(setup, answers=unbroken["answers"][:len(unbroken["answers"]) // 2], bots_apart=True)
    continued = finished(client)[-1]
    assert client.bots_apart
    client.close()
    assert continued == unbroken


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


class Table:
    """tests/ui/local_player.py in a process of its own, and the messages it printed (read by a thread)."""

    def __init__(self, save: Path, *setup_json: str):
        self.process = subprocess.Popen([sys.executable, str(ROOT / "tests" / "ui" / "local_player.py"), str(save),
                                         "0.004", *setup_json], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                                        stdout=subprocess.PIPE, text=True)
        self.printed: list[dict] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.printed.append(json.loads(line))

    def shown(self) -> float:
        """The latest state version it showed (infinity once the game is over)."""
        if any(m["type"] == "finished" for m in self.printed):
            return math.inf
        return max((m["view"]["version"] for m in self.printed if m["type"] == "view"), default=0)

    def end(self, kill: bool) -> list[dict]:
        """Kill it (or wait for its end: exit 0); everything it printed, after a mark of this process."""
        if kill:
            self.process.send_signal(signal.SIGKILL)
        assert self.process.wait(60) == 0 or kill
        self.reader.join(10)
        return [{"type": "process"}, *self.printed]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_the_window_table_killed_at_random_moments_continues_each_game_to_its_unbroken_end(tmp_path, kind):
    """The window's process killed outright at random moments of a seeded game, and continued each time from its
    autosave (as Continue does): everything it had shown is in the continued game's history with the same seq and
    contents, and the game ends as it ends without a break."""
    rng = random.Random(kind)
    names = ("Ana", "Bruno", "Carmen", "Diego", "Elena")
    seats = [{"kind": "you", "name": names[0]}] + [{"kind": "bot", "level": level, "name": name}
                                                   for level, name in zip(("easy", "normal") * 2, names[1:])]
    setup = {"game": kind, "seed": 17, "options": {}, "seats": seats}
    answers, truth = unbroken(setup, [0])
    save = tmp_path / "autosave.json"
    table = Table(save, json.dumps(setup))
    seen: list[dict] = []
    over, broken = False, 0
    try:
        for _ in range(2):
            target = rng.randrange(min(int(table.shown()), len(answers) - 1), len(answers))
            deadline = time.monotonic() + 30
            while table.shown() < target:
                assert time.monotonic() < deadline, "the game stalled"
                time.sleep(0.002)
            time.sleep(rng.uniform(0, 0.01))
            seen += table.end(kill=True)
            try:
                read_autosave(save.read_text(encoding="utf-8"))
            except (OSError, SaveRefused) as refused:   # over: forgotten, or kept at its end, not yet forgotten
                assert isinstance(refused, OSError) or refused.reason == "finished"
                over = True
                break
            broken += 1
            table = Table(save)
        if not over:
            seen += table.end(kill=False)
            assert not save.exists()
        check_runs(seen, "process", truth[0], over)
        assert broken, "a kill fell mid-game"
    finally:
        if table.process.poll() is None:
            table.process.kill()
            table.process.wait(10)
