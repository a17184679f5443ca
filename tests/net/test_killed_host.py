"""A host killed outright (SIGKILL, no goodbye) at random moments of seeded games, and started again each time with
`--resume`, ends every game as the same game played without a break ends: every event any player or spectator
ever received has the seq and the contents it has in the unbroken game, each resumed game's history holds all that
its players had received, and a spectator coming back with the last seq it had gets exactly the events it missed.

The host is `python -m game host` in a process of its own; its people are first-option players of this process
(AutoPlayers, which come back by themselves with their tokens); the unbroken game is played here
(tests/unbroken.py). `python -m pytest` kills one game of each kind twice; `--full-bots` eight of each, three times.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.net.autoplay import AutoPlayer
from game.net.client import Mailbox, NetClient
from game.session import SaveRefused, parse_autosave, read_autosave

from ..unbroken import check_runs, events_of, unbroken

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"dice": "open,bot:easy,open,bot:normal", "cards": "open,bot:easy,bot:normal,open"}
PAUSE = "0.004"             # the bots' pause: quick games (half a second), with time between moves for a kill


def start_host(home: Path, args: list[str]) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "BANG_DESKTOP_HOME": str(home), "BANG_DESKTOP_DISCOVERY": "local", "PYTHONPATH": str(ROOT)}
    host = subprocess.Popen([sys.executable, "-m", "game", "host", "--games", "1", "--bot-pause", PAUSE,
                             "--grace", "60", *args], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    for line in host.stdout:
        if line.startswith("listening on port"):
            return host, int(line.split()[-1])
    raise AssertionError(f"the host never listened: {host.wait(10)}")


def starts(players: dict[int, AutoPlayer]) -> dict[int, int]:
    """How many games each player was handed so far (a resumed game starts again, its history first)."""
    return {seat: sum(m["type"] == "start" for m in list(player.seen)) for seat, player in players.items()}


def shown(players: dict[int, AutoPlayer]) -> int:
    """The latest state version any player was shown (the answers so far), or more once the game is over."""
    messages = [m for player in players.values() for m in list(player.seen)]
    if any(m["type"] == "finished" for m in messages):
        return sys.maxsize
    return max((m["view"]["version"] for m in messages if m["type"] == "view"), default=0)


def wait(condition, what: str, timeout: float = 30.0, progress=lambda: None) -> None:
    """Until `condition()`, failing after `timeout` seconds in which `progress()` stayed the same: a machine busy
    with other work plays the game slowly, a game that waits on nobody not at all."""
    deadline, last = time.monotonic() + timeout, progress()
    while not condition():
        if (now := progress()) != last:
            deadline, last = time.monotonic() + timeout, now
        assert time.monotonic() < deadline, what
        time.sleep(0.002)


def play_killed(home: Path, kind: str, seed: int, kills: int, rng: random.Random) -> int:
    """Play one seeded game on a host killed `kills` times at random moments; returns the kills that fell mid-game
    (a kill after the end has nothing to resume). Checks every event received against the unbroken game."""
    save = home / "data" / "host-autosave.json"
    host, port = start_host(home, ["--game", kind, "--seats", GAMES[kind], "--seed", str(seed), "--port", "0"])
    clients: list[NetClient] = []

    def client(name: str) -> NetClient:
        clients.append(NetClient("127.0.0.1", port, name, retries=2000, retry_every=0.02))
        return clients[-1]
    watchers = [Mailbox(client("W"))]             # seated nowhere when the game starts: it follows the public feed
    watchers[0].of("welcome")
    people = [i for i, seat in enumerate(GAMES[kind].split(",")) if seat == "open"]
    players = {i: AutoPlayer(client(f"P{i}"), seat=i) for i in people}
    try:
        wait(lambda: save.exists(), "the game never started")
        setup = parse_autosave(save.read_text(encoding="utf-8"))["setup"]
        answers, truth = unbroken(setup, people)
        broken, over = 0, False
        for _ in range(kills):
            if shown(players) >= len(answers):    # the resumed game ran to its end before this kill: nothing to break
                break
            target = rng.randrange(shown(players), len(answers))  # a moment after that many answers, in the game
            wait(lambda target=target: shown(players) >= target, "the game stalled", progress=lambda: shown(players))
            time.sleep(rng.uniform(0, 0.01))
            host.send_signal(signal.SIGKILL)
            host.wait(10)
            watcher = watchers[-1]
            watcher.seen += watcher.client.poll()
            heard = events_of(watcher.seen)
            try:
                read_autosave(save.read_text(encoding="utf-8"))
            except (OSError, SaveRefused) as refused:       # over: forgotten, or kept at its end, not yet forgotten
                if isinstance(refused, SaveRefused):
                    assert refused.reason == "finished"
                    assert parse_autosave(save.read_text(encoding="utf-8"))["answers"] == answers
                over = True
                break
            broken += 1
            before = starts(players)
            host, again = start_host(home, ["--resume", "--port", str(port)])
            assert again == port, "the resumed host listens where its players look for it"
            wait(lambda before=before: all(n > before[i] for i, n in starts(players).items()),
                 "the players never came back")
            back = Mailbox(client(f"W{broken}"))          # a spectator coming back after the last event it had
            back.of("welcome")
            back.client.say({"type": "watch", "since": heard[-1]["seq"] if heard else -1})
            if back.until(lambda m: m["type"] in ("start", "error"))["type"] == "start":   # not over meanwhile
                missed = []
                while (message := back.until(lambda m: m["type"] in ("event", "caught_up")))["type"] == "event":
                    missed.append(message["event"])
                first = heard[-1]["seq"] + 1 if heard else 0
                assert missed == truth[None][first:first + len(missed)], "exactly the events it missed"
                caught_up = back.of("view")["view"]["version"]
                assert not heard or caught_up >= heard[-1]["version"], "the resumed game lost what was seen"
            watchers.append(back)
        if not over:
            for player in players.values():
                assert player.finished.wait(60), "the game did not end"
            assert host.wait(30) == 0 and not save.exists()
        for seat, player in players.items():
            check_runs(list(player.seen), "start", truth[seat], over)
        for watcher in watchers:
            watcher.seen += watcher.client.poll()
            assert all(e == truth[None][e["seq"]] for e in events_of(watcher.seen))
        return broken
    finally:
        for player in players.values():
            player.stop()
        for each in clients:
            each.close()
        if host.poll() is None:
            host.kill()
        host.wait(10)
        if host.stdout is not None:
            host.stdout.close()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_host_killed_at_random_moments_resumes_each_game_to_its_unbroken_end(tmp_path, full_bots):
    rng = random.Random(38)
    count, kills = (8, 3) if full_bots else (1, 2)
    broken = 0
    for kind in GAMES:
        for seed in range(count):
            broken += play_killed(tmp_path / f"{kind}-{seed}", kind, 100 + seed, kills, rng)
    assert broken >= count, "most kills fall mid-game"
