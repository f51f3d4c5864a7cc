"""Finding games on the local network with mDNS / DNS-SD (the `zeroconf` package).

A host advertises `_seventables._tcp.local.` with its port, the game id and the seat
count; the join code is never advertised (it is what keeps a stranger on the same
network out). Where multicast is unavailable (no network, a firewall, a container),
both sides degrade to `ok = False` with the reason, and players type the address.
"""

from __future__ import annotations

import logging
import socket
import threading
from dataclasses import dataclass
from typing import Any

from .protocol import PROTOCOL, SERVICE_TYPE

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Found:
    """A game seen on the network."""

    name: str  # the host's name for it
    address: str
    port: int
    game: str
    seats: int
    protocol: int


def _zeroconf(interfaces: Any = None):
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    return Zeroconf(interfaces=interfaces if interfaces is not None else InterfaceChoice.All,
                    ip_version=IPVersion.V4Only)


class Advertiser:
    """Announces one hosted game until `close()`; `ok` is False (and `error` says why)
    when the local network cannot be told."""

    def __init__(self, name: str, port: int, game: str, seats: int, address: str | None = None,
                 interfaces: Any = None):
        self.ok, self.error = False, ""
        self._zc = None
        self._info = None
        try:
            from zeroconf import ServiceInfo

            addresses = [socket.inet_aton(address or local_address())]
            label = _label(name)
            self._info = ServiceInfo(
                SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", addresses=addresses, port=port,
                properties={"game": game, "seats": str(seats), "v": str(PROTOCOL), "name": name[:60]},
                server=f"{label}.local.")
            self._zc = _zeroconf(interfaces)
            self._zc.register_service(self._info, allow_name_change=True)
            self.ok = True
        except Exception as exc:  # noqa: BLE001 - multicast refused, no interface, zeroconf's own errors: type the address instead
            self.error = f"{type(exc).__name__}: {exc}"[:200]
            log.info("cannot advertise the game: %s", self.error)
            self.close()

    def close(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        try:
            if self._info is not None and self.ok:
                zc.unregister_service(self._info)
        except Exception as exc:  # noqa: BLE001 - closing what may already be gone
            log.debug("unregistering the game: %s", exc)
        finally:
            zc.close()


class Browser:
    """Collects the games advertised on the local network, in the background."""

    def __init__(self, interfaces: Any = None):
        self.ok, self.error = False, ""
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()
        self._zc = None
        self._browser = None
        try:
            from zeroconf import ServiceBrowser

            self._zc = _zeroconf(interfaces)
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])
            self.ok = True
        except Exception as exc:  # noqa: BLE001 - as for Advertiser: the player types the address
            self.error = f"{type(exc).__name__}: {exc}"[:200]
            log.info("cannot look for games: %s", self.error)
            self.close()

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        found = _read(info)
        if found is not None:
            with self._lock:
                self._found[name] = found

    def games(self) -> list[Found]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.name, f.address, f.port))

    def close(self) -> None:
        zc, self._zc = self._zc, None
        if self._browser is not None:
            try:
                self._browser.cancel()
            except Exception as exc:  # noqa: BLE001 - closing what may already be gone
                log.debug("closing the browser: %s", exc)
        if zc is not None:
            zc.close()


def _read(info: Any) -> Found | None:
    """A service record as a Found, or None if it is not one of ours in a form we read."""
    if info is None:
        return None
    props = {(k.decode("utf-8", "replace") if isinstance(k, bytes) else str(k)):
             (v.decode("utf-8", "replace") if isinstance(v, bytes) else "") for k, v in info.properties.items()}
    addresses = info.parsed_addresses()
    if not addresses or not props.get("seats", "").isdigit() or not props.get("v", "").isdigit():
        return None
    return Found(props.get("name", "")[:60] or info.name.split(".")[0], addresses[0], int(info.port),
                 props.get("game", "")[:20], int(props["seats"]), int(props["v"]))


def _label(name: str) -> str:
    """A DNS-SD instance label from a player's name: letters, digits and dashes."""
    clean = "".join(ch if ch.isalnum() else "-" for ch in name)[:40].strip("-")
    return clean or "Seven-Tables"


def local_address() -> str:
    """This machine's address on the local network (the one a route to the outside leaves
    by; no packet is sent); 127.0.0.1 when there is none."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, only used to pick an interface
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
