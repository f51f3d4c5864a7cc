"""Reaching a decision for a Hint test through the public contract: a seeded game of Normal
bots (GameDef.start and apply) played until a seat's chosen move matches, then that seat's
observation and the move, as the Hint would explain them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from game.engine.bots import bot_rng, make_bot
from game.engine.contract import Action, GameDef


def decisions(game: GameDef, players: int, seed: int) -> Iterator[tuple[Any, Action, list[Action]]]:
    """(observation, the Normal bot's move, the legal moves) at every decision of one game."""
    for _, obs, action, legal in decisions_with_state(game, players, seed):
        yield obs, action, legal


def decisions_with_state(game: GameDef, players: int, seed: int) -> Iterator[tuple[Any, Any, Action, list[Action]]]:
    """`decisions` with the whole state before each one (for a test that looks at what a move does:
    apply it to `after(game, state, action)`; the state itself is the game's, not to be changed)."""
    state = game.start(players, seed, {})
    bots = [make_bot(game, "normal") for _ in range(players)]
    rngs = [bot_rng(seed, i) for i in range(players)]
    for _ in range(game.max_steps):
        if state.to_act is None:
            return
        seat = state.to_act
        legal = game.legal_actions(state)
        obs = game.observe(state, seat)
        action = bots[seat].choose(obs, legal, rngs[seat])
        yield state, obs, action, legal
        game.apply(state, action, legal)


def after(game: GameDef, state: Any, action: Action) -> Any:
    """A copy of `state` with `action` applied: what the move does, the game itself untouched."""
    import copy

    twin = game.copy_state(state) if game.copy_state is not None else copy.deepcopy(state)
    game.apply(twin, action)
    return twin


def reach(game: GameDef, players: int, found: Callable[[Any, Action, list[Action]], bool],
          seeds: range = range(12)) -> tuple[Any, Action, list[Action]]:
    """The first decision, over these seeds in turn, where `found(obs, action, legal)` holds."""
    for seed in seeds:
        for obs, action, legal in decisions(game, players, seed):
            if found(obs, action, legal):
                return obs, action, legal
    raise AssertionError("no such decision in these seeded games")


def generic_share(game: GameDef, players: int, seeds: range, kinds: tuple[type, ...]) -> tuple[int, int]:
    """(decisions whose move is of these kinds, how many of them the Hint words generically)."""
    from game.engine.explain import explain

    total = generic = 0
    for seed in seeds:
        for obs, action, _ in decisions(game, players, seed):
            if isinstance(action, kinds):
                total += 1
                generic += explain(game, obs, action)[0].endswith(".hint.normal")
    return total, generic
