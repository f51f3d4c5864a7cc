"""Where an unexpected error is written: crashes/ in the config folder, or the system's
temporary folder when that one cannot take it. The crash screen (scenes/shell/crash.py)
says where."""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import pygame

from .settings import config_dir


def write_crash_log(trace: str) -> Path | None:
    """Write the report to crashes/ in the config folder, or to the system's temporary
    folder when that one cannot take it; None if neither can. Never raises: it runs
    when something has already gone wrong, and must not make it worse."""
    try:
        report = _report(trace)
    except Exception:  # noqa: BLE001 - the report is written whatever broke
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
        except Exception:  # noqa: BLE001, S112 - this folder cannot take it: the next one
            continue
    try:
        sys.stderr.write(report)
    except Exception:  # noqa: BLE001, S110 - nowhere left to say it
        pass
    return None


def _crash_folders():
    try:
        yield config_dir() / "crashes"
    except Exception:  # noqa: BLE001, S110 - no such folder here: the next one
        pass
    try:
        yield Path(tempfile.gettempdir()) / "seven-tables-crashes"
    except Exception:  # noqa: BLE001, S110 - no such folder here: the next one
        pass


def _report(trace: str) -> str:
    import platform  # only when something has gone wrong: not at start-up

    try:
        versions = f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}"
    except Exception:  # noqa: BLE001 - a report without versions is still a report
        versions = "pygame unavailable"
    return (f"Seven Tables crash report, {time.strftime('%Y-%m-%d %H:%M:%S')}\n"
            f"Python {platform.python_version()} on {platform.platform()}; {versions}\n\n{trace}")
