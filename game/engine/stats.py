"""Statistics of finished games: what one finished game was, and what many add up to.

Pure data and arithmetic; where the numbers are kept is the front end's business.
A finished game is identified by its record's game, seed and seats, so the same
game counts once however often it is shown finished (after a Resume, an Undo
that was replayed to the same end, or a crash on the results screen).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .names import clean_name
from .safeload import parse_json

STATS_FORMAT = "seven-tables-stats"
STATS_VERSION = 1
MAX_LENGTH = 1_000_000  # decisions in one game: the longest any core allows is 400,000
MAX_WHEN = 32_503_680_000  # 1 January 3000: the last date every system's clock functions show
MAX_SCORE = 1_000_000  # no game scores near this


@dataclass(frozen=True)
class Finished:
    """One finished game, as statistics need it."""

    key: str  # the game's identity (counts once)
    game: str
    seats: tuple[tuple[str, str], ...]  # (name, kind) per seat
    winners: tuple[int, ...]
    ending: str
    reason: str = ""
    scores: tuple[int, ...] = ()
    length: int = 0  # decisions taken
    when: float = 0.0  # seconds since the epoch, for the order of games

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def ai_level(self) -> str:
        """'none' (hot seat only), a bot level, or 'mixed'."""
        levels = {kind for _, kind in self.seats if kind != "human"}
        return "none" if not levels else levels.pop() if len(levels) == 1 else "mixed"

    def to_json(self) -> dict:
        return {"key": self.key, "game": self.game, "seats": [list(s) for s in self.seats],
                "winners": list(self.winners), "ending": self.ending, "reason": self.reason,
                "scores": list(self.scores), "length": self.length, "when": self.when}

    @classmethod
    def from_json(cls, data: Any) -> Finished:
        """Strict: a field of the wrong type is a ValueError, never a half-read entry."""
        if not isinstance(data, dict):
            raise ValueError("an entry is not an object")  # noqa: TRY004 (every damage is a ValueError to the loader)
        seats = data.get("seats")
        if not (isinstance(seats, list) and 0 < len(seats) <= 8
                and all(isinstance(s, list) and len(s) == 2 and all(isinstance(x, str) for x in s) for s in seats)):
            raise ValueError("seats are malformed")
        ints = [data.get("winners"), data.get("scores")]
        if not all(isinstance(v, list) and all(type(x) is int for x in v) for v in ints):
            raise ValueError("winners or scores are malformed")
        if any(not 0 <= w < len(seats) for w in data["winners"]):
            raise ValueError("a winner is not a seat")
        texts = [data.get(k) for k in ("key", "game", "ending", "reason")]
        if not all(isinstance(v, str) and len(v) < 200 for v in texts):
            raise ValueError("a text field is malformed")
        if type(data.get("length")) is not int or type(data.get("when")) not in (int, float):
            raise ValueError("length or time is malformed")
        # Ranges, not only types: a 400-digit time overflows float() and the clock, 1e308 the
        # date shown, a 400-digit length the average; nothing real comes near these bounds.
        if not 0 <= data["length"] <= MAX_LENGTH:
            raise ValueError("a game's length is out of range")
        if not 0 <= data["when"] <= MAX_WHEN:
            raise ValueError("a game's date is out of range")
        if len(data["scores"]) > len(seats) or any(abs(x) > MAX_SCORE for x in data["scores"]):
            raise ValueError("a score is out of range")
        named = tuple((clean_name(name, seat), kind) for seat, (name, kind) in enumerate(seats))
        return cls(data["key"], data["game"], named, tuple(data["winners"]),
                   data["ending"], data["reason"], tuple(data["scores"]), data["length"], float(data["when"]))


def game_key(record: Any) -> str:
    """The identity of a game: its rules, seed, options and seats — not its moves, so an
    Undo that ends the same game another way still counts it once."""
    body = json.dumps([record.game, record.seed, [[s.name, s.kind] for s in record.seats],
                       sorted((str(k), repr(v)) for k, v in record.options.items())], ensure_ascii=False)
    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:20]


def finished(record: Any, result: Any, when: float) -> Finished:
    """The summary of a finished game from its record and its Result."""
    return Finished(game_key(record), record.game, tuple((s.name, s.kind) for s in record.seats),
                    tuple(result.winners), result.ending, result.reason or "",
                    tuple(int(x) for x in result.scores), len(record.actions), when)


@dataclass
class Tally:
    """What a player (or a team) did in one game, added up over games."""

    played: int = 0
    won: int = 0
    best: int | None = None
    total_length: int = 0
    by_players: dict[int, list[int]] = field(default_factory=dict)  # players -> [played, won]
    by_level: dict[str, list[int]] = field(default_factory=dict)  # ai level -> [played, won]
    history: list[bool] = field(default_factory=list)  # won or not, oldest first

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def average_length(self) -> float:
        return self.total_length / self.played if self.played else 0.0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def add(self, game: Finished, won: bool, score: int | None) -> None:
        self.played += 1
        self.won += won
        self.total_length += game.length
        if score is not None:
            self.best = score if self.best is None else max(self.best, score)
        for table, key in ((self.by_players, game.players), (self.by_level, game.ai_level)):
            row = table.setdefault(key, [0, 0])
            row[0] += 1
            row[1] += won
        self.history.append(won)

    def rolling(self, window: int = 10) -> list[float]:
        """Win rate over the last `window` games, after each game (the chart)."""
        out = []
        for i in range(len(self.history)):
            recent = self.history[max(0, i + 1 - window):i + 1]
            out.append(sum(recent) / len(recent))
        return out


def tally_by_player(games: list[Finished], game_id: str, same: Callable[[str], str] = str) -> dict[str, Tally]:
    """Per human player name, for one game. In a co-operative game the team's result
    is each member's: a co-op win lists every seat as a winner. `same` gives the one name
    under which names that are one player are counted ('Player 1' and 'プレイヤー1')."""
    out: dict[str, Tally] = {}
    for g in sorted((g for g in games if g.game == game_id), key=lambda g: g.when):
        for seat, (name, kind) in enumerate(g.seats):
            if kind != "human":
                continue
            score = g.scores[seat] if seat < len(g.scores) else None
            out.setdefault(same(name), Tally()).add(g, seat in g.winners, score)
    return out


def endings_reached(games: list[Finished], game_id: str) -> dict[str, int]:
    """How often each ending (and each named loss reason) of a game was reached."""
    counts: dict[str, int] = {}
    for g in games:
        if g.game != game_id:
            continue
        for key in {g.ending, g.reason} - {""}:
            counts[key] = counts.get(key, 0) + 1
    return counts


def add_once(games: list[Finished], game: Finished, limit: int = 5000) -> bool:
    """Add a finished game unless it is there already; keep the newest `limit`."""
    if any(g.key == game.key for g in games):
        return False
    games.append(game)
    del games[:-limit]
    return True


def dumps(games: list[Finished]) -> str:
    return json.dumps({"format": STATS_FORMAT, "version": STATS_VERSION,
                       "games": [g.to_json() for g in games]}, ensure_ascii=False)


def loads(text: str) -> list[Finished]:
    """The games in a statistics file; ValueError with a reason when it is damaged."""
    data = parse_json(text)  # UnsafeFile (a ValueError) for NaN, huge literals, deep nesting
    if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
        raise ValueError("not a statistics file")
    if data.get("version") != STATS_VERSION:
        raise ValueError(f"statistics format {data.get('version')!r}; this version reads {STATS_VERSION}")
    if not isinstance(data.get("games"), list):
        raise ValueError("the list of games is missing")  # noqa: TRY004 (every damage is a ValueError to the loader)
    return [Finished.from_json(entry) for entry in data["games"]]

