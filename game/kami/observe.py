"""What one seat may know (K77–K81): every public thing, its own hand, the face-down
cards it knows, and the decision it is asked now. Seat None is an onlooker."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.engine.fastinit import fast_frozen

from .cards import POOL
from .state import State


@fast_frozen
@dataclass(frozen=True)
class ShieldView:
    label: int  # S<label>
    card: str | None  # known to this seat (K79), else None


@fast_frozen
@dataclass(frozen=True)
class SeatView:
    seat: int
    eliminated: bool
    hand_size: int
    shields: tuple[ShieldView, ...]
    field: tuple[tuple[str, ...], ...]  # creatures: linked groups (2+ cards) and single gods, grid order
    gods: int  # K51
    locked: bool  # under Final Stop's spell lock (K33)
    points: int  # match total so far


@fast_frozen
@dataclass(frozen=True)
class Observation:
    seat: int | None
    players: int
    round: int
    rounds: int
    turn: int  # turns completed this round
    turn_limit: int
    first_player: int
    active: int
    step: str  # the active player's step: 'draw', 'main', 'end', 'pass' (catalog kami.step.<step>)
    to_act: int | None
    prompt: str | None  # the open decision ('main', 'link', 'penalty', ...); catalog kami.prompt.<prompt>
    prompt_args: tuple[tuple[str, Any], ...]  # its details, for the deciding seat only
    hand: tuple[str, ...]  # own hand, sorted codes
    peek: tuple[str, ...]  # cards this seat is looking at for the open decision (K78)
    pile_size: int
    pile_known: tuple[tuple[int, str], ...]  # (position from the top, 1 = top; card) known to this seat
    graveyard: tuple[str, ...]  # oldest first
    resolution: tuple[str, ...]
    seats: tuple[SeatView, ...]
    god_played: bool
    spell_cast: bool
    god_entered: bool
    round_points: tuple[tuple[int, ...], ...]
    round_endings: tuple[str, ...]


@lru_cache(maxsize=4096)  # views are immutable: equal ones can be one object
def _shields_view(shields: tuple[tuple[int, int], ...], known: tuple[bool, ...]) -> tuple[ShieldView, ...]:
    """A seat's shields (label, card id), each card shown where `known` says so (K79)."""
    return tuple([ShieldView(label, POOL[card] if seen else None) for (label, card), seen in zip(shields, known)])


@lru_cache(maxsize=4096)
def _field_view(groups: tuple[tuple[int, ...], ...]) -> tuple[tuple[tuple[str, ...], ...], int]:
    """A seat's creatures as codes, and how many gods they are (K51); fields change a few times a round."""
    return tuple([tuple(map(POOL.__getitem__, group)) for group in groups]), sum(map(len, groups))


@lru_cache(maxsize=4096)
def _codes(cards: tuple[int, ...]) -> tuple[str, ...]:
    """Card ids as codes, in the same order (the graveyard grows a card at a time)."""
    return tuple(map(POOL.__getitem__, cards))


def observe(g: State, seat: int | None) -> Observation:
    bit = 0 if seat is None else 1 << seat
    everyone = g.everyone
    asked = g.ask is not None and seat is not None and g.ask.seat == seat

    knows = g.knows
    code_of = POOL.__getitem__
    round_points = g.round_points
    totals = [sum(points) for points in zip(*round_points)] if round_points else [0] * g.players
    seats = []
    for s in range(g.players):
        shields = g.shields[s]
        known = tuple([knows[card] & bit != 0 or knows[card] == everyone for _, card in shields])
        field_codes, gods = _field_view(tuple(map(tuple, g.fields[s])))
        seats.append(SeatView(
            s,
            g.eliminated[s] if g.eliminated else False,
            len(g.hands[s]),
            _shields_view(tuple(shields), known),
            field_codes,
            gods,
            bool(g.locked[s]),
            totals[s],
        ))
    pile = g.pile
    size = len(pile)
    masks = list(map(knows.__getitem__, pile))
    pile_known = [(size - i, POOL[pile[i]]) for i, mask in enumerate(masks) if mask & bit or mask == everyone] \
        if any(masks) else []
    pile_known.reverse()  # (position from the top, card), top first
    return Observation(
        seat=seat,
        players=g.players,
        round=g.round,
        rounds=g.rounds,
        turn=g.turn,
        turn_limit=g.turn_limit,
        first_player=g.first_player,
        active=g.active,
        step=g.phase,
        to_act=g.to_act,
        prompt=g.ask.kind if g.ask is not None else None,
        prompt_args=g.ask.args if asked else (),
        hand=tuple(sorted(map(code_of, g.hands[seat]))) if seat is not None else (),
        peek=g.ask.peek if asked else (),
        pile_size=size,
        pile_known=tuple(pile_known),
        graveyard=_codes(tuple(g.graveyard)),
        resolution=tuple(map(code_of, g.resolution)),
        seats=tuple(seats),
        god_played=g.god_played,
        spell_cast=g.spell_cast,
        god_entered=g.god_entered,
        round_points=tuple(map(tuple, g.round_points)),
        round_endings=tuple(g.round_endings),
    )
