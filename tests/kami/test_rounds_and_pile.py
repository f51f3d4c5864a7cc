"""K24–K27 (the pile), K37–K43 (winning, losing, rounds, the match)."""

from kami_helpers import act, at_main, begin_turn, field_of, hand_of, invariant, messages, position

from game.engine.contract import CardMoved, GameOver
from game.kami import GAME
from game.kami.actions import CastSpell, ChooseGraveCard, EndMain, Link, PlayGod
from game.kami.cards import POOL
from game.kami.flow import end_round


def test_K24_a_draw_is_seen_by_the_drawer_only():
    g = position(hands={0: []}, pile_top=["QUARK"])
    ev = begin_turn(g)
    drawn = next(e for e in ev if isinstance(e, CardMoved) and e.dst == "hand.0")
    assert drawn.src == "pile" and drawn.visible_to == (0,) and drawn.seen_by(1).card is None
    assert drawn.seen_by(0).card == "QUARK"


def test_K25_K27_with_pile_and_graveyard_empty_a_draw_simply_does_not_happen():
    g = position(hands={0: ["ENERGY_LIGHT"]})
    g.hands[1] = list(g.pile)
    g.pile = []
    begin_turn(g)
    assert hand_of(g, 0) == ["ENERGY_LIGHT"] and g.ask.kind == "main"
    act(g, CastSpell("ENERGY_LIGHT"))  # draws nothing, then goes to the graveyard
    assert g.pile == [] and [POOL[c] for c in g.graveyard] == ["ENERGY_LIGHT"] and not g.eliminated[0]


def test_K26_refill_shuffles_the_graveyard_but_not_the_spell_being_cast():
    g = at_main(position(hands={0: ["ENERGY_LIGHT"]}, graveyard=["QUARK", "ATOM"]))
    g.hands[1] = list(g.pile)
    g.pile = []
    ev = act(g, CastSpell("ENERGY_LIGHT"))
    assert hand_of(g, 0) == ["ATOM", "QUARK"] and "kami.msg.refill" in messages(ev)
    assert [POOL[c] for c in g.graveyard] == ["ENERGY_LIGHT"] and g.pile == []
    invariant(g)


def test_K37_six_different_gods_win_at_once_even_mid_effect():
    g = at_main(position(hands={0: ["INFERNO_GATE"]}, fields={0: ["ATOM", "QUARK", "NEUTRON", "LEPTON", "ELECTRON"]},
                         graveyard=["PROTON"], options={"rounds": 1}))
    ev = act(g, CastSpell("INFERNO_GATE"))  # the link question is abandoned: the round is over
    assert g.result is not None and g.result.winners == (0,) and g.to_act is None
    assert g.result.ending == "kami.ending.six_gods" and g.result.scores == (3, 1, 1)
    assert any(isinstance(e, GameOver) for e in ev)


def test_K38_K39_the_last_player_left_wins_and_the_knocked_out_score_nothing():
    g = at_main(position(hands={0: []}, shields={0: ["ATOM"]}, options={"rounds": 1}))
    g.eliminated[1] = True
    act(g, EndMain())
    assert g.result.winners == (2,) and g.result.ending == "kami.ending.last_standing"
    assert g.result.scores == (0, 0, 3)


def test_K39_an_eliminated_seat_is_skipped_and_is_no_longer_a_target():
    g = at_main(position(4, hands={0: [], 1: ["POKAPOKA_HAMMER"]}, shields={0: ["ATOM"]},
                         fields={1: ["ATOM"], 2: ["ATOM"], 3: ["ATOM"]}))
    act(g, EndMain())
    assert g.eliminated[0] and g.active == 1
    act(g, CastSpell("POKAPOKA_HAMMER"))
    assert {a.seat for a in g.ask.options} == {2, 3}


def test_K41_round_points_and_the_next_round_starts_afresh():
    g = at_main(position(hands={0: ["INFERNO_GATE"]}, fields={0: ["ATOM", "QUARK", "NEUTRON", "LEPTON", "ELECTRON"]},
                         graveyard=["PROTON"], options={"rounds": 2, "first_player": 1}))
    g.eliminated[2] = True
    act(g, CastSpell("INFERNO_GATE"))
    assert g.result is None and g.round_points == [[3, 1, 0]] and g.round == 2
    assert g.first_player == 1 and not any(g.eliminated) and all(len(s) == 5 for s in g.shields)
    invariant(g)


def test_K42_the_match_winner_has_the_highest_total_and_ties_share():
    g = GAME.start(3, 5, {"rounds": 2})
    g.eliminated = [False, False, True]
    end_round(g, "kami.ending.six_gods", 0, [])
    end_round(g, "kami.ending.six_gods", 1, [])
    assert g.result.scores == (4, 4, 1) and g.result.winners == (0, 1)
    assert g.result.ending == "kami.ending.match"
    assert dict(g.result.details)["round_points"] == ((3, 1, 0), (1, 3, 1))


def test_K43_the_turn_limit_ends_the_round_with_no_winner():
    g = at_main(position(hands={0: ["ATOM"]}, shields={0: ["ATOM"] * 3}, options={"rounds": 1, "turn_limit": 1}))
    act(g, PlayGod("ATOM"), EndMain())
    assert g.result.ending == "kami.ending.turn_limit" and g.result.scores == (1, 1, 1)
    assert g.result.winners == (0, 1, 2)


def test_K43_turn_limit_zero_means_no_limit():
    g = at_main(position(hands={0: ["ATOM"]}, shields={0: ["ATOM"] * 3}, options={"rounds": 1, "turn_limit": 0}))
    act(g, PlayGod("ATOM"), EndMain())
    assert g.result is None and g.turn == 1


def test_K17_K37_linking_is_not_needed_for_the_six_god_win():
    g = at_main(position(hands={0: ["PROTON"]}, fields={0: ["ATOM", "QUARK", "NEUTRON", "LEPTON", "ELECTRON"]},
                         options={"rounds": 1}))
    act(g, PlayGod("PROTON"))
    assert g.result.winners == (0,)


def test_K13_inferno_gate_then_link_then_win_check_happens_on_placement():
    g = at_main(position(hands={0: ["INFERNO_GATE", "ATOM"]}, graveyard=["QUARK"], fields={0: ["PROTON"]}))
    act(g, CastSpell("INFERNO_GATE"))
    assert g.ask.kind == "link"
    act(g, Link(("PROTON",)), PlayGod("ATOM"), Link(("PROTON",)))
    assert field_of(g, 0) == [("PROTON", "ATOM", "QUARK")]
    assert ChooseGraveCard("QUARK") not in g.ask.options
