"""A saved record that grows by one line per action, for sessions too long to rewrite at
every move (the Free Table lives for thousands of gestures).

The record file itself is the ordinary GameRecord save, written whole only when a journal
starts: a new table, a load, an undo. Every later action is appended to its companion
`<name>.moves`, one JSON line each, so saving a move costs the same at move 2,000 as at
move 2. A program that does not know the journal still reads the record (it resumes at
the last time the table was opened).

    <name>.moves, line 1:  {"format": "seven-tables-moves", "version": 1,
                            "record": <the record's checksum>, "base": <its action count>}
    each further line:     {"action": ..., "barrier": bool, "actor": int, "check": <hex>}

`check` chains each line to the previous one (the first to the record's checksum), so an
edited, reordered or foreign journal is refused. A journal naming another record is stale
(the record was rewritten after it) and is ignored. A last line cut short by a kill is
dropped: that action was never saved.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .contract import GameDef, IllegalAction
from .record import MAX_RECORD_BYTES, GameRecord, RecordError, load_record
from .safeload import UnsafeFile, parse_json, read_bounded
from .session import Session

MOVES_FORMAT = "seven-tables-moves"
MOVES_VERSION = 1


class JournalError(RecordError):
    """The journal is refused; the record before it is sound."""


def moves_path(path: str | os.PathLike) -> Path:
    path = Path(path)
    return path.with_name(path.name + ".moves")


def _chain(previous: str, entry: dict) -> str:
    canonical = json.dumps(entry, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256((previous + canonical).encode("utf-8")).hexdigest()[:32]


def _entry(record: GameRecord, index: int) -> dict:
    return {"action": record.actions[index].to_json(), "barrier": bool(record.barriers[index]),
            "actor": record.actors[index]}


class JournalSession(Session):
    """A Session whose autosave is a record plus its journal of later actions."""

    def __init__(self, *args: Any, **kwargs: Any):
        self._on_disk: int | None = None  # actions saved (record + journal); None: nothing written yet
        self._tail = ""  # the check of the journal's last line
        super().__init__(*args, **kwargs)

    def save(self) -> None:
        if self.autosave is not None:
            path = Path(self.autosave)
            count = len(self.record.actions)
            try:
                if self.over:
                    path.unlink(missing_ok=True)
                    moves_path(path).unlink(missing_ok=True)
                    self._on_disk = None
                elif self._on_disk is not None and count == self._on_disk + 1:
                    self._append(path, count - 1)
                elif count != self._on_disk:
                    self.compact()
            except OSError as exc:  # as Session.save: noted, never raised; the next save rewrites all
                self.saved, self.save_error = False, exc
                self._on_disk = None
            else:
                self.saved, self.save_error = True, None
        if self.on_save is not None:
            self.on_save(self.record)

    def compact(self) -> None:
        """Write the whole record and start an empty journal after it. The record is replaced
        first: until the new journal is in place the old one names the old record and is
        ignored, so a kill at any point loses nothing that the record does not hold."""
        path = Path(self.autosave)
        self.record.save(path)
        checksum = self.record.to_json()["checksum"]
        header = {"format": MOVES_FORMAT, "version": MOVES_VERSION, "record": checksum,
                  "base": len(self.record.actions)}
        journal = moves_path(path)
        fd, tmp = tempfile.mkstemp(prefix=journal.name, suffix=".tmp", dir=journal.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(json.dumps(header) + "\n")
            os.replace(tmp, journal)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        self._on_disk = len(self.record.actions)
        self._tail = checksum

    def _append(self, path: Path, index: int) -> None:
        entry = _entry(self.record, index)
        entry["check"] = self._tail = _chain(self._tail, entry)
        # flushed to the system at once (a crash or a kill loses nothing); not fsync'd per move
        with open(moves_path(path), "a", encoding="utf-8") as out:
            out.write(json.dumps(entry, ensure_ascii=False) + "\n")
        self._on_disk = index + 1


def load_journaled(path: str | os.PathLike, games: dict[str, GameDef]) -> tuple[GameRecord, Any]:
    """Read a record (load_record: every check of an ordinary save), then its journal's actions
    played on from there; RecordError with a readable reason (JournalError when the record is
    sound and only its journal is refused). The journal is read as every file is
    (game.engine.safeload): a regular file of bounded size, each line parsed with limits."""
    record, state = load_record(path, games)
    journal = moves_path(path)
    try:
        data = read_bounded(journal, MAX_RECORD_BYTES)
        text = data.decode("utf-8")
        checksum = _checksum(path)
    except FileNotFoundError:
        return record, state
    except UnsafeFile as exc:
        raise JournalError(f"the move journal is refused: {exc}") from None
    except UnicodeDecodeError:
        raise JournalError("the move journal is refused: it is not text (damaged?)") from None
    lines = text.split("\n")
    try:
        header = parse_json(lines[0])
    except UnsafeFile:
        raise JournalError("the move journal is damaged: its first line is not a header") from None
    if not isinstance(header, dict) or header.get("format") != MOVES_FORMAT:
        raise JournalError("the move journal is not a Seven Tables move journal")
    version = header.get("version")
    if type(version) is not int or version > MOVES_VERSION:
        raise JournalError(f"the move journal was written by a newer Seven Tables (journal version "
                           f"{str(version)[:20]}; this one reads up to {MOVES_VERSION})")
    if header.get("record") != checksum or header.get("base") != len(record.actions):
        return record, state  # stale: the record was rewritten after this journal began
    game = games[record.game]
    tail = checksum
    body = lines[1:]
    for number, line in enumerate(body, start=2):
        if not line.strip():
            continue
        last = all(not rest.strip() for rest in body[number - 1:])
        try:
            entry = parse_json(line)
            check = entry.pop("check")
            if check != _chain(tail, entry):
                raise ValueError("check")
            action = game.decode_action(entry["action"])
            barrier, actor = entry["barrier"], entry["actor"]
            if type(barrier) is not bool or type(actor) is not int:
                raise ValueError("types")
        except (ValueError, KeyError, TypeError, AttributeError):  # UnsafeFile is a ValueError
            if last and not text.endswith("\n"):
                break  # cut short by a kill mid-write: that action was never saved
            raise JournalError(f"the move journal is damaged or was edited at line {number}") from None
        index = len(record.actions) + 1
        if state.to_act != actor:
            raise JournalError(f"action {index} of the journal names seat {actor}, but seat {state.to_act} "
                              "was to act: the file was forged or damaged")
        try:
            before = state.rng.state
            events = game.apply(state, action)
        except IllegalAction as exc:
            raise JournalError(f"action {index} of the journal is not legal there ({exc}): "
                              "the file was forged or damaged") from None
        record.actions.append(action)
        record.barriers.append(game.barrier(events, actor, state.rng.state != before))  # not the line's
        record.actors.append(actor)
        tail = check
    return record, state


def _checksum(path: str | os.PathLike) -> Any:
    """The record file's own checksum (the journal's header names it), read as load_record
    reads the file."""
    body = parse_json(read_bounded(path, MAX_RECORD_BYTES))
    return body.get("checksum") if isinstance(body, dict) else None
