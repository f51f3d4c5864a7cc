"""Decisions per second of each rules core, this tree against a base commit.

    python -m bench.cores [--base 73f6216] [--seconds 1] [--rounds 3] [--bots random,simple] [games...]

Runs `python -m game.bench` in both trees, alternating (base, this, base, this, ...)
so both see the same machine load, and prints the median decisions/s of each and
the median of the per-round ratios (this / base) per game and bot. Target (issue 14): random ≥ 2× the base.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

from bench.baseline import BASE_COMMIT, ROOT, tree_at

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


def run_bench(tree: Path, game: str, bot: str, seconds: float) -> float:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run([sys.executable, "-m", "game.bench", game, "--bots", bot, "--seconds", str(seconds)],
                         cwd=tree, env=env, check=True, capture_output=True, text=True).stdout
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[0] == game and parts[1] == bot:
            return float(parts[2])
    raise RuntimeError(f"no figure for {game} {bot} in:\n{out}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.cores", description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--base", default=BASE_COMMIT)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--bots", default="random,simple")
    args = parser.parse_args(argv)
    base = tree_at(args.base)
    print(f"base {args.base} at {base}; this tree {ROOT}")
    print(f"{'game':10s} {'bot':8s} {'base/s':>9s} {'this/s':>9s} {'ratio':>6s}")
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
