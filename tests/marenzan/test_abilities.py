"""Abilities (M50, M62–M76)."""

from game.engine.contract import Revealed
from game.marenzan import actions as A
from game.marenzan.events import Statement


def test_M50_M62_the_holy_sword_has_no_ability_and_the_dragon_needs_a_target(mz):
    state = mz.build(parties={0: "1-1 7-1"}, villages={0: "2-1"})
    legal = mz.GAME.legal_actions(state)
    assert not any(isinstance(a, A.Territory) for a in legal)
    mz.refused(state, A.Territory("7-1", 0), "M68")


def test_M63_home_sweet_home_brings_the_whole_journey_back(mz):
    state = mz.build(parties={0: "2-1 3-1"}, journeys={0: "1-1 7-2 6-1"})
    mz.act(state, A.HomeSweetHome("2-1"))
    assert mz.codes(state.parties[0]) == ["1-1", "3-1", "6-1", "7-2"] and state.journeys[0] == []
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("2-1")  # M57


def test_M64_magician_peeks_privately_puts_back_and_may_announce(mz):
    state = mz.build(players=2, parties={0: "3-1 4-1"}, tops={1: "13-7"})
    events = mz.act(state, A.ArcaneSpeaks("3-1", 1))
    peeks = [e for e in events if isinstance(e, Revealed)]
    assert peeks[0].card == "13-7" and peeks[0].visible_to == (0,)
    assert peeks[0].seen_by(1).card is None  # the other seat learns nothing
    assert mz.kind(state) == "put_back"
    size = len(state.mountains[1])
    mz.act(state, A.PutBack(True))
    assert state.mountains[1][0] == mz.C("13-7") and len(state.mountains[1]) == size
    assert mz.kind(state) == "statement"
    events = mz.act(state, A.Announce(6))  # a lie is allowed and not checked
    assert Statement(0, 1, 6) in events and state.statement == (0, 1, 6)
    assert state.journeys[0] == [mz.C("3-1")] and state.active == 1


def test_M64_put_back_on_top_and_say_nothing(mz):
    state = mz.build(players=2, parties={0: "3-1 4-1"}, tops={0: "8-2"})
    mz.act(state, A.ArcaneSpeaks("3-1", 0))
    mz.act(state, A.PutBack(False))
    mz.act(state, A.StaySilent())
    assert state.mountains[0][-1] == mz.C("8-2") and state.statement == (0, 0, 0)


def test_M65_the_saint_takes_the_holy_sword_from_another_player(mz):
    state = mz.build(players=3, parties={0: "4-1 3-1", 2: "1-1 5-5"})
    mz.act(state, A.HeroChosen("4-1"))
    assert mz.C("1-1") in state.parties[0] and state.parties[2] == [mz.C("5-5")]
    assert state.pending["card"] == mz.C("4-1")  # the Saint returns to the mountains
    mz.act(state, A.ChooseMountain(0))
    assert state.journeys[0] == [] and state.active == 1


def test_M65_the_saint_from_a_journey_and_without_effect(mz):
    state = mz.build(players=2, parties={0: "4-1 3-1"}, journeys={1: "1-1"})
    mz.act(state, A.HeroChosen("4-1"))
    assert mz.C("1-1") in state.parties[0]
    state = mz.build(players=2, parties={0: "4-1 3-1"}, villages={0: "1-1"})
    assert A.HeroChosen("4-1") in mz.GAME.legal_actions(state)  # always legal (section 6 item 15)
    mz.act(state, A.HeroChosen("4-1"))
    assert state.villages[0] == mz.C("1-1") and mz.kind(state) == "return"


def test_M66_lure_out_sends_a_random_card_to_its_owners_journey(mz):
    state = mz.build(players=2, parties={0: "5-1 3-1", 1: "6-6"})
    events = mz.act(state, A.LureOut("5-1", 1))
    assert state.parties[1] == [] and mz.C("6-6") in state.journeys[1] or state.parties[1] == [mz.C("6-6")]
    assert ("6-6", "party.1", "table") in mz.moves(events)  # revealed to all (M76)
    assert state.journeys[0] == [mz.C("5-1")]


def test_M66_M57_a_lured_spirit_returns_to_the_mountains(mz):
    state = mz.build(players=2, parties={0: "5-1 3-1", 1: "2-2"})
    mz.act(state, A.LureOut("5-1", 1))
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("2-2") and state.journeys[1] == []


def test_M67_ask_a_favour_takes_a_random_card_and_leaves_the_knight(mz):
    state = mz.build(players=2, parties={0: "6-1 3-1", 1: "7-7 4-4"})
    mz.act(state, A.AskFavour("6-1", 1))
    assert len(state.parties[0]) == 2 and len(state.parties[1]) == 1
    taken = (set(state.parties[0]) - {mz.C("3-1")}).pop()
    assert taken in (mz.C("7-7"), mz.C("4-4"))
    assert state.journeys[1] == [mz.C("6-1")]


def test_M67_ask_an_empty_party_only_moves_the_knight(mz):
    state = mz.build(players=2, parties={0: "6-1 3-1"})
    mz.act(state, A.AskFavour("6-1", 1))
    # M56 step 2: seat 1's Party was empty, so the Knight in its Journey comes straight back
    assert state.parties[1] == [mz.C("6-1")] and state.parties[0] == [mz.C("3-1")]


def test_M68_the_dragon_drives_away_a_demon_or_dragon_but_not_the_demon_lord(mz):
    state = mz.build(parties={0: "7-1 3-1"}, villages={0: "12-7", 1: "7-3"})
    legal = mz.GAME.legal_actions(state)
    assert A.Territory("7-1", 0) in legal and A.Territory("7-1", 1) in legal
    mz.act(state, A.Territory("7-1", 0))
    assert state.villages[0] is None and state.pending["card"] == mz.C("12-7")
    mz.act(state, A.ChooseMountain(1))
    assert state.journeys[0] == [mz.C("7-1")]


def test_M74_the_demon_lord_is_no_target_for_the_dragon(mz):
    state = mz.build(parties={0: "7-1 3-1"}, halls={0: "8-3"}, villages={2: "13-7"})
    mz.act(state, A.Continue())
    mz.drain(state)
    assert not any(isinstance(a, A.Territory) for a in mz.GAME.legal_actions(state))


def _win_against(mz, demon: str, players=2, halls=None, seed=1):
    state = mz.build(players=players, parties={0: "4-1 6-2 3-1 5-1"}, villages={0: demon}, halls=halls or {},
                     seed=seed)
    pair = {"9": ("4-1", "6-2"), "10": ("5-1", "6-2"), "12": ("3-1", "4-1")}[demon.split("-")[0]]
    mz.act(state, A.Fight(0, pair))
    return state


def test_M69_ghoul_impersonation(mz):
    state = mz.build(players=2, parties={0: "4-1 5-1"}, villages={0: "8-3"}, halls={1: "10-4"})
    mz.act(state, A.Fight(0, ("4-1", "5-1")))
    assert set(mz.GAME.legal_actions(state)) >= {A.KeepTrophy(), A.Impersonate(0), A.Impersonate(1)}
    mz.act(state, A.Impersonate(1))
    # the Ghoul joined seat 1's Hall, then one of its two cards came to seat 0
    assert len(state.halls[0]) == 1 and len(state.halls[1]) == 1
    assert {state.halls[0][0], state.halls[1][0]} == {mz.C("8-3"), mz.C("10-4")}


def test_M70_golem_rampage_returns_up_to_two_hall_cards(mz):
    state = _win_against(mz, "9-4", halls={1: "8-2 8-3 8-4"})
    mz.act(state, A.Rampage(1))
    assert len(state.halls[1]) == 1
    assert [state.pending["card"].rank for _ in range(1)] == [8]
    mz.drain(state)
    assert mz.C("9-4") in [c for pile in state.mountains for c in pile]
    state = _win_against(mz, "9-4", halls={1: "8-2"})
    mz.act(state, A.Rampage(1))
    assert state.halls[1] == []  # fewer than two: all of it


def test_M71_evil_mercenary_steals_an_adventurer(mz):
    state = _win_against(mz, "10-4", halls={1: "5-5"})
    mz.act(state, A.StealCredit(1))
    assert state.halls[0] == [mz.C("5-5")] and state.halls[1] == []
    assert state.pending["card"] == mz.C("10-4")  # he returns in every case


def test_M71_evil_mercenary_returns_a_non_adventurer(mz):
    state = _win_against(mz, "10-4", halls={1: "9-5"})
    mz.act(state, A.StealCredit(1))
    assert state.halls == [[], []] and state.pending["card"] == mz.C("9-5")


def test_M73_necromancer_pact_with_a_hall(mz):
    state = _win_against(mz, "12-7", halls={0: "9-3", 1: "8-2 8-3 11-5"})
    mz.act(state, A.Pact(1, 8))
    assert state.halls[1] == [mz.C("11-5")]
    mz.drain(state)  # the two Ghouls, then the own Hall card and the Necromancer
    assert state.halls[0] == [] and mz.C("12-7") in [c for pile in state.mountains for c in pile]


def test_M73_necromancer_pact_with_an_empty_own_hall_costs_a_fight_card(mz):
    state = _win_against(mz, "12-7", halls={1: "8-2"})
    mz.act(state, A.Pact(1, 8))
    mz.act(state, A.ChooseMountain(0))
    assert mz.kind(state) == "necro_pay"
    assert set(mz.GAME.legal_actions(state)) == {A.PayNecromancer("3-1"), A.PayNecromancer("4-1")}
    mz.act(state, A.PayNecromancer("4-1"))
    mz.drain(state)
    assert mz.kind(state) == "induct"
    assert mz.GAME.legal_actions(state) == [A.Induct("3-1"), A.EndInduction()]


def test_M75_any_player_includes_yourself(mz):
    state = mz.build(players=1, parties={0: "5-1 3-1 4-4"})
    assert A.LureOut("5-1", 0) in mz.GAME.legal_actions(state)
    mz.act(state, A.LureOut("5-1", 0))
    assert len(state.parties[0]) == 1 and len(state.journeys[0]) == 2


def test_M76_random_picks_depend_on_the_seed_only(mz):
    picks = set()
    for seed in range(12):
        state = mz.build(players=2, parties={0: "6-1 3-1", 1: "7-7 4-4 5-5"}, seed=seed)
        mz.act(state, A.AskFavour("6-1", 1))
        picks.add(tuple(mz.codes(state.parties[1])))
        again = mz.build(players=2, parties={0: "6-1 3-1", 1: "7-7 4-4 5-5"}, seed=seed)
        mz.act(again, A.AskFavour("6-1", 1))
        assert again == state
    assert len(picks) == 3  # every card can be the one picked
