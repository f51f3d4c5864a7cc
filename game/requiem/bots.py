"""Bots for Requiem (placeholder SimpleBot until the heuristic lands)."""

from __future__ import annotations

from game.engine.bots import RandomBot


class SimpleBot(RandomBot):
    name = "simple"
