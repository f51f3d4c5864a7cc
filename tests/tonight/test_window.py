"""The Detective's window (game.tonight.window): Secure the Witness needs all three
wills (T32), and a Salaryman who takes the last will and declares Bon Voyage in one
action phase (T12, T28, T29) ends the game before the Detective's phase (T9)."""

from __future__ import annotations

from game.tonight.window import Tally, main, play

SEEDS = range(50_000, 50_060)


def test_T32_the_detective_wins_only_in_games_where_secure_was_open():
    tally = Tally()
    for seed in SEEDS:
        window = play(seed, ["normal"] * 4)
        tally.add(window)
        if window.winner == "detective":
            assert window.opened, seed
    assert tally.wins["detective"] > 0  # the Normal Detective does win when the window opens
    assert tally.wins_opened["detective"] == tally.wins["detective"]


def test_T29_the_last_will_and_bon_voyage_in_one_phase_leave_the_detective_no_window():
    tally = Tally()
    for seed in SEEDS:
        window = play(seed, ["normal", "normal", "lastwill", "normal"])
        tally.add(window)
        if window.one_phase:
            assert window.winner == "salaryman" and not window.opened, seed
    assert tally.one_phase >= len(SEEDS) // 4  # the line is common, not a fluke
    assert tally.wins["detective"] <= tally.opened < tally.games // 5


def test_the_window_tool_prints_its_counts(capsys):
    assert main(["--bots", "normal", "--games", "3", "--seed", "50000"]) == 0
    out = capsys.readouterr().out
    assert "Secure the Witness open to the Detective" in out
    assert "detective" in out and "turn limit" in out
