"""Action phases: T12–T21 (taking actions, skipping, announcements, targets, the five types)."""

from __future__ import annotations

from game.engine.contract import CardMoved, Revealed, events_for
from game.tonight import GAME
from game.tonight.actions import (
    EndActions,
    Escort,
    GatherInfo,
    Give,
    ObtainWill,
    Snipe,
    Taxi,
    Walk,
    Warn,
)
from game.tonight.observe import observe
from game.tonight.rules import location

H, E, S, D = 0, 1, 2, 3  # default seats: hitman, extractor, salaryman, detective


def test_T12_at_most_two_actions_of_different_types(table):
    state = table.start(at={"hitman": 5})
    table.act(state, Walk("9-6"))
    assert table.refused(state, Walk("9-5")).rule == "T12"  # Walk then Walk is not allowed
    assert Taxi("9-4") in GAME.legal_actions(state)  # Walk then Taxi is
    table.act(state, Taxi("9-4"))
    assert state.to_act == E  # the second action ends the phase


def test_T12_end_actions_early(table):
    state = table.start()
    events = table.act(state, EndActions())
    assert "tonight.log.end" in table.keys(events) and state.to_act == E


def test_T13_skipped_phases(table):
    state = table.start()
    state.rests[E].append(1)
    state.eliminated[D] = True
    events = table.act(state, EndActions())
    assert state.to_act == S  # the Extractor rests
    assert table.said(events, "tonight.log.skip") == {"seat": E, "why": "tonight.state.resting"}
    table.act(state, EndActions())
    assert state.phase == "heroine"  # the eliminated Detective has no phase


def test_T13_abducted_player_skips_its_phase(table):
    state = table.start()
    state.abducted[S] = True
    state.taken[S], state.position[S] = state.position[S], None
    table.to_phase(state, "extractor")
    events = table.act(state, EndActions())
    assert table.said(events, "tonight.log.skip") == {"seat": S, "why": "tonight.state.abducted"}
    assert state.to_act == D


def test_T14_gather_is_announced_with_target_and_count_not_the_cards(table):
    state = table.start()
    events = table.act(state, GatherInfo(D, 2))
    assert table.said(events, "tonight.log.gather") == {"seat": H, "target": D, "count": 2}
    events = table.act(state, Give("9-3")) + table.act(state, Give(state.hands[H][0]))
    private = table.said(events, "tonight.log.gather_cards", (H, D))
    assert "9-3" in private["given"]
    for seen in events_for(events, E):  # an onlooking Extractor sees no card
        if isinstance(seen, CardMoved):
            assert seen.card is None


def test_T15_targets_never_self_eliminated_or_immune(table):
    state = table.start(at={"hitman": 5, "detective": 4})
    legal = GAME.legal_actions(state)
    assert Warn(H) not in legal and GatherInfo(H, 1) not in legal  # A26
    state.eliminated[E] = True
    assert Warn(E) not in GAME.legal_actions(state)
    state.eliminated[E] = False
    state.abducted[S] = True  # T15(a)
    legal = GAME.legal_actions(state)
    assert Warn(S) not in legal and GatherInfo(S, 1) not in legal
    assert table.refused(state, Warn(S)).rule == "T15"
    state.abducted[S] = False
    state.escorted[S] = 0  # escorted last turn: T15(b)
    legal = GAME.legal_actions(state)
    assert Warn(S) not in legal and GatherInfo(S, 1) not in legal
    table.to_phase(state, "detective")
    legal = GAME.legal_actions(state)
    assert GatherInfo(S, 1) in legal and Escort(S) not in legal  # only the Detective may gather from him


def test_T16_gather_swaps_n_cards_and_keeps_hand_sizes(table):
    state = table.start()
    sizes = [len(h) for h in state.hands]
    assert GatherInfo(D, 4) not in GAME.legal_actions(state)  # at most 3 (A20)
    table.act(state, GatherInfo(D, 3))
    assert state.phase == "give" and state.to_act == H
    assert table.refused(state, Give("6-1")).rule == "T16"  # not his card to give
    for card in ["9-3", "9-4", "9-6"]:
        table.act(state, Give(card))
    assert [len(h) for h in state.hands] == sizes
    assert state.phase == "action" and state.used == ["gather"] and state.to_act == H
    table.conserved(state)


def test_T16_draw_is_random_and_may_return_given_cards(table):
    draws = set()
    for seed in range(12):
        state = table.start(seed=seed)
        table.act(state, GatherInfo(D, 1))
        events = table.act(state, Give("9-3"))
        draws.add(table.said(events, "tonight.log.gather_cards", (H, D))["drawn"])
    assert len(draws) > 2 and ("9-3",) in draws


def test_T17_walk_one_step_with_own_card(table):
    state = table.start(at={"hitman": 7})
    walks = {a.card for a in GAME.legal_actions(state) if isinstance(a, Walk)}
    assert walks == {"9-6"}  # VII is next to I, but the Hitman has no card there
    assert table.refused(state, Walk("9-5")).rule == "T17"
    events = table.act(state, Walk("9-6"))
    assert state.position[H] == "9-6" and "9-7" in state.hands[H]
    assert not any(isinstance(e, Revealed) for e in events)


def test_T17_walk_needs_the_card_in_hand(table):
    state = table.start(at={"hitman": 5})
    state.hands[H].remove("9-6")
    state.hands[D].append("9-6")  # held by the Detective (A27)
    assert {a.card for a in GAME.legal_actions(state) if isinstance(a, Walk)} == {"9-4"}


def test_T17_walk_from_a_face_up_card_is_public(table):
    state = table.start(at={"hitman": 5})
    state.face_up[H] = True
    events = table.act(state, Walk("9-4"))
    assert table.said(events, "tonight.log.walk_from") == {"seat": H, "place": 5}
    assert not state.face_up[H]


def test_T18_taxi_reveals_departure_and_goes_one_or_two(table):
    state = table.start(at={"salaryman": 7})
    table.to_phase(state, "salaryman")
    assert {a.card for a in GAME.legal_actions(state) if isinstance(a, Taxi)} == {"8-6", "8-5", "8-2"}
    events = table.act(state, Taxi("8-2"))  # over Home, where he cannot walk
    assert any(isinstance(e, Revealed) and e.card == "8-7" and e.visible_to is None for e in events)
    assert table.said(events, "tonight.log.taxi") == {"seat": S, "place": 7}
    assert state.position[S] == "8-2" and not state.face_up[S]


def test_T18_detective_taxi_between_station_and_home(table):
    state = table.start(at={"detective": 6})
    table.to_phase(state, "detective")
    assert Taxi("6-1") in GAME.legal_actions(state) and Walk("6-1") not in GAME.legal_actions(state)


def test_T19_attack_reveals_and_needs_a_legal_target(table):
    state = table.start(at={"hitman": 5, "salaryman": 7})
    events = table.act(state, Warn(S))
    assert state.face_up[H]
    assert any(isinstance(e, Revealed) and e.card == "9-5" for e in events)


def test_T19_obtain_a_will_only_when_it_obtains_something(table):
    state = table.start(at={"salaryman": 6}, heroine=2)
    table.to_phase(state, "salaryman")
    assert not any(isinstance(a, ObtainWill) for a in GAME.legal_actions(state))
    assert table.refused(state, ObtainWill(7)).rule == "T28"


def test_T19_no_target_no_attack(table):
    state = table.start()
    for t in (E, S, D):
        state.eliminated[t] = True
    assert not any(isinstance(a, Warn) for a in GAME.legal_actions(state))


def test_T20_failed_check_eliminates_and_ends_the_phase(table):
    state = table.start(at={"hitman": 5}, heroine=1)
    table.act(state, Snipe())
    assert state.eliminated[H] and state.to_act == E
    assert state.result is None


def test_T21_revealed_card_stays_face_up_until_it_moves(table):
    state = table.start(at={"hitman": 5, "extractor": 3})
    table.act(state, Warn(E))  # miss: 3 is two away from 5, and the phase ends (T22)
    assert state.to_act == E
    assert state.face_up[H] and observe(state, E).seats[H].position == "9-5"
    table.to_phase(state, "detective")
    assert location(state, H) == 5 and observe(state, D).seats[H].position == "9-5"
