"""Kill the running app with SIGKILL mid-game; the next start resumes at the last action."""

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

DRIVER = textwrap.dedent("""
    import sys
    from scenes.shell.app import App
    from scenes.shell.menu import MainMenu
    from scenes.tables import start_game
    from scenes.kit.table import TableScene
    from game.engine import registry
    from game.engine.record import Seat

    app = App((1280, 720), headless=True)
    app.push(MainMenu(app))
    start_game(app, registry.get("highcard"), [Seat("A"), Seat("B")], 77, {})
    table = next(s for s in app.scenes if isinstance(s, TableScene))  # under the hand-off curtain
    for n in range(1, 5):
        table.submit(table.session.legal()[0])
        app.frame(1 / 60)
        print("acted", n, flush=True)
    app.run()  # the window stays open until it is killed
""")


def test_sigkill_mid_game_then_resume_at_the_last_action(user_folder):
    env = dict(os.environ, SEVEN_TABLES_HOME=str(user_folder), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", DRIVER], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        deadline = time.time() + 60
        lines = []
        while time.time() < deadline:
            line = proc.stdout.readline()
            lines.append(line)
            if line.strip() == "acted 4" or not line:
                break
        assert "acted 4\n" in lines, lines
        time.sleep(0.3)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGKILL

    from scenes.kit.table import TableScene
    from scenes.shell.app import App
    from scenes.shell.menu import MainMenu

    app = App((1280, 720), headless=True)
    menu = MainMenu(app)
    app.push(menu)
    assert menu.saved is not None
    record, _ = menu.saved
    assert len(record.actions) == 4 and record.seed == 77
    resume = next(w for w in menu.widgets if getattr(w, "label", None) == "app.menu.resume")
    assert resume.enabled
    resume.click()
    from scenes.kit.curtain import Curtain

    assert isinstance(app.top, Curtain)  # two humans: whoever resumes is not shown a hand
    table = app.scenes[-2]
    assert isinstance(table, TableScene) and len(table.session.record.actions) == 4
