"""Issue 36: cards a watching player saw Whisper's AIs waste, each in a built position: the
named check flags it, and neither Normal nor Hard (a short search, repeatable) plays it."""

from kami_helpers import act, at_main, position

from game.kami import GAME
from game.kami.actions import CastSpell, ChooseCreature, ChooseHandCard, ChooseShield, Done, EndMain, PlayGod
from game.kami.blunders import (
    enigma_cascade_discards_nothing,
    neutron_spends_a_pass,
    own_god_bounced_with_a_god_to_play,
)
from tests.bot_choices import normal_and_hard

FOES = {1: ["BRAIN_STORM"] * 5, 2: ["ENERGY_LIGHT"] * 5}


def decision(g):
    return GAME.observe(g, g.to_act), GAME.legal_actions(g)


def test_K63_enigma_cascade_cast_discards_a_card():
    # Hard cast it and discarded nothing, three times in one game: the card and the spell of the
    # turn for nothing. Every card in hand is worth keeping here, and both bots discarded none.
    g = at_main(position(hands={0: ["ENIGMA_CASCADE", "ATOM", "ENERGY_LIGHT", "INFERNO_GATE", "QUARK"]},
                         fields={0: ["PROTON"]}, shields={0: ["MIND_RESET"] * 5, **FOES}))
    act(g, CastSpell("ENIGMA_CASCADE"))
    obs, legal = decision(g)
    assert obs.prompt == "enigma" and Done() in legal
    assert enigma_cascade_discards_nothing(obs, legal, Done())
    assert not enigma_cascade_discards_nothing(obs, legal, ChooseHandCard("ATOM"))
    for choice in normal_and_hard(GAME, obs, legal):
        assert isinstance(choice, ChooseHandCard), choice


def test_K65_K11_vilvie_spiral_bounces_theirs_while_a_god_waits_in_hand():
    # Hard bounced its own Proton and then played Lepton, one god fewer than bouncing an
    # opponent's and playing Lepton (the turn's one god play, K11). Normal did the same.
    g = at_main(position(hands={0: ["VILVIE_SPIRAL", "LEPTON"]},
                         fields={0: ["PROTON"], 1: [("ATOM", "ELECTRON")], 2: ["QUARK"]}))
    act(g, CastSpell("VILVIE_SPIRAL"))
    obs, legal = decision(g)
    assert obs.prompt == "vilvie" and ChooseCreature(0, "PROTON") in legal
    assert own_god_bounced_with_a_god_to_play(obs, legal, ChooseCreature(0, "PROTON"))
    for choice in normal_and_hard(GAME, obs, legal):
        assert choice.seat != 0, choice
    # With no god to play and none entered, bouncing one's own to play it again meets the duty (K15).
    g = at_main(position(hands={0: ["VILVIE_SPIRAL"]}, fields={0: ["PROTON"], 1: ["ATOM"]}))
    act(g, CastSpell("VILVIE_SPIRAL"))
    obs, legal = decision(g)
    assert not own_god_bounced_with_a_god_to_play(obs, legal, ChooseCreature(0, "PROTON"))


def neutron_with(shields: int):
    """The end step of a turn whose god duty is met, Neutron linked, `shields` shields."""
    g = at_main(position(hands={0: ["ATOM", "ENERGY_LIGHT", "MIND_RESET"]}, fields={0: [("QUARK", "NEUTRON")]},
                         shields={0: ["MIND_RESET"] * shields, **FOES}))
    act(g, PlayGod("ATOM"))
    if GAME.observe(g, 0).prompt == "link":  # Atom links above Neutron (K47)
        act(g, max(GAME.legal_actions(g), key=lambda a: len(a.partners)))
    act(g, EndMain())
    return decision(g)


def test_K53_K21_neutron_keeps_the_shields_a_pass_needs():
    # The AIs drained their shields with Neutron (and Quark's draw) down to 0-1, and one was knocked
    # out in round 4 holding 20 spells. Two shields pay a penalty and one cannot (K21, K22): from
    # four, a shield costs a pass survived; from three, it costs none.
    obs, legal = neutron_with(4)
    assert obs.prompt == "neutron" and neutron_spends_a_pass(obs, legal, ChooseShield(0, 1))
    for choice in normal_and_hard(GAME, obs, legal):
        assert not isinstance(choice, ChooseShield), choice
    obs, legal = neutron_with(3)
    assert not neutron_spends_a_pass(obs, legal, ChooseShield(0, 1))
