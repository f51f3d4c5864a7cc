"""How good a Requiem position is for the search bot (values 0..1, one per seat, all equal: co-op).

A finished game is worth its result: a win 0.75 plus a quarter for the score
(R42, −20..+20), a loss 0. An unfinished one (a playout cut short) is a rough
guess of the chance to win: the Capital Deck is the team's life (R39), dead
enemies bring the Slaughter King closer (R29), a King in the Damage Area and dead
Pact Princes close the way back (R28, R40).

All Hard against all Normal (python -m game.strength requiem --coop, CPU time, seeds
10000–10099, the same seeds for both teams): at 0.25 s a decision the Hard team won 71 of 100
(71 %, 95 % CI 61–79) against the Normal team's 42 (42 %, 33–52), +29 points. At 0.1 s (about
45 full playouts a decision) the gain is small: 17 of 32 against 15 on seeds 40000–40031.

Teammates you trust (issue 30; `python -m game.simulate requiem --bots normal --blunders`).
Normal and Hard (TUNING.guard) never play a move after which the team cannot live through the
turn while another move can (safety.py). Three Normal bots, seeds 0–999: team win 61.2 % (was
53.5 %); "the team falls this turn while another legal move survives it" 29 times (was 493), all
of them guesses that only hindsight tells apart (a blind King sent at one of two or three
face-down arrivals, the Slaughter King behind another), 0 seen from the observation over 16
sampled worlds (was 205); a move leaving no way through the turn 0 (was 195). Three Hard bots at
0.05 s a decision (wall clock, busy machine), seeds 0–99: team win 67 %, the same counts 5 / 0 / 0.
All Hard against all Normal at 0.05 s CPU, seeds 10000–10059: Hard 56.7 % (34/60) against Normal
51.7 % (31/60), +5.0 points; before these changes 43.3 % against 40.0 %, +3.3 points.
"""

from __future__ import annotations

from game.engine.search import Tuning

from .cards import KING, PACT_PRINCES, PRINCES
from .rules import score_of
from .safety import safe_actions
from .state import PLAYERS, State

DEPTH = 150  # Normal playouts of Requiem are short enough to run to the end (fewer than 150 turns, R34a)
# Hard never plays a move after which the team cannot live through the turn while another can
TUNING = Tuning(depth=DEPTH, guard=safe_actions)


def evaluate(state: State) -> list[float]:
    if state.result is not None:
        if not state.result.winners:
            return [0.0] * PLAYERS
        score = score_of(state)[0]
        return [0.75 + 0.25 * (score + 20) / 40] * PLAYERS
    guess = 0.25 + 0.015 * len(state.enemy_dead) + 0.02 * min(len(state.capital), 10)
    if KING in state.damage:
        guess -= 0.15 * (1 + sum(p in state.allied_dead for p in PACT_PRINCES))
    guess -= 0.04 * sum(p in state.allied_dead for p in PRINCES)
    return [min(0.7, max(0.01, guess))] * PLAYERS
