"""The Free Table's rules core (F1–F8) through the engine contract."""

from __future__ import annotations

import copy

import pytest

from game.engine.bots import bot_rng
from game.engine.contract import IllegalAction, Message, Revealed, events_for
from game.engine.record import Seat
from game.engine.session import Session
from game.engine.seven import SEVEN_DECK
from game.engine.simcheck import check_random_games
from game.freetable import GAME
from game.freetable.bots import TableRandomBot
from game.freetable.rules import Deal, Flip, MoveCard, PackUp, PassTo, Reset, Roll, Shuffle, TokenMoved, Turn
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
    assert moved.visible_to == (1,)  # picked up face down: hand1's owner sees it, nobody else
    assert events_for([moved], 0)[0].card is None and events_for([moved], None)[0].card is None
    assert events_for([moved], 1)[0].card == state.faces[top]
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


def _faces_in(events) -> set[str]:
    faces = set()
    for event in events:
        if isinstance(event, Message):
            faces.update(v for k, v in event.args or () if k == "card")
        elif isinstance(getattr(event, "card", None), str):
            faces.add(event.card)
    return faces


def _private_faces(state, seat) -> set[str]:
    """Faces held face down in the hands of seats other than `seat`."""
    return {state.faces[t] for k in range(state.players) if k != seat
            for t in state.zones[f"hand{k}"] if not state.face_up[t]}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_seat_sees_the_face_of_another_seats_held_card(players):
    """Every seat (and an onlooker), every step of random tables: no face of a card
    held face down in someone else's hand shows in its observation or its events."""
    passes = dealt = 0
    for seed in range(4):
        session = Session.new(GAME, [Seat(f"P{i}") for i in range(players)], seed=seed)
        bot, rng = TableRandomBot(), bot_rng(seed, 0)
        session.act(Deal(3, False))  # something private to guard from the first step
        for _ in range(300):
            if session.over:
                break
            step = session.act(bot.choose(session.observe(session.to_act), session.legal(), rng))
            passes += isinstance(step.action, PassTo)
            dealt += isinstance(step.action, Deal) and not step.action.face_up
            state = session.state
            for seat in (*range(players), None):
                hidden = _private_faces(state, seat)
                seen = {v.card for _, cards in session.observe(seat).zones for v in cards if v.card}
                assert not hidden & seen, f"seat {seat} sees {hidden & seen} in its observation"
                assert not hidden & _faces_in(session.events_for(step, seat)), f"seat {seat} learns from events"
                if seat is not None:  # and its own hand it always sees
                    assert all(v.card == state.faces[v.token] for v in session.observe(seat).zone(f"hand{seat}"))
    assert passes and dealt


def test_a_dealt_face_down_hand_is_seen_by_its_owner_only():
    state = GAME.start(3, 4)
    events = GAME.apply(state, Deal(2, False))
    mine = state.zones["hand1"]
    assert [v.card for v in GAME.observe(state, 1).zone("hand1")] == [state.faces[t] for t in mine]
    assert all(v.card is None for v in GAME.observe(state, 0).zone("hand1"))
    assert all(v.card is None for v in GAME.observe(state, None).zone("hand1"))
    to_hand1 = [e for e in events if isinstance(e, TokenMoved) and e.dst == "hand1"]
    assert all(e.visible_to == (1,) for e in to_hand1)
    assert all(e.card is None for e in events_for(to_hand1, 2))
    # laid face up by its owner, a held card is everyone's
    GAME.apply(state, PassTo(1))
    GAME.apply(state, Flip(mine[0]))
    assert GAME.observe(state, 0).zone("hand1")[0].card == state.faces[mine[0]]
    assert GAME.observe(state, 0).zone("hand1")[1].card is None


def test_F9_pass_to_hands_the_table_on_and_refusals_name_the_rule():
    state = GAME.start(3, 2)
    assert state.to_act == 0
    legal = GAME.legal_actions(state)
    assert PassTo(1) in legal and PassTo(2) in legal and PassTo(0) not in legal
    GAME.apply(state, PassTo(2))
    assert state.to_act == 2 and PassTo(0) in GAME.legal_actions(state)
    before = copy.deepcopy(state)
    for bad in (PassTo(2), PassTo(3), PassTo(-1)):
        with pytest.raises(IllegalAction) as exc:
            GAME.apply(state, bad)
        assert exc.value.rule == "F9" and state == before
    assert not any(isinstance(a, PassTo) for a in GAME.legal_actions(GAME.start(1, 1)))


def test_F2_only_the_owner_flips_a_held_card():
    state = GAME.start(2, 3)
    GAME.apply(state, Deal(1, False))
    theirs = state.zones["hand1"][0]
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, Flip(theirs))
    assert exc.value.rule == "F2"
    assert Turn(theirs) in GAME.legal_actions(state)  # turning shows nothing


def test_taking_a_card_from_another_hand_shows_it_to_the_taker_only():
    state = GAME.start(3, 5)
    GAME.apply(state, Deal(1, False))
    card = state.zones["hand1"][0]
    events = GAME.apply(state, MoveCard(card, "hand0", 1))
    moved = [e for e in events if isinstance(e, TokenMoved)][0]
    assert moved.visible_to == (0,)
    assert events_for([moved], 0)[0].card == state.faces[card]
    assert events_for([moved], 2)[0].card is None
    assert GAME.observe(state, 0).zone("hand0")[1].card == state.faces[card]
    assert GAME.observe(state, 1).zone("hand0")[1].card is None
