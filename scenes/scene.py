"""A screen is a Scene on the app's stack: enter, leave, handle, update, draw.

Scenes receive pygame events whose mouse positions are already in logical units
(1280×720), and draw on the window surface through the app's View.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from .app import App


class Scene:
    overlay = False  # drawn over the scene below it
    name = "scene"

    def __init__(self, app: App):
        self.app = app
        self.widgets: list[Any] = []

    # life cycle
    def enter(self) -> None: ...
    def leave(self) -> None: ...
    def resume(self) -> None:
        """The scene above this one was closed."""

    # per frame
    def handle(self, event: pygame.event.Event) -> None:
        for widget in reversed(self.widgets):
            if widget.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface, self.app.view)

    def back(self) -> None:
        """Esc: go back (the default closes this scene)."""
        if len(self.app.scenes) > 1:
            self.app.pop()

    # helpers
    def t(self, key: str, **args: Any) -> str:
        return self.app.t(key, **args)
