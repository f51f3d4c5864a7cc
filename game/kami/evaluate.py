"""How good a Whisper of the Gods position is for the search bot: each seat's expected share
of the match win (values 0..1, one per seat), the quantity Hard is measured on.

A finished match is worth its result split among the tied leaders (K42: ties share the win,
so a k-way tie is worth 1/k each). A match under way is worth what the rest of it is likely to
bring, in two parts:

- the round under way: each surviving seat's chance to win it (first to six gods, K37, or last
  left, K38), a conditional-logit model over the seats (`round_chances`) whose weights
  (`WEIGHTS`) are fitted on the round winners of Normal games from what every seat holds:
  gods on the field, the missing names it holds in hand, how soon it next plays (the seat
  to play first in a race of one god a turn, K10), shields, hand, Inferno Gate with a god for
  it in the graveyard, linked abilities, a spell lock;
- the rounds after it: each won by any seat alike. Points are 3 to the winner, 1 to every
  other survivor, 0 to the eliminated (K41), so `match_shares` adds the round under way's
  possible winners to the banked points and counts, over every way the later rounds can go,
  each seat's split share of the highest total (K42).

Measured on held-out positions of 200 four-player Normal games (fitted on 600 others): the
model's values correlate 0.49 with the match's split result, the former guess (a sigmoid of
expected round points) 0.42; on 60 fresh games 0.54.

Hard (python -m game.strength kami --players 4 --think 0.1, CPU time, one Hard seat cycling
through the four seats among Normal ones, the same seeds also played by Normal alone):
- starting from `KeeperBot` (TUNING.prior: Normal that keeps a second copy of a fielded god),
  seeds 10000–10127, 128 games: split wins 52.7 % against Normal's 24.6 % in the same seats
  (fair share 25 %); outright 84 of 128 (65.6 %, 95 % CI 57–73) against 44 (34.4 %, 27–43);
  match points +1.03 ± 0.20 (1 SE). Every seat gained (53–75 % outright against 28–44 %).
- starting from Normal itself (seeds 10000–10063, 64 games): split wins 35.2 % against
  30.5 %, outright 30 against 25, points +0.20 ± 0.23: the search alone gained little at 0.1 s.
Before (the former guess, 0.05 s): 9 of 24 outright against Normal's 10, points −0.50 ± 0.44.
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import combinations_with_replacement

from game.engine.search import Tuning

from .blunders import prudent
from .bots import KeeperBot
from .cards import POOL, is_god
from .state import State

# The round-win model's weights, one per feature of `_features`, fitted (maximum likelihood,
# light ridge) on 4-player Normal games.
WEIGHTS: tuple[float, ...] = (
    +0.405, +0.201, +0.735, +0.315, -0.131, +0.568, +0.368, +0.045, +0.117, +0.478,
    -0.099, -0.034, +0.086, +0.093, +0.090, +0.045, -0.372, -0.849, -0.470,
)

TUNING = Tuning(depth=30, prior=KeeperBot, guard=prudent)  # guard: no visible blunder (blunders.py)

_INFERNO = "INFERNO_GATE"
_ATTACK = frozenset({"BUBBLE_TRAP", "GOLDEN_PROOF", "VILVIE_SPIRAL", "CONSPIRACY_HAND"})
_DIG = frozenset({"ROLLING_STORM", "ENERGY_LIGHT", "SCRAMBLE_TYPHOON", "BRAIN_STORM", "BUTAN_REINCARNATION"})


def _features(g: State, seat: int, wait: int, grave_gods: frozenset[str]) -> tuple[float, ...]:
    """What the round-win model reads of one seat. `wait`: turns before the seat next plays from
    hand, 0 when it is its own main step and it has put no god out yet."""
    n = g.players
    names = set()
    linked = set()
    for group in g.fields[seat]:
        codes = [POOL[c] for c in group]
        names.update(codes)
        if len(codes) > 1:
            linked.update(codes)
    hand = [POOL[c] for c in g.hands[seat]]
    gods = len(names)
    needed = 6 - gods
    covered = min(len({c for c in hand if is_god(c) and c not in names}), needed)
    complete = covered == needed
    infernos = min(hand.count(_INFERNO), 2) if grave_gods - names else 0
    wait_share = wait / (n - 1)
    return (
        gods, gods * gods / 6, float(gods >= 5), covered, float(complete), float(complete and needed <= 1),
        float(complete and needed <= 2), min(len(hand), 12), min(len(g.shields[seat]), 7), infernos,
        min(sum(1 for c in hand if c in _ATTACK), 3), min(sum(1 for c in hand if c in _DIG), 3),
        float("ELECTRON" in names), float("NEUTRON" in linked), float("QUARK" in linked),
        float("LEPTON" in linked), wait_share, wait_share if needed <= 1 else 0.0, float(bool(g.locked[seat])),
    )


def round_chances(g: State) -> list[float]:
    """Each seat's chance to win the round under way (0 for an eliminated seat)."""
    n = g.players
    alive = [s for s in range(n) if not g.eliminated[s]]
    if len(alive) == 1:
        return [1.0 if s in alive else 0.0 for s in range(n)]
    order = g.clockwise(g.active)  # the active seat last
    fresh = not g.god_entered and g.phase in ("draw", "main")
    grave_gods = frozenset(POOL[c] for c in g.graveyard if is_god(POOL[c]))
    scores = {}
    for s in alive:
        wait = 0 if s == g.active and fresh else order.index(s) + 1
        scores[s] = sum(w * x for w, x in zip(WEIGHTS, _features(g, s, wait, grave_gods)))
    top = max(scores.values())
    exp = {s: math.exp(v - top) for s, v in scores.items()}
    total = sum(exp.values())
    return [exp[s] / total if s in exp else 0.0 for s in range(n)]


@lru_cache(maxsize=4096)
def _later(points: tuple[int, ...], rounds: int) -> tuple[float, ...]:
    """Each seat's split share of the match win (K42) from these totals when `rounds` more rounds
    are each won by any seat alike (+3 the winner, +1 the others, K41; knock-outs are rare)."""
    n = len(points)
    shares = [0.0] * n
    ways_total = n ** rounds
    for winners in combinations_with_replacement(range(n), rounds):
        counts = [0] * n
        for w in winners:
            counts[w] += 1
        ways = math.factorial(rounds)
        for c in counts:
            ways //= math.factorial(c)
        final = [points[s] + 2 * counts[s] for s in range(n)]
        best = max(final)
        leaders = [s for s in range(n) if final[s] == best]
        for s in leaders:
            shares[s] += ways / len(leaders)
    return tuple(v / ways_total for v in shares)


def match_shares(banked: list[int], eliminated: list[bool], chances: list[float], later: int) -> list[float]:
    """Expected split share of the match for each seat: the round under way won by seat w with
    chance `chances[w]`, then `later` rounds more."""
    n = len(banked)
    values = [0.0] * n
    for w in range(n):
        if chances[w] <= 0.0:
            continue
        points = [banked[s] + (3 if s == w else 0 if eliminated[s] else 1) for s in range(n)]
        low = min(points)
        shares = _later(tuple(p - low for p in points), later)
        for s in range(n):
            values[s] += chances[w] * shares[s]
    return values


def evaluate(g: State) -> list[float]:
    n = g.players
    if g.result is not None:
        winners = g.result.winners
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    banked = [sum(p[s] for p in g.round_points) for s in range(n)]
    return match_shares(banked, g.eliminated, round_chances(g), max(0, g.rounds - g.round))
