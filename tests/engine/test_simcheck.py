"""The random-simulation checker passes a sound game and catches broken ones."""

import dataclasses
from dataclasses import dataclass

import pytest

from game.engine.contract import Action, GameDef, Result
from game.engine.rng import Rng
from game.engine.simcheck import SimulationError, check_random_games
from game.examples import highcard
from game.examples.highcard import GAME


def test_a_sound_game_passes_a_few_hundred_seeds():
    stats = check_random_games(GAME, range(300))
    assert stats.games == 300
    assert stats.steps > 300 * 6
    assert stats.endings == {"highcard.ending": 300}


def test_it_passes_with_the_simple_bot_too():
    assert check_random_games(GAME, range(50), bots=("simple", "random")).games == 50


@dataclass(frozen=True)
class Tick(Action):
    n: int = 0
    label = "tick"


@dataclass
class Counter:
    rng: Rng
    count: int = 0
    to_act: int | None = 0
    result: Result | None = None


def counter_game(**changes) -> GameDef:
    def perform(state, action):
        state.count += 1
        if state.count >= 5:
            state.to_act, state.result = None, Result((0,), "done")
        return []

    base = GameDef("counter", "Counter", "カウンター", 1, 1, 1, lambda n, seed, o: Counter(Rng(seed)),
                   lambda s: [Tick(0)], perform, lambda s, seat: {"count": s.count}, (Tick,), max_steps=20)
    return dataclasses.replace(base, **changes)


def test_the_counter_game_itself_is_sound():
    assert check_random_games(counter_game(), range(3)).games == 3


def test_it_catches_a_game_that_never_ends():
    def forever(state, action):
        state.count += 1
        return []

    with pytest.raises(SimulationError, match="no end"):
        check_random_games(counter_game(perform=forever), range(1))


def test_it_catches_a_seat_with_no_legal_action():
    with pytest.raises(SimulationError, match="no legal action"):
        check_random_games(counter_game(legal_actions=lambda s: []), range(1))


def test_it_catches_a_refusal_that_changes_the_state():
    from game.engine.contract import IllegalAction

    def sloppy(state, action):
        state.count += 100  # damage done before refusing
        return IllegalAction("X1", "no")

    with pytest.raises(SimulationError, match="changed the state"):
        check_random_games(counter_game(why_illegal=sloppy), range(1))


def test_it_catches_a_game_that_does_not_replay():
    calls = {"n": 0}

    def drifting_new(n, seed, options):
        calls["n"] += 1
        return Counter(Rng(seed + calls["n"]))

    with pytest.raises(SimulationError, match="does not replay"):
        check_random_games(counter_game(new_game=drifting_new), range(1))


def test_it_catches_an_observation_that_is_not_plain_data():
    with pytest.raises(TypeError):
        check_random_games(counter_game(observe=lambda s, seat: object()), range(1))


def test_highcard_refuses_with_its_rule():
    from game.engine.contract import IllegalAction

    state = GAME.start(2, 1)
    card = state.hands[1][0].code
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, highcard.Play(card))
    assert refused.value.rule == "H1"


_READ: list = []  # what the reading bot was handed, decision by decision


class _Reader:
    """A bot that reads its observation (as every bot but the random one does)."""

    def choose(self, observation, legal, rng):
        _READ.append(observation)
        return legal[0]


def test_a_blind_bot_is_handed_no_observation_and_a_reading_bot_is():
    from game.engine.simcheck import play_game

    asked = []

    def observe(state, seat):
        asked.append(seat)
        return {"count": state.count}

    play_game(counter_game(observe=observe), 1, 0, ("random",))
    assert asked == []  # the random bot never looks, so none was built
    _READ.clear()
    play_game(counter_game(observe=observe, bots={"reader": _Reader}), 1, 0, ("reader",))
    assert _READ == [{"count": n} for n in range(5)] and len(asked) == 5


def test_a_simulated_game_gives_the_same_history_as_one_that_kept_its_steps():
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session
    from game.engine.simcheck import play_game

    game = registry.get("requiem")
    simulated = play_game(game, 3, 5, ("random",))  # keeps no Steps: its history replays the record
    kept = Session.new(game, [Seat(f"P{i + 1}", "random") for i in range(3)], 5)
    bots, rngs = [make_bot(game, "random") for _ in range(3)], [bot_rng(5, i) for i in range(3)]
    while not kept.over:
        kept.bot_move(bots[kept.to_act], rngs[kept.to_act])
    assert len(kept.history) == len(simulated.record.actions) > 0
    assert [(s.seat, s.action, s.events) for s in simulated.history] == [(s.seat, s.action, s.events) for s in kept.history]
