"""The window's own table (LocalClient): bots think in its host thread, each after the human-pace pause; a
killed window loses nothing it showed."""

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

import pytest

from game.session import SaveRefused, read_autosave
from game.ui.client import LocalClient

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
                assert isinstance(refused, OSError) or refused.key == "save.finished"
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
