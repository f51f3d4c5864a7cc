"""Whose advice the Hint gives: Hard's search, at Hard's think time, from the player's own
observation. One place, so that the table shows it and the judge (`python -m game.judge GAME
--level hint`) measures exactly the same advice."""

from __future__ import annotations

from typing import Any

HINT_LEVEL = "hard"  # the bot level the Hint asks
HINT_THINK = 1.0  # seconds Hard thinks for a Hint (off the frame loop: scenes/kit/thinker.py)


def hint_bot(game: Any, think: float | None = None, iterations: int | None = None) -> Any:
    """A fresh bot for one Hint (a hint keeps no memory between decisions): Hard thinking
    `think` seconds (HINT_THINK) or, with `iterations`, a fixed number of playouts."""
    from .bots import make_bot
    from .search import make_search_bot

    if HINT_LEVEL != "hard":
        return make_bot(game, HINT_LEVEL)
    if iterations is not None:
        return make_search_bot(game, think=None, iterations=iterations)
    return make_search_bot(game, think=think if think is not None else HINT_THINK)
