"""Join (main menu): the games found on the local network, and an address and a join
code typed by hand for everything else (another network, a host found by its IP)."""

from __future__ import annotations

import json
import os

import pygame

from game.engine import registry
from game.net import protocol
from game.net.client import Client
from game.net.discovery import Browser, Found
from sprites import theme

from ..kit.scene import Scene
from ..kit.settings import config_dir
from ..kit.textbox import TextBox
from ..kit.widgets import Button, panel, text
from ..tables.joined import open_joined_table, said

LISTED = 6
SEATS_FILE = "network_seats.json"  # hosted game's id -> the seat and token this computer holds in it
KEPT = 8


def _seats_path():

    return config_dir() / SEATS_FILE


def held_seats() -> dict:
    """The seats this computer took in network games, by the hosted game's id (read with the
    limits of any file of the user folder; a damaged file is as good as none)."""
    from game.engine.safeload import UnsafeFile, load_json_file

    try:
        data = load_json_file(_seats_path(), 64 << 10)
    except (FileNotFoundError, UnsafeFile):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)
            and type(v.get("seat")) is int and isinstance(v.get("token"), str)}


def held_seat(game_id: str) -> dict | None:
    return held_seats().get(game_id)


def keep_seat(game_id: str, seat: int | None, token: str | None) -> None:
    """Remember (or, with no token, forget) the seat held in the hosted game `game_id`, so that
    this computer takes it back after the program was closed, whatever address it types then;
    never raises."""
    seats = held_seats()
    seats.pop(game_id, None)
    if token is not None and seat is not None:
        seats[game_id] = {"seat": seat, "token": token}
    seats = dict(list(seats.items())[-KEPT:])
    path = _seats_path()
    try:
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(seats), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # not kept: joining again with the code and the same name still works


def address_problem(typed: str) -> str | None:
    """What is wrong with a typed address, as a catalog key (None: it reads as an address)."""
    typed = typed.strip()
    if not typed:
        return "net.join.address_empty"
    if parse_address(typed) is not None:
        return None
    port = typed.rpartition(":")[2] if typed.count(":") == 1 or typed.startswith("[") else ""
    if port and (not port.isdigit() or not 0 < int(port) < 65536):
        return "net.join.address_port"
    return "net.join.address_form"


def parse_address(typed: str) -> tuple[str, int] | None:
    """'192.168.1.5', '192.168.1.5:47707', 'host.local:5000', '[fe80::1]:47707' -> (host, port)."""
    typed = typed.strip()
    if not typed:
        return None
    host, port = typed, protocol.DEFAULT_PORT
    if typed.startswith("["):  # [IPv6]:port
        end = typed.find("]")
        if end < 0:
            return None
        host, rest = typed[1:end], typed[end + 1:]
        if rest.startswith(":") and rest[1:].isdigit():
            port = int(rest[1:])
        elif rest:
            return None
    elif typed.count(":") == 1:
        host, _, number = typed.partition(":")
        if not number.isdigit():
            return None
        port = int(number)
    if not host or not 0 < port < 65536 or not _host_name(host):
        return None
    return host, port


def _host_name(host: str) -> bool:
    """An IP address (v4, or v6 with its zone) or a name of letters, digits, dots and dashes."""
    import ipaddress

    try:
        ipaddress.ip_address(host.partition("%")[0])
        return True
    except ValueError:
        return ":" not in host and all(part and part.replace("-", "").isalnum() and part.isascii()
                                       for part in host.split("."))


class JoinScene(Scene):
    name = "net_join"

    def __init__(self, app, browse: bool = True):
        super().__init__(app)
        self.browser = Browser() if browse else None
        self.found: list[Found] = []
        self.client: Client | None = None
        self.message = ""
        self.where = ""
        self.address = TextBox((300, 440, 300, 40), "", 60, app=app, on_enter=self.join)
        self.code = TextBox((300, 496, 180, 40), "", 12, app=app, on_enter=self.join)
        self.player = TextBox((300, 552, 240, 40), "", protocol.MAX_NAME, app=app, on_enter=self.join)
        self.join_button = Button((640, 548, 200, 48), "net.join.join", self.join, app, primary=True)
        self.back_button = Button((1060, 660, 180, 44), "app.back", self.back, app)
        self.build()

    def build(self) -> None:
        self.widgets = [self.address, self.code, self.player, self.join_button, self.back_button]
        for i, game in enumerate(self.found[:LISTED]):
            self.widgets.append(Button((120, 170 + i * 40, 720, 34), (lambda g=game: self.found_text(g)),
                                       (lambda g=game: self.pick(g)), self.app, size=theme.BODY))

    def found_text(self, found: Found) -> str:
        try:
            entry = registry.entry(found.game)
            title = entry.title_ja if self.app.settings.language == "ja" else entry.title_en
        except KeyError:
            title = found.game
        return self.t("net.join.game", name=found.name, game=title, seats=found.seats) + f" — {found.address}:{found.port}"

    def pick(self, found: Found) -> None:
        self.address.value = f"{found.address}:{found.port}"

    def join(self) -> None:
        problem = address_problem(self.address.value)
        if problem is not None:
            self.message = self.t(problem, typed=self.address.value.strip())
            self.app.play("failure")
            return
        if self.client is not None:
            self.client.stop(timeout=0.2)
        host, port = parse_address(self.address.value)
        self.where = f"{host}:{port}"
        # the host names its game on connecting: a seat this computer holds in it comes back
        self.client = Client(host, port, code=self.code.value, name=self.player.value.strip(), held=held_seat).start()
        self.message = self.t("net.join.connecting")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            for box in (self.address, self.code, self.player):  # a click chooses the field typed into
                box.focus(box.contains(event.pos))
        super().handle(event)

    def wake_in(self) -> float | None:
        """The games found on the network and the host's answer are looked for ten times a second."""
        polling = 0.1 if self.browser is not None or self.client is not None else None
        return min((t for t in (polling, super().wake_in()) if t is not None), default=None)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.browser is not None:
            games = self.browser.games()
            if games != self.found:
                self.found = games
                self.build()
        if self.client is None:
            return
        messages = self.client.poll()
        for index, message in enumerate(messages):
            kind = message["t"]
            if kind == "welcome":
                client, self.client = self.client, None
                keep_seat(message.get("game_id") or self.where, message.get("seat"), message.get("token"))
                self.close_browser()
                self.app.pop()
                self.app.push(open_joined_table(self.app, client, message, messages[index + 1:]))
                return
            if kind == "refused":
                self.message = self.t("net.join.refused", reason=said(self.app, message))
                self.app.play("failure")
            elif kind == "status" and message.get("state") == "lost":
                self.message = self.t("net.join.lost")
                self.client = None
                return

    def close_browser(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def leave(self) -> None:
        self.close_browser()
        if self.client is not None:
            self.client.stop(timeout=0.2)
            self.client = None

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        text(surface, view, self.t("net.join.title"), (120, 60), theme.HERO, theme.INK, bold=True)
        panel(surface, view, (100, 130, 760, 280), alpha=120)
        text(surface, view, self.t("net.join.found"), (120, 140), theme.SMALL, theme.GOLD_MUTED)
        if not self.found:
            searchable = self.browser is not None and self.browser.ok
            text(surface, view, self.t("net.join.none" if searchable else "net.join.no_multicast"), (120, 176),
                 theme.BODY, theme.INK_DIM)
        for label, box in (("net.join.address", self.address), ("net.join.code", self.code),
                           ("net.join.name", self.player)):
            text(surface, view, self.t(label), (120, box.rect.y + 10), theme.BODY, theme.INK)
        if self.message:
            text(surface, view, self.message, (120, 620), theme.BODY, theme.GOLD)
        super().draw(surface)
