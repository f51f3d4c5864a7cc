"""The Free Table's rules core (F1–F8) through the engine contract."""

from __future__ import annotations

import copy

import pytest

from game.engine.contract import IllegalAction, Revealed, events_for
from game.engine.record import Seat
from game.engine.seven import SEVEN_DECK
from game.engine.session import Session
from game.engine.simcheck import check_random_games
from game.freetable import GAME
from game.freetable.rules import Deal, Flip, MoveCard, PackUp, Reset, Roll, Shuffle, TokenMoved, Turn
from game.freetable.state import DISCARD, PILE, TABLE


def conserved(state) -> None:
    tokens = sorted(t for zone in state.zones.values() for t in zone)
    assert tokens == list(range(49)), "a card was lost or duplicated"
    assert sorted(state.faces) == sorted(c.code for c in SEVEN_DECK)
    for t in state.zones[PILE]:
        assert not state.face_up[t] and not state.sideways[t]


def test_random_tables_keep_the_contract_and_every_card():
    stats = check_random_games(GAME, range(6), invariant=conserved)
    assert stats.games == 6 and stats.steps > 6


def test_new_table_has_the_whole_deck_face_down_in_the_pile():
    state = GAME.start(3, 5)
    conserved(state)
    assert len(state.zones[PILE]) == 49 and set(state.zones) == {PILE, TABLE, DISCARD, "hand0", "hand1", "hand2"}
    assert all(view.card is None for view in GAME.observe(state, 0).zone(PILE))


def test_F1_move_to_a_hand_keeps_the_face_and_to_discard_shows_it():
    state = GAME.start(2, 1)
    top = state.zones[PILE][-1]
    events = GAME.apply(state, MoveCard(top, "hand1", 0))
    assert state.zones["hand1"] == [top] and not state.face_up[top]
    moved = [e for e in events if isinstance(e, TokenMoved)][0]
    assert moved.card is None and events_for([moved], 0)[0].card is None  # a face-down card's face is nobody's
    events = GAME.apply(state, MoveCard(top, DISCARD, 0))
    assert state.face_up[top] and any(isinstance(e, Revealed) for e in events)
    GAME.apply(state, MoveCard(top, PILE, 0))
    assert state.zones[PILE][0] == top and not state.face_up[top]


def test_F1_illegal_positions_are_refused_naming_the_rule():
    state = GAME.start(2, 1)
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, MoveCard(state.zones[PILE][-1], TABLE, 5))
    assert exc.value.rule == "F1" and state == before
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, MoveCard(99, TABLE, 0))
    assert exc.value.rule == "F1"


def test_F2_F3_flip_and_turn_on_the_table():
    state = GAME.start(1, 2)
    token = state.zones[PILE][-1]
    GAME.apply(state, MoveCard(token, TABLE, 0))
    with pytest.raises(IllegalAction):
        GAME.apply(state, Flip(state.zones[PILE][-1]))  # the pile stays face down
    events = GAME.apply(state, Flip(token))
    assert state.face_up[token] and any(isinstance(e, Revealed) for e in events)
    assert GAME.observe(state, None).zone(TABLE)[0].card == state.faces[token]
    GAME.apply(state, Turn(token))
    assert state.sideways[token]
    GAME.apply(state, Turn(token))
    assert not state.sideways[token]


def test_F4_shuffle_permutes_faces_under_the_tokens():
    state = GAME.start(1, 3)
    tokens = list(state.zones[PILE])
    faces = list(state.faces)
    GAME.apply(state, Shuffle(PILE))
    assert state.zones[PILE] == tokens and state.faces != faces
    conserved(state)


def test_F5_deal_goes_round_the_table():
    state = GAME.start(4, 4)
    top4 = state.zones[PILE][-4:]
    GAME.apply(state, Deal(3, True))
    assert [len(state.zones[f"hand{i}"]) for i in range(4)] == [3, 3, 3, 3]
    assert state.zones["hand0"][0] == top4[-1] and state.zones["hand3"][0] == top4[0]
    assert all(state.face_up[t] for t in state.zones["hand2"])
    assert Deal(13, False) not in GAME.legal_actions(state)  # 37 left: 9 each at most
    assert Deal(9, False) in GAME.legal_actions(state)


def test_F6_roll_draws_from_the_table_rng_and_is_an_undo_barrier():
    session = Session.new(GAME, [Seat("A")], seed=9)
    session.act(Roll(1))
    value = session.state.dice[1]
    again = Session.new(GAME, [Seat("A")], seed=9)
    again.act(Roll(1))
    assert 1 <= value <= 6 and again.state.dice[1] == value
    assert session.undo(0) is False


def test_moves_can_be_undone():
    session = Session.new(GAME, [Seat("A"), Seat("B")], seed=9)
    token = session.state.zones[PILE][-1]
    session.act(MoveCard(token, TABLE, 0))
    assert session.undo(0) and session.state.zones[PILE][-1] == token


def test_F7_reset_gathers_everything():
    state = GAME.start(2, 6)
    GAME.apply(state, Deal(5, True))
    GAME.apply(state, Turn(state.zones["hand0"][0]))
    GAME.apply(state, Reset())
    conserved(state)
    assert len(state.zones[PILE]) == 49


def test_F8_pack_up_ends_the_session_and_removes_its_save(tmp_path):
    path = tmp_path / "freetable.json"
    session = Session.new(GAME, [Seat("A")], seed=1, autosave=path)
    assert path.exists()
    session.act(PackUp())
    assert session.over and not path.exists()
