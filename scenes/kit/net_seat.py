"""The host's side of network play, on its own table.

When a setup has seats of "a player who joins", the table opens a network host
(game/net/host.py) in `owner` drive: the table keeps the one Session, and a joined
player's decision, checked by the host, goes into the game as an AI's does (animated,
logged, paced by the table). A small board on the table shows the address and the
join code, who has joined and who is away, with a button that lets an AI play an away
seat until its player comes back. It is a one-line badge in a place each table keeps free
(`net_badge`), opened by a click into the board; nothing of the table lies under it.
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

BADGE = (8, 692, 300)  # x, y, width: where a table without its own free place (`net_badge`) shows it
BADGE_H = 24
BOARD_W = 388
ROW = 26
SAVE_RETRY = 3.0  # seconds between tries of a save that failed


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
        self.open = False  # the board under the badge, opened by a click on it
        self.save_wait = SAVE_RETRY

    # -- each frame ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        table, host = self.table, self.host
        self.sync_ai()
        self.retry_save(dt)
        presence = (tuple(host.joined()), tuple(host.away()), tuple(sorted(host.ai_seats())))
        if presence != self.shown:
            self.shown = presence
            self.build()
        for button in self.buttons:
            button.update(dt)
        # A joined player's move is taken (or refused) at once, whatever the host's screen shows
        # (an animation, the round's scores, a menu): the table plays it out as an AI's when it can.
        host.pump(self.apply)
        seat = table.session.to_act  # (a joined player's move may just have passed the turn on)
        mine = seat is not None and seat in table.handoff.humans()
        if mine != self.was_mine:
            self.was_mine = mine
            notify_turn(table.app, mine)

    def retry_save(self, dt: float) -> None:
        """A save that failed (the disk full, the folder gone, no descriptor free) is tried again
        every few seconds; the app says on screen that the game is not being saved meanwhile."""
        session = self.table.session
        if session.saved is not False:
            self.save_wait = SAVE_RETRY
            return
        self.save_wait -= dt
        if self.save_wait <= 0:
            self.save_wait = SAVE_RETRY
            session.save()

    def away_seats(self) -> set[int]:
        """Joined seats the game waits for: their player is not there and no AI plays them."""
        return set(self.host.away())

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

    def badge(self) -> pygame.Rect:
        x, y, w = getattr(self.table, "net_badge", BADGE)
        return pygame.Rect(x, y, w, BADGE_H)

    def board(self) -> pygame.Rect:
        """The open board: under the badge (over it if the badge is low), inside the screen."""
        badge, height = self.badge(), 60 + ROW * len(self.rows())
        x = min(max(8, badge.x), 1272 - BOARD_W)
        y = badge.bottom + 4 if badge.bottom + 4 + height <= 712 else badge.y - 4 - height
        return pygame.Rect(x, y, BOARD_W, height)

    def build(self) -> None:
        x, y, w, _ = self.board()
        self.buttons = []
        away = set(self.host.away())
        claimed = {s for s, info in enumerate(self.host.seats) if info.claimed}
        for i, seat in enumerate(self.rows()):
            if seat in away and seat in claimed and self.host.seats[seat].kind != AI:
                self.buttons.append(Button((x + w - 112, y + 58 + i * ROW, 104, ROW - 4), "net.host.ai_plays",
                                           lambda s=seat: self.host.hand_to_ai(s), self.table.app, size=theme.SMALL))

    def needed(self) -> bool:
        """A joined seat is empty (waiting, or its player away and no AI playing it): the game
        waits for it, and the badge says so in red."""
        joined, ai = set(self.host.joined()), self.host.ai_seats()
        return any(seat not in joined and seat not in ai for seat in self.rows())

    def handle(self, event: pygame.event.Event) -> bool:
        if self.open and any(button.handle(event) for button in self.buttons):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if self.badge().collidepoint(event.pos):
                self.open = not self.open
                self.build()
                return True
            if self.open and self.board().collidepoint(event.pos):
                return True
            self.open = False  # a click elsewhere closes the board and goes on to the table
        return False

    def badge_line(self) -> str:
        t, host = self.table.t, self.host
        waiting = [s for s in self.rows() if s not in set(host.joined()) and s not in host.ai_seats()]
        state = t("net.badge.waiting", n=len(waiting)) if waiting else t("net.badge.all_in")
        return t("net.badge.line", code=host.code, state=state)

    def draw(self, surface: pygame.Surface) -> None:
        table, host, view = self.table, self.host, self.table.app.view
        badge = self.badge()
        panel(surface, view, tuple(badge), alpha=200)
        text(surface, view, self.badge_line(), (badge.x + 10, badge.centery), theme.SMALL,
             theme.DANGER if self.needed() else theme.GOLD, "midleft")
        if not self.open:
            return
        x, y, w, h = self.board()
        rows = self.rows()
        panel(surface, view, (x, y, w, h), alpha=230)
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
        # the players are told in their own language: a game left unfinished goes on when the host
        # resumes it; a finished one (the host plays again, or leaves its results) is over
        self.host.stop("net.closing.over" if self.table.session.over else "net.closing.host_left")
        if self.advert is not None:
            self.advert.close()
