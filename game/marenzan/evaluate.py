"""How good a Marenzan position is for the search bot (values 0..1, one per seat).

The team wins or loses together (M18–M21), so the value is the chance that Normal
play from here ends in the Slaying, from a logistic model over what decides it:
Ruled and sealed villages (M20, M61a), the lowest mountain (M19), the Bells'
clock to the next Permanent Rule (M60), where the Holy Sword, Knights and Dragons
are and how much of the Holy Dragon Knight one Party holds (M54), whether the
Demon Lord waits face up in a village, and how far the game has gone. The
weights are fitted per player count on the real outcomes of Normal games
(`python -m game.marenzan.evalfit`, pure Python, a few minutes). A win adds a
small share for the seat's Hall, since honour picks the hero (M77); a loss is 0.

Measured on held-out positions (one game in four, 25 positions a game, 400 Normal
games a player count): the fitted value correlates 0.46 / 0.40 / 0.30 / 0.32 with
the real result for 1 / 2 / 3 / 4 players; the hand-made guess it replaces 0.31 /
0.34 / 0.19 / 0.19 on a like split. On 80 solo positions, Normal's choice against another legal
action, the difference a search sees after a cut playout agrees with the one
30 full Normal playouts give (same worlds) with correlation 0.62 at 30 decisions
and 0.74 at 60 (the old guess: 0.59 and 0.63). A game takes 200–270 decisions of
Normal play (about 0.1 ms each with observing), so a full playout from mid-game costs
about 10–20 ms and a 30-decision one 2–3 ms: 5–10 times the iterations.

TUNING. Decisions offer up to 66 legal actions (Returns of each card to each mountain,
Joins, Recruits), and at 0.1 s CPU a search ran 10–60 iterations: trying every action
once used the whole budget. So the search keeps Normal's choice and the 3 actions whose
immediate result this evaluation values most (root_width 4). Most decisions hardly
matter (over 80 solo positions a random legal action lost 0.7 points of win rate
against Normal's choice, within noise), so a departure needs 2 paired standard errors
on at least 8 common worlds; with several alternatives each tried at 1.5, one passed
by chance in many decisions. On 100 solo positions (128 iterations) the old guess and
constants departed from Normal in 7 and gained +0.02 ± 0.04 a departure in 30 full
Normal playouts; on 150 (40 iterations) these departed in 8 and gained +0.13 ± 0.07
(before Normal learnt to open a village when the Holy Dragon Knight waits, the
biggest of those gains).

All Hard against all Normal, seeds 500 on, 0.1 s CPU a decision (`game.strength --coop`):
1 player 15/40 (37.5 %) against 11/40 (27.5 %); 2 players 9/24 against 10/24; 3 players
5/14 against 5/14; 4 players 6/14 against 3/14. The intervals overlap everywhere: the
10-point target is not shown at these game counts.
Again at 4 players, 40 games (seeds 500-539, 0.1 s): the Hard team 14/40 (35 %, 95 % CI 22-50)
against the Normal team's 8/40 (20 %, 10-35), +15 points; the intervals still overlap.
Solo at 0.25 s a decision, 40 games (seeds 500-539): Hard 22/40 (55 %, 40-69) against Normal
11/40 (27.5 %, 16-43), +27.5 points (at 0.1 s on the same seeds: 15/40). 2 players at 0.1 s,
32 games (seeds 500-531): Hard 20/32 (62.5 %, 45-77) against 15/32 (46.9 %, 31-64), +15.6.
3 players at 0.1 s, 24 games (seeds 500-523): Hard 16/24 (66.7 %, 47-82) against 6/24 (25 %,
12-45), +41.7. 2 players at 0.25 s, 48 games (seeds 500-547): Hard 32/48 (66.7 %, 53-78)
against 21/48 (43.8 %, 31-58), +22.9; Hard alone won 18 seeds and Normal alone 7 (McNemar's
exact sign test p = 0.043). 2 players at 0.1 s again, 96 games (seeds 500-595): Hard 49/96
(51.0 %, 41-61) against 42/96 (43.8 %, 34-54), +7.3, p = 0.35: at 0.1 s the gain at two players
is not shown. 4 players at 0.1 s, 40 more games (seeds 540-579): Hard 15/40 (37.5 %) against
11/40 (27.5 %), p = 0.52; the 80 games of seeds 500-579 together 29/80 (36.3 %) against 19/80
(23.8 %), +12.5. 4 players at 0.25 s, 100 games (seeds 500-579 and 800-819, ten at a time): the
Hard team 57/100 (57.0 %, 47-66) against 22/100 (22.0 %, 15-31), +35 points; Hard alone won 47
seeds and Normal alone 12, p = 5e-6: shown.

Visible blunders (issue 30; `python -m game.simulate marenzan --bots normal --blunders`): Normal,
seeds 0–999 (1–4 players in turn): a Call for Help in solo 0 (2 in 50 games before, from the
random fallback), the Holy Sword thrown where another winning pair exists 0. Hard is guarded from
both (TUNING.guard).
"""

from __future__ import annotations

import math

from game.engine.search import Tuning

from .blunders import prudent
from .cards import DEMON_LORD, DRAGON, HOLY_SWORD, KNIGHT, MOUNTAIN_FLOOR
from .state import State

TUNING = Tuning(depth=30, min_visits=8, switch_z=2.0, root_width=4, guard=prudent)  # guard: no visible blunder

# The features, in the order of the weights (`features` below says what each one is).
NAMES = ("bias", "ruled", "sealed", "guarded", "empty", "low_danger", "low", "mountains",
         "knight", "dragon", "sword_party", "sword_journey", "hdk", "hdk_parts", "lord_out",
         "lord_out_hdk", "knight_journey", "dragon_journey", "clock", "five_threats", "four_threats",
         "demons", "dragons_out", "party", "hall", "turns")

# Fitted on seeds 20000–20399 of Normal play for each player count (evalfit.py).
WEIGHTS: dict[int, tuple[float, ...]] = {
    # 1 player(s): held-out correlation 0.46
    1: (0.860, -0.321, -0.131, 0.152, 0.300, -0.448, 0.064, -3.106, 0.130,
        0.136, 1.055, 1.761, 0.109, 0.440, -1.069, 2.889, 0.410, 0.114,
        0.067, -1.845, -0.130, 0.325, 0.422, 0.255, -0.043, -4.186),
    # 2 player(s): held-out correlation 0.40
    2: (-0.424, -0.207, -0.232, 0.166, 0.273, -0.404, -0.502, -1.441, 0.021,
        0.174, 0.420, 0.995, 0.329, 1.373, -0.786, 2.819, 0.393, 0.507,
        -0.274, -1.247, -0.449, 0.361, 0.218, 0.283, -0.182, -2.110),
    # 3 player(s): held-out correlation 0.30
    3: (0.040, -0.138, -0.389, 0.246, 0.281, -0.440, -2.069, -1.069, -0.085,
        0.680, 0.635, 0.815, 0.358, 0.374, -0.463, 2.850, 0.161, 0.231,
        -0.675, -0.735, -0.031, 0.210, 0.115, 0.197, -0.806, -0.799),
    # 4 player(s): held-out correlation 0.32
    4: (-0.882, -0.054, -0.285, 0.134, 0.205, -0.290, -1.321, -0.561, -0.472,
        0.515, 0.764, 1.057, 0.448, 0.462, -0.376, 2.446, 0.146, 0.393,
        -0.450, -0.682, -0.316, 0.139, 0.184, 0.347, -0.336, -1.546),
}


def features(state: State) -> list[float]:
    """The position as numbers, the same for every seat (the team shares its fate)."""
    players = state.players
    ruled = sealed = guarded = empty = demons = dragons_out = 0
    lord_out = 0.0
    for v, card in enumerate(state.villages):
        if card is None:
            empty += 1
        elif state.sealed[v]:
            sealed += 1
        elif card.rank >= DRAGON:
            ruled += 1
            if card.rank == DEMON_LORD:
                lord_out = 1.0
            elif card.rank == DRAGON:
                dragons_out += 1
            else:
                demons += 1
        else:
            guarded += 1
    sizes = [len(m) for m in state.mountains]
    low = min(sizes) - MOUNTAIN_FLOOR
    held: list[int] = []
    parts = 0
    for party in state.parties:
        ranks = {c.rank for c in party}
        held += [c.rank for c in party]
        parts = max(parts, (HOLY_SWORD in ranks) + (KNIGHT in ranks) + (DRAGON in ranks))
    travelled = [c.rank for journey in state.journeys for c in journey]
    hdk = 1.0 if parts == 3 else 0.0
    clock = (state.great_bell - 1) * 5 + state.small_bell - 1  # 0..29 turns towards a Permanent Rule (M58–M60)
    threats = ruled + sealed
    return [1.0, ruled, sealed, guarded, empty, max(0, 4 - low), min(low, 10) / 10, sum(sizes) / 45,
            1.0 if KNIGHT in held else 0.0, 1.0 if DRAGON in held else 0.0,
            1.0 if HOLY_SWORD in held else 0.0, 1.0 if HOLY_SWORD in travelled else 0.0,
            hdk, parts / 3, lord_out, lord_out * hdk,
            1.0 if KNIGHT in travelled else 0.0, 1.0 if DRAGON in travelled else 0.0,
            clock / 29, 1.0 if threats >= 5 else 0.0, 1.0 if threats == 4 else 0.0,
            demons, dragons_out, len(held) / (3 * players), sum(len(h) for h in state.halls) / 10,
            min(state.turns, 300) / 300]


def win_chance(state: State) -> float:
    """The fitted chance that Normal play from this unfinished position wins."""
    weights = WEIGHTS[min(max(state.players, 1), 4)]
    z = sum(w * x for w, x in zip(weights, features(state)))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def evaluate(state: State) -> list[float]:
    players = state.players
    halls = [len(h) for h in state.halls]
    best = max(halls) or 1
    if state.result is not None:
        if not state.result.winners:
            return [0.0] * players
        return [0.95 + 0.05 * halls[s] / best for s in range(players)]
    chance = win_chance(state)
    return [chance * (0.98 + 0.02 * halls[s] / best) for s in range(players)]
