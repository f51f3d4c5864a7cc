"""Fit the weights of evaluate.py on the real outcomes of Normal games.

    python -m game.marenzan.evalfit [--games 400] [--seed 20000]

For each player count: play Normal games, keep up to 25 positions a game (every
10th decision with a choice), label each with how its game really ended, and fit
a logistic regression (Newton's method, a little L2) on evaluate.features. One
game in four is held out and its correlation printed. Pure Python: no numpy.
"""

from __future__ import annotations

import argparse
import math

from game.engine.bots import bot_rng
from game.engine.rng import Rng

from . import GAME
from .bots import SimpleBot
from .evaluate import NAMES, features
from .state import copy_state

PER_GAME = 25


def positions(players: int, seed: int, every: int = 10) -> list[tuple[list[float], float]]:
    """Features of positions of one Normal game, each with the game's result (1 won, 0 lost)."""
    state = GAME.new_game(players, seed, {})
    bots = [SimpleBot() for _ in range(players)]
    rngs = [bot_rng(seed, s) for s in range(players)]
    kept = []
    n = 0
    while state.result is None:
        seat = state.to_act
        legal = GAME.legal_actions(state)
        if len(legal) > 1:
            if n % every == 0:
                kept.append(copy_state(state))
            n += 1
        GAME.perform(state, bots[seat].choose(GAME.observe(state, seat), legal, rngs[seat]))
    won = 1.0 if state.result.winners else 0.0
    pick = Rng.from_seed(seed)
    while len(kept) > PER_GAME:  # a game stuck until the turn limit must not outweigh the others
        kept.pop(pick.below(len(kept)))
    return [(features(s), won) for s in kept]


def _p(w: list[float], x: list[float]) -> float:
    z = sum(a * b for a, b in zip(w, x))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def fit(rows: list[tuple[list[float], float]], l2: float = 1.0, rounds: int = 12) -> list[float]:
    """Logistic regression by Newton's method (the bias is not shrunk)."""
    d = len(rows[0][0])
    w = [0.0] * d
    for _ in range(rounds):
        grad = [0.0] * d
        hess = [[0.0] * d for _ in range(d)]
        for x, y in rows:
            p = _p(w, x)
            e, v = p - y, p * (1 - p)
            for i in range(d):
                if x[i]:
                    grad[i] += e * x[i]
                    vi, row = v * x[i], hess[i]
                    for j in range(d):
                        row[j] += vi * x[j]
        for i in range(d):
            grad[i] += l2 * w[i] if i else 0.0
            hess[i][i] += l2 if i else 1e-6
        w = [a - b for a, b in zip(w, _solve(hess, grad))]
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gauss-Jordan elimination with partial pivoting (a small dense system)."""
    d = len(b)
    m = [row[:] + [bi] for row, bi in zip(a, b)]
    for c in range(d):
        pivot = max(range(c, d), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(d):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][d] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(d)]


def correlation(xs: list[float], ys: list[float]) -> float:
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sx = math.sqrt(sum((x - mx) ** 2 for x in xs))
    sy = math.sqrt(sum((y - my) ** 2 for y in ys))
    return sxy / (sx * sy) if sx and sy else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.marenzan.evalfit", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=20_000)
    args = parser.parse_args(argv)
    print("WEIGHTS = {")
    for players in (1, 2, 3, 4):
        train: list[tuple[list[float], float]] = []
        test: list[tuple[list[float], float]] = []
        for seed in range(args.seed, args.seed + args.games):
            (test if seed % 4 == 0 else train).extend(positions(players, seed))
        w = fit(train)
        r = correlation([_p(w, x) for x, _ in test], [y for _, y in test])
        numbers = [f"{v:.3f}" for v in w]
        lines = [", ".join(numbers[i:i + 9]) for i in range(0, len(numbers), 9)]
        print(f"    # {players} player(s): held-out correlation {r:.2f}")
        print(f"    {players}: (" + ",\n        ".join(lines) + "),")
    print("}  # " + " ".join(NAMES))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
