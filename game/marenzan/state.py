"""The state of a game of Marenzan and its setup (spec section 2, M1–M12).

Plain mutable data, cheap to deep-copy and compared whole by `==`. The rules run
as a small machine: `tasks` is a stack of the automatic steps still to do (plain
tuples), and `pending` is the one decision the game is waiting for.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.contract import Result
from game.engine.rng import Rng
from game.engine.seven import Card

from .cards import DEMON_LORD, MOUNTAINS, VILLAGES, party_cards, range_cards

HAND = 3  # M4


@dataclass
class Battle:
    """The Subjugation under way (M33–M39)."""

    village: int
    target: Card
    call_card: Card | None = None  # the card revealed by Call for Help (M35 ii)
    supporter: int | None = None
    askers: list[int] = field(default_factory=list)  # seats still to be asked for Support


@dataclass
class Recruit:
    """A Recruit from a Journey waiting for the owner's answer (M42, M43)."""

    owner: int
    target: Card
    pay: Card


@dataclass
class Peek:
    """What a Magician's user saw (M64); it lasts until that mountain is shuffled or drawn from."""

    seat: int
    mountain: int
    card: Card
    bottom: bool | None = None  # None while the card is still in the peeker's hand


@dataclass
class State:
    rng: Rng
    players: int
    deathmatch: bool
    pressure: bool
    hometown: bool
    turn_limit: int
    parties: list[list[Card]]
    journeys: list[list[Card]]
    halls: list[list[Card]]
    mountains: list[list[Card]]  # the last card is the top
    villages: list[Card | None]
    sealed: list[bool]  # Permanently Ruled (M16): the card lies face down
    great_bell: int = 1
    small_bell: int = 1
    start: int = 0
    active: int = 0
    turns: int = 0  # completed turns (M84 b)
    dreams: int = 0  # Prophetic Dreams at setup (M10)
    setup_cards: list[Card] = field(default_factory=list)  # M9 cards still to place
    revealed: list[tuple[int, Card]] = field(default_factory=list)  # pending cards (M26) and who revealed them
    loose: list[Card] = field(default_factory=list)  # drawn or revealed cards on their way somewhere
    battle: Battle | None = None
    recruit: Recruit | None = None
    peek: Peek | None = None
    statement: tuple[int, int, int] | None = None  # (seat, mountain, rank or 0 for silence)
    surrender_open: bool = True  # the step-1 window of this turn (M21)
    present: bool = False  # the Demon Lord is present this turn (M24 step 3)
    passing: bool = False  # this turn is a forced pass (M25, M84 a)
    quiet: bool = True  # nothing moved this turn, as far as M84 a cares
    frozen_run: int = 0  # forced passes in a row that moved nothing (M84 a)
    refilled: list[int] = field(default_factory=list)  # who refilled in this Used-card processing
    # Each seat's dealt cards (M4), the only cards that ever enter a Party unseen: a Party card
    # not among them (or one that left and came back) entered publicly and is known to all (section 5).
    dealt: list[list[Card]] = field(default_factory=list)
    tasks: list[tuple] = field(default_factory=list)
    pending: dict[str, Any] | None = None
    to_act: int | None = 0
    result: Result | None = None


def split_range(rng: Rng, cards: list[Card]) -> list[list[Card]]:
    """M6: shuffle and split into Left/Centre/Right, the Centre taking the odd card."""
    deck = rng.shuffled(cards)
    side = (len(deck) - 1) // 3
    return [deck[:side], deck[side:len(deck) - side], deck[len(deck) - side:]]


def new_game(players: int, seed: int, options: dict) -> State:
    rng = Rng.from_seed(seed)
    # M4: deal three of the 20 cards of ranks 2–6 to each player.
    pool = rng.shuffled(party_cards())
    parties = [[pool.pop() for _ in range(HAND)] for _ in range(players)]
    start = int(options.get("start", 0)) % players  # M12: a seat beyond the table wraps round
    state = State(
        rng=rng,
        players=players,
        deathmatch=bool(options.get("deathmatch", False)),
        pressure=bool(options.get("pressure", False)),
        hometown=bool(options.get("hometown", False)),
        turn_limit=int(options.get("turn_limit", 1000)),
        parties=parties,
        dealt=[party[:] for party in parties],
        journeys=[[] for _ in range(players)],  # M5
        halls=[[] for _ in range(players)],
        mountains=[],
        villages=[None] * VILLAGES,  # M7
        sealed=[False] * VILLAGES,
        start=start,
        active=start,
        to_act=start,
    )
    rest = range_cards() + pool
    while True:
        # M6, M9: split and take the top card of each mountain; M10: redo while the Demon Lord shows.
        state.mountains = split_range(rng, rest)
        drawn = [state.mountains[m].pop() for m in range(MOUNTAINS)]
        if all(c.rank != DEMON_LORD for c in drawn):
            break
        state.dreams += 1
        rest = [c for pile in state.mountains for c in pile] + drawn
    state.setup_cards = drawn
    # D2: the start player places the three cards; the first turn follows.
    state.tasks = [("turn_start",)]
    state.pending = {"kind": "setup_place", "seat": start, "card": drawn[0], "options": tuple(range(VILLAGES))}
    return state


def _copied(obj):
    """A shallow copy of a plain dataclass object, without running its __init__."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


def copy_state(state: State) -> State:
    """An independent copy for search, field by field (far cheaper than copy.deepcopy).
    Cards, tuples (tasks, revealed pairs, the statement) and the Result are immutable and shared."""
    new = _copied(state)
    new.rng = Rng(state.rng.state)
    new.parties = [pile[:] for pile in state.parties]
    new.journeys = [pile[:] for pile in state.journeys]
    new.halls = [pile[:] for pile in state.halls]
    new.mountains = [pile[:] for pile in state.mountains]
    new.villages = state.villages[:]
    new.sealed = state.sealed[:]
    new.setup_cards = state.setup_cards[:]
    new.revealed = state.revealed[:]
    new.loose = state.loose[:]
    if state.battle is not None:
        new.battle = _copied(state.battle)
        new.battle.askers = state.battle.askers[:]
    if state.recruit is not None:
        new.recruit = _copied(state.recruit)
    if state.peek is not None:
        new.peek = _copied(state.peek)
    new.refilled = state.refilled[:]
    new.dealt = [pile[:] for pile in state.dealt]
    new.tasks = state.tasks[:]
    if state.pending is not None:
        new.pending = dict(state.pending)
    return new
