"""The recap of what others did since the viewer last acted (built from the viewer's own
history), and the kit's callout: a small panel of words with a coloured mark."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.session import Session, Step
from sprites import theme
from sprites.furniture import bubble, free_spot

from .widgets import panel, text

ROW_H = 18  # logical height of a row of the recap


class Recap:
    """A part of the table: the recap of what others did since the viewer last acted.

    Built with the app, the session, the table's box for it (logical x, y, width, height:
    centred in it, as many rows as fit; a table moves it off what the viewer must pick
    next), `told` (history steps as one viewer saw them -> [(seat or section, its log
    lines)]) and `header` (a seat or section -> its header line)."""

    def __init__(self, app, session: Session, box: tuple[int, int, int, int],
                 told: Callable[[list[Step], int | None], list[tuple[int | str | None, list[str]]]],
                 header: Callable[[int | str], str]):
        self.app = app
        self.session = session
        self.box = box
        self.clear: tuple[float, float, float, float] | None = None  # the prompt it keeps clear of (logical)
        self.told = told
        self.header = header
        self.shown: tuple[int | None, list[tuple[int | str | None, list[str]]]] | None = None  # (viewer, turns)
        self.key: tuple[int | None, int] | None = None  # (viewer, history length) it was built for
        self.acted_in: dict[int, object] = {}  # a viewer -> the turn (the table's `turn_key`) they last acted in

    def turns(self, viewer: int | None) -> list[tuple[int | str | None, list[str]]]:
        """What happened since the viewer last acted, as the viewer saw it, turn by turn:
        [(seat or section, its log lines)]; built from the viewer's filtered history only."""
        history = self.session.history
        start = 0
        for index in range(len(history) - 1, -1, -1):
            if history[index].seat == viewer:
                start = index + 1
                break
        return [(key, lines) for key, lines in self.told(history[start:], viewer) if lines]

    def offer(self, viewer: int, turn: object = None) -> None:
        """The viewer's decision comes: when others have acted since the viewer last did, put
        up the recap once, at once (before anything can be picked). Not while the viewer's own
        turn goes on (`turn`, the table's key of whose turn it is, as when the viewer last
        acted): another seat's answer within it is told by the log."""
        key = (viewer, len(self.session.history))
        if key == self.key:
            return
        self.key = key
        if turn is not None and self.acted_in.get(viewer) == turn:
            return
        turns = self.turns(viewer)
        if any(seat != viewer for seat, _ in turns):
            self.shown = (viewer, [(seat, lines) for seat, lines in turns if seat != viewer])

    def acted(self, viewer: int, turn: object) -> None:
        """The viewer has decided, in this turn: what led up to it is read."""
        self.acted_in[viewer] = turn
        self.close()

    def read_upto(self, viewer: int | None, length: int) -> None:
        """What led up to the viewer's decision at this history length was seen already."""
        self.key = (viewer, length)

    def close(self) -> None:
        self.shown = None

    def event(self, event: pygame.event.Event) -> None:
        """While up, the recap takes every click and key: a press or a key closes it, and
        does nothing else."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.close()

    def retell(self, viewer: int | None) -> None:
        """The recap on screen told again in the language just chosen (it keeps what it says)."""
        if self.shown is not None and self.shown[0] == viewer:
            self.shown = (viewer, [(seat, lines) for seat, lines in self.turns(viewer) if seat != viewer])

    def showing(self, viewer: int | None) -> bool:
        return self.shown is not None and self.shown[0] == viewer

    def rows(self) -> list[tuple[str, bool]]:
        """The recap's rows: (text, is a header), every line wrapped to the panel's width,
        none cut. When they do not all fit, the newest turns show whole and a row at the
        top says how many earlier lines the full log (L) holds."""
        view = self.app.view
        px = view.px(theme.SMALL)
        rows: list[tuple[str, bool, int]] = []  # (text, is a header, the line it is part of; -1: a header)
        count = 0
        for seat, lines in self.shown[1] if self.shown else []:
            rows.append((self.header(seat), True, -1))
            for line in lines:
                rows.extend((part, False, count) for part in theme.wrap(line, px, view.px(self.area()[2] - 56)))
                count += 1
        room = int((self.area()[3] - theme.grown(52) - self.stacked() * theme.grown(ROW_H)) // theme.grown(ROW_H))
        if len(rows) > room:
            start = len(rows) - (room - 1)
            while 0 < start < len(rows) and rows[start][2] >= 0 and rows[start - 1][2] == rows[start][2]:
                start += 1  # never the tail of a wrapped line without its start
            kept = rows[start:]
            if any(header for _, header, _ in kept):  # start at a turn's header, not inside a turn
                while not kept[0][1]:
                    kept.pop(0)
            first = next((line for _, _, line in kept if line >= 0), count)
            rows = [(self.app.t("app.table.recap.more", n=first), False, -1)] + kept
        return [(row, header) for row, header, _ in rows]

    def stacked(self) -> bool:
        """Do the title and the way to close it not fit side by side (a larger text size, a
        longer language)? Then the way to close it takes a line of its own under the title."""
        view = self.app.view
        t = self.app.t
        need = (theme.text_width(t("app.table.recap.title"), view.px(theme.BODY), bold=True)
                + theme.text_width(t("app.table.recap.close"), view.px(theme.SMALL))) / view.scale
        return need + 16 + 16 + 12 > self.area()[2]

    def area(self) -> tuple[float, float, float, float]:
        """Where it may sit now: its table's box, or when the prompt (`clear`: a question asked,
        the banner's line) lies in that box, the largest part of the box beside the prompt that
        holds the title and three rows; else the whole box."""
        if self.clear is None:
            return self.box
        x, y, w, h = self.box
        px, py, pw, ph = self.clear
        gap = 10
        if px + pw <= x or px >= x + w or py + ph <= y or py >= y + h:
            return self.box
        parts = [(x, y, w, py - gap - y), (x, py + ph + gap, w, y + h - py - ph - gap),
                 (x, y, px - gap - x, h), (px + pw + gap, y, x + w - px - pw - gap, h)]
        least = theme.grown(52 + 4 * ROW_H)
        fits = [part for part in parts if part[3] >= least and part[2] >= 240]
        return max(fits, key=lambda part: part[2] * part[3]) if fits else self.box

    def rect(self) -> pygame.Rect:
        rows = len(self.rows()) + self.stacked()
        height = theme.grown(52 + rows * ROW_H)
        x, y, width, room = self.area()
        return pygame.Rect(x, y + max(0, (room - height) // 2), width, height)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.t
        view = self.app.view
        rect = self.rect()
        theme.note("recap", "", view.rect(rect))  # (the layout sweep: it keeps clear of the prompt)
        panel(surface, view, rect, alpha=235)
        text(surface, view, t("app.table.recap.title"), (rect.x + 16, rect.y + 10), theme.BODY, theme.GOLD,
             bold=True)
        if self.stacked():
            text(surface, view, t("app.table.recap.close"), (rect.x + 16, rect.y + 10 + theme.grown(24)),
                 theme.SMALL, theme.INK_DIM)
            y = rect.y + theme.grown(38 + ROW_H)
        else:
            text(surface, view, t("app.table.recap.close"), (rect.right - 16, rect.y + 12), theme.SMALL,
                 theme.INK_DIM, "topright")
            y = rect.y + theme.grown(38)
        for row, header in self.rows():
            text(surface, view, row, (rect.x + (16 if header else 28), y), theme.SMALL,
                 theme.GOLD_MUTED if header else theme.INK)
            y += theme.grown(ROW_H)


def callout(surface: pygame.Surface, view, words: str, point: tuple[float, float], mark, alpha: float = 1.0,
            footer: str = "", width: float = 300, at=None, avoid=()) -> pygame.Rect:
    """A small panel of words with a coloured mark (the kit's callout): above and right of
    `point` (below it when there is no room), clear of `avoid` (pixel rects), or where
    `at(width, height)` puts it. Returns the panel's pixel rect."""
    size = view.px(theme.SMALL)
    lines = theme.wrap(words, size, view.px(width))
    rows = lines + ([footer] if footer else [])
    height = 16 + theme.grown(17) * len(rows)
    w = max(theme.text_width(line, size) for line in rows) / view.scale + 36
    if at is None:  # above and right of the point, else below it, else on its left: clear of the bubbles shown
        px, py = point
        x, y = free_spot(view, w, height, [(px + 14, py - height - 14) if py - height - 14 > 6 else (px + 14, py + 22),
                                           (px + 14, py + 22), (px - 14 - w, py - height - 14), (px - 14 - w, py + 22)], avoid)
    else:
        x, y = at(w, height)
    rect = bubble(panel(surface, view, (x, y, w, height), alpha=round(240 * alpha)))
    pygame.draw.circle(surface, mark, (rect.x + view.px(13), rect.y + view.px(16)), view.px(4))
    for i, line in enumerate(lines):
        text(surface, view, line, (x + 24, y + 8 + theme.grown(17) * i), theme.SMALL, theme.INK)
    if footer:
        text(surface, view, footer, (x + 24, y + 8 + theme.grown(17) * len(lines)), theme.SMALL, theme.INK_DIM)
    return rect


def fit_text(line: str, view, size: int, width: float) -> str:
    """The line cut with an ellipsis to fit `width` logical units."""
    px = view.px(size)
    return theme.ellipsize(line, lambda s: theme.text_width(s, px) / view.scale <= width)
