"""GameRecord: the save file, the replay, the undo history and the bug report.

A record is versioned JSON: game id, rules version, options, seed, seats and the
list of actions. Loading replays every action through the rules, so a damaged,
truncated, forged or newer file is refused with a readable reason and nothing is
half-loaded.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .bots import is_seat_kind
from .contract import Action, GameDef, IllegalAction, jsonable

FORMAT = "seven-tables-record"
FORMAT_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be loaded; the message says what is wrong."""


@dataclass
class Seat:
    name: str
    kind: str = "human"  # 'human' or a bot level key: 'easy', 'normal', 'hard', 'random'

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass
class GameRecord:
    game: str
    rules_version: int
    seed: int
    seats: list[Seat]
    options: dict = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    # per action: did it draw from the PRNG or reveal something? (undo barrier)
    barriers: list[bool] = field(default_factory=list)
    actors: list[int] = field(default_factory=list)  # the seat that took each action

    def to_json(self) -> dict:
        body = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "game": self.game,
            "rules_version": self.rules_version,
            "seed": self.seed,
            "options": jsonable(self.options),
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "actions": [a.to_json() for a in self.actions],
            "barriers": list(self.barriers),
            "actors": list(self.actors),
        }
        body["checksum"] = _checksum(body)
        return body

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    def save(self, path: str | os.PathLike) -> None:
        """Write atomically: a temporary file renamed over the old one."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(self.dumps())
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


def _checksum(body: dict) -> str:
    clean = {k: v for k, v in body.items() if k != "checksum"}
    canonical = json.dumps(clean, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def parse_record(text: str, games: dict[str, GameDef]) -> GameRecord:
    """Check a record's form and versions (not yet its actions)."""
    try:
        body = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"the file is not valid JSON (damaged or cut short?): {exc.msg} at line {exc.lineno}") from None
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise RecordError("this is not a Seven Tables game record")
    version = body.get("format_version")
    if not isinstance(version, int):
        raise RecordError("the record has no format version")
    if version > FORMAT_VERSION:
        raise RecordError(
            f"the record was written by a newer Seven Tables (record format {version}; this one reads up to {FORMAT_VERSION})"
        )
    if body.get("checksum") != _checksum(body):
        raise RecordError("the record's checksum does not match: the file was damaged or edited")
    game = games.get(body.get("game"))
    if game is None:
        raise RecordError(f"the record is of an unknown game: {body.get('game')!r}")
    rules_version = body.get("rules_version")
    if rules_version != game.rules_version:
        newer = isinstance(rules_version, int) and rules_version > game.rules_version
        raise RecordError(
            f"the record is for {game.title_en} rules version {rules_version}, and this program has version "
            f"{game.rules_version}" + (" (the record is newer)" if newer else " (the record is older and may not replay)")
        )
    try:
        seats = [Seat(str(s["name"]), str(s["kind"])) for s in body["seats"]]
        seed = body["seed"]
        if not isinstance(seed, int):
            raise TypeError("seed")
        options = game.resolve_options(len(seats), body["options"])
        actions = [game.decode_action(a) for a in body["actions"]]
        barriers = [bool(b) for b in body["barriers"]]
        actors = [int(a) for a in body["actors"]]
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"the record is malformed: {exc}") from None
    unknown = [s.kind for s in seats if not is_seat_kind(game, s.kind)]
    if unknown:
        raise RecordError(f"the record names a seat kind this program does not know: {unknown[0]!r}")
    if not len(barriers) == len(actors) == len(actions):
        raise RecordError("the record is malformed: its action lists differ in length")
    return GameRecord(body["game"], rules_version, seed, seats, options, actions, barriers, actors)


def replay(record: GameRecord, game: GameDef, upto: int | None = None) -> Any:
    """The state after the record's first `upto` actions (all by default);
    RecordError if any action is not legal where it stands."""
    state = game.new_game(len(record.seats), record.seed, record.options)
    for index, action in enumerate(record.actions[:upto]):
        if record.actors and state.to_act != record.actors[index]:
            raise RecordError(f"action {index + 1} of the record names seat {record.actors[index]}, but seat {state.to_act} was to act: the file was forged or damaged")
        try:
            game.apply(state, action)
        except IllegalAction as exc:
            raise RecordError(f"action {index + 1} of the record is not legal there ({exc}): the file was forged or damaged") from None
    return state


def load_record(path: str | os.PathLike, games: dict[str, GameDef]) -> tuple[GameRecord, Any]:
    """Read, check and replay a saved game; RecordError with a readable reason."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(f"no saved game at {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"the file cannot be read: {exc}") from None
    record = parse_record(text, games)
    return record, replay(record, games[record.game])
