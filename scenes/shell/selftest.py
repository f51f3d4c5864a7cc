"""`seven-tables --selftest`: the real app, headless, through every scene there is,
with a few bot moves at every table; exit 0 when nothing failed."""

from __future__ import annotations

import time
import traceback

import pygame

from game.engine import registry
from game.engine.record import Seat
from game.engine.session import Session

from ..kit.dialogs import Confirm, PauseMenu
from ..kit.rules_pages import topics
from ..tables import table_class


def _frames(app, n: int = 20, events=None) -> None:
    for i in range(n):
        app.frame(1 / 60, events=(events if i == 0 and events else []))


def run_selftest(app) -> int:
    start = time.perf_counter()
    failures: list[str] = []
    visited: list[str] = []

    def visit(label: str, open_it) -> None:
        try:
            open_it()
            _frames(app)
            visited.append(label)
        except Exception:  # noqa: BLE001 - every failure is listed, and the walk goes on
            failures.append(f"{label}:\n{traceback.format_exc()}")

    if not getattr(pygame, "IS_CE", False):
        failures.append("pygame is not pygame-ce")
    try:  # the phrase model is a data file the frozen program must carry
        from sprites.linebreak import phrases

        if phrases("ドロップしてください。") != ("ドロップしてください。",):
            failures.append("Japanese is not broken by phrase")
    except Exception:  # noqa: BLE001  (a self-test reports every failure)
        failures.append(f"Japanese line breaking:\n{traceback.format_exc()}")
    visit("menu", lambda: app.open("menu"))
    visit("settings", lambda: app.open("settings"))
    app.pop()
    for topic in topics():
        visit(f"rules:{topic}", lambda t=topic: app.open("rules", t))
        app.pop()
    visit("about", lambda: app.open("about"))
    app.pop()
    visit("resume", lambda: app.open("resume"))  # the games that wait (none here)
    app.pop()
    visit("confirm", lambda: app.push(Confirm(app, "app.confirm.quit", lambda: None)))
    app.pop()
    visit("freetable", lambda: app.open("freetable"))
    app.open("menu")
    for game_id, game in registry.all_games().items():
        if game_id == "freetable":
            continue
        visit(f"setup:{game_id}", lambda g=game_id: app.open("setup", g, seed=1))
        players = max(game.min_players, min(game.max_players, 3))
        seats = [Seat(f"Bot {i + 1}", "normal") for i in range(players)]

        def open_table(g=game, s=seats):
            session = Session.new(g, s, 7)
            table = table_class(g.id)(app, session)
            table.instant = True
            app.push(table)

        visit(f"table:{game_id}", open_table)
        _frames(app, 240)
        table = app.top
        visit(f"pause:{game_id}", lambda t=table: app.push(PauseMenu(app, t)))
        app.open("menu")
    elapsed = time.perf_counter() - start
    for failure in failures:
        print("FAILED", failure)
    print(f"selftest: {len(visited)} scenes visited, {len(failures)} failures, {elapsed:.1f} s")
    return 1 if failures else 0
