"""Where settings, the autosave and crash logs live without SEVEN_TABLES_HOME: each
system's own place for an application's data (SDL's preference path)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from scenes.kit.settings import APP, ORG, config_dir


def test_config_folder_is_the_systems_own(monkeypatch, tmp_path):
    monkeypatch.delenv("SEVEN_TABLES_HOME", raising=False)
    if sys.platform == "darwin":
        expected = Path.home() / "Library" / "Application Support" / ORG / APP
    elif sys.platform == "win32":
        expected = Path(os.environ["APPDATA"]) / ORG / APP
    else:  # Linux and other XDG systems
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
        expected = tmp_path / "data" / ORG / APP
    folder = config_dir()
    assert folder.resolve() == expected.resolve()
    assert folder.is_dir()
