"""Shared checks for the determinization of hidden-information games (`GameDef.sample_state`).

At steps of bot-driven seeded games: a sample rebuilt from one seat's observation gives that
seat the very same observation, the same legal actions when it is to act, and plays on to the
end with random bots; different rng seeds give different hidden parts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from game.engine.bots import bot_rng, make_bot
from game.engine.contract import GameDef
from game.engine.rng import Rng


def positions(game: GameDef, seeds, players: int, bots=("simple", "random"), options: dict | None = None,
              every: int = 1) -> Iterator[tuple[Any, int, int]]:
    """(state, seat to act, step) at every `every`-th decision of seeded bot games; the state
    must not be changed by the caller."""
    for seed in seeds:
        state = game.start(players, seed, options)
        seated = [make_bot(game, bots[(seed + i) % len(bots)]) for i in range(players)]
        rngs = [bot_rng(seed, i) for i in range(players)]
        step = 0
        while state.to_act is not None and step < game.max_steps:
            seat = state.to_act
            if step % every == 0:
                yield state, seat, step
            legal = game.legal_actions(state)
            game.apply(state, seated[seat].choose(game.observe(state, seat), legal, rngs[seat]))
            step += 1


def differing(diff: list[str]) -> str:
    return ", ".join(diff)


def mismatch(a: Any, b: Any) -> list[str]:
    """The observation fields that differ (for a readable failure)."""
    return [name for name in a.__dataclass_fields__ if getattr(a, name) != getattr(b, name)]


def check_sample(game: GameDef, state: Any, viewer: int, seed: int) -> Any:
    """One sample for `viewer`: same observation, same legal actions when it is to act."""
    real = game.observe(state, viewer)
    sample = game.sample_state(real, viewer, Rng(seed))
    seen = game.observe(sample, viewer)
    assert seen == real, f"observation differs in {differing(mismatch(seen, real))}"
    if state.to_act == viewer:
        assert game.legal_actions(sample) == game.legal_actions(state)
    assert sample.to_act == state.to_act
    assert game.sample_state(real, viewer, Rng(seed)) == sample, "the same seed must give the same sample"
    return sample


def play_out(game: GameDef, state: Any, seed: int, invariant: Callable[[Any], None] | None = None) -> int:
    """Random bots to the end of the game; the number of steps it took."""
    rng = Rng(seed)
    steps = 0
    while state.to_act is not None:
        assert steps < game.max_steps, "a playout from a sample never ends"
        legal = game.legal_actions(state)
        assert legal, f"seat {state.to_act} has no legal action in a sampled game"
        game.apply(state, rng.choice(legal))
        if invariant is not None:
            invariant(state)
        steps += 1
    assert state.result is not None
    return steps
