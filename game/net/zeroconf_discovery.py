"""Discovery for real: DNS-SD over multicast (Bonjour, Avahi) with zeroconf, chosen because the standard library
has no service discovery and this is the one pure-Python implementation that speaks to every system's.

A host registers `<name>-<id>._bang-desktop._tcp.local.` with its port and a TXT record (the HostInfo fields); a
joining window browses that type. Every call into zeroconf happens on one worker thread: registering announces for
about a second, and the drawing thread must never wait for that.
"""

from __future__ import annotations

import queue
import socket
import threading
from collections.abc import Callable

from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from game.net.addresses import lan_addresses
from game.net.discovery import HostInfo
from game.net.schema import SERVICE_TYPE

RESOLVE_MS = 2000


def properties(info: HostInfo) -> dict[str, str]:
    return {"id": info.game_id, "host": info.name, "game": info.game_kind, "seats": str(info.seats),
            "open": str(info.open_seats), "playing": "1" if info.playing else "0", "p": str(info.protocol),
            "v": info.version}


def host_info(props: dict, port: int, addresses: list[str]) -> HostInfo | None:
    """A HostInfo from a resolved service's TXT record (bytes or text), None if it is not one of ours."""
    text = {(k.decode() if isinstance(k, bytes) else k): (v.decode() if isinstance(v, bytes) else v)
            for k, v in props.items() if v is not None}
    try:
        return HostInfo(text["host"], port, text["game"], int(text["seats"]), int(text["open"]), text["playing"] == "1",
                        text["id"], int(text["p"]), text["v"], tuple(addresses))
    except (KeyError, ValueError):
        return None


class ZeroconfDiscovery:
    def __init__(self):
        self._jobs: queue.Queue = queue.Queue()
        self._found: dict[str, HostInfo] = {}
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._service: ServiceInfo | None = None
        threading.Thread(target=self._work, name="discovery", daemon=True).start()

    # -- any thread --------------------------------------------------------------------------------
    def advertise(self, info: HostInfo) -> None:
        self._jobs.put((self._register, info))

    def withdraw(self) -> None:
        self._jobs.put((self._unregister,))

    def browse(self) -> list[HostInfo]:
        if self._browser is None:
            self._jobs.put((self._start_browsing,))
        with self._lock:
            return sorted(self._found.values(), key=lambda info: (info.name, info.port))

    def close(self) -> None:
        self._jobs.put((self._close,))

    # -- the worker thread -------------------------------------------------------------------------
    def _work(self) -> None:
        while True:
            job: tuple[Callable, ...] = self._jobs.get()
            try:
                job[0](*job[1:])
            except Exception:                    # noqa: BLE001 -- no multicast here, a name taken, a library's own
                pass                             # assertion: discovery finds nothing, typing an address still works
            if job[0] == self._close:
                return

    def _zc(self) -> Zeroconf:
        if self._zeroconf is None:
            self._zeroconf = Zeroconf()
        return self._zeroconf

    def _register(self, info: HostInfo) -> None:
        """Announce the host, or announce what changed (seats taken, a game begun). The service names its server
        itself: zeroconf fills that in when it registers, not when it updates."""
        name = f"{info.name}-{info.game_id[:6]}"
        service = ServiceInfo(SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=info.port, server=f"{name}.local.",
                              addresses=[socket.inet_aton(a) for a in lan_addresses()], properties=properties(info))
        if self._service is not None and self._service.name != service.name:
            self._unregister()                   # the host renamed: the old name goes, the new one is announced
        if self._service is None:
            self._zc().register_service(service)
        else:
            self._zc().update_service(service)
        self._service = service

    def _unregister(self) -> None:
        if self._service is not None and self._zeroconf is not None:
            self._zeroconf.unregister_service(self._service)
        self._service = None

    def _start_browsing(self) -> None:
        if self._browser is None:
            self._browser = ServiceBrowser(self._zc(), SERVICE_TYPE, handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
        else:
            self._jobs.put((self._resolve, name))

    def _resolve(self, name: str) -> None:
        service = self._zc().get_service_info(SERVICE_TYPE, name, RESOLVE_MS)
        if service is None or service.port is None:
            return
        found = host_info(service.properties, service.port, service.parsed_addresses())
        if found is not None:
            with self._lock:
                self._found[name] = found

    def _close(self) -> None:
        self._unregister()
        if self._zeroconf is not None:
            self._zeroconf.close()
