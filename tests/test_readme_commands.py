"""Issue 37, item 3: every command the README documents runs, with the smallest arguments,
and ends without a traceback. Each is its own test (they spread over the workers); the
commands are read from the README, so a new one without small arguments here fails."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
README = REPO / "README.md"

# module -> the smallest arguments that still do the command's whole work once
SMALL: dict[str, list[str]] = {
    "game.simulate": ["requiem", "--games", "2", "--bots", "simple,random"],
    "game.strength": ["requiem", "--games", "1", "--think", "0.01"],
    "game.judge": ["requiem", "--games", "1", "--decisions", "1", "--budget", "0.05", "--rate", "1"],
    "game.tonight.window": ["--games", "1", "--bots", "normal"],
    "game.tonight.balance": ["--games", "1", "--bots", "normal"],
    "game.bench": ["requiem", "--seconds", "0.05"],
    "game.turn_time": ["requiem", "--turns", "1", "--think", "0.01"],
    "bench.autosave": ["--returns", "1", "--scale", "0.002"],
    "bench.freetable": ["--frames", "3"],
    "bench.freetable_history": ["--moves", "5", "--timed", "1"],
    "bench.hard_frames": ["--level", "normal", "--seconds", "0.5"],
    "bench.tables": ["--frames", "3", "--games", "requiem,freetable"],
    "bench.copycost": ["requiem", "--states", "2"],
    "bench.layout": ["--quick", "--only", "menu"],
    "bench.face_names": ["--quick", "--only", "requiem@rules"],
    "bench.idle": ["--only", "bare-wait,menu", "--seconds", "0.2", "--settle", "0.1", "--starts", "1"],
    "tools/playback_sweep.py": ["--seeds", "1", "--decisions", "1", "requiem"],
    "tools/screens_faces.py": ["--most", "27", "--zoom", "1"],
}
SCREENSHOT_SCENES = ("menu", "setup", "table", "curtain", "pause", "results", "settings", "rules", "about",
                     "freetable", "crash", "replay")


def documented() -> list[str]:
    """Every `python -m MODULE` and `python tools/SCRIPT.py` of the README's tools (the app
    itself is tested by scene)."""
    text = README.read_text(encoding="utf-8")
    found = re.findall(r"python -m ([a-z_.]+)", text) + re.findall(r"python (tools/[a-z_]+\.py)", text)
    return sorted({m for m in found if m.startswith(("game.", "bench.", "tools/"))})


def run(command: list[str], tmp_path: Path, timeout: float = 240) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               SEVEN_TABLES_HOME=str(tmp_path / "home"))
    return subprocess.run([sys.executable, *command], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=timeout)


def test_issue37_every_documented_command_has_small_arguments_here():
    names = documented()
    assert {"game.simulate", "game.strength", "game.bench", "bench.freetable", "bench.idle"} <= set(names)
    assert [n for n in names if n not in SMALL] == []


@pytest.mark.parametrize("module", sorted(SMALL))
def test_issue37_a_documented_command_runs(module, tmp_path):
    script = module.endswith(".py")
    if not ((REPO / module).exists() if script else importlib.util.find_spec(module) is not None):
        pytest.skip(f"{module} is not in this tree")
    assert module in documented(), f"{module} has small arguments here but is not in the README"
    command = [module] if script else ["-m", module]
    result = run([*command, *SMALL[module]], tmp_path)
    assert "Traceback" not in result.stderr + result.stdout, result.stderr[-3000:]
    assert result.returncode == 0, result.stderr[-3000:]


@pytest.mark.parametrize("scene", SCREENSHOT_SCENES)
def test_issue37_every_scene_screenshots_from_the_command_line(scene, tmp_path):
    from scenes.shell.screens import SCREENSHOT_SCENES as scenes

    assert set(scenes) == set(SCREENSHOT_SCENES)
    out = tmp_path / f"{scene}.png"
    result = run(["-m", "scenes", "--screenshot", scene, str(out), "--frames", "2", "--moves", "3"], tmp_path)
    assert "Traceback" not in result.stderr + result.stdout, result.stderr[-3000:]
    assert result.returncode == 0 and out.stat().st_size > 1000, result.stderr[-3000:]


def test_issue37_the_plain_table_screenshots_too(tmp_path):
    """The example game plays on the plain table, which has no gesture map."""
    out = tmp_path / "plain.png"
    result = run(["-m", "scenes", "--screenshot", "table", str(out), "--game", "highcard", "--moves", "2",
                  "--frames", "2"], tmp_path)
    assert "Traceback" not in result.stderr + result.stdout, result.stderr[-3000:]
    assert result.returncode == 0, result.stderr[-3000:]
