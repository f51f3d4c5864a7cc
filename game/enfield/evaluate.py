"""How good an Enfield position is for the search bot (values 0..1, one per seat).

A finished year is worth its result: 1 for every seat with the most trust (E58, tied
leaders share the win, AE28), 0 for the others. A playout cut short is guessed from the
trust each seat holds now (E57, which can be counted at any moment, AE29), what is still
in its supply (E56: the markers it can yet place), and its party's upright members (an
incapacitated one fights and works no more until it recovers), set against the best
other seat: the lead counts for more as fewer rounds are left (E7).

Measured (python -m game.strength, 3 players, one Hard seat among Normal seats, paired seeds):
at 0.25 s CPU a decision Hard won 22 of 30 games (73 %, 95 % CI 56–86) where Normal in its
seat won 14 (47 %); at 0.05 s 29 of 48 against 25. Without this evaluation Hard's games were
Normal's, move for move. Ties share the win (AE28), so Normal's own share is about 46 %.
"""

from __future__ import annotations

import math

from game.engine.search import Tuning

from .blunders import prudent
from .scoring import all_points
from .state import ROUNDS, State

DEPTH = 24  # about two rounds of decisions, then the guess


def evaluate(state: State) -> list[float]:
    players = state.players
    if state.result is not None:
        return [1.0 if s in state.result.winners else 0.0 for s in range(players)]
    points = all_points(state.markers, players)
    left = max(0, ROUNDS - state.round) + 1
    worth = []
    for s in range(players):
        squad = state.squads[s]
        down = sum(1 for m in squad.party if m.incapacitated)
        worth.append(points[s] + 0.12 * min(squad.supply, left) - 0.25 * down)
    scale = 1.0 + 0.35 * left  # a lead of a few points early on is easily lost
    values = []
    for s in range(players):
        best_other = max(worth[o] for o in range(players) if o != s)
        values.append(1.0 / (1.0 + math.exp(-(worth[s] - best_other) / scale)))
    return values

# Hard keeps its search's depth and playouts, and never spends a card on a member who cannot act
TUNING = Tuning(depth=DEPTH, guard=prudent)
