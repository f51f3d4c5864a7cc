"""Issue 40, a line no neighbour can read: everything between a host and its joined players
is sealed with a key from the join code. A capture of the loopback traffic of a whole game
holds no card, no name of a card, no JSON and not the code; a stranger who does not know the
code can open none of it; a frame changed on the way is not taken."""

from __future__ import annotations

import json
import socket
import threading
from pathlib import Path

from game.net import protocol
from game.net.channel import Exchange, Unsealed
from tests.net import harness

LOCALE = Path(__file__).resolve().parents[2] / "scenes" / "locale"


class Tap:
    """A TCP relay on loopback that keeps every byte it passes, both ways."""

    def __init__(self, port: int):
        self.target = port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.2)
        self.port = self.listener.getsockname()[1]
        self.captured = bytearray()
        self.lock = threading.Lock()
        self.done = threading.Event()
        self.threads = [threading.Thread(target=self._accept, daemon=True)]
        self.threads[0].start()

    def _accept(self) -> None:
        while not self.done.is_set():
            try:
                near, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:  # closed
                return
            far = socket.create_connection(("127.0.0.1", self.target))
            for a, b in ((near, far), (far, near)):
                thread = threading.Thread(target=self._pipe, args=(a, b), daemon=True)
                thread.start()
                self.threads.append(thread)

    def _pipe(self, src: socket.socket, dst: socket.socket) -> None:
        src.settimeout(0.2)
        while not self.done.is_set():
            try:
                data = src.recv(65536)
            except TimeoutError:
                continue
            except OSError:
                break
            if not data:
                break
            with self.lock:
                self.captured.extend(data)
            try:
                dst.sendall(data)
            except OSError:
                break
        for sock in (src, dst):
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def close(self) -> None:
        self.done.set()
        self.threads[0].join(2)
        self.listener.close()
        for thread in self.threads[1:]:
            thread.join(2)


def secrets_of(played, game_id: str) -> set[str]:
    """What the game sent its joined seats, as words: card codes, names of cards, message keys."""
    out: set[str] = set()
    for messages in played.received.values():
        for message in messages:
            out |= {s for s in harness.strings({k: v for k, v in message.items() if not k.startswith("_")})
                    if len(s) >= 4}
    catalog = json.loads((LOCALE / f"{game_id}.json").read_text(encoding="utf-8"))
    out |= {entry["en"] for key, entry in catalog.items() if ".card." in key and len(entry.get("en", "")) >= 4}
    return out


def test_issue40_a_capture_of_a_whole_network_game_holds_no_card_and_no_json_in_clear():
    from game.net.client import Client
    from game.net.host import Host

    seats, remote = harness.LAYOUTS["requiem"]
    session = harness.new_session("requiem", seats, remote, seed=12)
    host = Host(session, remote=remote, ai={s: "random" for s in range(seats) if s not in remote},
                rate=harness.FAST).start()
    tap = Tap(host.port)
    clients = []
    try:
        for n in range(len(remote)):  # both joined players reach the host through the tap
            client = Client("127.0.0.1", tap.port, code=host.code, name=f"Guest {n}").start()
            harness.wait(lambda c=client: c.state == "playing")
            clients.append(client)
        played = harness.Played("requiem", session, host, clients)
        harness.Driver(played, 12).run()
    finally:
        for client in clients:
            client.stop()
        host.stop()
        tap.close()
    wire = bytes(tap.captured)
    words = secrets_of(played, "requiem")
    found = sorted(w for w in words if w.encode("utf-8") in wire)
    jsonish = [m for m in (b'{"v"', b'"t":', b'"obs"', b'"legal"', b'"token"', b'welcome') if m in wire]
    print(f"captured {len(wire):,} bytes of a {len(session.record.actions)}-move game; "
          f"{len(words)} words of the game looked for, found {len(found)}; JSON markers found: {jsonish}")
    assert session.over and len(wire) > 10_000 and len(words) > 50
    assert found == [] and jsonish == []
    assert host.code.encode() not in wire


def test_issue40_a_stranger_without_the_code_opens_nothing_and_a_changed_frame_is_not_taken():
    from game.net.host import Host

    session = harness.new_session("requiem", 3, (0,), seed=2)
    host = Host(session, remote=(0,), drive="owner", rate=harness.FAST).start()
    try:
        guess = "ABCDEF" if host.code != "ABCDEF" else "ABCDEG"
        stranger = harness.Line(host.port, guess)
        hello = stranger.ws.recv(timeout=5)  # the host's first word, sealed with the real code
        try:
            stranger.seal.open(hello)
            opened = True
        except Unsealed:
            opened = False
        assert not opened
        stranger.close()
        friend = harness.Line(host.port, host.code.lower())  # as typed: the case does not matter
        assert friend.recv(timeout=5)["t"] == "hello"
        friend.send(protocol.encode("join", code=host.code, name="Eve"))
        while friend.recv(timeout=5)["t"] != "welcome":
            pass
        sealed = bytearray(friend.seal.seal(protocol.encode("bye")))
        sealed[3] ^= 0x40  # one bit changed on the way
        friend.send_clear(bytes(sealed))
        try:
            while True:
                friend.ws.recv(timeout=5)
        except Exception as exc:  # noqa: BLE001 - the close is what we wait for
            assert getattr(getattr(exc, "rcvd", None), "reason", None) == "sealed"
        harness.wait(lambda: 0 in host.away())
        mine = Exchange(host.code, "client")
        assert len(mine.message) == 36  # a key exchange message says nothing of the code
    finally:
        host.stop()
