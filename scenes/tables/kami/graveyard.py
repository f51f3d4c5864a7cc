"""Whisper's graveyard browser: every card of the shared graveyard, face up and in words.

The graveyard is public (1.2: everyone sees its contents), so any viewer may open it at
any time except under the hand-off curtain. The table draws only its top cards; a click
on it opens this list, newest first, with each card's face, name, kind and what it does
(the words of scenes/cardinfo.py, the same as the tooltips). Esc, a click outside the
panel or the Close button shuts it; the wheel, the arrow keys and Page Up/Down scroll.
"""

from __future__ import annotations

import pygame

from sprites import theme
from sprites.cards import CARD_H, CARD_W, face_image
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)
from sprites.faces.kami import KamiFace

from ...kit.cardinfo import describe_card
from ...kit.widgets import Button, text
from .layout import GRAVE

GRAVE_HIT = (GRAVE[0] - 58, 250, 116, 164)  # the graveyard's inset: a click here opens the browser
PANEL = (250, 56, 760, 608)  # clear of the log panel, whose wheel the kit takes first
HEADER = 56
ROW_H = 66
THUMB = 0.46  # the faces in the list, as a fraction of a table card
TEXT_LINES = 2
SCROLL_STEP = 44


class KamiGraveyard:
    """Opens, scrolls, draws and closes the graveyard list. It reads the table's `shown`,
    `intermission`, `curtain_up`, `tooltip`, `app` and `t`; its own state is whether it is
    open, how far it is scrolled and which rows it drew last."""

    def __init__(self, table) -> None:
        self.table = table
        self.opened = False
        self.scroll = 0.0
        self.drawn: list[tuple[int, str]] = []  # (row, card) drawn by the last frame, for tests
        self.button: Button | None = None

    # -- what it shows -------------------------------------------------------------------
    def entries(self) -> list[str]:
        """The graveyard's cards as the list shows them: the newest (the top) first."""
        shown = self.table.shown
        return list(reversed(shown.graveyard)) if shown is not None else []

    def list_rect(self) -> tuple[float, float, float, float]:
        x, y, w, h = PANEL
        return x + 14, y + HEADER, w - 28, h - HEADER - 12

    def max_scroll(self) -> float:
        return max(0.0, len(self.entries()) * ROW_H - self.list_rect()[3])

    # -- opening and closing -----------------------------------------------------------
    def can_browse(self) -> bool:
        table = self.table
        return not table.curtain_up and table.intermission is None and table.shown is not None

    def open(self) -> bool:
        if not self.can_browse():
            return False
        self.opened = True
        self.scroll = 0.0
        self.drawn = []
        self.table.tooltip.clear()
        self.table.app.play("click")
        return True

    def close(self) -> bool:
        """True if it was open (Esc closes it before anything else)."""
        if not self.opened:
            return False
        self.opened = False
        self.drawn = []
        return True

    def close_button(self) -> Button:
        if self.button is None:
            x, y, w, _ = PANEL
            # Enter closes it too (its key shown on it): the keys that opened the list must shut it
            self.button = Button((x + w - 124, y + 12, 110, 32), "kami_table.grave.close", self.close,
                                 self.table.app, size=theme.SMALL, key=pygame.K_RETURN)
        return self.button

    def update(self, dt: float) -> None:
        if not self.opened:
            return
        if self.table.curtain_up:  # nothing stays open across a hand-off
            self.close()
        self.close_button().update(dt)

    # -- input -------------------------------------------------------------------------
    def key_gestures(self) -> list[tuple]:
        """The graveyard can be opened from the keyboard too."""
        if not self.can_browse() or not self.entries():
            return []
        x, y, w, h = GRAVE_HIT
        return [("click", (x + w / 2, y + h / 2))]

    def hit(self, pos) -> bool:
        x, y, w, h = GRAVE_HIT
        return x <= pos[0] <= x + w and y <= pos[1] <= y + h

    def scroll_by(self, by: float) -> None:
        self.scroll = min(self.max_scroll(), max(0.0, self.scroll + by))

    def event(self, event: pygame.event.Event) -> None:
        """Input while the browser is open: nothing reaches the table under it."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * SCROLL_STEP)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y, w, h = PANEL
            if not (x <= event.pos[0] <= x + w and y <= event.pos[1] <= y + h):
                self.close()  # a click outside the panel
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):  # wheels reported as buttons
            self.scroll_by(SCROLL_STEP if event.button == 5 else -SCROLL_STEP)
        elif event.type == pygame.KEYDOWN:
            page = self.list_rect()[3] - ROW_H
            steps = {pygame.K_DOWN: ROW_H, pygame.K_UP: -ROW_H, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                     pygame.K_END: 1e9, pygame.K_HOME: -1e9}
            if event.key in steps:
                self.scroll_by(steps[event.key])

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view) -> None:
        t = self.table.t
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 130))
        surface.blit(shade, (0, 0))
        x, y, w, _ = PANEL
        panel = view.rect(PANEL)
        theme.alpha_rect(surface, panel, (*theme.PANEL, 248), view.px(14))
        theme.alpha_rect(surface, panel, (*theme.GOLD_MUTED, 170), view.px(14), 1)
        entries = self.entries()
        text(surface, view, t("kami_table.grave.title", n=len(entries)), (x + 18, y + 12), theme.LARGE,
             theme.GOLD, bold=True)
        text(surface, view, t("kami_table.grave.newest"), (x + 18, y + 36), theme.SMALL, theme.INK_DIM)
        self.close_button().draw(surface, view)
        lx, ly, lw, lh = self.list_rect()
        self.scroll = min(self.scroll, self.max_scroll())
        self.drawn = []
        if not entries:
            text(surface, view, t("kami_table.grave.empty"), (x + w / 2, ly + 40), theme.BODY, theme.INK_DIM,
                 "midtop")
            return
        clip = surface.get_clip()
        surface.set_clip(view.rect((lx, ly, lw, lh)))
        first = int(self.scroll // ROW_H)
        last = min(len(entries), int((self.scroll + lh) // ROW_H) + 1)
        lang = self.table.app.settings.language
        for i in range(first, last):
            top = ly + i * ROW_H - self.scroll
            self.draw_row(surface, view, entries[i], (lx, top, lw - 14, ROW_H), i, lang)
            self.drawn.append((i, entries[i]))
        surface.set_clip(clip)
        if self.max_scroll() > 0:  # the scroll bar says where in the list the view is
            track = view.rect((lx + lw - 6, ly, 5, lh))
            theme.alpha_rect(surface, track, (255, 255, 255, 30), view.px(3))
            total = len(entries) * ROW_H
            th = max(24.0, lh * lh / total)
            ty = ly + (lh - th) * self.scroll / self.max_scroll()
            theme.alpha_rect(surface, view.rect((lx + lw - 6, ty, 5, th)), (*theme.GOLD, 200), view.px(3))

    def draw_row(self, surface, view, code: str, rect, index: int, lang: str) -> None:
        x, y, w, h = rect
        if index % 2:
            theme.alpha_rect(surface, view.rect((x, y, w, h)), (255, 255, 255, 12), view.px(6))
        tw, th = CARD_W * THUMB, CARD_H * THUMB
        thumb = view.rect((x + 6, y + (h - th) / 2, tw, th))
        surface.blit(face_image("kami", KamiFace(code), thumb.size, lang), thumb.topleft)
        info = describe_card("kami", code, self.table.t)
        tx = x + tw + 18
        name = text(surface, view, info.title, (tx, y + 5), theme.BODY, theme.INK, bold=True)
        role_x = tx + name.width / view.scale + 12
        text(surface, view, info.role, (role_x, y + 7), theme.SMALL, theme.GOLD_MUTED)
        px = view.px(theme.SMALL)
        lines = theme.wrap(info.text, px, view.px(x + w - tx - 8))
        if len(lines) > TEXT_LINES:  # never cut silently: the last line ends with an ellipsis
            lines = lines[:TEXT_LINES]
            lines[-1] = theme.marked_cut(info.text, lines[-1].rstrip("。.、, ") + "…")
        for k, line in enumerate(lines):
            text(surface, view, line, (tx, y + 27 + k * 16), theme.SMALL, theme.INK)
