"""SimpleBot for Enfield (placeholder)."""
from game.engine.bots import RandomBot as SimpleBot
