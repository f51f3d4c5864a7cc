"""K3, K4, K7, K18, K28, K30, K34, K35, K78: the rules not covered elsewhere."""

from kami_helpers import act, at_main, begin_turn, field_of, hand_of, messages, position

from game.engine.contract import CardMoved
from game.kami import GAME
from game.kami.actions import (
    CastSpell,
    ChooseGraveCard,
    ChooseShield,
    Decline,
    Done,
    EndMain,
    PlayGod,
    UseTrigger,
)
from game.kami.cards import POOL


def test_K3_cards_cost_nothing_and_the_turn_has_no_attack_step():
    g = position(hands={0: ["ATOM", "ENERGY_LIGHT"]}, shields={0: ["ATOM"] * 3})
    begin_turn(g)
    assert {type(a) for a in g.ask.options} == {PlayGod, CastSpell, EndMain}
    before = len(g.hands[0])
    act(g, PlayGod("ATOM"), CastSpell("ENERGY_LIGHT"))
    assert len(g.hands[0]) == before - 2 + 2  # only the two cards played left; two drawn
    act(g, EndMain())
    assert g.active == 1 and len(g.shields[0]) == 3


def test_K4_a_discarded_card_goes_to_the_shared_graveyard_and_is_nobodys():
    g = at_main(position(hands={0: ["ATOM"], 1: ["POKAPOKA_HAMMER"], 2: ["QUARK"]}))
    act(g, PlayGod("ATOM"), EndMain())  # seat 1 now
    act(g, CastSpell("POKAPOKA_HAMMER"))
    act(g, *[a for a in g.ask.options if a.seat == 2])
    assert "QUARK" in [POOL[c] for c in g.graveyard] and g.hands[2] == []


def test_K4_K30_inferno_gate_takes_a_god_another_player_discarded():
    g = at_main(position(hands={0: ["INFERNO_GATE"]}, graveyard=["QUARK"]))
    act(g, CastSpell("INFERNO_GATE"))
    assert field_of(g, 0) == [("QUARK",)] and [POOL[c] for c in g.graveyard] == ["INFERNO_GATE"]


def test_K7_the_steps_come_in_order_draw_main_end_pass():
    g = position(hands={0: []}, shields={0: ["ATOM"] * 3}, fields={0: [("QUARK", "NEUTRON")], 1: ["ATOM"] * 1,
                                                                  2: ["ATOM"]})
    steps = []
    begin_turn(g)
    steps.append(g.phase)
    act(g, EndMain())
    steps.append(g.phase)  # Neutron asks in the end step
    ev = act(g, Decline())
    assert steps == ["main", "end"] and "kami.msg.pass" in messages(ev)


def test_K18_a_while_linked_ability_stops_the_moment_the_link_breaks():
    g = at_main(position(hands={0: ["GOLDEN_PROOF", "ATOM"]}, shields={0: ["ATOM"] * 3},
                         fields={0: [("QUARK", "NEUTRON")]}))
    act(g, CastSpell("GOLDEN_PROOF"), )
    act(g, *[a for a in g.ask.options if a.card == "QUARK"])
    act(g, PlayGod("ATOM"))
    act(g, *[a for a in g.ask.options if not a.partners])  # not linked again
    act(g, EndMain())
    assert g.active == 1  # the lone Neutron had nothing to offer


def test_K28_the_spell_is_in_the_resolution_area_while_it_resolves():
    g = at_main(position(hands={0: ["VILVIE_SPIRAL"]}, fields={0: ["ATOM"], 1: ["QUARK"]}))
    act(g, CastSpell("VILVIE_SPIRAL"))
    assert [POOL[c] for c in g.resolution] == ["VILVIE_SPIRAL"] and GAME.observe(g, 2).resolution == ("VILVIE_SPIRAL",)
    assert "VILVIE_SPIRAL" not in hand_of(g, 0) and g.graveyard == []


def test_K34_cyclone_panic_returned_by_neutron_has_s_trigger_without_lepton():
    g = at_main(position(hands={0: []}, shields={0: ["CYCLONE_PANIC", "ATOM", "ATOM"]},
                         fields={0: [("QUARK", "NEUTRON")], 1: ["ATOM"], 2: ["ATOM"]}))
    act(g, EndMain(), ChooseShield(0, 1))
    assert UseTrigger() in g.ask.options
    act(g, UseTrigger())
    assert "CYCLONE_PANIC" in [POOL[c] for c in g.graveyard]


def test_K35_shields_reaching_the_hand_by_a_spell_never_allow_an_s_trigger():
    g = at_main(position(hands={0: ["DEVIL_DRAIN"]}, shields={0: ["CYCLONE_PANIC", "PROTON"]},
                         fields={0: [("NEUTRON", "LEPTON")]}))
    act(g, CastSpell("DEVIL_DRAIN"), ChooseShield(0, 1), ChooseShield(0, 2), Done())
    assert g.ask.kind == "main" and hand_of(g, 0) == ["CYCLONE_PANIC", "PROTON"]


def test_K78_a_shield_taken_into_a_hand_is_seen_by_that_player_only():
    g = at_main(position(hands={0: ["DEVIL_DRAIN"]}, shields={0: ["QUARK", "ATOM"]}))
    ev = act(g, CastSpell("DEVIL_DRAIN"), ChooseShield(0, 2), Done())
    moved = next(e for e in ev if isinstance(e, CardMoved) and e.src == "shields.0.2")
    assert moved.visible_to == (0,) and moved.seen_by(1).card is None and moved.seen_by(0).card == "ATOM"
    assert GAME.observe(g, 0).hand == ("ATOM",)


def test_K16_K58_inferno_gate_never_offers_a_name_already_on_the_field():
    g = at_main(position(hands={0: ["INFERNO_GATE"]}, fields={0: ["QUARK"]}, graveyard=["QUARK", "ATOM"]))
    act(g, CastSpell("INFERNO_GATE"))
    assert ChooseGraveCard("QUARK") not in GAME.legal_actions(g)


def test_K58_inferno_gate_with_no_god_to_call_is_cast_and_says_why():
    from game.engine.contract import Message

    g = at_main(position(hands={0: ["INFERNO_GATE"]}, fields={0: ["QUARK"]}, graveyard=["QUARK"]))
    ev = act(g, CastSpell("INFERNO_GATE"))
    assert field_of(g, 0) == [("QUARK",)]
    assert any(isinstance(e, Message) and e.key == "kami.msg.inferno_nothing" for e in ev)
