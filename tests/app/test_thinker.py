"""AI · Hard thinks in a worker process and plays exactly as it would in place; the
table takes its decision through the same hand-off as every bot."""

from __future__ import annotations

import time
from concurrent import futures

from game.engine import registry
from game.engine.bots import make_bot
from game.engine.rng import Rng
from game.engine.search import SearchBot
from scenes.kit import thinker


def test_the_worker_process_decides_as_the_bot_would_in_place():
    game = registry.get("requiem")
    state = game.start(3, 8, {})
    obs, legal = game.observe(state, state.to_act), game.legal_actions(state)
    here_rng = Rng(5)
    here = SearchBot(game, think=None, iterations=30).choose(obs, legal, here_rng)
    there_rng = Rng(5)
    answer = thinker.think(SearchBot(game, think=None, iterations=30), obs, legal, there_rng)
    assert answer.result(timeout=60) == here
    assert there_rng.state == here_rng.state
    thinker.shutdown()


def test_quick_bots_stay_on_the_thread():
    game = registry.get("requiem")
    state = game.start(3, 8, {})
    answer = thinker.think(make_bot(game, "normal"), game.observe(state, state.to_act), game.legal_actions(state),
                           Rng(1))
    assert isinstance(answer, futures.Future) and answer.result(timeout=5) in game.legal_actions(state)
    assert thinker._PROCESS is None


def test_a_table_with_hard_seats_plays_their_decisions_from_the_worker(app):
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.tables.plain import PlainTable

    app.settings.hard_think = 0.5
    game = registry.get("requiem")
    session = Session.new(game, [Seat(f"AI {i}", "hard") for i in range(3)], 12)
    table = PlainTable(app, session)
    assert all(isinstance(bot, SearchBot) and bot.think == 0.5 for bot in table.bots.values())
    table.instant = True
    app.push(table)
    deadline = time.monotonic() + 90  # the first decision waits for the worker to start
    while len(session.record.actions) < 4 and time.monotonic() < deadline:
        table.update(1 / 60)
        time.sleep(0.01)
    assert len(session.record.actions) == 4
    assert thinker._PROCESS is not None  # Hard thought in the worker, not on the frame's thread
    thinker.shutdown()


def test_a_hard_seat_thinks_within_its_turns_budget_at_the_table(app, monkeypatch):
    """Issue 36: the table paces Hard by game.engine.turn_budget: its full think a decision
    until the turn's budget is spent, then what is left, then none; a new turn starts afresh."""
    from game.engine.record import Seat
    from game.engine.session import Session
    from game.engine.turn_budget import MIN_THINK, TURN_BUDGET
    from scenes.kit import table_bots

    game = registry.get("kami")
    session = Session.new(game, [Seat("Hard", "hard"), Seat("B", "normal"), Seat("C", "normal")], 4)
    hard = SearchBot(game, think=1.0)
    asked: list[tuple[int, int, float]] = []  # (seat, step, think) of each of Hard's decisions
    clock = [0.0]

    def fake_think(bot, obs, legal, rng):
        if bot is hard:
            asked.append((session.to_act, len(session.record.actions), bot.think))
            clock[0] += 0.7  # each of Hard's decisions takes 0.7 s
        done: futures.Future = futures.Future()
        done.set_result(make_bot(game, "normal").choose(obs, legal, rng))
        return done

    monkeypatch.setattr(table_bots, "think", fake_think)
    monkeypatch.setattr(table_bots.time, "monotonic", lambda: clock[0])
    bots = {0: hard, 1: make_bot(game, "normal"), 2: make_bot(game, "normal")}
    turns = table_bots.BotTurns(app, session, bots, instant=lambda: True, ready=lambda: True,
                                submit=session.act, on_continue=lambda: None)
    while len(asked) < 30 and not session.over:
        turns.update(1 / 60)
    runs, last = [], None
    for seat, step, think in asked:
        if last is None or step != last + 1:
            runs.append([])
        runs[-1].append(think)
        last = step
    assert any(len(run) >= 3 for run in runs)  # Whisper's turns hold several decisions
    for run in runs:
        spent = 0.0
        for think in run:
            left = min(1.0, TURN_BUDGET - spent)
            assert abs(think - (left if left >= MIN_THINK else 0.0)) < 1e-9, run
            spent += 0.7
