"""The blunders a watching player calls out in Whisper of the Gods (game/kami/blunders.py): each is
built in a seeded position, flagged by its check, and chosen by neither Normal nor Hard."""

from kami_helpers import act, at_main, position

from game.engine.blunders import BlunderTally
from game.engine.search import evaluator_of
from game.engine.simcheck import play_game
from game.kami import GAME
from game.kami.actions import CastSpell, ChoosePlayer, ChooseShield, Decline, EndMain, Link, PlayGod, UseTrigger
from game.kami.blunders import (
    CHECKS,
    ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god,
    god_trigger_declined_into_a_penalty,
    link_refused_that_wakes_an_ability,
    penalty_card_given_away_instead_of_kept,
    prudent,
    spell_with_nothing_to_hit,
)
from tests.bot_choices import normal_and_hard


def decision(g):
    return GAME.observe(g, g.to_act), GAME.legal_actions(g)


def assert_bots_avoid(g, check):
    """Normal's choice and Hard's (a short search) are not flagged by `check`."""
    obs, legal = decision(g)
    for choice in normal_and_hard(GAME, obs, legal):
        assert not check(obs, legal, choice), choice


def test_hard_guard_is_the_blunder_list():
    assert evaluator_of(GAME)[1].guard is prudent


def test_K58_K31_inferno_gate_with_no_god_to_raise_is_a_blunder():
    g = at_main(position(hands={0: ["INFERNO_GATE", "ENERGY_LIGHT", "ATOM"]}, fields={0: ["QUARK"]},
                         graveyard=["QUARK"]))
    obs, legal = decision(g)
    assert CastSpell("INFERNO_GATE") in legal
    assert spell_with_nothing_to_hit(obs, legal, CastSpell("INFERNO_GATE"))  # only a Quark, already fielded
    assert not spell_with_nothing_to_hit(obs, legal, CastSpell("ENERGY_LIGHT"))
    assert_bots_avoid(g, spell_with_nothing_to_hit)
    g = at_main(position(hands={0: ["INFERNO_GATE"]}, fields={0: ["QUARK"]}, graveyard=["QUARK", "ATOM"]))
    obs, legal = decision(g)
    assert not spell_with_nothing_to_hit(obs, legal, CastSpell("INFERNO_GATE"))


def test_K73_K31_dragment_innovation_with_no_spell_to_recast_is_a_blunder():
    g = at_main(position(hands={0: ["DRAGMENT_INNOVATION", "ATOM"]}, graveyard=["QUARK", "GOLDEN_PROOF"]))
    act(g, PlayGod("ATOM"))  # the god duty met; the spell of the turn is still free
    obs, legal = decision(g)
    assert set(legal) == {CastSpell("DRAGMENT_INNOVATION"), EndMain()}
    assert spell_with_nothing_to_hit(obs, legal, CastSpell("DRAGMENT_INNOVATION"))  # Golden Proof costs 8
    assert_bots_avoid(g, spell_with_nothing_to_hit)
    g = at_main(position(hands={0: ["DRAGMENT_INNOVATION"]}, graveyard=["ENERGY_LIGHT"]))
    obs, legal = decision(g)
    assert not spell_with_nothing_to_hit(obs, legal, CastSpell("DRAGMENT_INNOVATION"))


def test_K65_K72_K61_K70_K71_spells_that_find_nothing_on_the_table():
    g = at_main(position(hands={0: ["VILVIE_SPIRAL", "GOLDEN_PROOF", "POKAPOKA_HAMMER", "BUTAN_REINCARNATION",
                                    "DEVIL_DRAIN", "ENERGY_LIGHT"], 1: [], 2: []}))
    obs, legal = decision(g)
    for spell in ("VILVIE_SPIRAL", "GOLDEN_PROOF", "POKAPOKA_HAMMER", "BUTAN_REINCARNATION", "DEVIL_DRAIN"):
        assert spell_with_nothing_to_hit(obs, legal, CastSpell(spell)), spell
    assert not spell_with_nothing_to_hit(obs, legal, CastSpell("ENERGY_LIGHT"))
    g = at_main(position(hands={0: ["VILVIE_SPIRAL", "POKAPOKA_HAMMER", "DEVIL_DRAIN"], 1: ["ATOM"]},
                         shields={0: ["ATOM"]}, fields={2: ["ATOM"]}))
    obs, legal = decision(g)
    for spell in ("VILVIE_SPIRAL", "POKAPOKA_HAMMER", "DEVIL_DRAIN"):
        assert not spell_with_nothing_to_hit(obs, legal, CastSpell(spell)), spell


def test_K15_K65_K72_ending_the_turn_into_a_pass_with_a_spell_that_fields_a_god_is_a_blunder():
    for spell in ("GOLDEN_PROOF", "VILVIE_SPIRAL"):
        g = at_main(position(hands={0: [spell]}, fields={0: ["ATOM"]}, shields={0: ["QUARK", "QUARK", "ATOM"]}))
        obs, legal = decision(g)
        assert set(legal) == {CastSpell(spell), EndMain()}
        assert ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god(obs, legal, EndMain())
        assert not ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god(obs, legal, CastSpell(spell))
        assert_bots_avoid(g, ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god)
    g = at_main(position(hands={0: ["INFERNO_GATE"]}, graveyard=["LEPTON"], shields={0: ["QUARK", "ATOM"]}))
    obs, legal = decision(g)
    assert ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god(obs, legal, EndMain())
    assert_bots_avoid(g, ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god)
    g = at_main(position(hands={0: ["GOLDEN_PROOF"]}, fields={1: ["ATOM"]}, shields={0: ["QUARK", "ATOM"]}))
    obs, legal = decision(g)  # nothing of ours to bring back: the pass is no blunder of this kind
    assert not ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god(obs, legal, EndMain())


def test_K22_giving_a_penalty_card_away_when_one_could_keep_both_is_a_blunder():
    g = at_main(position(4, hands={0: []}, shields={0: ["QUARK", "ATOM", "ATOM"]}, fields={3: ["ATOM"]}))
    act(g, EndMain())
    obs, legal = decision(g)
    assert g.ask.kind == "recipient" and set(legal) == {ChoosePlayer(0), ChoosePlayer(1), ChoosePlayer(2)}
    assert penalty_card_given_away_instead_of_kept(obs, legal, ChoosePlayer(1))
    assert not penalty_card_given_away_instead_of_kept(obs, legal, ChoosePlayer(0))
    assert_bots_avoid(g, penalty_card_given_away_instead_of_kept)


def test_K36_K53_K55_declining_a_god_trigger_into_a_pass_is_a_blunder():
    g = at_main(position(hands={0: []}, shields={0: ["PROTON", "ATOM", "ATOM"]},
                         fields={0: [("NEUTRON", "LEPTON")]}))
    act(g, EndMain(), ChooseShield(0, 1))
    obs, legal = decision(g)
    assert set(legal) == {UseTrigger(), Decline()}
    assert god_trigger_declined_into_a_penalty(obs, legal, Decline())
    assert not god_trigger_declined_into_a_penalty(obs, legal, UseTrigger())
    assert_bots_avoid(g, god_trigger_declined_into_a_penalty)


def test_K46_K53_a_link_refused_that_wakes_neutron_is_a_blunder():
    g = at_main(position(hands={0: ["NEUTRON"]}, fields={0: ["ATOM"]}))
    act(g, PlayGod("NEUTRON"))
    obs, legal = decision(g)
    assert set(legal) == {Link(()), Link(("ATOM",))}
    assert link_refused_that_wakes_an_ability(obs, legal, Link(()))
    assert not link_refused_that_wakes_an_ability(obs, legal, Link(("ATOM",)))
    assert_bots_avoid(g, link_refused_that_wakes_an_ability)
    g = at_main(position(hands={0: ["ATOM"]}, fields={0: [("QUARK", "NEUTRON")]}))
    act(g, PlayGod("ATOM"))  # the group is linked already: Atom wakes nothing
    obs, legal = decision(g)
    assert not link_refused_that_wakes_an_ability(obs, legal, Link(()))


def test_normal_commits_none_of_the_named_blunders_in_seeded_games():
    tally = BlunderTally(GAME)

    for seed in range(8):
        tally.ended(play_game(GAME, 3 + seed % 4, seed, ["normal"], before_act=tally.before_act))
    assert tally.decisions["normal"] > 5000
    assert {name: tally.counts[("normal", name)] for name in CHECKS} == dict.fromkeys(CHECKS, 0)
