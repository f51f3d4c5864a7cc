"""Used-card processing (M56, M57), the Bells (M58–M61a), optional rules (M80, M81), safeguards (M84)."""

from game.engine.contract import DieRolled
from game.marenzan import actions as A
from game.marenzan.events import VillageSealed


def test_M56_an_emptied_party_takes_back_its_whole_journey_including_sword_and_dragons(mz):
    state = mz.build(players=2, parties={0: "3-1", 1: ""}, journeys={0: "1-1 7-2", 1: "6-6"}, villages={0: "4-4"})
    mz.act(state, A.RecruitVillage(0, "3-1"))
    assert mz.codes(state.parties[0]) == ["4-4"]  # not empty: no refill
    assert state.parties[1] == [mz.C("6-6")]  # seat 1 emptied long ago and refills now (section 6 item 17)


def test_M56_refill_of_the_active_player(mz):
    state = mz.build(players=2, parties={0: "5-1", 1: "3-3"}, journeys={0: "1-1 7-2"})
    mz.act(state, A.LureOut("5-1", 1))
    assert mz.codes(state.parties[0]) == ["1-1", "5-1", "7-2"] and state.journeys[0] == []


def test_M58_the_small_bell_rings_at_every_turn_end(mz):
    state = mz.build(parties={0: "3-1 4-1"}, small_bell=3)
    events = mz.act(state, A.ReturnCard("3-1", 0))
    assert state.small_bell == 4 and DieRolled("small_bell", 4, 0) in events


def test_M59a_the_great_bell_places_a_guard(mz):
    state = mz.build(parties={0: "3-1 4-1"}, small_bell=5, great_bell=2, tops={2: "5-5"})
    mz.act(state, A.ReturnCard("3-1", 0))
    assert state.small_bell == 1 and mz.kind(state) == "bell_draw" and state.to_act == 0
    mz.act(state, A.ChooseMountain(2))
    assert mz.kind(state) == "guard_place"
    mz.act(state, A.ChooseVillage(3))
    assert state.villages[3] == mz.C("5-5") and state.great_bell == 3 and state.active == 1


def test_M59a_a_guard_with_no_empty_village_returns(mz):
    full = {v: c for v, c in enumerate(["8-2", "8-3", "8-4", "4-4", "4-2", "5-4"])}
    state = mz.build(parties={0: "3-1 4-1"}, villages=full, small_bell=5, tops={0: "6-6"})
    mz.act(state, A.ReturnCard("3-1", 1))
    mz.act(state, A.ChooseMountain(0))
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("6-6")


def test_M59b_a_threat_from_the_great_bell_is_absorbed_or_rules(mz):
    state = mz.build(parties={0: "3-1 4-1"}, villages={0: "4-4"}, small_bell=5, tops={0: "10-6"})
    mz.act(state, A.ReturnCard("3-1", 1))
    mz.act(state, A.ChooseMountain(0))
    assert state.villages[0] is None and mz.kind(state) == "return"
    state = mz.build(parties={0: "3-1 4-1"}, small_bell=5, tops={0: "10-6"})
    mz.act(state, A.ReturnCard("3-1", 1))
    mz.act(state, A.ChooseMountain(0))
    mz.act(state, A.ChooseVillage(5))
    assert state.villages[5] == mz.C("10-6") and state.active == 1  # no Subjugation follows


def test_M59c_M51_the_demon_lord_from_the_great_bell_appears_only_next_turn(mz):
    state = mz.build(players=2, parties={0: "3-1 4-1", 1: "5-5"}, small_bell=5, tops={0: "13-7"})
    mz.act(state, A.ReturnCard("3-1", 1))
    mz.act(state, A.ChooseMountain(0))
    mz.act(state, A.ChooseVillage(2))
    assert state.villages[2] == mz.C("13-7") and state.active == 1
    assert mz.kind(state) == "window" and state.to_act == 1  # seat 1's turn begins with it
    mz.act(state, A.Continue())
    assert mz.kind(state) == "sacrifice" and state.to_act == 1


def test_M17b_M59c_the_guard_returns_even_when_the_demon_lord_placement_loses(mz):
    # five villages Ruled, the sixth Guarded: the Great Bell draws the Demon Lord, which takes the
    # Guarded village (M17 b) and completes six Ruled villages (M20). The guard's card must still
    # go back to a mountain of the ringer's choice before the game ends.
    ruled = {v: c for v, c in enumerate(["8-2", "9-3", "10-4", "11-5", "12-6"])}
    state = mz.build(parties={0: "3-1 4-1"}, villages={**ruled, 5: "2-1"}, small_bell=5, tops={0: "13-7"})
    mz.act(state, A.ReturnCard("3-1", 1))
    mz.act(state, A.ChooseMountain(0))  # the Great Bell's draw: the Demon Lord
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("2-1") and state.result is None
    mz.act(state, A.ChooseMountain(2))
    assert mz.C("2-1") in state.mountains[2]
    assert mz.C("2-1") not in state.loose and mz.C("2-1") not in state.villages
    assert state.villages[5] == mz.C("13-7")
    assert state.result is not None and state.result.reason == "marenzan.reason.fallen" and state.to_act is None


def test_M60_permanent_rule_flips_a_ruled_village(mz):
    state = mz.build(parties={0: "3-1 4-1"}, villages={0: "9-3", 1: "7-2"}, small_bell=5, great_bell=5,
                     tops={1: "2-2"})
    mz.act(state, A.ReturnCard("3-1", 0))
    mz.act(state, A.ChooseMountain(1))
    mz.act(state, A.ChooseVillage(4))  # the Spirit guards village 5
    assert mz.kind(state) == "flip" and state.pending["options"] == (0, 1)
    events = mz.act(state, A.ChooseVillage(1))
    assert state.sealed[1] and VillageSealed(1, "7-2") in events and state.great_bell == 1
    assert state.active == 1


def test_M60_nothing_to_flip(mz):
    state = mz.build(parties={0: "3-1 4-1"}, small_bell=5, great_bell=5, tops={1: "2-2"})
    mz.act(state, A.ReturnCard("3-1", 0))
    mz.act(state, A.ChooseMountain(1))
    mz.act(state, A.ChooseVillage(4))
    assert state.great_bell == 1 and not any(state.sealed) and state.active == 1


def test_M61a_flipping_the_demon_lord_ends_the_game(mz):
    state = mz.build(parties={0: "3-1 4-1"}, villages={0: "13-7"}, small_bell=5, great_bell=5, tops={1: "2-2"},
                     begin=False)
    state.tasks = [("turn_end",)]
    from game.marenzan.flow import run
    run(state, [])
    mz.act(state, A.ChooseMountain(1))
    mz.act(state, A.ChooseVillage(4))  # the only Ruled village is flipped automatically
    assert state.result.reason == "marenzan.reason.unwinnable"


def test_M61a_five_permanently_ruled_villages_end_the_game(mz):
    villages = {0: "8-2", 1: "8-3", 2: "8-4", 3: "8-5", 4: "9-3"}
    state = mz.build(parties={0: "3-1 4-1"}, villages=villages, sealed=(0, 1, 2, 3), small_bell=5, great_bell=5,
                     tops={1: "2-2"})
    mz.act(state, A.ReturnCard("3-1", 0))
    mz.act(state, A.ChooseMountain(1))  # the Spirit takes the last Empty village, then village 4 is flipped
    assert state.result.reason == "marenzan.reason.unwinnable"


def test_M80_deathmatch_uses_no_bells(mz):
    state = mz.build(parties={0: "3-1 4-1"}, small_bell=5, options={"deathmatch": True})
    events = mz.act(state, A.ReturnCard("3-1", 0))
    assert state.small_bell == 5 and not any(isinstance(e, DieRolled) for e in events) and state.active == 1


def test_M81_pressure_refill_rings_the_small_bell_for_each_refilled_player(mz):
    state = mz.build(players=3, parties={0: "3-1"}, journeys={0: "5-5", 2: "6-6"}, villages={0: "4-4"},
                     options={"pressure": True}, small_bell=2)
    events = mz.act(state, A.RecruitVillage(0, "3-1"))
    # seat 0 still holds the 4; seats 1 (no Journey) and 2 refill: one ring for seat 2, then the turn-end ring
    rings = [e for e in events if isinstance(e, DieRolled)]
    assert rings == [DieRolled("small_bell", 3, 2), DieRolled("small_bell", 4, 0)]
    assert state.active == 1


def test_M81_a_pressure_bell_is_decided_by_its_ringer_and_does_not_pass_the_turn(mz):
    state = mz.build(players=2, parties={0: "3-1"}, journeys={1: "6-6"}, villages={0: "4-4"},
                     options={"pressure": True}, small_bell=5, tops={0: "5-5"})
    mz.act(state, A.RecruitVillage(0, "3-1"))
    assert mz.kind(state) == "bell_draw" and state.to_act == 1 and state.active == 0
    mz.act(state, A.ChooseMountain(0))
    assert mz.kind(state) == "guard_place" and state.to_act == 1
    mz.act(state, A.ChooseVillage(0))
    assert state.small_bell == 2 and state.active == 1  # the active player's own ring followed


def test_M80_M81_pressure_has_no_effect_under_deathmatch(mz):
    state = mz.build(players=2, parties={0: "3-1"}, journeys={1: "6-6"}, villages={0: "4-4"},
                     options={"pressure": True, "deathmatch": True}, small_bell=2)
    mz.act(state, A.RecruitVillage(0, "3-1"))
    assert state.small_bell == 2


def test_M25_forced_pass_runs_used_card_processing(mz):
    full = {v: c for v, c in enumerate(["7-2", "7-3", "7-4", "4-4", "4-2", "5-4"])}
    state = mz.build(players=2, parties={1: "3-3"}, journeys={0: "6-6"}, villages=full)
    assert mz.GAME.legal_actions(state) == [A.ProposeSurrender(), A.Pass()]
    mz.act(state, A.Pass())
    assert state.parties[0] == [mz.C("6-6")] and state.active == 1


def test_M84a_frozen_deathmatch_positions_end(mz):
    full = {v: c for v, c in enumerate(["7-2", "7-3", "7-4", "4-4", "4-2", "5-4"])}
    state = mz.build(players=2, villages=full, options={"deathmatch": True})
    mz.act(state, A.Pass())
    assert state.result is None and state.frozen_run == 1
    mz.act(state, A.Pass())
    assert state.result.reason == "marenzan.reason.frozen"


def test_M84a_a_chosen_rout_does_not_count(mz):
    villages = {v: c for v, c in enumerate(["8-2", "7-3", "7-4", "4-4", "4-2", "5-4"])}
    state = mz.build(players=1, villages=villages, options={"deathmatch": True})
    mz.act(state, A.Rout(0))
    mz.act(state, A.Rout(0))
    assert state.result is None and state.frozen_run == 0


def test_M84b_the_turn_limit_ends_the_game(mz):
    state = mz.build(players=1, parties={0: "3-1 4-1 5-1"}, options={"turn_limit": 10})
    state.turns = 9
    mz.act(state, A.ReturnCard("3-1", 0))
    assert state.result.reason == "marenzan.reason.turn_limit" and state.result.winners == ()
