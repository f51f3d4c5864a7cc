"""The search's view of a Marenzan position (evaluate.py) and how Hard uses it."""

from __future__ import annotations

from game.engine.rng import Rng
from game.engine.search import SearchBot
from game.marenzan import GAME
from game.marenzan import actions as A
from game.marenzan.evaluate import NAMES, TUNING, WEIGHTS, evaluate, features

from .conftest import act, build, drain_returns


def test_every_player_count_has_one_weight_a_feature():
    assert sorted(WEIGHTS) == [1, 2, 3, 4]
    assert all(len(w) == len(NAMES) for w in WEIGHTS.values())
    state = build(players=3, parties={0: "3-1 4-2", 1: "5-3", 2: "6-4"}, villages={0: "8-2"})
    assert len(features(state)) == len(NAMES)


def test_m54_holy_dragon_knight_in_one_party_with_the_demon_lord_out_is_worth_most():
    # M54: the Slaying needs the Holy Sword, a Knight and a Dragon in one Party and the Demon Lord
    # face up in a village; the same cards split between two Parties cannot slay.
    ready = build(players=2, parties={0: "1-1 6-4 7-7", 1: "3-2"}, villages={2: "13-7"})
    split = build(players=2, parties={0: "1-1 6-4", 1: "7-7 3-2"}, villages={2: "13-7"})
    waiting = build(players=2, parties={0: "1-1 6-4 7-7", 1: "3-2"})
    assert evaluate(ready)[0] > evaluate(split)[0]
    assert evaluate(ready)[0] > evaluate(waiting)[0]


def test_m20_five_threats_in_the_villages_are_worse_than_three():
    calm = build(players=1, parties={0: "3-1 4-2"}, villages={0: "8-2", 1: "9-3", 2: "10-4"})
    grim = build(players=1, parties={0: "3-1 4-2"}, villages={0: "8-2", 1: "9-3", 2: "10-4", 3: "11-5", 4: "12-6"})
    assert 0.0 <= evaluate(grim)[0] < evaluate(calm)[0] <= 1.0


def test_m19_a_mountain_near_the_barrier_is_worse():
    full = build(players=1, parties={0: "3-1 4-2"})
    low = build(players=1, parties={0: "3-1 4-2"}, sizes=(5, len(full.mountains[1]), len(full.mountains[2])))
    assert evaluate(low)[0] < evaluate(full)[0]


def test_hard_searches_only_normal_and_the_best_looking_actions_when_there_are_many():
    # A Party of five gives many Returns (a card to one of three mountains, M48), Joins and more.
    state = build(players=1, parties={0: "3-1 4-2 5-3 6-4 2-1"}, journeys={0: "3-2 5-1"}, villages={0: "8-2"})
    legal = GAME.legal_actions(state)
    assert TUNING.root_width is not None and len(legal) > TUNING.root_width
    bot = SearchBot(GAME, think=None, iterations=40)
    seen = []
    original = bot._root_action

    def spy(root, actions, normal):
        seen.append(len(actions))
        return original(root, actions, normal)

    bot._root_action = spy
    choice = bot.choose(GAME.observe(state, 0), legal, Rng(3))
    assert choice in legal and bot.faults == 0
    assert seen and max(seen) == TUNING.root_width


def test_m18_a_won_game_is_worth_its_result_and_a_share_of_honour():
    state = build(players=2, parties={0: "1-1 6-2 7-3 3-1"}, halls={0: "8-2"}, villages={4: "13-7"})
    act(state, A.Continue())
    drain_returns(state)  # the Appearance takes the only Hall card
    act(state, A.Slay("6-2", "7-3"))
    assert state.result is not None and state.result.winners
    assert all(v >= 0.95 for v in evaluate(state))
