"""Why a bot's move: each game's `game/<id>/explain.py` gives `explain(observation, action) ->
(catalog_key, args)`, one sentence from the same reckoning its Normal bot plays by, for the
Hint. Pure data: the table words the key and its arguments (cards, seats, places)."""

from __future__ import annotations

import importlib
from typing import Any

from .contract import Action, GameDef


def explain(game: GameDef, observation: Any, action: Action) -> tuple[str, dict[str, Any]] | None:
    """(catalog key, arguments) saying why `action`, or None when the game explains nothing."""
    from . import registry

    try:
        module = importlib.import_module(registry.entry(game.id).module + ".explain")
    except (KeyError, ModuleNotFoundError):
        return None
    return module.explain(observation, action)
