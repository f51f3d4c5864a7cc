"""The check every game's copy_state passes: a copy equals its original, shares no
mutable part with it, and plays on exactly as the original would without touching it."""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

from game.engine.bots import bot_rng
from game.engine.contract import GameDef
from game.engine.rng import Rng

IMMUTABLE = (str, int, float, bool, bytes, type(None), range)


def shared_mutables(original: Any, clone: Any, path: str = "state") -> list[str]:
    """Paths of the mutable parts that `clone` shares with `original` (should be none)."""
    if isinstance(original, IMMUTABLE):
        return []
    if isinstance(original, (tuple, frozenset)):
        out = []
        for i, (a, b) in enumerate(zip(original, clone)):
            out += shared_mutables(a, b, f"{path}[{i}]")
        return out
    frozen = dataclasses.is_dataclass(original) and original.__dataclass_params__.frozen
    if not frozen and original is clone:
        return [path]
    if isinstance(original, (list, tuple)):
        out = []
        for i, (a, b) in enumerate(zip(original, clone)):
            out += shared_mutables(a, b, f"{path}[{i}]")
        return out
    if isinstance(original, dict):
        out = []
        for key in original:
            out += shared_mutables(original[key], clone[key], f"{path}[{key!r}]")
        return out
    if isinstance(original, (set, frozenset)):
        return []  # members of a set are hashable, so immutable
    if hasattr(original, "__dict__") or hasattr(original, "__slots__"):
        names = list(getattr(original, "__dict__", {}))
        for cls in type(original).__mro__:
            names += [n for n in getattr(cls, "__slots__", ()) if n not in names]
        out = []
        for name in names:
            if hasattr(original, name):
                out += shared_mutables(getattr(original, name), getattr(clone, name), f"{path}.{name}")
        return out
    return []


def play_on(game: GameDef, state: Any, seed: int, steps: int) -> list:
    """Random moves from `state` (changed in place): the actions and events, in order."""
    rng = Rng.from_seed(seed)
    trail = []
    for _ in range(steps):
        if state.to_act is None:
            break
        legal = game.legal_actions(state)
        action = rng.choice(legal)
        trail.append((state.to_act, action, game.apply(state, action)))
    return trail


def check_copy_state(game: GameDef, seeds: range, every: int = 5, onward: int = 200) -> int:
    """At every `every`-th step of seeded random games: copy, check, play the copy on.
    Returns the number of copies checked."""
    assert game.copy_state is not None, f"{game.id} registers no copy_state"
    checked = 0
    counts = list(range(game.min_players, game.max_players + 1))
    for seed in seeds:
        state = game.start(counts[seed % len(counts)], seed)
        rng = bot_rng(seed, 0)
        step = 0
        while state.to_act is not None:
            if step % every == 0:
                snapshot = copy.deepcopy(state)
                clone = game.copy_state(state)
                assert clone == state, f"{game.id} seed {seed} step {step}: the copy differs"
                assert type(clone) is type(state)
                shared = shared_mutables(state, clone)
                assert not shared, f"{game.id} seed {seed} step {step}: the copy shares {shared[:5]}"
                played = play_on(game, clone, seed * 7919 + step, onward)
                assert state == snapshot, f"{game.id} seed {seed} step {step}: playing the copy changed the original"
                again = play_on(game, copy.deepcopy(state), seed * 7919 + step, onward)
                assert played == again, f"{game.id} seed {seed} step {step}: the copy plays differently"
                checked += 1
            legal = game.legal_actions(state)
            game.apply(state, rng.choice(legal))
            step += 1
    return checked
