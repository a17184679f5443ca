"""The host and its players in separate processes, as on a LAN: `python -m game host` (headless, autostarting when
the open seats are ready) and two players, each its own Python, all on 127.0.0.1."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.session import parse_autosave

ROOT = Path(__file__).resolve().parents[2]


def test_a_headless_host_and_two_player_processes_play_a_game(tmp_path):
    env = {**os.environ, "BANG_DESKTOP_HOME": str(tmp_path), "BANG_DESKTOP_DISCOVERY": "local",
           "PYTHONPATH": str(ROOT)}
    host = subprocess.Popen([sys.executable, "-m", "game", "host", "--game", "dice", "--seats", "open,open,bot:easy",
                             "--port", "0", "--bot-pause", "0", "--games", "1", "--seed", "12"],
                            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True)
    try:
        port = None
        for line in host.stdout:
            if line.startswith("listening on port"):
                port = int(line.split()[-1])
                break
        assert port, "the host never listened"
        players = [subprocess.Popen([sys.executable, str(ROOT / "tests" / "net" / "remote_player.py"), str(port),
                                     f"P{seat}", str(seat)], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
                   for seat in (0, 1)]
        for player in players:
            out, _ = player.communicate(timeout=90)
            assert player.returncode == 0 and "finished" in out, out
        rest, _ = host.communicate(timeout=30)
        assert host.returncode == 0 and "game over" in rest
        assert not (tmp_path / "data" / "host-autosave.json").exists(), "a finished game leaves no autosave"
    finally:
        if host.poll() is None:
            host.kill()


def test_a_headless_host_stopped_mid_game_continues_it_with_resume(tmp_path):
    """Stopping the host keeps the game in its autosave; `--resume` plays it on to the end and drops the save. No
    save, or a broken one, is said plainly and exits 2."""
    env = {**os.environ, "BANG_DESKTOP_HOME": str(tmp_path), "BANG_DESKTOP_DISCOVERY": "local",
           "PYTHONPATH": str(ROOT)}
    save = tmp_path / "data" / "host-autosave.json"
    host_cmd = [sys.executable, "-m", "game", "host", "--port", "0", "--games", "1"]
    first = subprocess.Popen(host_cmd + ["--game", "dice", "--seats", "bot:easy,bot:easy,bot:easy", "--seed", "3",
                                         "--bot-pause", "0.2"], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                             stdout=subprocess.PIPE, text=True)
    try:
        assert any(line.startswith("game started") for line in first.stdout)
        deadline = time.monotonic() + 20
        while not (save.exists() and parse_autosave(save.read_text(encoding="utf-8"))["answers"]):
            assert time.monotonic() < deadline, "no answer was autosaved"
            time.sleep(0.05)                            # an answer or two into the game
        first.send_signal(signal.SIGTERM)
        out, _ = first.communicate(timeout=30)
        assert first.returncode == 0 and "game over" not in out
    finally:
        if first.poll() is None:
            first.kill()
    saved = parse_autosave(save.read_text(encoding="utf-8"))
    assert saved["answers"], "the stopped game kept its answers"
    resumed = subprocess.run(host_cmd + ["--resume", "--bot-pause", "0"], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=60)
    assert resumed.returncode == 0 and "game over" in resumed.stdout, resumed.stdout + resumed.stderr
    assert not save.exists()
    nothing = subprocess.run(host_cmd + ["--resume"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=30)
    assert nothing.returncode == 2 and "no saved game" in nothing.stderr
    save.write_text('{"answers": [', encoding="utf-8")
    broken = subprocess.run(host_cmd + ["--resume"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=30)
    assert broken.returncode == 2 and "cannot continue: it is damaged or is not a save" in broken.stderr


def test_a_headless_host_of_bots_plays_its_count_of_games_and_exits(tmp_path):
    """Quick games end faster than the host looks at them: each still counts, and the host stops after the last."""
    env = {**os.environ, "BANG_DESKTOP_HOME": str(tmp_path), "BANG_DESKTOP_DISCOVERY": "local",
           "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "game", "host", "--game", "dice", "--seats",
                           "bot:easy,bot:easy,bot:easy", "--port", "0", "--bot-pause", "0", "--games", "5",
                           "--seed", "3"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("game started") == done.stdout.count("game over") == 5, done.stdout


def test_a_headless_host_whose_game_fails_says_so_and_exits(tmp_path, monkeypatch, capsys):
    """A game stopped on an error ends the host: the program says so and exits 1, it does not wait on forever."""
    from game.net import headless, runner

    def broken(setup):
        raise RuntimeError("a bug in the rules")
    monkeypatch.setenv("BANG_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setenv("BANG_DESKTOP_DISCOVERY", "local")
    monkeypatch.setattr(headless.signal, "signal", lambda *args: None)     # the test runner keeps its own
    monkeypatch.setattr(headless.gc, "freeze", lambda: None)
    monkeypatch.setattr(runner, "deal", broken)
    assert headless.main(["--game", "dice", "--seats", "bot:easy,bot:easy,bot:easy", "--port", "0"]) == 1
    out, err = capsys.readouterr()
    assert "game started" in out and "stopped on an error" in err


def test_a_headless_host_has_its_seats_when_it_says_it_listens(tmp_path, monkeypatch):
    """The line that says where to join comes as the host listens: a player taking his seat on its welcome at once
    (the scripted players do) must find the seats there, not an empty lobby set a moment later."""
    from game.net import headless

    class Listening(Exception):
        pass
    lobbies = []
    listen = headless.Host.start

    def start(host):
        port = listen(host)
        lobbies.append(host.lobby_message())
        host.stop()
        raise Listening(port)
    monkeypatch.setenv("BANG_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(headless.Host, "start", start)
    with pytest.raises(Listening):
        headless.main(["--game", "dice", "--seats", "open,bot:easy,open", "--port", "0"])
    assert [seat["kind"] for seat in lobbies[0]["seats"]] == ["person", "bot", "person"]


def test_the_headless_hosts_operator_lists_the_seats_and_hands_one_to_a_bot(tmp_path):
    """Typed on its input: `seats` lists who sits where, `bot N` hands a person's seat to a bot; a seat that cannot
    be handed is said so. Listening on 127.0.0.1 only, it says so instead of naming LAN addresses."""
    from game.net.client import Mailbox, NetClient
    env = {**os.environ, "BANG_DESKTOP_HOME": str(tmp_path), "BANG_DESKTOP_DISCOVERY": "local",
           "PYTHONPATH": str(ROOT)}
    host = subprocess.Popen([sys.executable, "-m", "game", "host", "--game", "dice", "--seats",
                             "open,bot:easy,bot:easy", "--address", "127.0.0.1", "--port", "0", "--bot-pause", "0",
                             "--games", "1", "--seed", "4", "--turn-limit", "0"],
                            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    box = None
    assert host.stdin is not None and host.stdout is not None

    def read_until(start: str) -> list[str]:
        lines: list[str] = []
        for line in host.stdout:
            lines.append(line)
            if line.startswith(start):
                return lines
        raise AssertionError(f"no line starting {start!r} in {lines}")
    try:
        port = int(read_until("listening on port")[-1].split()[-1])
        assert "listening on 127.0.0.1 only" in read_until("listening on 127.0.0.1")[-1]
        box = Mailbox(NetClient("127.0.0.1", port, "Silent"))
        box.of("welcome")
        box.client.take_seat(0)
        box.of("seated")
        box.client.ready(True)
        box.of("start")
        host.stdin.write("seats\n")
        host.stdin.flush()
        assert read_until("seat 1:")[-1].strip() == "seat 1: Silent: at the table"
        host.stdin.write("bot 2\nbot 1\n")
        host.stdin.flush()
        assert "cannot be handed" in read_until("seat 2 cannot")[-1]
        assert box.until(lambda m: m["type"] == "notice" and m["what"] == "stand_in")["seat"] == 0
        box.of("finished")                        # never answering, the seat was played to the end
        rest, _ = host.communicate(timeout=30)
        assert host.returncode == 0 and "game over" in rest
    finally:
        if box is not None:
            box.client.close()
        if host.poll() is None:
            host.kill()


def test_the_join_line_tells_the_truth(monkeypatch):
    from game.net import headless
    monkeypatch.setattr(headless, "lan_addresses", lambda: ["192.168.1.20"])
    assert headless.join_line("0.0.0.0", 47474) == "join at 192.168.1.20:47474"
    assert "only" in headless.join_line("127.0.0.1", 47474) and "192.168" not in headless.join_line("127.0.0.1", 1)
    assert headless.join_line("192.168.1.30", 5) == "join at 192.168.1.30:5"
    monkeypatch.setattr(headless, "lan_addresses", lambda: ["127.0.0.1"])       # no network card but loopback
    assert headless.join_line("0.0.0.0", 5).startswith("no LAN address found")
