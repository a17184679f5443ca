"""`python -m game host`: a LAN host without a window, for a machine without a screen.

    python -m game host --game cards --seats open,open,bot:normal,bot:hard
    python -m game host --game dice --seats open,open,open,bot --port 47474 --name Saloon
    python -m game host --game cards --option game_ends_mid_card --expansions SET,SET --option NAME=VALUE
    python -m game host --resume          # continue the game this host was playing when it stopped
    python -m game host --series 5 --rotate --option cash_reward      # five games in a row, the Sheriff passing on
    python -m game host --tournament      # a tournament: as many games as seats (--series N: N, a multiple of them)
    python -m game host --tournament --option experience     # survivors may buy cards in play into the next game
    python -m game host --tournament --option auction        # the characters are auctioned before each game

Each seat is `open` (a person's: whoever joins takes it) or `bot[:LEVEL]` (easy, normal, hard). The game starts
as soon as every open seat is taken and its player is ready; afterwards the lobby opens again for the next game
(`--games N` stops after N; a game stopped on an error ends the host, exit 1). `--expansions` names the sets
(card game) or modules (dice game) switched on besides the base game, `--option name=value` sets a rule option
of theirs (a bool option alone turns it on; a variant of the rules that is a set of its own is switched on by its
name with either flag, as a scenario file's `variants` may name it); a combination the rules refuse is said in words,
exit 2. `--series N` plays N games in a row at the same seats (the dice game's with its Legacy of the Wild West
module switched on), `--rotate` passing the Sheriff to the next seat each game (the card game);
`--tournament` plays the tournament (rulebook 004: as many games as seats, or `--series N` for a multiple of them, the
Sheriff rotating, each game's money by its table); the standings are printed after each game and go to every player
in the lobby, and the host stops when the series is over. A person
has `--turn-limit` seconds for each decision (90; 0: no limit), then the seat's bot makes it for him. Every
answer is autosaved in the user's data folder before anyone sees what it caused, so even a host killed outright
loses nothing a player saw; Ctrl-C says goodbye to everyone, and `--resume` continues from that save once the
players are back (their windows keep their seats' tokens).

Commands typed while it runs (one a line; ignored when there is no input):
    seats      who sits where, and who is away or played by a bot
    bot N      a bot plays seat N now (a silent player); he gets it back by answering or rejoining
    help       these commands
"""

from __future__ import annotations

import argparse
import gc
import ipaddress
import math
import random
import signal
import sys
import threading
from typing import TextIO

from game.core.common.series import SERIES, TOURNAMENT, Series
from game.net.addresses import lan_addresses
from game.net.discovery import make_discovery
from game.net.host import Host
from game.net.limits import TURN_LIMIT
from game.net.lobby import Lobby
from game.net.schema import DEFAULT_PORT
from game.session import LEVELS, SaveRefused, auctions, carries, read_autosave
from game.setups import BASE, DESCRIPTIONS
from game.storage import AutosaveFile, Storage

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


def names(text: str) -> list[str]:
    """"a, b" -> ["a", "b"]"""
    return [name.strip() for name in text.split(",") if name.strip()]


def chosen_setup(args: argparse.Namespace) -> tuple[list[str], dict]:
    """The sets and typed options the flags name; ValueError says in words what the rules refuse."""
    description = DESCRIPTIONS[args.game]
    sets, texts = description.variant_sets([BASE, *(name for name in args.expansions if name != BASE)],
                                           args.option)
    in_series = {"series": True} if args.series or args.tournament else {}
    refusals = description.refusals({"seats": args.seats, "sets": sets, "options": {}, **in_series})
    if refusals:
        raise ValueError("\n".join(r.message for r in refusals))
    options = dict(description.parse_option(text, sets) for text in texts)
    refusals = description.refusals({"seats": args.seats, "sets": sets, "options": options, **in_series})
    if refusals:
        raise ValueError("\n".join(r.message for r in refusals))
    return sets, options


def seconds(text: str) -> float:
    value = float(text)
    if not 0 <= value < math.inf:
        raise argparse.ArgumentTypeError(f"{text!r}: a number of seconds, 0 or more")
    return value


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game host", description=__doc__.split("\n\n")[0],
                                     epilog=__doc__[__doc__.index("Commands typed"):],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=("cards", "dice"), default="cards")
    parser.add_argument("--seats", type=seat_kinds, default=seat_kinds("open,open,bot,bot"),
                        help="each seat: open or bot[:easy|normal|hard], comma-separated")
    parser.add_argument("--expansions", type=names, default=[], metavar="NAME,NAME",
                        help="the expansions switched on besides the base game, comma-separated")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option of the game or of its expansions (repeat for each; NAME alone: on); "
                             "a variant of the rules that is a set of its own is switched on by its name here too")
    parser.add_argument("--name", default="Host", help="the name players see in Join")
    parser.add_argument("--address", default="0.0.0.0", help="the address to listen on (all of them by default)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="0: any free port")
    parser.add_argument("--grace", type=float, default=30.0, help="seconds a dropped player's seat waits for him")
    parser.add_argument("--turn-limit", type=seconds, default=TURN_LIMIT, metavar="SECONDS",
                        help="seconds a person has for each decision before his seat's bot makes it (0: no limit)")
    parser.add_argument("--bot-pause", type=float, default=0.6, help="seconds a bot waits before it answers")
    parser.add_argument("--seed", type=int, default=None, help="deal the first game from this seed")
    parser.add_argument("--games", type=int, default=0, help="stop after this many games (0: never)")
    parser.add_argument("--series", type=int, default=0, metavar="N", help="play N games in a row as a series")
    parser.add_argument("--rotate", action="store_true", help="in a series, the Sheriff passes on each game")
    parser.add_argument("--tournament", action="store_true", help="play the tournament (rulebook 004)")
    parser.add_argument("--resume", action="store_true", help="continue the autosaved game")
    return parser.parse_args(argv)


def join_line(address: str, port: int) -> str:
    """Where players reach this host, truly: the LAN addresses when it listens on all of them, else the one it
    listens on (loopback: this computer only)."""
    try:
        listening = ipaddress.ip_address(address)
    except ValueError:
        return f"join at {address}:{port}"
    if listening.is_loopback:
        return f"listening on {address} only: players on this computer join at {address}:{port}, no one else can"
    if not listening.is_unspecified:
        return f"join at {address}:{port}"
    found = [a for a in lan_addresses() if not ipaddress.ip_address(a).is_loopback]
    if not found:
        return f"no LAN address found: players on this computer join at 127.0.0.1:{port}"
    return f"join at {', '.join(f'{a}:{port}' for a in found)}"


def seat_lines(lobby: dict) -> list[str]:
    """The `seats` command's answer: one line a seat."""
    lines = []
    for seat in lobby["seats"]:
        if seat["kind"] == "bot":
            who = f"bot ({seat['level']})"
        elif not seat["taken"] and not seat["reserved"] and not seat["away"]:
            who = "open"
        else:
            state = ("played by a bot" if seat["stand_in"] else "away" if seat["away"] else
                     "waiting for its player" if seat["reserved"] else "at the table" if lobby["state"] == "playing"
                     else "ready" if seat["ready"] else "not ready")
            who = f"{seat['name'] or '?'}: {state}"
        lines.append(f"seat {seat['seat'] + 1}: {who}")
    return lines


def obey(host: Host, line: str) -> str:
    """One command typed by the operator; what to print back."""
    words = line.split()
    if not words:
        return ""
    if words == ["seats"]:
        lobby = host.lobby_message()
        return "\n".join([f"{lobby['state']}, {lobby['game']}:", *seat_lines(lobby)])
    if words[0] == "bot" and len(words) == 2 and words[1].isdigit():
        try:
            host.stand_in(int(words[1]) - 1)
        except ValueError:
            return f"seat {words[1]} cannot be handed to a bot: only a person's seat in a running game can"
        return f"a bot plays seat {words[1]} now; its player gets it back by answering or rejoining"
    if words == ["help"]:
        return __doc__[__doc__.index("Commands typed"):].rstrip()
    return f"unknown command {line.strip()!r}; try help"


def listen_to(source: TextIO | None, host: Host) -> None:
    """Read the operator's commands from `source` on a thread of their own, until it ends (none: nothing to
    read, as under a service manager)."""
    if source is None or source.closed:
        return
    if source.isatty():
        print("type help for the commands", flush=True)

    def read() -> None:
        try:
            for line in source:
                answer = obey(host, line)
                if answer:
                    print(answer, flush=True)
        except (OSError, ValueError, RuntimeError):
            pass                        # the input is gone (the host goes on without it), or the host stopped
    threading.Thread(target=read, name="host-commands", daemon=True).start()


def chosen_series(args: argparse.Namespace, sets: list[str], options: dict) -> Series | None:
    """The series the flags ask for (None: single games); ValueError says in words why it cannot be played."""
    if not args.series and not args.tournament:
        return None
    mode = TOURNAMENT if args.tournament else SERIES
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    return Series.new(args.game, seed, len(args.seats), mode=mode, games=args.series or len(args.seats),
                      rotate=args.rotate, sets=sets, carry=carries({"game": args.game, "options": options}),
                      auction=auctions({"options": options}))


def main(argv: list[str]) -> int:
    args = parse(argv)
    try:
        sets, options = chosen_setup(args)
        series = chosen_series(args, sets, options)
    except ValueError as refused:
        print(f"this game cannot be set up:\n{refused}", file=sys.stderr)
        return 2
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
            print(f"the saved game cannot continue: {refusal}", file=sys.stderr)
            return 2
    lobby = None
    if resume is None:      # seated before the host listens: a player joining the moment it does finds his seat
        lobby = Lobby(args.game, options, sets=sets, series=series)
        lobby.configure(args.game, options, args.seats, sets)
    host = Host(args.name, lobby=lobby, resume=resume, address=args.address, port=args.port, grace=args.grace,
                turn_limit=args.turn_limit, pause=lambda: args.bot_pause, autosave=AutosaveFile(save_path),
                discovery=make_discovery(), autostart=args.games or math.inf, seed=args.seed,
                on_change=lambda line: print(line, flush=True))
    port = host.start()
    print(f"{join_line(args.address, port)}; saving to {save_path}", flush=True)
    for note in DESCRIPTIONS[args.game].table_notes(len(args.seats)) if resume is None else ():
        print(note.tip_en, flush=True)      # what the table's size changes (eight players: not in the rulebook)
    listen_to(sys.stdin, host)
    gc.freeze()             # the program as loaded lives as long as the host: full collections need not walk it
    stop = threading.Event()
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    while not stop.wait(0.2):
        if args.games and host.games_over >= args.games:    # counted by the host: two quick games both count
            break
        if host.lobby.series is not None and host.lobby.series.over and host.runner is None:
            break
        if not host.listening:
            print("the host's game stopped on an error; the players were told", file=sys.stderr)
            return 1
    host.stop()
    return 0
