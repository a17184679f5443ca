"""`python -m game host`: a LAN host without a window, for a machine without a screen.

    python -m game host --game cards --seats open,open,bot:normal,bot:hard
    python -m game host --game dice --seats open,open,open,bot --port 47474 --name Saloon
    python -m game host --resume          # continue the game this host was playing when it stopped

Each seat is `open` (a person's: whoever joins takes it) or `bot[:LEVEL]` (easy, normal, hard). The game starts
as soon as every open seat is taken and its player is ready; afterwards the lobby opens again for the next game
(`--games N` stops after N; a game stopped on an error ends the host, exit 1). Every answer is autosaved in the
user's data folder before anyone sees what it caused, so even a host killed outright loses nothing a player saw;
Ctrl-C says goodbye to everyone, and `--resume` continues from that save once the players are back (their windows
keep their seats' tokens).
"""

from __future__ import annotations

import argparse
import gc
import math
import signal
import sys
import threading

from game.net.addresses import lan_addresses
from game.net.discovery import make_discovery
from game.net.host import Host
from game.net.lobby import Lobby
from game.net.schema import DEFAULT_PORT
from game.session import LEVELS, SaveRefused, read_autosave
from game.ui.storage import AutosaveFile, Storage
from game.ui.text.en import STRINGS as ENGLISH

SAVE_NAME = "host-autosave.json"


def seat_kinds(text: str) -> list[tuple[str, str]]:
    """"open,bot:hard,bot" -> [("open", "normal"), ("bot", "hard"), ("bot", "normal")]"""
    kinds = []
    for part in text.split(","):
        kind, _, level = part.strip().partition(":")
        if kind not in ("open", "bot") or (level and level not in LEVELS):
            raise argparse.ArgumentTypeError(f"{part!r}: a seat is open or bot[:{'|'.join(LEVELS)}]")
        kinds.append((kind, level or "normal"))
    return kinds


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game host", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("cards", "dice"), default="cards")
    parser.add_argument("--seats", type=seat_kinds, default=seat_kinds("open,open,bot,bot"),
                        help="each seat: open or bot[:easy|normal|hard], comma-separated")
    parser.add_argument("--option", action="append", default=[], help="a rule option to turn on (dice: later_edition)")
    parser.add_argument("--name", default="Host", help="the name players see in Join")
    parser.add_argument("--address", default="0.0.0.0", help="the address to listen on (all of them by default)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="0: any free port")
    parser.add_argument("--grace", type=float, default=30.0, help="seconds a dropped player's seat waits for him")
    parser.add_argument("--bot-pause", type=float, default=0.6, help="seconds a bot waits before it answers")
    parser.add_argument("--seed", type=int, default=None, help="deal the first game from this seed")
    parser.add_argument("--games", type=int, default=0, help="stop after this many games (0: never)")
    parser.add_argument("--resume", action="store_true", help="continue the autosaved game")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse(argv)
    storage = Storage()
    save_path = storage.data / SAVE_NAME
    resume = None
    if args.resume:
        try:
            resume = read_autosave(save_path.read_text(encoding="utf-8"))
        except OSError:
            print(f"no saved game at {save_path}", file=sys.stderr)
            return 2
        except SaveRefused as refusal:
            detail = f" ({refusal.detail})" if refusal.detail else ""
            print(f"the saved game cannot continue: {ENGLISH[refusal.key]}{detail}", file=sys.stderr)
            return 2
    host = Host(args.name, lobby=None if resume else Lobby(args.game), resume=resume, address=args.address,
                port=args.port, grace=args.grace, pause=lambda: args.bot_pause, autosave=AutosaveFile(save_path),
                discovery=make_discovery(), autostart=args.games or math.inf, seed=args.seed,
                on_change=lambda line: print(line, flush=True))
    port = host.start()
    if resume is None:
        host.configure(args.game, {name: True for name in args.option}, args.seats)
    print(f"join at {', '.join(f'{a}:{port}' for a in lan_addresses())}; saving to {save_path}", flush=True)
    gc.freeze()             # the program as loaded lives as long as the host: full collections need not walk it
    stop = threading.Event()
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    while not stop.wait(0.2):
        if args.games and host.games_over >= args.games:    # counted by the host: two quick games both count
            break
        if not host.listening:
            print("the host's game stopped on an error; the players were told", file=sys.stderr)
            return 1
    host.stop()
    return 0
