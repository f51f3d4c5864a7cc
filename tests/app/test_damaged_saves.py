"""Every kind of damaged, forged or strange save file, for every game, is refused with a
short reason, kept aside, and said once on a clean menu; the app starts every time."""

import json
import os

import pygame
import pytest

from scenes.autosave import check_autosave
from scenes.menu import MainMenu
from scenes.settings import Settings, autosave_path

from .corpus import GAMES, deep, record_cases


def slug(name: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in name)[:40]


def refused_files(folder):
    return sorted(p.name for p in folder.glob("autosave.refused-*.json"))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_damaged_autosave_is_refused_and_the_menu_starts_clean(app, game_id, tmp_path, monkeypatch):
    failures = []
    cases = record_cases(game_id)
    assert len(cases) >= 48
    for number, (name, write) in enumerate(cases):
        home = tmp_path / f"{number:02d}-{slug(name)}"
        monkeypatch.setenv("SEVEN_TABLES_HOME", str(home))
        home.mkdir()
        write(autosave_path())
        menu = MainMenu(app)
        app.reset_to(menu)
        app.frame(1 / 60)
        problem = []
        if menu.saved is not None:
            problem.append("accepted")
        if not menu.saved_error or len(menu.saved_error) > 200:
            problem.append(f"reason {menu.saved_error!r:.60}")
        if os.path.lexists(autosave_path()) or len(refused_files(home)) != 1:
            problem.append("not kept aside")
        if [key for key, _ in menu.notices] != ["app.menu.resume.refused"]:
            problem.append(f"notices {menu.notices}")
        again = MainMenu(app)  # the next visit: nothing left to refuse, nothing said twice
        app.reset_to(again)
        app.frame(1 / 60)
        if again.saved is not None or again.saved_error or again.notices:
            problem.append("said twice")
        if problem:
            failures.append(f"{name}: {', '.join(problem)}")
    assert failures == []


def test_the_refused_file_keeps_its_reason_beside_it(app):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "seven-tables-record", "format_version": 1, "game": ["kami"]}')
    menu = MainMenu(app)
    app.push(menu)
    [aside] = refused_files(autosave_path().parent)
    reason = (autosave_path().parent / aside).with_suffix(".txt").read_text(encoding="utf-8")
    assert "unknown game" in reason and "unknown game" in menu.saved_error
    assert menu.notices == [("app.menu.resume.refused", {"name": aside})]


@pytest.mark.parametrize("case", ["a FIFO", "a link to /dev/zero", "nesting 100,000 deep",
                                  "integer literal of 4,400 digits", "unknown seat kind", "game id a list"])
def test_the_real_app_starts_and_quits_with_a_damaged_autosave(case, user_folder):
    from scenes.app import App

    user_folder.mkdir(parents=True, exist_ok=True)
    write = dict(record_cases("kami"))[case]
    write(autosave_path())
    app = App((1280, 720), headless=True)  # the settings are read from the folder too
    app.push(MainMenu(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert not os.path.lexists(autosave_path())


def test_a_refusal_that_cannot_be_moved_aside_is_not_replayed_again(app, monkeypatch):
    calls = []
    import scenes.autosave as autosave_module

    real = autosave_module.load_record
    monkeypatch.setattr(autosave_module, "load_record", lambda *a: calls.append(1) or real(*a))
    monkeypatch.setattr(autosave_module.os, "replace", _read_only)
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text("{ damaged")
    menu = MainMenu(app)
    app.push(menu)
    assert menu.saved_error and menu.notices == []
    menu.resume()
    menu.resume()
    assert len(calls) == 1 and menu.saved_error


def _read_only(*args):
    raise OSError(30, "Read-only file system")


@pytest.mark.parametrize("game_id", ["freetable"])
def test_every_damaged_free_table_save_opens_a_fresh_table(app, game_id, tmp_path, monkeypatch):
    from scenes.freetable import FreeTable, save_path

    failures = []
    for number, (name, write) in enumerate(record_cases(game_id)):
        home = tmp_path / f"{number:02d}-{slug(name)}"
        monkeypatch.setenv("SEVEN_TABLES_HOME", str(home))
        home.mkdir()
        write(save_path())
        app.reset_to(MainMenu(app))
        try:
            table = FreeTable(app)
            app.push(table)
            app.frame(1 / 60)
        except Exception as exc:  # noqa: BLE001 - the failure is the finding
            failures.append(f"{name}: {type(exc).__name__}: {exc}")
            continue
        kept = list(home.glob("freetable.refused-*.json"))  # the autosave's naming, a reason beside it
        if table.session.record.actions or len(kept) != 1 or not kept[0].with_suffix(".txt").exists():
            failures.append(f"{name}: not refused")
    assert failures == []


SETTINGS_CASES = {
    "NaN volume": '{"master_volume": NaN}',
    "Infinity speed": '{"animation_speed": Infinity}',
    "deep nesting": '{"language": ' + deep(100_000, '"ja"') + "}",
    "a list": "[1, 2]",
    "4,400-digit number": '{"master_volume": ' + "9" * 4400 + "}",
    "not JSON": "{language: ja",
}


@pytest.mark.parametrize("case", sorted(SETTINGS_CASES))
def test_damaged_settings_give_the_defaults_and_the_app_starts(case, user_folder):
    from scenes.app import App

    user_folder.mkdir(parents=True, exist_ok=True)
    (user_folder / "settings.json").write_text(SETTINGS_CASES[case], encoding="utf-8")
    assert Settings.load() == Settings()
    app = App((1280, 720), headless=True)
    app.push(MainMenu(app))
    app.frame(1 / 60)
    assert app.settings == Settings()


@pytest.mark.parametrize("kind", ["folder", "fifo", "dev zero"])
def test_settings_that_are_not_a_file_give_the_defaults(kind, user_folder):
    user_folder.mkdir(parents=True, exist_ok=True)
    path = user_folder / "settings.json"
    {"folder": path.mkdir, "fifo": lambda: os.mkfifo(path), "dev zero": lambda: path.symlink_to("/dev/zero")}[kind]()
    assert Settings.load() == Settings()


def test_settings_values_of_the_wrong_type_are_ignored(user_folder):
    user_folder.mkdir(parents=True, exist_ok=True)
    (user_folder / "settings.json").write_text(json.dumps({"master_volume": True, "fullscreen": 1, "language": "ja"}))
    loaded = Settings.load()
    assert loaded.master_volume == Settings().master_volume and loaded.fullscreen is False
    assert loaded.language == "ja"


def test_the_menu_replays_the_autosave_once_per_version_of_the_file(app, monkeypatch):
    import scenes.autosave as autosave_module
    from game.engine.record import Seat
    from game.engine.session import Session
    from game.examples.highcard import GAME

    calls = []
    real = autosave_module.load_record
    monkeypatch.setattr(autosave_module, "load_record", lambda *a: calls.append(1) or real(*a))
    session = Session.new(GAME, [Seat("A"), Seat("B")], 5, autosave=autosave_path())
    session.act(session.legal()[0])
    menu = MainMenu(app)
    app.push(menu)
    for _ in range(5):  # back from Settings, Rules, About...
        menu.resume()
    assert len(calls) == 1 and menu.saved is not None
    session.act(session.legal()[0])
    menu.resume()
    assert len(calls) == 2 and len(menu.saved[0].actions) == 2
    assert check_autosave() is check_autosave()
