"""Phase 6, Engagement: R24–R30, with the special cards R35–R38."""

from __future__ import annotations

import pytest

from game.engine.contract import Revealed, Shuffled
from game.requiem.actions import (
    Combat,
    DeclarePact,
    DeclareSelfSacrifice,
    Pact,
    Pass,
    SelfSacrifice,
    Sortie,
)
from game.requiem.cards import COFFIN_MAGE, HOURGLASS_MAGE, KING
from game.requiem.rules import (
    ENDING_LOST,
    LOSS_KING,
    combat_outcome,
    legal_actions,
    slays_slaughter_king,
    sweep_outcome,
)

# one card of each value
ALLY = {7: "7-1", 8: "8-2", 9: "9-3", 10: "10-4", 11: "11-5", 12: "12-6", 13: "13-7"}
ENEMY = {1: "1-1", 2: "2-1", 3: "3-1", 4: "4-1", 5: "5-1", 6: "6-1"}


def engaged(table, ally: str, enemy: str, **extra):
    """Phase 5, `ally` of seat 0 Engaged in slot 1 facing `enemy` face down; the other seats
    have used their select actions, and seat 0 still has a Sortie to pass on (column 3)."""
    extra.setdefault("ready", [["9-4"], ["11-6"], ["11-7"]])
    return table.build(5, 0, arrivals=(enemy, None, "5-2"), slots=(ally, None, None), owners=(0, None, None),
                       used=(False, True, True), passes=2, princes=("11-5", "11-6", "11-7"), **extra)


def combats(events):
    return [(e.column, e.ally, e.enemy, e.total, e.outcome) for e in events if isinstance(e, Combat)]


@pytest.mark.parametrize("ally", range(7, 14))
@pytest.mark.parametrize("enemy", range(1, 7))
def test_R25_combat_table(table, ally, enemy):
    card, foe = ALLY[ally], ENEMY[enemy]
    state = engaged(table, card, foe)
    events = table.act(state, Pass())
    total = ally + enemy
    expected = "victory" if total >= 15 else "mutual" if total == 14 else "defeat"
    assert combats(events) == [(1, card, foe, total, expected)]
    if ally == 13 and enemy == 1:
        assert state.result is not None and state.result.winners == (0, 1, 2)  # R29
        return
    if expected == "victory":
        assert state.slots[0] == card and foe in state.enemy_dead and card not in state.allied_dead
    elif expected == "mutual":
        assert card in state.allied_dead and foe in state.enemy_dead
    else:
        assert card in state.allied_dead and foe in state.enemy_retreat


@pytest.mark.parametrize("ally", range(7, 14))
@pytest.mark.parametrize("enemy", range(1, 7))
def test_R25_combat_outcome_says_what_the_engagement_then_does(table, ally, enemy):
    """The pure helper a table previews a Sortie with gives the Combat event's sum and result."""
    card, foe = ALLY[ally], ENEMY[enemy]
    state = engaged(table, card, foe)
    [(_, _, _, total, outcome)] = combats(table.act(state, Pass()))
    assert combat_outcome(card, foe) == (total, outcome)
    assert slays_slaughter_king(card, foe) == (state.result is not None and bool(state.result.winners))  # R29


@pytest.mark.parametrize("enemy", range(1, 7))
def test_R26_sweep_outcome_says_what_the_sweep_then_does(table, enemy):
    foe = ENEMY[enemy]
    state = table.build(5, 0, arrivals=(foe, None, None), slots=("11-5", None, None), owners=(0, None, None),
                        ready=[["9-4"], ["11-6"], ["11-7"]], used=(False, True, True), passes=2)
    events = table.act(state, DeclareSelfSacrifice("11-5"))
    events += table.act(state, Pass()) if state.phase == 5 and state.to_act is not None else []
    assert [(e.total, e.outcome) for e in events if isinstance(e, Combat)] == [sweep_outcome(foe)]


def test_R25_fifteen_is_an_allied_victory_and_the_card_stays_engaged(table):
    state = engaged(table, "9-3", "6-1")
    table.act(state, Pass())
    assert state.slots[0] == "9-3" and state.slot_owner[0] == 0
    assert state.enemy_dead == ["6-1"] and state.allied_dead == []


def test_R25_total_of_14_is_a_mutual_kill(table):
    state = engaged(table, "9-3", "5-1")
    table.act(state, Pass())
    assert state.slots[0] is None and state.allied_dead == ["9-3"] and state.enemy_dead == ["5-1"]


def test_R25_thirteen_is_an_allied_defeat(table):
    state = engaged(table, "9-3", "4-1")
    table.act(state, Pass())
    assert state.allied_dead == ["9-3"] and "4-1" in state.enemy_retreat and state.enemy_dead == []


def test_R25_combats_resolve_in_column_order_and_an_empty_column_has_no_combat(table):
    state = table.build(5, 0, ready=[["9-4"], [], []], arrivals=("4-1", None, "6-2"),
                        slots=("10-4", "10-5", "9-3"), owners=(0, 1, 2), used=(False, True, True), passes=2)
    # seat 0 can still sortie nowhere: give it a reason to be at an opportunity (a Pact prince engaged)
    state.slots[1], state.princes[0] = "11-6", "11-6"
    state.slot_owner[1] = 0
    events = table.act(state, Pass())
    assert [c[0] for c in combats(events)] == [1, 3]
    assert state.slots[1] == "11-6"  # no arrival in column 2: no combat, it stays


def test_R24_engaged_arrivals_are_revealed_including_leftover_cards(table):
    state = engaged(table, "10-4", "6-1")  # slot 1 was filled on an earlier turn
    events = table.act(state, Pass())
    reveals = [(e.card, e.where) for e in events if isinstance(e, Revealed)]
    assert ("6-1", "arrival1") in reveals
    # the unintercepted column 3 is revealed only when it withdraws in phase 7 (R31)
    assert reveals.index(("6-1", "arrival1")) < reveals.index(("5-2", "arrival3"))


def test_R26_self_sacrifice_sweeps_every_enemy_left_then_the_medal_prince_dies(table):
    state = table.build(5, 0, ready=[[], ["9-4"], []], arrivals=("2-1", "6-1", "3-1"),
                        slots=("11-5", "9-3", None), owners=(0, 1, None), used=(False, True, True))
    capital = list(state.capital)
    events = table.act(state, DeclareSelfSacrifice("11-5"))
    assert combats(events) == [
        (2, "9-3", "6-1", 15, "victory"),  # step B first, the Medal Prince's own slot excluded
        (1, "11-5", "2-1", 13, "sweep_repel"),
        (3, "11-5", "3-1", 14, "sweep_kill"),
    ]
    assert state.allied_dead == ["11-5"] and state.slots[1] == "9-3"
    assert sorted(state.enemy_dead) == ["3-1", "6-1"] and "2-1" in state.enemy_retreat
    assert state.capital == capital and state.damage == []  # nothing left to damage the Capital


def test_R22_self_sacrifice_together_with_the_sortie_is_one_select_action(table):
    state = table.build(5, 0, ready=[["11-5", "9-3"], [], []], arrivals=("6-1", "1-1", None),
                        used=(False, True, True))
    assert SelfSacrifice("11-5", 2) in legal_actions(state)
    events = table.act(state, SelfSacrifice("11-5", 2))
    assert ("1-1" in state.enemy_retreat) and ("6-1" in state.enemy_dead) and state.allied_dead == ["11-5"]
    assert combats(events)[0] == (1, "11-5", "6-1", 17, "sweep_kill")


def test_R22_only_the_medal_prince_declares_self_sacrifice(table):
    state = table.build(5, 0, ready=[["9-3"], ["11-6"], ["11-7"]], arrivals=("6-1", None, None))
    assert table.refused(state, SelfSacrifice("9-3", 1)).rule == "R22"
    assert table.refused(state, DeclareSelfSacrifice("11-5")).rule == "R22"


def test_R23_R27_pact_with_a_sortie_the_prince_dies_even_after_victory_and_the_mage_joins(table):
    state = table.build(5, 1, ready=[["11-5"], ["11-6", "9-3"], ["11-7"]], arrivals=("6-1", None, None),
                        used=(True, False, True))
    events = table.act(state, Pact("11-6", 1))
    assert combats(events) == [(1, "11-6", "6-1", 17, "victory")]
    assert state.allied_dead == ["11-6"] and state.slots[0] is None and "6-1" in state.enemy_dead
    assert HOURGLASS_MAGE in state.ready[1] and state.mage_reserve == [COFFIN_MAGE]


def test_R27_a_prince_killed_in_combat_still_keeps_the_pact(table):
    state = table.build(5, 2, ready=[["11-5"], ["11-6"], ["9-3"]], arrivals=("2-1", "6-1", None),
                        slots=("11-7", None, None), owners=(2, None, None), used=(True, True, False))
    table.act(state, DeclarePact("11-7"))
    assert state.allied_dead == ["11-7"] and COFFIN_MAGE in state.ready[2]


def test_R28_recover_the_capital_returns_the_damage_area_once_and_shuffles(table):
    state = table.build(5, 1, ready=[["11-5"], [], ["11-7"]], arrivals=("6-1", "6-2", None),
                        slots=("11-6", "11-7", None), owners=(1, 2, None), used=(True, False, False),
                        damage=["13-7", "7-1", "8-2"], capital=["10-4"])
    table.act(state, DeclarePact("11-6"))
    assert state.to_act == 2
    events = table.act(state, DeclarePact("11-7"))
    assert sorted(state.mage_reserve) == [] and state.damage == []
    assert sorted(state.capital) == sorted(["10-4", "13-7", "7-1", "8-2"])
    assert [e.zone for e in events if isinstance(e, Shuffled)] == ["capital"]  # once for two Pacts


def test_R28_recovery_comes_before_the_damage_phase(table):
    state = table.build(5, 1, ready=[["11-5"], ["11-6"], ["11-7"]], arrivals=("6-1", "6-2", None),
                        used=(True, False, True), damage=["7-1"], capital=["10-4"])
    table.act(state, Pact("11-6", 1))
    # column 2 went unintercepted: its damage came after the recovery, from the recovered deck of two
    assert len(state.damage) == 1 and len(state.capital) == 1


def test_R29_the_king_slaying_the_slaughter_king_wins_and_skips_phases_7_to_9(table):
    state = engaged(table, KING, "1-1")
    capital = list(state.capital)
    table.act(state, Pass())
    assert state.result.winners == (0, 1, 2) and state.to_act is None
    assert state.damage == [] and state.capital == capital  # column 3's enemy did no damage
    assert state.arrivals[2] == "5-2"


def test_R29_prince_deaths_of_the_winning_turn_count(table):
    state = table.build(5, 1, ready=[["11-5"], ["11-6"], ["11-7"]], arrivals=("1-1", "6-2", None),
                        slots=(KING, None, None), owners=(0, None, None), used=(True, False, True),
                        capital=["7-1"])
    table.act(state, Pact("11-6", 2))
    assert state.result.scores == (2 - 5,) * 3  # one Volunteer, one dead Prince


def test_R30_the_king_lost_check_runs_after_the_engagement(table):
    state = table.build(5, 0, ready=[["9-3"], [], []], arrivals=("2-1", None, None),
                        slots=("11-7", None, None), owners=(2, None, None), used=(False, True, True),
                        passes=2, damage=[KING], allied_dead=["11-6"], princes=("11-5", "11-6", "11-7"))
    state.arrivals[1] = "6-1"  # seat 0 still has a Sortie to pass on
    events = table.act(state, Pass())
    assert state.result.ending == ENDING_LOST and state.result.reason == LOSS_KING
    assert combats(events) == [(1, "11-7", "2-1", 13, "defeat")]
    assert state.damage == [KING]  # phase 7 never ran


def test_R35_the_king_may_scout_and_may_sortie(table):
    from game.requiem.actions import Scout

    state = table.build(2, 0, ready=[[KING], [], []], arrivals=("6-1", None, None))
    assert Scout(KING, 1) in legal_actions(state)
    state = table.build(5, 0, ready=[[KING], [], []], arrivals=("6-1", None, None))
    assert Sortie(KING, 1) in legal_actions(state)


def test_R35_only_the_king_defeats_the_slaughter_king(table):
    for value, card in ALLY.items():
        state = engaged(table, card, "1-1")
        table.act(state, Pass())
        assert (state.result is not None) == (value == 13)


def test_R36_a_mage_is_an_ordinary_card_with_no_declaration(table):
    state = table.build(5, 1, ready=[[], [HOURGLASS_MAGE], []], arrivals=("6-1", None, None),
                        used=(True, False, True), mage_reserve=[COFFIN_MAGE], allied_dead=["11-6"])
    assert legal_actions(state) == [Sortie(HOURGLASS_MAGE, 1), Pass()]
    table.act(state, Sortie(HOURGLASS_MAGE, 1))
    assert state.slots[0] == HOURGLASS_MAGE and "6-1" in state.enemy_dead


def test_R38_a_prince_keeps_its_pact_at_most_once(table):
    state = table.build(5, 1, ready=[[], [HOURGLASS_MAGE], []], arrivals=("6-1", None, None),
                        used=(True, False, True), mage_reserve=[COFFIN_MAGE], allied_dead=["11-6"])
    assert table.refused(state, Pact("11-6", 1)).rule in ("R10", "R23")
    assert not any(isinstance(a, (Pact, DeclarePact)) for a in legal_actions(state))


def test_R23_only_the_hourglass_or_coffin_prince_declares_the_pact(table):
    state = table.build(5, 0, ready=[["11-5", "9-3"], [], []], arrivals=("6-1", None, None))
    assert table.refused(state, Pact("11-5", 1)).rule == "R23"
    assert table.refused(state, DeclarePact("11-6")).rule == "R23"
