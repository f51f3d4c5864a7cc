"""The turn framework: R12–R16."""

from __future__ import annotations

from game.engine.contract import CardMoved
from game.requiem.actions import Pass, PhaseBegan, Rescue, Retreat, ReturnToFront, Scout, Sortie
from game.requiem.rules import legal_actions


def test_R12_phase_nine_leads_to_phase_one_of_the_next_turn(table):
    # the last open opportunity of phase 8 is passed: 9 runs, then turn 2 begins
    state = table.build(8, 2, used=(True, True, False), passes=2, turn=1)
    events = table.act(state, Pass())
    phases = [(e.turn, e.phase) for e in events if isinstance(e, PhaseBegan)]
    assert phases == [(1, 9), (2, 1), (2, 2)]
    assert state.turn == 2 and state.phase == 2 and state.used_select == [False] * 3


def test_R13_opportunities_go_round_from_P1_and_close_after_three_passes(table):
    state = table.build(8, 0)  # everyone may Rescue
    assert state.to_act == 0
    table.act(state, Pass())
    assert state.to_act == 1 and state.phase == 8
    table.act(state, Pass())
    assert state.to_act == 2 and state.phase == 8
    table.act(state, Pass())
    assert state.phase == 2 and state.turn == 2  # three passes in a row closed phase 8


def test_R13_a_player_who_passed_may_act_after_someone_else_acted(table):
    state = table.build(8, 0)
    table.act(state, Pass())  # P1 passes
    table.act(state, Rescue())  # P2 acts: the pass count starts again
    assert state.to_act == 2
    table.act(state, Pass())
    assert state.to_act == 0 and state.phase == 8  # P1 is offered again
    assert Rescue() in legal_actions(state)


def test_R13_a_player_without_legal_actions_passes_automatically(table):
    # only P3 has a select action left: P1 and P2 are skipped
    state = table.build(8, 0, used=(True, True, False), auto=True)
    assert state.to_act == 2
    assert legal_actions(state) == [Rescue(), Pass()]


def test_R14_one_select_action_per_turn_but_retreat_stays_open(table):
    state = table.build(3, 0, used=(True, False, False), slots=("11-5", None, None),
                        arrivals=("6-1", None, None), face_up=(True, False, False))
    assert Retreat(("11-5",)) in legal_actions(state)  # R19 is not a select action
    state = table.build(5, 0, used=(True, False, False), ready=[["11-5", "9-3"], ["11-6"], ["11-7"]],
                        arrivals=("6-1", None, None))
    assert state.to_act == 0
    error = table.refused(state, Sortie("9-3", 1))
    assert error.rule == "R14"


def test_R14_holding_back_keeps_the_select_action_for_a_later_phase(table):
    state = table.build(2, 0, ready=[["11-5", "9-3"], ["11-6"], ["11-7"]], arrivals=("6-1", "5-1", "4-1"),
                        passes=0)
    table.act(state, Pass())
    table.act(state, Pass())
    table.act(state, Pass())  # phase 2 closes; 3 has no choices; 4 has none (nothing Spent)
    assert state.phase == 5 and state.to_act == 0
    assert Sortie("9-3", 1) in legal_actions(state)


def test_R15_only_ready_cards_are_used_and_retreated_cards_come_back_spent(table):
    state = table.build(5, 0, ready=[["11-5"], ["11-6"], ["11-7"]], spent=[["9-3"], [], []],
                        arrivals=("6-1", None, None))
    error = table.refused(state, Sortie("9-3", 1))
    assert error.rule == "R15"
    state = table.build(3, 0, slots=("9-3", None, None), owners=(0, None, None), arrivals=("6-1", None, None))
    table.act(state, Retreat(("9-3",)))
    assert "9-3" in state.spent[0] and "9-3" not in state.ready[0]


def test_R15_a_rescued_card_enters_ready(table):
    state = table.build(8, 0, capital=["7-3", "10-4"])
    table.act(state, Rescue())
    assert "7-3" in state.ready[0]


def test_R16_each_deck_feeds_its_own_column_face_down(table):
    state = table.build(8, 0, used=(True, True, True), passes=2,
                        decks=[["6-1", "2-1"], ["5-1"], ["4-1", "4-2"]])
    state.used_select[0] = False
    events = table.act(state, Pass())
    assert state.arrivals == ["6-1", "5-1", "4-1"] and state.arrival_face_up == [False] * 3
    moved = [(e.src, e.dst, e.face_up) for e in events if isinstance(e, CardMoved)]
    assert ("enemy_deck1", "arrival1", False) in moved and ("enemy_deck3", "arrival3", False) in moved


def test_R16_an_empty_deck_puts_nothing_in_its_column(table):
    state = table.build(8, 0, passes=2, decks=[["6-1", "6-2"], ["5-1", "5-2"], []],
                        enemy_retreat=["1-1"])
    # phase 9 reorganises first (deck 3 is empty): five cards, dealt 2/2/1
    table.act(state, Pass())
    assert all(a is not None for a in state.arrivals)
    state = table.build(8, 0, passes=2, decks=[["1-1"], [], []])
    table.act(state, Pass())  # R34: one card gathered, so one arrival only
    assert state.arrivals == ["1-1", None, None]


def test_R16_the_arrival_is_hidden_from_every_seat_in_the_events(table):
    state = table.build(8, 0, passes=2)
    events = table.act(state, Pass())
    arrivals = [e for e in events if isinstance(e, CardMoved) and e.dst.startswith("arrival")]
    assert arrivals and all(e.seen_by(seat).card is None for e in arrivals for seat in (0, 1, 2, None))


def test_R20_return_to_front_is_not_offered_without_spent_cards(table):
    state = table.build(4, 0, spent=[[], ["9-3"], []], auto=True)
    assert state.to_act == 1  # P1 has nothing Spent and is skipped (section 6 item 4)
    table.act(state, ReturnToFront())
    assert state.ready[1][-1] == "9-3" and state.spent[1] == [] and state.used_select[1]


def test_R17_scout_needs_a_face_down_arrival(table):
    state = table.build(2, 0, ready=[["11-5", "9-3"], ["11-6"], ["11-7"]], arrivals=("6-1", "5-1", None),
                        face_up=(True, False, False))
    assert table.refused(state, Scout("9-3", 1)).rule == "R17"
    assert table.refused(state, Scout("9-3", 3)).rule == "R17"
    assert table.refused(state, Scout("9-3", 7)).rule == "R17"
