"""An unexpected error never just closes the window: it is written to a crash log
in the config folder and said on screen; the autosave lets the next start resume."""

from __future__ import annotations

import platform
import sys
import tempfile
import time
from pathlib import Path

import pygame

from sprites import theme

from ..kit.scene import Scene
from ..kit.settings import config_dir
from ..kit.widgets import Button, panel, paragraph, text


def write_crash_log(trace: str) -> Path | None:
    """Write the report to crashes/ in the config folder, or to the system's temporary
    folder when that one cannot take it; None if neither can. Never raises: it runs
    when something has already gone wrong, and must not make it worse."""
    try:
        report = _report(trace)
    except Exception:
        report = trace
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for folder in _crash_folders():
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"crash-{stamp}.log"
            n = 1
            while path.exists():
                n += 1
                path = folder / f"crash-{stamp}-{n}.log"
            path.write_text(report, encoding="utf-8")
            return path
        except Exception:
            continue
    try:
        sys.stderr.write(report)
    except Exception:
        pass
    return None


def _crash_folders():
    try:
        yield config_dir() / "crashes"
    except Exception:
        pass
    try:
        yield Path(tempfile.gettempdir()) / "seven-tables-crashes"
    except Exception:
        pass


def _report(trace: str) -> str:
    try:
        import pygame as pg

        versions = f"pygame-ce {pg.version.ver}, SDL {'.'.join(map(str, pg.get_sdl_version()))}"
    except Exception:
        versions = "pygame unavailable"
    return (f"Seven Tables crash report, {time.strftime('%Y-%m-%d %H:%M:%S')}\n"
            f"Python {platform.python_version()} on {platform.platform()}; {versions}\n\n{trace}")


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
        from .menu import MainMenu

        self.app.reset_to(MainMenu(self.app))

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
