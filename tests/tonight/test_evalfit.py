"""The fit behind evaluate.WEIGHTS: a softmax over the men still in the game (T11)."""

from __future__ import annotations

from game.tonight.evalfit import fit, log_loss
from game.tonight.evaluate import WEIGHTS


def _rows(lead_of_winner: float) -> list:
    # four men with no lead but the winner's; the Salaryman's features are his own five
    rows = []
    for seat, role in enumerate(("hitman", "extractor", "salaryman", "detective")):
        size = len(WEIGHTS[role])
        f = [1.0] + [0.0] * (size - 1)
        if seat == 1:
            f[1] = lead_of_winner
        rows.append((seat, role, f))
    return rows


def test_t11_fit_learns_who_wins_and_lowers_the_log_loss():
    # The Extractor (seat 1) wins every game where he has the lead: the fit must raise the weight
    # of his lead and end with a lower log-loss than it started from.
    data = [(_rows(1.0), 1)] * 30 + [(_rows(0.0), 0)] * 10
    start = {role: tuple(0.0 for _ in values) for role, values in WEIGHTS.items()}
    w = fit(data, start, rounds=60)
    assert w["extractor"][1] > 0.5
    assert log_loss(w, data) < log_loss(start, data)


def test_t11_an_eliminated_man_takes_no_share():
    # a position where only two men are left: the loss only spreads over those two
    rows = [r for r in _rows(0.0) if r[0] in (0, 2)]
    start = {role: tuple(0.0 for _ in values) for role, values in WEIGHTS.items()}
    assert abs(log_loss(start, [(rows, 0)]) - 0.6931) < 1e-3  # log 2: an even chance between two
