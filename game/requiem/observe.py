"""What a seat may know (section 5): the whole public table. Hands (Lines) are public;
deck orders and face-down arrivals are hidden from everyone, so every seat and an
onlooker (seat None) get the same observation apart from `seat`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.engine.fastinit import fast_frozen

from .rules import score_of
from .state import COLUMNS, PLAYERS, State


@fast_frozen
@dataclass(frozen=True)
class Column:
    """Enemy Deck i, its arrival column and the interception slot facing it (R9)."""

    number: int  # 1..3
    deck_size: int
    has_arrival: bool
    arrival: str | None  # the arrival's card code when face up; None when face down or absent
    slot: str | None  # the Engaged allied card, if any
    slot_owner: int | None


@fast_frozen
@dataclass(frozen=True)
class LineView:
    """One player's Line (戦列): Ready (upright) and Spent (sideways) cards."""

    seat: int
    prince: str
    ready: tuple[str, ...]
    spent: tuple[str, ...]
    used_select: bool  # R14: the select action of this turn is used


@fast_frozen
@dataclass(frozen=True)
class Observation:
    seat: int | None
    turn: int
    phase: int  # 1..9
    to_act: int | None
    lines: tuple[LineView, ...]
    columns: tuple[Column, ...]
    mage_reserve: tuple[str, ...]
    capital_size: int
    damage: tuple[str, ...]  # 被害エリア, in order of the flips
    enemy_retreat: tuple[str, ...]
    enemy_dead: tuple[str, ...]
    allied_dead: tuple[str, ...]
    self_sacrifice: bool  # declared this turn
    pacts: tuple[str, ...]  # Princes that declared the Pact this turn
    passes: int  # consecutive passes so far in this phase (R13)
    score: int  # R42 as it would stand now (public arithmetic)
    over: bool


@lru_cache(maxsize=4096, typed=True)  # views are immutable: equal ones can be one object
def _line_view(*fields) -> LineView:
    return LineView(*fields)


@lru_cache(maxsize=4096, typed=True)
def _column(*fields) -> Column:
    return Column(*fields)


def observe(state: State, seat: int | None) -> Observation:
    lines = tuple([
        _line_view(s, state.princes[s], tuple(state.ready[s]), tuple(state.spent[s]), state.used_select[s])
        for s in range(PLAYERS)
    ])
    columns = tuple([
        _column(
            c + 1,
            len(state.enemy_decks[c]),
            state.arrivals[c] is not None,
            state.arrivals[c] if state.arrival_face_up[c] else None,
            state.slots[c],
            state.slot_owner[c],
        )
        for c in range(COLUMNS)
    ])
    return Observation(
        seat=seat,
        turn=state.turn,
        phase=state.phase,
        to_act=state.to_act,
        lines=lines,
        columns=columns,
        mage_reserve=tuple(state.mage_reserve),
        capital_size=len(state.capital),
        damage=tuple(state.damage),
        enemy_retreat=tuple(state.enemy_retreat),
        enemy_dead=tuple(state.enemy_dead),
        allied_dead=tuple(state.allied_dead),
        self_sacrifice=state.self_sacrifice,
        pacts=tuple(state.pacts),
        passes=state.passes,
        score=score_of_public(state),
        over=state.to_act is None,
    )


def score_of_public(state: State) -> int:
    """The score counts the Capital Deck's 7s and 8s (R42); that count is public,
    because every other allied card is face up somewhere (section 5)."""
    return score_of(state)[0]


def unseen_enemies(obs: Observation) -> tuple[str, ...]:
    """The enemy cards a face-down arrival may be (section 5, R11): every enemy neither dead,
    nor in the Retreat Area, nor face up in a column. What the bots count with, and what the
    table's combat preview names."""
    from .cards import ENEMY

    seen = set(obs.enemy_retreat) | set(obs.enemy_dead)
    seen |= {c.arrival for c in obs.columns if c.arrival is not None}
    return tuple(e for e in ENEMY if e not in seen)

