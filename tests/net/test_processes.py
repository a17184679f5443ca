"""The host and its players in separate processes, as on a LAN: `python -m game host` (headless, autostarting when
the open seats are ready) and two players, each its own Python, all on 127.0.0.1."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_headless_host_and_two_player_processes_play_a_game(tmp_path):
    env = {**os.environ, "BANG_DESKTOP_HOME": str(tmp_path), "BANG_DESKTOP_DISCOVERY": "local",
           "PYTHONPATH": str(ROOT)}
    host = subprocess.Popen([sys.executable, "-m", "game", "host", "--game", "dice", "--seats", "open,open,bot:easy",
                             "--port", "0", "--bot-pause", "0", "--games", "1", "--seed", "12"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
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
