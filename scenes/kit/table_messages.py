"""Short messages over the table: the message in the middle (the table's own kit Toast when it
has one) and a refusal said beside the pointer instead, once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sprites import theme
from sprites.furniture import bubble

from .table_log import CALLOUT_TIME
from .table_recap import callout
from .widgets import panel, text

TOAST_TIME = 3.5  # seconds a message in the middle stays


class Messages:
    """A part of the table: what it says for a moment. Built with the app and a getter for
    the table's kit Toast (None: the message is drawn here, in the middle of the stage)."""

    def __init__(self, app, kit_toast: Callable[[], Any]):
        self.app = app
        self.kit_toast = kit_toast
        self.text = ""  # the message in the middle, when the table has no kit Toast
        self.time = 0.0  # its seconds left
        self.note: tuple[str, tuple[float, float], float] | None = None  # beside the pointer: (text, where, left)

    def show(self, message: str, error: bool, at: tuple[float, float] | None = None) -> None:
        """Say `message`; said in answer to a gesture (`at`: where the pointer is), it shows
        there and only there."""
        toast = self.kit_toast()
        if toast is not None:
            toast.show(message, error)
        else:
            self.text, self.time = message, TOAST_TIME
        if at is not None:
            self.note = (message, at, CALLOUT_TIME)
            if toast is not None:
                toast.time = 0.0
            else:
                self.time = 0.0

    def clear(self) -> None:
        """Nothing said stays (a refusal belongs to whoever was refused)."""
        self.note = None
        self.text, self.time = "", 0.0
        toast = self.kit_toast()
        if toast is not None:
            toast.clear()

    def showing(self) -> bool:
        """A message is up and fading: the table is not still (scenes/kit/scene.py)."""
        toast = self.kit_toast()
        return self.time > 0 or self.note is not None or (toast is not None and toast.time > 0)

    def update(self, dt: float) -> None:
        self.time = max(0.0, self.time - dt)
        if self.note is not None:
            words, where, left = self.note
            self.note = (words, where, left - dt) if left > dt else None

    def draw(self, surface: pygame.Surface) -> None:
        """The message in the middle: a long one wraps, growing upwards."""
        toast = self.kit_toast()
        if toast is not None:
            toast.draw(surface, self.app.view)
            return
        if self.time <= 0:
            return
        view = self.app.view
        alpha = min(1.0, self.time / 0.4)
        lines = theme.wrap(self.text, view.px(theme.BODY), view.px(900 - 48))
        width = max(theme.text_width(line, view.px(theme.BODY)) for line in lines) / view.scale + 48
        extra = 20 * (len(lines) - 1)
        bubble(panel(surface, view, (640 - width / 2, 612 - extra, width, 40 + extra), alpha=int(235 * alpha)))
        for i, line in enumerate(lines):
            text(surface, view, line, (640, 632 - extra + 20 * i), theme.BODY, theme.INK, "center")

    def draw_note(self, surface: pygame.Surface, avoid=()) -> None:
        """The refusal beside the pointer: a small panel with a red mark, kept on the stage,
        clear of `avoid` (pixel rects: what it must not hide)."""
        if self.note is None:
            return
        words, point, left = self.note
        callout(surface, self.app.view, words, point, theme.DANGER, min(1.0, left / 0.4), avoid=avoid)
