"""The Free Table's save: a record in the config folder (freetable.json) with a journal of
the moves since (game.engine.journal); opening it, or a new table when there is none or it
is refused (set aside with its reason, as the autosave is)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from game.engine.journal import JournalError, JournalSession, load_journaled, moves_path
from game.engine.record import GameRecord, RecordError, Seat, load_record
from game.engine.safeload import short
from game.engine.session import Session
from game.freetable import GAME

from ...kit.autosave import set_aside
from ...kit.settings import config_dir

DEFAULT_HANDS = 2
SAVE_NAME = "freetable.json"


def save_path() -> Path:
    return config_dir() / SAVE_NAME


# what the last opening found wrong with the save, for the table to say: (catalog key, file kept as, reason)
refused_save: list[tuple[str, str, str]] = []


def open_session(hands: int | None = None, seed: int | None = None, fresh: bool = False,
                 carried: dict | None = None) -> Session:
    """The saved table if there is one (and no other size was asked for), else a new one
    (laid out as `carried` says, for a change of hands). The save is a record plus a
    journal of the moves since (game.engine.journal): a move appends one line, and opening
    the table writes the record whole once. A refused record or journal is set aside with
    its reason beside it, as the autosave is (scenes/autosave.py)."""
    path = save_path()
    refused_save.clear()
    if not fresh and carried is None and os.path.lexists(path):
        try:
            record, state = load_journaled(path, {GAME.id: GAME})
        except JournalError as exc:  # the record is sound: the table is as it was when last opened
            aside = set_aside(moves_path(path), exc, stem=path.stem, suffix=".moves")
            refused_save.append(("freetable.refused.journal", aside, short(exc)))
            record, state = _record_only(path)
        except RecordError as exc:  # load_journaled refuses every other kind of damage with this one error
            aside = set_aside(path, exc)
            if aside and os.path.lexists(moves_path(path)):
                try:  # the journal goes with its record, under the same name
                    os.replace(moves_path(path), path.with_name(aside + ".moves"))
                except OSError:
                    pass
            refused_save.append(("freetable.refused.record", aside, short(exc)))
            record = state = None
        if state is not None and state.to_act is not None and (hands is None or hands == len(record.seats)):
            session = JournalSession(GAME, record, state, autosave=path)
            session.save()  # the whole record again, and a fresh journal after it
            return session
    hands = hands or DEFAULT_HANDS
    seats = [Seat(f"{i + 1}", "human") for i in range(hands)]
    seed = seed if seed is not None else int(time.time() * 1000) & 0xFFFFFFFF
    options = {"carry": carried} if carried is not None else None
    session = JournalSession.new(GAME, seats, seed, options, autosave=path)
    if carried is not None:
        session.save()  # the carried table is saved before its first move
    return session


def _record_only(path: Path) -> tuple[GameRecord | None, object]:
    try:
        return load_record(path, {GAME.id: GAME})
    except RecordError:
        return None, None
