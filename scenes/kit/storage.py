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
    unsaved_why: str | None = None  # catalog key: why games are not saved, said on every menu visit

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
        self.unsaved_why = why_key(exc)
        if not self.told_unsaved:
            self.told_unsaved = True
            self.notices.append(("app.storage.unsaved", {"why": why_key(exc)}))

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
