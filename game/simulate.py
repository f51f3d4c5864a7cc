"""Headless games with bots: win rates, endings, lengths, faults.

    python -m game.simulate requiem --games 1000 --bots simple
    python -m game.simulate marenzan --players 2 --bots simple,random --check
    python -m game.simulate requiem --games 50 --bots hard --think 0.05
    python -m game.simulate tonight --games 1000 --bots normal --blunders
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from game.engine import registry
from game.engine.blunders import BlunderTally
from game.engine.simcheck import play_game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.simulate", description=__doc__.splitlines()[0])
    parser.add_argument("game", help="a game id: " + ", ".join(e.id for e in registry.ENTRIES))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=None, help="default: cycle through every allowed count")
    parser.add_argument("--bots", default="random", help="comma-separated bot kinds, one per seat, repeated")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option (VALUE as JSON, e.g. deathmatch=true)")
    parser.add_argument("--check", action="store_true", help="check the contract at every step (slower)")
    parser.add_argument("--think", type=float, default=None,
                        help="seconds a decision for the 'hard' search bot (default 1)")
    parser.add_argument("--blunders", action="store_true",
                        help="count the game's named blunders per bot level (game/<id>/blunders.py) "
                             "and print the game's own figures")
    args = parser.parse_args(argv)

    import json

    try:
        game = registry.get(args.game)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    options = {}
    for item in args.option:
        key, _, value = item.partition("=")
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    bots = args.bots.split(",")
    counts = [args.players] if args.players else list(range(game.min_players, game.max_players + 1))
    endings: Counter = Counter()
    wins: Counter = Counter()
    by_count: Counter = Counter()
    steps = 0
    faults = 0
    times: dict[str, list[float]] = {}

    def timed(seat: int, kind: str, seconds: float) -> None:
        times.setdefault(kind, []).append(seconds)

    tally = BlunderTally(game) if args.blunders else None

    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        players = counts[i % len(counts)]
        try:
            session = play_game(game, players, seed, bots, options, check=args.check, think=args.think,
                                on_decision=timed, before_act=tally.before_act if tally is not None else None)
        except Exception as exc:  # report every fault, keep going
            faults += 1
            print(f"seed {seed} ({players} players): {type(exc).__name__}: {exc}", file=sys.stderr)
            continue
        by_count[players] += 1
        if tally is not None:
            tally.ended(session)
        steps += len(session.record.actions)
        result = session.result
        endings[result.ending] += 1
        for seat in result.winners:
            wins[(players, session.record.seats[seat].kind, seat)] += 1
    elapsed = time.perf_counter() - start
    played = sum(by_count.values())
    print(f"{game.title_en}: {played} games ({faults} faults) in {elapsed:.1f} s, "
          f"{played / elapsed if elapsed else 0:.0f} games/s, {steps / max(played, 1):.1f} decisions a game")
    print("endings:")
    for ending, n in endings.most_common():
        print(f"  {ending:40s} {n:6d}  {100 * n / max(played, 1):5.1f} %")
    print("wins by seat (players, bot, seat):")
    for (players, kind, seat), n in sorted(wins.items()):
        print(f"  {players}p seat {seat + 1} {kind:8s} {n:6d}  {100 * n / by_count[players]:5.1f} %")
    print("decision time by bot (median, p95, max; ms):")
    for kind, values in sorted(times.items()):
        values.sort()
        median, p95 = (1000 * values[min(len(values) - 1, int(q * len(values)))] for q in (0.5, 0.95))
        print(f"  {kind:8s} {len(values):7d} decisions  {median:8.2f} {p95:8.2f} {1000 * values[-1]:8.2f}")
    if tally is not None:
        print("\n".join(tally.lines()))
    return 1 if faults else 0


if __name__ == "__main__":
    raise SystemExit(main())
