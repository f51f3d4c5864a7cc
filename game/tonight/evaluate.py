"""How good a position of I Want to Sleep Tonight is for the search bot (values 0..1, one per seat).

A finished game is worth its result: 1 for the winner, 0 for the others (T10). A playout
cut short is guessed from how close each man is to a correct Check, judged by what he
himself can deduce (state.know, his own log only, as the table gives it) and where he
stands: the Hitman's Snipe hits the Heroine at or next to him (T23), the Extractor's
Extraction and the Detective's Secure need her at his place (T26, T32; the Detective only
once the three wills are collected), and the Salaryman needs the three wills and the
Heroine at the Station (T29). The share of the places he cannot rule out where his Check
would hit is his chance; an eliminated man has none (T11). The values are those chances
against each other's, so a seat gains both by closing in and by keeping the others
guessing.

Measured (python -m game.strength, one Hard seat among Normal seats, 25 games a role, 0.1 s CPU
a decision): Hitman 13, Extractor 5, Salaryman 6, Detective 10 wins of 25, against 16, 5, 4, 8
for Hard with full playouts and no evaluation, and 15, 4, 1, 8 for Normal in those seats: no
difference these samples can show.
"""

from __future__ import annotations

from .cards import STATION, dist, suit
from .knowledge import HEROINE
from .state import State

DEPTH = 12  # three or four turns of Normal play, then the guess
BASE = 0.08  # what a man with no lead yet is worth against the others


def _chance(state: State, seat: int) -> float:
    card = state.position[seat] or state.taken[seat]
    if card is None or state.heroine is None:
        return 0.0
    here = suit(card)
    role = state.roles[seat]
    wills = len(state.obtained)
    if role == "salaryman":  # he places the Heroine himself: he knows where she is
        at_station = suit(state.heroine) == STATION
        return 0.3 * wills / 3 + (0.5 if wills == 3 and at_station else 0.0)
    places = state.know[seat][HEROINE] if state.know else []
    if not places:
        return 0.0
    if role == "hitman":
        hits = sum(1 for p in places if dist(p, here) <= 1)
    else:
        hits = 1 if here in places else 0
        if role == "detective" and wills < 3:
            return 0.1 * wills / 3 + 0.3 * hits / len(places) * wills / 3
    return hits / len(places)


def evaluate(state: State) -> list[float]:
    if state.result is not None:
        return [1.0 if s in state.result.winners else 0.0 for s in range(4)]
    worth = [0.0 if state.eliminated[s] else BASE + _chance(state, s) for s in range(4)]
    total = sum(worth) or 1.0
    return [w / total for w in worth]
