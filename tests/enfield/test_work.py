"""E49–E55: wait, work, incapacitated members, results, attached cards."""

from game.enfield.actions import Attach, Attack, Incapacitate, Roll
from game.enfield.events import MarkerPlaced, MemberTurned
from game.engine.contract import CardMoved, DieRolled


def test_E49_waiting_on_an_own_marker_obtains_the_card(T):
    state = T.at_roll(2)
    state.markers["P1"] = [1, 0]  # seat 1's colour, credited to seat 0: it counts as seat 0's
    events = T.walk(state, ("P1",))
    assert "enfield.msg.wait_own" in T.keys(events) and state.phase == "attach"
    assert not [e for e in T.of_type(events, DieRolled) if e.die == "work"]


def test_E49_waiting_on_another_players_marker_loses_the_card(T):
    state = T.at_roll(2)
    state.markers["P1"] = [0, 1]  # seat 0's colour, credited to seat 1
    card = state.squads[0].target
    events = T.walk(state, ("P1",))
    moved = T.of_type(events, CardMoved)[0]
    assert (moved.card, moved.src, moved.dst) == (card, "target0", "trash0")
    assert state.phase == "roll" and state.to_act == 1


def test_E50_E52_work_success_obtains_the_card_and_places_an_own_marker(T):
    state = T.at_roll(2)
    events = T.walk(state, ("P1", "P2"), 2)
    assert [e.die for e in T.of_type(events, DieRolled)] == ["move", "work"]
    placed = T.of_type(events, MarkerPlaced)[0]
    assert (placed.square, placed.owner, placed.credited) == ("P2", 0, 0)
    assert state.squads[0].supply == 4 and state.phase == "attach"


def test_E52_with_an_empty_supply_or_on_ST_no_marker_is_placed(T):
    state = T.at_roll(2)
    state.squads[0].supply = 0
    events = T.walk(state, ("P1",), 6)
    assert not T.of_type(events, MarkerPlaced) and state.phase == "attach"
    state = T.at_roll(2)
    state.squads[0].piece = "P1"
    state.squads[1].piece = "M1"
    events = T.walk(state, ("ST",), 6)
    assert not T.of_type(events, MarkerPlaced) and state.markers == {} and state.phase == "attach"


def test_E51_work_failure_trashes_the_card_and_turns_a_chosen_member_sideways(T):
    state = T.at_roll(2)
    state.squads[0].party[0].incapacitated = True
    events = T.walk(state, ("P1",), 1)
    assert state.phase == "incapacitate" and state.squads[0].target is None
    assert T.game.legal_actions(state) == [Incapacitate(1), Incapacitate(2)]
    T.refused(state, Incapacitate(0), "E51")  # AE24: not one already sideways
    events = T.act(state, Incapacitate(2))
    assert T.of_type(events, MemberTurned) == [MemberTurned(0, 2, True)]
    assert state.squads[0].party[2].incapacitated and state.to_act == 1
    assert state.markers == {}


def test_AE24_work_failure_with_everyone_sideways_does_nothing_more(T):
    state = T.at_roll(2)
    for m in state.squads[0].party:
        m.incapacitated = True
    T.walk(state, ("P1",), 1)
    assert state.phase == "roll" and state.to_act == 1


def test_E53_incapacitated_members_sit_out_battles_but_keep_and_receive_cards(T):
    state, _ = T.battle(sideways={0: [0]}, attach={0: {0: ["D01"]}})
    assert 0 not in {f.member for f in state.battle.fighters if f.seat == 0}
    assert state.squads[0].party[0].attached == ["D01"]
    state = T.at_roll(2)
    state.squads[0].party[1].incapacitated = True
    T.walk(state, ("P1",), 4)
    assert Attach(1) in T.game.legal_actions(state)


def test_E54_results_attach_the_obtained_card_to_any_member(T):
    state = T.at_roll(2)
    card = state.squads[0].target
    T.walk(state, ("P3",), 3)
    assert T.game.legal_actions(state) == [Attach(0), Attach(1), Attach(2)]
    T.refused(state, Attach(3), "E54")
    T.refused(state, Roll(), "E54")
    events = T.act(state, Attach(1))
    moved = T.of_type(events, CardMoved)[0]
    assert (moved.card, moved.src, moved.dst) == (card, "target0", "party0.1")
    assert state.squads[0].party[1].attached == [card] and state.squads[0].target is None


def test_E55_attached_cards_stay_and_can_be_used_when_attacked_on_another_turn(T):
    state, _ = T.battle(attach={1: {0: ["D02"]}})
    T.rig(state, 1)
    T.act(state, Attack(0, 3))
    assert any(a.actor == 3 and type(a).__name__ == "Cast" for a in T.game.legal_actions(state))
