"""A joined player's table: what the host sends this seat, and nothing else.

`open_joined_table` opens the game's own table on a RemoteSession (game/net/remote_session.py).
`NetTable` is the plain table for a host whose view this version cannot read: the seat's
own observation in words, the events it was shown as a log, and one button per legal
action on its turn (decoded with the game's own decoder, as a save file's actions are).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import registry
from game.engine.contract import Action
from game.net.client import Client
from sprites import theme

from ..kit.net_seat import notify_turn
from ..kit.scene import Scene
from ..kit.widgets import Button, panel, paragraph, text
from . import table_class

MAX_BUTTONS = 24
LOG_LINES = 26


def describe(value: Any, indent: str = "", depth: int = 0) -> list[str]:
    """A seat's observation (plain JSON) as lines of `name: value`."""
    if isinstance(value, dict):
        lines = []
        for key, item in value.items():
            if key == "type":
                continue
            if isinstance(item, (dict, list)) and item and depth < 3 and len(str(item)) > 90:
                lines.append(f"{indent}{key}:")
                lines.extend(describe(item, indent + "    ", depth + 1))
            else:
                lines.append(f"{indent}{key}: {_short(item)}")
        return lines
    if isinstance(value, list):
        return [line for item in value for line in describe(item, indent, depth + 1)]
    return [f"{indent}{_short(value)}"]


def _short(value: Any, most: int = 100) -> str:
    shown = str(value) if not isinstance(value, str) else value
    return shown if len(shown) <= most else shown[: most - 1] + "…"


class NetTable(Scene):
    name = "net_table"

    def __init__(self, app, client: Client, welcome: dict):
        super().__init__(app)
        self.client = client
        self.game = registry.all_games()[welcome["game"]]
        self.seat: int = welcome["seat"]
        self.names: list[str] = list(welcome.get("names") or [])
        self.away: list[int] = []
        self.view: dict = {}
        self.legal: list[Action] = []
        self.log: list[str] = []
        self.status = "playing"
        self.reason = ""
        self.refusal = ""
        self.was_mine = False
        self.take(welcome)

    # -- messages from the host ---------------------------------------------------------
    def take(self, message: dict) -> None:
        kind = message["t"]
        if kind in ("welcome", "snapshot"):
            if kind == "snapshot" or message.get("since", 0) == 0:
                self.log = []
            for entry in message.get("history", []):
                if isinstance(entry, list) and len(entry) == 2:
                    self.log.extend(self.event_lines(entry[1]))
            self.names = list(message.get("names") or self.names)
            self.set_view(message)
            self.status = "playing"
        elif kind == "update":
            self.log.extend(self.event_lines(message.get("events", [])))
            self.refusal = ""
            self.set_view(message)
        elif kind == "seats":
            self.away = list(message.get("away", []))
            self.names = list(message.get("names") or self.names)
        elif kind == "refused":
            self.refusal = self.t("net.table.refused", reason=said(self.app, message))
            self.app.play("failure")
        elif kind in ("closing", "displaced"):
            self.status, self.reason = "ended", said(self.app, message)
            self.build()
        elif kind == "status":
            self.status = message.get("state", self.status)
            self.build()

    def set_view(self, message: dict) -> None:
        self.view = {k: message.get(k) for k in ("step", "to_act", "obs", "legal", "result")}
        legal = message.get("legal") if message.get("to_act") == self.seat else None
        self.legal = []
        for data in legal or []:
            try:
                self.legal.append(self.game.decode_action(data))
            except (TypeError, ValueError):
                continue  # a host of another version: that choice is not offered here
        mine = bool(self.legal)
        if mine != self.was_mine:
            self.was_mine = mine
            notify_turn(self.app, mine)
        self.build()

    def event_lines(self, events: list) -> list[str]:
        lines = []
        for event in events:
            if not isinstance(event, dict):
                continue
            if event.get("type") == "Message" and isinstance(event.get("key"), str):
                args = {pair[0]: self.arg(pair[0], pair[1]) for pair in event.get("args") or []
                        if isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str)}
                try:
                    lines.append(self.t(event["key"], **args) if self.app.t.has(event["key"]) else event["key"])
                except (KeyError, IndexError, ValueError):
                    lines.append(event["key"])
            else:
                fields = " ".join(_short(v, 24) for k, v in event.items() if k not in ("type", "visible_to") and v is not None)
                lines.append(f"{event.get('type', '?')} {fields}".strip())
        return lines

    def arg(self, name: str, value: Any) -> Any:
        """A message argument as the tables say it: seats by name, catalog keys translated."""
        if name in ("seat", "player", "by", "target", "to", "from_seat") and type(value) is int:
            return self.seat_name(value)
        if name in ("seats", "winners") and isinstance(value, list):
            return ", ".join(self.seat_name(v) for v in value if type(v) is int)
        if isinstance(value, str) and self.app.t.has(value):
            return self.t(value)
        if isinstance(value, str) and self.app.t.has(f"{self.game.id}.card.{value}"):
            return self.t(f"{self.game.id}.card.{value}")
        return value

    def action_text(self, action: Action) -> str:
        args = dict(vars(action))
        if self.app.t.has(action.label):
            try:
                return self.t(action.label, **args)
            except (KeyError, IndexError, ValueError):
                pass
        extra = " ".join(str(v) for v in args.values())
        return f"{type(action).__name__} {extra}".strip()

    # -- the scene ---------------------------------------------------------------------
    def build(self) -> None:
        self.widgets = []
        if self.status in ("ended", "lost", "refused") or self.view.get("to_act") is None:
            self.widgets.append(Button((1060, 660, 200, 44), "app.back", self.leave_table, self.app))
            return
        x, y = 40, 560
        for action in self.legal[:MAX_BUTTONS]:
            label = self.action_text(action)
            width = min(300, max(120, theme.text_width(label, theme.BODY) + 32))
            if x + width > 1240:
                x, y = 40, y + 44
            self.widgets.append(Button((x, y, width, 36), (lambda s=label: s), (lambda a=action: self.choose(a)),
                                       self.app, size=theme.BODY))
            x += width + 8

    def choose(self, action: Action) -> None:
        if self.client.act(action, self.view.get("step")):
            self.legal = []
            self.build()
            self.app.play("click")

    def wake_in(self) -> float | None:
        """At rest, the host's messages are still looked for ten times a second."""
        return 0.1

    def update(self, dt: float) -> None:
        for message in self.client.poll():
            self.take(message)
        super().update(dt)

    def leave_table(self) -> None:
        self.client.stop(timeout=0.5)
        self.app.open("menu")

    def back(self) -> None:
        self.leave_table()

    def leave(self) -> None:
        self.client.stop(timeout=0.5)

    def seat_name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        title = self.game.title_ja if self.app.settings.language == "ja" else self.game.title_en
        text(surface, view, title, (40, 20), theme.TITLE, theme.INK, bold=True)
        text(surface, view, self.t("net.table.you", name=self.seat_name(self.seat)), (40, 54), theme.BODY, theme.INK_DIM)
        to_act = self.view.get("to_act")
        if self.status == "reconnecting":
            banner, colour = self.t("net.table.reconnecting"), theme.DANGER
        elif self.status in ("ended", "lost", "refused"):
            banner, colour = self.t("net.table.ended", reason=self.reason or self.status), theme.DANGER
        elif to_act is None:
            banner, colour = self.t("net.table.over"), theme.GOLD
        elif to_act == self.seat:
            banner, colour = self.t("net.table.your_move"), theme.GOLD
        else:
            banner, colour = self.t("net.table.to_act", name=self.seat_name(to_act)), theme.INK
        text(surface, view, banner, (40, 76), theme.LARGE, colour, bold=True)
        if self.away:
            names = ", ".join(self.seat_name(s) for s in self.away)
            text(surface, view, self.t("net.table.away", names=names), (460, 80), theme.SMALL, theme.DANGER)
        panel(surface, view, (30, 108, 820, 440), alpha=140)
        for i, line in enumerate(describe(self.view.get("obs"))[:25]):
            text(surface, view, _short(line, 110), (48, 118 + i * 17), theme.SMALL, theme.INK)
        panel(surface, view, (870, 108, 380, 440), alpha=140)
        text(surface, view, self.t("net.table.log"), (886, 114), theme.SMALL, theme.GOLD_MUTED)
        for i, line in enumerate(self.log[-LOG_LINES + 2:]):
            text(surface, view, _short(line, 56), (886, 134 + i * 16), theme.SMALL, theme.INK)
        if len(self.legal) > MAX_BUTTONS:
            more = len(self.legal) - MAX_BUTTONS
            text(surface, view, self.t("net.table.more", n=more), (40, 700), theme.SMALL, theme.INK_DIM)
        if self.refusal:
            text(surface, view, _short(self.refusal, 140), (40, 536), theme.SMALL, theme.DANGER)
        super().draw(surface)


def said(app, message: dict) -> str:
    """A host's word (a closing reason, a refusal) in this player's language: its key with its
    arguments from the catalog; the host's own words only for a key this version lacks."""
    key, args = message.get("key"), message.get("args")
    args = {k: v for k, v in args.items() if isinstance(k, str)} if isinstance(args, dict) else {}
    if isinstance(key, str) and key and app.t.has(key):
        try:
            return app.t(key, **args)
        except (KeyError, IndexError, ValueError):
            pass
    reason = message.get("reason")
    return reason if isinstance(reason, str) and reason else app.t("net.refused.form")


def joined_table_class(game_id: str) -> type:
    """The table a joined seat plays `game_id` on. The Free Table keeps its own save and menu
    route, so the registry of tables (`table_class`) does not name it; a joined seat still
    plays on it, never on the plain table."""
    if game_id == "freetable":
        from .freetable import FreeTable

        return FreeTable
    return table_class(game_id)


def open_joined_table(app, client: Client, welcome: dict, later: list[dict] = ()) -> Scene:
    """The game's own table for a joined seat, read from what the host sends (a
    RemoteSession); the plain NetTable above if this version cannot read the host's view."""
    from game.net import mirror
    from game.net.remote_session import RemoteSession

    game = registry.all_games().get(welcome.get("game"))
    try:
        session = RemoteSession(game, client, welcome)
        table = joined_table_class(game.id)(app, session=session)
    except (mirror.MirrorError, TypeError, ValueError, KeyError, AttributeError):
        plain = NetTable(app, client, welcome)
        for message in later:  # what came in the same breath as the welcome
            plain.take(message)
        return plain
    session.waiting.extend(later)  # what came in the same breath as the welcome
    table.net = JoinedSeat(table, session)
    return table


class JoinedSeat:
    """On a joined player's table: the host's messages become steps the table plays out
    (others' moves as an AI's, animated and logged), and the connection's state is said."""

    def __init__(self, table, session):
        self.table = table
        self.session = session
        self.client = session.client
        self.was_mine = False
        self.closed = False
        self.line = ""
        self.wait_button: Button | None = None

    def update(self, dt: float) -> None:
        table, session = self.table, self.session
        for message in session.messages():
            kind = message["t"]
            if kind == "update":
                if message.get("step") == len(session.history) + 1:
                    table.after_step(session.take_update(message))
                else:  # out of step (a message lost on the way): the screen shows what was sent last
                    session.view(message)
                    table.rebuild()
                self.line = ""
                self.wait_button = None
            elif kind in ("welcome", "snapshot"):  # back after a drop, or the host took moves back
                before = len(session.history)
                session.reset(message)
                table.rebuild()
                self.line = ""
                self.wait_button = None
                if kind == "snapshot" and len(session.history) < before:  # the host's Undo, said here
                    table.say(table.t("net.table.undone", n=before - len(session.history)), error=False)
            elif kind == "seats":
                session.away = list(message.get("away", []))
            elif kind == "status" and message.get("state") in ("reconnecting", "lost"):
                waited = message["state"] == "lost" and message.get("reason") == "patience"
                self.line = table.t("net.table.reconnecting") if message["state"] == "reconnecting" else \
                    table.t("net.table.waited" if waited else "net.join.lost")
                self.wait_button = Button((540, 366, 200, 40), "net.table.keep_waiting", self.keep_waiting,
                                          table.app, size=theme.BODY) if waited else None
            elif kind in ("closing", "displaced"):
                self.line = said(table.app, message)
                table.say(self.line)
                session.end()
                table.rebuild()  # no live buttons on a game that has ended here
            elif kind == "refused":
                table.say(table.t("net.table.refused", reason=said(table.app, message)))
        mine = session.to_act == session.seat and session.status != "ended"
        if mine != self.was_mine:
            self.was_mine = mine
            notify_turn(table.app, mine)

    def away_seats(self) -> set[int]:
        return set(self.session.away)

    def keep_waiting(self) -> None:
        self.wait_button = None
        self.client.keep_waiting()

    def handle(self, event) -> bool:
        return self.wait_button is not None and self.wait_button.handle(event)

    def draw(self, surface) -> None:
        if not self.line:
            return
        view = self.table.app.view
        tall = self.wait_button is not None
        panel(surface, view, (360, 282, 560, 128 if tall else 76), alpha=230)
        paragraph(surface, view, self.line, (384, 296, 512, 64), theme.BODY, theme.DANGER)  # two lines at most
        if tall:
            self.wait_button.draw(surface, view)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.client.stop(timeout=0.5)
