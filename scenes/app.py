"""The app: one window, a stack of scenes, a 60 fps loop with a fixed update step.

    seven-tables                      play
    seven-tables --selftest           start headless, walk every scene, exit 0
    seven-tables --screenshot menu out.png [--lang ja] [--game requiem --seed 7 --moves 20 --seat 0]
    seven-tables --install-desktop    Linux: put the program in the desktop's menu (--uninstall-desktop)
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any

UPDATE_DT = 1 / 60
MIN_SIZE = (960, 540)


def _declare_dpi_awareness() -> None:
    """Crisp on HiDPI: Windows must be told before the window opens."""
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    if sys.platform == "win32":
        try:
            import ctypes

            ctypes.windll.shcore.SetProcessDpiAwareness(2)
        except Exception:  # older Windows: the SDL hint alone
            pass


def _headless_environment() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


class _Silence:
    silent = True

    def play(self, name: str) -> None: ...
    def set_volumes(self, master: float, effects: float) -> None: ...


class _LateSounds:
    """The sound board, synthesised in the background so the first frame does not wait;
    sounds asked for before it is ready are skipped."""

    def __init__(self, settings):
        import threading

        self.board = None
        self.volumes = (settings.master_volume, settings.effects_volume)
        self.thread = threading.Thread(target=self._build, name="sounds", daemon=True)
        self.thread.start()

    def _build(self) -> None:
        try:
            from sounds.player import SoundBoard
        except ImportError:  # a checkout without the synthesiser: play silently
            self.board = _Silence()
            return
        self.board = SoundBoard.start(*self.volumes)

    @property
    def silent(self) -> bool:
        return self.board is None or self.board.silent

    def play(self, name: str) -> None:
        if self.board is not None:
            self.board.play(name)

    def set_volumes(self, master: float, effects: float) -> None:
        self.volumes = (master, effects)
        if self.board is not None:
            self.board.set_volumes(master, effects)


def _sound_board(settings):
    return _LateSounds(settings)


class App:
    def __init__(self, size: tuple[int, int] = (1280, 720), settings=None, headless: bool = False):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        _declare_dpi_awareness()
        import pygame

        from .i18n import Translator
        from .settings import Settings
        from .storage import Storage

        self.pg = pygame
        pygame.display.init()
        pygame.font.init()
        import pygame.freetype

        pygame.freetype.init()
        from sprites import theme

        theme.reset_fonts()
        self.storage = Storage.start()  # orphan temporaries removed; can games be saved?
        self.settings = settings or Settings.load()
        self.headless = headless
        self.windowed_size = size
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and not headless:
            flags |= pygame.FULLSCREEN
            size = (0, 0)
        pygame.display.set_caption("Seven Tables — セブン・テーブルズ")
        self.window = pygame.display.set_mode(size, flags)
        self._set_icon()
        from sprites.view import View

        self.view = View(*self.window.get_size())
        self.t = Translator(self.settings.language)
        self.sounds = _sound_board(self.settings)
        self.scenes: list[Any] = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.time = 0.0  # the virtual clock: advanced by update steps only
        self.frame_times: list[float] = []
        self.crash_log: Path | None = None
        self.banner: tuple[str, dict, float] | None = None  # (key, args, until): a line over any scene
        self._accumulator = 0.0

    def _set_icon(self) -> None:
        from sprites.resources import asset

        icon = asset("build", "icon.png")
        if not icon.exists():
            icon = asset("sprites", "desktop", "icon.png")
        try:
            if icon.exists():
                self.pg.display.set_icon(self.pg.image.load(str(icon)))
        except self.pg.error:
            pass

    # -- the stack ---------------------------------------------------------
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self):
        scene = self.scenes.pop()
        scene.leave()
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def reset_to(self, scene) -> None:
        """Close everything and open `scene` (e.g. back to the main menu)."""
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    # -- services ----------------------------------------------------------
    def play(self, sound: str) -> None:
        self.sounds.play(sound)

    def set_language(self, language: str) -> None:
        self.settings.language = language
        self.t.language = language
        self.settings.save()

    def apply_volumes(self) -> None:
        self.sounds.set_volumes(self.settings.master_volume, self.settings.effects_volume)

    def toggle_fullscreen(self) -> None:
        pg = self.pg
        self.settings.fullscreen = not self.settings.fullscreen
        if not self.headless:
            if self.settings.fullscreen:
                self.windowed_size = self.window.get_size()
                self.window = pg.display.set_mode((0, 0), pg.FULLSCREEN | pg.RESIZABLE)
            else:
                self.window = pg.display.set_mode(self.windowed_size, pg.RESIZABLE)
        self.resized(self.window.get_size())
        self.settings.save()

    def follow_window(self) -> None:
        """The system may take the window in or out of fullscreen by its own means (macOS's
        green button, a desktop's shortcut): the setting, and the Settings row with it,
        follow the real window."""
        if self.headless:
            return
        on = bool(self.window.get_flags() & self.pg.FULLSCREEN)
        if on != self.settings.fullscreen:
            self.settings.fullscreen = on
            self.settings.save()

    def resized(self, size: tuple[int, int]) -> None:
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        if (w, h) != tuple(size) and not self.settings.fullscreen and not self.headless or self.headless and (w, h) != self.window.get_size():
            self.window = self.pg.display.set_mode((w, h), self.pg.RESIZABLE)
        from sprites.view import View

        self.view = View(*self.window.get_size())

    # -- events --------------------------------------------------------------
    def logical_event(self, event):
        """The same event with mouse positions in logical units."""
        pg = self.pg
        if event.type in (pg.MOUSEBUTTONDOWN, pg.MOUSEBUTTONUP, pg.MOUSEMOTION):
            data = dict(event.dict)
            data["pos"] = self.view.to_logical(event.pos)
            if "rel" in data:
                s = self.view.scale
                data["rel"] = (event.rel[0] / s, event.rel[1] / s)
            return pg.event.Event(event.type, data)
        return event

    def dispatch(self, event) -> None:
        pg = self.pg
        if event.type == pg.QUIT:
            self.running = False
            return
        if event.type == pg.VIDEORESIZE:
            self.resized(event.size)
            self.follow_window()
            return
        if event.type in (pg.WINDOWSIZECHANGED,):
            self.resized(self.window.get_size())
            self.follow_window()
            return
        if event.type == pg.KEYDOWN and event.key == pg.K_F11:
            self.toggle_fullscreen()
            return
        if self.top is not None:
            self.top.handle(self.logical_event(event))

    # -- the loop --------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        if self.top is not None:
            self.top.update(dt)
        self._watch_saves()

    def _watch_saves(self) -> None:
        """A save that failed during play (the disk filled up, the folder went away)
        is said once, over whatever scene is open; the game plays on."""
        if self.storage.told_unsaved:
            return
        from .storage import failed_session

        session = failed_session(self)
        if session is not None:
            self.storage.tell_unsaved(session.save_error)
            key, args = self.storage.take_notices()[-1]
            self.banner = (key, args, self.time + 6.0)

    def _draw_banner(self, surface) -> None:
        if self.banner is None or self.time > self.banner[2]:
            return
        from sprites import theme

        from .widgets import text

        key, args, _ = self.banner
        words = {k: self.t(v) if v.startswith("app.") else v for k, v in args.items()}
        strip = self.pg.Rect(self.view.rect((0, 0, 1280, 26)))
        shade = self.pg.Surface(strip.size, self.pg.SRCALPHA)
        shade.fill((20, 12, 10, 200))
        surface.blit(shade, strip)
        text(surface, self.view, self.t(key, **words), (640, 13), theme.SMALL, theme.DANGER, "center")

    def draw(self) -> None:
        from sprites import theme

        surface = self.window
        surface.fill(theme.LETTERBOX)
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        clip = self.view.stage
        surface.set_clip(clip)
        for scene in self.scenes[max(first, 0):]:
            scene.draw(surface)
        self._draw_banner(surface)
        surface.set_clip(None)

    def frame(self, real_dt: float = UPDATE_DT, events: list | None = None) -> None:
        """One frame: events, fixed update steps, draw. Tests call this directly."""
        for event in events if events is not None else self.pg.event.get():
            self.dispatch(event)
        self._accumulator = min(self._accumulator + real_dt, 5 * UPDATE_DT)
        while self._accumulator >= UPDATE_DT - 1e-9:
            self.update(UPDATE_DT)
            self._accumulator -= UPDATE_DT
        self.draw()

    def run(self) -> int:
        from .crash import CrashScene, write_crash_log

        last = time.perf_counter()
        while self.running and self.scenes:
            now = time.perf_counter()
            dt, last = now - last, now
            try:
                self.frame(dt)
            except Exception:
                if isinstance(self.top, CrashScene):
                    write_crash_log(traceback.format_exc())
                    return 1
                self.crash_log = write_crash_log(traceback.format_exc())  # never raises
                try:
                    self.push(CrashScene(self, self.crash_log))
                except Exception:  # not even the crash screen: end cleanly with what was logged
                    write_crash_log(traceback.format_exc())
                    return 1
            self.pg.display.flip()
            self.clock.tick(60)
        self.pg.quit()
        return 0

    def screenshot(self, path: str | Path) -> None:
        """Written whole or not at all: whoever waits for the file never reads half a PNG."""
        path = Path(path)
        part = path.with_name(path.stem + ".part" + path.suffix)  # the suffix tells pygame the format
        self.pg.image.save(self.window, str(part))
        os.replace(part, path)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="seven-tables", description="Five tabletop card games for one screen.")
    parser.add_argument("--selftest", action="store_true", help="start headless, walk every scene, exit")
    parser.add_argument("--screenshot", nargs=2, metavar=("SCENE", "OUT"),
                        help="render a scene headless into a PNG (scenes: " + ", ".join(_scene_names()) + ")")
    parser.add_argument("--game", default=None, help="the game of a setup or table screenshot")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0, help="bot moves to play before the screenshot")
    parser.add_argument("--seat", type=int, default=0, help="whose point of view (0-based)")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--lang", choices=("en", "ja"), default=None)
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 1920x1080")
    parser.add_argument("--frames", type=int, default=30, help="frames to run before the screenshot")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true", help="Linux: add the program to the desktop's menu")
    desktop.add_argument("--uninstall-desktop", action="store_true", help="Linux: take it out of the menu again")
    return parser


def _scene_names() -> list[str]:
    from .screens import SCREENSHOT_SCENES

    return list(SCREENSHOT_SCENES)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.install_desktop or args.uninstall_desktop:
        from .desktop import main as desktop_main

        return desktop_main("install" if args.install_desktop else "uninstall")
    size = tuple(int(v) for v in args.size.lower().split("x"))
    if args.selftest or args.screenshot:
        _headless_environment()
        from .settings import Settings

        settings = Settings(language=args.lang or "en")
        app = App(size, settings=settings, headless=True)
        if args.selftest:
            from .selftest import run_selftest

            return run_selftest(app)
        from .screens import render_screenshot

        return render_screenshot(app, args)
    app = App(size)
    from .menu import MainMenu

    app.push(MainMenu(app))
    return app.run()


if __name__ == "__main__":
    raise SystemExit(main())
