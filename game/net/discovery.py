"""Finding hosts on the LAN without typing an address, behind a small interface.

A host `advertise`s what it offers (a `HostInfo`) and `withdraw`s it when it stops; a joining window `browse`s the
hosts found so far (never blocking). `ZeroconfDiscovery` (zeroconf_discovery.py) does it for real with DNS-SD over
multicast; `LocalDiscovery` keeps the adverts of this process in memory, for the tests, the self-test and two
windows in one process, and sends nothing on any network; `NoDiscovery` finds nothing.

Which one the window uses comes from $BANG_DESKTOP_DISCOVERY: "zeroconf" (the default), "local" or "off". The test
suite sets "local": tests never send multicast.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field, replace
from typing import Protocol

DISCOVERY_VARIABLE = "BANG_DESKTOP_DISCOVERY"


@dataclass(frozen=True)
class HostInfo:
    name: str                     # the host's player name
    port: int
    game_kind: str                # "cards" or "dice"
    seats: int
    open_seats: int               # seats still free for a person
    playing: bool                 # a game is running (join to watch, or to rejoin with a token)
    game_id: str
    protocol: int
    version: str
    addresses: tuple[str, ...] = field(default=())    # filled in by whoever found it


class Discovery(Protocol):
    def advertise(self, info: HostInfo) -> None: ...
    def withdraw(self) -> None: ...
    def browse(self) -> list[HostInfo]: ...
    def close(self) -> None: ...


class NoDiscovery:
    """Discovery turned off: hosts are joined by typing their address."""

    def advertise(self, info: HostInfo) -> None:
        pass

    def withdraw(self) -> None:
        pass

    def browse(self) -> list[HostInfo]:
        return []

    def close(self) -> None:
        pass


class LocalDiscovery:
    """Adverts shared by every LocalDiscovery of this process, found at 127.0.0.1. No network at all."""

    _board: dict[int, HostInfo] = {}
    _lock = threading.Lock()

    def advertise(self, info: HostInfo) -> None:
        with self._lock:
            self._board[id(self)] = replace(info, addresses=("127.0.0.1",))

    def withdraw(self) -> None:
        with self._lock:
            self._board.pop(id(self), None)

    def browse(self) -> list[HostInfo]:
        with self._lock:
            return sorted(self._board.values(), key=lambda info: (info.name, info.port))

    def close(self) -> None:
        self.withdraw()


def make_discovery() -> Discovery:
    """The discovery $BANG_DESKTOP_DISCOVERY asks for; NoDiscovery if zeroconf cannot start here."""
    choice = os.environ.get(DISCOVERY_VARIABLE, "zeroconf")
    if choice == "local":
        return LocalDiscovery()
    if choice == "off":
        return NoDiscovery()
    try:
        from game.net.zeroconf_discovery import ZeroconfDiscovery
        return ZeroconfDiscovery()
    except (ImportError, OSError):         # no zeroconf in this build, or no network to multicast on
        return NoDiscovery()
