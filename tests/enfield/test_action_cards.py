"""E40–E48: the action cards (sub-characters). Fighters as in test_battle: seat 0 = 0 P01 240,
1 P07 140, 2 P11 90; seat 1 = 3 P04 190, 4 P05 190, 5 P10 90 (when all are upright)."""

from game.enfield.actions import Attack, Cast, EndActions, PickFace, SecondTarget, Stake, UseCard
from game.enfield.events import BattleOver, Damaged, FighterJoined
from game.engine.contract import DieRolled


def hit(T, state, actor, target, *faces):
    T.rig(state, *faces)
    return T.act(state, Attack(actor, target))


def test_E40_action_cards_only_from_participating_members_in_the_action_step(T):
    state, _ = T.battle(attach={0: {0: ["A08"], 2: ["A07"]}}, sideways={0: [2]})
    assert T.game.legal_actions(state) == [UseCard(0, "A08"), EndActions()]  # not from the sideways P11
    state = T.at_roll(2)
    state.squads[0].party[0].attached.append("A08")
    T.refused(state, UseCard(0, "A08"), "E14")  # outside a battle it is an ordinary card


def test_E41_hired_blade_brings_a_temporary_member_who_counts_when_knocked_out(T):
    state, _ = T.battle(attach={0: {2: ["A01"]}})
    events = T.act(state, UseCard(2, "A01"))
    joined = T.of_type(events, FighterJoined)[0]
    blade = state.battle.fighters[joined.fighter]
    assert (joined.fighter, blade.seat, blade.side, blade.member, blade.max_hp, blade.actions) == (6, 0, 0, -1, 90, 1)
    legal = T.game.legal_actions(state)
    assert {a.actor for a in legal} == {0, 1, 2, 6}
    assert not any(isinstance(a, Cast) and a.actor == 6 for a in legal)  # no cards: normal attacks only
    hit(T, state, 0, 3, 1)
    hit(T, state, 3, 6, 6)  # 100 > 90: the blade falls
    hit(T, state, 1, 3, 1)
    hit(T, state, 4, 0, 1)
    hit(T, state, 2, 3, 1)
    events = hit(T, state, 5, 0, 1)
    assert T.of_type(events, BattleOver)[0].knocked_out == (1, 0)
    assert "A01" in state.squads[0].trash and len(state.squads[0].party) == 3


def test_E42_field_nurse_holds_the_bearer_at_max_hp_once(T):
    state, _ = T.battle(attach={1: {2: ["A02"]}})
    T.act(state, UseCard(5, "A02"))
    hit(T, state, 0, 5, 6)
    assert state.battle.fighters[5].damage == 90 and not state.battle.fighters[5].ko
    hit(T, state, 3, 0, 1)
    events = hit(T, state, 1, 5, 3)
    assert state.battle.fighters[5].ko and T.of_type(events, Damaged)[0].saved is False


def test_E42_two_nurses_protect_twice(T):
    state, _ = T.battle(attach={1: {2: ["A02", "A02"]}})
    T.act(state, UseCard(5, "A02"))
    T.act(state, UseCard(5, "A02"))
    hit(T, state, 0, 5, 6)
    hit(T, state, 3, 0, 1)
    hit(T, state, 1, 5, 6)
    assert state.battle.fighters[5].damage == 90 and not state.battle.fighters[5].ko


def test_E43_guard_dog_draws_attacks_until_the_bearer_is_first_hurt(T):
    state, _ = T.battle(attach={1: {0: ["A03"]}, 0: {0: ["D01"]}})
    assert state.to_act == 1  # the attacker has no action card: its step is skipped
    T.act(state, UseCard(3, "A03"))
    legal = T.game.legal_actions(state)
    assert {a.target for a in legal if isinstance(a, Attack)} == {3}
    assert {a.target for a in legal if isinstance(a, Cast) and a.magic == "physical"} == {3}
    assert {a.target for a in legal if isinstance(a, Cast) and a.magic == "alchemy"} == {0, 1, 2, 3, 4, 5}
    T.refused(state, Attack(0, 5), "E43")
    hit(T, state, 0, 3, 1)  # a fumble deals nothing: still guarded
    assert {a.target for a in T.game.legal_actions(state) if isinstance(a, Attack) and a.actor == 4} \
        == {0, 1, 2, 3, 4, 5}  # the bearer's own side is never restricted
    hit(T, state, 4, 2, 1)
    assert {a.target for a in T.game.legal_actions(state) if isinstance(a, Attack)} == {3}
    hit(T, state, 1, 3, 4)  # hurt: the guard ends
    hit(T, state, 5, 0, 1)
    assert {a.target for a in T.game.legal_actions(state)} == {0, 1, 2, 3, 4, 5}


def test_E43_two_guard_dogs_last_through_two_blows(T):
    state, _ = T.battle(attach={1: {0: ["A03", "A03"]}})
    T.act(state, UseCard(3, "A03"))
    T.act(state, UseCard(3, "A03"))
    hit(T, state, 0, 3, 4)
    hit(T, state, 3, 0, 1)
    assert {a.target for a in T.game.legal_actions(state)} == {3}
    hit(T, state, 1, 3, 4)
    hit(T, state, 4, 0, 1)
    assert {a.target for a in T.game.legal_actions(state)} == {0, 1, 2, 3, 4, 5}


def test_E44_fortune_teller_rolls_two_dice_and_the_player_picks(T):
    state, _ = T.battle(attach={0: {0: ["A04"]}})
    T.act(state, UseCard(0, "A04"))
    events = hit(T, state, 0, 5, 1, 6)
    assert [e.value for e in T.of_type(events, DieRolled)] == [1, 6]
    assert state.battle.step == "fortune" and state.to_act == 0
    assert T.game.legal_actions(state) == [PickFace(1), PickFace(6)]
    T.refused(state, PickFace(3), "E44")
    T.act(state, PickFace(6))
    assert state.battle.fighters[5].ko


def test_E44_fortune_with_equal_dice_needs_no_pick_and_charm_overrides_it(T):
    state, _ = T.battle(attach={0: {0: ["A04", "A07"]}})
    T.act(state, UseCard(0, "A04"))
    T.act(state, UseCard(0, "A07"))
    events = T.act(state, Attack(0, 5))
    assert not T.of_type(events, DieRolled) and state.battle.fighters[5].ko  # the charm: no roll at all
    state, _ = T.battle(attach={0: {0: ["A04"]}})
    T.act(state, UseCard(0, "A04"))
    hit(T, state, 0, 4, 4, 4)
    assert state.battle.step == "exchange" and state.battle.fighters[4].damage == 50


def test_E45_alley_cat_keeps_one_opponent_from_acting(T):
    state, _ = T.battle(attach={0: {0: ["A05"]}})
    assert T.game.legal_actions(state) == [UseCard(0, "A05", 3), UseCard(0, "A05", 4), UseCard(0, "A05", 5),
                                           EndActions()]
    T.refused(state, UseCard(0, "A05", 1), "E45")
    T.act(state, UseCard(0, "A05", 4))
    hit(T, state, 0, 4, 1)  # it can still be targeted
    assert {a.actor for a in T.game.legal_actions(state)} == {3, 5}
    T.refused(state, Attack(4, 0), "E45")


def test_E46_wandering_alchemist_doubles_the_first_magic(T):
    state, _ = T.battle(attach={0: {0: ["A06", "D01", "D01"]}})
    T.act(state, UseCard(0, "A06"))
    T.act(state, Cast(0, "D01", "physical", 4))
    assert state.battle.step == "second" and state.to_act == 0
    assert {a.target for a in T.game.legal_actions(state)} == {0, 1, 2, 3, 4, 5}
    T.act(state, SecondTarget(4))
    assert state.battle.fighters[4].damage == 100 and state.squads[0].party[0].attached == ["D01"]
    assert state.to_act == 1
    T.refused(state, SecondTarget(4), "E23")


def test_E46_the_second_effect_is_lost_when_the_battle_is_decided(T):
    state, _ = T.battle(attach={0: {0: ["A06", "D01"]}}, sideways={1: [0, 1]})
    T.act(state, UseCard(0, "A06"))
    hit(T, state, 0, 3, 4)  # P10 at 50
    hit(T, state, 3, 0, 1)
    assert state.to_act == 0
    state.battle.fighters[0].actions = 1  # let P01 act again to cast on the last defender
    events = T.act(state, Cast(0, "D01", "physical", 3))
    assert state.battle is None and T.of_type(events, BattleOver)[0].winner == 0


def test_E47_charm_seller_makes_the_first_normal_attack_a_critical(T):
    state, _ = T.battle(attach={0: {0: ["A07", "A07", "A08"]}})
    for card in ("A07", "A07", "A08"):
        T.act(state, UseCard(0, card))
    events = T.act(state, Attack(0, 3))
    assert not T.of_type(events, DieRolled) and state.battle.fighters[3].damage == 100
    hit(T, state, 3, 1, 1)
    events = T.act(state, Attack(0, 3))  # the second copy covers the next attack
    assert not T.of_type(events, DieRolled) and state.battle.fighters[3].damage == 200


def test_E48_old_sergeant_gives_an_extra_action_as_a_separate_turn(T):
    state, _ = T.battle(attach={0: {2: ["A08"]}}, sideways={1: [1, 2]})
    T.act(state, UseCard(2, "A08"))
    hit(T, state, 2, 3, 1)
    hit(T, state, 3, 0, 1)
    assert 2 in {a.actor for a in T.game.legal_actions(state)}  # P11 may act again
    hit(T, state, 2, 3, 1)
    assert state.battle.fighters[2].actions == 0
    T.refused(state, Stake("A03"), "E23")
