"""A random hand at the Free Table: picks a kind of gesture, then one of it.

Picking uniformly among all legal actions would almost always move a card
(there are thousands of moves and one pack-up), so the kind comes first; packing
up is rare, so a simulated table lives a few dozen gestures.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.contract import Action
from game.engine.rng import Rng

from .rules import PackUp


class TableRandomBot:
    name = "random"

    def choose(self, observation: Any, legal: Sequence[Action], rng: Rng) -> Action:
        if PackUp() in legal and (len(legal) == 1 or rng.below(40) == 0):
            return PackUp()
        kinds: dict[type, list[Action]] = {}
        for action in legal:
            if not isinstance(action, PackUp):
                kinds.setdefault(type(action), []).append(action)
        kind = rng.choice(list(kinds))
        return rng.choice(kinds[kind])
