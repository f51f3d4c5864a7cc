"""A record as a file a player can send: export a kept replay to the config folder's
`exports/`, import one dropped on the window. An import goes through the autosave's
own loader (game.engine.record.load_record), so a damaged, forged or newer file is
refused with its reason and nothing is half-opened."""

from __future__ import annotations

from pathlib import Path

from game.engine import registry
from game.engine.record import GameRecord, RecordError, load_record

from ..kit.autosave import AUTOSAVE_CAP
from ..kit.dialogs import Confirm, Notice
from ..kit.settings import autosave_path, config_dir
from ..tables import open_table
from ..tables.freetable.scene import save_path

IMPORT_CAP = 16 * 1024 * 1024  # bytes: a larger file is not a record


def exports_dir() -> Path:
    return config_dir() / "exports"


def export_record(source: Path) -> Path:
    """Check a kept record and write it to exports/ under a readable name; RecordError
    when it cannot be read, OSError when it cannot be written."""
    record, _ = load_record(source, registry.all_games())
    folder = exports_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{record.game}-{source.stem}.json"
    record.save(target)
    return target


def read_import(path: str | Path) -> tuple[GameRecord, object]:
    """The record and its replayed state; RecordError with a short reason, whatever the file."""
    path = Path(path)
    try:
        if not path.is_file():
            raise RecordError("it is not a file")
        if path.stat().st_size > IMPORT_CAP:
            raise RecordError("the file is far too large to be a game record")
    except OSError as exc:
        raise RecordError(f"the file cannot be read: {exc.strerror or exc}") from None
    try:
        return load_record(path, registry.all_games())
    except RecordError:
        raise
    except Exception as exc:  # noqa: BLE001 - a forged file may break a game's own code: refused, never a crash
        raise RecordError(f"the record cannot be replayed ({type(exc).__name__})") from None


def import_dropped(app, path: str | Path) -> bool:
    """Open a record dropped on the window: a finished game is watched, an unfinished one
    resumed (after asking, when a game in progress would go to wait under Resume). False
    when refused."""
    try:
        record, state = read_import(path)
    except RecordError as exc:
        app.push(Notice(app, "app.import.refused", str(exc)))
        app.play("failure")
        return False
    if state.to_act is None:
        app.open("replay", record)
        return True

    if len(record.dumps().encode("utf-8")) > AUTOSAVE_CAP:  # it could be played, but never resumed
        app.push(Notice(app, "app.import.refused", f"the game is too long to be resumed (its save would be more "
                                                   f"than {AUTOSAVE_CAP:,} bytes)"))
        app.play("failure")
        return False

    def resume() -> None:
        open_table(app, record, state, save=True)  # the game in progress waits under Resume, as the player was told

    if _saved_path(record.game).exists():
        app.push(Confirm(app, "app.import.replace", resume))
    else:
        resume()
    return True


def _saved_path(game_id: str) -> Path:
    """The save an unfinished game of `game_id` replaces (the Free Table keeps its own)."""
    return save_path() if game_id == "freetable" else autosave_path()
