"""Which table scene plays which game. A game's own table is the package
scenes/tables/<id>/, whose __init__ exports `TABLE`; a game without one is played on the
plain table (scenes/tables/plain.py)."""

from __future__ import annotations

import importlib

from game.engine import registry
from game.engine.record import GameRecord
from game.engine.session import Session

from ..kit.settings import autosave_path


def table_class(game_id: str):
    try:
        module = importlib.import_module(f"scenes.tables.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"scenes.tables.{game_id}":
            raise
        return _plain()
    return getattr(module, "TABLE", None) or _plain()


def _plain():
    from .plain import PlainTable

    return PlainTable


def start_game(app, game, seats, seed: int, options: dict) -> None:
    session = Session.new(game, seats, seed, options, autosave=autosave_path())
    session.on_save = _counting(session)
    app.reset_to(_menu(app))
    app.push(table_class(game.id)(app, session))


def open_table(app, record: GameRecord, state, save: bool = False) -> None:
    """Play on from `record`; `save`: write it as the autosave at once (an imported game
    replaces the saved one now, not at its first move)."""
    game = registry.get(record.game)
    session = Session(game, record, state, autosave=autosave_path())
    session.on_save = _counting(session)
    if save:
        session.save()
    app.reset_to(_menu(app))
    app.push(table_class(game.id)(app, session))


def _counting(session):
    """After each save: a game that has just finished is counted and kept as a replay."""
    from ..kit.records import keep_finished

    def saved(record) -> None:
        if session.over:
            keep_finished(session)

    return saved


def _menu(app):
    from ..shell.menu import MainMenu

    return MainMenu(app)
