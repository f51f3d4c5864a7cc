"""Issue 30: no action card spent on a member who cannot act this battle (E45: held by an Alley
Cat; or knocked out), by Normal, in seeded games."""

from __future__ import annotations

from game.enfield import GAME
from game.engine.blunders import BlunderTally
from game.engine.simcheck import play_game


def test_E45_normal_spends_no_action_card_on_a_member_who_cannot_act():
    tally = BlunderTally(GAME)

    for seed in range(30):
        tally.ended(play_game(GAME, 2 + seed % 3, seed, ["normal"], before_act=tally.before_act))
    assert tally.decisions["normal"] > 1000
    assert tally.counts[("normal", "action_card_on_a_member_who_cannot_act")] == 0
    assert tally.counts[("normal", "alley_cat_on_a_member_who_cannot_act")] == 0


# -- each blunder built in a seeded game (fighters as in test_battle: seat 0 = 0 P01 240, 1 P07 140,
# 2 P11 90; seat 1 = 3 P04 190, 4 P05 190, 5 P10 90), flagged, and chosen by neither Normal nor Hard

from game.enfield.actions import Attach, Attack, Cast, EndActions, PickFace, UseCard  # noqa: E402
from game.enfield.blunders import (  # noqa: E402
    CHECKS,
    action_card_that_adds_nothing,
    card_given_to_a_member_out_for_the_year,
    fortune_face_that_deals_less,
    harms_own_side,
    magic_with_no_effect,
)
from game.engine.search import evaluator_of  # noqa: E402
from tests.bot_choices import normal_and_hard  # noqa: E402


def decision(state):
    seat = state.to_act
    return GAME.observe(state, seat), GAME.legal_actions(state)


def blunders_of(obs, legal, action):
    return [name for name, check in CHECKS.items() if check(obs, legal, action)]


def assert_bots_avoid(state, check):
    """Normal's choice and Hard's (a short search) are not flagged by `check`."""
    obs, legal = decision(state)
    for choice in normal_and_hard(GAME, obs, legal):
        assert not check(obs, legal, choice), choice


def test_hard_guard_is_the_blunder_list():
    from game.enfield.blunders import prudent

    assert evaluator_of(GAME)[1].guard is prudent


def test_E44_a_second_fortune_teller_adds_nothing_and_is_a_blunder(T):
    state, _ = T.battle(attach={0: {0: ["A04", "A04"]}})
    obs, legal = decision(state)
    assert not action_card_that_adds_nothing(obs, legal, UseCard(0, "A04"))  # the first one counts
    T.act(state, UseCard(0, "A04"))
    obs, legal = decision(state)
    assert UseCard(0, "A04") in legal and EndActions() in legal
    assert action_card_that_adds_nothing(obs, legal, UseCard(0, "A04"))
    assert blunders_of(obs, legal, EndActions()) == []
    assert_bots_avoid(state, action_card_that_adds_nothing)


def test_E46_AE17_a_wandering_alchemist_with_no_card_left_to_pay_for_magic_is_a_blunder(T):
    state, _ = T.battle(attach={0: {1: ["A06"], 0: ["A06", "D01"]}})
    obs, legal = decision(state)
    assert action_card_that_adds_nothing(obs, legal, UseCard(1, "A06"))  # P07 has nothing else
    assert not action_card_that_adds_nothing(obs, legal, UseCard(0, "A06"))  # P01 keeps a Patrol Log
    assert_bots_avoid(state, action_card_that_adds_nothing)


def test_E27_E33_a_blow_on_ones_own_side_is_a_blunder(T):
    state, _ = T.battle(attach={0: {0: ["D01"]}})
    obs, legal = decision(state)
    assert state.battle.step == "exchange" and Attack(0, 1) in legal and Attack(0, 3) in legal
    assert harms_own_side(obs, legal, Attack(0, 1))
    assert harms_own_side(obs, legal, Attack(0, 0))  # E27: the actor itself
    assert harms_own_side(obs, legal, Cast(0, "D01", "physical", 2))
    assert not harms_own_side(obs, legal, Attack(0, 3))
    assert not harms_own_side(obs, legal, Cast(0, "D01", "physical", 5))
    assert_bots_avoid(state, harms_own_side)


def test_E31_AE16_alchemy_on_ones_own_attacker_or_spirit_on_an_opponents_is_a_blunder(T):
    state, _ = T.battle(attach={0: {0: ["D01"]}})
    obs, legal = decision(state)
    assert harms_own_side(obs, legal, Cast(0, "D01", "alchemy", 1))  # P07 attacks later: 1, 2, 6 fumble
    assert harms_own_side(obs, legal, Cast(0, "D01", "spirit", 3))  # P04 attacks later: 1, 2, 6 critical
    assert not harms_own_side(obs, legal, Cast(0, "D01", "alchemy", 3))
    assert not harms_own_side(obs, legal, Cast(0, "D01", "spirit", 1))
    assert_bots_avoid(state, harms_own_side)


def test_E30_AE14_holy_magic_on_a_member_with_no_damage_is_a_blunder(T):
    state, _ = T.battle(attach={0: {0: ["D01"]}, 1: {0: ["D01"]}})
    obs, legal = decision(state)
    assert magic_with_no_effect(obs, legal, Cast(0, "D01", "holy", 1))  # P07 is unhurt: the card for nothing
    T.rig(state, 3)
    T.act(state, Attack(0, 3))  # a hit: P04 takes 50
    obs, legal = decision(state)
    assert state.to_act == 1 and Cast(3, "D01", "holy", 3) in legal
    assert not magic_with_no_effect(obs, legal, Cast(3, "D01", "holy", 3))
    assert magic_with_no_effect(obs, legal, Cast(3, "D01", "holy", 4))
    assert_bots_avoid(state, magic_with_no_effect)


def test_E31_E24_a_modifier_on_a_member_with_no_attack_to_come_is_a_blunder(T):
    state, _ = T.battle(attach={0: {0: ["D01"]}})
    obs, legal = decision(state)
    # P01 acts now with its only action: a modifier on itself changes no attack of its own
    assert magic_with_no_effect(obs, legal, Cast(0, "D01", "spirit", 0))
    assert not magic_with_no_effect(obs, legal, Cast(0, "D01", "spirit", 1))
    assert magic_with_no_effect(obs, legal, Cast(0, "D01", "physical", 3)) is False
    assert_bots_avoid(state, magic_with_no_effect)


def test_E44_E28_the_fortune_teller_face_that_deals_less_is_a_blunder(T):
    state, _ = T.battle(attach={0: {0: ["A04"]}})
    T.act(state, UseCard(0, "A04"))
    assert state.battle.step == "exchange"
    T.rig(state, 1, 6)
    T.act(state, Attack(0, 3))
    obs, legal = decision(state)
    assert state.battle.step == "fortune" and set(legal) == {PickFace(1), PickFace(6)}
    assert fortune_face_that_deals_less(obs, legal, PickFace(1))  # a fumble where a critical was there
    assert not fortune_face_that_deals_less(obs, legal, PickFace(6))
    assert_bots_avoid(state, fortune_face_that_deals_less)


def test_E9_E53_a_card_given_to_a_member_out_for_the_year_is_a_blunder(T):
    def at_results(round_no):
        state = T.at_roll(2)
        state.round = round_no
        party = state.squads[0].party
        party[2].incapacitated = True
        for member in (0, 1):  # upright members already loaded with cards
            party[member].attached.extend(["D01"] * 6)
        T.walk(state, ("P1",), 4)  # a job, a success (E52)
        assert state.phase == "attach", state.phase
        return state

    state = at_results(13)  # after the last holiday (E7): P11 stays sideways to the end
    obs, legal = decision(state)
    assert set(legal) == {Attach(0), Attach(1), Attach(2)}
    assert card_given_to_a_member_out_for_the_year(obs, legal, Attach(2))
    assert not card_given_to_a_member_out_for_the_year(obs, legal, Attach(0))
    assert_bots_avoid(state, card_given_to_a_member_out_for_the_year)
    early = at_results(5)  # the holiday of round 8 turns P11 upright again (E9)
    obs, legal = decision(early)
    assert not card_given_to_a_member_out_for_the_year(obs, legal, Attach(2))


def test_normal_commits_none_of_the_named_blunders_in_seeded_games():
    tally = BlunderTally(GAME)

    for seed in range(40):
        tally.ended(play_game(GAME, 2 + seed % 3, seed, ["normal"], before_act=tally.before_act))
    assert {name: n for (kind, name), n in tally.counts.items() if n} == {}


def test_E47_E29_magic_instead_of_the_charmed_attack_is_a_blunder(T):
    # Issue 36: both Charm Sellers spent, then both members cast holy magic instead of attacking:
    # the charms and the cards paid for the magic were wasted. Here P01 and P07, hurt, each carry a
    # Charm Seller used this battle and a Patrol Log; no blow can knock out an opponent (P10 is out),
    # so a heal looked as good to Normal and to Hard, against a sure 100 and a card kept.
    from game.enfield.blunders import charm_seller_left_unused

    state, _ = T.battle(attach={0: {0: ["A07", "D01"], 1: ["A07", "D01"]}})
    T.act(state, UseCard(0, "A07"))
    T.act(state, UseCard(1, "A07"))
    fighters = state.battle.fighters
    fighters[0].damage, fighters[1].damage = 150, 100
    fighters[5].damage, fighters[5].ko = 90, True
    obs, legal = decision(state)
    for actor in (0, 1):
        holy = Cast(actor, "D01", "holy", actor)
        assert holy in legal and charm_seller_left_unused(obs, legal, holy)
        assert not charm_seller_left_unused(obs, legal, Attack(actor, 3))
    assert not charm_seller_left_unused(obs, legal, Attack(2, 3))
    for choice in normal_and_hard(GAME, obs, legal):
        assert not isinstance(choice, Cast), choice
