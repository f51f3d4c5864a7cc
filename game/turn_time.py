"""How long an AI seat takes over its whole turn: the wall time of every decision it makes in a
row (its search or its rules of thumb only, no animation), per title and level.

    python -m game.turn_time                       # every title, Normal and Hard, 8 turns each
    python -m game.turn_time tonight --levels hard --turns 20 --think 0.5

Seat 0 plays the measured level, the other seats Normal; a turn is a run of seat 0's decisions
with no other seat's between them. Hard thinks up to `--think` seconds a decision and, as at
the table, up to `--budget` seconds a turn (game.engine.turn_budget; 0: no turn budget, each
decision its full think). Run it niced on a shared machine."""

from __future__ import annotations

import argparse
import statistics
import time

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.figures import percentile
from game.engine.search import DEFAULT_THINK
from game.engine.turn_budget import TURN_BUDGET, TurnClock


def turn_times(game, level: str, turns: int, think: float = DEFAULT_THINK, budget: float | None = TURN_BUDGET,
               seed: int = 0) -> list[tuple[float, int]]:
    """(seconds, decisions) of seat 0's first `turns` turns over seeded games."""
    out: list[tuple[float, int]] = []
    while len(out) < turns:
        players = game.max_players if game.id != "marenzan" else 3
        state = game.start(players, seed, {})
        bots = [make_bot(game, level if seat == 0 else "normal", think=think) for seat in range(players)]
        clock = TurnClock(think, budget)
        rngs = [bot_rng(seed, seat) for seat in range(players)]
        run: list[float] | None = None
        for step in range(game.max_steps):
            seat = state.to_act
            if seat != 0 and run:
                out.append((sum(run), len(run)))
                run = None
                if len(out) >= turns:
                    break
            if seat is None:
                break
            legal = game.legal_actions(state)
            obs = game.observe(state, seat)
            if seat == 0 and hasattr(bots[0], "think"):
                bots[0].think = clock.allowance(0, step)
            start = time.perf_counter()
            action = bots[seat].choose(obs, legal, rngs[seat])
            if seat == 0:
                run = (run or []) + [time.perf_counter() - start]
                clock.used(0, step, run[-1])
            game.apply(state, action, legal)
        seed += 1
    return out[:turns]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.turn_time", description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: the five titles)")
    parser.add_argument("--levels", default="normal,hard")
    parser.add_argument("--turns", type=int, default=8)
    parser.add_argument("--think", type=float, default=DEFAULT_THINK, help="Hard's seconds a decision")
    parser.add_argument("--budget", type=float, default=TURN_BUDGET, help="Hard's seconds a turn (0: none)")
    args = parser.parse_args(argv)
    ids = args.games or ["requiem", "marenzan", "tonight", "enfield", "kami"]
    budget = args.budget or None
    print(f"think {args.think:g} s a decision, turn budget {budget or 'none'}")
    print(f"{'game':9s} {'level':6s} {'turns':>5s} {'decisions':>9s} {'median s':>8s} {'p90 s':>6s} {'max s':>6s}")
    for game_id in ids:
        game = registry.get(game_id)
        for level in args.levels.split(","):
            found = turn_times(game, level, args.turns, think=args.think, budget=budget)
            seconds = sorted(s for s, _ in found)
            p90 = percentile(seconds, 0.9)
            print(f"{game_id:9s} {level:6s} {len(found):5d} "
                  f"{statistics.mean(n for _, n in found):9.1f} {statistics.median(seconds):8.2f} {p90:6.2f} {seconds[-1]:6.2f}",
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
