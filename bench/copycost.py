"""What a state copy for search costs next to building an observation, per game.

    python -m bench.copycost [--states 120] [games...]

Samples states from seeded random games and times, on the same states in turn,
`observe(state, seat to act)`, the game's `copy_state(state)` and `copy.deepcopy(state)`
(microseconds per call, best of a few repeats). Target (issue 14): copy < observe.
"""

from __future__ import annotations

import argparse
import copy
import gc
import time

from game.engine import registry
from game.engine.bots import bot_rng

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


def sample_states(game, count: int) -> list:
    states = []
    counts = list(range(game.min_players, game.max_players + 1))
    seed = 0
    while len(states) < count:
        state = game.start(counts[seed % len(counts)], seed)
        rng = bot_rng(seed, 0)
        step = 0
        while state.to_act is not None and len(states) < count:
            if step % 7 == 3:
                states.append(copy.deepcopy(state))
            game.apply(state, rng.choice(game.legal_actions(state)))
            step += 1
        seed += 1
    return states


def per_call(fn, states: list, repeats: int = 5) -> float:
    best = float("inf")
    for _ in range(repeats):
        gc.collect()
        start = time.perf_counter()
        for state in states:
            fn(state)
        best = min(best, time.perf_counter() - start)
    return best / len(states) * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.copycost", description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--states", type=int, default=120)
    args = parser.parse_args(argv)
    print(f"{'game':10s} {'observe':>9s} {'copy_state':>11s} {'deepcopy':>9s}   (µs a call)")
    for game_id in args.games:
        game = registry.get(game_id)
        states = sample_states(game, args.states)
        observe = per_call(lambda s, game=game: game.observe(s, s.to_act), states)
        fast = per_call(game.copy_state, states) if game.copy_state else float("nan")
        deep = per_call(copy.deepcopy, states)
        print(f"{game_id:10s} {observe:9.1f} {fast:11.1f} {deep:9.1f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
