"""A game as a setup describes it, and the messages one seat's client hands on: what the window, the LAN host and
the LAN client share, with no window and no network in it.

A game is described by its setup (the Setup scene or a LAN lobby makes it; an autosave keeps it):

    {"game": "cards" | "dice", "seed": int, "sets": ["base", expansions...], "options": {name: value},
     "seats": [{"kind": "you" | "bot", "level": "easy" | "normal" | "hard", "name": str}, ...]}

What each game kind's setups may say, and the rules that refuse one in words, is game/setups.py's.

A `Client` hands one seat its messages and takes its answers; nothing else passes between a table and a window:

    poll() -> [message]        every message since the last poll, oldest first (never blocks)
    send(action, version)      an answer to the seat's pending decision, made against view `version`
    close()                    stop; the game stays in the autosave

Messages are plain JSON-shaped dicts, the same whether the table runs in this process or on a LAN host:

    {"type": "event", "event": {...}}            one event as this seat may see it (docs/contract.md)
    {"type": "view", "view": {"seat", "version", "decision": {seat, kind, options, info} | None, "data": {...}}}
    {"type": "caught_up"}                        the events so far were history (a deal, a resumed game)
    {"type": "clock", "seat", "version", "seconds"}   a LAN host's turn limit: the seconds `seat` has left to
                                                 answer view `version` (then the host's bot answers for it)
    {"type": "refused", "rule", "message"}       an answer the game did not take; nothing changed
    {"type": "finished", "answers": [[seat, action]...]}   the game is over: every answer, for the replay
    {"type": "failed", "message", "report"}      the table stopped on an unexpected error
"""

from __future__ import annotations

import json
import queue
from abc import ABC, abstractmethod
from typing import Any

from game.core.common import savefile
from game.core.common.errors import IllegalMove
from game.core.common.table import Table
from game.setups import DESCRIPTIONS, GAME_KINDS, Refusal, sets_of

AUTOSAVE_FORMAT = "bang-desktop-autosave"
AUTOSAVE_VERSION = 2             # 2: a header line, then the answers appended line by line
LEVELS = ("easy", "normal", "hard")


class Client(ABC):
    """One seat's connection to a running table: in this process (game.ui.client) or on a LAN host (game.net)."""

    seat: int
    setup: dict

    @abstractmethod
    def poll(self) -> list[dict]:
        """The messages that arrived since the last call, oldest first; never blocks."""

    @abstractmethod
    def send(self, action: Any, version: int) -> None:
        """Answer the seat's pending decision (made against the view of `version`)."""

    @abstractmethod
    def close(self) -> None:
        """Stop listening; the game itself stays in the autosave."""


def drain(inbox: queue.Queue) -> list:
    """Everything waiting in a client's queue now, oldest first, without blocking (what `Client.poll` returns)."""
    messages = []
    while True:
        try:
            messages.append(inbox.get_nowait())
        except queue.Empty:
            return messages


class SetupRefused(ValueError):
    """A setup the rules refuse: `refusals` (game/setups.py's Refusal records) say why, the message in English."""

    def __init__(self, refusals: list[Refusal]):
        super().__init__("; ".join(r.message for r in refusals))
        self.refusals = refusals


class SaveRefused(Exception):
    """An autosave that cannot be continued. `reason` is one of REASONS (the window says it in the player's words, its
    string "save.<reason>"), `detail` what exactly was wrong; the message says both in English, for a terminal."""

    REASONS = {"unreadable": "it is damaged or is not a save of this game",
               "other_version": "another version of the program made it",
               "damaged": "its moves do not replay",
               "finished": "its game is already over"}

    def __init__(self, reason: str, detail: str = ""):
        super().__init__(self.REASONS[reason] + (f" ({detail})" if detail else ""))
        self.reason = reason
        self.detail = detail


BOT_NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fede", "Gloria", "Hugo")   # offline and on the LAN


def check_setup(setup: Any) -> None:
    """ValueError unless `setup` describes a game this version can deal (SetupRefused: the rules refuse its seats,
    sets or options, in words)."""
    if not isinstance(setup, dict) or setup.get("game") not in GAME_KINDS:
        raise ValueError("unknown game")
    seats = setup.get("seats")
    if not isinstance(seats, list):
        raise ValueError("no seats")
    for seat in seats:
        if not isinstance(seat, dict) or seat.get("kind") not in ("you", "bot") \
                or not isinstance(seat.get("name"), str):
            raise ValueError("a seat is neither you nor a bot")
        if seat["kind"] == "bot" and seat.get("level") not in LEVELS:
            raise ValueError("unknown bot level")
    if sum(s["kind"] == "you" for s in seats) > 1:
        raise ValueError("more than one seat is yours")
    if type(setup.get("seed")) is not int:
        raise ValueError("no seed")
    refusals = DESCRIPTIONS[setup["game"]].refusals(setup)
    if refusals:
        raise SetupRefused(refusals)


def deal(setup: dict):
    """The game `setup` describes, dealt from its seed (ValueError if the rules refuse it)."""
    check_setup(setup)
    specs = [{"name": seat["name"]} for seat in setup["seats"]]
    chosen = tuple(sets_of(setup))
    if setup["game"] == "cards":
        from game.core.cards.engine import new_game
        return new_game(setup["seed"], specs, sets=chosen, **setup["options"])
    from game.core.dice.engine import new_game as new_dice_game
    return new_dice_game(setup["seed"], specs, modules=chosen, **setup["options"])


BATCH = 0.02    # seconds: bots answering at once (no pause) are shown, and autosaved, together for this long at most


def paced(view) -> bool:
    """Does a bot wait the human-pace pause before it answers this view's decision? Not a question that the others
    see no one decide (`pending.unseen`, docs/contract.md): nobody follows it, and a pause only where a bot had
    something to weigh would tell them who did."""
    pending = view.data["pending"]
    return not (pending and pending.get("unseen"))


class Autosave(ABC):
    """Where a running game is kept to be continued (Continue in the window, `python -m game host --resume`). A table
    calls `keep` before it shows anyone what its latest answers caused, so that losing the program at any instant
    (a crash, `kill -9`) loses nothing anyone saw."""

    @abstractmethod
    def keep(self, setup: dict, answers: list[tuple[int, Any]], seq: int) -> None:
        """Keep the game of `setup` after `answers` (every answer so far; `seq`: the number of its next event),
        for good once this returns (cheap when nothing is new)."""

    @abstractmethod
    def forget(self) -> None:
        """The game is over and everyone was told: there is nothing to continue."""


# An autosave's text: a header line (format, version, rules, setup), then one line per batch of answers kept
# together, {"answers": [[seat, action]...], "seq": the next event's number after them}, each ending in a newline.
# Answers are only ever added at the end, so a batch costs one short line, not the whole game again.

def autosave_header(setup: dict) -> str:
    return _line({"format": AUTOSAVE_FORMAT, "version": AUTOSAVE_VERSION, "rules": savefile.SAVE_VERSION,
                  "setup": setup})


def autosave_batch(answers: list, seq: int) -> str:
    return _line({"answers": [[seat, list(action)] for seat, action in answers], "seq": seq})


def _line(value: dict) -> str:
    return json.dumps(value, separators=(",", ":")) + "\n"


def parse_autosave(text: str) -> dict:
    """An autosave's record, {"format", "version", "rules", "setup", "answers", "seq"}, not replayed yet. A last
    line with no newline was torn by a crash while it was written: it is left out (what it held was never shown,
    since a table shows nothing before its batch is kept)."""
    lines = text.split("\n")
    try:
        record = json.loads(lines[0])
        batches = [json.loads(line) for line in lines[1:-1]]
    except ValueError:
        raise SaveRefused("unreadable") from None
    if not isinstance(record, dict) or record.get("format") != AUTOSAVE_FORMAT:
        raise SaveRefused("unreadable")
    if record.get("version") != AUTOSAVE_VERSION or record.get("rules") not in savefile.READS:
        raise SaveRefused("other_version", f"{record.get('version')!r}/{record.get('rules')!r}")
    answers: list = []
    for batch in batches:
        if not isinstance(batch, dict) or not isinstance(batch.get("answers"), list) \
                or type(batch.get("seq")) is not int:
            raise SaveRefused("damaged", f"a line of answers is not one: {batch!r:.80}")
        answers += batch["answers"]
    return {**record, "answers": answers, "seq": batches[-1]["seq"] if batches else None}


def read_autosave(text: str) -> dict:
    """The record in an autosave's text (parse_autosave), checked by replaying it; SaveRefused says why it cannot
    continue."""
    record = parse_autosave(text)
    try:
        check_setup(record.get("setup"))
        game = deal(record["setup"])
        for seat, action in record["answers"]:
            game.apply(seat, action)
    except SetupRefused as exc:
        raise SaveRefused("other_version" if {r.rule for r in exc.refusals} & {"retired", "unknown_set"} else "damaged",
                          str(exc)) from None
    except (KeyError, TypeError, ValueError, IllegalMove) as exc:
        raise SaveRefused("damaged", f"{type(exc).__name__}: {exc}") from None
    if record["seq"] is not None and game.seq != record["seq"]:
        raise SaveRefused("other_version", "the replayed game differs from the saved one")
    if game.pending is None:
        raise SaveRefused("finished")
    return record


def autosave_record(setup: dict, table: Table) -> dict:
    """`table`'s game as an autosave holds it: its setup and answers (a finished game's record, for the replay)."""
    return {"format": AUTOSAVE_FORMAT, "version": AUTOSAVE_VERSION, "rules": savefile.SAVE_VERSION, "setup": setup,
            "answers": [[seat, list(action)] for seat, action in table.answers], "seq": table.game.seq}


def view_message(view) -> dict:
    decision = view.decision
    return {"type": "view", "view": {"seat": view.seat, "version": view.version,
                                     "decision": None if decision is None else decision.to_dict(),
                                     "data": view.data}}
