"""Villages (M13–M17), Adventure (M27–M32) and the village losses (M19, M20)."""

from game.marenzan import actions as A


def test_M28_a_guard_card_drawn_joins_the_party_and_the_turn_ends(mz):
    state = mz.build(parties={0: "3-1"}, tops={1: "6-2"})
    events = mz.act(state, A.Adventure(1))
    assert mz.C("6-2") in state.parties[0]
    assert state.small_bell == 2 and state.active == 1  # M58
    assert ("6-2", "mountain.1", "table") in mz.moves(events)


def test_M15_a_card_drawn_by_adventure_never_guards(mz):
    state = mz.build(parties={0: "3-1"}, tops={0: "1-1"})
    mz.act(state, A.Adventure(0))
    assert state.villages == [None] * 6 and mz.C("1-1") in state.parties[0]


def test_M19_a_mountain_left_with_three_cards_breaks_the_barrier(mz):
    state = mz.build(parties={0: "3-1"}, tops={2: "6-2"}, sizes=(10, 10, 4))
    mz.act(state, A.Adventure(2))
    assert state.result.reason == "marenzan.reason.barrier" and state.result.winners == ()
    assert mz.C("6-2") not in state.parties[0]  # M22: stopped before the card is resolved
    assert state.to_act is None


def test_M19_four_cards_left_is_still_safe(mz):
    state = mz.build(parties={0: "3-1"}, tops={2: "6-2"}, sizes=(10, 10, 5))
    mz.act(state, A.Adventure(2))
    assert state.result is None


def test_M17a_M29_a_threat_is_absorbed_by_a_guarded_village_of_the_players_choice(mz):
    state = mz.build(parties={0: "3-1"}, villages={1: "4-2", 4: "5-3"}, tops={0: "9-4"})
    mz.act(state, A.Adventure(0))
    assert mz.kind(state) == "absorb" and state.pending["options"] == (1, 4)
    mz.act(state, A.ChooseVillage(4))
    assert state.villages[4] is None and state.villages[1] == mz.C("4-2")
    # M49: both cards go back, each to a mountain the active player names
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("5-3")
    mz.act(state, A.ChooseMountain(2))
    assert state.pending["card"] == mz.C("9-4")
    mz.act(state, A.ChooseMountain(1))
    assert mz.C("5-3") in state.mountains[2] and mz.C("9-4") in state.mountains[1]
    assert state.active == 1  # M29: straight to Turn-end processing


def test_M17b_the_demon_lord_replaces_a_guard(mz):
    state = mz.build(parties={0: "3-1"}, villages={2: "2-1"}, tops={0: "13-7"})
    mz.act(state, A.Adventure(0))
    # the guard's card returns first (its mountain is chosen), then the Demon Lord takes the village
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("2-1")
    assert state.villages[2] is None
    mz.act(state, A.ChooseMountain(1))
    assert mz.C("2-1") in state.mountains[1] and state.villages[2] == mz.C("13-7")


def test_M17c_M30_a_demon_with_no_guard_rules_a_village_and_must_be_fought(mz):
    state = mz.build(parties={0: "4-1 6-2 3-3"}, villages={0: "8-3"}, tops={1: "9-4"})
    mz.act(state, A.Adventure(1))
    assert mz.kind(state) == "place"
    mz.act(state, A.ChooseVillage(3))
    assert state.villages[3] == mz.C("9-4") and mz.kind(state) == "subjugate"
    legal = mz.GAME.legal_actions(state)
    assert all(a.village == 3 for a in legal)  # the target is fixed
    assert A.Fight(3, ("4-1", "6-2")) in legal and A.Rout(3) in legal
    mz.refused(state, A.Fight(0, ("4-1", "6-2")), "M30")


def test_M20_a_dragon_drawn_into_the_last_empty_village_loses(mz):
    state = mz.build(parties={0: "3-1 4-2"}, villages={0: "8-3", 1: "8-4", 2: "8-5", 3: "8-6", 4: "9-4"},
                     tops={1: "7-2"})
    mz.act(state, A.Adventure(1))  # one Empty village: no choice to make
    assert state.result is not None and state.result.reason == "marenzan.reason.fallen"  # M20


def test_M31_decline_the_dragon(mz):
    state = mz.build(parties={0: "3-1 4-2"}, tops={1: "7-2"})
    mz.act(state, A.Adventure(1))
    mz.act(state, A.ChooseVillage(0))
    assert mz.kind(state) == "dragon_offer"
    assert A.Petition(0, ("3-1", "4-2")) in mz.GAME.legal_actions(state)
    mz.act(state, A.DeclineDragon())
    assert state.villages[0] == mz.C("7-2") and state.active == 1


def test_M32_the_demon_lord_drawn_appears_at_once_then_the_turn_ends(mz):
    state = mz.build(parties={0: "3-1 4-2"}, halls={0: "8-3"}, tops={0: "13-7"})
    mz.act(state, A.Adventure(0))
    mz.act(state, A.ChooseVillage(5))
    # M52: a random card of the Hall is revealed and returned
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("8-3") and state.halls[0] == []
    mz.act(state, A.ChooseMountain(0))
    assert state.active == 1 and state.villages[5] == mz.C("13-7")


def test_M20_six_ruled_villages_lose_at_once(mz):
    state = mz.build(parties={0: "3-1"}, villages={0: "8-3", 1: "8-4", 2: "8-5", 3: "7-6", 4: "9-4"},
                     sealed=(0,), tops={2: "10-4"})
    mz.act(state, A.Adventure(2))
    assert state.result.reason == "marenzan.reason.fallen" and state.to_act is None


def test_M25_adventure_needs_an_empty_village(mz):
    state = mz.build(parties={0: "3-1"}, villages={v: code for v, code in
                                                     enumerate(["8-3", "8-4", "4-3", "4-4", "9-4", "5-5"])})
    assert not any(isinstance(a, A.Adventure) for a in mz.GAME.legal_actions(state))
    mz.refused(state, A.Adventure(0), "M25")


def test_M13_M14_village_states(mz):
    from game.marenzan.flow import village_state
    state = mz.build(villages={0: "1-1", 1: "7-1", 2: "13-7", 3: "9-5"}, sealed=(3,))
    assert [village_state(state, v) for v in range(6)] == ["guarded", "ruled", "ruled", "sealed", "empty", "empty"]


def test_M16_a_permanently_ruled_village_cannot_be_targeted(mz):
    state = mz.build(parties={0: "4-1 6-2 7-3"}, villages={0: "9-4", 1: "9-5"}, sealed=(0,))
    legal = mz.GAME.legal_actions(state)
    assert A.Fight(1, ("4-1", "6-2")) in legal and A.Territory("7-3", 1) in legal
    assert not any(getattr(a, "village", None) == 0 for a in legal)
    mz.refused(state, A.Fight(0, ("4-1", "6-2")), "M33")
    mz.refused(state, A.Territory("7-3", 0), "M68")
