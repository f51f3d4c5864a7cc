"""A joining player's end of a network game: an asyncio websocket client on a
background thread, talking to the frame loop through thread-safe queues.

The client holds its seat, its token and the last view the host sent it (its own
observation and, on its turn, its legal actions) — never the state, the seed or
another seat's cards, because the host never sends them. A dropped connection is
retried with the token, which takes the seat back; the frame loop reads
`{"t": "status", "state": "reconnecting"}` meanwhile.
"""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from . import channel, protocol
from .protocol import ProtocolError, encode

FINAL_REFUSALS = {"code", "full", "token", "version"}  # a join or rejoin the host will never accept


PATIENCE = 150.0  # seconds a seated client keeps trying a lost host before it asks whether to wait on
FIRST_TRIES = 3  # a first connection that fails this often: the address is wrong or the host is not up


class Client:
    def __init__(self, host: str, port: int, *, code: str | None = None, name: str = "",
                 seat: int | None = None, token: str | None = None, held=None, patience: float = PATIENCE,
                 backoff: tuple[float, float] = (0.2, 3.0), seen: int = 0):
        """`held(game_id)`: the seat and token this computer keeps for a game (the host names its
        game when a connection opens), so a seat is taken back whatever address was typed."""
        if code is None:
            raise ValueError("a client talks to the host over a line keyed with the game's join code")
        self.uri = f"ws://{_host_part(host)}:{int(port)}"
        self.code, self.name = code, name
        self.seat, self.token = seat, token
        self.held = held
        self.patience, self.backoff = patience, backoff
        self.inbox: queue.Queue[dict] = queue.Queue()
        self.state = "connecting"  # connecting, playing, reconnecting, ended, refused, lost
        self.step = 0  # the move number of the last view: an action answers it
        self.seen = seen  # steps of history received (a rejoin asks for the rest)
        self.game: str | None = None
        self.game_id: str | None = None  # the hosted game's own name (from its hello)
        self.latest: dict | None = None  # the last view: own observation, to_act, legal
        self.received_bytes = 0
        self.received_messages = 0
        self.seated_once = False
        self.lost_at: float | None = None  # when the connection last went (monotonic)
        self.back_after: list[float] = []  # seconds from each loss to the seat's return
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ws: ClientConnection | None = None
        self._seal: channel.Seal | None = None
        self._outbox: asyncio.Queue | None = None
        self._stopping = False
        self._again: asyncio.Event | None = None

    # -- the frame loop's side --------------------------------------------------------
    def start(self) -> Client:
        self._thread = threading.Thread(target=self._run, name="seven-tables-client", daemon=True)
        self._thread.start()
        return self

    def poll(self) -> list[dict]:
        """Every message that arrived since the last call, oldest first."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def act(self, action: Any, step: int | None = None) -> bool:
        """Send an action (an Action or its JSON) for this seat, answering move `step`
        (the last view's by default). False if the connection is down just now."""
        data = action.to_json() if hasattr(action, "to_json") else action
        text = encode("act", seat=self.seat, step=self.step if step is None else step, action=data)
        return self.send_text(text)

    def send_text(self, text: str) -> bool:
        loop, ws, outbox = self.loop, self._ws, self._outbox
        if loop is None or ws is None or outbox is None or self.state != "playing":
            return False
        loop.call_soon_threadsafe(outbox.put_nowait, text)
        return True

    async def _writer(self, ws: ClientConnection, seal: channel.Seal, outbox: asyncio.Queue) -> None:
        """Seal and send in order: the host opens frames by their number."""
        try:
            while True:
                await ws.send(seal.seal(await outbox.get()))
        except (ConnectionClosed, asyncio.CancelledError):
            pass

    def stop(self, timeout: float = 5.0) -> None:
        """Leave: tell the host and close (the seat stays ours to rejoin with the token)."""
        self._stopping = True
        loop, ws = self.loop, self._ws
        if loop is not None and not loop.is_closed() and self._again is not None:
            try:
                loop.call_soon_threadsafe(self._again.set)
            except RuntimeError:
                pass
        if loop is not None and ws is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(lambda: asyncio.ensure_future(ws.close(1000, "bye")))
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)

    def drop(self) -> None:
        """Lose the connection without a word (a closed lid, Wi-Fi gone): the client
        reconnects by itself. For tests and for the app's 'reconnect now'."""
        loop, ws = self.loop, self._ws
        if loop is not None and ws is not None:
            loop.call_soon_threadsafe(ws.transport.abort)

    # -- the loop's side ---------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self.loop = loop
        try:
            loop.run_until_complete(self._main())
        finally:
            loop.close()

    def _post(self, message: dict) -> None:
        self.inbox.put(message)

    def _status(self, state: str, reason: str = "") -> None:
        self.state = state
        self._post({"t": "status", "state": state, "reason": reason, "_at": time.perf_counter()})

    async def _main(self) -> None:
        self._again = asyncio.Event()
        while not self._stopping:
            await self._connect_until_lost()
            if self._stopping or self.state in ("ended", "refused"):
                return
            self._again.clear()
            await self._again.wait()  # keep_waiting() or stop()

    def keep_waiting(self) -> None:
        """After a lost host: try again for as long once more."""
        loop = self.loop
        if loop is not None and not loop.is_closed() and self._again is not None:
            self.lost_at = time.monotonic()
            self._status("reconnecting")
            loop.call_soon_threadsafe(self._again.set)

    async def _connect_until_lost(self) -> None:
        attempt = 0
        while not self._stopping:
            try:
                async with connect(self.uri, max_size=protocol.MAX_HOST_MESSAGE, open_timeout=5,
                                   ping_interval=5, ping_timeout=10, close_timeout=2) as ws:
                    exchange = channel.Exchange(self.code or "", "client")  # the line keyed with the code
                    await ws.send(exchange.message)
                    seal = exchange.finish(await asyncio.wait_for(ws.recv(), 10))
                    self._seal, self._ws, self._outbox = seal, ws, asyncio.Queue()
                    writer = asyncio.create_task(self._writer(ws, seal, self._outbox))
                    try:
                        proven = False
                        async for frame in ws:
                            try:
                                message = seal.open(frame).decode("utf-8", "replace")
                            except channel.Unsealed:
                                if not proven:  # the host keyed it with another code: this is not it
                                    self.state = "refused"
                                    self._post({"t": "refused", "rule": "code", "key": "net.refused.code",
                                                "reason": "that is not this game's join code", "args": {}})
                                break
                            proven = True
                            if self._receive(message):
                                attempt = 0
                            if self.state in ("ended", "refused"):
                                return
                    finally:
                        writer.cancel()
            except channel.Unsealed:  # not a host of this program (or of another version)
                self._status("lost", "not-a-host")
                return
            except (OSError, ConnectionClosed, TimeoutError, InvalidHandshake):
                pass
            except InvalidURI:
                self._status("lost", "address")
                return
            finally:
                self._ws = self._outbox = None
            if self._stopping or self.state in ("ended", "refused"):
                return
            attempt += 1
            if self.lost_at is None:
                self.lost_at = time.monotonic()
            if not self.seated_once and attempt >= FIRST_TRIES:
                self._status("lost", "unreachable")
                return
            if self.seated_once and time.monotonic() - self.lost_at > self.patience:
                self._status("lost", "patience")  # the screen offers to keep waiting
                return
            if self.state != "reconnecting":
                self._status("reconnecting")
            await asyncio.sleep(min(self.backoff[1], self.backoff[0] * 2 ** (attempt - 1)))

    async def _hello(self, body: dict) -> None:
        """The host named its game: take back a seat kept for it, or join with the code."""
        self.game_id = body.get("game_id") if isinstance(body.get("game_id"), str) else None
        if self.token is None and self.held is not None and self.game_id:
            kept = self.held(self.game_id)
            if kept:
                self.seat, self.token = kept["seat"], kept["token"]
        await self._greet()

    async def _greet(self) -> None:
        outbox = self._outbox
        if outbox is None:
            return
        if self.token is not None:
            outbox.put_nowait(encode("rejoin", seat=self.seat, token=self.token, since=self.seen))
        else:
            outbox.put_nowait(encode("join", code=self.code or "", name=self.name[: protocol.MAX_NAME]))

    def _receive(self, message: str | bytes) -> bool:
        """Read one host message; True once the seat is (again) ours."""
        now = time.perf_counter()
        try:
            body = protocol.decode_host(message)
        except ProtocolError as exc:
            self._post({"t": "status", "state": self.state, "reason": f"a message was unreadable ({exc.rule})"})
            return False
        self.received_messages += 1
        self.received_bytes += len(message.encode("utf-8")) if isinstance(message, str) else len(message)
        body["_at"] = now
        kind = body["t"]
        seated = False
        if kind == "hello":
            asyncio.ensure_future(self._hello(body))
            return False
        if kind == "refused" and body.get("rule") == "token" and self.state != "playing" and self.code:
            self.token, self.seen = None, 0  # that seat is not ours any more: join with the code
            asyncio.ensure_future(self._greet())
            return False
        if kind == "refused" and body.get("rule") == "rate" and self.state != "playing":
            retry = body.get("args", {}).get("retry")  # the host sends the history again a little later
            delay = min(5.0, retry) if isinstance(retry, (int, float)) and retry > 0 else 1.0
            asyncio.get_running_loop().call_later(delay, lambda: asyncio.ensure_future(self._greet()))
            return False
        if kind in ("welcome", "snapshot"):
            self.seat, self.token, self.game = body.get("seat"), body.get("token"), body.get("game")
            self.game_id = body.get("game_id") or self.game_id
            self.seen = body.get("since", 0) + len(body.get("history", ()))
            self.step, self.latest = body.get("step", 0), _view(body)
            seated = kind == "welcome"
            if seated:
                self.state = "playing"
                self.seated_once = True
                if self.lost_at is not None:
                    self.back_after.append(time.monotonic() - self.lost_at)
                    self.lost_at = None
        elif kind == "update":
            self.seen += 1
            self.step, self.latest = body.get("step", 0), _view(body)
        elif kind in ("closing", "displaced"):
            self.state = "ended"
        elif kind == "refused" and self.state != "playing" and body.get("rule") in FINAL_REFUSALS:
            self.state = "refused"
        self._post(body)
        return seated


def _view(body: dict) -> dict:
    return {key: body.get(key) for key in ("step", "to_act", "obs", "legal", "result")}


def _host_part(host: str) -> str:
    host = host.strip()
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
