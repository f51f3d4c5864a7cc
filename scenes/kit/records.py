"""Finished games kept in the user's config folder: the statistics file and the
records of the last games (each one a replay).

Nothing here may stop the app: a folder that cannot be written loses the numbers,
never the game; a damaged statistics file is set aside with a message and a fresh
one is started.
"""

from __future__ import annotations

import time
from pathlib import Path

from game.engine import stats
from game.engine.safeload import read_bounded
from game.engine.stats import Finished

from .settings import config_dir, write_atomic

KEPT_RECORDS = 50  # the newest finished games kept as replays
STATS_CAP = 4 * 1024 * 1024  # bytes: a larger statistics file is damaged, not read


def stats_path() -> Path:
    return config_dir() / "stats.json"


def records_dir() -> Path:
    return config_dir() / "records"


def load_games() -> tuple[list[Finished], str]:
    """The finished games, and a message when the file had to be set aside ('' if not)."""
    try:
        data = read_bounded(stats_path(), STATS_CAP)  # a regular file, read within the cap
        return stats.loads(data.decode("utf-8")), ""
    except FileNotFoundError:
        return [], ""
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        reason = _set_aside(exc)
        games = rebuild_from_records()  # the replays are kept apart: the list comes back from them
        if games:
            try:
                write_atomic(stats_path(), stats.dumps(games))
            except OSError:
                pass
        return games, reason


def rebuild_from_records() -> list[Finished]:
    """The finished games as the kept records tell them (replayed, each checked), oldest first;
    a record that cannot be read is left out."""
    from game.engine import registry
    from game.engine.record import RecordError, load_record

    games: list[Finished] = []
    try:
        paths = sorted(records_dir().glob("*.json"), key=lambda p: p.stat().st_mtime)
    except OSError:
        return games
    for path in paths:
        try:
            record, state = load_record(path, registry.all_games())
            if state.to_act is None and state.result is not None:
                entry = stats.finished(record, state.result, path.stat().st_mtime)
                if entry.key == path.stem:
                    stats.add_once(games, entry)
        except (RecordError, OSError):
            continue
    return games


def _set_aside(exc: Exception) -> str:
    reason = str(exc).splitlines()[0][:80] if str(exc) else type(exc).__name__
    try:
        path = stats_path()
        path.rename(path.with_name(f"stats.damaged-{time.strftime('%Y%m%d-%H%M%S')}.json"))
    except OSError:
        pass
    return reason


def keep_finished(session, when: float | None = None) -> bool:
    """Count a finished game once and keep its record as a replay. False when it was
    counted before or could not be written."""
    if not session.over or session.result is None:
        return False
    entry = stats.finished(session.record, session.result, time.time() if when is None else when)
    games, _ = load_games()
    if not stats.add_once(games, entry):
        return False
    try:
        write_atomic(stats_path(), stats.dumps(games))
        folder = records_dir()
        folder.mkdir(parents=True, exist_ok=True)
        session.record.save(folder / f"{entry.key}.json")
        _prune(folder)
    except OSError:
        return False
    return True


def _prune(folder: Path, keep: int = KEPT_RECORDS) -> None:
    kept = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime)
    for old in kept[:-keep] if keep else kept:
        old.unlink(missing_ok=True)


def kept_record(key: str) -> Path | None:
    path = records_dir() / f"{key}.json"
    return path if path.is_file() else None
