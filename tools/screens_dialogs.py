"""Screenshots of every dialog the dialog-fit test lays out, at 960×540 in both languages:

    python tools/screens_dialogs.py [out_dir] [test …]      (default /tmp/dialog-shots, every table)

One PNG per game, dialog and language (<game>-<dialog>-<lang>.png), taken where
tests/kit/test_dialog_fit.py checks it: the same seeded games, the same popups.
Tests: test_marenzan_dialogs_fit, test_requiem_dialogs_fit, test_tonight_dialogs_fit,
test_whisper_dialogs_fit, test_enfield_dialogs_fit, test_free_table_fits, test_shared_dialogs_fit.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SEVEN_TABLES_HOME", tempfile.mkdtemp(prefix="seven-tables-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

import tests.kit.test_dialog_fit as fit_test
from tests.privacy import table_app

TESTS = ("test_marenzan_dialogs_fit", "test_requiem_dialogs_fit", "test_tonight_dialogs_fit",
         "test_whisper_dialogs_fit", "test_enfield_dialogs_fit", "test_free_table_fits", "test_shared_dialogs_fit")


def main(out: Path, tests: list[str]) -> int:
    out.mkdir(parents=True, exist_ok=True)
    saved: set[tuple[str, str, str]] = set()
    lay_out = fit_test.lay_out

    def lay_out_and_save(app, where: str) -> list[str]:
        found = lay_out(app, where)
        match = re.match(r"(\w+)/(.*) (\d+)×(\d+) (en|ja)", where)
        if match and match.group(3) == "960":
            key = (match.group(1), match.group(2), match.group(5))
            if key not in saved:
                saved.add(key)
                name = re.sub(r"\W+", "_", key[1]).strip("_")
                pygame.image.save(app.window, str(out / f"{key[0]}-{name}-{key[2]}.png"))
        return found

    fit_test.lay_out = lay_out_and_save
    for test in tests:
        app = table_app()
        getattr(fit_test, test)(app)
        app.scenes.clear()
    print(f"{len(saved)} screenshots in {out}")
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    target = Path(args[0]) if args and not args[0].startswith("test_") else Path("/tmp/dialog-shots")
    chosen = [a for a in args if a.startswith("test_")] or list(TESTS)
    raise SystemExit(main(target, chosen))
