"""What the bots a player meets choose at a decision, for tests that a blunder is avoided."""

from __future__ import annotations

from game.engine.rng import Rng
from game.engine.search import SearchBot


def normal_and_hard(game, obs, legal) -> tuple:
    """Normal's choice and Hard's, a short search (30 iterations, no clock, so repeatable)."""
    normal = game.bots["simple"]().choose(obs, legal, Rng(3))
    hard = SearchBot(game, think=None, iterations=30).choose(obs, legal, Rng(5))
    return normal, hard
