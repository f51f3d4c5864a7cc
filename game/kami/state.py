"""The state of a match of Whisper of the Gods, and its setup (K5, K6, K40).

Plain, deep-copyable data. Effects in progress are a stack of `Task`s (each a small
record: kind, seat, step, data), so a decision in the middle of a spell is just an
`Ask` on the state, and `==` compares everything.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.contract import Action, Result
from game.engine.rng import Rng

from .cards import POOL


@dataclass
class Task:
    """One effect or procedure in progress; `step` says where it resumes."""

    kind: str
    seat: int
    step: int = 0
    data: dict = field(default_factory=dict)
    answer: Action | None = None


@dataclass
class Ask:
    """The open decision: which one (`kind`, a prompt key suffix), whose, its options."""

    kind: str
    seat: int
    options: tuple[Action, ...]
    args: tuple[tuple[str, Any], ...] = ()  # shown to the deciding seat only
    peek: tuple[str, ...] = ()  # cards the deciding seat is looking at right now (K78)


@dataclass
class State:
    rng: Rng
    players: int
    rounds: int
    turn_limit: int
    first_option: int | None  # first seat of round 1 (0-based); None: random (K6)
    round: int = 0  # 1-based once started
    first_player: int = 0
    round_points: list[list[int]] = field(default_factory=list)
    round_endings: list[str] = field(default_factory=list)
    round_winners: list[int | None] = field(default_factory=list)
    pile: list[int] = field(default_factory=list)  # card ids; the END of the list is the top
    graveyard: list[int] = field(default_factory=list)  # oldest first
    hands: list[list[int]] = field(default_factory=list)
    shields: list[list[tuple[int, int]]] = field(default_factory=list)  # (label, card id)
    next_label: list[int] = field(default_factory=list)
    fields: list[list[list[int]]] = field(default_factory=list)  # per seat: groups of card ids
    knows: list[int] = field(default_factory=list)  # per card id: bitmask of seats who know it (K79)
    resolution: list[int] = field(default_factory=list)
    eliminated: list[bool] = field(default_factory=list)
    active: int = 0
    turn: int = 0  # turns completed this round (K43)
    phase: str = "draw"  # the active player's step (1.3): 'draw', 'main', 'end' or 'pass'

    god_played: bool = False
    spell_cast: bool = False
    god_entered: bool = False  # K15
    locked: list[int] = field(default_factory=list)  # K33: 0 free, 1 locked, 2 locked until this turn ends
    stack: list[Task] = field(default_factory=list)
    ask: Ask | None = None
    to_act: int | None = 0
    result: Result | None = None

    @property
    def everyone(self) -> int:
        return (1 << self.players) - 1

    def surviving(self) -> list[int]:
        return [s for s in range(self.players) if not self.eliminated[s]]

    def clockwise(self, start: int) -> list[int]:
        """Surviving seats clockwise after `start`, `start` last if it survives (K1)."""
        order = [(start + i) % self.players for i in range(1, self.players + 1)]
        return [s for s in order if not self.eliminated[s]]


def new_state(players: int, seed: int, options: dict) -> State:
    first = int(options.get("first_player", 0))
    if not 0 <= first <= players:
        raise ValueError(f"first_player must be 0 (random) or a seat 1..{players}")
    return State(
        rng=Rng.from_seed(seed),
        players=players,
        rounds=int(options.get("rounds", 5)),
        turn_limit=int(options.get("turn_limit", 300)),
        first_option=first - 1 if first else None,
        knows=[0] * len(POOL),
    )


def _plain_copy(value: Any) -> Any:
    """A copy of plain task data: lists, dicts and sets copied all the way down, the rest shared."""
    kind = type(value)
    if kind is list:
        return [_plain_copy(v) for v in value]
    if kind is dict:
        return {k: _plain_copy(v) for k, v in value.items()}
    if kind is set:
        return set(value)
    return value


def _copied(obj: Any) -> Any:
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


def copy_state(g: State) -> State:
    """An independent copy for search, field by field (far cheaper than copy.deepcopy):
    card ids, codes, tuples, Actions and the Result are immutable and shared."""
    new = _copied(g)
    new.rng = Rng(g.rng.state)
    new.round_points = [points[:] for points in g.round_points]
    new.round_endings = g.round_endings[:]
    new.round_winners = g.round_winners[:]
    new.pile = g.pile[:]
    new.graveyard = g.graveyard[:]
    new.hands = [hand[:] for hand in g.hands]
    new.shields = [shields[:] for shields in g.shields]
    new.next_label = g.next_label[:]
    new.fields = [[group[:] for group in groups] for groups in g.fields]
    new.knows = g.knows[:]
    new.resolution = g.resolution[:]
    new.eliminated = g.eliminated[:]
    new.locked = g.locked[:]
    stack = []
    for task in g.stack:
        t = _copied(task)
        t.data = _plain_copy(task.data)
        stack.append(t)
    new.stack = stack
    if g.ask is not None:
        new.ask = _copied(g.ask)
    return new
