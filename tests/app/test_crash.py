"""An unexpected error writes a crash log, says so on screen, and keeps the window."""

import pygame

from scenes.kit.scene import Scene
from scenes.shell.crash import CrashScene


class Boom(Scene):
    name = "boom"

    def draw(self, surface):
        raise RuntimeError("the table fell over")


def test_an_error_in_a_scene_becomes_a_crash_log_and_a_crash_screen(app, user_folder):
    app.push(Boom(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # end the loop after this frame
    assert app.run() == 0
    logs = list((user_folder / "crashes").glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "RuntimeError: the table fell over" in text and "Python" in text
    assert isinstance(app.scenes[-1], CrashScene) and app.crash_log == logs[0]


def _crash_over(app, scene) -> CrashScene:
    app.push(scene)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    crash = app.scenes[-1]
    assert isinstance(crash, CrashScene)
    return crash


def test_the_crash_screen_says_nothing_of_a_save_when_no_game_existed(app, user_folder):
    from scenes.shell.menu import MainMenu

    app.push(MainMenu(app))
    crash = _crash_over(app, Boom(app))
    assert not crash.saved
    assert "saved" not in crash.body() and "resumed" not in crash.body()
    app.settings.language = "ja"
    app.t.language = "ja"
    assert "保存されて" not in crash.body() and str(crash.log) in crash.body()


def test_the_crash_screen_says_the_game_was_saved_when_one_was(app, user_folder):
    from game.engine import registry
    from game.engine.record import Seat
    from scenes.kit.settings import autosave_path
    from scenes.tables import start_game

    game = registry.get("requiem")
    seats = [Seat("A"), Seat("B", "normal"), Seat("C", "normal")]
    start_game(app, game, seats, 3, game.resolve_options(len(seats), {}))
    assert autosave_path().exists()
    crash = _crash_over(app, Boom(app))
    assert crash.saved
    assert "was saved" in crash.body() and "resumed" in crash.body()


def test_a_game_whose_last_save_failed_is_not_called_saved(app, user_folder):
    from game.engine import registry
    from game.engine.record import Seat
    from scenes.tables import start_game

    game = registry.get("requiem")
    seats = [Seat("A"), Seat("B", "normal"), Seat("C", "normal")]
    start_game(app, game, seats, 3, game.resolve_options(len(seats), {}))
    app.top.session.saved = False  # the folder refused the last autosave; an older file remains
    crash = _crash_over(app, Boom(app))
    assert not crash.saved and "was saved" not in crash.body()


def test_a_crash_report_that_could_not_be_written_is_said_plainly(app, user_folder):
    from scenes.shell.crash import CrashScene

    crash = CrashScene(app, None)
    assert "None" not in crash.body() and "No crash report" in crash.body()
