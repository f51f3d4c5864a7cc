"""The decisions of Requiem (section 4, D2–D6) and the game's own events.

Seats are engine seats 0..2; columns are numbered 1..3 as in the spec.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.contract import Action, Event
from game.engine.fastinit import fast_frozen


@fast_frozen
@dataclass(frozen=True)
class Scout(Action):
    """D2 / R17: turn `card` (Ready, own Line) Spent and reveal the face-down arrival of `column`."""

    card: str
    column: int
    label: ClassVar[str] = "requiem.action.scout"


@fast_frozen
@dataclass(frozen=True)
class Retreat(Action):
    """D3 / R19: bring these own Engaged cards back to the Line, Spent (not a select action)."""

    cards: tuple[str, ...]
    label: ClassVar[str] = "requiem.action.retreat"


@fast_frozen
@dataclass(frozen=True)
class ReturnToFront(Action):
    """D4 / R20: every Spent card of the own Line becomes Ready."""

    label: ClassVar[str] = "requiem.action.return_to_front"


@fast_frozen
@dataclass(frozen=True)
class Sortie(Action):
    """D5 / R21: place a Ready card in the empty slot of `column`."""

    card: str
    column: int
    label: ClassVar[str] = "requiem.action.sortie"


@fast_frozen
@dataclass(frozen=True)
class SelfSacrifice(Action):
    """D5 / R22(a): the Medal Prince sorties to `column` and declares Self-Sacrifice."""

    card: str
    column: int
    label: ClassVar[str] = "requiem.action.self_sacrifice"


@fast_frozen
@dataclass(frozen=True)
class DeclareSelfSacrifice(Action):
    """D5 / R22(b): the Medal Prince, already Engaged, declares Self-Sacrifice."""

    card: str
    label: ClassVar[str] = "requiem.action.declare_self_sacrifice"


@fast_frozen
@dataclass(frozen=True)
class Pact(Action):
    """D5 / R23(a): the Hourglass or Coffin Prince sorties to `column` and declares the Pact."""

    card: str
    column: int
    label: ClassVar[str] = "requiem.action.pact"


@fast_frozen
@dataclass(frozen=True)
class DeclarePact(Action):
    """D5 / R23(b): the Hourglass or Coffin Prince, already Engaged, declares the Pact."""

    card: str
    label: ClassVar[str] = "requiem.action.declare_pact"


@fast_frozen
@dataclass(frozen=True)
class Rescue(Action):
    """D6 / R32: the top card of the Capital Deck joins the own Line, Ready."""

    label: ClassVar[str] = "requiem.action.rescue"


@fast_frozen
@dataclass(frozen=True)
class Pass(Action):
    """R13: let this opportunity go."""

    label: ClassVar[str] = "requiem.action.pass"


ACTION_TYPES: tuple[type[Action], ...] = (
    Scout, Retreat, ReturnToFront, Sortie, SelfSacrifice, DeclareSelfSacrifice, Pact, DeclarePact, Rescue, Pass,
)
SELECT_ACTIONS = (Scout, ReturnToFront, Sortie, SelfSacrifice, DeclareSelfSacrifice, Pact, DeclarePact, Rescue)


# --------------------------------------------------------------------------
# Events of this game (all public: every seat sees the same table, section 5)


@fast_frozen
@dataclass(frozen=True)
class PhaseBegan(Event):
    """Turn `turn` enters phase `phase` (1..9)."""

    turn: int
    phase: int


@fast_frozen
@dataclass(frozen=True)
class CardTurned(Event):
    """A card of `seat`'s Line turns Spent (sideways) or Ready (upright) without moving."""

    card: str
    seat: int
    spent: bool


@fast_frozen
@dataclass(frozen=True)
class Declared(Event):
    """A Prince's declaration: 'self_sacrifice' or 'pact'."""

    seat: int
    card: str
    declaration: str


@fast_frozen
@dataclass(frozen=True)
class Combat(Event):
    """One combat in phase 6: `outcome` is 'victory', 'mutual' or 'defeat' (R25), or
    'sweep_kill' / 'sweep_repel' for the Medal Prince's sweep (R26)."""

    column: int
    ally: str
    enemy: str
    total: int
    outcome: str
