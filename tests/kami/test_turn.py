"""K7–K23: the turn, the god duty, the pass and the penalty."""

import copy

import pytest
from kami_helpers import act, at_main, begin_turn, field_of, hand_of, invariant, messages, position

from game.engine.contract import CardMoved, IllegalAction
from game.kami import GAME
from game.kami.actions import (
    CastSpell,
    ChooseCreature,
    ChooseGraveCard,
    ChoosePlayer,
    Decline,
    DrawCard,
    EndMain,
    Link,
    PenaltyShields,
    PlayGod,
)
from game.kami.cards import POOL


def refused(g, action, rule):
    before = copy.deepcopy(g)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(g, action)
    assert err.value.rule == rule
    assert g == before


def test_K9_the_turn_starts_with_a_draw_of_the_top_card():
    g = position(hands={0: ["ATOM"]}, shields={0: ["ATOM"] * 3}, pile_top=["LEPTON"])
    begin_turn(g)
    assert hand_of(g, 0) == ["ATOM", "LEPTON"] and g.ask.kind == "main"


def test_K10_one_god_play_and_one_spell_cast_per_turn_in_either_order():
    g = at_main(position(hands={0: ["ATOM", "QUARK", "ENERGY_LIGHT", "ENERGY_LIGHT"]}))
    act(g, CastSpell("ENERGY_LIGHT"))
    assert not any(isinstance(a, CastSpell) for a in g.ask.options)
    refused(g, CastSpell("ENERGY_LIGHT"), "K10")
    act(g, PlayGod("ATOM"))
    assert g.ask.options == (EndMain(),)
    refused(g, PlayGod("QUARK"), "K10")


def test_K11_a_god_play_is_used_up_even_if_the_god_leaves_again():
    g = at_main(position(hands={0: ["PROTON", "VILVIE_SPIRAL"]}, shields={0: ["ATOM"] * 2}))
    act(g, PlayGod("PROTON"), CastSpell("VILVIE_SPIRAL"))  # the only creature: bounced automatically
    assert "PROTON" in hand_of(g, 0) and g.ask.kind == "may_draw"
    act(g, Decline())
    refused(g, PlayGod("PROTON"), "K10")
    assert g.god_entered  # K15: the flag stays set


def test_K12_casting_moves_the_spell_to_resolution_then_the_graveyard():
    g = at_main(position(hands={0: ["ENERGY_LIGHT"]}))
    ev = act(g, CastSpell("ENERGY_LIGHT"))
    moves = [(e.src, e.dst) for e in ev if isinstance(e, CardMoved) and e.card == "ENERGY_LIGHT"]
    assert moves == [("hand.0", "resolution"), ("resolution", "graveyard")]
    assert [POOL[c] for c in g.graveyard] == ["ENERGY_LIGHT"] and len(g.hands[0]) == 2


def test_K13_inferno_gate_plus_a_god_from_hand_puts_two_gods_out():
    g = at_main(position(hands={0: ["INFERNO_GATE", "ATOM"]}, graveyard=["QUARK"]))
    act(g, CastSpell("INFERNO_GATE"))  # one legal god: chosen automatically
    act(g, PlayGod("ATOM"))
    assert field_of(g, 0) == [("ATOM",), ("QUARK",)]


def test_K14_K20_ending_the_main_step_without_a_god_is_a_pass():
    g = at_main(position(hands={0: ["ATOM"]}, shields={0: ["ENERGY_LIGHT"] * 3}, fields={1: ["ATOM"], 2: ["ATOM"]}))
    ev = act(g, EndMain())
    assert "kami.msg.pass" in messages(ev)
    assert g.ask.kind == "penalty"  # the passer is the only fewest: keeps both (pairs, no order)
    assert set(g.ask.options) == {PenaltyShields(1, 2), PenaltyShields(1, 3), PenaltyShields(2, 3)}


def test_K15_the_flag_is_set_by_any_entry_and_then_there_is_no_penalty():
    g = at_main(position(hands={0: ["INFERNO_GATE"]}, shields={0: ["ATOM"] * 3}, graveyard=["ATOM"]))
    act(g, CastSpell("INFERNO_GATE"))
    assert g.god_entered
    ev = act(g, EndMain())
    assert "kami.msg.pass" not in messages(ev)
    assert g.active == 1 and len(g.shields[0]) == 3


def test_K16_a_god_whose_name_is_on_the_field_cannot_be_played():
    g = at_main(position(hands={0: ["ATOM", "QUARK"]}, fields={0: ["ATOM"]}))
    assert PlayGod("ATOM") not in g.ask.options and PlayGod("QUARK") in g.ask.options
    refused(g, PlayGod("ATOM"), "K16")


def test_K16_other_players_may_hold_the_same_name():
    g = at_main(position(hands={0: ["ATOM"]}, fields={1: ["ATOM"]}))
    assert PlayGod("ATOM") in g.ask.options


def test_K17_an_entering_god_arrives_unlinked_may_link_then_proton_adds_a_shield():
    g = at_main(position(hands={0: ["PROTON"]}, fields={0: ["ATOM"]}, pile_top=["LEPTON"]))
    act(g, PlayGod("PROTON"))
    assert g.ask.kind == "link" and field_of(g, 0) == [("PROTON",), ("ATOM",)]
    assert len(g.shields[0]) == 0  # Proton acts only after the link decision
    act(g, Link(("ATOM",)))
    assert field_of(g, 0) == [("PROTON", "ATOM")]
    assert [POOL[c] for _, c in g.shields[0]] == ["LEPTON"] and g.god_entered


def test_K19_an_unlinked_neutron_does_nothing_at_the_end_step():
    g = at_main(position(hands={0: ["ATOM"]}, shields={0: ["ATOM"] * 3}, fields={0: ["NEUTRON", "QUARK"]}))
    act(g, PlayGod("ATOM"), Link(()))
    act(g, EndMain())
    assert g.active == 1 and len(g.shields[0]) == 3


def test_K19_a_linked_neutron_is_offered_at_the_end_step():
    g = at_main(position(hands={0: ["ATOM"]}, shields={0: ["ATOM"] * 2}, fields={0: [("QUARK", "NEUTRON")]}))
    act(g, EndMain())
    assert g.ask.kind == "neutron" and Decline() in g.ask.options


def test_K21_passing_with_one_shield_eliminates_without_a_penalty():
    g = at_main(position(4, hands={0: ["ATOM", "ENERGY_LIGHT"]}, shields={0: ["QUARK"]}, fields={0: ["LEPTON"]}))
    ev = act(g, EndMain())
    assert g.eliminated[0] and "kami.msg.eliminated" in messages(ev)
    assert sorted(POOL[c] for c in g.graveyard) == ["ATOM", "ENERGY_LIGHT", "LEPTON", "QUARK"]
    assert g.active == 1
    invariant(g)


def test_K21_passing_with_two_shields_is_a_penalty_and_survives():
    g = at_main(position(hands={0: []}, shields={0: ["QUARK", "ATOM"]}, fields={1: ["ATOM"], 2: ["ATOM"]}))
    act(g, EndMain())  # the only pair, the passer keeps both: automatic
    assert not g.eliminated[0] and g.shields[0] == [] and hand_of(g, 0) == ["ATOM", "QUARK"]


def test_K22_the_recipient_is_the_player_with_fewest_gods_and_sees_the_card():
    g = at_main(position(hands={0: []}, shields={0: ["QUARK", "ATOM", "LEPTON"]}, fields={0: ["ATOM"], 2: ["ATOM"]}))
    act(g, EndMain())
    assert g.ask.kind == "penalty" and dict(g.ask.args)["recipient"] == 1
    assert PenaltyShields(1, 2) in g.ask.options and PenaltyShields(2, 1) in g.ask.options
    ev = act(g, PenaltyShields(3, 1))
    assert hand_of(g, 0) == ["LEPTON"] and "QUARK" in hand_of(g, 1)
    given = next(e for e in ev if isinstance(e, CardMoved) and e.dst == "hand.1")
    assert given.visible_to == (1,) and given.seen_by(0).card is None and given.seen_by(1).card == "QUARK"


def test_K22_several_candidates_the_passer_chooses_and_may_keep_both():
    g = at_main(position(4, hands={0: []}, shields={0: ["QUARK", "ATOM"]}, fields={3: ["ATOM"]}))
    act(g, EndMain())
    assert g.ask.kind == "recipient"
    assert set(g.ask.options) == {ChoosePlayer(0), ChoosePlayer(1), ChoosePlayer(2)}
    act(g, ChoosePlayer(0))  # keeps both; the only pair is automatic
    assert hand_of(g, 0) == ["ATOM", "QUARK"]


def test_K22_the_penalty_never_fires_an_s_trigger_and_a_linked_quark_draws():
    g = at_main(position(hands={0: []}, shields={0: ["CYCLONE_PANIC", "ATOM"]},
                         fields={0: [("QUARK", "NEUTRON")], 1: [("ATOM", "PROTON"), "LEPTON"], 2: ["ATOM", "PROTON", "QUARK"]},
                         pile_top=["ELECTRON"]))
    act(g, EndMain(), Decline())  # Neutron declined
    assert g.active == 1 and hand_of(g, 0) == ["ATOM", "CYCLONE_PANIC", "ELECTRON"]


def test_K23_the_next_surviving_player_clockwise_takes_the_turn():
    g = at_main(position(4, hands={0: ["ATOM"]}, shields={0: ["ATOM"] * 3}))
    g.eliminated[1] = True
    act(g, PlayGod("ATOM"), EndMain())
    assert g.active == 2 and g.to_act == 2 and g.ask.kind == "main" and g.turn == 1


def test_K23_allowances_and_flag_reset_for_the_next_turn():
    g = at_main(position(hands={0: ["ATOM", "ENERGY_LIGHT"]}, shields={0: ["ATOM"] * 3}))
    act(g, PlayGod("ATOM"), CastSpell("ENERGY_LIGHT"), EndMain())
    assert not g.god_played and not g.spell_cast and not g.god_entered


def test_K8_a_non_active_players_cannot_act_on_the_main_step():
    g = at_main(position(hands={0: ["ATOM"], 1: ["QUARK"]}))
    refused(g, PlayGod("QUARK"), "K11")
    refused(g, DrawCard(), "K10")


def test_K33_K10_refusals_name_the_rule():
    g = at_main(position(hands={0: ["ENERGY_LIGHT"]}))
    g.locked[0] = 2
    g.ask.options = tuple(a for a in g.ask.options if not isinstance(a, CastSpell))
    refused(g, CastSpell("ENERGY_LIGHT"), "K33")
    refused(g, CastSpell("ATOM"), "K12")
    refused(g, ChooseGraveCard("ATOM"), "K10")
    refused(g, ChooseCreature(0, "ATOM"), "K10")
