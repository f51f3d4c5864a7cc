"""SimpleBot for Whisper of the Gods: reads only its observation."""

from __future__ import annotations

from typing import Sequence

from game.engine.contract import Action


class SimpleBot:
    name = "simple"

    def choose(self, obs, legal: Sequence[Action], rng) -> Action:
        return rng.choice(legal)
