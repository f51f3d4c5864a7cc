"""The Demon Lord (M18, M51–M55, M74) and the win (M77)."""

from game.engine.contract import GameOver
from game.marenzan import actions as A


def test_M51_M52_a_turn_beginning_with_the_demon_lord_costs_a_random_hall_card(mz):
    state = mz.build(parties={0: "3-1"}, halls={0: "9-3"}, villages={2: "13-7"})
    assert mz.kind(state) == "window"  # M21 comes first
    mz.act(state, A.Continue())
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("9-3")
    mz.act(state, A.ChooseMountain(0))
    assert mz.kind(state) == "action" and state.present  # M53: the turn continues with step 3
    assert A.ProposeSurrender() not in mz.GAME.legal_actions(state)


def test_M52_the_son_takes_the_demon_lord_home(mz):
    state = mz.build(parties={0: "3-1"}, halls={0: "11-6"}, villages={2: "13-7"})
    mz.act(state, A.Continue())
    assert state.villages[2] is None
    mz.act(state, A.ChooseMountain(0))
    mz.act(state, A.ChooseMountain(1))
    assert mz.C("11-6") in state.mountains[0] and mz.C("13-7") in state.mountains[1]
    assert not state.present


def test_M52_with_an_empty_hall_the_player_gives_up_a_party_card(mz):
    state = mz.build(parties={0: "3-1 6-2"}, villages={2: "13-7"})
    mz.act(state, A.Continue())
    assert mz.kind(state) == "sacrifice"
    assert set(mz.GAME.legal_actions(state)) == {A.Sacrifice("3-1"), A.Sacrifice("6-2")}
    mz.act(state, A.Sacrifice("3-1"))
    assert state.pending["card"] == mz.C("3-1") and state.parties[0] == [mz.C("6-2")]


def test_M52_nothing_happens_with_an_empty_hall_and_party(mz):
    state = mz.build(parties={}, journeys={0: "3-1"}, villages={2: "13-7", 0: "8-2", 1: "8-3", 3: "8-4", 4: "8-5",
                                                                  5: "2-1"})
    mz.act(state, A.Continue())
    assert mz.kind(state) == "action"
    legal = mz.GAME.legal_actions(state)
    assert A.Rout(0) in legal  # M40: Subjugation with an empty Party is Rout only


def test_M54_M18_M77_slaying_wins_for_everyone_and_names_the_hero(mz):
    state = mz.build(players=3, parties={0: "1-1 6-2 7-3 3-1"}, halls={0: "8-2", 1: "9-3 9-4 9-5 9-6 9-7"},
                     villages={4: "13-7"})
    mz.act(state, A.Continue())
    mz.act(state, A.ChooseMountain(0))  # the Appearance took the Ghoul
    events = mz.act(state, A.Slay("6-2", "7-3"))
    assert state.result.winners == (0, 1, 2) and state.result.ending == "marenzan.ending.praise"
    assert state.result.reason == "marenzan.reason.slain"
    assert mz.codes(state.halls[0]) == ["1-1", "13-7", "6-2", "7-3"]  # the only time A and 7 are inducted
    assert state.result.scores == (4, 5, 0) and dict(state.result.details)["heroes"] == (1,)
    assert any(isinstance(e, GameOver) for e in events) and state.to_act is None


def test_M77_tied_heroes_share_the_title(mz):
    state = mz.build(players=2, parties={0: "1-1 6-2 7-3"}, halls={0: "10-7", 1: "9-3 9-4 9-5 9-6"},
                     villages={4: "13-7"})
    mz.act(state, A.Continue())
    mz.drain(state)  # the Appearance takes the only Hall card
    mz.act(state, A.Slay("6-2", "7-3"))
    assert state.result.scores == (4, 4) and dict(state.result.details)["heroes"] == (0, 1)


def test_M24_M31_slaying_is_not_available_the_turn_the_lord_is_drawn(mz):
    state = mz.build(parties={0: "1-1 6-2 7-3"}, tops={0: "13-7"})
    mz.act(state, A.Adventure(0))
    mz.act(state, A.ChooseVillage(0))
    assert mz.kind(state) == "sacrifice"  # M32: Appearance, then Turn-end; no Slaying now
    mz.act(state, A.Sacrifice("6-2"))
    mz.act(state, A.ChooseMountain(1))
    assert state.active == 1


def test_M54_slaying_needs_all_three(mz):
    state = mz.build(parties={0: "1-1 6-2 3-3"}, halls={0: "8-2"}, villages={4: "13-7"})
    mz.act(state, A.Continue())
    mz.drain(state)
    mz.refused(state, A.Slay("6-2", "7-3"), "M54")


def test_M55_repel_returns_the_card_and_the_demon_lord(mz):
    state = mz.build(parties={0: "7-1 3-3"}, halls={0: "8-2"}, villages={4: "13-7"})
    mz.act(state, A.Continue())
    mz.drain(state)
    assert A.Repel("7-1") in mz.GAME.legal_actions(state)
    mz.act(state, A.Repel("7-1"))
    assert state.villages[4] is None
    mz.drain(state, 2)
    assert {mz.C("7-1"), mz.C("13-7")} <= set(state.mountains[2]) and state.active == 1


def test_M55_repel_only_when_present(mz):
    state = mz.build(parties={0: "7-1 3-3"})
    mz.refused(state, A.Repel("7-1"), "M24")
