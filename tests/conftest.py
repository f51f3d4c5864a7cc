"""Headless by default: SDL must be told before pygame is imported anywhere."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SEVEN_TABLES_STRICT_TEXT", "1")  # a template missing an argument fails the test

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def user_folder(tmp_path, monkeypatch):
    """Settings, autosaves and crash logs of a test go to its own folder."""
    home = tmp_path / "home"
    monkeypatch.setenv("SEVEN_TABLES_HOME", str(home))
    return home
