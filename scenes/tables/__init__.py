"""Which table scene plays which game. A game's own table is the package
scenes/tables/<id>/, whose __init__ exports `TABLE`; a game without one is played on the
plain table (scenes/tables/plain.py). A game is started or resumed on a fresh menu, so
leaving its table goes back there."""

from __future__ import annotations

import importlib
import os

from game.engine import registry
from game.engine.record import GameRecord
from game.engine.session import Session

from ..kit.autosave import shelve_autosave
from ..kit.records import keep_finished
from ..kit.settings import autosave_path
from .plain import PlainTable


def table_class(game_id: str):
    try:  # a game's table is imported when first played, not at start-up
        module = importlib.import_module(f"scenes.tables.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"scenes.tables.{game_id}":
            raise
        return PlainTable
    return getattr(module, "TABLE", None) or PlainTable


def random_seed() -> int:
    return int.from_bytes(os.urandom(3), "big")


def start_game(app, game, seats, seed: int, options: dict) -> None:
    """A new game takes the autosave; an unfinished one there waits under Resume."""
    if game.id == "freetable":  # set up with seats (some joining from other computers): its own save
        from game.engine.journal import JournalSession

        from .freetable.scene import FreeTable, save_path

        session = JournalSession.new(game, seats, seed, options or None, autosave=save_path())
        app.open("menu")
        table = FreeTable(app, session=session)
        app.push(table)
        _host_if_joined(app, table)
        return
    shelve_autosave()
    session = Session.new(game, seats, seed, options, autosave=autosave_path())
    session.on_save = _counting(session)
    app.open("menu")
    table = table_class(game.id)(app, session)
    app.push(table)  # its curtain may rise over it at once
    _host_if_joined(app, table)


def open_table(app, record: GameRecord, state, save: bool = False) -> None:
    """Play on from `record`; `save`: write it as the autosave at once (an imported game
    takes it now, not at its first move; the unfinished game there waits under Resume)."""
    if record.game == "freetable":  # the Free Table keeps its own save (an imported one included)
        from .freetable.scene import open_record  # the Free Table's package imports this registry

        table = open_record(app, record, state)
        _host_if_joined(app, table)  # a table with hands that join is hosted again (not the curtain over it)
        return
    game = registry.get(record.game)
    session = Session(game, record, state, autosave=autosave_path())
    session.on_save = _counting(session)
    if save:
        shelve_autosave()
        session.save()
    app.open("menu")
    table = table_class(game.id)(app, session)
    app.push(table)  # its curtain may rise over it at once
    _host_if_joined(app, table)


def host_if_joined(app, table) -> None:
    _host_if_joined(app, table)


def _host_if_joined(app, table) -> None:
    """Seats of players who join from other computers: the table hosts the game."""
    from ..kit.net_seat import host_table  # websockets and zeroconf load only when a game is hosted

    host_table(app, table)


def _counting(session):
    """After each save: a game that has just finished is counted and kept as a replay."""

    def saved(record) -> None:
        if session.over:
            keep_finished(session)

    return saved
