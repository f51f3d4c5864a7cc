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
