"""The session's history: every Step of the game, kept as play goes, rebuilt by replaying
a loaded record, cut back by Undo — the log of every viewer is read from it."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat, parse_record, replay
from game.engine.session import Session


@pytest.mark.parametrize("game_id,players", [("requiem", 3), ("tonight", 4), ("kami", 3), ("enfield", 2),
                                              ("marenzan", 2)])
def test_a_loaded_game_replays_the_same_steps_as_were_played(game_id, players):
    game = registry.get(game_id)
    session = Session.new(game, [Seat(f"P{i}", "human") for i in range(players)], 11)
    bots = [make_bot(game, "random") for _ in range(players)]
    for _ in range(60):
        if session.over:
            break
        session.bot_move(bots[session.to_act], bot_rng(11, session.to_act))
    played = session.history
    assert len(played) == len(session.record.actions)
    record = parse_record(session.record.dumps(), {game.id: game})
    loaded = Session(game, record, replay(record, game))
    assert [(s.seat, s.action, s.events) for s in loaded.history] == [(s.seat, s.action, s.events) for s in played]
    seat = session.to_act if session.to_act is not None else 0
    assert loaded.history_for(seat) == session.history_for(seat)


def test_undo_cuts_the_history_back_with_the_record():
    game = registry.get("tonight")
    session = Session.new(game, [Seat("A", "human")] + [Seat(f"B{i}", "random") for i in range(3)], 4)
    bots = {i: make_bot(game, "random") for i in range(1, 4)}
    chooser = make_bot(game, "random")
    for _ in range(200):
        if session.to_act == 0:
            before = len(session.history)
            session.act(chooser.choose(session.observe(0), session.legal(), bot_rng(4, 0)))
            while session.to_act in bots:
                session.bot_move(bots[session.to_act], bot_rng(4, session.to_act))
            if session.undo(0):
                assert len(session.history) == len(session.record.actions) == before
                return
        else:
            session.bot_move(bots[session.to_act], bot_rng(4, session.to_act))
    pytest.skip("no decision could be taken back")
