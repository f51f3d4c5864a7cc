"""Issue 30: teammates you trust. The shared case (a Normal teammate's Return to Front at turn 14
left three arrivals against a Capital of 3) is saved, and the named blunder checks count what a
watching teammate would call out."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.record import load_record, replay
from game.engine.rng import Rng
from game.engine.search import SearchBot
from game.requiem import GAME
from game.requiem.actions import Pass, Rescue, ReturnToFront, SelfSacrifice, Sortie
from game.requiem.blunders import (
    falls_this_turn,
    falls_this_turn_while_another_move_survives,
    rescue_of_the_last_card,
    team_left_no_way_through,
)
from game.requiem.bots import SimpleBot
from game.requiem.safety import survivable

CASE = Path(__file__).parent / "cases" / "requiem-normal-teammate-lets-the-capital-fall.json"
CASE_STEP = 97  # the record's 98th action: Player 3's Return to Front, turn 14, phase 4


def case_state():
    record, _ = load_record(CASE, {"requiem": GAME})
    state = replay(record, GAME, CASE_STEP)
    assert (state.turn, state.phase, state.to_act) == (14, 4, 2)
    assert record.actions[CASE_STEP] == ReturnToFront()
    return state


def test_case_the_recorded_return_to_front_falls_this_turn_while_pass_survives():
    state = case_state()
    legal = GAME.legal_actions(state)
    assert set(legal) == {ReturnToFront(), Pass()}
    assert falls_this_turn(GAME, state, ReturnToFront())
    assert not falls_this_turn(GAME, state, Pass())
    _record, final = load_record(CASE, {"requiem": GAME})
    assert falls_this_turn_while_another_move_survives(GAME, state, legal, ReturnToFront(), final)


def test_case_normal_teammate_at_turn_14_chooses_a_move_that_survives_the_turn():
    state = case_state()
    choice = SimpleBot().choose(GAME.observe(state, 2), GAME.legal_actions(state), Rng(1))
    assert choice == Pass()
    assert not falls_this_turn(GAME, state, choice)


def test_case_hard_teammate_at_turn_14_chooses_a_move_that_survives_the_turn():
    state = case_state()
    bot = SearchBot(GAME, think=None, iterations=40)
    choice = bot.choose(GAME.observe(state, 2), GAME.legal_actions(state), Rng(7))
    assert not falls_this_turn(GAME, state, choice)


def test_team_left_no_way_through_names_the_case_return_to_front():
    state = case_state()
    obs = GAME.observe(state, 2)
    legal = GAME.legal_actions(state)
    assert team_left_no_way_through(obs, legal, ReturnToFront())
    assert not team_left_no_way_through(obs, legal, Pass())


def test_R39_rescue_of_the_last_card_is_a_blunder(table):
    state = table.build(8, 0, ready=[["11-5"], ["11-6"], ["11-7"]], capital=["9-4"])
    obs = GAME.observe(state, 0)
    legal = GAME.legal_actions(state)
    assert rescue_of_the_last_card(obs, legal, Rescue())
    assert not survivable(obs, Rescue())
    assert SimpleBot().choose(obs, legal, Rng(1)) == Pass()


def test_R13_the_third_pass_closes_the_sortie_phase_so_the_last_seat_intercepts(table):
    # Capital of 2, three face-down arrivals: P2 and P3 cannot act, so a Pass by P1 closes phase 5
    state = table.build(5, 0, ready=[["8-2", "9-3"], [], []], spent=[[], ["11-6"], ["11-7"]],
                        arrivals=("6-1", "5-1", "4-1"), capital=["10-4", "10-5"], used=(False, True, True),
                        princes=("11-5", "11-6", "11-7"), passes=0)
    obs = GAME.observe(state, 0)
    assert not survivable(obs, Pass())
    choice = SimpleBot().choose(obs, GAME.legal_actions(state), Rng(1))
    assert isinstance(choice, Sortie)


def test_R26_self_sacrifice_when_any_flip_may_be_the_king_and_nothing_can_bring_him_back(table):
    # R40: both Pact Princes are dead and the King waits in a Capital of 4; three arrivals, nobody else to send
    state = table.build(5, 0, ready=[["11-5"], [], []], spent=[["8-4"], [], []], arrivals=("4-2", "6-1", "5-2"),
                        capital=["13-7", "7-4", "7-5", "10-4"], allied_dead=("11-6", "11-7"))
    choice = SimpleBot().choose(GAME.observe(state, 0), GAME.legal_actions(state), Rng(1))
    assert isinstance(choice, SelfSacrifice)


@pytest.mark.parametrize("seed", range(40))
def test_normal_team_makes_no_visible_fall_this_turn_blunder(seed):
    from game.engine.blunders import BlunderTally
    from game.engine.simcheck import play_game

    tally = BlunderTally(GAME)

    session = play_game(GAME, 3, 5000 + seed, ["normal"], before_act=tally.before_act)
    tally.ended(session)
    assert tally.counts[("normal", "falls_more_often_than_another_move")] == 0
    assert tally.counts[("normal", "team_left_no_way_through")] == 0
