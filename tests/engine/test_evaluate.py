"""Each game's position evaluation for the search bot (game/<id>/evaluate.py): one value in 0..1
a seat, the real result once the game is over, and the lead it is built from counts."""

from __future__ import annotations

import importlib

import pytest

from game.engine import registry
from game.engine.bots import make_bot
from game.engine.rng import Rng


def _play(game_id: str, players: int, seed: int, moves: int | None):
    """A position after `moves` Normal decisions (None: to the end)."""
    game = registry.get(game_id)
    state = game.start(players, seed, {})
    bot = make_bot(game, "normal")
    rng = Rng(seed)
    done = 0
    while state.to_act is not None and (moves is None or done < moves):
        game.perform(state, bot.choose(game.observe(state, state.to_act), game.legal_actions(state), rng))
        done += 1
    return game, state


GAMES = [("requiem", 3), ("marenzan", 2), ("tonight", 4), ("enfield", 3), ("kami", 4)]


@pytest.mark.parametrize("game_id,players", GAMES)
def test_values_are_one_a_seat_in_0_1_and_a_finished_game_is_worth_its_result(game_id, players):
    evaluate = importlib.import_module(f"game.{game_id}.evaluate").evaluate
    for seed in range(3):
        _, state = _play(game_id, players, seed, 12)
        values = evaluate(state)
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
    _, state = _play(game_id, players, 1, None)
    values = evaluate(state)
    for seat in range(players):
        if state.result.winners and game_id in ("tonight", "enfield"):
            assert values[seat] == (1.0 if seat in state.result.winners else 0.0)
        if state.result.winners and game_id == "kami":  # K42: tied leaders share the win, 1/k each
            share = 1.0 / len(state.result.winners)
            assert values[seat] == (share if seat in state.result.winners else 0.0)


def test_e57_enfield_values_more_trust_higher():
    from game.enfield.board import STREETS
    from game.enfield.evaluate import evaluate

    _, state = _play("enfield", 3, 4, 40)
    before = evaluate(state)
    square = next(sq for squares in STREETS.values() for sq in squares if sq not in state.markers)
    state.markers[square] = [0, 0]  # E56: a marker of seat 0, credited to it
    after = evaluate(state)
    assert after[0] > before[0] and after[1] <= before[1] and after[2] <= before[2]


def test_k37_k41_whisper_values_gods_on_the_field_and_banked_round_points():
    from game.kami.evaluate import evaluate

    _, state = _play("kami", 4, 3, 30)
    before = evaluate(state)
    state.round_points.append([3, 1, 1, 1])  # K41: seat 0 won a round
    after = evaluate(state)
    assert after[0] > before[0] and all(after[s] < before[s] for s in (1, 2, 3))
    moved = next(s for s in (1, 2, 3) if state.fields[s])
    state.fields[0].append(state.fields[moved].pop())  # K51: a god more on seat 0's field, one fewer on another
    assert evaluate(state)[0] > after[0]


def test_t11_tonight_an_eliminated_man_is_worth_nothing():
    from game.tonight.evaluate import evaluate

    _, state = _play("tonight", 4, 2, 5)
    state.eliminated[1] = True
    values = evaluate(state)
    assert values[1] == 0.0 and abs(sum(values) - 1.0) < 1e-9
