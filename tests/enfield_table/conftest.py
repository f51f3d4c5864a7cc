"""The headless app the Enfield table tests open their tables in."""

from __future__ import annotations

import pytest


class _Base:
    overlay = False

    def __init__(self, app):
        self.app = app

    def enter(self): ...
    def leave(self): ...
    def resume(self): ...
    def handle(self, event): ...
    def update(self, dt): ...
    def draw(self, surface): ...


@pytest.fixture
def app():
    from scenes.app import App
    from scenes.settings import Settings

    application = App((1280, 720), settings=Settings(), headless=True)
    application.push(_Base(application))
    yield application
    while application.scenes:
        application.scenes.pop()
