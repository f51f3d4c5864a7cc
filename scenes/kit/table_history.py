"""The full-history view of the table's log: every line the viewer's log holds, grouped
under whose turn it was, wrapped to the panel's width, scrolled by the wheel and keys."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from sprites import theme

from .widgets import Button, panel, text

WHEEL_ROWS = 3  # rows a notch of the mouse wheel scrolls
ROW_H = 19  # logical height of a row
BOX = (200, 48, 880, 624)  # where the view sits (logical x, y, width, height)
TOP_PAD, BOTTOM_PAD = 46, 16  # the title above the rows, the margin under them
SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


class History:
    """A part of the table: the whole log in a large panel over the table.

    Built with the app, the table's `t`, `entries` (the viewer's log as shown now:
    [(text, kind)], kind "head", "line" or "warn"; read afresh at every frame, so the view
    holds no line of its own and shows only what the viewer's log shows), `panel_rect`
    (the small log panel's box, or None: where its button sits) and `allowed` (whether the
    view may open now: not under the curtain). The table closes it (`close`) whenever the
    viewer changes."""

    def __init__(self, app, t: Callable[..., str], entries: Callable[[], list[tuple[str, str]]],
                 panel_rect: Callable[[], tuple[float, float, float, float] | None],
                 allowed: Callable[[], bool]):
        self.app = app
        self.t = t
        self.entries = entries
        self.panel_rect = panel_rect
        self.allowed = allowed
        self.open = False
        self.scroll = 0  # rows scrolled back from the newest (0: the newest row is at the bottom)
        self.button = Button((0, 0, 96, 22), "app.table.history.open", self.show, app, size=theme.SMALL,
                             key=pygame.K_l)
        self.close_button = Button((0, 0, 120, 30), "app.table.history.close", self.close, app, size=theme.SMALL,
                                   key=pygame.K_ESCAPE)

    # -- opening and closing ----------------------------------------------------------------
    def show(self) -> None:
        if self.allowed():
            self.open = True
            self.scroll = 0

    def close(self) -> None:
        self.open = False
        self.scroll = 0

    def place_button(self) -> bool:
        """The button sits in the log panel's bottom right corner; False when there is no panel."""
        rect = self.panel_rect()
        if rect is None:
            return False
        x, y, w, h = rect
        self.button.rect.bottomright = (round(x + w - 6), round(y + h - 6))
        return True

    def buttons(self) -> list[Button]:
        """The button that opens the view, while it is shown (for the keyboard's ring)."""
        return [self.button] if not self.open and self.allowed() and self.place_button() else []

    # -- the rows ---------------------------------------------------------------------------
    def rows(self) -> list[tuple[str, str]]:
        """The log wrapped to the view's width: [(row text, kind)]; a header row has a blank
        row before it (but the first)."""
        view = self.app.view
        px = view.px(theme.SMALL)
        rows: list[tuple[str, str]] = []
        for line, kind in self.entries():
            indent = 0 if kind == "head" else 16
            if kind == "head" and rows:
                rows.append(("", "gap"))
            width = view.px(BOX[2] - 48 - indent)
            rows.extend((part, kind) for part in theme.wrap(line, px, width))
        return rows

    def visible_count(self) -> int:
        return int((BOX[3] - TOP_PAD - BOTTOM_PAD) // theme.grown(ROW_H))

    def scroll_by(self, rows: int) -> None:
        """Back (positive) or forward (negative) by `rows`, within the log."""
        most = max(0, len(self.rows()) - self.visible_count())
        self.scroll = max(0, min(most, self.scroll + rows))

    # -- input ----------------------------------------------------------------------------
    def event(self, event: pygame.event.Event) -> bool:
        """While open the view takes every event (Esc or L closes it); closed, only its
        button and L. True if taken."""
        if not self.open:
            if not self.allowed():
                return False
            if event.type == pygame.KEYDOWN and event.key == pygame.K_l \
                    and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.show()
                return True
            return self.place_button() and event.type != pygame.KEYDOWN and self.button.handle(event)
        if not self.allowed():
            self.close()
            return False
        self.place_close()
        if self.close_button.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_l:
                self.close()
            elif event.key in SCROLL_KEYS:
                page = self.visible_count() - 1
                step = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page,
                        pygame.K_HOME: 10**9, pygame.K_END: -10**9}[event.key]
                self.scroll_by(step)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(event.y * WHEEL_ROWS)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and not pygame.Rect(BOX).collidepoint(event.pos):
            self.close()  # a click beside the view closes it
        return True

    def update(self, dt: float) -> None:
        self.button.update(dt)
        self.close_button.update(dt)

    # -- drawing --------------------------------------------------------------------------
    def place_close(self) -> None:
        x, y, w, _ = BOX
        self.close_button.rect.topright = (x + w - 14, y + 10)

    def draw_button(self, surface: pygame.Surface) -> None:
        if not self.open and self.allowed() and self.place_button():
            self.button.draw(surface, self.app.view)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.open:
            return
        if not self.allowed():
            self.close()
            return
        view = self.app.view
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, (0, 0))
        x, y, w, _ = BOX
        panel(surface, view, BOX, alpha=242)
        text(surface, view, self.t("app.table.history.title"), (x + 20, y + 14), theme.BODY, theme.GOLD, bold=True)
        self.place_close()
        self.close_button.draw(surface, view)
        rows = self.rows()
        count = self.visible_count()
        end = len(rows) - self.scroll
        shown = rows[max(0, end - count):end]
        top = y + TOP_PAD
        colours = {"head": theme.GOLD_MUTED, "warn": theme.DANGER, "line": theme.INK, "gap": theme.INK}
        for i, (row, kind) in enumerate(shown):
            if row:
                text(surface, view, row, (x + (20 if kind == "head" else 36), top + i * theme.grown(ROW_H)), theme.SMALL,
                     colours[kind])
        if not rows:
            text(surface, view, self.t("app.table.history.empty"), (x + w / 2, top + 40), theme.SMALL,
                 theme.INK_DIM, "midtop")
        self.draw_bar(surface, len(rows), count, end)

    def draw_bar(self, surface: pygame.Surface, total: int, count: int, end: int) -> None:
        """A thin bar on the right: where the rows shown are in the whole log."""
        if total <= count:
            return
        view = self.app.view
        x, y, w, h = BOX
        track = (x + w - 12, y + TOP_PAD, 4, h - TOP_PAD - BOTTOM_PAD)
        theme.alpha_rect(surface, view.rect(track), (255, 255, 255, 30), view.px(2))
        length = track[3] * count / total
        start = track[1] + (track[3] - length) * max(0, end - count) / max(1, total - count)
        theme.alpha_rect(surface, view.rect((track[0], start, 4, length)), (*theme.GOLD_MUTED, 200), view.px(2))
