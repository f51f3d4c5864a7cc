"""Frame-time benchmarks: python -m bench.freetable, python -m bench.hard_frames"""

from __future__ import annotations

import os
import tempfile


def headless(size: str) -> tuple[int, int]:
    """Run the app with no window, no sound and a throw-away home; the window size as numbers."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SEVEN_TABLES_HOME"] = tempfile.mkdtemp(prefix="seven-bench-")
    return tuple(int(v) for v in size.lower().split("x"))
