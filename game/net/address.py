"""Where the phone server may listen: this machine or the local network, never the internet."""
from __future__ import annotations

import ipaddress
import socket

LOOPBACK = "127.0.0.1"


def check_bind_host(host: str) -> str:
    """Return `host` if it is a loopback or private (local network) IPv4/IPv6 address;
    anything else raises ValueError with one sentence saying why. An IPv4 address written
    as IPv6 (::ffff:a.b.c.d) is judged, and returned, as the IPv4 address it binds to. IPv6
    link-local addresses (fe80::/10) are refused: they need an interface to bind and a zone
    id in the URL, which browsers do not accept."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        raise ValueError(f"--host must be an IP address of this machine, not {host!r}.") from None
    # The server's IPv4 socket binds ::ffff:0.0.0.0 as 0.0.0.0, every network: judge the
    # IPv4 address it stands for (as IPv6 it is neither unspecified nor public).
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
        host = str(address)
    if isinstance(address, ipaddress.IPv6Address) and address.is_link_local:
        # fe80:: exists on every interface: binding it needs the interface named, and a
        # phone's browser cannot open a URL with one (RFC 6874 zone ids are not supported).
        raise ValueError(f"{host} is an IPv6 link-local address, which phones cannot open; "
                         "give this machine's local-network address instead.")
    if address.is_unspecified:
        raise ValueError(f"{host} would listen on every network, the internet included; "
                         "give this machine's local-network address instead.")
    if not (address.is_loopback or address.is_private) or address.is_global:
        raise ValueError(f"{host} is not a local-network address; the phone server only "
                         "listens on this machine or the local network.")
    return host


def local_address() -> str:
    """This machine's address on the local network, or loopback when it has none.

    Connecting a UDP socket sends nothing; it only asks the OS which interface it would use.
    """
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        address = probe.getsockname()[0]
    except OSError:
        return LOOPBACK
    finally:
        probe.close()
    try:
        return check_bind_host(address)
    except ValueError:
        return LOOPBACK


def host_port(host: str, port: int) -> str:
    """`host` and `port` as a URL writes them: an IPv6 address in brackets (::1:8765 would
    not say which part is the port)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def join_url(host: str, port: int, token: str) -> str:
    """The address a phone opens; the token rides in the fragment, which browsers never send
    in requests, so it cannot end up in any request log."""
    return f"http://{host_port(host, port)}/#{token}"
