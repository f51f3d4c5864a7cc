"""Headless by default: SDL must be told before pygame is imported anywhere."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SEVEN_TABLES_STRICT_TEXT", "1")  # a template missing an argument fails the test

import pytest


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    """Settings, autosaves and crash logs of a test go to its own folder."""
    home = tmp_path / "home"
    monkeypatch.setenv("SEVEN_TABLES_HOME", str(home))
    return home


@pytest.fixture
def app():
    """A headless 1280×720 app with the menu's stand-in under whatever a test opens; a folder's
    own `app` fixture (a different size, the menu itself) overrides it."""
    from tests.privacy import table_app

    application = table_app()
    yield application
    application.scenes.clear()


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    """The Hint's search answers at once and briefly in tests (a table's own test of the worker,
    tests/kit/test_hint_search.py, undoes this): the same Hard, 20 ms, on the calling thread."""
    from concurrent.futures import Future

    from game.engine import hint

    monkeypatch.setattr(hint, "HINT_THINK", 0.02)

    def at_once(bot, observation, legal, rng):
        answer = Future()
        answer.set_result(bot.choose(observation, legal, rng))
        return answer

    try:
        import scenes.kit.table_keys as keys
    except ImportError:  # a test run without the front end
        return
    monkeypatch.setattr(keys, "ask_hint", at_once)

