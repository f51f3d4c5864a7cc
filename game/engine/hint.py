"""Whose advice the Hint gives: one place, so that the table shows it and the judge
(`python -m game.judge GAME --level hint`) measures exactly the same advice."""

from __future__ import annotations

from typing import Any

HINT_LEVEL = "normal"  # the bot level the Hint asks


def hint_bot(game: Any, think: float | None = None) -> Any:
    """A fresh bot for one Hint (a hint keeps no memory between decisions)."""
    from .bots import make_bot

    return make_bot(game, HINT_LEVEL, think=think)
