"""Frames: what is encoded decodes whole however the bytes are cut; an oversized, malformed or hostile frame is an
error for that frame alone (or, past any size of ours, the end of the stream) and never an exception or a hoard of
memory. The decoder is fuzzed with hypothesis."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.net.framing import HEADER, SKIP_LIMIT, Decoder, FrameError, StreamBroken, encode

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20)
MESSAGES = st.dictionaries(st.text(max_size=10), JSON, max_size=5)


def cut(data: bytes, sizes: list[int]) -> list[bytes]:
    pieces, at = [], 0
    for size in sizes:
        pieces.append(data[at:at + size])
        at += size
    return pieces + [data[at:]]


@settings(max_examples=60, deadline=None)
@given(st.lists(MESSAGES, min_size=1, max_size=5), st.lists(st.integers(0, 40), max_size=30))
def test_what_is_encoded_decodes_whole_however_it_is_cut(messages, sizes):
    decoder = Decoder(1 << 20)
    out = []
    for piece in cut(b"".join(encode(m) for m in messages), sizes):
        out += decoder.feed(piece)
    assert out == messages


def test_an_oversized_frame_is_refused_skipped_and_the_next_one_read():
    decoder = Decoder(100)
    big = encode({"text": "x" * 500})
    items = []
    for i in range(0, len(big), 7):           # the body arrives in small pieces: none of it is kept
        items += decoder.feed(big[i:i + 7])
        assert len(decoder._buffer) <= 100 + HEADER.size
    items += decoder.feed(encode({"type": "ping", "id": 1}))
    assert isinstance(items[0], FrameError) and items[0].code == "too_large"
    assert items[1:] == [{"type": "ping", "id": 1}]


@pytest.mark.parametrize("body", [b"{", b"\xff\xfe", b"[1, 2]", b"NaN", b'{"a": Infinity}', b"1e999999" * 0 + b'"x"',
                                  b"[" * 5000 + b"]" * 5000])
def test_a_frame_that_is_not_a_json_object_is_an_error(body):
    items = Decoder(1 << 16).feed(HEADER.pack(len(body)) + body + encode({"ok": True}))
    assert isinstance(items[0], FrameError) and items[0].code == "malformed"
    assert items[1] == {"ok": True}


def test_a_length_no_frame_of_ours_has_ends_the_stream():
    with pytest.raises(StreamBroken):
        Decoder(100).feed(HEADER.pack(SKIP_LIMIT + 1))


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300), st.lists(st.integers(0, 50), max_size=10))
def test_any_bytes_give_messages_or_frame_errors_and_nothing_else(data, sizes):
    decoder = Decoder(64)
    for piece in cut(data, sizes):
        try:
            items = decoder.feed(piece)
        except StreamBroken:
            return
        assert all(isinstance(item, (dict, FrameError)) for item in items)
        assert len(decoder._buffer) <= 64 + HEADER.size


def test_frames_are_compact_utf8():
    frame = encode({"name": "Peñas"})
    assert frame[HEADER.size:] == json.dumps({"name": "Peñas"}, separators=(",", ":"), ensure_ascii=False).encode()
