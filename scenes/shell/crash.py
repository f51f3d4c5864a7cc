"""An unexpected error never just closes the window: it is written to a crash log
(scenes/kit/crash_log.py) and said on this screen; the autosave lets the next start resume."""

from __future__ import annotations

from pathlib import Path

import pygame

from sprites import theme

from ..kit.scene import Scene
from ..kit.widgets import Button, panel, paragraph, text


def game_saved(scenes) -> bool:
    """Was a game in progress saved where the menu resumes it? Only a table whose session
    writes an autosave, still unfinished, with its file on disk, counts: a crash in the
    setup screen or before the first save has no game to resume."""
    for scene in scenes:
        session = getattr(scene, "session", None)
        path = getattr(session, "autosave", None)
        try:
            # a session whose last write failed left an older file: that is not "saved"
            if path is not None and not session.over and session.saved is not False and Path(path).is_file():
                return True
        except (AttributeError, OSError, TypeError, ValueError):  # a half-built session, an unreadable folder
            continue  # then say nothing of a save
    return False


class CrashScene(Scene):
    name = "crash"

    def __init__(self, app, log: Path):
        super().__init__(app)
        self.log = log
        self.saved = game_saved(app.scenes)  # the stack as the error found it
        self.widgets = [
            Button((440, 470, 190, 48), "app.crash.menu", self.to_menu, app, primary=True),
            Button((650, 470, 190, 48), "app.quit", self.quit, app),
        ]

    def to_menu(self) -> None:
        self.app.open("menu")

    def quit(self) -> None:
        self.app.running = False

    def back(self) -> None:
        self.to_menu()

    def body(self) -> str:
        key = "app.crash.body" if self.saved else "app.crash.body_unsaved"
        if self.log is None:  # not even the temporary folder took the report
            return self.t(key + "_nolog")
        return self.t(key, path=str(self.log))

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        panel(surface, view, (340, 170, 600, 380))
        text(surface, view, self.t("app.crash.title"), (640, 210), theme.TITLE, theme.GOLD, "midtop", bold=True)
        paragraph(surface, view, self.body(), (380, 270, 520, 180))
        super().draw(surface)
