"""The Free Table's save grows by one line per gesture and comes back whole: the record is
rewritten only when a journal starts (a new table, an opening, an undo), never per move."""

from __future__ import annotations

import json

import pytest

from game.engine.journal import JournalSession, load_journaled, moves_path
from game.engine.record import RecordError, Seat, load_record
from game.engine.rng import Rng
from game.freetable import GAME
from game.freetable.rules import Deal, Flip, MoveCard, PackUp, Roll, Shuffle, Turn
from game.freetable.state import PILE, TABLE

GAMES = {GAME.id: GAME}


def _gestures(session: JournalSession, count: int, seed: int = 3) -> None:
    """`count` gestures of mixed kinds, drawn from the legal ones."""
    rng = Rng.from_seed(seed)
    for _ in range(count):
        legal = [a for a in session.legal() if not isinstance(a, PackUp)]
        kinds = sorted({type(a).__name__ for a in legal})
        kind = kinds[rng.below(len(kinds))]
        session.act(rng.choice([a for a in legal if type(a).__name__ == kind]))


@pytest.fixture
def table(tmp_path):
    path = tmp_path / "freetable.json"
    return JournalSession.new(GAME, [Seat("1"), Seat("2")], 17, autosave=path)


def test_a_move_appends_one_line_and_leaves_the_record_alone(table):
    path = table.autosave
    record_before = path.read_bytes()
    lines_before = moves_path(path).read_text().count("\n")
    top = table.state.zones[PILE][-1]
    table.act(MoveCard(top, TABLE, 0))
    table.act(Flip(top))
    assert path.read_bytes() == record_before
    assert moves_path(path).read_text().count("\n") == lines_before + 2


def test_the_table_comes_back_exactly_from_record_and_journal(table):
    _gestures(table, 120)
    record, state = load_journaled(table.autosave, GAMES)
    assert record.actions == table.record.actions and record.actors == table.record.actors
    assert record.barriers == table.record.barriers
    assert state.zones == table.state.zones and state.faces == table.state.faces
    assert state.dice == table.state.dice and state.rng.state == table.state.rng.state


def test_an_opened_table_rewrites_the_record_once_and_goes_on_journalling(table):
    _gestures(table, 30)
    record, state = load_journaled(table.autosave, GAMES)
    again = JournalSession(GAME, record, state, autosave=table.autosave)
    again.compact()
    plain, _ = load_record(table.autosave, GAMES)  # a program that knows no journal resumes here
    assert len(plain.actions) == 30
    again.act(Roll(0))
    record, state = load_journaled(table.autosave, GAMES)
    assert len(record.actions) == 31 and state.dice == again.state.dice


def test_a_stale_journal_of_an_older_record_is_ignored(table):
    _gestures(table, 5)
    old_journal = moves_path(table.autosave).read_text()
    table.compact()  # the record now holds all five...
    table.act(Shuffle(PILE))
    moves_path(table.autosave).write_text(old_journal)  # ...and a journal of the old record is left
    record, _ = load_journaled(table.autosave, GAMES)
    assert len(record.actions) == 5


def test_a_line_cut_short_by_a_kill_is_dropped(table):
    _gestures(table, 10)
    journal = moves_path(table.autosave)
    text = journal.read_text()
    journal.write_text(text[:-25])  # the last line half-written, no newline
    record, _ = load_journaled(table.autosave, GAMES)
    assert len(record.actions) == 9 and record.actions == table.record.actions[:9]


def test_an_edited_journal_is_refused_with_a_reason(table):
    _gestures(table, 10)
    journal = moves_path(table.autosave)
    lines = journal.read_text().split("\n")
    entry = json.loads(lines[3])
    entry["actor"] = 1 - entry["actor"]
    lines[3] = json.dumps(entry)
    journal.write_text("\n".join(lines))
    with pytest.raises(RecordError, match="line 4"):
        load_journaled(table.autosave, GAMES)


def test_a_journal_from_a_newer_program_is_refused_with_both_versions(table):
    journal = moves_path(table.autosave)
    header = json.loads(journal.read_text().split("\n")[0])
    header["version"] = 99
    journal.write_text(json.dumps(header) + "\n")
    with pytest.raises(RecordError, match="journal version 99.*up to 1"):
        load_journaled(table.autosave, GAMES)


def test_undo_rewrites_the_record_and_the_table_comes_back_undone(table):
    top = table.state.zones[PILE][-1]
    table.act(MoveCard(top, TABLE, 0))
    table.act(Turn(top))
    assert table.undo(0)
    record, state = load_journaled(table.autosave, GAMES)
    assert len(record.actions) == 1 and not state.sideways[top]
    table.act(Deal(1, True))
    record, _ = load_journaled(table.autosave, GAMES)
    assert record.actions[-1] == Deal(1, True) and len(record.actions) == 2


def test_packing_up_removes_record_and_journal(table):
    table.act(PackUp())
    assert not table.autosave.exists() and not moves_path(table.autosave).exists()


def test_the_scene_refuses_a_damaged_journal_and_keeps_it_aside(tmp_path, monkeypatch):
    monkeypatch.setenv("SEVEN_TABLES_HOME", str(tmp_path))
    from scenes.tables.freetable.scene import open_session, save_path

    session = open_session(hands=2, seed=5, fresh=True)
    _gestures(session, 4)
    journal = moves_path(save_path())
    journal.write_text(journal.read_text().replace('"barrier": false', '"barrier": 0', 1) + "garbage\n")
    fresh = open_session()
    assert fresh.record.actions == []  # the record as it was when the table was opened
    kept = list(tmp_path.glob("freetable.refused-*.moves"))
    assert len(kept) == 1 and "line" in kept[0].with_suffix(".txt").read_text()


def test_a_save_written_before_the_journal_opens_whole(tmp_path, monkeypatch):
    monkeypatch.setenv("SEVEN_TABLES_HOME", str(tmp_path))
    from game.engine.session import Session
    from scenes.tables.freetable.scene import open_session, save_path

    old = Session.new(GAME, [Seat("1"), Seat("2"), Seat("3")], 9, autosave=save_path())  # a record alone
    for _ in range(12):
        old.act(Roll(0))
    assert not moves_path(save_path()).exists()
    session = open_session()
    assert session.record.actions == old.record.actions and session.state.dice == old.state.dice
    session.act(Roll(1))
    assert len(open_session().record.actions) == 13
