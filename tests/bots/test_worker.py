"""Bots thinking in a child process (game/bots/worker.py): the same answers as in process, and a game that goes on
in process when the child cannot start or dies. The window's own use is in tests/ui/test_local_client.py."""

import multiprocessing
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.bots import worker as worker_module
from game.bots.levels import make_bot
from game.bots.worker import BotFailed, BotWorker
from game.core.common.decision import Decision
from game.core.common.table import Table
from game.core.common.view import SeatView
from game.session import deal

ROOT = Path(__file__).resolve().parents[2]


def setup(game: str, players: int, seed: int = 4) -> dict:
    return {"game": game, "seed": seed, "options": {},
            "seats": [{"kind": "bot", "name": f"Bot {i}", "level": "easy"} for i in range(players)]}


def played(game_setup: dict, controllers) -> list:
    table = Table(deal(game_setup), controllers)
    table.run()
    assert table.waiting_on is None                 # played to the end
    return table.answers


def in_process(game_setup: dict, level: str) -> list:
    return played(game_setup, [make_bot(game_setup["game"], level, game_setup["seed"] + i)
                               for i in range(len(game_setup["seats"]))])


@pytest.mark.parametrize("game, players, level", [("dice", 5, "hard"), ("cards", 5, "normal")])
def test_a_seed_plays_the_same_game_with_its_bots_in_a_child_process(game, players, level):
    """The child's bots see the same events and views, so every answer of the game is the one in-process bots
    give; and every one of them came from the child (none fell back)."""
    game_setup = setup(game, players)
    worker = BotWorker(game, threading.Event())
    try:
        bots = [worker.bot(level, game_setup["seed"] + i) for i in range(players)]
        apart = played(game_setup, bots)
        assert not worker.gone and all(bot.local is None for bot in bots)
    finally:
        worker.close()
    assert apart == in_process(game_setup, level)


def test_a_child_that_dies_mid_game_leaves_the_game_to_bots_in_process():
    game_setup = setup("dice", 5)
    worker = BotWorker("dice", threading.Event())
    bots = [worker.bot("hard", game_setup["seed"] + i) for i in range(5)]
    answered = []

    class KillsTheChild:
        """Seat 0's bot, which kills the child before its third answer."""

        def choose(self, view):
            answered.append(view.version)
            if len(answered) == 3:
                worker.process.kill()
                worker.process.join()
            return bots[0].choose(view)

        def observe(self, event):
            bots[0].observe(event)

    try:
        answers = played(game_setup, [KillsTheChild()] + bots[1:])
    finally:
        worker.close()
    assert worker.gone and worker.process is None
    assert bots[0].local is not None                # it answered in process from its third decision on
    assert len(answers) > 3 * 5


def test_a_child_that_cannot_start_leaves_the_same_game_to_bots_in_process(monkeypatch):
    """No process could be made: each seat's bot is made in process at its first decision and told every event
    its seat saw, so the game is the one in-process bots play."""
    class NoProcesses:
        def Pipe(self):
            raise OSError("no processes here")

    monkeypatch.setattr(worker_module.multiprocessing, "get_context", lambda method: NoProcesses())
    game_setup = setup("dice", 4)
    worker = BotWorker("dice", threading.Event())
    assert worker.gone and worker.process is None
    bots = [worker.bot("hard", game_setup["seed"] + i) for i in range(4)]
    assert played(game_setup, bots) == in_process(game_setup, "hard")
    assert all(bot.local is not None for bot in bots)


def test_a_bot_that_raises_in_the_child_raises_here_with_its_traceback():
    worker = BotWorker("cards", threading.Event())
    try:
        bot = worker.bot("easy", 1)
        nonsense = SeatView.received({"seat": 0, "version": 0}, Decision(0, "play", (("pass",), ("end_turn",))))
        with pytest.raises(BotFailed, match="Traceback"):
            bot.choose(nonsense)
        assert not worker.gone                       # the child lives on: the bot failed, not the process
    finally:
        worker.close()


def test_closing_ends_a_wait_for_the_child_and_the_child_with_it():
    closing = threading.Event()
    worker = BotWorker("dice", closing)
    bot = worker.bot("hard", 1)
    view = deal(setup("dice", 4)).view(0)
    view.data                                       # noqa: B018 -- built now, before the game could move on
    closing.set()                                   # the client closes while the bot would think
    assert bot.choose(view) is None
    process = worker.process
    worker.close()
    assert process is not None and process.exitcode is not None
    assert process not in multiprocessing.active_children()


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="POSIX priorities")
def test_the_child_yields_the_cores_to_the_window():
    """Where the cores are busy, a frame comes before a bot's thought: the child runs at a lower priority."""
    worker = BotWorker("dice", threading.Event())
    try:
        bot = worker.bot("easy", 1)
        game = deal(setup("dice", 4))
        view = game.view(game.pending.seat)
        assert bot.choose(view) in view.decision.options        # the child is up, past its start
        child = os.getpriority(os.PRIO_PROCESS, worker.process.pid)
        assert child == min(os.getpriority(os.PRIO_PROCESS, 0) + worker_module.NICE, 19)
    finally:
        worker.close()


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads a process's state from /proc")
def test_the_child_ends_when_its_parent_is_killed():
    """No orphan: a parent killed outright (no chance to close anything) leaves a child that ends by itself, at the
    end of its pipe."""
    script = ("import os, signal, threading\n"
              "from game.bots.worker import BotWorker\n"
              "worker = BotWorker('dice', threading.Event())\n"
              "worker.bot('hard', 1)\n"
              "assert worker._connection.recv() == ('ready',)\n"
              "print(worker.process.pid, flush=True)\n"
              "os.kill(os.getpid(), signal.SIGKILL)\n")
    parent = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert parent.returncode == -9, parent.stderr
    child = int(parent.stdout.split()[0])
    for _ in range(600):                            # a guard against a hang, not a timing: it ends at once
        if not running(child):
            break
        time.sleep(0.05)
    assert not running(child)


def running(pid: int) -> bool:
    """Is `pid` a process that has not ended (an ended one waiting to be reaped does not count)?"""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
