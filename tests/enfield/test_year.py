"""E7–E12: the calendar, the end, holidays, staking the target card, turns, the deck."""

from game.enfield.actions import Attach, Pass, Roll, Stake
from game.enfield.events import MemberTurned
from game.enfield.state import HOLIDAYS, MONTHS, ROUNDS, is_holiday
from game.engine.contract import CardMoved, GameOver, Revealed


def _finish_turn(T, state):
    """Walk one step to an empty square, work with a 2, give the card to member 0."""
    seat = state.active
    square = state.squads[seat].piece
    from game.enfield.board import move_paths
    path = next(p for n in range(1, 7) for p in move_paths(square, n) if p[-1] not in state.markers
                and all(s.piece != p[-1] for s in state.squads))
    events = T.walk(state, path, 2)
    while state.phase == "encounter":
        events += T.act(state, Pass(state.encounters[0]))
    if state.phase == "attach":
        events += T.act(state, Attach(0))
    return events


def test_E7_fifteen_rounds_with_three_holidays_and_twelve_months():
    assert ROUNDS == 15 and HOLIDAYS == (4, 8, 12)
    assert [r for r in range(1, 16) if not is_holiday(r)] == sorted(MONTHS)
    assert MONTHS[1] == "april" and MONTHS[5] == "july" and MONTHS[13] == "january" and MONTHS[15] == "march"


def test_E7_round_3_is_followed_by_holiday_4_then_july(T):
    state = T.at_roll(2)
    state.round = 3
    state.squads[1].piece = "M1"
    state.squads[0].party[1].incapacitated = True
    _finish_turn(T, state)  # seat 0
    events = _finish_turn(T, state)  # seat 1: the round ends
    keys = T.keys(events)
    assert "enfield.msg.holiday" in keys
    weekday = next(e for e in events if getattr(e, "key", "") == "enfield.msg.weekday")
    assert dict(weekday.args)["round"] == 5 and dict(weekday.args)["month_en"] == "July"
    assert state.round == 5 and state.phase == "stake"


def test_E8_the_game_ends_after_round_15(T):
    state = T.at_roll(2)
    state.round = 15
    state.squads[1].piece = "M1"
    for squad in state.squads:
        squad.deck.clear()
    _finish_turn(T, state)
    assert state.result is None
    events = _finish_turn(T, state)
    assert state.to_act is None and state.result is not None
    assert T.of_type(events, GameOver)[0].winners == state.result.winners
    assert state.result.scores == (1, 1)


def test_E9_holiday_turns_every_incapacitated_member_upright(T):
    state = T.at_roll(3)
    state.round = 3
    state.squads[1].party[0].incapacitated = True
    state.squads[2].party[2].incapacitated = True
    state.squads[1].piece, state.squads[2].piece = "M1", "Y3"
    for _ in range(3):
        events = _finish_turn(T, state)
    turned = T.of_type(events, MemberTurned)
    assert {(e.seat, e.member, e.incapacitated) for e in turned} == {(1, 0, False), (2, 2, False)}
    assert not any(m.incapacitated for s in state.squads for m in s.party)
    # AE27: nothing else happens: no stake was taken for the holiday, nobody moved
    assert all(len(s.deck) == 11 for s in state.squads)


def test_E10_stakes_are_secret_until_all_are_chosen_then_revealed_together(T):
    state = T.new(3)
    first = T.act(state, Stake("A03"))
    moved = T.of_type(first, CardMoved)[0]
    assert moved.seen_by(0).card == "A03" and moved.seen_by(1).card is None
    assert not T.of_type(first, Revealed)
    assert T.game.observe(state, 1).squads[0].target is None
    assert T.game.observe(state, 1).squads[0].staked
    assert T.game.observe(state, 0).squads[0].target == "A03"
    T.act(state, Stake("D02"))
    last = T.act(state, Stake("D03"))
    assert [(e.card, e.where) for e in T.of_type(last, Revealed)] == [("A03", "target0"), ("D02", "target1"),
                                                                      ("D03", "target2")]
    assert T.game.observe(state, 1).squads[0].target == "A03"
    assert state.phase == "roll" and state.to_act == 0


def test_E10_a_card_not_in_the_deck_cannot_be_staked(T):
    state = T.new(2)
    T.refused(state, Stake("A05"), "E10")  # Shieldwall has no Alley Cat
    T.refused(state, Roll(), "E10")


def test_E11_turns_follow_the_turn_order(T):
    state = T.new(3, seed=4, turn_order="random")
    T.stake_all(state)
    seen = []
    for _ in range(3):
        seen.append(state.active)
        assert state.to_act == state.active
        _finish_turn(T, state)
    assert seen == state.order


def test_E12_one_card_leaves_each_deck_each_weekday_and_the_last_is_staked_without_a_choice(T):
    state = T.at_roll(2)
    assert [len(s.deck) for s in state.squads] == [11, 11]
    state.round = 14
    for squad in state.squads:
        del squad.deck[1:]
    state.squads[1].piece = "M1"
    _finish_turn(T, state)
    events = _finish_turn(T, state)  # round 15: each deck has one card left
    assert state.round == 15 and state.phase == "roll"
    assert len(T.of_type(events, Revealed)) == 2
    assert all(len(s.deck) == 0 for s in state.squads)
