"""Counting the blunders a watching player would call out, game by game and bot level by level.

Each game may have `game/<id>/blunders.py` with:

- `CHECKS`: {name: predicate(observation, legal, action) -> bool}. A predicate judges one
  decision from what the acting seat could see and the legal actions only, as a player
  looking over the bot's shoulder would.
- `TURN_CHECKS` (optional): {name: predicate(game, before, legal, action, after) -> bool} for a
  blunder that is an outcome counted after the fact ("the team falls this turn while another
  legal move survives it"). It is asked only of the decisions of a lost game's last turn,
  with `before` a copy of the full state at the decision (measurement, never a bot's view) and
  `after` the final state.
- `Stats` (optional): a class with `seen(session, legal, action)`, `ended(session)` and
  `lines() -> list[str]`, for a game's own figures (Tonight: turns, Checks and roles).

`BlunderTally` gathers them over many games; `game.simulate --blunders` prints it.
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from .contract import Action, GameDef


def blunder_module(game: GameDef) -> Any | None:
    """The game's blunders module, or None when it has none."""
    from . import registry

    try:
        return importlib.import_module(registry.entry(game.id).module + ".blunders")
    except (KeyError, ModuleNotFoundError):
        return None


class BlunderTally:
    """Blunders by (bot kind, check name), and decisions by bot kind, over the games it sees."""

    def __init__(self, game: GameDef):
        self.game = game
        module = blunder_module(game)
        self.checks: dict[str, Callable[..., bool]] = dict(getattr(module, "CHECKS", {}) or {})
        self.turn_checks: dict[str, Callable[..., bool]] = dict(getattr(module, "TURN_CHECKS", {}) or {})
        stats = getattr(module, "Stats", None)
        self.stats = stats() if stats is not None else None
        self.counts: Counter = Counter()  # (kind, name) -> blunders
        self.decisions: Counter = Counter()  # kind -> decisions seen
        self.games: Counter = Counter()  # kind -> games it sat in
        self.examples: dict[tuple[str, str], str] = {}  # the first case of each, for a reader to replay
        self._turn: Any = None
        self._this_turn: list[tuple[int, Any, list[Action], Action]] = []
        self._session: Any = None  # the game `before_act` is watching

    # -- the simulator's hooks -------------------------------------------------------------
    def start(self, session: Any) -> None:
        self._turn = None
        self._this_turn = []
        for kind in {seat.kind for seat in session.record.seats}:
            self.games[kind] += 1

    def before_act(self, session: Any, legal: Sequence[Action], action: Action) -> None:
        """`play_game`'s hook: a new game's first decision starts it, every decision is judged."""
        if session is not self._session:
            self._session = session
            self.start(session)
        self.seen(session, legal, action)

    def seen(self, session: Any, legal: Sequence[Action], action: Action) -> None:
        """Before `action` is played: judge it by every check."""
        seat = session.to_act
        kind = session.record.seats[seat].kind
        self.decisions[kind] += 1
        if self.checks:
            observation = session.observe(seat)
            for name, check in self.checks.items():
                if check(observation, legal, action):
                    self._count(kind, name, session, action)
        if self.turn_checks:
            state = session.state
            turn = getattr(state, "turn", None)
            if turn != self._turn:
                self._turn, self._this_turn = turn, []
            copy = self.game.copy_state or _deepcopy
            self._this_turn.append((seat, copy(state), list(legal), action))
        if self.stats is not None:
            self.stats.seen(session, legal, action)

    def ended(self, session: Any) -> None:
        result = session.result
        if self.turn_checks and result is not None and not result.winners:
            for seat, before, legal, action in self._this_turn:
                kind = session.record.seats[seat].kind
                for name, check in self.turn_checks.items():
                    if check(self.game, before, legal, action, session.state):
                        self._count(kind, name, session, action)
        self._this_turn = []
        if self.stats is not None:
            self.stats.ended(session)

    def _count(self, kind: str, name: str, session: Any, action: Action) -> None:
        self.counts[(kind, name)] += 1
        self.examples.setdefault((kind, name), f"seed {session.record.seed}, step {len(session.record.actions) + 1}: "
                                                f"{action}")

    # -- the report ---------------------------------------------------------------------------
    def lines(self) -> list[str]:
        names = [*self.checks, *self.turn_checks]
        out = ["blunders by bot level (count, per 1,000 decisions; games the level sat in):"]
        if not names:
            out.append("  (this game has no blunder checks)")
        for kind in sorted(self.decisions):
            out.append(f"  {kind:8s} {self.decisions[kind]:8d} decisions in {self.games[kind]} games")
            for name in names:
                n = self.counts[(kind, name)]
                rate = 1000 * n / max(self.decisions[kind], 1)
                example = f"   e.g. {self.examples[(kind, name)]}" if n else ""
                out.append(f"    {name:34s} {n:6d}  {rate:7.2f}{example}")
        if self.stats is not None:
            out.extend(self.stats.lines())
        return out


def _deepcopy(state: Any) -> Any:
    import copy

    return copy.deepcopy(state)
