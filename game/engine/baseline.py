"""The bots every game has without writing one: RandomBot, and the game's Normal bot
(its SimpleBot, else its random bot). Both the seat kinds (bots.py) and Hard's search
(search.py, whose playouts Normal plays) build on them; neither imports the other for it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .contract import Action
from .rng import Rng


class RandomBot:
    """Picks any legal action; the baseline for tests and the simulator."""

    name = "random"
    # it never looks at its observation, so a bot-only game need not build one: that is
    # a third of a random decision's cost in some games, and a search playout skips it too
    blind = True

    def choose(self, observation: Any, legal: Sequence[Action], rng: Rng) -> Action:
        return rng.choice(legal)


def normal_factory(game: Any) -> Callable[[], Any]:
    """What makes the game's Normal bot: its SimpleBot, else its random bot, else RandomBot."""
    factories = game.bots
    return factories.get("simple", factories.get("random", RandomBot))
