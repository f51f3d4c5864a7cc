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

from .arrows import DIRECTIONS, toward
from .textbox import TextBox
from .widgets import Button, Chooser, Slider

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
KEYED = (Button, Chooser, Slider, TextBox)  # what the keyboard's ring stands on
SLIDER_STEP = 0.05


class Scene:
    overlay = False  # drawn over the scene below it
    name = "scene"
    _focus: int | None = None
    _focus_rect: tuple | None = None

    def __init__(self, app: Any):  # the shell's App (scenes/shell/app.py): stack, view, settings, open()
        self.app = app
        self.widgets: list[Any] = []
        self._focus: int | None = None  # the control the keyboard has chosen, in `focusable()`
        self._focus_rect: tuple | None = None  # where it stood, to find it again when the screen is rebuilt

    # life cycle
    def enter(self) -> None: ...
    def leave(self) -> None: ...
    def resume(self) -> None:
        """The scene above this one was closed."""

    def display_changed(self) -> None:
        """The language, the text size or the card size changed (the app tells every scene on
        its stack): lay out again whatever was laid out with the old ones."""

    # per frame
    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_controls(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def handle_controls(self, event: pygame.event.Event) -> bool:
        """The screen's controls and the keyboard's ring take the event; True if one did. A
        screen with input of its own (a replay's table, a deck builder's cards) calls this
        first, so its controls are reached by keys as on every other screen."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.button_focus = None  # the mouse took over
        if event.type == pygame.KEYDOWN:
            self.ring_on_typing_field()
            if event.key in ENTER and self.press_focused():
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.change_focused(event.key):
                return True
        for widget in reversed(self.widgets):
            if widget.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self.blur_others(widget)
                return True
        return event.type == pygame.KEYDOWN and self.move_focus(event)

    def blur_others(self, taker: Any) -> None:
        """A click taken by one widget stops there: any other text field it left loses its
        focus, so one field at a time shows a caret and takes the typing."""
        for widget in self.widgets:
            if widget is not taker and getattr(widget, "focused", False) is True and hasattr(widget, "focus"):
                widget.focus(False)

    # -- the keyboard among the controls ----------------------------------------------------
    # One way on every screen: Tab / Shift+Tab go round the controls in the order the screen
    # lists them; the arrows go to the nearest control that way (Up/Down wrap round the list at
    # its ends); Left/Right change a chooser's or a slider's value; Enter presses a button, steps
    # a chooser, or types into a field (the ring on a field puts the caret there).
    def focusable(self) -> list[Any]:
        return [w for w in self.widgets if isinstance(w, KEYED) and w.visible and w.enabled]

    @property
    def button_focus(self) -> int | None:
        """The index in `focusable()` of the control the ring stands on (None: no ring). A
        screen rebuilt under the ring (a setup after a change) keeps it on the control at the
        same place."""
        controls = self.focusable()
        if self._focus is None or not controls:
            return None
        here = self._focus if self._focus < len(controls) else None
        if here is None or tuple(controls[here].rect) != self._focus_rect:
            same = [i for i, w in enumerate(controls) if tuple(w.rect) == self._focus_rect]
            here = same[0] if same else min(self._focus, len(controls) - 1)
            self._focus = here
        return here

    @button_focus.setter
    def button_focus(self, index: int | None) -> None:
        controls = self.focusable()
        self._focus = index
        self._focus_rect = tuple(controls[index].rect) if index is not None and index < len(controls) else None

    def ring_on_typing_field(self) -> None:
        """A field clicked into is where the keys go on from (Tab leaves it for the next control)."""
        if self._focus is None:
            typing = [i for i, w in enumerate(self.focusable()) if isinstance(w, TextBox) and w.focused]
            if typing:
                self.button_focus = typing[0]

    def focused_control(self) -> Any | None:
        index = self.button_focus
        return None if index is None else self.focusable()[index]

    def move_focus(self, event: pygame.event.Event) -> bool:
        controls = self.focusable()
        if not controls or (event.key != pygame.K_TAB and event.key not in DIRECTIONS):
            return False
        here = self.button_focus
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.focus_on(((here + step) if here is not None else (0 if step > 0 else -1)) % len(controls))
            return True
        direction = DIRECTIONS[event.key]
        if here is None:  # the first arrow shows the ring where the list starts (or ends: Up, Left)
            self.focus_on(0 if sum(direction) > 0 else len(controls) - 1)
            return True
        control = controls[here]
        if direction[1] == 0 and isinstance(control, (Chooser, Slider)):
            self.change(control, direction[0])
            return True
        centres = [w.rect.center for w in controls]
        there = toward(centres, centres[here], direction)
        if there is None and direction[0] == 0:
            there = (here + direction[1]) % len(controls)  # past the last row: round to the first
        if there is not None:
            self.focus_on(there)
        return True

    def focus_on(self, index: int) -> None:
        """Put the ring on a control; a text field under it takes the typing, one it left stops."""
        self.button_focus = index
        chosen = self.focusable()[index]
        for widget in self.widgets:
            if isinstance(widget, TextBox) and widget.focused != (widget is chosen):
                widget.focus(widget is chosen)

    def change_focused(self, key: int) -> bool:
        """Left / Right with the ring on a chooser or a slider change it, before any key the
        screen binds to the arrows (a replay's step back and on)."""
        control = self.focused_control()
        if not isinstance(control, (Chooser, Slider)):
            return False
        self.change(control, -1 if key == pygame.K_LEFT else 1)
        return True

    def change(self, control: Any, step: int) -> None:
        if isinstance(control, Slider):
            control.value = min(1.0, max(0.0, control.value + step * SLIDER_STEP))
            if control.on_change:
                control.on_change(control.value)
            control.sound("click")
        else:
            control.step(step)

    def press_focused(self) -> bool:
        control = self.focused_control()
        if control is None:
            return False
        if isinstance(control, TextBox):
            if control.focused:
                return False  # Enter is the field's: it confirms a word or starts what the field starts
            control.focus(True)
        elif isinstance(control, Chooser):
            control.step(1)
        elif isinstance(control, Button):
            control.click()
        else:
            return False
        return True

    def draw_focus(self, surface: pygame.Surface) -> None:
        control = self.focused_control()
        if control is None:
            return
        view = self.app.view
        rect = view.rect(control.rect.inflate(10, 10))
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
        self.draw_controls(surface)

    def draw_controls(self, surface: pygame.Surface) -> None:
        """The screen's controls, and the keyboard's ring on the one it stands on: a screen that
        draws its own page ends with this (or with `Scene.draw`), so the ring is seen everywhere."""
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
