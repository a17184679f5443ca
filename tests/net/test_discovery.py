"""Discovery behind its interface: the in-memory one the tests and the self-test use, the choice by environment, and
the zeroconf one's TXT record both ways (never started here: no multicast on these machines), importable without
ssl and _hashlib as the one-file build leaves them out."""

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from zeroconf._services.registry import ServiceRegistry

from game.net.discovery import HostInfo, LocalDiscovery, NoDiscovery, make_discovery
from game.net.zeroconf_discovery import ZeroconfDiscovery, host_info, properties

INFO = HostInfo("Lucía", 47474, "dice", 5, 2, False, "9f2c41d07a3e8b15", 1, "0.1.0")


def test_local_discovery_finds_what_this_process_advertises_and_forgets_it():
    host, joiner = LocalDiscovery(), LocalDiscovery()
    host.advertise(INFO)
    assert [(i.name, i.addresses) for i in joiner.browse()] == [("Lucía", ("127.0.0.1",))]
    host.close()
    assert joiner.browse() == []


def test_the_environment_chooses(monkeypatch):
    monkeypatch.setenv("BANG_DESKTOP_DISCOVERY", "off")
    assert isinstance(make_discovery(), NoDiscovery)
    monkeypatch.setenv("BANG_DESKTOP_DISCOVERY", "local")
    assert isinstance(make_discovery(), LocalDiscovery)


def test_the_txt_record_carries_the_advert_both_ways():
    props = {k.encode(): v.encode() for k, v in properties(INFO).items()}
    assert host_info(props, 47474, ["192.168.1.20"]) == HostInfo(*[getattr(INFO, f) for f in (
        "name", "port", "game_kind", "seats", "open_seats", "playing", "game_id", "protocol", "version")],
        ("192.168.1.20",))
    assert host_info({b"host": b"x"}, 1, []) is None


def test_zeroconf_loads_without_ssl_and_hashlib():
    code = ("import sys; sys.modules['ssl'] = sys.modules['_ssl'] = sys.modules['_hashlib'] = None; "
            "import game.net.zeroconf_discovery, game.net.host, game.net.client; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.strip() == "ok", out.stderr


class RegistryOnly:
    """zeroconf's own in-memory registry of our services, without its sockets: what register_service and
    update_service hand it, checked by its own rules (no multicast leaves this process)."""

    def __init__(self):
        self.registry = ServiceRegistry()

    def register_service(self, info):
        info.set_server_if_missing()            # as Zeroconf.register_service does, and update_service does not
        self.registry.async_add(info)

    def update_service(self, info):
        self.registry.async_update(info)

    def unregister_service(self, info):
        self.registry.async_remove(info)


def test_a_host_announces_its_changes_and_a_new_name_by_zeroconfs_rules():
    """Seats taken and a game begun are announced as updates, which zeroconf takes only from a service that names
    its server (the discovery thread died on the first update once); a renamed host replaces its old name."""
    discovery = ZeroconfDiscovery()
    try:
        discovery._zeroconf = fake = RegistryOnly()
        discovery._register(INFO)
        discovery._register(replace(INFO, open_seats=1, playing=True))
        (service,) = fake.registry.async_get_service_infos()
        assert host_info(service.properties, service.port, []) == replace(INFO, open_seats=1, playing=True)
        discovery._register(replace(INFO, name="Lola"))
        assert [s.name.split("-")[0] for s in fake.registry.async_get_service_infos()] == ["Lola"]
    finally:
        discovery._zeroconf = None
        discovery.close()
