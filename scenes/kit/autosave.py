"""The autosave of the game in progress, in the user's config folder.

It is validated and replayed once per version of the file (known by size, time
and inode), not each time the menu is shown. A file that is refused is kept for
a bug report under another name, so the next start does not meet it again.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine import registry
from game.engine.record import RecordError, load_record
from game.engine.safeload import short

from .settings import autosave_path


@dataclass(frozen=True)
class Found:
    """What the autosave holds: (record, state) of an unfinished game or None;
    `reason` (English, short) when it was refused; `aside` the name the refused
    file was kept under ('' if it could not be moved, or nothing was refused now)."""

    saved: tuple[Any, Any] | None
    reason: str = ""
    aside: str = ""


# The longest real game saves about 0.1 MB (Whisper, six players, nine rounds). A file 40
# times that is forged or damaged: refused by its size before it is parsed, so the menu
# comes first (a 50 MB one took 2-5 s and 600 MB before the first frame).
AUTOSAVE_CAP = 4 * 1024 * 1024

_known: dict[str, tuple[tuple, Found]] = {}  # path -> ((size, mtime, inode), what was found): the latest only


def _identity(path: Path) -> tuple | None:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError:  # a path under a file, a loop of links: there is no saved game
        return None
    return (info.st_size, info.st_mtime_ns, info.st_ino)


def check_autosave() -> Found:
    """The autosave, validated once per version of the file."""
    path = autosave_path()
    key = _identity(path)
    if key is None:
        return Found(None)
    known = _known.get(str(path))
    if known is not None and known[0] == key:
        return known[1]
    try:
        record, state = load_record(path, registry.all_games(), AUTOSAVE_CAP)
    except RecordError as exc:
        found = Found(None, short(exc), set_aside(path, exc))
        if not found.aside:  # still there: remember the refusal, but do not tell it again
            _known[str(path)] = (key, Found(None, found.reason))
        return found
    found = Found((record, state) if state.to_act is not None else None)
    _known[str(path)] = (key, found)
    return found


def take(found: Found) -> None:
    """The menu hands this saved game to a table, which changes its state in place:
    forget it, so that a return to the menu reads the file again."""
    for path, (_, known) in list(_known.items()):
        if known is found:
            del _known[path]


def set_aside(path: Path, reason: object, stem: str | None = None, suffix: str = ".json") -> str:
    """Rename a refused file to autosave.refused-<time>.json (its reason beside it in
    a .txt; `stem` and `suffix` name another kind of file); the new name, or '' when the
    folder does not allow it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        aside = path.with_name(f"{stem or path.stem}.refused-{stamp}{f'-{n}' if n else ''}{suffix}")
        if not os.path.lexists(aside) and not os.path.lexists(aside.with_suffix(".txt")):
            break
    try:
        os.replace(path, aside)
    except OSError:
        return ""
    try:
        aside.with_suffix(".txt").write_text(f"{short(reason, 2000)}\n", encoding="utf-8")
    except OSError:
        pass
    return aside.name


def load_autosave():
    """(record, state) of the unfinished game, or (None, reason) when there is none
    or it cannot be loaded (the reason is shown; the file is kept for a bug report)."""
    found = check_autosave()
    return found.saved, found.reason


def clear_autosave() -> None:
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError:
        pass
