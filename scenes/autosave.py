"""The autosave of the game in progress, in the user's config folder."""

from __future__ import annotations

from game.engine import registry
from game.engine.record import RecordError, load_record

from .settings import autosave_path


def load_autosave():
    """(record, state) of the unfinished game, or (None, reason) when there is none
    or it cannot be loaded (the reason is shown; the file is kept for a bug report)."""
    path = autosave_path()
    if not path.exists():
        return None, ""
    try:
        record, state = load_record(path, registry.all_games())
    except RecordError as exc:
        return None, f"{exc}"
    if state.to_act is None:
        return None, ""
    return (record, state), ""


def clear_autosave() -> None:
    autosave_path().unlink(missing_ok=True)
