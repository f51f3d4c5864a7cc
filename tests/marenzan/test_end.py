"""Surrender (M21), immediacy (M22), the loss ending (M78) and the solo game (M83)."""

import pytest

from game.engine.contract import IllegalAction
from game.marenzan import actions as A


def test_M21_surrender_needs_everyone_clockwise(mz):
    state = mz.build(players=3, active=1, parties={0: "3-1", 1: "4-1", 2: "5-1"})
    mz.act(state, A.ProposeSurrender())
    assert mz.kind(state) == "vote" and state.to_act == 2
    mz.act(state, A.SurrenderVote(True))
    assert state.to_act == 0
    mz.act(state, A.SurrenderVote(True))
    assert state.result.reason == "marenzan.reason.surrender" and state.result.winners == ()


def test_M21_one_rejection_and_the_turn_goes_on_without_a_second_proposal(mz):
    state = mz.build(players=3, parties={0: "3-1", 1: "4-1", 2: "5-1"})
    mz.act(state, A.ProposeSurrender())
    mz.act(state, A.SurrenderVote(False))
    assert mz.kind(state) == "action" and state.to_act == 0
    assert A.ProposeSurrender() not in mz.GAME.legal_actions(state)
    mz.refused(state, A.ProposeSurrender(), "M21")


def test_M21_the_window_comes_before_the_appearance(mz):
    state = mz.build(players=2, parties={0: "3-1", 1: "4-1"}, halls={0: "9-3"}, villages={0: "13-7"})
    assert set(mz.GAME.legal_actions(state)) == {A.ProposeSurrender(), A.Continue()}
    mz.act(state, A.ProposeSurrender())
    mz.act(state, A.SurrenderVote(False))
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("9-3")  # now the Appearance


def test_M83_M21_a_solo_proposal_is_enough(mz):
    state = mz.build(players=1, parties={0: "3-1"})
    mz.act(state, A.ProposeSurrender())
    assert state.result.reason == "marenzan.reason.surrender"


def test_M22_M78_after_a_loss_nothing_more_happens(mz):
    state = mz.build(parties={0: "3-1"}, tops={2: "6-2"}, sizes=(10, 10, 4))
    mz.act(state, A.Adventure(2))
    assert state.result.ending == "marenzan.ending.twilight" and state.result.scores == ()
    assert state.tasks == [] and state.pending is None and mz.GAME.legal_actions(state) == []
    with pytest.raises(IllegalAction) as info:
        mz.GAME.apply(state, A.Pass())
    assert info.value.rule == "game-over"


def test_M83_solo_call_for_help_goes_straight_to_defeat(mz):
    state = mz.build(players=1, parties={0: "4-1 5-5"}, halls={0: "8-4"}, villages={0: "12-6"})
    mz.act(state, A.CallForHelp(0, "4-1"))
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("8-4")


def test_M83_solo_has_no_journey_recruit_and_no_statement(mz):
    state = mz.build(players=1, parties={0: "3-1 5-5"}, journeys={0: "6-6"})
    assert not any(isinstance(a, A.RecruitJourney) for a in mz.GAME.legal_actions(state))
    mz.act(state, A.ArcaneSpeaks("3-1", 0))
    mz.act(state, A.PutBack(False))
    assert state.turns == 1 and mz.kind(state) != "statement"


def test_M83_solo_saint_has_no_effect(mz):
    state = mz.build(players=1, parties={0: "4-1 3-1"}, journeys={0: "1-1"})
    mz.act(state, A.HeroChosen("4-1"))
    assert state.journeys[0] == [mz.C("1-1")] and state.pending["card"] == mz.C("4-1")


def test_M24_out_of_turn_actions_are_refused(mz):
    state = mz.build(players=2, parties={0: "3-1", 1: "4-1"})
    mz.refused(state, A.Support("3-1"), "M24")
    mz.refused(state, A.ChooseMountain(0), "M24")
