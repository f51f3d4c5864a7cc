"""The search bot (AI · Hard): legal, reproducible, observation-only, and on every game."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.bots import LEVELS, is_seat_kind, make_bot
from game.engine.rng import Rng
from game.engine.search import Node, SearchBot
from game.engine.simcheck import play_game


def _position(game_id: str, players: int, seed: int, moves: int):
    """A position after `moves` Normal decisions with more than one legal action."""
    game = registry.get(game_id)
    state = game.start(players, seed, {})
    bot = make_bot(game, "normal")
    rng = Rng(seed)
    for _ in range(moves):
        seat = state.to_act
        game.perform(state, bot.choose(game.observe(state, seat), game.legal_actions(state), rng))
    while len(game.legal_actions(state)) < 2:
        seat = state.to_act
        game.perform(state, bot.choose(game.observe(state, seat), game.legal_actions(state), rng))
    return game, state


@pytest.mark.parametrize("game_id,players", [("requiem", 3), ("marenzan", 2)])
def test_same_rng_and_iteration_cap_give_the_same_choice(game_id, players):
    game, state = _position(game_id, players, 4, 9)
    seat = state.to_act
    obs, legal = game.observe(state, seat), game.legal_actions(state)
    choices = []
    for _ in range(2):
        bot = SearchBot(game, think=None, iterations=60)
        rng = Rng(21)
        choices.append((bot.choose(obs, legal, rng), rng.state, bot.last_iterations))
    assert choices[0] == choices[1]
    assert choices[0][0] in legal and choices[0][2] >= 1


@pytest.mark.parametrize("game_id,players", [("requiem", 3), ("marenzan", 2)])
def test_the_search_leaves_the_real_state_alone(game_id, players):
    game, state = _position(game_id, players, 6, 12)
    before = repr(state)
    SearchBot(game, think=None, iterations=40).choose(game.observe(state, state.to_act), game.legal_actions(state),
                                                      Rng(1))
    assert repr(state) == before


def test_a_single_legal_action_is_played_without_search():
    game = registry.get("requiem")
    state = game.start(3, 1, {})
    bot = SearchBot(game, think=None, iterations=50)
    legal = game.legal_actions(state)[:1]
    assert bot.choose(game.observe(state, state.to_act), legal, Rng(1)) == legal[0]
    assert bot.last_iterations == 0


def test_the_search_stops_once_the_leader_cannot_be_caught():
    root = Node(0)
    root.children = {"a": Node(0, visits=50), "b": Node(0, visits=10)}
    assert SearchBot._settled(root, 39)
    assert not SearchBot._settled(root, 40)


def test_the_search_stops_when_one_action_beats_every_other_on_the_same_worlds():
    def child(values):
        return Node(0, visits=len(values), total=sum(values), values=list(values))

    bot = SearchBot(registry.get("requiem"), think=None, iterations=1)
    root = Node(0)
    root.children = {"a": child([0.9, 0.8, 0.85, 0.9, 0.8, 0.9, 0.85, 0.8, 0.9]),
                     "b": child([0.1, 0.2, 0.15, 0.1, 0.2, 0.1, 0.15, 0.2, 0.1])}
    assert bot._clear(root, ["a", "b"])
    assert not bot._clear(root, ["a", "b", "c"])  # an action not tried yet
    root.children["b"] = child([0.9, 0.1, 0.85, 0.2, 0.8, 0.9, 0.1, 0.8, 0.9])
    assert not bot._clear(root, ["a", "b"])


def test_the_normal_choice_gets_enough_worlds_to_be_overruled_on():
    """A departure from the Normal choice is judged on the worlds both were played in (at least
    min_visits pairs): UCB must not starve a clearly worse Normal choice of them, or the search
    could never leave it (Tonight's Heroine kept from the Station, tests/tonight/test_judge_replays.py)."""
    def child(visits, mean):
        return Node(0, visits=visits, available=visits, total=visits * mean, values=[mean] * visits)

    bot = SearchBot(registry.get("requiem"), think=None, iterations=1)
    root = Node(0, visits=105)
    root.children = {"normal": child(5, 0.2), "better": child(100, 0.95)}
    assert bot._root_action(root, ["normal", "better"], "normal") == "normal"
    root.children["normal"] = child(bot.tuning.min_visits, 0.2)
    assert bot._root_action(root, ["normal", "better"], "normal") == "better"
    assert bot._final(root, ["normal", "better"], "normal") == "better"


@pytest.mark.parametrize("game_id,players,moves", [("requiem", 3, 15), ("marenzan", 3, 15), ("tonight", 4, 6),
                                                   ("enfield", 3, 15), ("kami", 4, 15)])
def test_the_time_cap_bounds_a_decision(game_id, players, moves, monkeypatch):
    """A decision ends within its cap and a margin: the playout running at the deadline is cut
    short (it looks at the clock every 8 decisions), whatever the game's playout length. Timed
    in CPU time, which the search is set to count here too, so that other work on the machine
    cannot make the test fail (the product counts wall time, with the same code)."""
    import time

    from game.engine import search

    monkeypatch.setattr(search, "CLOCK", time.process_time)
    game, state = _position(game_id, players, 2, moves)
    bot = SearchBot(game, think=0.15)
    worst = 0.0
    for k in range(3):
        start = time.process_time()
        bot.choose(game.observe(state, state.to_act), game.legal_actions(state), Rng(3 + k))
        worst = max(worst, time.process_time() - start)
    assert bot.last_iterations >= 1
    # the margin: a sampling and the last stretch of the cut playout, on cores shared with the
    # other workers of a parallel test run
    assert worst < 0.15 + 0.3


def test_hard_is_a_level_of_every_game_and_falls_back_to_normal_without_a_sampler():
    assert "hard" in LEVELS
    for game in registry.playable(include_examples=True).values():
        bot = make_bot(game, "hard", think=0.01)
        assert is_seat_kind(game, "hard")
        if game.sample_state is None:
            assert type(bot) is type(make_bot(game, "normal"))
        else:
            assert isinstance(bot, SearchBot)


@pytest.mark.parametrize("game_id,players", [("requiem", 3), ("marenzan", 1), ("marenzan", 4), ("tonight", 4),
                                             ("enfield", 3), ("kami", 3)])
def test_hard_plays_whole_games_legally(game_id, players, monkeypatch):
    game = registry.get(game_id)
    options = {"marenzan": {"turn_limit": 30}, "kami": {"rounds": 1}}.get(game_id, {})
    faults = []
    original = SearchBot.choose

    def counting(self, observation, legal, rng):
        action = original(self, observation, legal, rng)
        faults.append(self.faults)
        return action

    monkeypatch.setattr(SearchBot, "choose", counting)
    session = play_game(game, players, 5, ["hard", "normal"], options, check=True, think=0.01)
    assert session.result is not None
    assert faults and max(faults) == 0

