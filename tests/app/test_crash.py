"""An unexpected error writes a crash log, says so on screen, and keeps the window."""

import pygame

from scenes.crash import CrashScene
from scenes.scene import Scene


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
    from scenes.menu import MainMenu

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
    from scenes.settings import autosave_path
    from scenes.tables import start_game

    game = registry.get("requiem")
    seats = [Seat("A"), Seat("B", "normal"), Seat("C", "normal")]
    start_game(app, game, seats, 3, game.resolve_options(len(seats), {}))
    assert autosave_path().exists()
    crash = _crash_over(app, Boom(app))
    assert crash.saved
    assert "was saved" in crash.body() and "resumed" in crash.body()
