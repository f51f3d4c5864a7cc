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

from .contract import Action, GameDef, IllegalAction, jsonable
from .names import clean_name
from .safeload import MAX_TEXT, UnsafeFile, parse_json, read_bounded, short

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
        """A person at this screen (a person at another computer is `is_person` only)."""
        return self.kind == "human"

    @property
    def is_person(self) -> bool:
        return self.kind in ("human", "remote")


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
    # a hosted network game: its id, join code, port and the joined seats' tokens, so that a
    # game resumed from its autosave is the same game to the players who come back (game/net)
    net: dict = field(default_factory=dict)

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
        if self.net:
            body["net"] = jsonable(self.net)
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


MAX_RECORD_BYTES = 64 << 20  # the longest game any core allows (Whisper, 400,000 steps) is about 40 MB
HUMAN = "human"
REMOTE = "remote"  # a person at another computer, who joined over the network (game/net)
BOT_KINDS = ("random", "simple", "normal", "easy", "hard")  # the kinds bots.make_bot knows for every game


def seat_kinds(game: GameDef) -> frozenset[str]:
    """The seat kinds a record of `game` may name: a human, or a bot make_bot can build."""
    return frozenset((HUMAN, REMOTE, *BOT_KINDS, *game.bots))


def _is_int(value: Any) -> bool:
    return type(value) is int  # not a bool, not a float that happens to be whole


def _refuse(reason: object) -> RecordError:
    return RecordError(f"the record is malformed: {short(reason)}")


def parse_record(text: str | bytes, games: dict[str, GameDef]) -> GameRecord:
    """Check a record's form, versions, seats and options against the game (not yet
    its actions' legality: `replay` does that). Every field's type is checked here,
    so nothing later meets a list where it expects a name or a float for a seat."""
    try:
        body = parse_json(text)
    except UnsafeFile as exc:
        raise RecordError(str(exc)) from None
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise RecordError("this is not a Seven Tables game record")
    version = body.get("format_version")
    if not _is_int(version):
        raise RecordError("the record has no format version")
    if version > FORMAT_VERSION:
        raise RecordError(
            f"the record was written by a newer Seven Tables (record format {version}; this one reads up to {FORMAT_VERSION})"
        )
    game_id = body.get("game")
    game = games.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise RecordError(f"the record is of an unknown game: {short(repr(game_id), 40)}")
    rules_version = body.get("rules_version")
    if rules_version != game.rules_version or not _is_int(rules_version):
        newer = _is_int(rules_version) and rules_version > game.rules_version
        raise RecordError(
            f"the record is for {game.title_en} rules version {short(repr(rules_version), 20)}, and this program has "
            f"version {game.rules_version}"
            + (" (the record is newer)" if newer else " (the record is older and may not replay)")
        )
    actions = body.get("actions")
    if isinstance(actions, list) and len(actions) > game.max_steps:  # before the checksum: it costs
        raise _refuse(f"{len(actions):,} actions, more than a game of {game.title_en} can have ({game.max_steps:,})")
    try:
        sealed = body.get("checksum") == _checksum(body)
    except (RecursionError, ValueError):
        sealed = False
    if not sealed:
        raise RecordError("the record's checksum does not match: the file was damaged or edited")
    missing = {"seed", "seats", "options", "actions", "barriers", "actors"} - set(body)
    if missing:
        raise _refuse(f"it has no {', '.join(sorted(missing))}")
    seed = body["seed"]
    if not _is_int(seed) or not -(1 << 63) <= seed < 1 << 64:
        raise _refuse("the seed is not a whole number")
    seats = _parse_seats(body["seats"], game)
    options = body["options"]
    if not isinstance(options, dict):
        raise _refuse("the options are not a table of names and values")
    try:
        options = game.resolve_options(len(seats), options)
    except Exception as exc:  # a game's own option check may raise its own ValueError kind
        raise _refuse(exc) from None
    actions, barriers, actors = body["actions"], body["barriers"], body["actors"]
    if not (isinstance(actions, list) and isinstance(barriers, list) and isinstance(actors, list)):
        raise _refuse("its actions, barriers and actors are not lists")
    if not len(barriers) == len(actors) == len(actions):
        raise RecordError("the record is malformed: its action lists differ in length")
    if not all(type(b) is bool for b in barriers):
        raise _refuse("a barrier is not true or false")
    if not all(_is_int(a) and 0 <= a < len(seats) for a in actors):
        raise _refuse("an actor is not one of the seats")
    decoded = []
    for index, data in enumerate(actions):
        try:
            decoded.append(game.decode_action(data))
        except (TypeError, ValueError) as exc:
            raise _refuse(f"action {index + 1}: {exc}") from None
    return GameRecord(game_id, rules_version, seed, seats, options, decoded, barriers, actors,
                      _parse_net(body.get("net"), len(seats)))


def _parse_net(data: Any, count: int) -> dict:
    """A hosted game's network identity (a damaged one is dropped: the game is hosted anew)."""
    if not isinstance(data, dict):
        return {}
    game_id, code, port, tokens = data.get("game_id"), data.get("code"), data.get("port"), data.get("tokens")
    if not (isinstance(game_id, str) and 0 < len(game_id) <= 64 and isinstance(code, str) and 0 < len(code) <= 16
            and _is_int(port) and 0 <= port < 65536 and isinstance(tokens, dict)):
        return {}
    kept = {k: v for k, v in tokens.items() if isinstance(k, str) and k.isdigit() and int(k) < count
            and isinstance(v, str) and 0 < len(v) <= 64}
    return {"game_id": game_id, "code": code, "port": port, "tokens": kept}


def _parse_seats(data: Any, game: GameDef) -> list[Seat]:
    if not isinstance(data, list):
        raise _refuse("the seats are not a list")
    if not game.min_players <= len(data) <= game.max_players:
        raise _refuse(f"{game.title_en} is for {game.min_players}–{game.max_players} players, not {len(data)}")
    kinds = seat_kinds(game)
    seats = []
    for number, seat in enumerate(data, 1):
        if not isinstance(seat, dict) or set(seat) != {"name", "kind"}:
            raise _refuse(f"seat {number} is not a name and a kind")
        name, kind = seat["name"], seat["kind"]
        if not isinstance(name, str) or len(name) > MAX_TEXT:
            raise _refuse(f"seat {number}'s name is not a short text")
        if not isinstance(kind, str) or kind not in kinds:
            raise _refuse(f"seat {number} is of an unknown kind {short(repr(kind), 30)} "
                          f"(known: {', '.join(sorted(kinds))})")
        seats.append(Seat(clean_name(name, number - 1), kind))  # the setup's rules, whatever the door
    return seats


def replay(record: GameRecord, game: GameDef, upto: int | None = None) -> Any:
    """The state after the record's first `upto` actions (all by default);
    RecordError if any action is not legal where it stands. A whole replay also sets the
    record's undo barriers to those the actions showed."""
    try:
        state = game.new_game(len(record.seats), record.seed, record.options)
    except Exception as exc:  # the game's own checks (a squad code, a first player out of range...)
        raise RecordError(f"the game cannot be set up as the record says: {short(exc)}") from None
    barriers = []
    for index, action in enumerate(record.actions[:upto]):
        if record.actors and state.to_act != record.actors[index]:
            raise RecordError(f"action {index + 1} of the record names seat {record.actors[index]}, but seat {state.to_act} was to act: the file was forged or damaged")
        try:
            before, actor = state.rng.state, state.to_act
            events = game.apply(state, action)
            barriers.append(game.barrier(events, actor, state.rng.state != before))
        except IllegalAction as exc:
            raise RecordError(f"action {index + 1} of the record is not legal there ({short(exc)}): "
                              "the file was forged or damaged") from None
        except Exception as exc:  # whatever a forged action makes the rules do, it is a refusal
            raise RecordError(f"action {index + 1} of the record cannot be replayed "
                              f"({type(exc).__name__}: {short(exc, 80)})") from None
    if len(barriers) == len(record.actions):
        # Undo may not step back over a draw or a reveal. Which actions were those is what the
        # replay just showed, not what the file says: a file's own barriers are replaced (an
        # edited or older file loses no game over them, and cannot open Undo past a draw).
        record.barriers[:] = barriers
    return state


def load_record(path: str | os.PathLike, games: dict[str, GameDef],
                limit: int = MAX_RECORD_BYTES) -> tuple[GameRecord, Any]:
    """Read, check and replay a saved game; RecordError with a readable reason.
    The one way in for every file: a regular file of at most `limit` bytes, parsed with
    limits, checked field by field, then replayed; nothing else escapes."""
    try:
        data = read_bounded(path, limit)
    except FileNotFoundError:
        raise RecordError(f"no saved game at {path}") from None
    except UnsafeFile as exc:
        raise RecordError(str(exc)) from None
    record = parse_record(data, games)
    return record, replay(record, games[record.game])
