"""The table's notes over the play: the recap of what others did since the viewer last
acted (built from the viewer's own history), the pause after an AI's turn, and the
refusal callout beside the pointer."""

from __future__ import annotations

import pygame

from sprites import theme

from .widgets import panel, text

RECAP_LINES = 5  # lines shown per turn in the recap; the rest are counted


class TableRecap:
    """A mixin of TableScene: the recap, the pause and the callout."""

    # Where the recap may sit (logical x, y, width, height): centred in it, as many rows as fit.
    # A table moves it off what the viewer must pick next.
    recap_box: tuple[int, int, int, int] = (380, 60, 520, 540)

    # -- the recap of what others did -------------------------------------------------
    def recap_turns(self) -> list[tuple[int | str | None, list[str]]]:
        """What happened since the viewer last acted, as the viewer saw it, turn by turn:
        [(seat or section, its log lines)]; built from the viewer's filtered history only."""
        viewer = self.viewer
        history = self.session.history
        start = 0
        for index in range(len(history) - 1, -1, -1):
            if history[index].seat == viewer:
                start = index + 1
                break
        groups = self.sections([(step.seat, self.describe_events(self.session.events_for(step, viewer)))
                                for step in history[start:]])
        return [(key, lines) for key, lines in groups if lines]

    def offer_recap(self) -> None:
        """When the viewer's decision comes after others have acted, and everything has
        played out, put up the recap once."""
        viewer = self.viewer
        if viewer is None or self.curtain_up or self.session.to_act != viewer or not self.human_to_act:
            return
        key = (viewer, len(self.session.history))
        if key == self.recap_key or not self.settled():
            return
        self.recap_key = key
        turns = self.recap_turns()
        if any(seat != viewer for seat, _ in turns):
            self.recap = (viewer, [(seat, lines) for seat, lines in turns if seat != viewer])

    def retell_recap(self) -> None:
        """The recap on screen told again in the language just chosen (it keeps what it says)."""
        if self.recap is not None and self.recap[0] == self.viewer:
            viewer = self.viewer
            self.recap = (viewer, [(seat, lines) for seat, lines in self.recap_turns() if seat != viewer])

    def showing_recap(self) -> bool:
        return self.recap is not None and self.recap[0] == self.viewer and not self.curtain_up

    def recap_rows(self) -> list[tuple[str, bool]]:
        """The recap's rows: (text, is a header)."""
        rows: list[tuple[str, bool]] = []
        for seat, lines in self.recap[1] if self.recap else []:
            rows.append((self.header_text(seat), True))
            shown = lines[-RECAP_LINES:]
            if len(lines) > len(shown):
                rows.append((self.t("app.table.recap.more", n=len(lines) - len(shown)), False))
            rows.extend((line, False) for line in shown)
        return rows[-min(18, (self.recap_box[3] - 52) // 18):]

    def recap_rect(self) -> pygame.Rect:
        rows = len(self.recap_rows())
        height = 52 + rows * 18
        x, y, width, room = self.recap_box
        return pygame.Rect(x, y + max(0, (room - height) // 2), width, height)

    def draw_recap(self, surface: pygame.Surface) -> None:
        view = self.app.view
        rect = self.recap_rect()
        panel(surface, view, rect, alpha=235)
        text(surface, view, self.t("app.table.recap.title"), (rect.x + 16, rect.y + 10), theme.BODY, theme.GOLD,
             bold=True)
        text(surface, view, self.t("app.table.recap.close"), (rect.right - 16, rect.y + 12), theme.SMALL,
             theme.INK_DIM, "topright")
        y = rect.y + 38
        width = rect.width - 40
        for row, header in self.recap_rows():
            size = theme.SMALL
            shown = fit_text(row, view, size, width)
            text(surface, view, shown, (rect.x + (16 if header else 28), y), size,
                 theme.GOLD_MUTED if header else theme.INK)
            y += 18

    def draw_pause(self, surface: pygame.Surface) -> None:
        view = self.app.view
        panel(surface, view, (420, 560, 440, 104), alpha=235)
        text(surface, view, self.t("app.table.paused", name=self.seat_name(self.paused_after)), (640, 578),
             theme.BODY, theme.INK, "midtop")
        self.continue_button.draw(surface, view)

    def draw_callout(self, surface: pygame.Surface) -> None:
        """The refusal beside the pointer: a small panel with a red mark, kept on the stage."""
        words, point, left = self.refusal_note
        callout(surface, self.app.view, words, point, theme.DANGER, min(1.0, left / 0.4))


def callout(surface: pygame.Surface, view, words: str, point: tuple[float, float], mark, alpha: float = 1.0,
            footer: str = "", width: float = 300, at=None) -> pygame.Rect:
    """A small panel of words with a coloured mark (the kit's callout): above and right of
    `point` (below it when there is no room), or where `at(width, height)` puts it.
    Returns the panel's pixel rect."""
    size = view.px(theme.SMALL)
    lines = theme.wrap(words, size, view.px(width))
    rows = lines + ([footer] if footer else [])
    height = 16 + 17 * len(rows)
    w = max(theme.text_width(line, size) for line in rows) / view.scale + 36
    if at is None:
        px, py = point
        x = min(theme.LOGICAL_W - w - 6, max(6, px + 14))
        y = py - height - 14 if py - height - 14 > 6 else py + 22
    else:
        x, y = at(w, height)
    rect = panel(surface, view, (x, y, w, height), alpha=round(240 * alpha))
    pygame.draw.circle(surface, mark, (rect.x + view.px(13), rect.y + view.px(16)), view.px(4))
    for i, line in enumerate(lines):
        text(surface, view, line, (x + 24, y + 8 + 17 * i), theme.SMALL, theme.INK)
    if footer:
        text(surface, view, footer, (x + 24, y + 8 + 17 * len(lines)), theme.SMALL, theme.INK_DIM)
    return rect


def fit_text(line: str, view, size: int, width: float) -> str:
    """The line cut with an ellipsis to fit `width` logical units."""
    px = view.px(size)
    if theme.text_width(line, px) / view.scale <= width:
        return line
    while line and theme.text_width(line + "…", px) / view.scale > width:
        line = line[:-1]
    return line + "…"
