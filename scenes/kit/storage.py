"""Can the config folder take our files? Asked once at start, told to the player once.

A read-only, full or missing folder (or SEVEN_TABLES_HOME naming a file) never
closes the app: it starts, says that games will not be saved and why, and plays
on. Temporary files left by a kill in the middle of a save are removed here too.
"""

from __future__ import annotations

import errno
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .settings import config_dir

# the atomic writers' temporaries: mkstemp(prefix=<name>, suffix=".tmp")
ORPHAN_PATTERNS = ("autosave.json*.tmp", "freetable.json*.tmp", "settings.json*.tmp")

# why games will not be saved, by errno: catalog keys app.storage.why.*
_WHY = {
    errno.ENOSPC: "full",
    getattr(errno, "EDQUOT", errno.ENOSPC): "full",
    errno.EROFS: "readonly",
    errno.EACCES: "readonly",
    errno.EPERM: "readonly",
    errno.ENOTDIR: "notfolder",
    errno.EEXIST: "notfolder",
}


def why_key(exc: BaseException | None) -> str:
    """The catalog key saying in a few words why a file could not be written."""
    reason = _WHY.get(getattr(exc, "errno", None), "other")
    return f"app.storage.why.{reason}"


def why_args(exc: BaseException | None) -> dict[str, str]:
    """The arguments of "games will not be saved: {why}": the reason's catalog key and, when
    a file stands where a folder must be, that file's path (the real culprit: the settings
    folder itself, or a file on the way to it)."""
    key = why_key(exc)
    if key != "app.storage.why.notfolder":
        return {"why": key}
    wanted = Path(getattr(exc, "filename", None) or config_dir())
    blocker = file_in_the_way(wanted)
    if blocker is None:
        return {"why": "app.storage.why.other"}
    if blocker == wanted:
        return {"why": key, "path": shown(blocker)}
    return {"why": "app.storage.why.underfile", "path": shown(blocker)}


def file_in_the_way(folder: Path) -> Path | None:
    """The nearest existing path at or above `folder` when it is not a folder, else None."""
    for path in (folder, *folder.parents):
        if os.path.lexists(path):
            return None if path.is_dir() else path
    return None


def shown(path: Path, most: int = 44) -> str:
    """A path as a player reads it: the home folder as ~, a long one by its last parts."""
    words = str(path)
    home = str(Path.home())
    if home not in ("", "/") and words.startswith(home + os.sep):
        words = "~" + words[len(home):]
    if len(words) <= most:
        return words
    parts = Path(words).parts
    tail = parts[-1]
    for part in reversed(parts[:-1]):
        if len(part) + len(tail) + 3 > most:
            break
        tail = os.path.join(part, tail)
    return "…" + os.sep + tail


def say(t, key: str, args: dict[str, Any]) -> str:
    """A notice in words: catalog keys among its arguments said too, with the same arguments."""
    words = {k: t(v, **args) if isinstance(v, str) and v.startswith("app.") else v for k, v in args.items()}
    return t(key, **words)


def check_folder(folder: Path | None = None) -> OSError | None:
    """Write, sync and remove a small file in the folder; the error if any step fails."""
    try:
        folder = folder or config_dir()
        if folder.exists() and not folder.is_dir():
            return NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder))
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".probe", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(b"\0" * 1024)
                out.flush()
                os.fsync(out.fileno())
        finally:
            Path(probe).unlink(missing_ok=True)
    except OSError as exc:
        return exc
    return None


def remove_orphans(folder: Path | None = None) -> list[str]:
    """Delete the temporaries a kill during a save left behind; the names removed."""
    removed = []
    try:
        folder = folder or config_dir()
        for pattern in (*ORPHAN_PATTERNS, ".probe*.tmp"):
            for path in folder.glob(pattern):
                try:
                    if path.is_file() and not path.is_symlink():
                        path.unlink()
                        removed.append(path.name)
                except OSError:
                    pass
    except OSError:
        pass
    return removed


@dataclass
class Storage:
    """What the app knows of its folder: the problem found at start (None: all
    well), the notices the menu still has to show, and whether it told of a save
    that failed during play."""

    problem: OSError | None = None
    notices: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    told_unsaved: bool = False
    unsaved_why: dict[str, str] | None = None  # why games are not saved (why_args), said on every menu visit

    @classmethod
    def start(cls) -> Storage:
        remove_orphans()
        storage = cls(check_folder())
        if storage.problem is not None:
            storage.tell_unsaved(storage.problem)
        return storage

    @property
    def writable(self) -> bool:
        return self.problem is None

    def tell_unsaved(self, exc: BaseException | None) -> None:
        """Queue "games will not be saved: <why>" unless it was said already."""
        self.unsaved_why = why_args(exc)
        if not self.told_unsaved:
            self.told_unsaved = True
            self.notices.append(("app.storage.unsaved", dict(self.unsaved_why)))

    def take_notices(self) -> list[tuple[str, dict[str, Any]]]:
        notices, self.notices = self.notices, []
        return notices


def game_saved(app) -> bool:
    """Was the game on the stack saved after its last action? (False when there is
    none, or when its last autosave failed.)"""
    for scene in reversed(getattr(app, "scenes", [])):
        session = getattr(scene, "session", None)
        if session is not None and getattr(session, "autosave", None) is not None:
            return session.saved is True and not session.over
    return False


def failed_session(app):
    """The session on the stack whose last autosave failed, if any."""
    for scene in getattr(app, "scenes", []):
        session = getattr(scene, "session", None)
        if session is not None and getattr(session, "saved", None) is False:
            return session
    return None
