"""The one way to find a shipped asset, from source and from a frozen build.

Assets live inside the four packages (fonts under sprites/fonts, catalogs under
scenes/locale, ...). PyInstaller lays package data out under sys._MEIPASS with the
same relative paths, so a path computed from the package folder works in both.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent.parent))


def asset(package: str, *parts: str) -> Path:
    """The path of a shipped file, e.g. asset('sprites', 'fonts', 'x.otf')."""
    return ROOT.joinpath(package, *parts)


def frozen() -> bool:
    return bool(getattr(sys, "frozen", False))
