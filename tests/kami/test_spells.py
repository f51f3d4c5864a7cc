"""K28–K33 and K58–K76: spells, one scripted scenario (or more) per card."""

from kami_helpers import act, at_main, field_of, hand_of, invariant, position

from game.engine.contract import CardMoved, Revealed
from game.kami import GAME
from game.kami.actions import (
    Burn,
    CastSpell,
    ChooseCreature,
    ChooseFieldCard,
    ChooseGraveCard,
    ChooseHandCard,
    ChooseLookedCard,
    ChoosePileGod,
    ChoosePlayer,
    ChooseShield,
    Decline,
    Done,
    DrawCard,
    ElectronDraw,
    EndMain,
    PlayGod,
)
from game.kami.cards import POOL


def grave(g):
    return [POOL[c] for c in g.graveyard]


def test_K29_the_caster_chooses_any_surviving_opponent():
    g = at_main(position(4, hands={0: ["ENERGY_LIGHT", "POKAPOKA_HAMMER"]}))
    g.eliminated[2] = True
    act(g, CastSpell("POKAPOKA_HAMMER"))
    assert g.ask.kind == "opponent" and set(g.ask.options) == {ChoosePlayer(1), ChoosePlayer(3)}


def test_K31_a_spell_that_can_do_nothing_may_still_be_cast_and_uses_the_allowance():
    g = at_main(position(hands={0: ["INFERNO_GATE", "ENERGY_LIGHT"]}))
    act(g, CastSpell("INFERNO_GATE"))
    assert grave(g) == ["INFERNO_GATE"] and not any(isinstance(a, CastSpell) for a in g.ask.options)


def test_K58_inferno_gate_takes_any_god_not_on_your_field_from_the_shared_graveyard():
    g = at_main(position(hands={0: ["INFERNO_GATE"]}, fields={0: ["ATOM"]}, graveyard=["ATOM", "QUARK", "PROTON"],
                         pile_top=["LEPTON"]))
    act(g, CastSpell("INFERNO_GATE"))
    assert set(g.ask.options) == {ChooseGraveCard("QUARK"), ChooseGraveCard("PROTON")}
    act(g, ChooseGraveCard("PROTON"), )
    assert g.ask.kind == "link"  # Proton is next to Atom
    act(g, g.ask.options[0])
    assert ("PROTON",) in field_of(g, 0) and POOL[g.shields[0][-1][1]] == "LEPTON" and g.god_entered


def test_K59_bubble_trap_takes_your_shield_and_destroys_their_creature():
    g = at_main(position(hands={0: ["BUBBLE_TRAP"]}, shields={0: ["CYCLONE_PANIC", "ATOM"]},
                         fields={1: [("QUARK", "NEUTRON")], 2: ["ATOM"]}))
    act(g, CastSpell("BUBBLE_TRAP"), ChoosePlayer(1), ChooseShield(0, 1))
    assert "CYCLONE_PANIC" in hand_of(g, 0) and g.ask.kind == "leave" and g.to_act == 1  # no S-trigger (K35)
    act(g, ChooseFieldCard(1, "QUARK"))
    assert field_of(g, 1) == [("NEUTRON",)] and grave(g) == ["QUARK", "BUBBLE_TRAP"]


def test_K59_bubble_trap_with_a_linked_quark_draws():
    g = at_main(position(hands={0: ["BUBBLE_TRAP"]}, shields={0: ["ATOM"]}, fields={0: [("QUARK", "NEUTRON")]},
                         pile_top=["LEPTON"]))
    act(g, CastSpell("BUBBLE_TRAP"), ChoosePlayer(1))  # the only shield: automatic
    assert hand_of(g, 0) == ["ATOM", "LEPTON"]


def test_K60_rolling_storm_mills_three_then_takes_any_god_from_the_graveyard():
    g = at_main(position(hands={0: ["ROLLING_STORM"]}, graveyard=["ATOM"],
                         pile_top=["ENERGY_LIGHT", "QUARK", "MIND_RESET"]))
    act(g, CastSpell("ROLLING_STORM"))
    assert grave(g)[:4] == ["ATOM", "ENERGY_LIGHT", "QUARK", "MIND_RESET"]
    assert set(g.ask.options) == {ChooseGraveCard("ATOM"), ChooseGraveCard("QUARK")}
    act(g, ChooseGraveCard("ATOM"))
    assert hand_of(g, 0) == ["ATOM"]


def test_K25_K26_rolling_storm_refills_in_the_middle_of_its_mill():
    g = at_main(position(hands={0: ["ROLLING_STORM"], 1: []}, graveyard=["QUARK", "ATOM"]))
    keep = g.pile[-1:]
    g.hands[1] = g.pile[:-1]  # the pile holds one card only
    g.pile = keep
    ev = act(g, CastSpell("ROLLING_STORM"))
    invariant(g)
    assert len(g.graveyard) + len(g.pile) == 3 and len(g.graveyard) == 2  # 1 milled, refill of 3, 2 milled
    assert "kami.msg.refill" in [getattr(e, "key", None) for e in ev]


def test_K61_pokapoka_hammer_discards_at_random_and_a_spell_allows_a_draw():
    g = at_main(position(hands={0: ["POKAPOKA_HAMMER"], 1: ["ENERGY_LIGHT"]}, pile_top=["QUARK"]))
    act(g, CastSpell("POKAPOKA_HAMMER"), ChoosePlayer(1))
    assert hand_of(g, 1) == [] and "ENERGY_LIGHT" in grave(g)
    assert g.ask.kind == "may_draw"
    act(g, DrawCard())
    assert hand_of(g, 0) == ["QUARK"]


def test_K61_pokapoka_hammer_hitting_a_god_gives_no_draw():
    g = at_main(position(hands={0: ["POKAPOKA_HAMMER"], 1: ["ATOM"]}))
    act(g, CastSpell("POKAPOKA_HAMMER"), ChoosePlayer(1))
    assert g.ask.kind == "main" and "ATOM" in grave(g)


def test_K82_random_picks_come_from_the_state_rng():
    picks = set()
    for seed in range(12):
        g = at_main(position(seed=seed, hands={0: ["POKAPOKA_HAMMER"], 1: ["ATOM", "QUARK", "LEPTON", "PROTON"]}))
        act(g, CastSpell("POKAPOKA_HAMMER"), ChoosePlayer(1))
        again = at_main(position(seed=seed, hands={0: ["POKAPOKA_HAMMER"], 1: ["ATOM", "QUARK", "LEPTON", "PROTON"]}))
        act(again, CastSpell("POKAPOKA_HAMMER"), ChoosePlayer(1))
        assert hand_of(g, 1) == hand_of(again, 1)
        picks.add(tuple(hand_of(g, 1)))
    assert len(picks) > 1


def test_K62_mind_reset_shows_the_hand_to_the_caster_only_and_takes_a_spell():
    g = at_main(position(hands={0: ["MIND_RESET"], 1: ["ATOM", "ENERGY_LIGHT", "FINAL_STOP"]}))
    ev = act(g, CastSpell("MIND_RESET"), ChoosePlayer(1))
    look = next(e for e in ev if isinstance(e, Revealed))
    assert look.visible_to == (0,) and look.seen_by(2).card is None
    assert set(g.ask.options) == {ChooseLookedCard("ENERGY_LIGHT"), ChooseLookedCard("FINAL_STOP")}
    assert GAME.observe(g, 0).peek == ("ATOM", "ENERGY_LIGHT", "FINAL_STOP") and GAME.observe(g, 1).peek == ()
    act(g, ChooseLookedCard("FINAL_STOP"))
    assert hand_of(g, 1) == ["ATOM", "ENERGY_LIGHT"]


def test_K62_mind_reset_never_takes_a_god():
    g = at_main(position(hands={0: ["MIND_RESET"], 1: ["ATOM", "QUARK"]}))
    act(g, CastSpell("MIND_RESET"), ChoosePlayer(1))
    assert g.ask.kind == "main" and hand_of(g, 1) == ["ATOM", "QUARK"]


def test_K63_enigma_cascade_discards_any_number_then_draws_that_many():
    g = at_main(position(hands={0: ["ENIGMA_CASCADE", "ATOM", "ATOM", "FINAL_STOP"]}, pile_top=["QUARK", "LEPTON"]))
    act(g, CastSpell("ENIGMA_CASCADE"), ChooseHandCard("ATOM"), ChooseHandCard("ATOM"))
    assert ChooseHandCard("ATOM") not in g.ask.options and Done() in g.ask.options
    act(g, Done())
    assert hand_of(g, 0) == ["FINAL_STOP", "LEPTON", "QUARK"] and grave(g) == ["ATOM", "ATOM", "ENIGMA_CASCADE"]


def test_K64_energy_light_draws_two():
    g = at_main(position(hands={0: ["ENERGY_LIGHT"]}, pile_top=["QUARK", "LEPTON"]))
    act(g, CastSpell("ENERGY_LIGHT"))
    assert hand_of(g, 0) == ["LEPTON", "QUARK"]


def test_K65_vilvie_spiral_bounces_any_creature_and_draws_only_for_your_own():
    g = at_main(position(hands={0: ["VILVIE_SPIRAL"]}, fields={0: ["ATOM"], 1: ["QUARK"]}, pile_top=["LEPTON"]))
    act(g, CastSpell("VILVIE_SPIRAL"))
    assert set(g.ask.options) == {ChooseCreature(0, "ATOM"), ChooseCreature(1, "QUARK")}
    act(g, ChooseCreature(1, "QUARK"))
    assert hand_of(g, 1) == ["QUARK"] and g.ask.kind == "main"
    own = at_main(position(hands={0: ["VILVIE_SPIRAL"]}, fields={0: ["ATOM"], 1: ["QUARK"]}, pile_top=["LEPTON"]))
    act(own, CastSpell("VILVIE_SPIRAL"), ChooseCreature(0, "ATOM"), DrawCard())
    assert hand_of(own, 0) == ["ATOM", "LEPTON"]
    act(own, PlayGod("ATOM"))  # K15: replaying counts as an entry
    assert own.god_entered


def test_K65_bouncing_your_proton_and_replaying_it_adds_another_shield():
    g = at_main(position(hands={0: ["VILVIE_SPIRAL"]}, fields={0: ["PROTON"]}))
    act(g, CastSpell("VILVIE_SPIRAL"), Decline(), PlayGod("PROTON"))
    assert len(g.shields[0]) == 1


def test_K66_brain_storm_draws_up_to_three_and_puts_two_back_known_only_to_the_caster():
    g = at_main(position(hands={0: ["BRAIN_STORM", "ATOM"]}, pile_top=["QUARK", "LEPTON", "PROTON"]))
    act(g, CastSpell("BRAIN_STORM"), DrawCard(), DrawCard(), Decline())
    assert hand_of(g, 0) == ["ATOM", "LEPTON", "QUARK"] and g.ask.kind == "brain_back"
    ev = act(g, ChooseHandCard("ATOM"), ChooseHandCard("QUARK"))
    assert [POOL[c] for c in g.pile[-2:]] == ["ATOM", "QUARK"]  # the last chosen is on top
    back = [e for e in ev if isinstance(e, CardMoved) and e.dst == "pile"]
    assert all(e.visible_to == (0,) for e in back) and back[0].seen_by(1).card is None
    assert GAME.observe(g, 0).pile_known == ((1, "QUARK"), (2, "ATOM")) and GAME.observe(g, 1).pile_known == ()
    act(g, EndMain())  # the caster passes; then seat 1 draws the Quark and knows it
    assert "QUARK" in hand_of(g, 1)


def test_K66_brain_storm_stops_after_three_draws():
    g = at_main(position(hands={0: ["BRAIN_STORM"]}))
    act(g, CastSpell("BRAIN_STORM"), DrawCard(), DrawCard(), DrawCard())
    assert g.ask.kind == "brain_back" and len(g.hands[0]) == 3


def test_K67_cyclone_panic_reshuffles_every_hand_and_redeals_the_counts():
    g = at_main(position(hands={0: ["CYCLONE_PANIC", "ATOM"], 1: ["QUARK"] * 3, 2: []}))
    act(g, CastSpell("CYCLONE_PANIC"))
    assert [len(h) for h in g.hands] == [1, 3, 0] and grave(g) == ["CYCLONE_PANIC"]
    assert all(g.knows[c] == 1 << 1 for c in g.hands[1])
    invariant(g)


def test_K68_final_stop_locks_the_opponent_through_their_next_turn_and_draws():
    g = at_main(position(hands={0: ["FINAL_STOP", "ATOM"], 1: ["ENERGY_LIGHT", "ATOM"]}, shields={0: ["ATOM"] * 3},
                         pile_top=["QUARK"]))
    act(g, CastSpell("FINAL_STOP"), ChoosePlayer(1))
    assert "QUARK" in hand_of(g, 0) and g.locked[1] == 1
    act(g, PlayGod("ATOM"), EndMain())
    assert g.active == 1 and not any(isinstance(a, CastSpell) for a in g.ask.options)
    assert GAME.observe(g, 2).seats[1].locked
    act(g, PlayGod("ATOM"), EndMain())
    assert g.locked[1] == 0


def test_K69_hand_of_scheming_takes_any_card_even_a_god():
    g = at_main(position(hands={0: ["SCHEMING_HAND"], 1: ["ATOM", "ENERGY_LIGHT"]}))
    act(g, CastSpell("SCHEMING_HAND"), ChoosePlayer(1))
    assert set(g.ask.options) == {ChooseLookedCard("ATOM"), ChooseLookedCard("ENERGY_LIGHT")}
    act(g, ChooseLookedCard("ATOM"))
    assert hand_of(g, 1) == ["ENERGY_LIGHT"]


def test_K70_butan_reincarnation_destroys_then_searches_the_pile_and_shuffles():
    g = at_main(position(hands={0: ["BUTAN_REINCARNATION"]}, fields={0: [("QUARK", "NEUTRON")]}))
    act(g, CastSpell("BUTAN_REINCARNATION"), ChooseCreature(0, "QUARK"))
    assert g.ask.kind == "leave" and g.to_act == 0
    act(g, ChooseFieldCard(0, "QUARK"))
    assert g.ask.kind == "butan_god" and Decline() in g.ask.options and ChoosePileGod("LEPTON") in g.ask.options
    assert len(GAME.observe(g, 0).peek) == len(g.pile)
    ev = act(g, ChoosePileGod("LEPTON"))
    assert hand_of(g, 0) == ["LEPTON"] and field_of(g, 0) == [("NEUTRON",)]
    assert any(isinstance(e, Revealed) and e.card == "LEPTON" and e.visible_to is None for e in ev)
    assert all(g.knows[c] == 0 for c in g.pile)


def test_K70_butan_reincarnation_without_a_destroy_ends_and_the_god_choice_is_always_asked():
    g = at_main(position(hands={0: ["BUTAN_REINCARNATION"]}, fields={0: ["QUARK"]}))
    act(g, CastSpell("BUTAN_REINCARNATION"), Decline())
    assert g.ask.kind == "main" and field_of(g, 0) == [("QUARK",)]
    nogod = at_main(position(hands={0: ["BUTAN_REINCARNATION"]}, fields={0: ["QUARK"]}))
    nogod.hands[1] = [c for c in nogod.pile if POOL[c] in {"ATOM", "NEUTRON", "PROTON", "LEPTON", "ELECTRON",
                                                               "QUARK"}]
    nogod.pile = [c for c in nogod.pile if c not in nogod.hands[1]]
    act(nogod, CastSpell("BUTAN_REINCARNATION"), ChooseCreature(0, "QUARK"))
    assert nogod.ask.kind == "butan_god" and nogod.ask.options == (Decline(),)


def test_K71_devil_drain_takes_any_number_of_shields_without_triggers():
    g = at_main(position(hands={0: ["DEVIL_DRAIN"]}, shields={0: ["CYCLONE_PANIC", "ATOM", "QUARK"]}))
    act(g, CastSpell("DEVIL_DRAIN"), ChooseShield(0, 1), ChooseShield(0, 3))
    assert ChooseShield(0, 1) not in g.ask.options
    act(g, Done())
    assert hand_of(g, 0) == ["CYCLONE_PANIC", "QUARK"] and g.ask.kind == "main"


def test_K72_golden_proof_returns_any_card_even_your_own():
    g = at_main(position(hands={0: ["GOLDEN_PROOF"]}, fields={0: ["ATOM"], 1: [("QUARK", "PROTON")]}))
    act(g, CastSpell("GOLDEN_PROOF"))
    assert set(g.ask.options) == {ChooseFieldCard(0, "ATOM"), ChooseFieldCard(1, "PROTON"),
                                  ChooseFieldCard(1, "QUARK")}
    act(g, ChooseFieldCard(0, "ATOM"))
    assert hand_of(g, 0) == ["ATOM"]


def test_K73_dragment_innovation_recasts_a_cheap_spell_which_goes_to_the_bottom():
    g = at_main(position(hands={0: ["DRAGMENT_INNOVATION"]}, graveyard=["ENERGY_LIGHT", "GOLDEN_PROOF", "ATOM"],
                         pile_top=["QUARK", "LEPTON"]))
    ev = act(g, CastSpell("DRAGMENT_INNOVATION"))  # only Energy Light qualifies (cost <= 7): automatic
    assert hand_of(g, 0) == ["LEPTON", "QUARK"]
    assert POOL[g.pile[0]] == "ENERGY_LIGHT" and g.knows[g.pile[0]] == g.everyone
    assert grave(g) == ["GOLDEN_PROOF", "ATOM", "DRAGMENT_INNOVATION"]
    assert any(isinstance(e, CardMoved) and e.dst == "pile.bottom" and e.card == "ENERGY_LIGHT" for e in ev)
    assert (len(g.pile), "ENERGY_LIGHT") in GAME.observe(g, 2).pile_known
    assert not any(isinstance(a, CastSpell) for a in g.ask.options)


def test_K73_the_recast_makes_its_own_choices():
    g = at_main(position(hands={0: ["DRAGMENT_INNOVATION"], 1: ["ATOM"]}, graveyard=["POKAPOKA_HAMMER"]))
    act(g, CastSpell("DRAGMENT_INNOVATION"))
    assert g.ask.kind == "opponent"
    act(g, ChoosePlayer(1))
    assert hand_of(g, 1) == [] and POOL[g.pile[0]] == "POKAPOKA_HAMMER"


def test_K74_scramble_typhoon_draws_up_to_five_then_discards_three():
    g = at_main(position(hands={0: ["SCRAMBLE_TYPHOON", "ATOM"]}, pile_top=["QUARK", "LEPTON"]))
    act(g, CastSpell("SCRAMBLE_TYPHOON"), DrawCard(), DrawCard(), Decline())
    assert g.ask.kind == "typhoon_discard"
    act(g, ChooseHandCard("ATOM"), ChooseHandCard("LEPTON"), ChooseHandCard("QUARK"))
    assert hand_of(g, 0) == [] and g.ask.kind == "main"


def test_K74_scramble_typhoon_with_fewer_than_three_discards_all():
    g = at_main(position(hands={0: ["SCRAMBLE_TYPHOON", "ATOM"]}))
    act(g, CastSpell("SCRAMBLE_TYPHOON"), Decline(), ChooseHandCard("ATOM"))
    assert hand_of(g, 0) == [] and g.ask.kind == "main"


def test_K75_daspell_ukidu_looks_burns_and_replaces_the_shield_then_draws():
    g = at_main(position(hands={0: ["DASPELL_UKIDU"]}, shields={0: ["ATOM"], 1: ["QUARK", "LEPTON"]},
                         pile_top=["PROTON", "ENERGY_LIGHT"]))
    act(g, CastSpell("DASPELL_UKIDU"))
    assert ChooseShield(0, 1) in g.ask.options and ChooseShield(1, 2) in g.ask.options
    ev = act(g, ChooseShield(1, 2))
    assert GAME.observe(g, 0).peek == ("LEPTON",) and GAME.observe(g, 0).seats[1].shields[1].card == "LEPTON"
    assert GAME.observe(g, 1).seats[1].shields[1].card is None
    assert [e.visible_to for e in ev if isinstance(e, Revealed)] == [(0,)]
    act(g, Burn())
    assert [(lab, POOL[c]) for lab, c in g.shields[1]] == [(1, "QUARK"), (3, "PROTON")]
    assert "LEPTON" in grave(g) and hand_of(g, 0) == ["ENERGY_LIGHT"]


def test_K75_daspell_ukidu_keep_still_draws():
    g = at_main(position(hands={0: ["DASPELL_UKIDU"]}, shields={0: ["ATOM"]}, pile_top=["QUARK"]))
    act(g, CastSpell("DASPELL_UKIDU"), Decline())
    assert hand_of(g, 0) == ["QUARK"] and len(g.shields[0]) == 1
    assert GAME.observe(g, 0).seats[0].shields[0].card == "ATOM"  # K79: the caster keeps knowing it


def test_K76_conspiracy_bounces_then_discards_at_random():
    g = at_main(position(hands={0: ["CONSPIRACY_HAND"], 1: []}, fields={1: ["QUARK"]}))
    act(g, CastSpell("CONSPIRACY_HAND"), ChoosePlayer(1))
    assert hand_of(g, 1) == [] and field_of(g, 1) == [] and "QUARK" in grave(g)  # the bounced card was picked


def test_K32_K56_a_free_cast_draw_with_electron_asks_the_drawer():
    g = at_main(position(hands={0: ["ENERGY_LIGHT"]}, fields={0: ["ELECTRON"]}))
    act(g, CastSpell("ENERGY_LIGHT"))
    assert g.ask.kind == "electron"
    act(g, ElectronDraw(False), ElectronDraw(False))
    assert len(g.hands[0]) == 2
