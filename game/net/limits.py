"""Throttles: how much one connection or one address may ask of a host before it is slowed or turned away.

A token bucket refills at `rate` a second up to `burst`: a person's clicks and chat never feel it, a script that
floods hits the bottom within a second. Times come from a clock passed in, so tests need not wait.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

TURN_LIMIT = 90             # seconds a person has for a decision before his seat's bot makes it, unless the host says


@dataclass
class Bucket:
    rate: float
    burst: float
    clock: Callable[[], float] = time.monotonic
    level: float = field(init=False)
    stamp: float = field(init=False)

    def __post_init__(self) -> None:
        self.level = self.burst
        self.stamp = self.clock()

    def take(self) -> bool:
        """True if one more is allowed now (and counts it)."""
        now = self.clock()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


@dataclass
class Limits:
    """What a host allows; the defaults suit a LAN party, tests tighten them."""
    messages_per_second: float = 30.0       # per connection, sustained
    message_burst: float = 60.0
    connects_per_second: float = 2.0        # per address
    connect_burst: float = 20.0             # a LAN party joining at once, all from one machine in a test
    connections_per_address: int = 24
    connections: int = 64                   # in all
    errors_before_goodbye: int = 20         # refused messages a connection may send before it is closed...
    error_forgotten: float = 10.0           # ...counting one less for every this many seconds (a long evening's
                                            # few stale answers never add up to a goodbye)
    chats_per_second: float = 1.0           # per address (one person, however many connections)
    chat_burst: float = 5.0
    all_chats_per_second: float = 4.0       # from everyone together: each chat is sent to every player
    all_chat_burst: float = 20.0
    hello_timeout: float = 10.0             # seconds from connecting to a whole hello
    silence_timeout: float = 30.0           # seconds without a whole frame (clients ping every PING_EVERY)
    frame_timeout: float = 10.0             # seconds from a frame's first byte to its last
    write_backlog: int = 4 * 1024 * 1024    # bytes waiting to be sent before a client that does not read is dropped


class AddressGate:
    """Connections per address: how fast they may come, and how many may stay open at once."""

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic):
        self.limits = limits
        self.clock = clock
        self.buckets: dict[str, Bucket] = {}
        self.open: dict[str, int] = {}

    def admit(self, address: str) -> bool:
        bucket = self.buckets.get(address)
        if bucket is None:
            bucket = self.buckets[address] = Bucket(self.limits.connects_per_second, self.limits.connect_burst,
                                                    self.clock)
        if self.open.get(address, 0) >= self.limits.connections_per_address or not bucket.take():
            return False
        self.open[address] = self.open.get(address, 0) + 1
        return True

    def closed(self, address: str) -> None:
        left = self.open.get(address, 0) - 1
        if left > 0:
            self.open[address] = left
        else:
            self.open.pop(address, None)
