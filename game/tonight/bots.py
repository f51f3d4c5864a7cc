"""Bots for 今夜は眠りたい (placeholder until the SimpleBot lands)."""
from game.engine.bots import RandomBot


class SimpleBot(RandomBot):
    name = "simple"
