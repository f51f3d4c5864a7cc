"""Resume with three unfinished games, in both languages:

    python tools/screens_resume.py [out_dir]      (default /tmp/resume-shots)

The games are made as tests/app/test_waiting_games.py makes them (a throw-away user folder).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["SEVEN_TABLES_HOME"] = tempfile.mkdtemp(prefix="seven-tables-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.app.test_waiting_games import menu_app, three_waiting  # noqa: E402


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    app = menu_app()
    three_waiting(app)
    for language in ("en", "ja"):
        app.set_language(language)
        app.open("menu")
        app.frame(1 / 60, events=[])
        app.screenshot(out / f"menu-{language}.png")
        app.top.resume_game()
        for _ in range(3):
            app.frame(1 / 60, events=[])
        app.screenshot(out / f"resume-{language}.png")
        print(out / f"resume-{language}.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/resume-shots")))
