"""What the program costs while nobody touches it, and how long it takes to start.

    xvfb-run -a python -m bench.idle [--seconds 4] [--starts 5] [--only menu,table]

Each idle screen runs in the real app (its own `run` loop, a real window on the display
the program finds: run it under Xvfb) for a while with no input; the figure is the
process's CPU seconds per second of wall time, after a second to settle. Beside them,
two bare pygame-ce loops on the same display: one that redraws a line of text at 60 fps,
one that waits for events (the floor). Then the start-up: CPU seconds from exec to the
first menu frame (`--screenshot menu OUT.bmp --frames 1`: a BMP, as writing a PNG of the
textured menu costs more than the start itself), against a bare pygame-ce program that
opens a window, draws one line of text and saves it the same way; the median of `--starts`
runs each, and their ratio. `--tree DIR` times the start of another copy of the sources
(an older commit, exported), `--program PATH` a frozen program, against the same bare one.

    idle screens  menu · table (waiting for a human) · curtain · results · replay (paused)
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

SCREENS = ("menu", "table", "curtain", "results", "replay")
BARE = ("bare-redraw", "bare-wait")
SIZE = (1280, 720)
GAME = "requiem"


# -- in the child: one case -------------------------------------------------------
def _measure_then_quit(seconds: float, settle: float, out: list[float]) -> threading.Thread:
    """A clock beside the loop: after `settle` s it notes the process's CPU time, after
    `seconds` more the CPU seconds per second, then asks the loop to quit."""
    import pygame

    def watch() -> None:
        time.sleep(settle)
        cpu, wall = time.process_time(), time.perf_counter()
        time.sleep(seconds)
        out.append((time.process_time() - cpu) / (time.perf_counter() - wall))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


def bare_loop(wait: bool, seconds: float, settle: float) -> float:
    import pygame

    pygame.display.init()
    pygame.font.init()
    window = pygame.display.set_mode(SIZE, pygame.RESIZABLE)
    line = pygame.font.Font(None, 32).render("Seven Tables", True, (240, 230, 210))
    out: list[float] = []
    thread = _measure_then_quit(seconds, settle, out)
    clock = pygame.time.Clock()
    running, dirty = True, True
    while running:
        events = [pygame.event.wait()] if wait else []
        events += pygame.event.get()
        running = not any(e.type == pygame.QUIT for e in events)
        if wait and not dirty and not any(e.type in (pygame.WINDOWEXPOSED, pygame.VIDEORESIZE) for e in events):
            continue
        window.fill((24, 60, 40))
        window.blit(line, (40, 40))
        pygame.display.flip()
        dirty = False
        if not wait:
            clock.tick(60)
    thread.join()
    pygame.quit()
    return out[0]


def app_screen(name: str, seconds: float, settle: float) -> float:
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.shell.screens import open_scene

    app = App(SIZE, settings=Settings(language="en"))
    args = argparse.Namespace(game=GAME, seed=5, moves=12 if name != "replay" else 20, players=None, seat=0)
    open_scene(app, name, args)
    out: list[float] = []
    thread = _measure_then_quit(seconds, settle, out)
    app.run()
    thread.join()
    return out[0]


def bare_start(out: str) -> int:
    """The yardstick of start-up: a window, one line of text, one frame saved, quit."""
    import pygame

    pygame.display.init()
    pygame.font.init()
    window = pygame.display.set_mode(SIZE)
    window.fill((24, 60, 40))
    window.blit(pygame.font.Font(None, 32).render("Seven Tables", True, (240, 230, 210)), (40, 40))
    pygame.display.flip()
    pygame.image.save(window, out)
    pygame.quit()
    return 0


# -- in the parent: every case, each in a fresh process ------------------------------
def _child_env(home: str, headless: bool = False) -> dict[str, str]:
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SEVEN_TABLES_HOME=home, SEVEN_TABLES_FIRST_TIPS="0")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: the modules' bytecode is cached, not compiled each start
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    if headless:
        env.update(SDL_VIDEODRIVER="dummy")
    return env


def run_case(case: str, seconds: float, settle: float) -> float:
    with tempfile.TemporaryDirectory(prefix="seven-idle-") as home:
        result = subprocess.run([sys.executable, "-m", "bench.idle", "--case", case, "--seconds", str(seconds),
                                 "--settle", str(settle)], env=_child_env(home), capture_output=True, text=True,
                                timeout=120 + seconds * 4)
    if result.returncode != 0:
        raise SystemExit(f"{case} failed:\n{result.stderr[-2000:]}")
    return float(result.stdout.strip().splitlines()[-1])


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def start_cpu(command: list[str], starts: int, headless: bool = True, cwd: str | None = None) -> float:
    """Median CPU seconds of `command` (which draws one frame into OUT and quits)."""
    figures = []
    with tempfile.TemporaryDirectory(prefix="seven-start-") as home:
        shot = Path(home) / "first.bmp"
        for run in range(starts + 1):  # the first run, not counted, leaves the bytecode cached
            before = _children_cpu()
            result = subprocess.run([part.replace("OUT", str(shot)) for part in command], env=_child_env(home, headless),
                                    capture_output=True, text=True, timeout=120, cwd=cwd)
            if result.returncode != 0 or not shot.exists():
                raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr[-2000:]}")
            if run:
                figures.append(_children_cpu() - before)
            shot.unlink()
    return statistics.median(figures)


APP_START = [sys.executable, "-m", "scenes", "--screenshot", "menu", "OUT", "--frames", "1"]
BARE_START = [sys.executable, "-m", "bench.idle", "--case", "bare-start", "--out", "OUT"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.idle")
    parser.add_argument("--seconds", type=float, default=4.0, help="measured seconds of each idle screen")
    parser.add_argument("--settle", type=float, default=3.0, help="seconds before measuring (a table lays itself out first)")
    parser.add_argument("--starts", type=int, default=5, help="starts timed for the start-up ratio (0: none)")
    parser.add_argument("--only", default="", help="comma-separated cases (menu,table,...,bare-wait,bare-redraw)")
    parser.add_argument("--tree", default=None, help="time the start of the sources in this folder")
    parser.add_argument("--program", default=None,
                        help="time the start of this program instead (the frozen one: build/build.py --measure)")
    parser.add_argument("--case", help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.case:  # a child: one case, its figure on the last line
        if args.case == "bare-start":
            return bare_start(args.out)
        if args.case in BARE:
            print(bare_loop(args.case == "bare-wait", args.seconds, args.settle))
        else:
            print(app_screen(args.case, args.seconds, args.settle))
        return 0
    if os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen") or not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin")):
        print("bench.idle: no real display (run it under `xvfb-run -a`); the figures below mean little")
    cases = [c for c in (args.only.split(",") if args.only else [*BARE, *SCREENS]) if c]
    figures = {}
    for case in cases:
        figures[case] = run_case(case, args.seconds, args.settle)
    floor = figures.get("bare-wait")
    print(f"CPU-seconds per second, {args.seconds:g} s each after {args.settle:g} s, {SIZE[0]}x{SIZE[1]}:")
    for case, figure in figures.items():
        ratio = f"  {figure / floor:5.1f}x the event-waiting floor" if floor else ""
        print(f"  {case:12s} {figure:6.3f}{ratio}")
    if args.starts:
        command = APP_START if args.program is None else [args.program, *APP_START[3:]]
        app, bare = start_cpu(command, args.starts, cwd=args.tree), start_cpu(BARE_START, args.starts)
        print(f"start-up CPU to the first menu frame (median of {args.starts}, dummy video): "
              f"{app:.3f} s against {bare:.3f} s for a bare window with one line: {app / bare:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
