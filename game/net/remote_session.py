"""A joined player's stand-in for the Session, so the game's own table plays over the network.

The table reads a session: `to_act`, `observe`, `legal`, `act`, `history`, `events_for`,
`record.seats`. Here each answer comes from what the host sent this seat: its observation,
its legal actions, the events it was shown, rebuilt as the game's own dataclasses
(game/net/mirror.py). There is no state, no seed and no other seat's cards to read:
`observe` gives this seat's view whatever seat is asked for. `act` sends the action to the
host and waits (briefly: the host answers within milliseconds on a local network) for the
host's step or its refusal, which is raised as the IllegalAction the table already shows.
"""

from __future__ import annotations

import queue
import time
from collections import deque
from typing import Any

from game.engine.contract import Action, Event, GameDef, IllegalAction
from game.engine.record import REMOTE, GameRecord, Seat
from game.engine.session import Step

from . import mirror
from .client import Client

ANSWER_SECONDS = 5.0


class RemoteSession:
    joined = True  # the game is the host's: the screens offer no new game of it
    autosave = None
    saved = None
    save_error = None
    on_save = None

    def __init__(self, game: GameDef, client: Client, welcome: dict):
        self.game = game
        self.client = client
        self.seat: int = welcome["seat"]
        names = list(welcome.get("names") or [])
        seats = [Seat(name, "human" if i == self.seat else REMOTE) for i, name in enumerate(names)]
        self.record = GameRecord(game.id, game.rules_version, 0, seats)
        self.history: list[Step] = []
        self.waiting: deque[dict] = deque()  # messages read while waiting for an answer, for `pump`
        self.status = "playing"
        self.reason = ""
        self.away: list[int] = []
        self._view: dict = {}
        self._observation: Any = None
        self._legal: list[Action] = []
        self._result: Any = None
        self.reset(welcome)

    # -- what the table reads ----------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self._view.get("to_act")

    @property
    def over(self) -> bool:
        return self.to_act is None

    @property
    def result(self) -> Any:
        return self._result

    def observe(self, seat: int | None) -> Any:
        return self._observation  # this seat's view is all this computer has

    def legal(self) -> list[Action]:
        if self.status == "ended":
            return []  # the host closed the game: nothing here is a move any more
        return self._legal if not isinstance(self._legal, list) else list(self._legal)

    def end(self) -> None:
        self.status = "ended"

    def events_for(self, step: Step, seat: int | None) -> list[Event]:
        return step.events  # the host filtered them for this seat already

    def history_for(self, seat: int | None) -> list[list[Event]]:
        return [step.events for step in self.history]

    def undo_target(self, seat: int) -> int | None:
        return None  # a network game is never taken back from a joined seat

    def undo(self, seat: int) -> bool:
        return False

    def forget_history(self) -> None: ...

    def save(self) -> None: ...

    # -- acting ---------------------------------------------------------------------------
    def act(self, action: Action, legal: list[Action] | None = None) -> Step:
        """Send the action; the host's step for it, or its refusal raised as IllegalAction."""
        step_no = self._view.get("step", 0)
        if not self.client.act(action, step_no):
            raise IllegalAction("net", "the connection to the host is down just now", "offline")
        deadline = time.monotonic() + ANSWER_SECONDS
        while time.monotonic() < deadline:
            try:
                message = self.client.inbox.get(timeout=0.05)
            except queue.Empty:  # nothing yet
                continue
            kind = message["t"]
            if kind == "update" and message.get("by") == self.seat and message.get("step") == step_no + 1:
                return self.take_update(message)
            if kind == "refused" and (message.get("about") == "act" or message.get("rule") == "rate"):
                raise IllegalAction(message.get("rule") or "net", message.get("reason") or "", message.get("case") or "",
                                    message.get("args") or {})
            self.waiting.append(message)
            if kind in ("closing", "displaced", "snapshot") or (kind == "update" and message.get("by") != self.seat):
                break
        raise IllegalAction("net", "the host did not take the move (the game moved on or the connection dropped)",
                            "no-answer")

    # -- the host's messages ------------------------------------------------------------------
    def messages(self) -> list[dict]:
        """What arrived since the last call (kept ones first)."""
        out = list(self.waiting)
        self.waiting.clear()
        out.extend(self.client.poll())
        return out

    def reset(self, message: dict) -> None:
        """A welcome or a snapshot: the whole history again, and the view."""
        since = message.get("since", 0)
        if since == 0:
            self.history = []
        for entry in message.get("history", []):
            by, events = entry if isinstance(entry, list) and len(entry) == 2 else (None, entry)
            self.history.append(Step(by, None, self.events(events)))
        self.record.actions = [None] * len(self.history)
        self.record.barriers = [True] * len(self.history)
        self.record.actors = [s.seat for s in self.history]
        names = message.get("names")
        if names:
            for seat, name in zip(self.record.seats, names):
                seat.name = name
        self.view(message)

    def take_update(self, message: dict) -> Step:
        step = Step(message.get("by"), None, self.events(message.get("events", [])))
        self.history.append(step)
        self.record.actions.append(None)
        self.record.barriers.append(True)
        self.record.actors.append(step.seat)
        self.view(message)
        return step

    def view(self, message: dict) -> None:
        self._view = {k: message.get(k) for k in ("step", "to_act", "obs", "legal", "result")}
        self._observation = mirror.observation(self.game, message.get("obs"))
        self._result = mirror.result(self.game, message.get("result"))
        self._legal = []
        if message.get("to_act") == self.seat:
            for data in message.get("legal") or []:
                try:
                    self._legal.append(self.game.decode_action(data))
                except (TypeError, ValueError):
                    continue  # a host of another version: that choice is not offered here
            seen = mirror.open_legal(self.game)
            if seen is not None and self._legal:
                self._legal = seen(self._observation)  # also what the list leaves out (a drop at any point)

    def events(self, data: list) -> list[Event]:
        out = []
        for item in data:
            try:
                out.append(mirror.event(self.game, item))
            except mirror.MirrorError:
                continue  # an event this version does not know: the log skips it
        return out
