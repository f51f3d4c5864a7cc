"""Join (M40), Recruit and Refusal (M41–M43, M82), Dragons (M44–M47), Return (M48, M49)."""

from game.marenzan import actions as A


def test_M40_join_takes_as_many_journey_adventurers_as_revealed(mz):
    state = mz.build(parties={0: "3-1 6-2 2-1"}, journeys={0: "5-1 5-2 4-3 1-1 7-2"})
    legal = mz.GAME.legal_actions(state)
    assert A.Join(("3-1", "6-2")) in legal and A.Join(("2-1",)) not in legal
    mz.act(state, A.Join(("3-1", "6-2")))
    assert mz.kind(state) == "join_take" and state.pending["left"] == 2
    # M40: the Holy Sword and Dragons cannot be taken this way
    assert {a.card for a in mz.GAME.legal_actions(state)} == {"5-1", "5-2", "4-3"}
    mz.act(state, A.TakeFromJourney("5-2"))
    mz.act(state, A.TakeFromJourney("4-3"))
    assert mz.codes(state.parties[0]) == ["2-1", "3-1", "4-3", "5-2", "6-2"]
    assert mz.codes(state.journeys[0]) == ["1-1", "5-1", "7-2"]
    assert state.active == 1  # no Used-card processing, Turn-end only


def test_M40_join_no_more_than_the_journey_holds(mz):
    state = mz.build(parties={0: "3-1 6-2"}, journeys={0: "5-1 7-2"})
    mz.refused(state, A.Join(("3-1", "6-2")), "M40")


def test_M41_recruit_from_a_village_pays_an_adventurer(mz):
    state = mz.build(parties={0: "3-1 2-1"}, villages={4: "1-1"})
    assert A.RecruitVillage(4, "2-1") not in mz.GAME.legal_actions(state)
    mz.act(state, A.RecruitVillage(4, "3-1"))
    assert state.villages[4] is None and mz.C("1-1") in state.parties[0]
    assert state.journeys[0] == [mz.C("3-1")]  # used-card processing


def test_M41_the_holy_sword_cannot_pay(mz):
    state = mz.build(parties={0: "1-1 2-1"}, villages={4: "4-1"})
    mz.refused(state, A.RecruitVillage(4, "1-1"), "M41")


def test_M42_M43_recruit_from_a_journey_may_be_refused_with_a_lower_card(mz):
    state = mz.build(players=3, parties={0: "5-2 3-1", 1: "4-2 6-1 2-2", 2: "3-2"}, journeys={1: "6-3"})
    mz.act(state, A.RecruitJourney(1, "6-3", "5-2"))
    assert mz.kind(state) == "refusal" and state.to_act == 1
    assert set(mz.GAME.legal_actions(state)) == {A.Refuse("4-2"), A.Refuse("2-2"), A.AllowRecruit()}
    mz.refused(state, A.Refuse("6-1"), "M43")
    mz.act(state, A.Refuse("4-2"))
    assert state.journeys[1] == [mz.C("6-3"), mz.C("4-2")]  # the refusing card is placed by M56
    assert state.journeys[0] == [mz.C("5-2")] and state.active == 1


def test_M42_allowed_recruit_moves_the_card(mz):
    state = mz.build(players=2, parties={0: "2-1 3-1", 1: "4-2"}, journeys={1: "6-3"})
    mz.act(state, A.RecruitJourney(1, "6-3", "2-1"))
    mz.act(state, A.AllowRecruit())
    assert mz.C("6-3") in state.parties[0] and state.journeys[1] == []
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("2-1")  # M57


def test_M42_only_another_players_journey_and_never_with_a_dragon(mz):
    state = mz.build(players=2, parties={0: "7-1 3-1"}, journeys={0: "5-5", 1: "6-3"})
    legal = mz.GAME.legal_actions(state)
    assert A.RecruitJourney(1, "6-3", "3-1") in legal
    assert A.RecruitJourney(1, "6-3", "7-1") not in legal
    assert not any(isinstance(a, A.RecruitJourney) and a.owner == 0 for a in legal)


def test_M43_a_spirit_refusal_goes_to_the_mountains(mz):
    state = mz.build(players=2, parties={0: "6-2", 1: "2-2 3-3"}, journeys={1: "6-3"})
    mz.act(state, A.RecruitJourney(1, "6-3", "6-2"))
    mz.act(state, A.Refuse("2-2"))
    assert mz.kind(state) == "return" and state.pending["card"] == mz.C("2-2") and state.to_act == 0


def test_M82_hometown_ties_only_the_sword_or_a_spirit_refuses(mz):
    state = mz.build(players=2, parties={0: "5-3", 1: "4-2 2-2 1-1"}, journeys={1: "6-3"},
                     options={"hometown": True})
    mz.act(state, A.RecruitJourney(1, "6-3", "5-3"))  # both of suit III
    assert set(mz.GAME.legal_actions(state)) == {A.Refuse("1-1"), A.Refuse("2-2"), A.AllowRecruit()}
    mz.refused(state, A.Refuse("4-2"), "M82")


def test_M82_other_suits_refuse_as_usual(mz):
    state = mz.build(players=2, parties={0: "5-2", 1: "4-2"}, journeys={1: "6-3"}, options={"hometown": True})
    mz.act(state, A.RecruitJourney(1, "6-3", "5-2"))
    assert A.Refuse("4-2") in mz.GAME.legal_actions(state)


def test_M44_M45_petition_two_cards_adding_to_seven(mz):
    state = mz.build(parties={0: "3-1 4-2 2-1 5-1"}, villages={3: "7-4"})
    legal = mz.GAME.legal_actions(state)
    assert A.Petition(3, ("3-1", "4-2")) in legal and A.Petition(3, ("2-1", "5-1")) in legal
    mz.act(state, A.Petition(3, ("3-1", "4-2")))
    assert state.villages[3] is None and mz.C("7-4") in state.parties[0]
    mz.drain(state, 2)
    assert {mz.C("3-1"), mz.C("4-2")} <= set(state.mountains[2]) and state.active == 1
    assert state.journeys[0] == []  # M45: no Used-card processing


def test_M46_challenge_with_the_holy_sword(mz):
    state = mz.build(parties={0: "1-1 3-1"}, villages={3: "7-4"})
    mz.act(state, A.ChallengeSword(3))
    assert mz.C("7-4") in state.parties[0] and state.pending["card"] == mz.C("1-1")


def test_M47_challenge_as_the_holy_knight(mz):
    state = mz.build(parties={0: "1-1 6-3 3-1"}, villages={3: "7-4"})
    mz.act(state, A.ChallengeKnight(3, "6-3"))
    assert mz.C("7-4") in state.parties[0]
    assert state.journeys[0] == [mz.C("1-1")] and state.halls[0] == [mz.C("6-3")]
    assert state.active == 1


def test_M45_petition_needs_a_dragon_in_a_village(mz):
    state = mz.build(parties={0: "3-1 4-2"}, villages={3: "8-4"})
    mz.refused(state, A.Petition(3, ("3-1", "4-2")), "M45")


def test_M48_M49_return_any_card_to_a_chosen_mountain_which_is_shuffled(mz):
    state = mz.build(parties={0: "7-1 3-1"}, sizes=(10, 10, 10))
    events = mz.act(state, A.ReturnCard("7-1", 2))
    assert mz.C("7-1") in state.mountains[2] and len(state.mountains[2]) == 11
    assert any(getattr(e, "zone", None) == "mountain.2" for e in events)  # Shuffled
    assert state.active == 1


def test_M49_cards_returned_together_may_go_to_different_mountains(mz):
    state = mz.build(parties={0: "2-1 5-1"}, villages={3: "7-4"})
    mz.act(state, A.Petition(3, ("2-1", "5-1")))
    mz.act(state, A.ChooseMountain(0))
    mz.act(state, A.ChooseMountain(2))
    assert mz.C("2-1") in state.mountains[0] and mz.C("5-1") in state.mountains[2]
