"""Length-prefixed JSON frames: what crosses a LAN socket, and the one decoder that reads them.

A frame is a 4-byte big-endian length, then that many bytes of UTF-8 JSON holding one object. A line-based stream
would hit asyncio's 64 KiB `readline` limit and gives the reader no size to refuse early; with the length first, a
reader refuses an oversized frame from its first four bytes and skips its body without ever buffering it.
"""

from __future__ import annotations

import json
import struct

HEADER = struct.Struct(">I")
CLIENT_CAP = 16 * 1024          # a host reads no more in one frame from a client: an answer or a chat line is small
HOST_CAP = 1024 * 1024          # a client reads no more in one frame from its host: a view is a few KiB
SKIP_LIMIT = 16 * 1024 * 1024   # an oversized frame longer than this is no frame of ours: the stream is given up


class FrameError(Exception):
    """One frame that could not be read; the stream goes on after it. `code` is the protocol's error code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


class StreamBroken(FrameError):
    """The stream cannot be followed any more (a length no frame of ours has): close the connection."""


def encode(message: dict) -> bytes:
    body = json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")
    return HEADER.pack(len(body)) + body


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not JSON")


def parse(body: bytes) -> dict:
    """One frame's body as a message; FrameError if it is not a JSON object."""
    try:
        message = json.loads(body.decode("utf-8"), parse_constant=_refuse_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise FrameError("malformed", f"not UTF-8 JSON: {type(exc).__name__}") from None
    if not isinstance(message, dict):
        raise FrameError("malformed", "a message is a JSON object")
    return message


class Decoder:
    """Turns received bytes, in chunks of any size, into messages. Memory stays under `cap` plus a header however
    the bytes arrive: an oversized frame is reported once and its body skipped as it comes."""

    def __init__(self, cap: int):
        self.cap = cap
        self._buffer = bytearray()
        self._skip = 0              # bytes of an oversized frame still to throw away

    @property
    def partial(self) -> bool:
        """A frame is begun and not yet whole (or an oversized one not yet skipped)."""
        return bool(self._skip or self._buffer)

    def feed(self, data: bytes) -> list[dict | FrameError]:
        """The messages and frame errors completed by `data`, in order; StreamBroken ends the stream."""
        out: list[dict | FrameError] = []
        if self._skip:
            dropped = min(self._skip, len(data))
            self._skip -= dropped
            data = data[dropped:]
        self._buffer += data
        while not self._skip and len(self._buffer) >= HEADER.size:
            (length,) = HEADER.unpack_from(self._buffer)
            if length > self.cap:
                if length > SKIP_LIMIT:
                    raise StreamBroken("too_large", f"a frame of {length} bytes: not this protocol")
                out.append(FrameError("too_large", f"a frame of {length} bytes; at most {self.cap}"))
                available = len(self._buffer) - HEADER.size
                self._skip = length - min(length, available)
                del self._buffer[:HEADER.size + min(length, available)]
                continue
            end = HEADER.size + length
            if len(self._buffer) < end:
                break
            body = bytes(self._buffer[HEADER.size:end])
            del self._buffer[:end]
            try:
                out.append(parse(body))
            except FrameError as error:
                out.append(error)
        return out
