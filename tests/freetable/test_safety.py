"""Nothing lost by a slip, nothing trusted from a file (issues 25 and 27), through the real
Free Table: a change of hands keeps the cards and asks, Reset and Pack up ask, the move
journal and the saved table are read with the autosave's limits and set aside with a
reason, an imported unfinished table opens on the Free Table, and the same person coming
back to the table meets no curtain."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from game.engine.journal import moves_path
from game.engine.record import Seat
from game.engine.session import Session
from game.freetable import GAME
from game.freetable.rules import Deal, Flip, MoveCard, Place, Roll
from game.freetable.state import PILE, TABLE
from scenes.kit.curtain import Curtain
from scenes.kit.dialogs import Confirm
from tests.freetable.test_scene import frames, mouse, open_table

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60  # seconds: opening takes about one; a read waiting on a FIFO never ends


def click(app, pos) -> None:
    frames(app, 1, [mouse("down", pos), mouse("up", pos)])


def enter(app) -> None:
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])


def yes(app) -> None:
    """Yes to the question on top, by keys: Tab onto Yes, then Enter (Enter alone answers No)."""
    from tests.gestures import wait_fresh

    wait_fresh(app)
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")])
    enter(app)


def esc(app) -> None:
    """No to the question on top, by Esc, once it takes keys."""
    from tests.gestures import wait_fresh

    wait_fresh(app)
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])


def button(table, label: str):
    return next(w for w in table.widgets if getattr(w, "label", None) == label)


# -- issue 25: ask first, keep the cards ------------------------------------------------------
def test_25_changing_the_number_of_hands_asks_and_keeps_every_card(app):
    from scenes.tables.freetable.scene import FreeTable

    table = open_table(app, hands=3, seed=21, fresh=True)
    table.submit(Deal(3, False))
    state = table.session.state
    for point in ((100, 50), (400, 200)):
        table.submit(Place(state.zones[PILE][-1], *point))
    table.submit(Flip(state.zones[TABLE][0]))
    frames(app, 90)
    before = {name: list(tokens) for name, tokens in state.zones.items()}
    faces, points = list(state.faces), dict(state.pos)
    x, y, w, h = table.hands_chooser.rect
    less = (x + w * 0.15, y + h / 2)
    click(app, less)
    assert isinstance(app.top, Confirm) and table.session.state.players == 3
    esc(app)  # No
    assert app.top is table and table.hands == 3 and table.session.state.zones == before
    click(app, less)
    yes(app)
    new = app.top
    assert isinstance(new, FreeTable) and new is not table and new.hands == 2
    now = new.session.state
    assert now.zones["hand0"] == before["hand0"] and now.zones["hand1"] == before["hand1"]
    assert set(before["hand2"]) <= set(now.zones[TABLE]), "the removed hand's cards are on the table"
    assert {t: now.pos[t] for t in points} == points and now.faces == faces
    assert now.face_up[before[TABLE][0]]
    more = (x + w * 0.85, y + h / 2)
    click(app, more)
    yes(app)
    again = app.top
    assert again.hands == 3 and again.session.state.zones["hand2"] == [], "a new hand starts empty"
    reopened = FreeTable(app)  # and it was saved at once
    assert reopened.session.state.zones == again.session.state.zones


@pytest.mark.parametrize("label", ["freetable.button.reset", "freetable.button.packup"])
def test_25_reset_and_pack_up_ask_first(app, label):
    table = open_table(app, hands=1, seed=22, fresh=True)
    table.submit(Deal(5, True))
    frames(app, 90)
    hand = list(table.session.state.zones["hand0"])
    click(app, button(table, label).rect.center)
    assert isinstance(app.top, Confirm) and table.session.state.zones["hand0"] == hand
    esc(app)
    assert table.session.state.zones["hand0"] == hand and not table.session.over
    click(app, button(table, label).rect.center)
    yes(app)
    if label.endswith("reset"):
        assert table.session.state.zones["hand0"] == [] and len(table.session.state.zones[PILE]) == 49
    else:
        assert table.session.over


def test_28_no_curtain_when_the_same_person_comes_back_to_the_table(app):
    from scenes.tables.freetable.scene import FreeTable

    table = open_table(app, hands=2, seed=23, fresh=True)  # the first opening calls Player 1
    table.submit(Deal(2, False))
    app.pop()  # to the menu and back
    again = FreeTable(app)
    app.push(again)
    frames(app, 2)
    assert app.top is again and again.viewer == 0 and not again.curtain_up
    assert not any(isinstance(s, Curtain) for s in app.scenes)


# -- issue 27: the journal and the saved table from outside ------------------------------------
def _saved_table(home: Path, moves: int = 3) -> None:
    """A saved Free Table with a few moves in its journal."""
    from scenes.tables.freetable.scene import open_session

    session = open_session(hands=2, seed=5, fresh=True)
    for _ in range(moves):
        session.act(MoveCard(session.state.zones[PILE][-1], "hand0", 0))
    assert moves_path(home / "freetable.json").exists()


@pytest.mark.parametrize("line", [
    "[" * 100_000 + "]" * 100_000,
    '{"action": ' + "7" * 5000 + ', "barrier": false, "actor": 0, "check": "x"}',
    '{"action": ' + "[" * 200 + "]" * 200 + ', "barrier": false, "actor": 0, "check": "x"}',
], ids=["deeply-nested", "5000-digit-number", "nested-action"])
@pytest.mark.parametrize("where", ["header", "body"])
def test_27_a_hostile_journal_line_is_refused_and_set_aside_with_a_reason(app, user_folder, line, where):
    from scenes.tables.freetable.scene import FreeTable

    _saved_table(user_folder)
    journal = moves_path(user_folder / "freetable.json")
    lines = journal.read_text().splitlines()
    if where == "header":
        lines[0] = line
    else:
        lines.append(line)
    journal.write_text("\n".join(lines) + "\n")
    table = FreeTable(app)  # no crash: the table opens from its record
    app.push(table)
    frames(app, 2)
    assert table.session.record.actions == [] and len(table.session.state.zones["hand0"]) == 0
    kept = list(user_folder.glob("freetable.refused-*.moves"))
    assert len(kept) == 1 and kept[0].with_suffix(".txt").read_text().strip()
    assert any("freetable.refused-" in line for line in table.log), "the table says what it set aside"
    assert not journal.exists() or "refused" not in journal.read_text()


def _run_opening(home: Path, limit_memory: bool) -> subprocess.CompletedProcess:
    """Open the saved table in another process (so a hang or a runaway read is caught)."""
    code = textwrap.dedent(f"""
        import resource, sys
        if {limit_memory!r}:
            limit = 1536 << 20
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        import scenes.tables.freetable.scene as table
        session = table.open_session()
        print("opened", len(session.record.actions), getattr(table, "refused_save", None))
    """)
    env = dict(os.environ, SEVEN_TABLES_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=False,
                          timeout=TIMEOUT)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_27_a_fifo_in_place_of_the_journal_is_refused_without_waiting(user_folder):
    _saved_table(user_folder)
    journal = moves_path(user_folder / "freetable.json")
    journal.unlink()
    os.mkfifo(journal)
    done = _run_opening(user_folder, limit_memory=False)  # a read that waits for a writer times out here
    assert done.returncode == 0, done.stderr[-2000:]
    assert "opened" in done.stdout and "pipe" in done.stdout
    kept = list(user_folder.glob("freetable.refused-*.moves"))
    assert len(kept) == 1 and "pipe" in kept[0].with_suffix(".txt").read_text()


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_27_a_link_to_dev_zero_in_place_of_the_journal_is_refused_under_a_memory_limit(user_folder):
    _saved_table(user_folder)
    journal = moves_path(user_folder / "freetable.json")
    journal.unlink()
    journal.symlink_to("/dev/zero")
    done = _run_opening(user_folder, limit_memory=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "opened" in done.stdout and "device" in done.stdout


def test_27_a_damaged_saved_table_is_kept_with_a_reason_and_never_overwritten_by_the_next(app, user_folder):
    from scenes.tables.freetable.scene import FreeTable, save_path

    for text in ("{not json", '{"format": "something else"}'):
        save_path().parent.mkdir(parents=True, exist_ok=True)
        save_path().write_text(text)
        table = FreeTable(app)
        assert table.session.record.actions == []
    kept = sorted(user_folder.glob("freetable.refused-*.json"))
    assert len(kept) == 2, "the second damaged file did not overwrite the first"
    assert {k.read_text() for k in kept} == {"{not json", '{"format": "something else"}'}
    assert all(k.with_suffix(".txt").read_text().strip() for k in kept)
    assert not list(user_folder.glob("freetable.damaged*"))


def test_27_an_imported_unfinished_free_table_opens_on_the_free_table(app, user_folder, tmp_path):
    from scenes.kit.settings import autosave_path
    from scenes.shell.replay_files import import_dropped
    from scenes.tables.freetable.scene import FreeTable, save_path

    elsewhere = Session.new(GAME, [Seat("1"), Seat("2")], 31)
    elsewhere.act(Place(elsewhere.state.zones[PILE][-1], 300, 100))
    elsewhere.act(Roll(1))
    exported = tmp_path / "friend.json"
    elsewhere.record.save(exported)
    assert import_dropped(app, exported)
    frames(app, 2)
    table = next(s for s in app.scenes if isinstance(s, FreeTable))
    assert table.session.record.actions == elsewhere.record.actions
    assert table.session.state.pos == elsewhere.state.pos
    assert save_path().exists() and not autosave_path().exists()  # saved at once, as the Free Table
