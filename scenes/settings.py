"""The user's settings and where the user's files live.

Settings, the autosave and crash logs live in the user's config folder (never
beside the program). SEVEN_TABLES_HOME overrides it (tests, portable installs).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path

ORG, APP = "SevenTables", "seven-tables"


def config_dir() -> Path:
    override = os.environ.get("SEVEN_TABLES_HOME")
    if override:
        path = Path(override)
    else:
        try:
            import pygame.system

            path = Path(pygame.system.get_pref_path(ORG, APP))
        except Exception:  # no SDL pref path on this platform: fall back to home
            path = Path.home() / ".config" / APP
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return config_dir() / "autosave.json"


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 4.0)
THINK_TIMES = (0.5, 1.0, 2.0)  # seconds a decision for AI · Hard


@dataclass
class Settings:
    language: str = "en"
    master_volume: float = 0.8
    effects_volume: float = 0.8
    music_volume: float = 0.5
    animation_speed: float = 1.0
    fullscreen: bool = False
    show_hints: bool = True
    hard_think: float = 1.0  # seconds AI · Hard may think a decision

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """Read the settings; a missing or damaged file gives the defaults."""
        path = path or config_dir() / "settings.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for f in fields(cls):
            value = data.get(f.name)
            if value is not None and isinstance(value, type(getattr(settings, f.name))):
                setattr(settings, f.name, value)
            elif isinstance(getattr(settings, f.name), float) and isinstance(value, int):
                setattr(settings, f.name, float(value))
        settings.clamp()
        return settings

    def clamp(self) -> None:
        if self.language not in ("en", "ja"):
            self.language = "en"
        for name in ("master_volume", "effects_volume", "music_volume"):
            setattr(self, name, min(1.0, max(0.0, getattr(self, name))))
        self.animation_speed = min(4.0, max(0.25, self.animation_speed))
        self.hard_think = min(max(THINK_TIMES), max(min(THINK_TIMES), self.hard_think))

    def save(self, path: Path | None = None) -> None:
        path = path or config_dir() / "settings.json"
        write_atomic(path, json.dumps(asdict(self), indent=1))
