"""LAN play on 127.0.0.1: how long an answer takes to reach everyone, what the host costs idle, and the bytes a
client receives per game.

    python bench/net.py                    # 8 players, 20 dice games, 10 s idle
    python bench/net.py --games 50 --idle 30

The host is `python -m game host` in a process of its own (8 open seats of the dice game, no bot pause, discovery
off). The 8 players are sockets of this one process, speaking the protocol directly (docs/protocol.md): one thread
waits on all of them, decodes what comes and answers at random from the views. So the machine's two cores go to the
host and to one reader, as eight machines on a LAN would let them, and the figure is the host's and the loopback's,
not eight interpreters queueing for two cores. On Linux the kernel stamps each socket's bytes as they arrive
(SO_TIMESTAMPNS): the time this one reader spends on the other seven players' views is not counted as the eighth
one's wait, as it would not be on eight machines. Elsewhere a socket's bytes are stamped when they are read.

Round trip: from a player's answer leaving to the moment the last of the 8 has the view that follows it.
Idle: the host's CPU time (Linux /proc) over --idle seconds with the 8 seated in its lobby and pinging every 5 s as
the window does. Bytes: every frame a player read from a game's start to its end, headers included. Goals: p99
under 5 ms, idle under 1% of a core. Printed, never asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import selectors
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.net.client import PING_EVERY  # noqa: E402
from game.net.framing import HOST_CAP, Decoder, encode  # noqa: E402
from game.net.schema import hello  # noqa: E402

PLAYERS = 8
SO_TIMESTAMPNS = 35 if sys.platform == "linux" else None     # Linux's number; the socket module does not name it
STAMP = struct.Struct("qq")                                  # the kernel's timespec: seconds, nanoseconds


class Player:
    """One seat's socket and what it saw: when each view arrived, when each answer left, the bytes per game."""

    def __init__(self, port: int, seat: int):
        self.seat = seat
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if SO_TIMESTAMPNS is not None:
            self.sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
        self.decoder = Decoder(HOST_CAP)
        self.rng = random.Random(seat)
        self.game = 0
        self.received = 0
        self.per_game: list[int] = []
        self.arrived: dict[tuple, float] = {}       # (game, view version) -> when its bytes arrived
        self.sent: dict[tuple, float] = {}          # (game, version answered) -> when the answer left
        # times are the wall clock's, as the kernel stamps them
        self.say(hello(f"P{seat}"))
        self.say({"type": "take_seat", "seat": seat})

    def say(self, message: dict) -> None:
        self.sock.sendall(encode(message))

    def receive(self) -> tuple[bytes, float]:
        """What is there, and when it arrived (the kernel's stamp, or now)."""
        if SO_TIMESTAMPNS is None:
            return self.sock.recv(1 << 20), time.time()
        data, extra, _, _ = self.sock.recvmsg(1 << 20, socket.CMSG_SPACE(STAMP.size))
        for level, kind, value in extra:
            if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS:
                seconds, nanoseconds = STAMP.unpack_from(value)
                return data, seconds + nanoseconds / 1e9
        return data, time.time()

    def read(self, games: int) -> bool:
        """Read what is there and act on it; False once its last game is over."""
        data, at = self.receive()
        if not data:
            raise SystemExit(f"P{self.seat}: the host closed the connection")
        self.received += len(data)
        for message in self.decoder.feed(data):
            kind = message.get("type")
            if kind == "start":
                self.game += 1
            elif kind == "view":
                view = message["view"]
                self.arrived.setdefault((self.game, view["version"]), at)
                if view["decision"]:
                    self.sent[(self.game, view["version"])] = time.time()
                    self.say({"type": "answer", "action": self.rng.choice(view["decision"]["options"]),
                              "version": view["version"]})
            elif kind == "finished":
                self.per_game.append(self.received)
                self.received = 0                    # the lobby's few bytes between games count for the next
                if self.game == games:
                    return False
                self.say({"type": "ready", "ready": True})
        return True


def start_host(home: str) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "BANG_DESKTOP_HOME": home, "BANG_DESKTOP_DISCOVERY": "off", "PYTHONPATH": str(ROOT)}
    host = subprocess.Popen([sys.executable, "-m", "game", "host", "--game", "dice", "--seats",
                             ",".join(["open"] * PLAYERS), "--port", "0", "--bot-pause", "0", "--seed", "1"],
                            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True)
    for line in host.stdout:
        if line.startswith("listening on port"):
            return host, int(line.split()[-1])
    raise SystemExit("the host did not start")


def cpu_seconds(pid: int) -> float | None:
    """User and system CPU time of a process, from /proc (None where there is no /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle(players: list[Player], seconds: float) -> None:
    """Seated, pinging as the window does, reading whatever comes."""
    selector = selectors.DefaultSelector()
    for player in players:
        selector.register(player.sock, selectors.EVENT_READ, player)
    end, ping = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        if time.monotonic() >= ping:
            ping = time.monotonic() + PING_EVERY
            for player in players:
                player.say({"type": "ping", "id": 1})
        for key, _ in selector.select(0.5):
            key.data.sock.recv(1 << 20)
    selector.close()


def play(players: list[Player], games: int) -> None:
    selector = selectors.DefaultSelector()
    for player in players:
        selector.register(player.sock, selectors.EVENT_READ, player)
        player.say({"type": "ready", "ready": True})
    playing = set(players)
    while playing:
        for key, _ in selector.select(10):
            player = key.data
            if player in playing and not player.read(games):
                playing.discard(player)
    selector.close()


def round_trips(players: list[Player]) -> list[float]:
    trips = []
    for player in players:
        for (game, version), left in player.sent.items():
            reached = [p.arrived.get((game, version + 1)) for p in players]
            if None not in reached:
                trips.append(max(reached) - left)
    return trips


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--idle", type=float, default=10.0, help="seconds the idle host is watched")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bang-bench-net-") as home:
        host, port = start_host(home)
        try:
            players = [Player(port, seat) for seat in range(PLAYERS)]
            idle(players, 1.0)                         # all seated before the host is watched
            before = cpu_seconds(host.pid)
            idle(players, args.idle)
            after = cpu_seconds(host.pid)
            start = time.perf_counter()
            play(players, args.games)
            took = time.perf_counter() - start
        finally:
            host.terminate()
            host.wait(10)
    ms = [t * 1000 for t in round_trips(players)]
    per_game = [size for player in players for size in player.per_game]
    print(f"LAN on 127.0.0.1, {PLAYERS} players, dice game, {args.games} games in {took:.1f} s "
          f"({len(ms)} answers, {len(ms) / took:.0f} a second)")
    print(f"round trip of an answer to all {PLAYERS}: p50 {percentile(ms, 0.5):.2f} ms, p99 {percentile(ms, 0.99):.2f} "
          f"ms, max {max(ms):.2f} ms (goal: p99 under 5 ms)")
    if before is None:
        print("host idle CPU: not measured here (no /proc)")
    else:
        print(f"host idle CPU with {PLAYERS} players seated: {100 * (after - before) / args.idle:.2f}% of a core over "
              f"{args.idle:.0f} s (goal: under 1%)")
    print(f"bytes per game per client: median {statistics.median(per_game) / 1024:.1f} KiB, "
          f"max {max(per_game) / 1024:.1f} KiB")
    if hasattr(os, "getloadavg"):                   # the tail follows what else the machine runs
        print(f"machine load: {os.getloadavg()[0]:.2f} (1-minute average) on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
