"""An AI seat's whole turn stays within its budget (issue 36: defaults that make good company):
Hard thinks up to its think time a decision and up to TURN_BUDGET a turn, counted over the
decisions a seat makes in a row (game.engine.turn_budget), at the table and in the measure
(python -m game.turn_time)."""

from __future__ import annotations

from game.engine import registry
from game.engine.turn_budget import TURN_BUDGET, TurnClock
from game.turn_time import turn_times


def test_a_turn_spends_its_budget_then_its_decisions_play_as_normal():
    clock = TurnClock(think=1.0, budget=2.0)
    assert clock.allowance(1, 10) == 1.0
    clock.used(1, 10, 0.9)
    assert clock.allowance(1, 11) == 1.0  # 1.1 s of the turn left: a full decision still
    clock.used(1, 11, 0.7)
    assert abs(clock.allowance(1, 12) - 0.4) < 1e-9
    clock.used(1, 12, 0.35)
    assert clock.allowance(1, 13) == 0.0  # 0.05 s left is no time to think: Normal's move


def test_another_seats_move_begins_a_new_turn():
    clock = TurnClock(think=1.0, budget=2.0)
    clock.allowance(0, 5)
    clock.used(0, 5, 1.9)
    assert clock.allowance(0, 7) == 1.0  # someone acted at step 6: seat 0's next turn
    clock.used(0, 7, 1.9)
    assert clock.allowance(2, 8) == 1.0  # another seat's turn


def test_without_a_budget_every_decision_thinks_its_full_time():
    clock = TurnClock(think=0.5, budget=None)
    for step in range(5):
        assert clock.allowance(0, step) == 0.5
        clock.used(0, step, 0.5)


def test_whisper_turns_stay_within_the_budget_and_overrun_it_without():
    # Whisper's turns hold the most decisions (5 a Hard turn on average, measured at 1 s a
    # decision: median 2.9 s, longest 7.2 s a turn over 10 turns). Scaled down tenfold here.
    game = registry.get("kami")
    free = turn_times(game, "hard", 4, think=0.2, budget=None, seed=1)
    paced = turn_times(game, "hard", 4, think=0.2, budget=0.4, seed=1)
    assert max(s for s, _ in free) > 0.6  # the measure sees a turn run long
    assert max(s for s, _ in paced) <= 0.4 + 0.3, paced  # late decisions play Normal's move at once (0.3: a loaded machine)


def test_with_no_time_to_think_hard_plays_the_normal_choice_at_once():
    from game.engine.bots import bot_rng, make_bot
    from game.engine.search import SearchBot

    game = registry.get("kami")
    state = game.start(3, 2, {})
    obs, legal = game.observe(state, state.to_act), game.legal_actions(state)
    bot = SearchBot(game, think=0.0)
    assert bot.choose(obs, legal, bot_rng(2, 0)) == make_bot(game, "normal").choose(obs, legal, bot_rng(2, 0))
    assert bot.last_iterations == 0
    assert TURN_BUDGET < 2.0  # a turn under 2 s, with the Normal choice and a playout a decision on top



def test_the_judge_paces_hard_by_the_same_clock_counted_in_playouts(monkeypatch):
    """The judge's Hard (game/judge.py PacedHard) plays a turn as the table does: a decision
    at most the playouts of a full think, a whole turn at most the turn's budget of them, and
    Normal's move at once when too little is left; counted in playouts, so reproducible."""
    import game.judge as judge
    from game.engine.record import Seat
    from game.engine.rng import Rng
    from game.engine.session import Session

    full = 40  # a small Hard, so the test is quick; the pacing scales with it
    monkeypatch.setattr(judge, "hard_playouts", lambda game: full)
    game = registry.get("kami")
    hard = judge.PacedHard(game)
    session = Session.new(game, [Seat(f"P{i}", "normal") for i in range(3)], 11)
    turns: list[list[tuple[int, int]]] = []  # (allowance, playouts) of each decision, by turn
    last = None
    while not session.over and len(turns) < 30:
        seat, legal = session.to_act, game.legal_actions(session.state)
        step = len(session.record.actions)
        allowance = int(hard.clock.allowance(seat, step))
        action = hard.choose(session.observe(seat), legal, Rng(step), seat, step)
        if seat != last:
            turns.append([])
        turns[-1].append((allowance, hard.bot.last_iterations))
        last = seat
        session.act(action, legal)
    budget = TURN_BUDGET * full
    for turn in turns:
        assert all(used <= allowance <= full for allowance, used in turn)
        assert sum(used for _, used in turn) <= budget
        assert all(used == 0 for allowance, used in turn if allowance == 0)  # Normal's move at once
    assert any(0 < allowance < full for turn in turns for allowance, _ in turn), "the budget never bit"
