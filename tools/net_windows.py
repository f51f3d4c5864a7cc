"""Two real windows playing one game over the network, for looking at both screens.

    xvfb-run -s "-screen 0 2580x760x24" python tools/net_windows.py GAME OUT_DIR [--moves N] [--lang en]

Starts a host window (the game with one Human seat at it, one Network player, the rest
AIs) and a joining window (Join → address and code → the joined player's table), side by
side. Both play (the host's player and the joined player as the Normal and the random AI
would) until move N, stop, and each saves its own window; then the whole screen is
taken with `import -window root`, both windows at the same moment.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEATS = {"requiem": 3, "marenzan": 3, "tonight": 4, "enfield": 3, "kami": 4, "freetable": 2}
BOT = {"freetable": "random"}  # the Free Table has no rules for an AI to weigh


def _answer_overlays(app, table) -> bool:
    """A question over the table (Confirm) is answered yes; Whisper's scores between rounds
    wait for Next round. True if something was answered."""
    from scenes.kit.dialogs import Confirm

    if isinstance(app.top, Confirm):
        app.top.widgets[0].click()
        return True
    if app.top is table and getattr(table, "intermission", None) is not None and not table.anim.busy():
        table.gestures.action_buttons[0].click()
        return True
    return False


def _offered(table):
    """The Free Table is packed up only at the end."""
    return [a for a in table.legal if type(a).__name__ != "PackUp"] or table.legal


def _app(lang: str):
    from scenes.kit.settings import Settings
    from scenes.shell.app import App

    return App((1280, 720), settings=Settings(language=lang, animation_speed=4.0))


def _frame(app) -> None:
    app.frame(1 / 60)
    app.pg.display.flip()
    time.sleep(1 / 120)


def host(game_id: str, out: Path, moves: int, lang: str) -> None:
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.kit.net_seat import host_table
    from scenes.tables import table_class

    app = _app(lang)
    game = registry.get(game_id)
    kinds = ["human", "remote"] + ["normal"] * (SEATS[game_id] - 2)
    session = Session.new(game, [Seat(n, k) for n, k in zip(("Hana", "Ren", "AI 3", "AI 4"), kinds)], 5)
    if game_id == "freetable":
        from scenes.tables.freetable import FreeTable as table_type
    else:
        table_type = table_class(game_id)
    table = table_type(app, session=session)
    app.push(table)
    net = host_table(app, table, port=0, bind="127.0.0.1", advertise=False)
    (out / "join.json").write_text(json.dumps({"port": net.host.port, "code": net.host.code}))
    mine, rng = make_bot(game, BOT.get(game_id, "normal")), bot_rng(5, 0)
    while len(session.record.actions) < moves and not session.over:
        if _answer_overlays(app, table):
            pass
        elif table.legal and not table.busy() and app.top is table:
            table.submit(mine.choose(table.observation, _offered(table), rng))
        _frame(app)
    table.bots.clear()  # everyone stops here: the AIs too
    for _ in range(120):
        _frame(app)
    app.pg.image.save(app.window, str(out / f"host-{game_id}.png"))
    (out / "host.done").write_text(str(len(session.record.actions)))
    while not (out / "quit").exists():
        _frame(app)


def join(game_id: str, out: Path, moves: int, lang: str) -> None:
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from scenes.kit.table import TableScene
    from scenes.shell.join import JoinScene

    app = _app(lang)
    for _ in range(600):
        if (out / "join.json").exists():
            break
        time.sleep(0.05)
    where = json.loads((out / "join.json").read_text())
    screen = JoinScene(app, browse=False)
    app.push(screen)
    screen.address.value, screen.code.value, screen.player.value = f"127.0.0.1:{where['port']}", where["code"], "Ren"
    screen.join()
    while not isinstance(app.top, TableScene):
        _frame(app)
    table = app.top  # the game's own table, on what the host sends this seat
    bot, rng = make_bot(registry.get(game_id), "random"), bot_rng(5, 1)
    while not (out / "host.done").exists():
        if _answer_overlays(app, table):
            pass
        elif app.top is table and table.legal and not table.busy() and len(table.session.history) < moves:
            table.submit(bot.choose(None, _offered(table), rng))
        _frame(app)
    for _ in range(60):
        _frame(app)
    app.pg.image.save(app.window, str(out / f"join-{game_id}.png"))
    (out / "join.done").write_text("1")
    while not (out / "quit").exists():
        _frame(app)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("out", type=Path)
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--role", choices=("host", "join"))
    args = parser.parse_args()
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    if args.role == "host":
        host(args.game, out, args.moves, args.lang)
        return 0
    if args.role == "join":
        join(args.game, out, args.moves, args.lang)
        return 0
    for name in ("join.json", "host.done", "join.done", "quit"):
        (out / name).unlink(missing_ok=True)
    procs = []
    for role, pos in (("host", "0,20"), ("join", "1290,20")):
        env = dict(os.environ, SDL_VIDEO_WINDOW_POS=pos, SDL_AUDIODRIVER="dummy", SEVEN_TABLES_HOME=str(out / f"home-{role}"),
                   PYTHONPATH=str(ROOT))
        procs.append(subprocess.Popen([sys.executable, __file__, args.game, str(out), "--moves", str(args.moves),
                                       "--lang", args.lang, "--role", role], env=env, cwd=ROOT))
    try:
        deadline = time.monotonic() + 900
        while not ((out / "host.done").exists() and (out / "join.done").exists()):
            if time.monotonic() > deadline or any(p.poll() is not None for p in procs):
                print("a window did not get there", [p.poll() for p in procs])
                return 1
            time.sleep(0.2)
        time.sleep(1.0)
        subprocess.run(["import", "-window", "root", str(out / f"both-{args.game}.png")], check=False)
    finally:
        (out / "quit").write_text("1")
        for proc in procs:
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main())
