"""A screen is a Scene on the app's stack: enter, leave, handle, update, draw.

Scenes receive pygame events whose mouse positions are already in logical units
(1280×720), and draw on the window surface through the app's View.

The app draws only what changes: while the top scene is `still` (nothing of it moves or
counts down by itself) and no input has come for a moment, the loop waits for events and
draws nothing; `wake_in` names a clock that must still tick meanwhile (a caret's blink, a
poll), and the loop wakes for it. A screen with motion of its own says so in `still`.
"""

from __future__ import annotations

from typing import Any

import pygame

from sprites import theme

from .widgets import Button

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
FOCUS_KEYS = {pygame.K_TAB: 1, pygame.K_DOWN: 1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_LEFT: -1}


class Scene:
    overlay = False  # drawn over the scene below it
    name = "scene"
    button_focus: int | None = None  # the button the keyboard has chosen (Tab / arrows), pressed by Enter

    def __init__(self, app: Any):  # the shell's App (scenes/shell/app.py): stack, view, settings, open()
        self.app = app
        self.widgets: list[Any] = []

    # life cycle
    def enter(self) -> None: ...
    def leave(self) -> None: ...
    def resume(self) -> None:
        """The scene above this one was closed."""

    # per frame
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.button_focus = None  # the mouse took over
        if event.type == pygame.KEYDOWN and event.key in ENTER and self.press_focused():
            return
        for widget in reversed(self.widgets):
            if widget.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self.blur_others(widget)
                return
        if event.type == pygame.KEYDOWN and self.move_focus(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def blur_others(self, taker: Any) -> None:
        """A click taken by one widget stops there: any other text field it left loses its
        focus, so one field at a time shows a caret and takes the typing."""
        for widget in self.widgets:
            if widget is not taker and getattr(widget, "focused", False) is True and hasattr(widget, "focus"):
                widget.focus(False)

    # the keyboard among the buttons
    def focusable(self) -> list[Any]:
        return [w for w in self.widgets if isinstance(w, Button) and w.visible and w.enabled]

    def move_focus(self, event: pygame.event.Event) -> bool:
        step = FOCUS_KEYS.get(event.key)
        buttons = self.focusable()
        if step is None or not buttons:
            return False
        if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
            step = -1
        if self.button_focus is None:
            self.button_focus = 0 if step > 0 else len(buttons) - 1
        else:
            self.button_focus = (self.button_focus + step) % len(buttons)
        return True

    def press_focused(self) -> bool:
        buttons = self.focusable()
        if self.button_focus is None or self.button_focus >= len(buttons):
            return False
        buttons[self.button_focus].click()
        return True

    def draw_focus(self, surface: pygame.Surface) -> None:
        buttons = self.focusable()
        if self.button_focus is None or self.button_focus >= len(buttons):
            return
        view = self.app.view
        rect = view.rect(buttons[self.button_focus].rect.inflate(10, 10))
        pygame.draw.rect(surface, theme.GOLD, rect, max(2, view.px(3)), border_radius=view.px(12))

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    # at rest
    def still(self) -> bool:
        """Nothing on this screen moves, plays or counts down by itself (a hover's glow and a
        short fade settle in the app's quiet second after the last input): the app may stop
        drawing it until input comes or `wake_in` is due."""
        return True

    def wake_in(self) -> float | None:
        """Seconds until a clock of this screen must tick while it is still, or None."""
        return min((t for t in (w.wake_in() for w in self.widgets if hasattr(w, "wake_in")) if t is not None),
                   default=None)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface, self.app.view)
        self.draw_focus(surface)

    def back(self) -> None:
        """Esc: go back (the default closes this scene)."""
        if len(self.app.scenes) > 1:
            self.app.pop()

    # helpers
    def t(self, key: str, **args: Any) -> str:
        return self.app.t(key, **args)
