"""Which table scene plays which game. A game's own scene lives in
scenes/tables/<id>.py as `TABLE`; a game without one is played on the plain table."""

from __future__ import annotations

import importlib

from game.engine import registry
from game.engine.record import GameRecord
from game.engine.session import Session

from .settings import autosave_path


def table_class(game_id: str):
    try:
        module = importlib.import_module(f"scenes.table_{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"scenes.table_{game_id}":
            raise
        from .plain_table import PlainTable

        return PlainTable
    return module.TABLE


def start_game(app, game, seats, seed: int, options: dict) -> None:
    session = Session.new(game, seats, seed, options, autosave=autosave_path())
    session.on_save = _counting(session)
    app.reset_to(_menu(app))
    app.push(table_class(game.id)(app, session))
    _host_if_joined(app)


def open_table(app, record: GameRecord, state) -> None:
    game = registry.get(record.game)
    session = Session(game, record, state, autosave=autosave_path())
    session.on_save = _counting(session)
    app.reset_to(_menu(app))
    app.push(table_class(game.id)(app, session))
    _host_if_joined(app)


def _host_if_joined(app) -> None:
    """Seats of players who join from other computers: the table hosts the game."""
    from .net_seat import host_table

    host_table(app, app.top)


def _counting(session):
    """After each save: a game that has just finished is counted and kept as a replay."""
    from .records import keep_finished

    def saved(record) -> None:
        if session.over:
            keep_finished(session)

    return saved


def _menu(app):
    from .menu import MainMenu

    return MainMenu(app)
