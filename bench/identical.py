"""Do this tree and a base commit play exactly the same games?

    python -m bench.identical [--base 73f6216] [--games 40] [--bots random,simple] [games...]

Plays the same seeded games with bots in both trees and compares, step by step,
the seat to act, the legal actions, the acting seat's observation, the action
chosen, every event and the result (as JSON). Prints one digest per game, bot
and tree, and the first step that differs if any. Exit status 1 on a difference.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


def game_lines(game_id: str, bot: str, games: int):
    """One JSON line per step of each game, in order (run inside the tree under test)."""
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.contract import jsonable
    from game.engine.record import Seat
    from game.engine.session import Session

    game = registry.get(game_id)
    counts = list(range(game.min_players, game.max_players + 1))
    for seed in range(games):
        players = counts[seed % len(counts)]
        session = Session.new(game, [Seat(f"P{i + 1}", bot) for i in range(players)], seed)
        bots = [make_bot(game, bot) for _ in range(players)]
        rngs = [bot_rng(seed, i) for i in range(players)]
        step = 0
        while not session.over:
            seat = session.to_act
            legal = session.legal()
            observation = session.observe(seat)
            action = bots[seat].choose(observation, legal, rngs[seat])
            events = session.act(action).events
            yield json.dumps([seed, step, seat, [a.to_json() for a in legal], jsonable(observation),
                              action.to_json(), [e.to_json() for e in events]], sort_keys=True, default=repr)
            step += 1
        yield json.dumps([seed, "end", jsonable(session.result), jsonable(session.observe(None))],
                         sort_keys=True, default=repr)


def emit(games: list[str], bots: list[str], count: int) -> None:
    for game_id in games:
        for bot in bots:
            digest = hashlib.sha256()
            lines = 0
            for line in game_lines(game_id, bot, count):
                digest.update(line.encode())
                digest.update(b"\n")
                lines += 1
            print(json.dumps({"game": game_id, "bot": bot, "steps": lines, "sha256": digest.hexdigest()}), flush=True)


def first_difference(base, root, game_id: str, bot: str, count: int) -> str:
    outs = []
    for tree in (base, root):
        outs.append(_run(tree, ["--lines", "--games", str(count), "--bots", bot, game_id]).splitlines())
    for a, b in zip(*outs):
        if a != b:
            return f"base: {a[:600]}\nthis: {b[:600]}"
    return f"lengths differ: {len(outs[0])} vs {len(outs[1])}"


def _run(tree, args: list[str]) -> str:
    """This file run against the sources of `tree` (its own folder holds no `game`)."""
    # a fixed string hash: some bots break ties by set order, which else differs run to run
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    return subprocess.run([sys.executable, os.path.abspath(__file__), *args], cwd=tree, env=env, check=True,
                          capture_output=True, text=True).stdout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.identical", description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", default=list(GAMES))
    parser.add_argument("--base", default=None)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--bots", default="random,simple")
    parser.add_argument("--emit", action="store_true", help="print digests for the tree on PYTHONPATH")
    parser.add_argument("--lines", action="store_true", help="print every step for the tree on PYTHONPATH")
    args = parser.parse_args(argv)
    bots = args.bots.split(",")
    if args.lines:
        for line in game_lines(args.names[0], bots[0], args.games):
            print(line)
        return 0
    if args.emit:
        emit(args.names, bots, args.games)
        return 0
    from bench.baseline import BASE_COMMIT, ROOT, tree_at

    base = tree_at(args.base or BASE_COMMIT)
    results = {}
    for label, tree in (("base", base), ("this", ROOT)):
        out = _run(tree, ["--emit", "--games", str(args.games), "--bots", args.bots, *args.names])
        results[label] = [json.loads(line) for line in out.splitlines()]
    same = True
    for a, b in zip(results["base"], results["this"]):
        verdict = "identical" if a == b else "DIFFERENT"
        same &= a == b
        print(f"{a['game']:10s} {a['bot']:7s} {a['steps']:7d} steps  {a['sha256'][:16]}  {b['sha256'][:16]}  {verdict}",
              flush=True)
        if a != b:
            print(first_difference(base, ROOT, a["game"], a["bot"], args.games))
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
