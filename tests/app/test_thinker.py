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
