"""E20–E39, E60: battles. Seat 0 (Shieldwall: P01 240, P07 140, P11 90 = fighters 0, 1, 2) attacks
seat 1 (Lanternlight: P04 190, P05 190, P10 90 = fighters 3, 4, 5) on P1 unless said otherwise."""

from game.enfield.actions import Attach, Attack, Cast, EndActions, GiveMarker, UseCard
from game.enfield.events import BattleOver, Damaged, MarkerPlaced, MarkerTurned
from game.engine.contract import CardMoved, DieRolled


def hit(T, state, actor, target, face):
    T.rig(state, face)
    return T.act(state, Attack(actor, target))


def test_E20_only_the_attacker_and_the_chosen_defender_take_part(T):
    state = T.at_roll(3)
    state.squads[1].piece = state.squads[2].piece = "P1"
    T.walk(state, ("P1",))
    T.act(state, T.game.legal_actions(state)[1])  # Fight("P1", 2)
    assert {f.seat for f in state.battle.fighters} == {0, 2}
    assert state.squads[1].piece == "P1" and state.squads[0].piece == state.squads[2].piece == "P1"


def test_E21_all_upright_members_take_part(T):
    state, _ = T.battle(sideways={1: [0]})
    assert [(f.seat, f.member) for f in state.battle.fighters] == [(0, 0), (0, 1), (0, 2), (1, 1), (1, 2)]


def test_E21_a_side_with_no_participants_loses_at_once(T):
    state, events = T.battle(sideways={1: [0, 1, 2]})
    over = T.of_type(events, BattleOver)[0]
    assert (over.winner, over.loser) == (0, 1) and not T.of_type(events, Damaged)
    assert state.phase == "attach"  # the attacker won: it obtains its card


def test_AE10_neither_side_with_participants_is_a_draw(T):
    _state, events = T.battle(sideways={0: [0, 1, 2], 1: [0, 1, 2]})
    assert T.of_type(events, BattleOver)[0].winner is None


def test_AE34_an_attacker_with_nobody_upright_may_fight_and_loses(T):
    state, events = T.battle(sideways={0: [0, 1, 2]})
    assert T.of_type(events, BattleOver)[0].winner == 1
    assert state.markers == {"P1": [0, 1]}  # E37b: the loser's marker, credited to the winner


def test_E22_action_step_attacker_first_then_defender(T):
    state, _ = T.battle(attach={0: {0: ["A08", "D01"]}, 1: {2: ["A02"]}})
    assert state.battle.step == "actions" and state.to_act == 0
    assert T.game.legal_actions(state) == [UseCard(0, "A08"), EndActions()]
    events = T.act(state, UseCard(0, "A08"))
    moved = T.of_type(events, CardMoved)[0]
    assert (moved.card, moved.src, moved.dst) == ("A08", "party0.0", "trash0")
    assert state.battle.fighters[0].actions == 2
    assert state.to_act == 1 and state.battle.side == 1  # nothing left to use: the defender's turn
    T.refused(state, Attack(3, 0), "E22")
    T.act(state, EndActions())
    assert state.battle.step == "exchange" and state.to_act == 0
    assert state.squads[1].party[2].attached == ["A02"]  # not used, still attached


def test_E23_the_sides_alternate_and_a_side_with_nobody_eligible_is_skipped(T):
    state, _ = T.battle(sideways={1: [0, 1]})  # defender: only P10
    hit(T, state, 0, 1, 1)  # attacker fumbles on its own P07
    assert state.to_act == 1
    hit(T, state, 3, 0, 2)
    assert state.to_act == 0  # defender has nobody left: the attacker acts twice in a row
    hit(T, state, 1, 0, 1)
    assert state.to_act == 0
    T.refused(state, Attack(3, 0), "E25")


def test_E24_each_participant_acts_once(T):
    state, _ = T.battle()
    hit(T, state, 0, 3, 1)
    assert state.battle.fighters[0].actions == 0
    hit(T, state, 3, 0, 1)
    assert all(not (isinstance(a, Attack) and a.actor == 0) for a in T.game.legal_actions(state))
    T.refused(state, Attack(0, 3), "E25")


def test_E25_the_acting_side_selects_one_of_its_eligible_members(T):
    state, _ = T.battle()
    actors = {a.actor for a in T.game.legal_actions(state)}
    assert actors == {0, 1, 2}
    T.refused(state, Attack(3, 0), "E25")


def test_E26_magic_needs_a_card_attached_to_the_actor(T):
    state, _ = T.battle(attach={0: {1: ["D01"]}})
    casters = {a.actor for a in T.game.legal_actions(state) if isinstance(a, Cast)}
    assert casters == {1}
    T.refused(state, Cast(0, "D01", "physical", 3), "E29")


def test_E27_any_standing_participant_may_be_targeted_but_holy_only_own_side(T):
    state, _ = T.battle(attach={0: {0: ["D01"]}})
    legal = T.game.legal_actions(state)
    assert {a.target for a in legal if isinstance(a, Attack) and a.actor == 0} == {0, 1, 2, 3, 4, 5}
    assert {a.target for a in legal if isinstance(a, Cast) and a.magic == "holy"} == {0, 1, 2}
    T.refused(state, Cast(0, "D01", "holy", 3), "E30")
    hit(T, state, 0, 0, 4)  # the actor may hit itself
    assert state.battle.fighters[0].damage == 50


def test_E28_normal_attack_fumble_hit_critical(T):
    for face, damage in ((1, 0), (2, 0), (3, 50), (5, 50), (6, 100)):
        state, _ = T.battle()
        events = hit(T, state, 0, 3, face)
        assert T.of_type(events, DieRolled)[0].value == face
        assert state.battle.fighters[3].damage == damage


def test_E29_magic_peels_the_card_into_the_trash_and_rolls_no_die(T):
    state, _ = T.battle(attach={0: {0: ["A03", "D01"]}})
    T.act(state, EndActions())
    events = T.act(state, Cast(0, "A03", "physical", 3))  # an action card as fuel has no effect
    assert not T.of_type(events, DieRolled)
    assert state.squads[0].party[0].attached == ["D01"] and state.squads[0].trash[-1] == "A03"
    assert state.battle.fighters[0].guard == 0


def test_E30_physical_deals_50_and_holy_heals_up_to_50(T):
    state, _ = T.battle(attach={0: {0: ["D01"]}, 1: {0: ["D02"]}})
    T.act(state, Cast(0, "D01", "physical", 4))
    assert state.battle.fighters[4].damage == 50
    T.act(state, Cast(3, "D02", "holy", 4))
    assert state.battle.fighters[4].damage == 0
    state, _ = T.battle(attach={1: {0: ["D02"]}})
    hit(T, state, 0, 4, 6)
    T.act(state, Cast(3, "D02", "holy", 4))
    assert state.battle.fighters[4].damage == 50  # 100 - 50


def test_E31_spirit_makes_1_2_6_critical_and_alchemy_makes_them_fumbles(T):
    state, _ = T.battle(attach={0: {0: ["D01"]}, 1: {0: ["D02"]}})
    T.act(state, Cast(0, "D01", "spirit", 1))  # on an ally who has not acted
    T.act(state, Cast(3, "D02", "alchemy", 2))
    hit(T, state, 1, 4, 1)
    assert state.battle.fighters[4].damage == 100
    hit(T, state, 4, 0, 2)
    hit(T, state, 2, 5, 6)
    assert state.battle.fighters[5].damage == 0  # alchemy: a 6 fumbles
    events = hit(T, state, 5, 2, 4)
    assert T.of_type(events, Damaged)[0].amount == 50  # faces 3–5 stay hits


def test_E32_a_new_modifier_replaces_the_old_one(T):
    state, _ = T.battle(attach={0: {0: ["D01"]}, 1: {0: ["D02"]}})
    T.act(state, Cast(0, "D01", "spirit", 1))
    T.act(state, Cast(3, "D02", "alchemy", 1))
    assert state.battle.fighters[1].modifier == "alchemy"


def test_E33_knock_out_only_when_damage_exceeds_max_hp(T):
    state, _ = T.battle()
    hit(T, state, 0, 5, 3)  # P10 (90): 50
    assert not state.battle.fighters[5].ko
    hit(T, state, 3, 0, 1)
    events = hit(T, state, 1, 5, 4)  # 100 > 90
    assert state.battle.fighters[5].ko and T.of_type(events, Damaged)[-1].ko
    assert all(a.target != 5 for a in T.game.legal_actions(state) if isinstance(a, Attack))
    T.refused(state, Attack(4, 5), "E27")


def test_E34_E35_the_exchange_ends_when_nobody_is_eligible(T):
    state, _ = T.battle()
    for actor, target in ((0, 3), (3, 0), (1, 3), (4, 0), (2, 3)):
        hit(T, state, actor, target, 1)
        assert state.phase == "battle"
    events = hit(T, state, 5, 0, 1)
    assert T.of_type(events, BattleOver)[0].winner is None and state.battle is None


def test_E60_the_exchange_ends_at_once_when_one_side_has_nobody_standing(T):
    state, _ = T.battle(sideways={1: [0, 1]}, attach={0: {0: ["D01"]}})
    hit(T, state, 0, 3, 6)  # 100 > 90: the defender's only member falls
    assert state.battle is None  # attackers 1 and 2 never act
    assert state.phase == "attach"


def test_E36_the_side_with_more_knock_outs_loses(T):
    state, _ = T.battle(attach={1: {0: ["D02"]}})
    hit(T, state, 0, 2, 6)  # attacker knocks out its own P11
    hit(T, state, 3, 3, 1)
    hit(T, state, 1, 3, 1)
    hit(T, state, 4, 3, 1)
    events = hit(T, state, 5, 3, 1)
    over = T.of_type(events, BattleOver)[0]
    assert over.knocked_out == (1, 0) and (over.winner, over.loser) == (1, 0)


def test_E37a_the_loser_turns_one_of_its_markers_to_the_winner_and_chooses_out_of_turn(T):
    state = T.at_roll(2)
    state.markers.update({"M1": [1, 1], "Y2": [0, 1], "B1": [1, 0]})
    for m in state.squads[1].party:
        m.incapacitated = True
    state.squads[1].piece = "P1"
    T.walk(state, ("P1",))
    T.act(state, T.game.legal_actions(state)[0])
    assert state.phase == "give_marker" and state.to_act == 1
    assert T.game.legal_actions(state) == [GiveMarker("M1"), GiveMarker("Y2")]
    T.refused(state, GiveMarker("B1"), "E37")
    events = T.act(state, GiveMarker("Y2"))
    turned = T.of_type(events, MarkerTurned)[0]
    assert (turned.square, turned.owner, turned.before, turned.after) == ("Y2", 0, 1, 0)
    assert state.markers["Y2"] == [0, 0] and state.to_act == 0 and state.phase == "attach"


def test_E37a_a_single_credited_marker_is_turned_without_asking(T):
    state = T.at_roll(2)
    state.markers["M1"] = [1, 1]
    for m in state.squads[1].party:
        m.incapacitated = True
    state.squads[1].piece = "P1"
    T.walk(state, ("P1",))
    T.act(state, T.game.legal_actions(state)[0])
    assert state.markers["M1"] == [1, 0] and state.squads[1].supply == 5


def test_E37b_otherwise_a_marker_from_the_losers_supply_goes_on_the_battle_square(T):
    state, events = T.battle(sideways={1: [0, 1, 2]})
    placed = T.of_type(events, MarkerPlaced)[0]
    assert (placed.square, placed.owner, placed.credited) == ("P1", 1, 0)
    assert state.squads[1].supply == 4 and state.squads[0].supply == 5


def test_E37c_no_trust_when_the_square_is_marked_or_the_supply_empty_or_on_ST(T):
    state = T.at_roll(2)
    state.markers["P1"] = [0, 0]
    for m in state.squads[1].party:
        m.incapacitated = True
    state.squads[1].piece = "P1"
    T.walk(state, ("P1",))
    state.markers["P1"] = [1, 0]  # marker on the square, credited to the winner
    events = T.act(state, T.game.legal_actions(state)[0])
    assert "enfield.msg.no_trust" in T.keys(events) and state.squads[1].supply == 5
    state, events = T.battle(sideways={1: [0, 1, 2]}, square="P3")
    assert state.markers == {"P3": [1, 0]}
    state = T.at_roll(2)
    state.squads[1].supply = 0
    state.squads[1].piece = "P1"
    for m in state.squads[1].party:
        m.incapacitated = True
    T.walk(state, ("P1",))
    events = T.act(state, T.game.legal_actions(state)[0])
    assert state.markers == {} and "enfield.msg.no_trust" in T.keys(events)


def test_AE2_a_battle_won_on_ST_creates_no_marker(T):
    state = T.at_roll(2)
    state.squads[0].piece = "P1"
    for m in state.squads[1].party:
        m.incapacitated = True
    T.walk(state, ("ST",))
    T.act(state, T.game.legal_actions(state)[0])
    assert state.markers == {} and state.squads[1].supply == 5


def test_E38_the_attacker_obtains_its_card_only_by_winning(T):
    state, _ = T.battle(sideways={1: [0, 1, 2]})
    staked = state.squads[0].target
    T.act(state, Attach(2))
    assert state.squads[0].party[2].attached == [staked]
    state, _ = T.battle(sideways={0: [0, 1, 2]})
    assert state.squads[0].target is None and state.squads[0].trash == ["A02"]
    assert state.squads[1].target is not None  # AE22: the defender's card is untouched
    state, _events = T.battle(sideways={0: [0, 1, 2], 1: [0, 1, 2]})
    assert state.squads[0].trash == ["A02"] and state.phase == "roll" and state.to_act == 1


def test_E39_damage_knock_outs_and_effects_end_with_the_battle(T):
    state, _ = T.battle(sideways={1: [0, 1]}, attach={0: {1: ["D01"]}})
    hit(T, state, 0, 2, 6)  # own P11 knocked out
    hit(T, state, 3, 1, 4)  # P10 hits P07
    events = T.act(state, Cast(1, "D01", "spirit", 1))
    assert T.of_type(events, BattleOver)[0].winner == 1  # one KO to none
    assert "enfield.msg.recovery" in T.keys(events) and state.battle is None
    assert state.squads[1].party[0].incapacitated and state.squads[1].party[1].incapacitated
    assert not state.squads[0].party[2].incapacitated  # a knock-out is not incapacitation
