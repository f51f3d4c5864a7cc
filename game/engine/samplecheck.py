"""The property checker for a game's determinization (`GameDef.sample_state`).

Seeded games are played with bots; at many steps, for every seat, a state is
sampled from that seat's observation and checked: it observes the same for that
seat, offers the seat to act the same legal actions when that seat is to act,
holds exactly the real game's cards (so a hidden place never holds a card the
seat has seen elsewhere), does not share the real RNG, and plays on to an end.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from .bots import RandomBot, bot_rng, make_bot
from .contract import GameDef
from .rng import Rng


class SampleError(AssertionError):
    pass


def play_out(game: GameDef, state: Any, rng: Rng, limit: int) -> int:
    """Random actions to the end (or `limit` steps); the number of steps taken."""
    bot = RandomBot()
    steps = 0
    while state.to_act is not None and steps < limit:
        legal = game.legal_actions(state)
        if not legal:
            raise SampleError(f"{game.id}: a sampled state left seat {state.to_act} with no legal action")
        game.perform(state, bot.choose(None, legal, rng))
        steps += 1
    return steps


def check_sampler(game: GameDef, seeds: Sequence[int], players: int, cards: Callable[[Any], Counter],
                  bots: Sequence[str] = ("simple",), every: int = 5, options: dict | None = None,
                  playout: int = 400) -> int:
    """Check `game.sample_state` at every `every`-th step of each seeded game; the
    number of samples checked. `cards(state)` counts every card of a state."""
    if game.sample_state is None:
        raise SampleError(f"{game.id} has no sample_state")
    checked = 0
    for seed in seeds:
        state = game.start(players, seed, options)
        seat_bots = [make_bot(game, bots[i % len(bots)]) for i in range(players)]
        rngs = [bot_rng(seed, i) for i in range(players)]
        sampler_rng = Rng.from_seed(seed).fork(77)
        step = 0
        while state.to_act is not None:
            if step % every == 0:
                for seat in range(players):
                    _check_one(game, state, seat, sampler_rng, cards, seed, step, playout)
                    checked += 1
            to_act = state.to_act
            legal = game.legal_actions(state)
            game.perform(state, seat_bots[to_act].choose(game.observe(state, to_act), legal, rngs[to_act]))
            step += 1
    return checked


def _check_one(game: GameDef, state: Any, seat: int, rng: Rng, cards: Callable[[Any], Counter],
               seed: int, step: int, playout: int) -> None:
    where = f"{game.id} seed {seed} step {step} seat {seat}"
    observation = game.observe(state, seat)
    real_rng = state.rng.state
    sample = game.sample_state(observation, seat, rng)
    if state.rng.state != real_rng:
        raise SampleError(f"{where}: sampling touched the real state's RNG")
    if game.observe(sample, seat) != observation:
        raise SampleError(f"{where}: the sample observes differently for its seat")
    if sample.to_act != state.to_act:
        raise SampleError(f"{where}: the sample has seat {sample.to_act} to act, not {state.to_act}")
    if state.to_act == seat and game.legal_actions(sample) != game.legal_actions(state):
        raise SampleError(f"{where}: the sample's legal actions differ")
    if cards(sample) != cards(state):
        raise SampleError(f"{where}: the sample holds other cards than the game ({cards(sample) - cards(state)} "
                          f"extra, {cards(state) - cards(sample)} missing)")
    if sample.rng.state == state.rng.state:
        raise SampleError(f"{where}: the sample shares the real RNG, so a search would see the future")
    play_out(game, sample, Rng(rng.next_u64()), playout)
