"""Undo: a human takes back their own decisions, never a die or a reveal, never
past another human's decision."""

from dataclasses import dataclass

from game.engine.contract import Action, Event, GameDef, Result, Revealed
from game.engine.record import Seat
from game.engine.rng import Rng
from game.engine.session import Session
from game.examples.highcard import GAME, Draw, Play


def new(kinds, seed=4):
    return Session.new(GAME, [Seat(f"P{i}", k) for i, k in enumerate(kinds)], seed)


def first_play(session):
    return next(a for a in session.legal() if isinstance(a, Play))


def test_a_human_takes_back_their_own_play():
    s = new(["human", "human"])
    before = s.state.hands[0][:]
    s.act(first_play(s))
    assert s.undo_target(0) == 0
    assert s.undo(0)
    assert s.state.hands[0] == before and s.to_act == 0 and s.record.actions == []


def test_undo_takes_back_the_bot_moves_after_it():
    s = new(["human", "normal", "normal"])
    s.act(first_play(s))
    s.act(first_play(s))  # the bots' moves, played here by hand
    s.act(first_play(s))
    assert s.undo(0)
    assert len(s.record.actions) == 0


def test_undo_never_steps_back_over_a_draw_from_the_prng():
    s = new(["human", "human"])
    s.act(Draw())
    assert s.record.barriers == [True]
    assert s.undo_target(0) is None
    assert not s.undo(0)
    assert len(s.record.actions) == 1


def test_undo_never_steps_past_another_humans_decision():
    s = new(["human", "human"])
    s.act(first_play(s))
    s.act(first_play(s))  # seat 1 now decided
    assert s.undo_target(0) is None
    assert s.undo_target(1) == 1


@dataclass(frozen=True)
class Peek(Action):
    label = "peek"


@dataclass
class PeekState:
    rng: Rng
    to_act: int | None = 0
    result: Result | None = None
    peeks: int = 0


def _peek(state, action) -> list[Event]:
    state.peeks += 1
    if state.peeks == 3:
        state.to_act, state.result = None, Result((0,), "x")
    return [Revealed("1-1", "deck", visible_to=(0,))]


PEEK = GameDef("peek", "Peek", "のぞき", 1, 1, 1, lambda n, seed, o: PeekState(Rng(seed)),
               lambda s: [Peek()], _peek, lambda s, seat: None, (Peek,))


def test_undo_never_steps_back_over_a_reveal():
    s = Session.new(PEEK, [Seat("P", "human")], 1)
    s.act(Peek())
    assert s.record.barriers == [True]
    assert s.undo_target(0) is None
