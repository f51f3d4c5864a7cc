"""How good a Whisper of the Gods position is for the search bot (values 0..1, one per seat).

A finished match is worth its result: 1 for every seat with the most points (K42, ties
share the win), 0 for the others. A playout cut short is guessed: the round points banked
(K41), plus what the round under way is likely to bring. Its winner is the first to six
gods (K37, K51) or the last left (K38), so a seat's chance in it grows with the gods on
its field, and with its shields and hand (the passes it can survive, K21, and the gods
and spells it can still play); an eliminated seat has none and scores 0, a survivor 1,
the winner 3. The expected totals are then set against the best other seat, a lead
counting for more as fewer rounds are left (K40).

Measured (python -m game.strength, 4 players, one Hard seat among Normal seats, paired seeds,
0.05 s CPU a decision, about 19 iterations): 14 of 32 and, with the sampler's wider coverage,
9 of 24 wins, against Normal's 13 and 10 in the same seats; match points −0.50 ± 0.44 (1 SE)
against Normal. No measurable gain at that budget; longer thinking is not measured yet. Ties
share the win (K42), so Normal's own share is about 35 %.
"""

from __future__ import annotations

import math

from .state import State

DEPTH = 30  # a few turns of Normal play, then the guess


def evaluate(g: State) -> list[float]:
    n = g.players
    if g.result is not None:
        return [1.0 if s in g.result.winners else 0.0 for s in range(n)]
    banked = [sum(p[s] for p in g.round_points) for s in range(n)]
    strength = []
    for s in range(n):
        if g.eliminated[s]:
            strength.append(0.0)
            continue
        gods = sum(len(group) for group in g.fields[s])
        shields = len(g.shields[s])
        strength.append(math.exp(0.9 * gods + 0.25 * min(shields, 6) + 0.12 * min(len(g.hands[s]), 8)))
    total = sum(strength) or 1.0
    expected = []
    for s in range(n):
        if g.eliminated[s]:
            expected.append(float(banked[s]))
            continue
        win = strength[s] / total
        survive = min(1.0, len(g.shields[s]) / 3)  # at 1 shield the next pass eliminates (K21)
        expected.append(banked[s] + 3 * win + (1 - win) * survive)
    left = max(0, g.rounds - g.round)
    scale = 1.0 + 1.5 * left
    values = []
    for s in range(n):
        best_other = max(expected[o] for o in range(n) if o != s)
        values.append(1.0 / (1.0 + math.exp(-(expected[s] - best_other) / scale)))
    return values
