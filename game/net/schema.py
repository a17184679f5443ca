"""The messages of the LAN protocol: their kinds, the fields a client may send, and the check every one passes.

A message is a JSON object with a "type". What a client sends is checked here, field by field, before the host
looks at it: a message that fails gets an error reply naming the code, and nothing changes. Fields a kind does not
name are dropped, so an older host reads a newer client's extras as nothing. docs/protocol.md is the reference.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

from game import __version__ as GAME_VERSION
from game.setups import programs_sets

PROTOCOL = 1
SERVICE_TYPE = "_bang-desktop._tcp.local."   # the service discovery type (build.spec names it for macOS)
DEFAULT_PORT = 47474                         # tried first, so the address to read out stays the same

NAME_LENGTH = 20            # letters (a letter with its accents is one)
CHAT_LENGTH = 200
MARKS_PER_LETTER = 2        # accents kept on one letter: more only pile up over the neighbouring text
TOKEN_LENGTH = 64
ACTION_ITEMS = 8             # an answer is a verb and a few numbers and names
ACTION_DEPTH = 3
LOWEST, HIGHEST = -2 ** 31, 2 ** 31 - 1       # a client's integers fit 32 bits
SET_KINDS, SETS_A_KIND = 4, 64              # a hello's `sets`: game kinds, and expansions of each

# Error codes a host sends in {"type": "error", "code", "message", "about"}.
ERRORS = ("malformed", "too_large", "unknown_type", "bad_field", "hello_first", "not_now", "no_seat", "seat_taken",
          "not_seated", "bad_token", "not_your_turn", "stale", "throttled", "missing_set")
# Why a host says goodbye: {"type": "goodbye", "reason", "message"}.
GOODBYES = ("version", "sets", "host_left", "replaced", "too_many_errors", "timeout", "full", "failed")
# What a notice tells everyone: {"type": "notice", "what", "seat", "name"}.
NOTICES = ("joined", "left", "away", "back", "stand_in", "timed_out")
# What a host sends (docs/protocol.md describes each).
HOST_TYPES = ("welcome", "lobby", "seated", "start", "event", "view", "caught_up", "clock", "refused", "finished",
              "chat", "notice", "error", "pong", "goodbye")


class ProtocolError(Exception):
    """A message refused before it changed anything; `code` is one of ERRORS."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


def _int(value: Any, low: int = LOWEST, high: int = HIGHEST) -> bool:
    return type(value) is int and low <= value <= high


def _mark(ch: str) -> bool:
    """A combining mark: it draws over the character before it (an accent), taking no room of its own."""
    return unicodedata.category(ch) in ("Mn", "Me")


def letters(text: str) -> int:
    """How long `text` looks: its characters, not counting the marks drawn over them."""
    return sum(not _mark(ch) for ch in text)


def tidy(text: str) -> str:
    """`text` trimmed, with at most MARKS_PER_LETTER marks on each character (counted decomposed: "é" is an e and
    one accent) and none on nothing, then composed (NFC): what a name or a chat line is drawn as."""
    kept, marks = [], MARKS_PER_LETTER
    for ch in unicodedata.normalize("NFD", text.strip()):
        if not _mark(ch):
            marks = 0
        elif marks >= MARKS_PER_LETTER:
            continue
        else:
            marks += 1
        kept.append(ch)
    return unicodedata.normalize("NFC", "".join(kept)).strip()


def tidy_name(name: str) -> str:
    """A name as tidy() makes it, with every run of spaces made one."""
    return " ".join(tidy(name).split())


def cut(text: str, longest: int) -> str:
    """The first `longest` letters of `text`, each with its marks."""
    count = 0
    for i, ch in enumerate(text):
        count += not _mark(ch)
        if count > longest:
            return text[:i]
    return text


def _text(value: Any, longest: int) -> bool:
    """Printable text of 1 to `longest` letters: no control characters (a name or a chat line is drawn on every
    screen), and no more code points than letters with their marks may have."""
    return (isinstance(value, str) and 0 < letters(value) <= longest
            and len(value) <= longest * (1 + MARKS_PER_LETTER)
            and not any(unicodedata.category(ch).startswith("C") for ch in value))


def _action(value: Any, depth: int = 0) -> bool:
    """A list whose items are verbs, numbers, names or such lists, small and shallow (the engine judges the rest)."""
    if not isinstance(value, list) or len(value) > ACTION_ITEMS or depth > ACTION_DEPTH:
        return False
    if depth == 0 and (not value or not isinstance(value[0], str)):
        return False
    return all(_int(item) or _text(item, NAME_LENGTH * 2) or _action(item, depth + 1) for item in value)


def _token(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= TOKEN_LENGTH and value.isascii() and value.isprintable()


def _sets(value: Any) -> bool:
    """A program's expansions by game kind, each with its version ({"cards": {"a_set": 1}}); absent: none."""
    if value is None:
        return True
    return (isinstance(value, dict) and len(value) <= SET_KINDS
            and all(_text(kind, NAME_LENGTH) and isinstance(sets, dict) and len(sets) <= SETS_A_KIND
                    and all(_text(name, NAME_LENGTH * 2) and _int(version, 0) for name, version in sets.items())
                    for kind, sets in value.items()))


Check = Callable[[Any], bool]
FIELDS: dict[str, dict[str, tuple[Check, str]]] = {
    "hello": {"protocol": (_int, "a number"), "game_version": (lambda v: _text(v, 40), "a version string"),
              "name": (lambda v: isinstance(v, str) and _text(tidy_name(v), NAME_LENGTH), "a name of 1-20 characters"),
              "sets": (_sets, "the expansions by game kind, each with its version")},
    "take_seat": {"seat": (lambda v: _int(v, 0, 7), "a seat number")},
    "leave_seat": {},
    "ready": {"ready": (lambda v: type(v) is bool, "true or false")},
    "keep": {"keep": (lambda v: type(v) is bool, "true or false")},
    "name_sheriff": {"target": (lambda v: _int(v, 0, 7), "a seat number")},
    "pick": {"character": (lambda v: _text(v, NAME_LENGTH * 2), "a character's id")},
    "carry": {"things": (lambda v: isinstance(v, list) and len(v) <= 16 and all(_int(t, 0) for t in v),
                       "a list of card numbers")},
    "bid": {"amount": (lambda v: v is None or _int(v, 0, 10 ** 7), "a number of dollars, or null to pass"),
            "lot": (lambda v: v is None or _text(v, NAME_LENGTH * 2), "a character's id, or null")},
    "rejoin": {"token": (_token, "a seat's token"), "since": (lambda v: _int(v, -1), "an event number or -1")},
    "watch": {"since": (lambda v: _int(v, -1), "an event number or -1")},
    "answer": {"action": (_action, "one of the decision's options"), "version": (lambda v: _int(v, 0), "a version")},
    "chat": {"text": (lambda v: isinstance(v, str) and _text(tidy(v), CHAT_LENGTH), "1-200 printable characters")},
    "ping": {"id": (_int, "a number")},
    "goodbye": {},
}
CLIENT_TYPES = tuple(FIELDS)
TIDY = {"name": tidy_name, "text": tidy}      # fields read as they will be drawn


def check(message: dict) -> dict:
    """`message` as the host reads it: its type and its fields, checked; ProtocolError says what is wrong."""
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise ProtocolError("unknown_type", f"no message type {str(kind)[:40]!r}")
    out: dict[str, Any] = {"type": kind}
    for field, (valid, what) in FIELDS[kind].items():
        value: Any = message.get(field)
        if not valid(value):
            raise ProtocolError("bad_field", f"{kind}.{field} must be {what}")
        out[field] = TIDY[field](value) if field in TIDY else value
    return out


def hello(name: str) -> dict:
    return {"type": "hello", "protocol": PROTOCOL, "game_version": GAME_VERSION, "name": name, "sets": programs_sets()}


def error(code: str, message: str, about: str | None = None) -> dict:
    return {"type": "error", "code": code, "message": message, "about": about}


def goodbye(reason: str, message: str) -> dict:
    return {"type": "goodbye", "reason": reason, "message": message}
