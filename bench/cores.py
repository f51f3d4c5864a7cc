"""Decisions per second of each rules core, this tree against a base commit.

    python -m bench.cores [--base 73f6216] [--seconds 1] [--rounds 3] [--bots random,simple] [games...]

Plays seeded bot games in both trees for `--seconds` of CPU time each, alternating
(base, this, base, this, ...) so both see the same machine load, and prints the
median decisions per CPU second of each and the median of the per-round ratios
(this / base) per game and bot. CPU time, not wall time: the machine is shared, and
time spent waiting for a core is no one's cost. Target (issue 14): random ≥ 2× the base.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


def measure(game_id: str, bot: str, seconds: float) -> float:
    """Decisions per CPU second of seeded games (run inside the tree under test, as
    `game.bench` does: the same seeds and player counts in turn)."""
    from game.engine import registry
    from game.engine.simcheck import play_game

    game = registry.get(game_id)
    counts = range(game.min_players, game.max_players + 1)
    decisions = seed = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        session = play_game(game, counts[seed % len(counts)], seed, (bot,))
        decisions += len(session.record.actions)
        seed += 1
    return decisions / (time.process_time() - start)


def run_bench(tree: Path, game: str, bot: str, seconds: float) -> float:
    """`measure` against the sources of `tree` (its own folder may hold no `bench`)."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run([sys.executable, os.path.abspath(__file__), "--measure", game, bot, str(seconds)],
                         cwd=tree, env=env, check=True, capture_output=True, text=True).stdout
    return float(out)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--measure"]:
        print(measure(argv[1], argv[2], float(argv[3])))
        return 0
    from bench.baseline import BASE_COMMIT, ROOT, tree_at

    parser = argparse.ArgumentParser(prog="python -m bench.cores", description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--base", default=BASE_COMMIT)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--bots", default="random,simple")
    args = parser.parse_args(argv)
    base = tree_at(args.base)
    print(f"base {args.base} at {base}; this tree {ROOT}")
    print(f"{'game':10s} {'bot':8s} {'base/s':>9s} {'this/s':>9s} {'ratio':>6s}   (decisions per CPU second)")
    for game in args.games:
        for bot in args.bots.split(","):
            before, after = [], []
            for _ in range(args.rounds):
                before.append(run_bench(base, game, bot, args.seconds))
                after.append(run_bench(ROOT, game, bot, args.seconds))
            b, a = statistics.median(before), statistics.median(after)
            # the ratio of each adjacent pair, then their median: load that drifts between rounds cancels out
            paired = statistics.median(x / y for x, y in zip(after, before))
            print(f"{game:10s} {bot:8s} {b:9.0f} {a:9.0f} {paired:6.2f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
