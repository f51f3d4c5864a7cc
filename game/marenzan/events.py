"""Marenzan's own events, besides the engine's CardMoved, Revealed, Shuffled,
DieRolled, Message and GameOver.

Zones named in events: mountain.{0,1,2}, village.{0..5}, party.{seat},
journey.{seat}, hall.{seat}, revealed.{seat} (cards a seat has revealed and
that are pending, M26) and table (a drawn or revealed card on its way).
The bells are DieRolled('great_bell' | 'small_bell', value, seat): they are
never rolled, only set, and each event says the new face.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.contract import Event
from game.engine.fastinit import fast_frozen


@fast_frozen
@dataclass(frozen=True)
class VillageSealed(Event):
    """Permanent Rule (M60): the card in `village` is turned face down."""

    village: int
    card: str


@fast_frozen
@dataclass(frozen=True)
class Statement(Event):
    """The Magician's public statement (M64); rank 0 means they said nothing."""

    seat: int
    mountain: int
    rank: int
