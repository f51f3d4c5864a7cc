"""Network games on localhost for the tests and the figures.

A host (the one Session, its AI seats played by the host) and 2–3 clients, each
driven by a random bot choosing among the legal actions the client receives (decoded
with the game's own decoder: the client never sees the state). Every message a client
receives is kept with its arrival time, so the tests can check what it held.
"""

from __future__ import annotations

import hashlib
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.contract import jsonable
from game.engine.record import GameRecord, Seat
from game.engine.session import Session, replay_steps
from game.net.client import Client
from game.net.host import Host

LAYOUTS = {  # seats of players who join (the rest are AIs on the host)
    "requiem": (3, (0, 1)),
    "marenzan": (4, (0, 2, 3)),
    "tonight": (4, (1, 2, 3)),
    "enfield": (3, (0, 1)),
    "kami": (4, (0, 1, 3)),
    "freetable": (3, (0, 2)),
}
GAME_SECONDS = 150  # one game, whatever happens, ends the test within this
FAST = (200.0, 100.0)  # bots answer at once, far faster than the default limit a person never nears


@dataclass
class Played:
    game_id: str
    session: Session
    host: Host
    clients: list[Client]
    received: dict[int, list[dict]] = field(default_factory=dict)  # seat -> every message, in order
    sent_at: dict[int, float] = field(default_factory=dict)  # move number -> when a client sent it
    latencies: list[float] = field(default_factory=list)  # ms from a client's send to another's receipt
    refusals: Counter = field(default_factory=Counter)
    moves: int = 0


def digest(record: GameRecord) -> str:
    return hashlib.sha256(record.dumps().encode("utf-8")).hexdigest()


def new_session(game_id: str, seats: int, remote, seed: int, autosave=None) -> Session:
    game = registry.get(game_id)
    layout = [Seat(f"P{i + 1}", "human" if i in remote else "random") for i in range(seats)]
    return Session.new(game, layout, seed, autosave=autosave)


class Driver:
    """Plays the joined seats: reads each client's messages, answers its turns."""

    def __init__(self, played: Played, seed: int):
        self.played = played
        game = played.session.game
        self.game = game
        self.bot = make_bot(game, "random")
        self.rngs = {seat: bot_rng(seed, 500 + seat) for seat in range(len(played.session.record.seats))}

    def poll_once(self, client: Client) -> int:
        played = self.played
        got = 0
        for message in client.poll():
            got += 1
            seat = client.seat
            played.received.setdefault(seat, []).append(message)
            kind = message["t"]
            if kind == "refused":
                played.refusals[message["rule"]] += 1
            if kind == "update":
                sent = played.sent_at.get(message["step"] - 1)
                if sent is not None and message["by"] != seat:
                    played.latencies.append((message["_at"] - sent) * 1000)
            if kind in ("welcome", "update", "snapshot") and message.get("legal") and message["to_act"] == seat:
                legal = [self.game.decode_action(a) for a in message["legal"]]
                choice = self.bot.choose(None, legal, self.rngs[seat])
                played.sent_at[message["step"]] = time.perf_counter()
                if client.act(choice, message["step"]):
                    played.moves += 1
        return got

    def run(self, until=None, seconds: float = GAME_SECONDS) -> None:
        """Until the game is over (or `until()` holds), bounded in time and in rounds."""
        played = self.played
        deadline = time.monotonic() + seconds
        for _ in range(2_000_000):
            if time.monotonic() > deadline:
                raise AssertionError(f"{played.game_id}: the game did not finish in {seconds} s "
                                     f"(at move {len(played.session.record.actions)})")
            busy = sum(self.poll_once(c) for c in played.clients)
            if until is not None and until():
                return
            if until is None and self.finished():
                return
            if not busy:
                time.sleep(0.0005)
        raise AssertionError("too many rounds")

    def finished(self) -> bool:
        """Every client has seen the game's last move."""
        played = self.played
        if played.host.error is not None:
            raise played.host.error
        if not played.session.over:
            return False
        total = len(played.session.record.actions)
        return all(c.step == total for c in played.clients)


def start(game_id: str, seed: int, autosave=None, rate=FAST) -> tuple[Played, Driver]:
    seats, remote = LAYOUTS[game_id]
    session = new_session(game_id, seats, remote, seed, autosave)
    ai = {s: "random" for s in range(seats) if s not in remote}
    host = Host(session, remote=remote, ai=ai, rate=rate, bot_seed=seed).start()
    clients = []
    for number in range(len(remote)):
        client = Client("127.0.0.1", host.port, code=host.code.lower(), name=f"Guest {number}").start()
        clients.append(client)
        for _ in range(2000):  # join one at a time, so the seats go in order
            if client.state == "playing":
                break
            time.sleep(0.005)
        assert client.state == "playing", f"client {number} could not join: {client.state}"
    played = Played(game_id, session, host, clients)
    return played, Driver(played, seed)


def finish(played: Played) -> None:
    for client in played.clients:
        client.stop()
    played.host.stop()


# -- what a seat may not know ------------------------------------------------------------

def strings(value) -> set[str]:
    """Every string value in JSON-able data (a card code, a name, a key of a message)."""
    out: set[str] = set()
    stack = [jsonable(value)]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            out.add(item)
    return out


def hidden_by_step(record: GameRecord, seat: int) -> list[set[str]]:
    """For each move number n (the state after n actions): the strings some other seat
    knows, or some event told someone, that `seat` has neither been told nor sees now.
    The twin-state idea by subtraction: what differs between this seat's view and the
    others' views of the same moment is what this seat must never receive."""
    game = registry.all_games()[record.game]
    state = game.new_game(len(record.seats), record.seed, record.options)
    seats = range(len(record.seats))
    told: set[str] = set()  # what this seat has been told by its events
    anyone: set[str] = set()  # what anyone has been told, or seen
    out = []

    def moment():
        own = strings(game.observe(state, seat))
        if state.to_act == seat:
            own |= strings([a.to_json() for a in game.legal_actions(state)])
        everybody = set(anyone)
        for other in seats:
            everybody |= strings(game.observe(state, other))
        return everybody - own - told

    out.append(moment())
    for action in record.actions:
        events = game.apply(state, action)
        anyone.update(strings(list(events)))
        told.update(strings([e.seen_by(seat) for e in events]))
        out.append(moment())
    return out


def leaks(played: Played) -> list[str]:
    """Every message a client received that holds a string hidden from its seat then."""
    found = []
    for seat, messages in played.received.items():
        hidden = hidden_by_step(played.session.record, seat)
        for message in messages:
            step = message.get("step")
            if not isinstance(step, int):
                continue
            body = {k: v for k, v in message.items() if not k.startswith("_")}
            bad = strings(body) & hidden[step]
            if bad:
                found.append(f"seat {seat}, {message['t']} at move {step}: {sorted(bad)[:5]}")
    return found


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def figures(played: Played) -> dict:
    moves = len(played.session.record.actions)
    lat = played.latencies
    per_seat = {seat: sum(len(str(m)) for m in msgs) for seat, msgs in played.received.items()}
    return {
        "game": played.game_id,
        "moves": moves,
        "latency_median_ms": round(statistics.median(lat), 2) if lat else None,
        "latency_p99_ms": round(percentile(lat, 0.99), 2) if lat else None,
        "latency_samples": len(lat),
        "host_bytes_per_move": round(played.host.counters.sent_bytes / max(1, moves)),
        "bytes_per_move_per_client": round(played.host.counters.sent_bytes / max(1, moves) / len(played.clients)),
        "client_messages": sum(c.received_messages for c in played.clients),
        "seen_by_seat": per_seat,
    }


def replay_ok(record: GameRecord) -> bool:
    """The host's record replays to a finished game (it is a valid save file)."""
    game = registry.all_games()[record.game]
    state, _ = replay_steps(record, game)
    return state.to_act is None


def kill(client: Client, seconds: float = 5.0) -> None:
    """The client's program dies: no goodbye, the connection just goes."""
    client._stopping = True
    client.drop()
    if client._thread is not None:
        client._thread.join(seconds)
    assert client._thread is None or not client._thread.is_alive()


class Line:
    """A hand-made connection to a host over its sealed line (the key exchange done with `code`):
    `send` seals whatever text or bytes a test likes, `recv` opens the next frame as JSON;
    `send_clear` puts a frame on the wire as it is."""

    def __init__(self, port: int, code: str, source: str = "127.0.0.1", exchange: bool = True, **kwargs):
        from websockets.sync.client import connect

        from game.net.channel import Exchange
        from game.net.protocol import MAX_HOST_MESSAGE

        self.ws = connect(f"ws://127.0.0.1:{port}", max_size=MAX_HOST_MESSAGE, open_timeout=5,
                          source_address=(source, 0), **kwargs).__enter__()  # closed by close()
        self.seal = None
        if exchange:
            mine = Exchange(code, "client")
            self.ws.send(mine.message)
            self.seal = mine.finish(self.ws.recv(timeout=10))

    def send(self, message) -> None:
        self.ws.send(self.seal.seal(message))

    def send_clear(self, message) -> None:
        self.ws.send(message)

    def recv(self, timeout: float | None = None) -> dict:
        import json

        return json.loads(self.seal.open(self.ws.recv(timeout=timeout)))

    def close(self) -> None:
        self.ws.close()


def crash(host: Host, seconds: float = 5.0) -> None:
    """The host's program dies: no closing word, every connection just goes."""
    host._stopping = True

    def die():
        for conn in list(host._server.connections):
            conn.transport.abort()
        host._done.set()

    host.loop.call_soon_threadsafe(die)
    host._thread.join(seconds)
    assert not host._thread.is_alive()


def wait(predicate, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("waited in vain")
        time.sleep(0.005)
