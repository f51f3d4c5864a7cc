"""The judge: a reference search, far stronger than Hard, that values every legal action of
one decision and says whether the action chosen there was a mistake.

How a decision is valued. From the deciding seat's own observation only (as every bot), the
judge draws worlds with the game's sampler (`GameDef.sample_state`, the same one Hard draws
from) and plays each legal action in the same k-th world, then plays on with the search's own
playout policy (the game's `TUNING.prior`, or Normal) and scores the end with the game's
evaluation (game/<id>/evaluate.py). The k-th world and the k-th playout's random numbers are
the same for every action, so two actions are compared on equal luck (paired samples), and
the noise of the deck mostly cancels out of their difference.

The budget. `budget` is a multiple of Hard's budget: Hard at its default think time (1 s)
runs the playouts of HARD_ITERATIONS a decision (measured here on decisions of Normal
games, a busy two-core machine: Requiem 250–560, Marenzan 440–520, Tonight 820–980, Enfield
410–890, Whisper 300–610). The judge spends budget × that many playouts on each decision
(default 20 ×), spread by successive halving: every action gets an equal share in the first
round, then the better half (and always the chosen action) gets the next equal share, and so
on, so the chosen action and the best ones carry most of the samples.

The value scale (each game's evaluate.py; a finished game is worth its result):
- Requiem: the team's chance to win, a win counting 0.75 plus a quarter for its score (R42):
  the team wins or loses together, and the score is how well it won.
- Marenzan: the team's chance of the Slaying (fitted), a win adding a small share for the
  seat's Hall: the team wins or loses together, honour only picks the hero among winners.
- Tonight: the seat's chance to win (one winner, T10).
- Enfield: the seat's chance to hold the most trust at the year's end (E58): trust points
  have no worth of their own beyond winning.
- Whisper: the seat's expected share of the match win (K42, ties split).
All are in 0..1, so one threshold serves every title.

A mistake: the best action's value minus the chosen one's, on their common worlds, is more
than MISTAKE (0.10) by two standard errors of that paired difference (so the judge is sure).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .contract import Action, GameDef
from .rng import Rng
from .search import SearchBot

MISTAKE = 0.10  # how much worse than the best a chosen action must be (values 0..1)
SURE_Z = 2.0  # standard errors of the paired difference by which it must clear MISTAKE
DEFAULT_BUDGET = 20.0  # times Hard's playouts a decision
# Hard's playouts a decision at its default think time (1 s), measured as the docstring says.
HARD_ITERATIONS = {"requiem": 350, "marenzan": 450, "tonight": 900, "enfield": 600, "kami": 550}
FALLBACK_ITERATIONS = 400


@dataclass(frozen=True)
class Value:
    """One action's reference value: the mean over its worlds, its standard error, and
    the worlds (pairs) it was played in."""

    mean: float
    error: float
    pairs: int


@dataclass(frozen=True)
class Verdict:
    """What the judge made of one decision."""

    choice: Action
    best: Action
    values: dict[Action, Value]
    difference: float  # best − choice on their common worlds (0 when the choice is the best)
    error: float  # the standard error of that paired difference
    playouts: int

    @property
    def mistake(self) -> bool:
        return self.difference - SURE_Z * self.error > MISTAKE

    @property
    def choice_value(self) -> float:
        return self.values[self.choice].mean

    @property
    def best_value(self) -> float:
        return self.values[self.best].mean


def hard_playouts(game: GameDef) -> int:
    return HARD_ITERATIONS.get(game.id, FALLBACK_ITERATIONS)


class Judge:
    """The reference search of one game. `budget`: times Hard's playouts a decision."""

    def __init__(self, game: GameDef, budget: float = DEFAULT_BUDGET, playouts: int | None = None):
        self.game = game
        self.playouts = playouts if playouts is not None else max(1, round(budget * hard_playouts(game)))
        # The search bot's own playout (policy, depth, evaluation); it never searches here.
        self.searcher = SearchBot(game, think=None, iterations=1)

    def judge(self, observation: Any, seat: int, legal: Sequence[Action], choice: Action, rng: Rng) -> Verdict:
        """Value every legal action from `observation` and judge `choice` among them."""
        return self.judge_choices(observation, seat, legal, [choice], rng)[choice]

    def judge_choices(self, observation: Any, seat: int, legal: Sequence[Action], choices: Sequence[Action],
                      rng: Rng) -> dict[Action, Verdict]:
        """One valuation of the decision, and a verdict for each of `choices` (say, what Normal
        played and what the Hint advised): every choice stays among the searched to the end."""
        legal = list(legal)
        for choice in choices:
            if choice not in legal:
                raise ValueError(f"{choice} is not among the legal actions")
        samples: dict[Action, list[float]] = {action: [] for action in legal}
        worlds: list[int] = []
        if len(legal) > 1:
            self._halving(observation, seat, legal, choices, samples, worlds, rng)
        else:
            self._play(observation, seat, legal[0], samples[legal[0]], worlds, 1, rng)
        return {choice: self._verdict(choice, samples) for choice in choices}

    def _halving(self, observation: Any, seat: int, legal: list[Action], choices: Sequence[Action],
                 samples: dict[Action, list[float]], worlds: list[int], rng: Rng) -> None:
        """Successive halving: equal shares for the alive actions each round, then the better
        half (by mean) and the chosen actions stay alive."""
        rounds = max(1, math.ceil(math.log2(len(legal))))
        alive = list(legal)
        for number in range(rounds + 1):
            share = -(-self.playouts // ((rounds + 1) * len(alive)))  # rounded up: at least the budget
            target = len(samples[alive[0]]) + max(2, share)
            for action in alive:
                self._play(observation, seat, action, samples[action], worlds, target, rng)
            if number == rounds or len(alive) <= 2:
                continue
            ranked = sorted(alive, key=lambda a: -_mean(samples[a]))
            keep = ranked[:max(2, len(ranked) // 2)]
            keep += [choice for choice in choices if choice not in keep]
            alive = keep

    def _play(self, observation: Any, seat: int, action: Action, values: list[float], worlds: list[int],
              target: int, rng: Rng) -> None:
        """Play `action` in worlds len(values)..target−1 (the same worlds for every action)."""
        game, searcher = self.game, self.searcher
        seats = searcher._seats(observation)
        while len(values) < target:
            k = len(values)
            while len(worlds) <= k:
                worlds.append(rng.next_u64())
            luck = Rng(worlds[k])
            world = game.sample_state(observation, seat, luck)
            if world is None:
                raise ValueError(f"{game.id}: the sampler cannot rebuild this decision")
            game.perform(world, action)
            result = searcher._playout(world, seats, luck)
            values.append(result[seat] if seat < len(result) else 0.0)

    def _verdict(self, choice: Action, samples: dict[Action, list[float]]) -> Verdict:
        values = {a: Value(_mean(v), _error(v), len(v)) for a, v in samples.items() if v}
        most = max(v.pairs for v in values.values())
        finalists = [a for a, v in values.items() if v.pairs == most] or list(values)
        best = max(finalists, key=lambda a: values[a].mean)
        if values[choice].mean > values[best].mean:
            best = choice
        if best == choice:
            difference, error = 0.0, 0.0
        else:
            pairs = min(len(samples[best]), len(samples[choice]))
            diffs = [samples[best][k] - samples[choice][k] for k in range(pairs)]
            difference, error = _mean(diffs), _error(diffs)
        return Verdict(choice, best, values, difference, error, sum(len(v) for v in samples.values()))


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _error(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return math.inf
    mean = sum(values) / n
    return math.sqrt(max(sum((x - mean) ** 2 for x in values) / (n - 1), 0.0) / n)
