"""Issue 37, item 2: the program starts with what its first frame needs. The route table
names screens without importing them; the tables, the network, the phrase breaker, the
rules cores and the AI's worker load when first wanted. Checked in a fresh interpreter that
draws the first menu frame, in English and in Japanese."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FIRST_FRAME = """
import json, sys
from scenes.kit.settings import Settings
from scenes.shell.app import App
app = App((1280, 720), settings=Settings(language=sys.argv[1]), headless=True)
app.open("menu")
app.frame(1 / 60, events=[])
print(json.dumps(sorted(sys.modules)))
"""
NOT_AT_START = ("scenes.kit.table", "scenes.tables.plain", "scenes.tables.freetable", "scenes.shell.setup",
                "scenes.shell.join", "scenes.shell.rules_viewer", "scenes.shell.statistics", "scenes.shell.replay",
                "scenes.shell.selftest", "scenes.shell.desktop", "scenes.kit.dialogs", "websockets", "asyncio",
                "zeroconf", "budoux", "multiprocessing", "concurrent.futures", "game.engine.record",
                "game.engine.contract", "game.freetable.rules", "game.requiem.rules", "game.enfield.rules")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_issue37_the_first_menu_frame_loads_only_what_it_draws(language, user_folder):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SEVEN_TABLES_HOME=str(user_folder))
    result = subprocess.run([sys.executable, "-c", FIRST_FRAME, language], cwd=REPO, env=env, capture_output=True,
                            text=True, timeout=120, check=True)
    loaded = set(json.loads(result.stdout.strip().splitlines()[-1]))
    assert "scenes.shell.menu" in loaded  # the finder sees what was drawn
    assert sorted(m for m in loaded if m.startswith(NOT_AT_START)) == []


def test_issue37_every_route_names_a_screen_that_exists():
    import importlib

    from scenes.shell.routes import MENU, SCREENS

    for module, name in [MENU, *SCREENS.values()]:
        assert isinstance(getattr(importlib.import_module(module), name), type), (module, name)
