"""The search bot's evaluation of a Tonight position (game/tonight/evaluate.py): a chance of
winning per man, led by who can hit the Heroine and who acts before she moves."""

from __future__ import annotations

from game.tonight.evaluate import evaluate
from game.tonight.knowledge import HEROINE


def test_t23_a_hitman_who_has_her_covered_and_acts_first_is_worth_most(table):
    state = table.start(at={"hitman": 5}, heroine=4)
    hitman = table.seat(state, "hitman")
    before = evaluate(state)
    state.know[hitman][HEROINE] = [4, 5, 6]  # T23: every place left is at or next to him
    after = evaluate(state)
    assert after[hitman] > before[hitman] and after[hitman] == max(after)
    assert all(after[s] < before[s] for s in range(4) if s != hitman)


def test_t9_t34_a_lead_counts_less_once_his_action_phase_is_past(table):
    state = table.start(at={"extractor": 4}, heroine=4)
    extractor = table.seat(state, "extractor")
    state.know[extractor][HEROINE] = [4, 6]  # T26: one of two places, his own
    ahead = evaluate(state)[extractor]
    table.to_phase(state, "salaryman")  # his phase is over: she moves before he acts again
    assert evaluate(state)[extractor] < ahead


def test_t32_the_detective_s_lead_counts_fully_only_once_the_wills_are_in(table):
    state = table.start(at={"detective": 4}, heroine=4)
    detective = table.seat(state, "detective")
    state.know[detective][HEROINE] = [4]
    early = evaluate(state)[detective]  # sharp knowledge, but no Secure yet
    state.obtained = [7, 1, 4]
    assert evaluate(state)[detective] > early + 0.2


def test_t11_values_sum_to_one_over_the_men_left(table):
    state = table.start()
    state.eliminated[table.seat(state, "extractor")] = True
    values = evaluate(state)
    assert values[table.seat(state, "extractor")] == 0.0 and abs(sum(values) - 1.0) < 1e-9
