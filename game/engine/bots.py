"""The Bot protocol and the baseline every game has: a bot that picks uniformly
among the legal actions. A bot reads its observation only, never the state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .baseline import RandomBot, normal_factory
from .contract import Action
from .rng import Rng


def bot_rng(seed: int, seat: int) -> Rng:
    """A bot's own generator: reproducible, and apart from the game's PRNG."""
    return Rng.from_seed(seed).fork(1000 + seat)


class EasyBot:
    """The 'Easy' level: a game's SimpleBot that now and then plays at random."""

    name = "easy"

    def __init__(self, inner: Any, blunder: float = 0.35):
        self.inner = inner
        self.blunder = blunder

    def choose(self, observation: Any, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) > 1 and rng.below(1000) < int(self.blunder * 1000):
            return rng.choice(legal)
        return self.inner.choose(observation, legal, rng)


LEVELS = ("easy", "normal", "hard")  # what the setup screen offers besides Human


def is_seat_kind(game: Any, kind: str) -> bool:
    """Can a seat of this kind be played: 'human', a level, or one of the game's bots?"""
    return kind in ("human", "remote", "random", "simple", *LEVELS) or kind in game.bots


def make_bot(game: Any, kind: str, think: float | None = None) -> Any:
    """A bot for a seat kind: 'random', 'simple'/'normal', 'easy', 'hard' (the search
    bot, thinking `think` seconds a decision; default 1 s) or any key of game.bots."""
    factories = game.bots
    if kind == "hard":
        from .search import DEFAULT_THINK, make_search_bot

        return make_search_bot(game, think=think if think is not None else DEFAULT_THINK)
    if kind == "random":
        return factories.get("random", RandomBot)()
    simple = normal_factory(game)
    if kind in ("normal", "simple"):
        return simple()
    if kind == "easy":
        return EasyBot(simple())
    if kind in factories:
        return factories[kind]()
    raise KeyError(f"no bot {kind!r} for {game.id}; known: random, easy, normal, hard, {', '.join(factories)}")
