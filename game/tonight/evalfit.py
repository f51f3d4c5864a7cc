"""Fit the weights of evaluate.py on the real outcomes of Normal games.

    python -m game.tonight.evalfit [--games 500] [--seed 30000] [--rounds 300]

Every decision with a choice of `--games` Normal games (seeds from `--seed`) is a position;
each man still in the game (T11) gets his role's logit, the weights times evaluate.features,
and a softmax over them is fitted to who really won (multinomial logistic regression,
gradient descent with momentum, a little L2 on all but the bias). Games without a winner
(T40) are left out. As many games from `--seed + 500` are held out, and the log-loss of the
current and of the new weights on them is printed. Pure Python: no numpy.
"""

from __future__ import annotations

import argparse
import math

from game.engine.bots import bot_rng

from . import GAME
from .bots import SimpleBot
from .evaluate import WEIGHTS, features

Row = tuple[int, str, list[float]]  # seat, role, features
Position = tuple[list[Row], int]  # the men still in the game, and the winner's seat


def positions(seed: int) -> list[Position]:
    """Every position of one Normal game with a choice, labelled with its winner."""
    state = GAME.new_game(4, seed, {})
    bots = [SimpleBot() for _ in range(4)]
    rngs = [bot_rng(seed, s) for s in range(4)]
    kept: list[list[Row]] = []
    while state.result is None:
        seat = state.to_act
        legal = GAME.legal_actions(state)
        if len(legal) > 1 and state.turn >= 1:
            kept.append([(s, state.roles[s], features(state, s)) for s in range(4) if not state.eliminated[s]])
        GAME.perform(state, bots[seat].choose(GAME.observe(state, seat), legal, rngs[seat]))
    if not state.result.winners:
        return []
    winner = state.result.winners[0]
    return [(rows, winner) for rows in kept if any(s == winner for s, _, _ in rows)]


def _logits(weights: dict[str, tuple[float, ...] | list[float]], rows: list[Row]) -> dict[int, float]:
    return {s: sum(a * b for a, b in zip(weights[role], f)) for s, role, f in rows}


def log_loss(weights: dict[str, tuple[float, ...] | list[float]], data: list[Position]) -> float:
    total = 0.0
    for rows, winner in data:
        z = _logits(weights, rows)
        top = max(z.values())
        total += top + math.log(sum(math.exp(v - top) for v in z.values())) - z[winner]
    return total / max(len(data), 1)


def fit(data: list[Position], start: dict[str, tuple[float, ...]], rounds: int = 300, rate: float = 0.5,
        l2: float = 1e-3) -> dict[str, list[float]]:
    w = {role: list(values) for role, values in start.items()}
    velocity = {role: [0.0] * len(values) for role, values in w.items()}
    for _ in range(rounds):
        grad = {role: [0.0] * len(values) for role, values in w.items()}
        for rows, winner in data:
            z = _logits(w, rows)
            top = max(z.values())
            odds = {s: math.exp(v - top) for s, v in z.items()}
            total = sum(odds.values())
            for s, role, f in rows:
                e = odds[s] / total - (1.0 if s == winner else 0.0)
                g = grad[role]
                for i, x in enumerate(f):
                    g[i] += e * x
        for role, values in w.items():
            for i in range(len(values)):
                step = grad[role][i] / len(data) + (l2 * values[i] if i else 0.0)
                velocity[role][i] = 0.9 * velocity[role][i] - rate * step
                values[i] += velocity[role][i]
    return w


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tonight.evalfit", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=30_000)
    parser.add_argument("--rounds", type=int, default=300)
    args = parser.parse_args(argv)
    train = [p for seed in range(args.seed, args.seed + args.games) for p in positions(seed)]
    test = [p for seed in range(args.seed + 500, args.seed + 500 + args.games) for p in positions(seed)]
    w = fit(train, WEIGHTS, args.rounds)
    print(f"# {len(train)} positions fitted, {len(test)} held out: log-loss {log_loss(w, test):.3f} "
          f"(the current weights {log_loss(WEIGHTS, test):.3f})")
    print("WEIGHTS: dict[str, tuple[float, ...]] = {")
    for role, values in w.items():
        print(f'    "{role}": ({", ".join(f"{v:.2f}" for v in values)}),')
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
