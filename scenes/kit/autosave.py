"""The autosave of the game in progress, in the user's config folder, and the unfinished
games that wait beside it.

A new game never replaces an unfinished one: before it takes the autosave, the game there
moves to waiting/ (`shelve_autosave`), and Resume lists every game that waits (the
autosave first, then waiting/, newest first). Resuming one of waiting/ swaps it with the
autosave (`bring_forward`). The file of each game is its record, a dict that may carry
more (a network host's join code and seats).

Each file is validated and replayed once per version (known by size, time and inode), not
each time the menu is shown. A file that is refused is kept for a bug report under another
name, so the next start does not meet it again, and the refusal is said once on screen.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
_told: dict[str, list[tuple[str, dict]]] = {}  # user folder -> refusals not yet said on screen (`tell`, `said`)


def _identity(path: Path) -> tuple | None:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError:  # a path under a file, a loop of links: there is no saved game
        return None
    return (info.st_size, info.st_mtime_ns, info.st_ino)


def load_record(path: Path, games: dict, cap: int):
    """The record module's own, imported when there is a game to check (not at start-up)."""
    from game.engine.record import load_record as load

    return load(path, games, cap)


def check_autosave() -> Found:
    """The autosave, validated once per version of the file."""
    return check_file(autosave_path())


def check_file(path: Path) -> Found:
    """A saved game, validated once per version of the file; a refused one is set aside."""
    key = _identity(path)
    if key is None:
        return Found(None)
    known = _known.get(str(path))
    if known is not None and known[0] == key:
        return known[1]
    from game.engine import registry
    from game.engine.record import RecordError
    from game.engine.safeload import short

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
    from game.engine.safeload import short

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


# -- the games that wait -------------------------------------------------------------------
@dataclass(frozen=True)
class Waiting:
    """An unfinished game under Resume: its file, record and state, and when it was last saved."""

    path: Path
    record: Any
    state: Any
    when: float


def waiting_dir() -> Path:
    return autosave_path().parent / "waiting"


def _waiting_files() -> list[Path]:
    try:
        return [p for p in waiting_dir().glob("*.json") if ".refused-" not in p.name]
    except OSError:
        return []


def waiting_count() -> int:
    """How many games wait under Resume (the autosave counted when it holds one), without
    reading the files of waiting/."""
    return (check_autosave().saved is not None) + len(_waiting_files())


def refused_notice(found: Found) -> tuple[str, dict] | None:
    return ("app.menu.resume.refused", {"name": found.aside}) if found.aside else None


def waiting_games() -> list[Waiting]:
    """Every game that waits: the autosave first, then waiting/ newest first. A file refused
    now is set aside, and said once (`take_notices`)."""
    games = []
    for path in [autosave_path(), *sorted(_waiting_files(), key=_mtime, reverse=True)]:
        found = check_file(path)
        notice = refused_notice(found)
        if notice is not None:
            tell(notice)
        if found.saved is not None:
            games.append(Waiting(path, *found.saved, _mtime(path)))
    return games


def _mtime(path: Path) -> float:
    try:
        return os.stat(path).st_mtime
    except OSError:
        return 0.0


def shelve_autosave() -> str:
    """Before a new game takes the autosave: the unfinished game there moves to waiting/,
    where Resume finds it; its new name, or '' when nothing waited (a damaged file is set
    aside instead, and said at the next menu)."""
    path = autosave_path()
    found = check_autosave()
    notice = refused_notice(found)
    if notice is not None:
        tell(notice)
    if found.saved is None:
        return ""
    record, _ = found.saved
    folder = waiting_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        target = folder / f"{record.game}-{stamp}{f'-{n}' if n else ''}.json"
        if not os.path.lexists(target):
            break
    try:
        folder.mkdir(parents=True, exist_ok=True)
        os.replace(path, target)
    except OSError:
        return ""
    take(found)
    return target.name


def bring_forward(game: Waiting) -> None:
    """The player resumes `game`: it becomes the autosave (the game there takes its place
    in waiting/)."""
    if game.path == autosave_path():
        return
    shelve_autosave()
    os.replace(game.path, autosave_path())
    _known.pop(str(game.path), None)


def discard(game: Waiting) -> None:
    """The player gives up a waiting game (after saying so)."""
    try:
        game.path.unlink()
    except OSError:
        pass
    _known.pop(str(game.path), None)


def _unsaid() -> list[tuple[str, dict]]:
    return _told.setdefault(str(autosave_path().parent), [])


def tell(notice: tuple[str, dict]) -> None:
    """A save was set aside: to be said on screen once."""
    _unsaid().append(notice)


def pending() -> list[tuple[str, dict]]:
    """What is still to be said (a screen shows it, then calls `said`)."""
    return list(_unsaid())


def said(notices: list[tuple[str, dict]]) -> None:
    unsaid = _unsaid()
    for notice in notices:
        if notice in unsaid:
            unsaid.remove(notice)


def take_notices() -> list[tuple[str, dict]]:
    """What is still to be said, for a screen that shows it at once."""
    notices = pending()
    said(notices)
    return notices
