"""A config folder that cannot take our files never closes the app: it starts, says once
that games will not be saved and why, and plays on. The crash handler never raises.

Tests run as root here, so chmod does not stop a write: an unwritable folder is made of
a file in the folder's place, a path under a file, a real 64 KB tmpfs filled up (when
mounting is allowed), or os calls made to fail with ENOSPC or EROFS.
"""

import errno
import os
import subprocess

import pygame
import pytest

from game.engine import registry
from game.engine.record import Seat
from scenes.kit import storage
from scenes.kit.crash_log import write_crash_log
from scenes.kit.scene import Scene
from scenes.kit.settings import Settings, autosave_path
from scenes.shell.app import App
from scenes.shell.crash import CrashScene
from scenes.shell.menu import MainMenu
from scenes.tables import start_game


def start_app():
    app = App((1280, 720), headless=True)
    menu = MainMenu(app)
    app.push(menu)
    app.frame(1 / 60)
    return app, menu


def play_some_moves(app, moves=3):
    from scenes.kit.curtain import Curtain

    start_game(app, registry.get("highcard"), [Seat("A"), Seat("B")], 7, {})
    table = next(scene for scene in app.scenes if hasattr(scene, "session"))
    for _ in range(moves):
        while isinstance(app.top, Curtain):  # hot seat: each player is called to the table
            app.top.ready()
        assert table.submit(table.session.legal()[0])
        app.frame(1 / 60)
    return table


def unsaved_notices(menu):
    return [args["why"] for key, args in menu.notices if key == "app.storage.unsaved"]


def assert_plays_on_unsaved(app, why):
    table = play_some_moves(app)
    assert table.session.saved is False and storage.game_saved(app) is False
    assert app.settings.save() is False
    app.set_language("ja")  # saves the settings: must not raise
    app.toggle_fullscreen()
    app.frame(1 / 60)
    assert app.banner is None  # already said at start: not said again
    assert not os.path.isfile(autosave_path())


def said_on_the_menu(app, menu, monkeypatch) -> list[str]:
    from sprites import theme

    said: list[str] = []
    real_render = theme.render_text
    monkeypatch.setattr(theme, "render_text", lambda words, *a, **k: said.append(words) or real_render(words, *a, **k))
    app.frame(1 / 60)
    monkeypatch.setattr(theme, "render_text", real_render)
    return said


def test_home_that_is_a_file(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.write_text("I am a file")
    monkeypatch.setenv("SEVEN_TABLES_HOME", str(home))
    app, menu = start_app()
    assert unsaved_notices(menu) == ["app.storage.why.notfolder"]
    said = " ".join(said_on_the_menu(app, menu, monkeypatch))
    assert "home is a file where the settings folder should be" in said, said  # the file, named
    assert_plays_on_unsaved(app, "notfolder")
    assert home.read_text() == "I am a file"
    from scenes.tables.freetable.scene import FreeTable

    app.reset_to(MainMenu(app))
    table = FreeTable(app)
    app.push(table)
    table.submit(table.session.legal()[0])
    app.frame(1 / 60)
    assert table.session.saved is False and len(table.session.record.actions) == 1


def test_home_under_a_file_names_the_file_in_the_way(tmp_path, monkeypatch):
    """The settings folder is not the culprit when a file stands on the way to it: the
    message names that file."""
    (tmp_path / "file").write_text("x")
    monkeypatch.setenv("SEVEN_TABLES_HOME", str(tmp_path / "file" / "deeper" / "home"))
    app, menu = start_app()
    assert unsaved_notices(menu) == ["app.storage.why.underfile"]
    said = " ".join(said_on_the_menu(app, menu, monkeypatch))
    assert "file is a file, so the settings folder cannot be made in it" in said, said
    assert storage.file_in_the_way(tmp_path / "file" / "deeper" / "home") == tmp_path / "file"
    app.set_language("ja")
    said = " ".join(said_on_the_menu(app, menu, monkeypatch))
    assert "file がファイルのため" in said, said
    assert_plays_on_unsaved(app, "underfile")


def test_a_long_path_is_shown_by_its_last_parts():
    from pathlib import Path

    long = Path("/srv/a-rather-long-folder-name/another-long-folder-name/seven-tables/settings-home")
    words = storage.shown(long)
    assert len(words) <= 44 and words.endswith("seven-tables/settings-home") and words.startswith("…")
    assert storage.shown(Path.home() / "x") == "~/x"


@pytest.mark.parametrize(("code", "why"), [(errno.ENOSPC, "full"), (errno.EROFS, "readonly"),
                                           (errno.EACCES, "readonly"), (errno.EIO, "other")])
def test_a_folder_that_refuses_writes(monkeypatch, code, why):
    def refuse(fd):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "fsync", refuse)  # every writer syncs before it renames
    app, menu = start_app()
    assert unsaved_notices(menu) == [f"app.storage.why.{why}"]
    assert_plays_on_unsaved(app, why)
    assert list(autosave_path().parent.glob("*.tmp")) == []  # no temporaries left behind


def test_a_save_that_fails_during_play_is_said_once_and_the_game_goes_on(monkeypatch):
    app, menu = start_app()
    assert menu.notices == []
    table = play_some_moves(app, 1)
    assert table.session.saved is True and storage.game_saved(app)

    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("game.engine.record.os.replace", full)
    table.submit(table.session.legal()[0])
    app.frame(1 / 60)
    assert table.session.saved is False and not storage.game_saved(app)
    key, args, _ = app.banner
    assert (key, args) == ("app.storage.unsaved", {"why": "app.storage.why.full"})
    first_banner = app.banner
    while not table.session.over:
        table.submit(table.session.legal()[0])
        app.frame(1 / 60)
    assert app.banner is first_banner
    monkeypatch.undo()
    app.frame(1 / 60)


def test_the_banner_is_drawn_in_the_players_language(monkeypatch, tmp_path):
    app, _ = start_app()
    app.set_language("ja")
    app.banner = ("app.storage.unsaved", {"why": "app.storage.why.full"}, app.time + 5)
    app.frame(1 / 60)
    app.screenshot(tmp_path / "banner.png")
    assert app.t("app.storage.unsaved", why=app.t("app.storage.why.full")).startswith("ゲームは保存されません")


@pytest.fixture
def full_tmpfs(tmp_path):
    """A real 64 KB tmpfs, filled up; skipped where mounting is not allowed."""
    mount = tmp_path / "small"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        home = mount / "home"
        home.mkdir()
        with open(mount / "filler", "wb", buffering=0) as out:
            try:
                while True:
                    out.write(b"\0" * 4096)
            except OSError as exc:
                assert exc.errno == errno.ENOSPC
        yield home
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def test_a_full_disk(full_tmpfs, monkeypatch):
    monkeypatch.setenv("SEVEN_TABLES_HOME", str(full_tmpfs))
    app, menu = start_app()
    assert unsaved_notices(menu) == ["app.storage.why.full"]
    assert_plays_on_unsaved(app, "full")
    assert [p.name for p in full_tmpfs.iterdir()] == []


def test_orphan_temporaries_of_a_killed_save_are_removed_at_start(user_folder):
    from game.engine.session import Session

    session = Session.new(registry.get("highcard"), [Seat("A"), Seat("B")], 3, autosave=autosave_path())
    session.act(session.legal()[0])
    text = autosave_path().read_text(encoding="utf-8")
    orphans = ["autosave.jsonk2j4h1.tmp", "freetable.json_x8.tmp", "settings.jsonq.tmp"]
    kept = ["autosave.json", "notes.tmp", "autosave.refused-20260101-000000.json"]
    for name in orphans + kept[1:]:
        (user_folder / name).write_text(text[: len(text) // 2], encoding="utf-8")  # cut short by the kill
    _, menu = start_app()
    assert sorted(p.name for p in user_folder.iterdir()) == sorted(kept)
    assert menu.saved is not None and menu.notices == []


def test_the_crash_log_falls_back_to_the_temporary_folder(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.write_text("a file")
    monkeypatch.setenv("SEVEN_TABLES_HOME", str(home))
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    path = write_crash_log("Traceback: boom")
    assert path is not None and path.parent == tmp_path / "tmp" / "seven-tables-crashes"
    assert "Traceback: boom" in path.read_text(encoding="utf-8")


@pytest.mark.parametrize("failure", [OSError(errno.ENOSPC, "No space left on device"), RuntimeError("odd"),
                                     UnicodeEncodeError("utf-8", "x", 0, 1, "bad")])
def test_the_crash_handler_never_raises_with_a_failing_writer(monkeypatch, capsys, failure):
    def fail(*args, **kwargs):
        raise failure

    monkeypatch.setattr("pathlib.Path.write_text", fail)
    monkeypatch.setattr("platform.platform", fail)  # even the report's header fails
    assert write_crash_log("Traceback: boom") is None
    assert "Traceback: boom" in capsys.readouterr().err


class Boom(Scene):
    name = "boom"

    def draw(self, surface):
        raise RuntimeError("the table fell over")


def test_a_crash_with_nowhere_to_write_still_shows_the_crash_screen(monkeypatch):
    def fail(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    app, _ = start_app()
    monkeypatch.setattr("pathlib.Path.write_text", fail)
    app.push(Boom(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert isinstance(app.scenes[-1], CrashScene) and app.crash_log is None


def test_a_crash_screen_that_cannot_open_ends_the_app_cleanly(monkeypatch):
    def broken(self, app, log):
        raise RuntimeError("no crash screen either")

    app, _ = start_app()
    monkeypatch.setattr(CrashScene, "__init__", broken)
    app.push(Boom(app))
    assert app.run() == 1


def test_settings_save_reports_failure_instead_of_raising(tmp_path):
    (tmp_path / "file").write_text("x")
    assert Settings().save(tmp_path / "file" / "settings.json") is False
    assert Settings().save(tmp_path / "settings.json") is True


def test_not_saving_is_said_on_every_menu_visit_and_in_the_pause_menu(tmp_path, monkeypatch):
    """Issue 25: the menu said it once, then never again; the pause menu said "saved after
    every action" when nothing was saved."""
    from scenes.kit.dialogs import PauseMenu
    from sprites import theme

    home = tmp_path / "home"
    home.write_text("I am a file")
    monkeypatch.setenv("SEVEN_TABLES_HOME", str(home))
    app, menu = start_app()
    assert unsaved_notices(menu) == ["app.storage.why.notfolder"]
    table = play_some_moves(app, 1)
    said: list[str] = []
    real_render = theme.render_text
    monkeypatch.setattr(theme, "render_text", lambda words, *a, **k: said.append(words) or real_render(words, *a, **k))
    pause = PauseMenu(app, table)
    app.push(pause)
    app.frame(1 / 60)
    unsaved = storage.say(app.t, "app.storage.unsaved", storage.why_args(NotADirectoryError(errno.ENOTDIR, "", str(home))))
    assert "home is a file" in unsaved
    shown = "".join(said).replace(" ", "")  # the footer may wrap the sentence onto lines of its own
    assert unsaved.replace(" ", "") in shown and app.t("app.pause.saved") not in said
    for _ in range(2):  # back to the menu, twice: said each time
        again = MainMenu(app)
        app.reset_to(again)
        app.frame(1 / 60)
        assert unsaved_notices(again) == ["app.storage.why.notfolder"]
