"""The host of a network game: the one Session, and a websocket server that tells each
seat what that seat may know.

The server runs an asyncio loop on a background thread. The session is touched by one
thread only, its owner:

- `drive="loop"` (a dedicated host, the tests): the loop thread owns it, applies the
  joined players' actions as they arrive and plays the AI seats itself;
- `drive="owner"` (the app): the frame loop owns it; it calls `pump()` each frame to
  apply what arrived, and plays its own humans and AIs. The host hears of every change
  through the session's save callback, wherever it was made.

Every message to a seat is built on the owner's thread from `observe(seat)` and the
events filtered for that seat (`events_for`), and handed to the loop as finished text, so
the loop never reads the state and no message can hold another seat's secrets.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.engine.bots import bot_rng, make_bot
from game.engine.contract import IllegalAction, jsonable
from game.engine.record import GameRecord
from game.engine.session import Session, Step

from . import channel, limits, protocol
from .limits import RateLimit
from .protocol import ProtocolError, encode, refusal

log = logging.getLogger(__name__)

REMOTE, LOCAL, AI = "remote", "local", "ai"  # who decides for a seat
OUTBOX_LIMIT = limits.OUTBOX_MESSAGES  # messages waiting for a client that does not read: it is cut
WRONG_CODES = 5  # join codes a connection may get wrong before it is closed
FLOOD_CLOSE = 400  # messages refused for the rate before the connection is closed with 1008 "too many
# messages" (a person never meets the limit); each one before that is answered with a "rate" refusal


@dataclass
class SeatInfo:
    kind: str  # REMOTE, LOCAL or AI
    token: str = ""
    name: str = ""  # the name a joining player gave
    claimed: bool = False  # someone joined with the code and holds the token
    conn: Any = None  # the live connection, if any
    bot: Any = None  # for AI seats (and joined seats handed to an AI)
    ai_kind: str = ""
    was_remote: bool = False  # a joined seat now played by an AI: its token takes it back


@dataclass
class Counters:
    """What the host has seen; read by the tests and the figures."""

    accepted: int = 0
    refused: collections.Counter = field(default_factory=collections.Counter)
    sent_messages: int = 0
    sent_bytes: int = 0


class Host:
    def __init__(self, session: Session, remote: Iterable[int], ai: dict[int, str] | None = None, *,
                 bind: str = "127.0.0.1", port: int = 0, code: str | None = None, drive: str = "loop",
                 rate: tuple[float, float] = (30.0, 15.0), think: float | None = None, bot_seed: int = 0,
                 tokens: dict[int, str] | None = None, cap: int | None = None,
                 per_address: int = limits.PER_ADDRESS, join_seconds: float = limits.JOIN_SECONDS,
                 outbox_bytes: int = limits.OUTBOX_BYTES):
        """`remote`: the seats of players who join; `ai`: seat -> bot kind; `tokens`: the seats'
        tokens of an earlier run of this game (resumed from its autosave), so its players rejoin."""
        if drive not in ("loop", "owner"):
            raise ValueError("drive is 'loop' or 'owner'")
        self.session = session
        self.game = session.game
        self.drive = drive
        self.bind, self.port = bind, port
        kept = session.record.net  # the same game hosted again (resumed): its id, code and tokens
        self.game_id = kept.get("game_id") or protocol.new_game_id()
        given = code or kept.get("code")
        self.code = protocol.normal_code(given) if given else protocol.new_code()
        if tokens is None:
            tokens = {int(seat): token for seat, token in kept.get("tokens", {}).items()}
        self.rate = rate
        self.think = think
        count = len(session.record.seats)
        ai = dict(ai or {})
        remote = set(remote)
        if not remote <= set(range(count)) or set(ai) & remote:
            raise ValueError("remote and AI seats must be distinct seats of the game")
        self.seats: list[SeatInfo] = []
        for seat in range(count):
            if seat in remote:
                given = (tokens or {}).get(seat)
                info = SeatInfo(REMOTE, token=given or protocol.new_token(), claimed=bool(given))
            elif seat in ai and drive == "loop":
                info = SeatInfo(AI, bot=make_bot(self.game, ai[seat], think), ai_kind=ai[seat])
            else:
                info = SeatInfo(AI if seat in ai else LOCAL, ai_kind=ai.get(seat, ""))
            self.seats.append(info)
        self.bot_rngs = [bot_rng(bot_seed or session.record.seed, seat) for seat in range(count)]
        self.counters = Counters()
        self.cap = connection_cap = cap if cap is not None else limits.connection_cap()  # read at start
        self.per_address, self.join_seconds, self.outbox_bytes = per_address, join_seconds, outbox_bytes
        self.open: collections.Counter = collections.Counter()  # open connections by address (loop thread)
        self.wrong_codes = limits.WrongCodes()
        self._replayed: dict[int, float] = {}  # seat -> when its whole history was last sent again
        log.debug("at most %d connections, %d from one address", connection_cap, per_address)
        self.lock = threading.Lock()  # guards the seat table and the per-seat logs between threads
        self._logs: dict[int, list] = {s: [] for s in range(count) if self.seats[s].kind == REMOTE}
        self._latest: dict[int, dict] = {}
        self._actions_seen = len(session.record.actions)
        self._incoming: collections.deque = collections.deque()  # (seat, step, action data, connection)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._server = None
        self._wake: asyncio.Event | None = None
        self._stopping = False
        self.error: BaseException | None = None
        self.on_step: Callable[[Step], None] | None = None  # told of each step the host itself took
        self._chained_save = session.on_save
        session.on_save = self._saved
        self._rebuild_logs()
        self._keep()

    def _keep(self) -> None:
        """What makes this the same game when it is hosted again goes into its record, and so
        into its autosave: a Resume keeps the code, the port and every seat's token."""
        tokens = {str(s): info.token for s, info in enumerate(self.seats) if info.kind == REMOTE or info.was_remote}
        self.session.record.net = {"game_id": self.game_id, "code": self.code, "port": self.port, "tokens": tokens}

    # -- life ---------------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> Host:
        self._thread = threading.Thread(target=self._run, name="seven-tables-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the host did not start")
        if self.error is not None:
            raise self.error
        if self.drive == "owner":  # the owner's thread saves: the code and tokens are in the autosave
            self.session.save()
        return self

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self.loop = loop
        try:
            loop.run_until_complete(self._main())
        except BaseException as exc:  # noqa: BLE001 - kept for the owner to read
            self.error = exc
            self._ready.set()
        finally:
            loop.close()

    async def _main(self) -> None:
        self._wake = asyncio.Event()
        self._wake.set()  # an AI may have the first move
        self._done = asyncio.Event()
        async with serve(self._handle, self.bind, self.port, max_size=protocol.MAX_TRANSPORT_MESSAGE,
                         max_queue=8, ping_interval=5, ping_timeout=10, server_header=None,
                         open_timeout=min(3.0, self.join_seconds),
                         logger=limits.limited_logger("game.net.host.server")) as server:
            self._server = server
            self.port = server.sockets[0].getsockname()[1]
            self._keep()
            if self.drive == "loop":  # the loop owns the session: the code and tokens are saved now
                self.session.save()
            self._ready.set()
            driver = asyncio.create_task(self._driver()) if self.drive == "loop" else None
            await self._done.wait()
            if driver is not None:
                driver.cancel()
            for _ in range(100):  # up to a second for the last words (why the game ends) to leave
                if all(getattr(i.conn, "outbox", None) is None or i.conn.outbox.empty() for i in self.seats):
                    break
                await asyncio.sleep(0.01)
            for info in self.seats:
                if info.conn is not None:
                    await info.conn.close(1001, "host-closed")

    def stop(self, key: str = "net.closing.closed", timeout: float = 10.0, **args: Any) -> None:
        """End the game for everyone: each player is told why (a key of their catalog, with
        `args`), then the server closes. The autosave stays, so the game can be hosted again."""
        if self.loop is None or self._stopping:
            return
        self._stopping = True
        self.broadcast(protocol.closing(key, **args))

        def finish():
            self._done.set()

        self.loop.call_soon_threadsafe(finish)
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def address(self) -> tuple[str, int]:
        return self.bind, self.port

    # -- what the owner reads --------------------------------------------------------
    def away(self) -> list[int]:
        """Joined seats whose player is not connected now (dropped, or not yet joined)."""
        with self.lock:
            return [s for s, info in enumerate(self.seats) if info.kind == REMOTE and info.conn is None]

    def joined(self) -> list[int]:
        with self.lock:
            return [s for s, info in enumerate(self.seats) if info.kind == REMOTE and info.conn is not None]

    def names(self) -> list[str]:
        with self.lock:
            return [info.name or seat.name for info, seat in zip(self.seats, self.session.record.seats)]

    def _seat_name(self, seat: int) -> str:
        return self.seats[seat].name or self.session.record.seats[seat].name

    def token(self, seat: int) -> str:
        return self.seats[seat].token

    def is_remote(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == REMOTE

    # -- seats ------------------------------------------------------------------------
    def hand_to_ai(self, seat: int, kind: str = "normal") -> None:
        """A joined seat (its player away) is played by an AI from now on; its token still
        takes it back. In `owner` drive the owner plays it (see `ai_seats`)."""
        with self.lock:
            info = self.seats[seat]
            if info.kind != REMOTE:
                raise ValueError(f"seat {seat} is not a seat of a joining player")
            info.kind, info.ai_kind, info.was_remote = AI, kind, True
            info.bot = make_bot(self.game, kind, self.think) if self.drive == "loop" else None
        self._notify_seats()
        self._kick()

    def ai_seats(self) -> dict[int, str]:
        with self.lock:
            return {s: info.ai_kind for s, info in enumerate(self.seats) if info.kind == AI}

    # -- the session's side (owner thread) -------------------------------------------
    def pump(self, apply: Callable[[Any], Step] | None = None) -> list[Step]:
        """Apply the actions that arrived, in order; each one not legal for its seat now is
        refused with the rule and changes nothing. Called on the session's thread. `apply`
        takes a checked action into the game (default `session.act`; a table passes its own,
        which animates it) and raises IllegalAction to refuse it."""
        self._rename()
        steps = []
        while True:
            try:
                seat, step_no, data, conn = self._incoming.popleft()
            except IndexError:
                return steps
            step = self._try(seat, step_no, data, conn, apply or self.session.act)
            if step is not None:
                steps.append(step)

    def _rename(self) -> None:
        """A joined player's name goes into the record (on the session's thread), so the game
        names them, and a resumed game gives them back their seat."""
        with self.lock:
            names = [(s, info.name) for s, info in enumerate(self.seats) if info.kind == REMOTE and info.name]
        seats = self.session.record.seats
        for seat, name in names:
            if seats[seat].name != name:
                seats[seat].name = name

    def _try(self, seat: int, step_no: int, data: Any, conn: Any, apply: Callable[[Any], Step]) -> Step | None:
        session = self.session
        with self.lock:
            still = self.seats[seat].kind == REMOTE and self.seats[seat].conn is conn
        if not still:
            return self._refuse(conn, "seat", "this connection no longer holds that seat", "act")
        if session.over:
            return self._refuse(conn, "game-over", "the game is over", "act")
        if session.to_act != seat:
            return self._refuse(conn, "turn", f"it is seat {session.to_act}'s decision, not seat {seat}'s", "act")
        if step_no != len(session.record.actions):
            return self._refuse(conn, "stale", f"that answers move {step_no}, and the game is at move "
                                f"{len(session.record.actions)}", "act")
        try:
            action = protocol.decode_action(self.game, data)
        except ProtocolError as exc:
            return self._refuse(conn, exc.rule, exc.message, "act")
        try:
            step = apply(action)
        except IllegalAction as exc:
            self.counters.refused[exc.rule] += 1
            self._send(conn, protocol.illegal_refusal(exc))
            return None
        self.counters.accepted += 1
        return step

    def _refuse(self, conn: Any, rule: str, reason: str, about: str) -> None:
        self.counters.refused[rule] += 1
        self._send(conn, refusal(rule, reason, about))

    def _saved(self, record: GameRecord) -> None:
        """The session changed (an action, an undo) and autosaved: tell every joined seat."""
        if self._chained_save is not None:
            self._chained_save(record)
        count = len(record.actions)
        if count == self._actions_seen + 1:
            self._publish(self.session.history[-1])
        elif count != self._actions_seen:
            self._rebuild_logs()
            for seat in self._logs:
                self._send_seat(seat, self._welcome(seat, 0, "snapshot"))
        self._actions_seen = count

    def _view(self, seat: int) -> dict:
        session = self.session
        to_act = session.to_act
        view = {"step": len(session.record.actions), "to_act": to_act, "obs": jsonable(session.observe(seat)),
                "legal": None, "result": jsonable(session.result) if session.over else None}
        if to_act == seat and not session.over:
            view["legal"] = [a.to_json() for a in session.legal()]
        return view

    def _rebuild_logs(self) -> None:
        for seat in self._logs:
            events = [[step.seat, jsonable(self.session.events_for(step, seat))] for step in self.session.history]
            view = self._view(seat)
            with self.lock:
                self._logs[seat] = events
                self._latest[seat] = view

    def _publish(self, step: Step) -> None:
        for seat in self._logs:
            events = jsonable(self.session.events_for(step, seat))
            view = self._view(seat)
            with self.lock:
                self._logs[seat].append([step.seat, events])  # who acted is public; what they chose is not sent
                self._latest[seat] = view
            self._send_seat(seat, encode("update", by=step.seat, events=events, **view))

    def _welcome(self, seat: int, since: int, kind: str = "welcome") -> str:
        with self.lock:
            info = self.seats[seat]
            history = self._logs[seat][max(0, since):]
            view = self._latest[seat]
            names = [i.name or s.name for i, s in zip(self.seats, self.session.record.seats)]
            kinds = [i.kind for i in self.seats]
        return encode(kind, game=self.game.id, game_id=self.game_id, seat=seat, token=info.token, names=names, kinds=kinds,
                      since=since, history=history, **view)

    # -- the loop's side ------------------------------------------------------------
    async def _handle(self, conn: ServerConnection) -> None:
        address = _peer(conn)
        self.open[address] += 1
        try:
            if sum(self.open.values()) > self.cap or self.open[address] > self.per_address:
                self.counters.refused["busy"] += 1
                await _cut(conn, "busy")  # bounded by design: the descriptors stay the autosave's
                return
            if self.wrong_codes.blocked(address):
                self.counters.refused["code"] += 1
                await _cut(conn, "wrong-codes")
                return
            await self._serve_connection(conn, address)
        finally:
            self.open[address] -= 1
            if self.open[address] <= 0:
                del self.open[address]

    async def _serve_connection(self, conn: ServerConnection, address: str) -> None:
        limit = RateLimit(*self.rate)
        state = {"seat": None, "wrong_codes": 0, "flood": 0, "address": address, "replayed": None, "proven": False}

        def late() -> None:  # a connection that has not taken a seat in time is closed
            if state["seat"] is None:
                self.counters.refused["join-time"] += 1
                asyncio.ensure_future(_cut(conn, "join-time"))

        deadline = asyncio.get_running_loop().call_later(self.join_seconds, late)
        writer = None
        try:
            # The key exchange with the join code: the line is sealed before anything is said.
            exchange = channel.Exchange(self.code, "host")
            try:
                conn.seal = exchange.finish(await conn.recv())
            except channel.Unsealed:
                self.counters.refused["exchange"] += 1
                await _cut(conn, "exchange")
                return
            await conn.send(exchange.message)
            outbox: asyncio.Queue = asyncio.Queue()
            conn.outbox, conn.outbox_bytes = outbox, 0
            writer = asyncio.create_task(self._writer(conn, outbox))
            self._put(conn, encode("hello", game=self.game.id, game_id=self.game_id))  # which game: a client
            # that holds a seat in it (whatever address it typed) takes it back with its token
            async for frame in conn:
                try:
                    message = conn.seal.open(frame)
                except channel.Unsealed:
                    if isinstance(frame, str) and state["proven"]:
                        self.counters.refused["text-only"] += 1
                        self._put(conn, refusal("text-only", "messages travel sealed, as binary frames"))
                        continue
                    if not state["proven"]:  # the other end keyed the line with another code
                        self._wrong_code(state)
                    await _cut(conn, "code" if not state["proven"] else "sealed")
                    break
                state["proven"] = True
                if not limit.allow(time.monotonic()):
                    # Every message over the rate is answered (a client waiting for its answer
                    # never waits in vain), and a flood is bounded by the close, not by silence.
                    state["flood"] += 1
                    self.counters.refused["rate"] += 1
                    if state["flood"] >= FLOOD_CLOSE:
                        await _cut(conn, "flood")
                        break
                    self._put(conn, refusal("rate", f"at most {self.rate[1]:g} messages a second; send it again "
                                            f"in {1 / self.rate[1]:.2g} s", args={"retry": 1 / self.rate[1]}))
                    continue
                try:
                    body = protocol.decode_client(_text(message))
                    await self._dispatch(conn, state, body)
                except ProtocolError as exc:
                    self.counters.refused[exc.rule] += 1
                    self._put(conn, refusal(exc.rule, exc.message, args=exc.arguments))
                    if exc.rule == "code" and state["wrong_codes"] >= WRONG_CODES:
                        await _cut(conn, "wrong-codes")
                        break
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            deadline.cancel()
            if writer is not None:
                writer.cancel()
            if getattr(conn, "seal", None) is not None and not state["proven"] and state["wrong_codes"] == 0:
                self._wrong_code(state)  # keyed, then gone without a word: a code that did not fit
            seat = state["seat"]
            if seat is not None:
                with self.lock:
                    if self.seats[seat].conn is conn:
                        self.seats[seat].conn = None
                        changed = True
                    else:
                        changed = False
                if changed:
                    self._notify_seats()

    def _wrong_code(self, state: dict) -> None:
        state["wrong_codes"] += 1
        self.counters.refused["code"] += 1
        self.wrong_codes.failed(state["address"])

    async def _writer(self, conn: ServerConnection, outbox: asyncio.Queue) -> None:
        try:
            while True:
                text = await outbox.get()
                conn.outbox_bytes -= len(text)
                frame = conn.seal.seal(text)  # sealed in the order sent: the frames are numbered
                await conn.send(frame)
                self.counters.sent_messages += 1
                self.counters.sent_bytes += len(frame)
        except (ConnectionClosed, asyncio.CancelledError):
            pass

    def _put(self, conn: Any, text: str) -> None:
        """Queue a message on the loop thread."""
        outbox = getattr(conn, "outbox", None)
        if outbox is None:
            return
        if outbox.qsize() >= OUTBOX_LIMIT or conn.outbox_bytes + len(text) > self.outbox_bytes:
            # a reader that does not keep up is cut, not buffered: what waited for it is dropped
            self.counters.refused["slow"] += 1
            conn.outbox = None
            while not outbox.empty():
                outbox.get_nowait()
            conn.transport.abort()
            return
        conn.outbox_bytes += len(text)
        outbox.put_nowait(text)

    def _send(self, conn: Any, text: str) -> None:
        """Queue a message from any thread."""
        if conn is None or self.loop is None:
            return
        if threading.current_thread() is self._thread:
            self._put(conn, text)
        else:
            self.loop.call_soon_threadsafe(self._put, conn, text)

    def _send_seat(self, seat: int, text: str) -> None:
        with self.lock:
            conn = self.seats[seat].conn
        self._send(conn, text)

    def broadcast(self, text: str) -> None:
        with self.lock:
            conns = [info.conn for info in self.seats if info.conn is not None]
        for conn in conns:
            self._send(conn, text)

    def _notify_seats(self) -> None:
        with self.lock:
            away = [s for s, info in enumerate(self.seats) if info.kind == REMOTE and info.conn is None]
            kinds = [info.kind for info in self.seats]
            names = [i.name or s.name for i, s in zip(self.seats, self.session.record.seats)]
        self.broadcast(encode("seats", away=away, kinds=kinds, names=names))

    async def _dispatch(self, conn: ServerConnection, state: dict, body: dict) -> None:
        kind = body["t"]
        if kind == "join":
            if state["seat"] is not None:
                raise ProtocolError("seated", "this connection already holds a seat")
            if protocol.normal_code(body["code"]) != self.code:  # (the sealed line proved the code already)
                self._wrong_code(state)
                self.counters.refused["code"] -= 1  # counted where the refusal is sent
                if self.wrong_codes.blocked(state["address"]):
                    state["wrong_codes"] = WRONG_CODES  # that address has tried enough: cut now
                raise ProtocolError("code", "that is not this game's join code")
            name = body["name"].strip()[: protocol.MAX_NAME]
            with self.lock:
                free = [s for s, info in enumerate(self.seats) if info.kind == REMOTE and not info.claimed]
                # a player who lost their token (another computer, a new install) takes back their
                # away seat with the code and the same name; a resumed game gives each their seat
                away = [s for s, info in enumerate(self.seats) if info.claimed and info.conn is None
                        and (info.kind == REMOTE or info.was_remote)]
                named = [s for s in free + away if name and self._seat_name(s) == name]
                if not named and not free:
                    raise ProtocolError("full", "every seat for a joining player is taken")
                seat = (named or free)[0]
                info = self.seats[seat]
                info.claimed, info.conn, info.name = True, conn, name
                if info.kind == AI and info.was_remote:  # the player takes the seat back from the AI
                    info.kind, info.bot = REMOTE, None
            state["seat"] = seat
            self._put(conn, self._welcome(seat, 0))
            self._notify_seats()
            self._kick()
        elif kind == "rejoin":
            seat = body["seat"]
            now = time.monotonic()
            last = self._replayed.get(seat) if 0 <= seat < len(self.seats) else None
            if state["replayed"] is not None and now - state["replayed"] < limits.REPLAY_SECONDS or \
                    last is not None and now - last < limits.REPLAY_SECONDS / 4:
                raise ProtocolError("rate", f"the history is sent again at most every {limits.REPLAY_SECONDS:g} s",
                                    {"retry": limits.REPLAY_SECONDS})
            with self.lock:
                info = self.seats[seat] if 0 <= seat < len(self.seats) else None
                if info is None or not info.token or not _same(info.token, body["token"]):
                    raise ProtocolError("token", "that token does not hold that seat")
                if state["seat"] is not None and state["seat"] != seat:
                    raise ProtocolError("seated", "this connection already holds another seat")
                old, info.conn, info.claimed = info.conn, conn, True
                if info.kind == AI and info.was_remote:  # the player takes the seat back from the AI
                    info.kind, info.bot = REMOTE, None
            state["seat"], state["replayed"] = seat, now
            self._replayed[seat] = now
            if old is not None and old is not conn:
                self._put(old, encode("displaced", key="net.closing.displaced", args={}))
                asyncio.ensure_future(old.close(1000, "displaced"))
            self._put(conn, self._welcome(seat, body["since"]))
            self._notify_seats()
            self._kick()
        elif kind == "act":
            seat = state["seat"]
            if seat is None:
                raise ProtocolError("not-seated", "join or rejoin before acting")
            if body["seat"] != seat:
                raise ProtocolError("seat", f"this connection holds seat {seat}, not seat {body['seat']}")
            self._incoming.append((seat, body["step"], body["action"], conn))
            self._kick()
        elif kind == "bye":
            await conn.close(1000, "bye")

    # -- the loop drives (drive="loop") -------------------------------------------------
    def _kick(self) -> None:
        if self._wake is None or self.loop is None:
            return
        if threading.current_thread() is self._thread:
            self._wake.set()
        else:
            self.loop.call_soon_threadsafe(self._wake.set)

    async def _driver(self) -> None:
        """Apply arrived actions and play the AI seats, one step at a time, on the loop."""
        session = self.session
        while True:
            await self._wake.wait()
            self._wake.clear()
            try:
                for step in self.pump():
                    self._tell(step)
                while not session.over and not self._stopping:
                    seat = session.to_act
                    with self.lock:
                        info = self.seats[seat]
                        bot = info.bot if info.kind == AI else None
                    if bot is None:
                        break
                    legal = session.legal()
                    observation = None if getattr(bot, "blind", False) else session.observe(seat)
                    choice = await asyncio.to_thread(bot.choose, observation, legal, self.bot_rngs[seat])
                    with self.lock:
                        still = self.seats[seat].bot is bot
                    if not still:  # the player took the seat back while the AI thought
                        continue
                    self._tell(session.act(choice, legal))
                    if self._incoming:
                        for step in self.pump():
                            self._tell(step)
            except Exception as exc:  # a bug must not silently freeze the game
                log.exception("the host's driver failed")
                self.error = exc
                self.broadcast(protocol.closing("net.closing.failed", error=type(exc).__name__))
                return

    def _tell(self, step: Step) -> None:
        if self.on_step is not None:
            self.on_step(step)


async def _cut(conn: ServerConnection, reason: str) -> None:
    """Close a connection that broke the limits: with the reason if it is read within a
    second, at once otherwise (a flooding peer may not read at all). What is already queued
    for it (the refusal that led here) leaves first, if it can within two seconds."""
    outbox = getattr(conn, "outbox", None)
    for _ in range(200):
        if outbox is None or outbox.empty():
            break
        await asyncio.sleep(0.01)
    try:
        await asyncio.wait_for(conn.close(1008, reason), 1.0)
    except (TimeoutError, ConnectionClosed):
        conn.transport.abort()


def _text(message: bytes) -> str:
    """An opened frame as text (checked for size before decoding)."""
    if len(message) > protocol.MAX_CLIENT_MESSAGE:
        raise ProtocolError("size", f"a message may be at most {protocol.MAX_CLIENT_MESSAGE:,} bytes")
    try:
        return message.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError("text-only", "a message is UTF-8 JSON text") from None


def _peer(conn: ServerConnection) -> str:
    try:
        return str(conn.remote_address[0])
    except (TypeError, IndexError, AttributeError):
        return "?"


def _same(a: str, b: str) -> bool:
    import hmac

    return hmac.compare_digest(a.encode("utf-8", "surrogatepass"), b.encode("utf-8", "surrogatepass"))
