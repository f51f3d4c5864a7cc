"""Damage, Rescue, Reorganization and the end: R18, R19, R31–R34, R39–R44."""

from __future__ import annotations

import pytest

from game.engine.contract import CardMoved, GameOver, Revealed, Shuffled
from game.requiem.actions import Pass, Rescue, Retreat, Scout
from game.requiem.cards import KING
from game.requiem.rules import (
    ENDING_BAD,
    ENDING_EMPTY,
    ENDING_HAPPY,
    ENDING_LOST,
    LOSS_CAPITAL,
    LOSS_KING,
    legal_actions,
)


def closing(table, phase: int, **kw):
    """Seat 0 at the last opportunity of `phase` (two passes already), with a choice to pass on."""
    kw.setdefault("used", (False, True, True))
    return table.build(phase, 0, passes=2, **kw)


def test_R17_scout_spends_a_ready_card_and_reveals_to_everyone(table):
    state = table.build(2, 0, ready=[["11-5", "9-3"], ["11-6"], ["11-7"]], arrivals=("6-1", "1-1", "4-1"))
    events = table.act(state, Scout("9-3", 2))
    assert state.spent[0] == ["9-3"] and state.arrival_face_up == [False, True, False]
    reveal = [e for e in events if isinstance(e, Revealed)]
    assert reveal[0].card == "1-1" and reveal[0].visible_to is None
    assert state.used_select[0] and state.to_act == 1


def test_R18_the_king_retreats_by_itself_at_the_start_of_phase_3(table):
    state = closing(table, 2, ready=[["9-3"], [], []], arrivals=("6-1", "6-2", None),
                    slots=(KING, None, None), owners=(1, None, None))
    events = table.act(state, Pass())
    assert state.slots[0] is None and state.spent[1] == [KING]
    assert (KING, "slot1", "line1") in table.moves(events)


def test_R19_temporary_retreat_of_a_subset_and_its_column_is_no_longer_engaged(table):
    state = table.build(3, 0, ready=[["9-4"], [], []], arrivals=("6-1", "6-2", None),
                        slots=("10-4", "9-3", None), owners=(0, 0, None), used=(True, True, True))
    assert set(legal_actions(state)) == {Retreat(("10-4",)), Retreat(("9-3",)), Retreat(("10-4", "9-3")), Pass()}
    table.act(state, Retreat(("9-3",)))
    assert state.slots == ["10-4", None, None] and state.spent[0] == ["9-3"]
    assert state.to_act == 0  # the others have nothing to retreat; P1 may retreat more
    table.act(state, Pass())
    # column 2 went unintercepted: one Capital card was damaged
    assert len(state.damage) == 1 and "6-1" in state.enemy_dead


def test_R19_refuses_another_players_card(table):
    state = table.build(3, 0, slots=("10-4", "9-3", None), owners=(0, 1, None), arrivals=("6-1", None, None))
    assert table.refused(state, Retreat(("9-3",))).rule == "R19"
    assert table.refused(state, Retreat(())).rule == "R19"


def test_R31_each_enemy_left_damages_the_capital_then_withdraws_face_up(table):
    state = closing(table, 5, ready=[["9-3"], [], []], arrivals=("6-1", "5-1", None),
                    face_up=(True, False, False), capital=["7-1", "13-7", "10-4"])
    events = table.act(state, Pass())
    assert state.damage == ["7-1", "13-7"] and state.capital == ["10-4"]
    assert state.enemy_retreat == ["6-1", "5-1"]
    assert [e.card for e in events if isinstance(e, Revealed)] == ["7-1", "13-7", "5-1"]


def test_R32_rescue_takes_the_top_capital_card_and_several_players_may_rescue(table):
    state = table.build(8, 0, capital=["7-1", "8-2", "10-4"])
    table.act(state, Rescue())
    table.act(state, Rescue())
    assert state.ready[0][-1] == "7-1" and state.ready[1][-1] == "8-2" and state.capital == ["10-4"]
    assert state.to_act == 2


def test_R33_reorganization_gathers_decks_and_retreat_and_deals_round_robin(table):
    state = closing(table, 8, decks=[["6-1", "6-2"], ["5-1"], []], enemy_retreat=["4-1", "3-1"],
                    enemy_dead=["2-1"])
    events = table.act(state, Pass())
    # 5 cards dealt 2/2/1, then turn 2's arrivals took one from each
    assert [len(d) for d in state.enemy_decks] == [1, 1, 0]
    assert sorted([c for deck in state.enemy_decks for c in deck] + state.arrivals) == ["3-1", "4-1", "5-1", "6-1", "6-2"]
    assert state.enemy_retreat == [] and state.enemy_dead == ["2-1"]
    assert [e.count for e in events if isinstance(e, Shuffled) and e.zone == "enemy_reorg"] == [5]
    dealt = [e for e in events if isinstance(e, CardMoved) and e.src == "enemy_reorg"]
    assert [e.dst for e in dealt] == ["enemy_deck1", "enemy_deck2", "enemy_deck3", "enemy_deck1", "enemy_deck2"]
    assert all(e.seen_by(0).card is None for e in dealt)


def test_R33_no_reorganization_while_every_deck_has_cards(table):
    state = closing(table, 8, decks=[["6-1"], ["5-1"], ["4-1"]], enemy_retreat=["3-1"])
    events = table.act(state, Pass())
    assert state.enemy_retreat == ["3-1"] and not [e for e in events if isinstance(e, Shuffled)]


def test_R34_with_fewer_than_three_cards_decks_stay_empty_every_turn(table):
    state = closing(table, 8, decks=[[], [], []], enemy_retreat=["1-1", "2-1"])
    table.act(state, Pass())
    assert state.enemy_decks == [[], [], []] and state.arrivals[2] is None
    assert sorted(a for a in state.arrivals if a) == ["1-1", "2-1"]


def test_R39_the_capital_empties_during_damage_and_the_rest_is_not_applied(table):
    state = closing(table, 5, ready=[["9-3"], [], []], arrivals=("6-1", "5-1", "4-1"), capital=["10-4"])
    events = table.act(state, Pass())
    assert state.result.ending == ENDING_LOST and state.result.reason == LOSS_CAPITAL
    assert state.damage == ["10-4"] and state.enemy_retreat == [] and state.to_act is None
    assert isinstance(events[-1], GameOver) and events[-1].winners == ()


def test_R39_a_rescue_that_empties_the_capital_loses(table):
    state = table.build(8, 0, capital=["13-7"])
    table.act(state, Rescue())
    assert state.result.reason == LOSS_CAPITAL and state.ready[0][-1] == KING


def test_R40_the_king_flipped_into_damage_after_both_pacts_loses(table):
    state = closing(table, 5, ready=[["9-3"], [], []], arrivals=("6-1", "5-1", None),
                    capital=["13-7", "7-1", "7-2"], allied_dead=["11-6", "11-7"])
    table.act(state, Pass())
    assert state.result.reason == LOSS_KING and state.damage == [KING]


def test_R40_the_king_in_damage_with_one_pact_prince_alive_plays_on(table):
    state = closing(table, 5, ready=[["9-3"], [], []], arrivals=("6-1", "5-1", None),
                    capital=["13-7", "7-1", "7-2"], allied_dead=["11-6"])
    table.act(state, Pass())
    assert state.result is None and state.damage == [KING, "7-1"]


def won(table, capital, lines=None, allied_dead=()):
    """A King-slays-the-Slaughter-King position; returns the finished state."""
    ready = lines or [["9-4"], ["11-6"], ["11-7"]]
    state = table.build(5, 0, ready=ready, arrivals=("1-1", None, "5-2"), slots=(KING, None, None),
                        owners=(0, None, None), used=(False, True, True), passes=2, capital=capital,
                        allied_dead=allied_dead)
    table.act(state, Pass())
    assert state.result is not None and state.result.winners == (0, 1, 2)  # R41
    return state


def test_R41_the_win_is_shared_by_every_seat(table):
    state = won(table, ["10-4"])
    assert state.to_act is None and legal_actions(state) == []


def test_R42_score_counts_volunteers_and_recruits_in_lines_and_capital(table):
    lines = [["9-4", "7-1"], ["11-6", "8-2"], ["11-7", "7-2"]]
    state = won(table, ["7-3", "8-3", "10-4"], lines=lines, allied_dead=["11-5", "7-4", "8-4"])
    # V = 3, N = 2 (the dead 7 and 8 do not count), D = 1
    assert state.result.scores == (2 * 3 + 2 - 5,) * 3
    assert dict(state.result.details) == {"volunteers": 3, "recruits": 2, "dead_princes": 1,
                                          "all_princes_dead": False}


def test_R42_three_dead_princes_cost_another_five(table):
    volunteers = [f"7-{s}" for s in range(1, 8)]
    recruits = [f"8-{s}" for s in range(2, 8)]
    state = won(table, volunteers + recruits, lines=[["9-4"], ["9-5"], ["9-6"]],
                allied_dead=["11-5", "11-6", "11-7"])
    assert state.result.scores == (14 + 6 - 15 - 5,) * 3
    assert state.result.ending == ENDING_EMPTY


@pytest.mark.parametrize("capital, dead, score, ending", [
    (["8-2"], (), 1, ENDING_HAPPY),
    (["7-1", "7-2", "8-2"], ("11-5",), 0, ENDING_EMPTY),
    (["7-1", "7-2"], ("11-5",), -1, ENDING_BAD),
    (["10-4"], (), 0, ENDING_EMPTY),
])
def test_R43_three_endings_on_their_boundaries(table, capital, dead, score, ending):
    state = won(table, capital, allied_dead=dead)
    assert state.result.scores[0] == score and state.result.ending == ending


def test_R44_a_lost_game_has_no_score_and_no_ending(table):
    state = table.build(8, 0, capital=["7-1"])
    table.act(state, Rescue())
    assert state.result.winners == () and state.result.scores == () and state.result.ending == ENDING_LOST
