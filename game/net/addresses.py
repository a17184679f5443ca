"""This machine's addresses on the LAN: what the host's lobby shows to read out when discovery finds nothing.

Read from the network interfaces (ifaddr, which zeroconf brings), or from the host name when it is missing;
nothing is sent anywhere to learn them.
"""

from __future__ import annotations

import ipaddress
import socket


def lan_addresses() -> list[str]:
    """IPv4 addresses other than loopback and link-local, private ranges first; ["127.0.0.1"] if there are none."""
    found: set[str] = set()
    try:
        import ifaddr
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str):                   # IPv4; IPv6 comes as a tuple
                    found.add(ip.ip)
    except (ImportError, OSError):
        try:
            found.update(str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET))
        except OSError:
            pass
    usable = []
    for text in found:
        address = ipaddress.ip_address(text)
        if not (address.is_loopback or address.is_link_local or address.is_unspecified):
            usable.append(address)
    usable.sort(key=lambda a: (not a.is_private, a))
    return [str(a) for a in usable] or ["127.0.0.1"]
