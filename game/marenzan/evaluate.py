"""How good a Marenzan position is for the search bot (values 0..1, one per seat).

A win is shared (M77), and honour decides the hero: 0.85 for everyone plus up to
0.15 for a Hall as large as the largest. A loss is 0 for all (M78). A playout cut
short is guessed from what ends games: six Ruled villages (M20), five sealed
ones or a sealed Demon Lord (M61a), a mountain at three cards (M19), and from
progress towards the Holy Dragon Knight (M54): the Sword, Knights and Dragons
held, the Halls' victory cards.
"""

from __future__ import annotations

from .cards import DRAGON, HOLY_SWORD, KNIGHT, MOUNTAIN_FLOOR, is_threat
from .state import State

DEPTH = 30  # Marenzan decisions are slow (about 1 ms each with the Normal bot): a short playout, then the guess


def evaluate(state: State) -> list[float]:
    players = state.players
    if state.result is not None:
        if not state.result.winners:
            return [0.0] * players
        halls = [len(h) for h in state.halls]
        best = max(halls) or 1
        return [0.85 + 0.15 * halls[s] / best for s in range(players)]
    ruled = sum(1 for card in state.villages if card is not None and is_threat(card))
    sealed = sum(state.sealed)
    low = min(len(m) for m in state.mountains) - MOUNTAIN_FLOOR
    held = [c.rank for party in state.parties for c in party]
    guess = 0.3 - 0.05 * ruled - 0.06 * sealed - 0.05 * max(0, 4 - low)
    guess += 0.05 * (HOLY_SWORD in held) + 0.03 * min(1, held.count(KNIGHT)) + 0.04 * min(1, held.count(DRAGON))
    guess += 0.1 * (HOLY_SWORD in held and KNIGHT in held and DRAGON in held)
    guess += 0.005 * sum(len(h) for h in state.halls)
    guess = min(0.75, max(0.01, guess))
    halls = [len(h) for h in state.halls]
    best = max(halls) or 1
    return [guess * (0.95 + 0.05 * halls[s] / best) for s in range(players)]
