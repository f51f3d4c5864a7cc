"""Machine instructions a decision, this tree against a base commit (needs valgrind).

    python -m bench.instructions [--base 73f6216] [--games 8] [--bot random] [games...]

Plays the same seeded games in both trees under `valgrind --tool=cachegrind` and
divides the instructions executed (less those of a run that plays no game, i.e.
the imports) by the decisions taken. Unlike CPU seconds, the count does not move
with the load of a shared machine, so small changes can be compared; it is a
proxy, since a cache miss or a GC pause costs more than its instructions.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


def play(game_id: str, games: int, bot: str) -> int:
    """Play `games` seeded games (run inside the tree under test); the decisions taken."""
    from game.engine import registry
    from game.engine.simcheck import play_game

    game = registry.get(game_id)
    counts = range(game.min_players, game.max_players + 1)
    return sum(len(play_game(game, counts[seed % len(counts)], seed, (bot,)).record.actions) for seed in range(games))


def instructions(tree: Path, game_id: str, games: int, bot: str) -> tuple[int, int]:
    """(instructions executed, decisions) of `play` against the sources of `tree`."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                           sys.executable, os.path.abspath(__file__), "--play", game_id, str(games), bot],
                          cwd=tree, env=env, check=True, capture_output=True, text=True)
    refs = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if refs is None:
        raise RuntimeError(f"no instruction count from valgrind:\n{done.stderr[-2000:]}")
    return int(refs.group(1).replace(",", "")), int(done.stdout)


def per_decision(tree: Path, game_id: str, games: int, bot: str) -> float:
    played, decisions = instructions(tree, game_id, games, bot)
    imports, _ = instructions(tree, game_id, 0, bot)
    return (played - imports) / decisions


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--play"]:
        print(play(argv[1], int(argv[2]), argv[3]))
        return 0
    from bench.baseline import BASE_COMMIT, ROOT, tree_at

    parser = argparse.ArgumentParser(prog="python -m bench.instructions", description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--base", default=BASE_COMMIT)
    parser.add_argument("--games", type=int, default=8, dest="count")
    parser.add_argument("--bot", default="random")
    args = parser.parse_args(argv)
    base = tree_at(args.base)
    print(f"{'game':10s} {'bot':8s} {'base':>9s} {'this':>9s} {'ratio':>6s}   (instructions a decision)")
    for game_id in args.games:
        before = per_decision(base, game_id, args.count, args.bot)
        after = per_decision(ROOT, game_id, args.count, args.bot)
        print(f"{game_id:10s} {args.bot:8s} {before:9.0f} {after:9.0f} {before / after:6.2f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
