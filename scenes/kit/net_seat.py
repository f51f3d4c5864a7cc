"""The host's side of network play, on its own table.

When a setup has seats of "a player who joins", the table opens a network host
(game/net/host.py) in `owner` drive: the table keeps the one Session, and a joined
player's decision, checked by the host, goes into the game as an AI's does (animated,
logged, paced by the table). A small board on the table shows the address and the
join code, who has joined and who is away, with a button that lets an AI play an away
seat until its player comes back.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.engine.bots import make_bot
from game.engine.record import REMOTE
from game.net import protocol
from game.net.discovery import Advertiser, local_address
from game.net.host import AI, Host
from sprites import theme

from .widgets import Button, panel, text

log = logging.getLogger(__name__)

BOARD = (446, 236, 388, 0)  # x, y, width (the height follows the seats): over the middle, while it is needed
ROW = 26


def remote_seats(session) -> list[int]:
    return [i for i, s in enumerate(session.record.seats) if s.kind == REMOTE]


def host_table(app, table, port: int | None = None, bind: str = "0.0.0.0", advertise: bool = True) -> Any:
    """Open the network host for `table` if it has seats of players who join; the board
    it shows (None if nobody joins). A host that cannot listen says so on the table."""
    seats = remote_seats(table.session)
    if not seats:
        return None
    host, error = None, None
    kept = table.session.record.net.get("port") if port is None else None  # a resumed game: its own port again
    for candidate in dict.fromkeys(p for p in (kept, protocol.DEFAULT_PORT if port is None else port, 0)
                                   if p is not None):  # else the usual port, else any free one
        try:
            host = Host(table.session, remote=seats, drive="owner", bind=bind, port=candidate).start()
            break
        except OSError as exc:
            error = exc
    if host is None:
        table.say(lambda: table.t("net.host.failed", reason=str(error)), error=True)
        return None
    names = [s.name for s in table.session.record.seats]
    advert = Advertiser(names[0] if names else "Seven Tables", host.port, table.game.id, len(names)) \
        if advertise else None
    table.net = HostedSeats(table, host, advert)
    return table.net


def notify_turn(app, mine: bool) -> None:
    """The window says when it is this player's move (and a sound rings once)."""
    title = app.t("net.title.your_move") if mine else app.t("net.title.waiting")
    if not app.headless:
        pygame.display.set_caption(f"{title} — Seven Tables")
    app.net_title = title  # what the caption says, for tests and screenshots
    if mine:
        app.play("turn")


class HostedSeats:
    def __init__(self, table, host: Host, advert: Advertiser | None):
        self.table = table
        self.host = host
        self.advert = advert
        self.address = local_address()
        self.buttons: list[Button] = []
        self.shown: tuple = ()
        self.was_mine = False
        self.closed = False

    # -- each frame ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        table, host = self.table, self.host
        self.sync_ai()
        presence = (tuple(host.joined()), tuple(host.away()), tuple(sorted(host.ai_seats())))
        if presence != self.shown:
            self.shown = presence
            self.build()
        for button in self.buttons:
            button.update(dt)
        seat = table.session.to_act
        if host.is_remote(seat) and table.settled() and not table.curtain_up and table.ai.thinking is None:
            host.pump(self.apply)  # the joined player's move, checked by the host, played as an AI's
        elif not host.is_remote(seat):
            host.pump(self.apply)  # out-of-turn messages are answered (refused) at once
        seat = table.session.to_act  # (a joined player's move may just have passed the turn on)
        mine = seat is not None and seat in table.handoff.humans()
        if mine != self.was_mine:
            self.was_mine = mine
            notify_turn(table.app, mine)

    def apply(self, action) -> Any:
        table = self.table
        step = table.session.act(action)  # IllegalAction goes back to the player, nothing changed
        table.after_step(step)
        return step

    def sync_ai(self) -> None:
        """An away seat handed to an AI is played by the table's bots until its player is back."""
        table, ai = self.table, self.host.ai_seats()
        for seat in remote_seats(table.session):
            if seat in ai and seat not in table.bots:
                table.ai.add(seat, make_bot(table.game, ai[seat]))
            elif seat not in ai and seat in table.bots:
                table.ai.remove(seat)

    # -- the board -------------------------------------------------------------------
    def rows(self) -> list[int]:
        return remote_seats(self.table.session)

    def build(self) -> None:
        x, y, w, _ = BOARD
        self.buttons = []
        away = set(self.host.away())
        claimed = {s for s, info in enumerate(self.host.seats) if info.claimed}
        for i, seat in enumerate(self.rows()):
            if seat in away and seat in claimed and self.host.seats[seat].kind != AI:
                self.buttons.append(Button((x + w - 112, y + 58 + i * ROW, 104, ROW - 4), "net.host.ai_plays",
                                           lambda s=seat: self.host.hand_to_ai(s), self.table.app, size=theme.SMALL))

    def needed(self) -> bool:
        """Shown while a joined seat is empty (waiting, or its player away and no AI playing it):
        the game waits for it then, and the board must not hide the table once everyone is in."""
        joined, ai = set(self.host.joined()), self.host.ai_seats()
        return any(seat not in joined and seat not in ai for seat in self.rows())

    def handle(self, event: pygame.event.Event) -> bool:
        return self.needed() and any(button.handle(event) for button in self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.needed():
            return
        table, host, view = self.table, self.host, self.table.app.view
        x, y, w, _ = BOARD
        rows = self.rows()
        panel(surface, view, (x, y, w, 60 + ROW * len(rows)), alpha=200)
        text(surface, view, table.t("net.host.address", address=f"{self.address}:{host.port}"), (x + 12, y + 8),
             theme.SMALL, theme.INK)
        text(surface, view, table.t("net.host.code", code=host.code), (x + 12, y + 30), theme.BODY, theme.GOLD,
             bold=True)
        names = host.names()
        joined, ai = set(host.joined()), host.ai_seats()
        claimed = {s for s, info in enumerate(host.seats) if info.claimed}
        for i, seat in enumerate(rows):
            if seat in ai:
                state, colour = "net.seat.ai", theme.INK_DIM
            elif seat in joined:
                state, colour = "net.seat.joined", theme.SUCCESS
            elif seat in claimed:
                state, colour = "net.seat.away", theme.DANGER
            else:
                state, colour = "net.seat.waiting", theme.INK_DIM
            text(surface, view, f"{names[seat]} · {table.t(state)}", (x + 12, y + 60 + i * ROW), theme.SMALL, colour)
        for button in self.buttons:
            button.draw(surface, view)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.host.stop(self.table.t("net.host.closed"))
        if self.advert is not None:
            self.advert.close()
