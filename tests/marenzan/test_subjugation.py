"""Subjugation (M33–M39)."""

import pytest

from game.engine.seven import Card
from game.marenzan import actions as A
from game.marenzan.cards import beats, winning_pairs, winning_way

# The spec's informative list of winning value pairs besides the Holy Sword (M34).
SPEC_PAIRS = {
    8: {(2, 7), (3, 6), (4, 5), (2, 4)}, 9: {(3, 7), (4, 6), (5, 5), (3, 3)}, 10: {(4, 7), (5, 6), (2, 5)},
    11: {(5, 7), (6, 6)}, 12: {(6, 7), (2, 6), (3, 4)},
}


@pytest.mark.parametrize("target", sorted(SPEC_PAIRS))
def test_M34_winning_pairs_match_the_spec_list(target):
    found = set()
    for x in range(2, 8):
        for y in range(x, 8):
            if beats(Card(x, 1), Card(y, 2 if y > 1 else 1), target):
                found.add((x, y))
    assert found == SPEC_PAIRS[target]


def test_M34c_the_holy_sword_with_any_adventurer_wins_but_not_with_a_spirit_or_dragon():
    sword = Card(1, 1)
    assert all(beats(sword, Card(r, 3), t) for r in (3, 4, 5, 6) for t in range(8, 13))
    assert not beats(sword, Card(2, 1), 12) and not beats(sword, Card(7, 1), 11)


@pytest.mark.parametrize("target", range(8, 13))
def test_M34_winning_way_names_the_test_a_pair_passes(target):
    """The table's preview names the way; it wins exactly when `beats` says so."""
    for x in range(1, 8):
        for y in range(1, 8):
            way = winning_way(Card(x, 1), Card(y, 2), target)
            assert (way is not None) == beats(Card(x, 1), Card(y, 2), target)
            if x + y == target + 1:
                assert way == "sword"
            elif x * y == target:
                assert way == "magic"
            elif way is not None:
                assert way == "holy_sword" and 1 in (x, y) and {x, y} & {3, 4, 5, 6}


def test_M34a_exceeding_by_two_does_not_win():
    assert not beats(Card(6, 1), Card(6, 2), 10) and beats(Card(5, 1), Card(6, 2), 10)


def test_M33_only_demons_can_be_subjugated(mz):
    state = mz.build(parties={0: "1-1 6-2"}, villages={0: "7-1"})
    legal = mz.GAME.legal_actions(state)
    assert not any(isinstance(a, (A.Fight, A.CallForHelp, A.Rout)) for a in legal)
    mz.refused(state, A.Rout(0), "M33")


def test_M35_M37_fight_wins_the_demon_into_the_hall_and_induction_follows(mz):
    state = mz.build(parties={0: "5-1 6-2 3-1"}, villages={2: "10-4"})
    mz.act(state, A.Fight(2, ("5-1", "6-2")))
    assert state.villages[2] is None and state.halls[0] == [mz.C("10-4")] or mz.kind(state) == "trophy"
    mz.act(state, A.KeepTrophy())
    assert state.halls[0] == [mz.C("10-4")]
    assert mz.kind(state) == "induct" and state.to_act == 0
    assert set(mz.GAME.legal_actions(state)) == {A.Induct("5-1"), A.Induct("6-2"), A.EndInduction()}
    mz.act(state, A.Induct("6-2"))
    mz.act(state, A.EndInduction())
    # M56: the card not inducted goes to the Journey
    assert mz.codes(state.halls[0]) == ["10-4", "6-2"] and state.journeys[0] == [mz.C("5-1")]
    assert state.active == 1


def test_M35_a_pair_that_does_not_win_is_refused(mz):
    state = mz.build(parties={0: "5-1 6-2 3-1"}, villages={2: "9-4"})
    mz.refused(state, A.Fight(2, ("5-1", "6-2")), "M34")


def test_M35_call_for_help_only_without_a_winning_pair(mz):
    state = mz.build(parties={0: "5-1 6-2"}, villages={2: "10-4"})
    mz.refused(state, A.CallForHelp(2, "5-1"), "M35")


def test_M35_rout_is_always_allowed_and_M39_costs_a_random_hall_card(mz):
    state = mz.build(parties={0: "5-1 6-2"}, halls={0: "8-2"}, villages={2: "10-4"})
    mz.act(state, A.Rout(2))
    assert state.villages[2] == mz.C("10-4")  # the target stays
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("8-2") and state.halls[0] == []
    mz.act(state, A.ChooseMountain(1))
    assert mz.C("8-2") in state.mountains[1] and state.active == 1


def test_M39_defeat_with_an_empty_hall_costs_nothing(mz):
    state = mz.build(parties={0: "5-1"}, villages={2: "10-4"})
    mz.act(state, A.Rout(2))
    assert state.active == 1 and state.parties[0] == [mz.C("5-1")]


def test_M36_support_is_asked_clockwise_from_the_left_neighbour(mz):
    state = mz.build(players=4, active=2, parties={0: "3-3", 1: "6-6", 2: "4-1 5-1", 3: "5-5"}, villages={0: "12-6"})
    mz.act(state, A.CallForHelp(0, "4-1"))
    assert mz.kind(state) == "support" and state.to_act == 3  # left neighbour of seat 2
    assert mz.GAME.legal_actions(state) == [A.DeclineSupport()]  # 4 and 5 do not beat 12
    mz.act(state, A.DeclineSupport())
    assert state.to_act == 0
    assert A.Support("3-3") in mz.GAME.legal_actions(state)  # 4 × 3 = 12
    mz.act(state, A.Support("3-3"))
    # M37: victory for the active player; seat 1 is never asked
    assert mz.kind(state) == "trophy" and state.to_act == 2
    mz.act(state, A.KeepTrophy())
    assert state.halls[2] == [mz.C("12-6")]
    assert mz.kind(state) == "induct" and state.to_act == 2
    mz.act(state, A.EndInduction())
    assert mz.kind(state) == "induct" and state.to_act == 0  # the supporter inducts too
    mz.act(state, A.Induct("3-3"))
    assert state.halls[0] == [mz.C("3-3")] and state.journeys[2] == [mz.C("4-1")]
    assert state.active == 3  # support did not change whose turn it was


def test_M36_nobody_supports_then_defeat(mz):
    state = mz.build(players=2, parties={0: "4-1", 1: "5-5"}, villages={0: "12-6"}, halls={0: "9-3"})
    mz.act(state, A.CallForHelp(0, "4-1"))
    mz.act(state, A.DeclineSupport())
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("9-3")  # M39


def test_M36_a_supporter_may_use_the_holy_sword(mz):
    state = mz.build(players=2, parties={0: "4-1", 1: "1-1 2-2"}, villages={0: "11-6"})
    mz.act(state, A.CallForHelp(0, "4-1"))
    assert mz.GAME.legal_actions(state) == [A.Support("1-1"), A.DeclineSupport()]
    mz.refused(state, A.Support("2-2"), "M36")


def test_M38_spirits_the_sword_and_dragons_are_never_inducted_in_a_fight(mz):
    state = mz.build(parties={0: "1-1 2-1 7-2 3-3"}, villages={0: "8-3", 1: "10-4"})
    mz.act(state, A.Fight(0, ("1-1", "3-3")))
    mz.act(state, A.KeepTrophy())
    assert mz.GAME.legal_actions(state) == [A.Induct("3-3"), A.EndInduction()]
    state = mz.build(parties={0: "2-1 7-2 3-3"}, villages={0: "8-3"})
    mz.act(state, A.Fight(0, ("2-1", "7-2")))
    mz.act(state, A.KeepTrophy())
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("2-1")  # M57: the Spirit returns
    mz.act(state, A.ChooseMountain(0))
    assert state.journeys[0] == [mz.C("7-2")]


def test_M37_the_demon_lords_son_can_only_be_kept(mz):
    state = mz.build(parties={0: "6-1 6-2"}, villages={0: "11-5"})
    mz.act(state, A.Fight(0, ("6-1", "6-2")))
    assert state.halls[0] == [mz.C("11-5")] and mz.kind(state) == "induct"


def test_M35_winning_pairs_are_listed_once_each(mz):
    pairs = winning_pairs([Card(3, 1), Card(3, 2), Card(4, 1)], 12)
    assert pairs == [(Card(3, 1), Card(4, 1)), (Card(3, 2), Card(4, 1))]
