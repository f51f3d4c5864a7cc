"""How much stronger Hard is than Normal, on the same seeds.

    python -m game.strength kami --players 4 --games 40 --think 0.1
    python -m game.strength tonight --games 40 --think 0.1         # per role
    python -m game.strength requiem --games 60 --think 0.1 --coop  # all Hard vs all Normal

Competitive games: game i puts one Hard seat at seat i mod players among Normal
seats, and the same seed is also played by Normal seats only, so each Hard game
has a paired Normal baseline (the same seat, deal and dice). Where tied leaders share
a win (Whisper K42, Enfield), a win is also counted split: 1/k for a k-way tie, so the
seats' split wins add up to one a game and a fair share is 1/players. Hard's think time is CPU
time unless `--wall`, so that a busy machine does not weaken it. Tonight's seats are
its roles (T1), so there the figures are per role. Co-op (`--coop`): every seat
Hard against every seat Normal on the same seeds. Rates carry a Wilson 95 %
interval; the paired line counts the seeds that only one of the two won, with
McNemar's exact sign test on them (the deal's luck cancels out within a seed). The
decision times are Hard's, over decisions with a choice.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter

from game.engine import registry, search
from game.engine.simcheck import play_game


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % score interval of a rate wins/n."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _rate(wins: int, n: int) -> str:
    low, high = wilson(wins, n)
    return f"{100 * wins / max(n, 1):5.1f} % ({wins}/{n}, 95 % CI {100 * low:.0f}–{100 * high:.0f})"


def sign_test(hard_only: int, normal_only: int) -> float:
    """Two-sided exact p of the paired games whose outcomes differ: under "Hard is no better
    than Normal" each such seed is Hard's with chance one half (McNemar's exact test)."""
    n = hard_only + normal_only
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(hard_only, normal_only) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def _split(winners: tuple[int, ...], seat: int) -> float:
    """The seat's part of a win shared by tied leaders."""
    return 1 / len(winners) if seat in winners else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.strength", description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=10_000, help="first seed")
    parser.add_argument("--think", type=float, default=0.1, help="Hard's seconds a decision")
    parser.add_argument("--coop", action="store_true", help="all Hard against all Normal")
    parser.add_argument("--seats", default=None, help="comma-separated Hard seats to cycle (default: all)")
    parser.add_argument("--wall", action="store_true",
                        help="cap Hard by wall time (default: by CPU time, the same work on a busy machine)")
    parser.add_argument("--no-baseline", action="store_true", help="skip the Normal-only games")
    args = parser.parse_args(argv)
    game = registry.get(args.game)
    if not args.wall:
        search.CLOCK = time.process_time
    players = args.players or game.min_players
    hard_seats = [int(s) for s in args.seats.split(",")] if args.seats else list(range(players))
    times: list[float] = []

    def timed(seat: int, kind: str, seconds: float) -> None:
        if kind == "hard":
            times.append(seconds)

    hard_wins: Counter = Counter()
    normal_wins: Counter = Counter()
    hard_split: Counter = Counter()
    normal_split: Counter = Counter()
    games: Counter = Counter()
    labels: dict[int, str] = {}
    hard_only = normal_only = 0  # paired seeds that only Hard, or only Normal, won
    hard_scores: list[float] = []  # the seat's final score (the team's, co-op), where the game keeps one
    normal_scores: list[float] = []
    start = time.perf_counter()
    played = 0
    try:
        for i in range(args.games):
            seed = args.seed + i
            if args.coop:
                bots, key = ["hard"], 0
            else:
                key = hard_seats[i % len(hard_seats)]
                bots = ["normal"] * players
                bots[key] = "hard"
            session = play_game(game, players, seed, bots, think=args.think, on_decision=timed)
            base = None if args.no_baseline else play_game(game, players, seed, ["normal"])
            # counted once both games of the seed are over: a stopped run stays paired
            games[key] += 1
            played += 1
            won = (bool(session.result.winners) if args.coop else key in session.result.winners)
            hard_wins[key] += won
            hard_split[key] += _split(session.result.winners, key) if not args.coop else won
            if session.result.scores:
                hard_scores.append(session.result.scores[key])
            roles = getattr(session.state, "roles", None)
            labels[key] = "team" if args.coop else (roles[key] if roles else f"seat {key + 1}")
            if base is not None:
                base_won = bool(base.result.winners) if args.coop else key in base.result.winners
                normal_wins[key] += base_won
                hard_only += won and not base_won
                normal_only += base_won and not won
                normal_split[key] += _split(base.result.winners, key) if not args.coop else bool(base.result.winners)
                if base.result.scores and session.result.scores:
                    normal_scores.append(base.result.scores[key])
            if (i + 1) % 8 == 0:  # a long run shows how it goes
                print(f"  after {i + 1} games: Hard won {sum(hard_wins.values())}", file=sys.stderr, flush=True)
    except KeyboardInterrupt:  # Ctrl+C (or SIGINT): the figures of the seeds played so far
        print(f"  stopped after {played} games", file=sys.stderr, flush=True)
        if not played:
            return 1
    elapsed = time.perf_counter() - start
    print(f"{game.title_en}, {players} players, {played} games, Hard thinks {args.think} s "
          f"({'all Hard vs all Normal' if args.coop else 'one Hard seat vs Normal'}), {elapsed:.0f} s")
    for key in sorted(games):
        line = f"  {labels[key]:10s} Hard {_rate(hard_wins[key], games[key])}"
        if not args.no_baseline:
            line += f"   Normal {_rate(normal_wins[key], games[key])}"
        print(line)
    n = sum(games.values())
    total = f"  {'all':10s} Hard {_rate(sum(hard_wins.values()), n)}"
    if not args.no_baseline:
        total += f"   Normal {_rate(sum(normal_wins.values()), n)}"
    print(total)
    if not args.no_baseline:
        print(f"  paired: Hard alone won {hard_only} seeds, Normal alone {normal_only}; "
              f"sign test p = {sign_test(hard_only, normal_only):.3g}")
    if not args.coop and any(hard_split[k] != hard_wins[k] for k in games):
        split = f"  {'split':10s} Hard {100 * sum(hard_split.values()) / n:5.1f} %"
        if not args.no_baseline:
            split += f"   Normal {100 * sum(normal_split.values()) / n:5.1f} %"
        print(split + f"   (a k-way tie counts 1/k; fair share {100 / players:.1f} %)")
    if hard_scores:
        line = f"  score: Hard {sum(hard_scores) / len(hard_scores):.2f}"
        if len(normal_scores) == len(hard_scores) > 1:  # paired on the seed: the deal's luck cancels out
            diffs = [h - b for h, b in zip(hard_scores, normal_scores)]
            mean = sum(diffs) / len(diffs)
            error = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
            line += f", Normal {sum(normal_scores) / len(normal_scores):.2f}, difference {mean:+.2f} ± {error:.2f} (1 SE)"
        print(line)
    if times:
        choices = sorted(t for t in times if t > 0.002) or sorted(times)
        median, p95 = (choices[min(len(choices) - 1, int(q * len(choices)))] for q in (0.5, 0.95))
        print(f"  Hard decisions: {len(times)} ({len(choices)} searched), median {1000 * median:.0f} ms, "
              f"p95 {1000 * p95:.0f} ms, max {1000 * choices[-1]:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
