"""The messages a client may send: each kind's fields checked, unknown fields dropped, anything else refused with
a code. Fuzzed: no JSON object at all makes check() raise anything but ProtocolError."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.net import schema
from game.net.schema import ProtocolError, check

GOOD = [
    {"type": "hello", "protocol": 1, "game_version": "0.1.0", "name": "  Ana  "},
    {"type": "hello", "protocol": 1, "game_version": "0.1.0", "name": "Ana", "sets": {"cards": {"gold_rush": 1},
                                                                                    "dice": {}}},
    {"type": "take_seat", "seat": 3}, {"type": "leave_seat"}, {"type": "ready", "ready": False},
    {"type": "rejoin", "token": "abc-_123", "since": -1}, {"type": "watch", "since": 12},
    {"type": "answer", "action": ["play", 12, 3], "version": 40}, {"type": "answer", "action": ["pick", [1, 2]],
                                                                   "version": 0},
    {"type": "chat", "text": "¡Hola!"}, {"type": "ping", "id": 7}, {"type": "goodbye"},
]
BAD = [
    ({}, "unknown_type"), ({"type": "shout"}, "unknown_type"), ({"type": ["hello"]}, "unknown_type"),
    ({"type": "hello", "protocol": True, "game_version": "1", "name": "A"}, "bad_field"),
    ({"type": "hello", "protocol": 1, "game_version": "1", "name": "   "}, "bad_field"),
    ({"type": "hello", "protocol": 1, "game_version": "1", "name": "A" * 21}, "bad_field"),
    ({"type": "hello", "protocol": 1, "game_version": "1", "name": "A\x00B"}, "bad_field"),
    ({"type": "hello", "protocol": 1, "game_version": "1", "name": "A", "sets": ["gold_rush"]}, "bad_field"),
    ({"type": "hello", "protocol": 1, "game_version": "1", "name": "A", "sets": {"cards": {"gold_rush": "1"}}},
     "bad_field"),
    ({"type": "hello", "protocol": 1, "game_version": "1", "name": "A", "sets": {"cards": {"gold_rush": -1}}},
     "bad_field"),
    ({"type": "hello", "protocol": 1, "game_version": "1", "name": "A", "sets": {"cards": ["gold_rush"]}},
     "bad_field"),
    ({"type": "hello", "protocol": 1, "game_version": "1", "name": "A",
      "sets": {"cards": {f"set{n}": 1 for n in range(65)}}}, "bad_field"),
    ({"type": "hello", "protocol": 1, "game_version": "1", "name": "A", "sets": {"x" * 30: {}}}, "bad_field"),
    ({"type": "take_seat", "seat": 8}, "bad_field"), ({"type": "take_seat", "seat": 1.0}, "bad_field"),
    ({"type": "ready", "ready": 1}, "bad_field"),
    ({"type": "answer", "action": [], "version": 1}, "bad_field"),
    ({"type": "answer", "action": [3, "play"], "version": 1}, "bad_field"),
    ({"type": "answer", "action": ["play", 1.5], "version": 1}, "bad_field"),
    ({"type": "answer", "action": ["play", None], "version": 1}, "bad_field"),
    ({"type": "answer", "action": ["play"] + [1] * 20, "version": 1}, "bad_field"),
    ({"type": "answer", "action": ["a", [[[[[1]]]]]], "version": 1}, "bad_field"),
    ({"type": "answer", "action": ["play", 2 ** 40], "version": 1}, "bad_field"),
    ({"type": "answer", "action": ["play"], "version": -1}, "bad_field"),
    ({"type": "chat", "text": "x" * 201}, "bad_field"), ({"type": "chat", "text": "\n"}, "bad_field"),
    ({"type": "rejoin", "token": "ñ", "since": 0}, "bad_field"),
]


@pytest.mark.parametrize("message", GOOD, ids=lambda m: m["type"])
def test_good_messages_pass_with_their_fields_only(message):
    checked = check({**message, "extra": "dropped"})
    assert "extra" not in checked and checked["type"] == message["type"]
    assert set(checked) == {"type", *schema.FIELDS[message["type"]]}


def test_names_and_chat_are_trimmed():
    assert check(GOOD[0])["name"] == "Ana"


def test_names_and_chat_are_composed_and_keep_at_most_two_marks_on_a_letter():
    hello = {"type": "hello", "protocol": 1, "game_version": "0.1.0"}
    assert check({**hello, "name": "Nguye\u0302\u0303n  Vie\u0323\u0302t"})["name"] == "Nguyễn Việt"
    assert check({**hello, "name": "Z" + "\u0301" * 19})["name"] == "\u0179\u0301"
    assert check({**hello, "name": "\u0301\u0301A"})["name"] == "A"            # marks over nothing go
    assert check({**hello, "name": "É" * 20})["name"] == "É" * 20             # letters count, not code points
    assert check({"type": "chat", "text": "ok" + "\u0308" * 50})["text"] == "ok\u0308\u0308"
    for bad in ("É" * 21, "\u0301" * 5, "A" + "\u200b" + "B"):
        with pytest.raises(ProtocolError):
            check({**hello, "name": bad})


@pytest.mark.parametrize("message,code", BAD)
def test_bad_messages_are_refused_with_a_code(message, code):
    with pytest.raises(ProtocolError) as refusal:
        check(message)
    assert refusal.value.code == code and refusal.value.code in schema.ERRORS


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4), max_leaves=8)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(schema.CLIENT_TYPES + ("other",)), st.dictionaries(st.sampled_from(
    ["protocol", "game_version", "name", "seat", "ready", "token", "since", "action", "version", "text", "id", "x"]),
    JSON, max_size=6))
def test_no_message_makes_the_check_raise_anything_but_a_refusal(kind, fields):
    try:
        checked = check({**fields, "type": kind})
    except ProtocolError as refusal:
        assert refusal.code in schema.ERRORS
    else:
        assert checked["type"] == kind
