"""Enfield's own events, for the table to animate (all public: everything after the stakes is open,
enfield.md section 5). The log lines are Message events beside them."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.contract import Event
from game.engine.fastinit import fast_frozen


@fast_frozen
@dataclass(frozen=True)
class MarkerPlaced(Event):
    """A trust marker of `owner`'s colour put on `square`, pointing at `credited` (E37b, E52)."""

    square: str
    owner: int
    credited: int


@fast_frozen
@dataclass(frozen=True)
class MarkerTurned(Event):
    """A marker turned from the loser to the winner (E37a); its colour stays."""

    square: str
    owner: int
    before: int
    after: int


@fast_frozen
@dataclass(frozen=True)
class BattleBegun(Event):
    """E20, E21: the sides and their fighters, as (seat, member, card, max_hp) tuples."""

    square: str
    attacker: int
    defender: int
    fighters: tuple[tuple[int, int, str, int], ...]


@fast_frozen
@dataclass(frozen=True)
class FighterJoined(Event):
    """A temporary member joins (Hired Blade, E41); `fighter` is its index."""

    fighter: int
    seat: int
    max_hp: int


@fast_frozen
@dataclass(frozen=True)
class Damaged(Event):
    """`fighter` took `amount` (0 for a fumble); `damage` is its total now; `ko` if it fell (E33)."""

    fighter: int
    amount: int
    damage: int
    ko: bool
    saved: bool = False  # a Field Nurse held it at max HP (E42)


@fast_frozen
@dataclass(frozen=True)
class Healed(Event):
    """Holy magic took `amount` off `fighter`'s damage (E30)."""

    fighter: int
    amount: int
    damage: int


@fast_frozen
@dataclass(frozen=True)
class BattleOver(Event):
    """E36: the winner's seat, or None for a draw."""

    winner: int | None
    loser: int | None
    knocked_out: tuple[int, int]  # KO counts of attacker and defender


@fast_frozen
@dataclass(frozen=True)
class MemberTurned(Event):
    """A party member turned sideways (incapacitated, E51) or upright again (holiday, E9)."""

    seat: int
    member: int
    incapacitated: bool
