"""The public moves the log tells (section 5: everything here is public but the Magician's peek):
the first placements (M9, M10), the pair and its sum or product in a fight (M34, M36), and where
returned and used cards go (M49, M56, M40, M47). Driven through new_game / apply."""

from __future__ import annotations

from game.engine.bots import bot_rng, make_bot
from game.engine.contract import CardMoved, Message, events_for
from game.engine.seven import Card
from game.marenzan import GAME
from game.marenzan import actions as A


def lines(events, key: str) -> list[dict]:
    """The arguments of every Message `key` among `events`, each checked to be public."""
    found = [e for e in events if isinstance(e, Message) and e.key == key]
    assert all(e.visible_to is None for e in found), found
    return [dict(e.args) for e in found]


def label(code: str) -> str:
    return Card.from_code(code).label


def seeded_steps(seed: int, players: int = 3):
    """(state, action, events) of a seeded game of random AIs, through the public contract."""
    state = GAME.new_game(players, seed, {})
    bot, rng = make_bot(GAME, "random"), bot_rng(seed, 0)
    while state.result is None:
        action = bot.choose(GAME.observe(state, state.to_act), GAME.legal_actions(state), rng)
        yield state, action, GAME.apply(state, action)


def test_M9_each_first_placement_names_its_card_mountain_and_village():
    for seed in range(6):
        state = GAME.new_game(2, seed, {})
        drawn = list(state.setup_cards)
        for mountain, card in enumerate(drawn):
            village = GAME.legal_actions(state)[-1].village
            events = GAME.apply(state, A.ChooseVillage(village))
            kind = "guarded" if card.rank <= 6 else "ruled"  # M9: guard-type guards, threat-type rules
            said = lines(events, f"marenzan.log.first_place.{kind}")
            assert said == [{"card": card.label, "mountain": mountain + 1, "village": village + 1}]


def test_M10_a_prophetic_dream_is_told_before_the_first_placement():
    dreamt = next(s for s in range(300) if GAME.new_game(3, s, {}).dreams)
    state = GAME.new_game(3, dreamt, {})
    events = GAME.apply(state, GAME.legal_actions(state)[0])
    assert lines(events, "marenzan.log.dream") == [{"count": state.dreams}]
    keys = [e.key for e in events if isinstance(e, Message)]
    assert keys.index("marenzan.log.dream") < keys.index(next(k for k in keys if "first_place" in k))
    quiet = next(s for s in range(300) if not GAME.new_game(3, s, {}).dreams)
    state = GAME.new_game(3, quiet, {})
    assert not lines(GAME.apply(state, GAME.legal_actions(state)[0]), "marenzan.log.dream")


def test_M34a_a_sword_fight_names_both_cards_and_the_sum(mz):
    state = mz.build(parties={0: "4-1 6-2 3-1"}, villages={2: "9-4"})
    events = mz.act(state, A.Fight(2, ("4-1", "6-2")))
    assert lines(events, "marenzan.log.fight") == [
        {"seat": 1, "card": label("9-4"), "first": label("4-1"), "second": label("6-2")}]
    assert lines(events, "marenzan.log.pair.sword") == [{"x": 4, "y": 6, "total": 10, "value": 9}]


def test_M34b_a_magic_fight_names_the_product(mz):
    state = mz.build(parties={0: "3-1 4-2"}, villages={0: "12-6"})
    events = mz.act(state, A.Fight(0, ("3-1", "4-2")))
    assert lines(events, "marenzan.log.pair.magic") == [{"x": 3, "y": 4, "value": 12}]


def test_M34c_a_holy_sword_fight_says_the_sword_and_adventurer_win(mz):
    state = mz.build(parties={0: "1-1 5-2"}, villages={1: "11-5"})
    events = mz.act(state, A.Fight(1, ("1-1", "5-2")))
    assert lines(events, "marenzan.log.fight")[0]["first"] == label("1-1")
    assert lines(events, "marenzan.log.pair.holy_sword") == [{"card": label("11-5")}]


def test_M36_a_supported_fight_tells_the_pair_of_the_caller_and_the_supporter(mz):
    state = mz.build(players=3, parties={0: "4-1 2-1", 2: "6-3"}, villages={3: "9-5"})
    mz.act(state, A.CallForHelp(3, "4-1"))
    mz.act(state, A.DeclineSupport())  # seat 1 is asked first (M36)
    events = mz.act(state, A.Support("6-3"))
    assert lines(events, "marenzan.log.support") == [{"seat": 3, "card": label("6-3")}]
    assert lines(events, "marenzan.log.pair.sword") == [{"x": 4, "y": 6, "total": 10, "value": 9}]


def test_M49_every_returned_card_is_told_with_its_mountain_and_who_chose():
    seen = 0
    for seed in range(4):
        for state, action, events in seeded_steps(seed):
            back = [(e.card, int(e.dst.split(".")[1]) + 1) for e in events
                    if isinstance(e, CardMoved) and e.dst.startswith("mountain.") and e.src == "table"]
            said = [(s["card"], s["mountain"]) for s in lines(events, "marenzan.log.returned")]
            assert said == [(label(code), m) for code, m in back], (seed, action)
            seen += len(back)
    assert seen > 20


def test_M48_the_return_action_names_the_card_and_mountain(mz):
    state = mz.build(parties={0: "5-3 6-1"}, active=0)
    events = mz.act(state, A.ReturnCard("5-3", 2))
    assert lines(events, "marenzan.log.returned") == [{"seat": 1, "card": label("5-3"), "mountain": 3}]


def test_M56_used_cards_are_told_going_into_each_journey(mz):
    state = mz.build(players=3, parties={0: "4-1 2-1", 2: "6-3 3-3"}, villages={3: "9-5"})
    mz.act(state, A.CallForHelp(3, "4-1"))
    mz.act(state, A.DeclineSupport())
    mz.act(state, A.Support("6-3"))
    events = mz.act(state, A.KeepTrophy()) if mz.kind(state) == "trophy" else []
    while mz.kind(state) == "induct":
        events += mz.act(state, A.EndInduction())
    journeys = lines(events, "marenzan.log.to_journey")
    assert journeys == [{"seat": 1, "cards": (label("4-1"),), "count": 1},
                        {"seat": 3, "cards": (label("6-3"),), "count": 1}]


def test_M57_a_used_spirit_is_told_going_back_to_a_mountain(mz):
    state = mz.build(parties={0: "2-1 3-1"}, journeys={0: "6-1"})
    mz.act(state, A.HomeSweetHome("2-1"))
    events = mz.act(state, A.ChooseMountain(1))
    assert lines(events, "marenzan.log.returned") == [{"seat": 1, "card": label("2-1"), "mountain": 2}]
    assert not lines(events, "marenzan.log.to_journey")


def test_M40_join_names_the_cards_shown_and_taken(mz):
    state = mz.build(parties={0: "4-1 5-2"}, journeys={0: "6-1 3-2"})
    mz.act(state, A.Join(("4-1", "5-2")))
    mz.act(state, A.TakeFromJourney("3-2"))
    events = mz.act(state, A.TakeFromJourney("6-1"))
    assert lines(events, "marenzan.log.join") == [
        {"seat": 1, "shown": (label("4-1"), label("5-2")), "taken": (label("3-2"), label("6-1"))}]


def test_M47_the_holy_knight_tells_where_sword_and_knight_go(mz):
    state = mz.build(parties={0: "1-1 6-2"}, villages={0: "7-3"})
    events = mz.act(state, A.ChallengeKnight(0, "6-2"))
    assert lines(events, "marenzan.log.holy_knight") == [{"seat": 1, "card": label("6-2")}]


def test_M17c_M59a_a_card_entering_a_village_is_told_with_the_village(mz):
    state = mz.build(parties={0: "3-1"}, villages={0: "9-3"}, tops={0: "8-2"})
    mz.act(state, A.Adventure(0))
    events = mz.act(state, A.ChooseVillage(4))  # M17 (c): the player picks an Empty village
    placed = lines(events, "marenzan.log.placed.ruled")
    assert placed == [{"card": label("8-2"), "village": 5}] and state.villages[4] == mz.C("8-2")


def test_M64_only_the_magicians_user_reads_the_peeked_card(mz):
    state = mz.build(players=3, parties={0: "3-1 4-1"}, tops={1: "13-7"})
    events = mz.act(state, A.ArcaneSpeaks("3-1", 1))
    seen = [e for e in events if isinstance(e, Message) and e.key == "marenzan.log.peek_seen"]
    assert [(e.visible_to, dict(e.args)) for e in seen] == [((0,), {"seat": 1, "card": label("13-7")})]
    for other in (1, 2, None):  # the others (and an onlooker) read the public line only
        theirs = [e for e in events_for(events, other) if isinstance(e, Message)]
        assert [e.args for e in theirs if e.key == "marenzan.log.peek_seen"] == [None]
        assert [dict(e.args)["mountain"] for e in theirs if e.key == "marenzan.log.peek"] == [2]
    put_back = mz.act(state, A.PutBack(False))
    assert not any(isinstance(e, Message) and e.key == "marenzan.log.returned" for e in put_back)  # not M49
