"""The user's settings and where the user's files live.

Settings, the autosave and crash logs live in the user's config folder (never
beside the program). SEVEN_TABLES_HOME overrides it (tests, portable installs).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from game.engine.names import NAME_LEN  # the longest name the setup's name field takes
from game.engine.safeload import load_json_file

ORG, APP = "SevenTables", "seven-tables"


def config_dir() -> Path:
    """The folder, created if it can be; never raises (whether it can be written is
    storage.check_folder's question, asked once at start)."""
    override = os.environ.get("SEVEN_TABLES_HOME")
    if override:
        path = Path(override)
    else:
        try:
            import pygame.system

            path = Path(pygame.system.get_pref_path(ORG, APP))
        except Exception:  # no SDL pref path on this platform: fall back to home
            path = Path.home() / ".config" / APP
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:  # read-only, full, or a file in its place: nothing will be saved
        pass
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
AI_PACES = ("slow", "normal", "fast")  # how long each AI event stays before the next (scenes.table.PACE)
SETTINGS_BYTES = 64 << 10  # the file is a few hundred bytes; anything far larger is not ours
SETTINGS_DEPTH = 2  # one object of plain values
THINK_TIMES = (0.5, 1.0, 2.0)  # seconds a decision for AI · Hard
TEXT_SIZES = (100, 125, 150)  # per cent of the type scale (sprites.theme.text_scale)
CARD_SIZES = (100, 115, 130)  # per cent of the cards a player reads most (sprites.cards.card_scale)
NAMES_KEPT = 6  # one per seat of the largest table


def _first_tips_default() -> bool:
    """On for a new player. Off in a headless run (the dummy video driver: tests, tools,
    benches, screenshots), whose scripted clicks are meant for the table; the
    environment variable SEVEN_TABLES_FIRST_TIPS=1 or 0 says it outright."""
    said = os.environ.get("SEVEN_TABLES_FIRST_TIPS")
    if said in ("0", "1"):
        return said == "1"
    return os.environ.get("SDL_VIDEODRIVER") != "dummy"


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
    ai_pace: str = "normal"
    pause_after_ai: bool = False  # stop after each AI turn until Continue (or Space)
    player_names: list[str] = field(default_factory=list)  # the setup's names by seat; "" keeps the default
    first_tips: bool = field(default_factory=_first_tips_default)  # callouts the first time a table opens
    tips_seen: list = field(default_factory=list)  # the games whose first-game tips were shown
    text_size: int = 100  # one of TEXT_SIZES
    card_size: int = 100  # one of CARD_SIZES
    reduced_motion: bool = False  # things appear in place instead of sliding, flipping, shaking

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """Read the settings; a missing or damaged file gives the defaults."""
        path = path or config_dir() / "settings.json"
        try:  # a regular file under the cap, no NaN, no deep nesting (safeload)
            data = load_json_file(path, SETTINGS_BYTES, SETTINGS_DEPTH)
        except (OSError, ValueError):  # missing, unreadable, a folder, a pipe, damaged
            return cls()
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for f in fields(cls):
            value = data.get(f.name)
            default = getattr(settings, f.name)
            if type(value) is type(default):  # exactly: a bool is not a volume
                setattr(settings, f.name, value)
            elif type(default) is float and type(value) is int:
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
        if self.ai_pace not in AI_PACES:
            self.ai_pace = "normal"
        if self.text_size not in TEXT_SIZES:
            self.text_size = 100
        if self.card_size not in CARD_SIZES:
            self.card_size = 100
        self.player_names = [_name(v) for v in self.player_names[:NAMES_KEPT]]
        self.tips_seen = [g for g in self.tips_seen if isinstance(g, str) and len(g) <= 32][:32]

    def save(self, path: Path | None = None) -> bool:
        """Write the settings; False (and the settings kept for this run) when the
        folder cannot take them: storage never closes the app."""
        path = path or config_dir() / "settings.json"
        try:
            write_atomic(path, json.dumps(asdict(self), indent=1))
        except OSError:
            return False
        return True


def _name(value: object) -> str:
    """A remembered name as the name field would take it: text, printable, short ('' otherwise)."""
    if not isinstance(value, str):
        return ""
    return "".join(ch for ch in value if ch.isprintable()).strip()[:NAME_LEN]
