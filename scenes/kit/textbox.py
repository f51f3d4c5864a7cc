"""The kit's one-line text field: names and addresses, typed in any language (IME)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sprites import theme

from .widgets import Widget, note

SELECT_ALL_MODS = pygame.KMOD_CTRL | pygame.KMOD_GUI  # Ctrl+A, and Cmd+A on a Mac
LEAVING_KEYS = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN)  # a one-line field has no use for Up and Down
MOVING_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END)


class TextBox(Widget):
    """A one-line text field with IME support (names may be typed in Japanese).
    Ctrl+A selects the whole text, which the next letter typed replaces; Enter
    leaves the field and runs `on_enter` (a setup starts the game with it); Tab, Up and Down
    leave it for the screen's next control."""

    def __init__(self, rect, value: str = "", max_len: int = 16, allowed: Callable[[str], bool] | None = None,
                 on_change=None, app=None, on_enter: Callable[[], Any] | None = None):
        super().__init__(rect, app)
        self.value = value
        self.max_len = max_len
        self.allowed = allowed
        self.on_change = on_change
        self.on_enter = on_enter
        self.focused = False
        self.selected = False  # the whole text is selected (Ctrl+A)
        self.composition = ""
        self.blink = 0.0

    def focus(self, on: bool) -> None:
        if on and not self.focused:
            pygame.key.start_text_input()
        self.focused = on
        self.selected = False
        self.composition = ""

    def handle(self, event) -> bool:
        super().handle(event)
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.contains(event.pos)
            self.focus(inside)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            if self.selected:  # typing replaces the selected text
                self.selected = False
                self.value = ""
            self.insert(event.text)
            return True
        if event.type == pygame.TEXTEDITING:
            if self.selected and event.text:
                self.selected = False
                self.value = ""
                self.changed()
            self.composition = event.text
            return True
        if event.type == pygame.KEYDOWN:
            if self.composition:  # the input method's own keys (Enter confirms the word)
                return True
            if event.key == pygame.K_a and event.mod & SELECT_ALL_MODS:
                self.selected = bool(self.value)
                return True
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                if self.selected:
                    self.value = ""
                elif event.key == pygame.K_BACKSPACE:
                    self.value = self.value[:-1]
                self.selected = False
                self.changed()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.focus(False)
                if self.on_enter is not None:
                    self.on_enter()
                return True
            if event.key == pygame.K_ESCAPE:
                self.focus(False)
                return True
            if event.key in LEAVING_KEYS:  # the screen moves its ring on: the field lets go
                self.focus(False)
                return False
            if event.key in MOVING_KEYS:
                self.selected = False  # the caret moves off the selection; a letter's key comes before its text
            return True  # typing keys belong to the field
        return False

    def insert(self, text: str) -> None:
        for ch in text:
            if len(self.value) >= self.max_len or not ch.isprintable():
                break
            if self.allowed and not self.allowed(self.value + ch):
                continue
            self.value += ch
        self.changed()

    def changed(self) -> None:
        if self.on_change:
            self.on_change(self.value)

    def update(self, dt) -> None:
        super().update(dt)
        self.blink = (self.blink + dt) % 1.0

    def wake_in(self) -> float | None:
        if not self.focused or not self.visible:
            return None
        return (0.55 if self.blink < 0.55 else 1.0) - self.blink + 0.01  # the caret shows or hides then

    def draw(self, surface, view) -> None:
        if not self.visible:
            return
        rect = view.rect(self.rect)
        note("button", self.value or "[ ]", rect)
        radius = view.px(6)
        theme.rounded(surface, rect, (14, 28, 22), radius)
        edge = theme.GOLD if self.focused else (255, 255, 255, 60 + int(50 * self.hover))
        theme.alpha_rect(surface, rect, edge if len(edge) == 4 else (*edge, 200), radius, max(1, view.px(1.5)))
        px = view.px(theme.BODY)
        shown = self.value + self.composition
        label = theme.render_text(shown or " ", px, theme.INK)
        inner = rect.inflate(-2 * view.px(8), 0)
        x = rect.x + view.px(10)
        # An input method's composition (or a wide name) may be longer than the box: show its
        # end, where the caret is, and draw nothing outside the box.
        x -= max(0, x + label.get_width() + view.px(4) - inner.right)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        if self.selected and self.focused:
            mark = label.get_rect(midleft=(x, rect.centery)).inflate(view.px(4), view.px(2))
            theme.alpha_rect(surface, mark, (*theme.GOLD_MUTED, 120), view.px(3))
        surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
        if self.focused and self.blink < 0.55:
            cx = x + (label.get_width() if shown else 0) + view.px(2)
            pygame.draw.line(surface, theme.GOLD, (cx, rect.y + view.px(7)), (cx, rect.bottom - view.px(7)),
                             max(1, view.px(1.5)))
        surface.set_clip(clip)
