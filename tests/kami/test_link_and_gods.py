"""K44–K51 (God Link) and K52–K57 (the origin gods)."""

from kami_helpers import act, at_main, begin_turn, field_of, hand_of, invariant, position

from game.engine.contract import CardMoved, Revealed
from game.kami import GAME
from game.kami.actions import (
    CastSpell,
    ChooseCreature,
    ChooseFieldCard,
    ChooseHandCard,
    ChooseShield,
    Decline,
    Done,
    ElectronDraw,
    EndMain,
    Link,
    PlayGod,
    UseTrigger,
)
from game.kami.cards import POOL
from game.kami.moves import is_linked


def test_K46_linking_offers_every_subset_of_the_adjacent_creatures():
    g = at_main(position(hands={0: ["NEUTRON"]}, fields={0: ["QUARK", "LEPTON", "PROTON", "ELECTRON"]}))
    act(g, PlayGod("NEUTRON"))
    assert set(g.ask.options) == {Link(()), Link(("QUARK",)), Link(("LEPTON",)), Link(("QUARK", "LEPTON"))}
    act(g, Link(("QUARK", "LEPTON")))
    assert field_of(g, 0) == [("PROTON",), ("ELECTRON",), ("QUARK", "NEUTRON", "LEPTON")]


def test_K46_no_link_question_without_an_adjacent_creature():
    g = at_main(position(hands={0: ["LEPTON"]}, fields={0: ["PROTON"]}))
    act(g, PlayGod("LEPTON"))
    assert g.ask.kind == "main" and field_of(g, 0) == [("PROTON",), ("LEPTON",)]


def test_K46_gods_not_linked_at_entry_stay_separate_creatures():
    g = at_main(position(hands={0: ["ATOM"]}, fields={0: ["PROTON"]}))
    act(g, PlayGod("ATOM"), Link(()))
    assert field_of(g, 0) == [("PROTON",), ("ATOM",)] and not is_linked(g, 0, "ATOM")


def test_K47_a_linked_group_is_one_creature_to_choose():
    g = at_main(position(hands={0: ["VILVIE_SPIRAL"]}, fields={1: [("QUARK", "NEUTRON"), "ELECTRON"]}))
    act(g, CastSpell("VILVIE_SPIRAL"))
    assert set(g.ask.options) == {ChooseCreature(1, "QUARK"), ChooseCreature(1, "ELECTRON")}


def test_K48_the_owner_picks_which_card_of_a_group_leaves():
    g = at_main(position(hands={0: ["VILVIE_SPIRAL"]}, fields={1: [("QUARK", "NEUTRON", "LEPTON")]}))
    act(g, CastSpell("VILVIE_SPIRAL"))  # the only creature: automatic
    assert g.ask.kind == "leave" and g.to_act == 1
    act(g, ChooseFieldCard(1, "LEPTON"))
    assert field_of(g, 1) == [("QUARK", "NEUTRON")] and "LEPTON" in hand_of(g, 1)
    assert g.to_act == 0


def test_K49_card_removal_hits_the_chosen_card_inside_a_group():
    g = at_main(position(hands={0: ["GOLDEN_PROOF"]}, fields={1: [("QUARK", "NEUTRON", "LEPTON")]}))
    act(g, CastSpell("GOLDEN_PROOF"))
    assert ChooseFieldCard(1, "NEUTRON") in g.ask.options
    act(g, ChooseFieldCard(1, "NEUTRON"))
    assert field_of(g, 1) == [("QUARK",), ("LEPTON",)] and hand_of(g, 1) == ["NEUTRON"]


def test_K50_what_stays_linked_follows_the_adjacent_cells():
    g = at_main(position(hands={0: ["GOLDEN_PROOF"]},
                         fields={1: [("ATOM", "QUARK", "NEUTRON", "LEPTON")]}))
    act(g, CastSpell("GOLDEN_PROOF"), ChooseFieldCard(1, "ATOM"))
    assert field_of(g, 1) == [("QUARK", "NEUTRON", "LEPTON")]
    g2 = at_main(position(hands={0: ["GOLDEN_PROOF"]}, fields={1: [("ATOM", "QUARK", "NEUTRON", "LEPTON")]}))
    act(g2, CastSpell("GOLDEN_PROOF"), ChooseFieldCard(1, "NEUTRON"))
    assert field_of(g2, 1) == [("ATOM",), ("QUARK",), ("LEPTON",)]


def test_K51_a_group_counts_each_god_for_the_penalty():
    g = at_main(position(hands={0: []}, shields={0: ["ATOM", "ATOM"]}, fields={0: ["ATOM"], 1: [("QUARK", "NEUTRON")],
                                                                               2: ["QUARK"]}))
    act(g, EndMain())  # seat 0 and seat 2 have 1 god each, seat 1 has 2
    assert g.ask.kind == "recipient" and {a.seat for a in g.ask.options} == {0, 2}


def test_K52_atom_has_no_ability():
    g = at_main(position(hands={0: ["ATOM"]}, shields={0: ["QUARK"] * 2}))
    before = (len(g.pile), len(g.shields[0]))
    act(g, PlayGod("ATOM"))
    assert (len(g.pile), len(g.shields[0])) == before and field_of(g, 0) == [("ATOM",)]


def test_K53_linked_neutron_returns_a_shield_and_offers_its_trigger_always():
    g = at_main(position(hands={0: ["ATOM"]}, shields={0: ["ENERGY_LIGHT", "QUARK"]},
                         fields={0: [("NEUTRON", "LEPTON")]}))
    act(g, PlayGod("ATOM"), Link(()), EndMain(), ChooseShield(0, 1))
    assert g.ask.kind == "trigger" and g.ask.options == (Decline(),)  # a spell without S-trigger: still asked
    act(g, Decline())
    assert "ENERGY_LIGHT" in hand_of(g, 0) and g.active == 1


def test_K53_K55_a_god_shield_with_a_linked_lepton_is_played_free_and_avoids_the_pass():
    g = at_main(position(hands={0: []}, shields={0: ["PROTON", "ATOM", "ATOM"]},
                         fields={0: [("NEUTRON", "LEPTON")]}, pile_top=["QUARK"]))
    act(g, EndMain(), ChooseShield(0, 1))
    assert UseTrigger() in g.ask.options
    ev = act(g, UseTrigger())
    assert any(isinstance(e, Revealed) and e.card == "PROTON" and e.visible_to is None for e in ev)
    assert field_of(g, 0) == [("PROTON",), ("NEUTRON", "LEPTON")]
    assert g.active == 1 and len(g.shields[0]) == 3  # Proton added the top card; no penalty
    assert POOL[g.shields[0][-1][1]] == "QUARK"


def test_K55_without_a_linked_lepton_a_god_shield_has_no_trigger():
    g = at_main(position(hands={0: []}, shields={0: ["PROTON", "ATOM", "ATOM"]},
                         fields={0: [("QUARK", "NEUTRON")], 1: ["ATOM"], 2: ["ATOM"]}))
    act(g, EndMain(), ChooseShield(0, 1))
    assert g.ask.options == (Decline(),)


def test_K36_K16_a_trigger_god_whose_name_is_on_the_field_cannot_be_used():
    g = at_main(position(hands={0: []}, shields={0: ["NEUTRON", "ATOM", "ATOM"]},
                         fields={0: [("NEUTRON", "LEPTON")]}))
    act(g, EndMain(), ChooseShield(0, 1))
    assert g.ask.options == (Decline(),)


def test_K36_cyclone_panic_from_neutron_is_a_free_cast_and_a_lock_forbids_it():
    g = at_main(position(hands={0: ["ATOM"]}, shields={0: ["CYCLONE_PANIC", "ATOM"]},
                         fields={0: [("QUARK", "NEUTRON")]}))
    act(g, PlayGod("ATOM"), Link(()), EndMain(), ChooseShield(0, 1))
    assert UseTrigger() in g.ask.options
    locked = at_main(position(hands={0: ["ATOM"]}, shields={0: ["CYCLONE_PANIC", "ATOM"]},
                              fields={0: [("QUARK", "NEUTRON")]}))
    locked.locked[0] = 2
    act(locked, PlayGod("ATOM"), Link(()), EndMain(), ChooseShield(0, 1))
    assert locked.ask.options == (Decline(),)  # K33


def test_K57_quark_draws_after_neutrons_return_and_after_the_trigger():
    g = at_main(position(hands={0: []}, shields={0: ["LEPTON", "ATOM", "ATOM"]},
                         fields={0: [("PROTON", "QUARK", "NEUTRON")]}, pile_top=["ELECTRON", "ENERGY_LIGHT"]))
    act(g, EndMain(), ChooseShield(0, 1))
    assert g.ask.options == (Decline(),)  # Lepton is not on the field: no trigger
    act(g, Decline())
    assert hand_of(g, 0) == ["ELECTRON", "LEPTON"]


def test_K54_proton_adds_the_top_card_as_a_shield_each_entry_and_knowledge_follows():
    g = at_main(position(hands={0: ["PROTON"]}, shields={0: ["ATOM"]}, pile_top=["QUARK"]))
    g.knows[g.pile[-1]] = 1 << 1  # seat 1 knew the top card (as after its Brain Storm)
    ev = act(g, PlayGod("PROTON"))
    label, card = g.shields[0][-1]
    assert label == 2 and POOL[card] == "QUARK"
    moved = next(e for e in ev if isinstance(e, CardMoved) and e.dst == "shields.0.2")
    assert moved.visible_to == (1,) and moved.seen_by(0).card is None
    assert GAME.observe(g, 1).seats[0].shields[-1].card == "QUARK"
    assert GAME.observe(g, 0).seats[0].shields[-1].card is None


def test_K56_electron_may_double_each_draw_and_then_discard_one():
    g = position(hands={0: ["ATOM"]}, fields={0: ["ELECTRON"]}, pile_top=["QUARK", "LEPTON"])
    begin_turn(g)
    assert g.ask.kind == "electron" and g.to_act == 0
    act(g, ElectronDraw(True))
    assert g.ask.kind == "electron_discard" and hand_of(g, 0) == ["ATOM", "LEPTON", "QUARK"]
    act(g, ChooseHandCard("ATOM"))
    assert hand_of(g, 0) == ["LEPTON", "QUARK"] and POOL[g.graveyard[-1]] == "ATOM" and g.ask.kind == "main"


def test_K56_electron_single_draw_and_no_offer_when_nothing_can_be_drawn():
    g = position(hands={0: []}, fields={0: ["ELECTRON"]}, pile_top=["QUARK"])
    begin_turn(g)
    act(g, ElectronDraw(False))
    assert hand_of(g, 0) == ["QUARK"]
    empty = position(hands={0: []}, fields={0: ["ELECTRON"]})
    empty.pile, empty.graveyard = [], []
    empty.hands[1] = [c for c in range(100) if POOL[c] != "ELECTRON"]
    begin_turn(empty)
    assert empty.ask.kind == "main" and empty.hands[0] == []


def test_K56_electron_offers_for_draws_during_other_players_turns():
    g = at_main(position(hands={0: ["CYCLONE_PANIC"], 1: ["ATOM"]}, fields={1: ["ELECTRON"]}))
    act(g, CastSpell("CYCLONE_PANIC"))
    assert g.ask.kind == "electron" and g.to_act == 1


def test_K57_quark_draws_once_for_devil_drain_of_several_shields():
    g = at_main(position(hands={0: ["DEVIL_DRAIN"]}, shields={0: ["ATOM", "ATOM", "ATOM"]},
                         fields={0: [("PROTON", "QUARK")]}, pile_top=["LEPTON", "LEPTON"]))
    act(g, CastSpell("DEVIL_DRAIN"), ChooseShield(0, 1), ChooseShield(0, 2), Done())
    assert hand_of(g, 0) == ["ATOM", "ATOM", "LEPTON"] and [lab for lab, _ in g.shields[0]] == [3]


def test_K57_an_unlinked_quark_does_not_draw():
    g = at_main(position(hands={0: ["DEVIL_DRAIN"]}, shields={0: ["ATOM"]}, fields={0: ["QUARK"]}))
    act(g, CastSpell("DEVIL_DRAIN"), ChooseShield(0, 1), Done())
    assert hand_of(g, 0) == ["ATOM"]
    invariant(g)
