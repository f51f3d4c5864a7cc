"""game.strength: Hard against Normal on the same seeds, and its statistics."""

import math

import pytest

from game import strength


def test_sign_test_matches_the_exact_binomial_tail():
    # 9 seeds to Hard and 1 to Normal: P(X <= 1 | n=10, 1/2) = 11/1024, doubled.
    assert strength.sign_test(9, 1) == pytest.approx(22 / 1024)
    assert strength.sign_test(1, 9) == strength.sign_test(9, 1)
    assert strength.sign_test(5, 5) == 1.0
    assert strength.sign_test(0, 0) == 1.0
    assert strength.sign_test(20, 0) == pytest.approx(2 / 2 ** 20)


def test_wilson_interval_holds_the_rate_and_stays_in_bounds():
    low, high = strength.wilson(20, 32)
    assert low < 20 / 32 < high
    assert (round(100 * low), round(100 * high)) == (45, 77)
    assert strength.wilson(0, 10)[0] == 0.0 and strength.wilson(10, 10)[1] == 1.0
    assert not math.isnan(strength.wilson(0, 0)[0])


def test_strength_prints_rates_pairs_and_decision_times(capsys):
    assert strength.main(["highcard", "--players", "2", "--games", "4", "--think", "0.01"]) == 0
    out = capsys.readouterr().out
    assert "Hard thinks 0.01 s (one Hard seat vs Normal)" in out
    assert "paired: Hard alone won" in out and "sign test p =" in out
    assert "Hard decisions:" in out


def test_a_stopped_run_reports_the_seeds_it_finished_both_ways(capsys, monkeypatch):
    real, calls = strength.play_game, []

    def stopping(*args, **kwargs):
        calls.append(args)
        if len(calls) == 6:  # the Hard game of the third seed: Ctrl+C
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(strength, "play_game", stopping)
    assert strength.main(["highcard", "--players", "2", "--games", "10", "--think", "0.01"]) == 0
    captured = capsys.readouterr()
    assert "stopped after 2 games" in captured.err
    assert "2 games, Hard thinks" in captured.out
    everyone = next(line for line in captured.out.splitlines() if line.strip().startswith("all"))
    assert everyone.count("/2, 95 % CI") == 2  # Hard and Normal over the same two seeds
