"""The games of the collection. The menu, the CLI tools and the tests iterate
over this list, so adding a game touches no menu code.

Each game lives in `game.<id>` and exposes `GAME`, a `GameDef`; the metadata here
lets the menu list a game before its package is imported.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the menu lists the games before any rules core (or the contract) is loaded
    from .contract import GameDef


@dataclass(frozen=True)
class Entry:
    id: str
    title_en: str
    title_ja: str
    min_players: int
    max_players: int
    module: str
    example: bool = False

    @property
    def players_text(self) -> str:
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}–{self.max_players}"


ENTRIES: tuple[Entry, ...] = (
    Entry("requiem", "Can You Hear the Requiem?", "鎮魂歌が聞こえるか", 3, 3, "game.requiem"),
    Entry("marenzan", "Adventurers of Marenzan", "魔連山の冒険者たち", 1, 4, "game.marenzan"),
    Entry("tonight", "I Want to Sleep Tonight", "今夜は眠りたい", 4, 4, "game.tonight"),
    Entry("enfield", "Enfield", "悠久幻想曲 ensemble", 2, 4, "game.enfield"),
    Entry("kami", "Whisper of the Gods", "神のささやき", 3, 6, "game.kami"),
    Entry("freetable", "Free Table", "フリーテーブル", 1, 6, "game.freetable", example=True),
    Entry("highcard", "High Card (example)", "ハイカード（例）", 2, 4, "game.examples.highcard", example=True),
)


def entry(game_id: str) -> Entry:
    for item in ENTRIES:
        if item.id == game_id:
            return item
    raise KeyError(f"no game {game_id!r}; known: {', '.join(e.id for e in ENTRIES)}")


@cache
def _load(game_id: str) -> GameDef | None:
    try:
        module = importlib.import_module(entry(game_id).module)
    except ModuleNotFoundError as exc:
        if exc.name and entry(game_id).module.startswith(exc.name):
            return None  # the game's package is not there (yet)
        raise
    return getattr(module, "GAME", None)


def get(game_id: str) -> GameDef:
    game = _load(game_id)
    if game is None:
        raise KeyError(f"the game {game_id!r} is not playable in this build")
    return game


def is_playable(game_id: str) -> bool:
    """Is the game's rules core present? (Looked up without importing it.)"""
    import importlib.util

    try:
        return importlib.util.find_spec(entry(game_id).module) is not None
    except ModuleNotFoundError:
        return False


def playable(include_examples: bool = False) -> dict[str, GameDef]:
    """Every game whose rules core is present, by id."""
    return {
        e.id: _load(e.id)
        for e in ENTRIES
        if (include_examples or not e.example) and _load(e.id) is not None
    }


def all_games() -> dict[str, GameDef]:
    """Every playable game, the examples included (for loading records)."""
    return playable(include_examples=True)
