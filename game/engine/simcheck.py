"""The random-simulation checker every game's tests call.

N seeded games with bots, checking at every step that the seat to act has a
legal action, that an illegal action is refused with the state unchanged, that
every observation is plain data, that the game ends within its bound, and at
the end that the record replays to the same state.
"""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import bot_rng, make_bot
from .contract import Action, GameDef, IllegalAction, jsonable
from .record import Seat, parse_record, replay
from .session import Session


class SimulationError(AssertionError):
    pass


@dataclass(frozen=True)
class _NotAnAction(Action):
    """An action no game offers: the checker's probe of the refusal path."""

    label = "probe"


@dataclass
class SimStats:
    games: int = 0
    steps: int = 0
    endings: dict = field(default_factory=dict)
    wins: list = field(default_factory=list)  # per seat
    lengths: list = field(default_factory=list)


def play_game(game: GameDef, players: int, seed: int, bots: Sequence[str],
              options: dict | None = None, check: bool = False,
              probe_every: int = 7, invariant: Callable[[Any], None] | None = None,
              think: float | None = None, on_decision: Callable[[int, str, float], None] | None = None,
              before_act: Callable[[Session, list[Action], Action], None] | None = None) -> Session:
    """Play one game with bots; with `check`, verify the contract at every step.
    `think` caps a search bot's seconds a decision; `on_decision(seat, kind, seconds)`
    hears how long each bot decision took; `before_act(session, legal, action)` sees each
    chosen action before it is played (a tool counting what happens in the games)."""
    seats = [Seat(f"P{i + 1}", bots[i % len(bots)]) for i in range(players)]
    session = Session.new(game, seats, seed, options)
    # Keep no Steps while playing: a bot game is mostly played for its result, and holding every
    # event of a long game costs memory and collector time. `history` replays them if asked.
    session.forget_history()
    players_bots = [make_bot(game, seat.kind, think=think) for seat in seats]
    rngs = [bot_rng(seed, i) for i in range(players)]
    blind = [getattr(bot, "blind", False) for bot in players_bots]  # bots that never read their observation
    seen: list[Action] = []
    steps = 0
    while not session.over:
        if steps >= game.max_steps:
            raise SimulationError(f"{game.id} seed {seed}: no end after {steps} steps")
        seat = session.to_act
        if not isinstance(seat, int) or not 0 <= seat < players:
            raise SimulationError(f"{game.id} seed {seed} step {steps}: to_act is {seat!r}")
        legal = game.legal_actions(session.state)  # session.legal(), less its game-over test (made above)
        if not legal:
            raise SimulationError(f"{game.id} seed {seed} step {steps}: seat {seat} has no legal action")
        if check:
            _check_step(game, session, legal, seen, seed, steps, probe_every, players)
            if invariant is not None:
                invariant(session.state)
        began = time.perf_counter() if on_decision is not None else 0.0
        observation = None if blind[seat] else session.observe(seat)  # (`check` observes every seat anyway)
        action = players_bots[seat].choose(observation, legal, rngs[seat])
        if on_decision is not None:
            on_decision(seat, seats[seat].kind, time.perf_counter() - began)
        if before_act is not None:
            before_act(session, legal, action)
        try:  # act() looks the action up among `legal` itself: no second search here
            session.act(action, legal)
        except IllegalAction as exc:
            raise SimulationError(f"{game.id} seed {seed}: bot {seats[seat].kind} chose an illegal {action} ({exc})") from None
        if check and len(seen) < 64 and action not in seen:
            seen.append(action)
        steps += 1
    if session.result is None:
        raise SimulationError(f"{game.id} seed {seed}: the game ended with no result")
    if check:
        _check_replay(game, session, seed)
    return session


def _check_step(game, session, legal, seen, seed, steps, probe_every, players) -> None:
    for seat in range(players):
        json.dumps(jsonable(session.observe(seat)))
    for action in legal:
        json.dumps(action.to_json())
        if game.decode_action(action.to_json()) != action:
            raise SimulationError(f"{game.id}: {action} does not survive a JSON round trip")
    if steps % probe_every:
        return
    probes = [_NotAnAction()] + [a for a in seen[-8:] if a not in legal][:2]
    before = copy.deepcopy(session.state)
    for probe in probes:
        try:
            game.apply(session.state, probe)
        except IllegalAction as exc:
            if not exc.rule:
                raise SimulationError(f"{game.id}: refusal of {probe} names no rule") from None
        else:
            raise SimulationError(f"{game.id} seed {seed} step {steps}: illegal {probe} was accepted")
        if session.state != before:
            raise SimulationError(f"{game.id} seed {seed} step {steps}: refusing {probe} changed the state")


def _check_replay(game: GameDef, session: Session, seed: int) -> None:
    text = session.record.dumps()
    record = parse_record(text, {game.id: game})
    again = replay(record, game)
    if again != session.state:
        raise SimulationError(f"{game.id} seed {seed}: the record does not replay to the same state")


def check_random_games(game: GameDef, seeds: range | Sequence[int], players: int | None = None,
                       bots: Sequence[str] = ("random",), options: dict | None = None,
                       invariant: Callable[[Any], None] | None = None) -> SimStats:
    """Run the checker over many seeds; raise SimulationError at the first fault.
    `players=None` cycles through every allowed player count."""
    stats = SimStats()
    counts = list(range(game.min_players, game.max_players + 1))
    for seed in seeds:
        n = players if players is not None else counts[seed % len(counts)]
        session = play_game(game, n, seed, bots, options, check=True, invariant=invariant)
        stats.games += 1
        stats.steps += len(session.record.actions)
        ending = session.result.ending
        stats.endings[ending] = stats.endings.get(ending, 0) + 1
    return stats
