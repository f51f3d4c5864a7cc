"""The app: one window, a stack of scenes, a 60 fps loop with a fixed update step that rests
(waits for events, draws nothing) while nothing moves.

    seven-tables                      play
    seven-tables --selftest           start headless, walk every scene, exit 0
    seven-tables --screenshot menu out.png [--lang ja] [--game requiem --seed 7 --moves 20 --seat 0]
    seven-tables --install-desktop    Linux: put the program in the desktop's menu (--uninstall-desktop)
"""

from __future__ import annotations

import os
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any

import pygame
import pygame.freetype

from sprites import animator, cards, furniture, theme
from sprites.resources import asset
from sprites.view import View

from ..kit.crash_log import write_crash_log
from ..kit.i18n import Translator
from ..kit.settings import Settings
from ..kit.storage import Storage, failed_session, say
from ..kit.widgets import text
from .arguments import MAX_SIZE, MIN_SIZE, build_parser, check_arguments, command_line_settings, window_size  # noqa: F401
from .routes import ROUTES

UPDATE_DT = 1 / 60
QUIET = 1.0  # seconds of full frames after the last input or motion before the loop rests


def _declare_dpi_awareness() -> None:
    """Crisp on HiDPI: Windows must be told before the window opens."""
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    if sys.platform == "win32":
        import ctypes

        try:
            ctypes.windll.shcore.SetProcessDpiAwareness(2)
        except Exception:  # noqa: BLE001, S110 - older Windows: the SDL hint alone
            pass


def _headless_environment() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


class _Silence:
    silent = True

    def play(self, name: str) -> None: ...
    def set_volumes(self, master: float, effects: float) -> None: ...


class _LateSounds:
    """The sound board, synthesised in the background once the first frame is up (or a sound
    is asked for), so the first frame does not wait; sounds asked for before it is ready are
    skipped."""

    def __init__(self, settings):
        self.board = None
        self.volumes = (settings.master_volume, settings.effects_volume)
        self.thread: threading.Thread | None = None

    def start(self) -> None:
        """Begin synthesising (after the first frame, or at the first sound asked for)."""
        if self.thread is None:
            self.thread = threading.Thread(target=self._build, name="sounds", daemon=True)
            self.thread.start()

    def _build(self) -> None:
        try:  # imported here, on the sound thread: the synthesiser loads while the first frames draw
            from sounds.player import SoundBoard
        except ImportError:  # a checkout without the synthesiser: play silently
            self.board = _Silence()
            return
        self.board = SoundBoard.start(*self.volumes)

    @property
    def silent(self) -> bool:
        return self.board is None or self.board.silent

    def play(self, name: str) -> None:
        self.start()
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
        _declare_dpi_awareness()
        self.pg = pygame
        pygame.display.init()
        pygame.font.init()
        pygame.freetype.init()
        theme.reset_fonts()
        self.storage = Storage.start()  # orphan temporaries removed; can games be saved?
        self.settings = settings or Settings.load()
        self.apply_display()
        self.headless = headless
        self.windowed_size = size
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and not headless:
            flags |= pygame.FULLSCREEN
            size = (0, 0)
        pygame.display.set_caption("Seven Tables — セブン・テーブルズ")
        self.window = pygame.display.set_mode(size, flags)
        self._set_icon()
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
        self._last = self.moved_at = 0.0  # the loop's clock; when something last came or moved

    def _set_icon(self) -> None:
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

    # -- the router: screens open each other by name ----------------------
    def open(self, name: str, *args: Any, **kwargs: Any):
        """Open the screen called `name` with its own arguments (scenes/shell/routes.py
        says what each name opens) and return it. A screen never imports another one."""
        return ROUTES[name](self, *args, **kwargs)

    # -- services ----------------------------------------------------------
    def play(self, sound: str) -> None:
        self.sounds.play(sound)

    def set_language(self, language: str) -> None:
        self.settings.language = language
        self.t.language = language
        self.settings.save()
        self.display_changed()

    def apply_volumes(self) -> None:
        self.sounds.set_volumes(self.settings.master_volume, self.settings.effects_volume)

    def apply_display(self) -> None:
        """The text size, the card size and reduced motion reach the drawing kit, which every screen shares."""
        look = theme.look
        theme.set_text_scale(self.settings.text_size / 100)
        cards.set_card_scale(self.settings.card_size / 100)
        animator.reduced_motion = self.settings.reduced_motion
        if theme.look != look:
            self.display_changed()

    def display_changed(self) -> None:
        """The language, the text size or the card size changed: every screen on the stack lays
        itself out again now (a table behind the pause menu too), not when it is next opened."""
        for scene in list(getattr(self, "scenes", [])):
            changed = getattr(scene, "display_changed", None)  # a test's stand-in may have none
            if changed is not None:
                changed()

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

    def stop_running(self) -> None:
        self.running = False

    def dispatch(self, event) -> None:
        pg = self.pg
        if event.type == pg.QUIT:
            from ..kit.dialogs import Confirm, ask_to_leave

            if isinstance(self.top, Confirm) and self.top.question_key.startswith("net.leave."):
                self.running = False  # asked twice: the window closes
            else:
                ask_to_leave(self, self.stop_running)
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
        for scene in self.scenes[:-1]:  # network play goes on under any window: nobody waits on it
            net = getattr(scene, "net", None)
            if net is not None:
                net.update(dt)
        self._watch_saves()

    def _watch_saves(self) -> None:
        """A save that failed during play (the disk filled up, the folder went away)
        is said once, over whatever scene is open; the game plays on."""
        if self.storage.told_unsaved:
            return
        session = failed_session(self)
        if session is not None:
            self.storage.tell_unsaved(session.save_error)
            key, args = self.storage.take_notices()[-1]
            self.banner = (key, args, self.time + 6.0)

    def _draw_banner(self, surface) -> None:
        if self.banner is None or self.time > self.banner[2]:
            return
        key, args, _ = self.banner
        strip = self.pg.Rect(self.view.rect((0, 0, 1280, 26)))
        shade = self.pg.Surface(strip.size, self.pg.SRCALPHA)
        shade.fill((20, 12, 10, 200))
        surface.blit(shade, strip)
        text(surface, self.view, say(self.t, key, args), (640, 13), theme.SMALL, theme.DANGER, "center")

    def draw(self) -> None:
        surface = self.window
        surface.fill(theme.LETTERBOX)
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        clip = self.view.stage
        surface.set_clip(clip)
        furniture.bubbles.clear()  # each frame's bubbles find their places anew
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

    # -- rest: nothing is drawn while nothing changes ---------------------------------
    def at_rest(self, now: float) -> bool:
        """The top scene is still and nothing has come or moved for QUIET seconds (a hover's
        glow, a tooltip's wait and a short fade play out in that second)."""
        top = self.top
        if top is None or not top.still():
            self.moved_at = now
            return False
        return now - self.moved_at >= QUIET

    def wake_in(self) -> float | None:
        """Seconds until a clock must tick while at rest: the top scene's, the banner's end."""
        times = [self.top.wake_in() if self.top is not None else None]
        if self.banner is not None and self.time <= self.banner[2]:
            times.append(self.banner[2] - self.time + UPDATE_DT)
        return min((t for t in times if t is not None), default=None)

    def wait_for_events(self, timeout: float | None) -> list:
        """Block until an event comes ([] when `timeout` seconds pass first)."""
        pg = self.pg
        event = pg.event.wait(0 if timeout is None else max(1, round(timeout * 1000)))
        if event.type == pg.NOEVENT:
            return []
        return [event, *pg.event.get()]

    def step(self, dt: float, resting: bool) -> None:
        """One turn of the loop. At rest it waits for an event or a clock; a clock's wake-up
        hands the scene the whole time that has passed, at once (nothing was moving)."""
        if not resting:
            events = self.pg.event.get()
            if events:  # input: the quiet second starts again (a hover's glow plays out)
                self.moved_at = time.perf_counter()
            self.frame(dt, events)
            return
        events = self.wait_for_events(self.wake_in())
        now = time.perf_counter()
        dt, self._last = now - self._last, now
        self.moved_at = now if events else self.moved_at
        if events:
            self.frame(dt, events)
        else:
            self.update(dt)
            self.draw()

    def run(self) -> int:
        self._last = self.moved_at = time.perf_counter()
        while self.running and self.scenes:
            now = time.perf_counter()
            dt, self._last = now - self._last, now
            resting = self.at_rest(now)
            try:
                self.step(dt, resting)
            except Exception:  # noqa: BLE001 - any error becomes the crash screen
                if getattr(self.top, "name", None) == "crash":  # the crash screen itself failed
                    write_crash_log(traceback.format_exc())
                    return 1
                self.crash_log = write_crash_log(traceback.format_exc())  # never raises
                try:
                    self.open("crash", self.crash_log)
                except Exception:  # noqa: BLE001 - not even the crash screen: end cleanly with what was logged
                    write_crash_log(traceback.format_exc())
                    return 1
            self.pg.display.flip()
            getattr(self.sounds, "start", lambda: None)()  # the first frame is up: the sounds may be made now
            if not resting:
                self.clock.tick(60)
        self.pg.quit()
        return 0

    def screenshot(self, path: str | Path) -> None:
        """Written whole or not at all: whoever waits for the file never reads half a PNG."""
        path = Path(path)
        part = path.with_name(path.stem + ".part" + path.suffix)  # the suffix tells pygame the format
        self.pg.image.save(self.window, str(part))
        os.replace(part, path)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_arguments(parser, args)
    if args.install_desktop or args.uninstall_desktop:
        from .desktop import main as desktop_main

        return desktop_main("install" if args.install_desktop else "uninstall")
    size = args.size
    if args.selftest or args.screenshot:
        _headless_environment()
        app = App(size, settings=command_line_settings(args, Settings(language="en")), headless=True)
        if args.selftest:
            from .selftest import run_selftest

            return run_selftest(app)
        from .screens import render_screenshot

        return render_screenshot(app, args)
    app = App(size, settings=command_line_settings(args, Settings.load()))
    app.open("menu")
    return app.run()


if __name__ == "__main__":
    raise SystemExit(main())
