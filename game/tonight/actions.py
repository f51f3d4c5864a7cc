"""The decisions of 今夜は眠りたい (spec section 4). Cards are code strings, seats ints."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.contract import Action
from game.engine.fastinit import fast_frozen


@fast_frozen
@dataclass(frozen=True)
class PlacePosition(Action):
    """D2 / D13: lay one of your own cards face down as your position card."""

    card: str
    label: ClassVar[str] = "tonight.action.place"


@fast_frozen
@dataclass(frozen=True)
class PlaceFor(Action):
    """D14: the Extractor lays the abducted player's new position card."""

    seat: int
    card: str
    label: ClassVar[str] = "tonight.action.place_for"


@fast_frozen
@dataclass(frozen=True)
class PlaceHeroine(Action):
    """D3 / D12: the Salaryman lays the heroine position card."""

    card: str
    label: ClassVar[str] = "tonight.action.place_heroine"


@fast_frozen
@dataclass(frozen=True)
class GatherInfo(Action):
    """D5 / T16: name the target and N (1–3, public); the N cards follow as Give decisions."""

    target: int
    count: int
    label: ClassVar[str] = "tonight.action.gather"


@fast_frozen
@dataclass(frozen=True)
class Give(Action):
    """D5 / T16: one of the N cards handed to the target (seen by the two of them only)."""

    card: str
    label: ClassVar[str] = "tonight.action.give"


@fast_frozen
@dataclass(frozen=True)
class Walk(Action):
    """D6 / T17."""

    card: str
    label: ClassVar[str] = "tonight.action.walk"


@fast_frozen
@dataclass(frozen=True)
class Taxi(Action):
    """D7 / T18."""

    card: str
    label: ClassVar[str] = "tonight.action.taxi"


@fast_frozen
@dataclass(frozen=True)
class Warn(Action):
    """Hitman's Attack (T22)."""

    target: int
    label: ClassVar[str] = "tonight.action.warn"


@fast_frozen
@dataclass(frozen=True)
class Abduct(Action):
    """Extractor's Attack (T24)."""

    target: int
    label: ClassVar[str] = "tonight.action.abduct"


@fast_frozen
@dataclass(frozen=True)
class ObtainWill(Action):
    """Salaryman's Attack (T28); `place` is the will's place (7, 1 or 4), D9."""

    place: int
    label: ClassVar[str] = "tonight.action.will"


@fast_frozen
@dataclass(frozen=True)
class Escort(Action):
    """Detective's Attack (T30)."""

    target: int
    label: ClassVar[str] = "tonight.action.escort"


@fast_frozen
@dataclass(frozen=True)
class Snipe(Action):
    """Hitman's Check (T23)."""

    label: ClassVar[str] = "tonight.action.snipe"


@fast_frozen
@dataclass(frozen=True)
class Extract(Action):
    """Extractor's Check (T26)."""

    label: ClassVar[str] = "tonight.action.extract"


@fast_frozen
@dataclass(frozen=True)
class BonVoyage(Action):
    """Salaryman's Check (T29)."""

    label: ClassVar[str] = "tonight.action.bon_voyage"


@fast_frozen
@dataclass(frozen=True)
class Secure(Action):
    """Detective's Check (T32)."""

    label: ClassVar[str] = "tonight.action.secure"


@fast_frozen
@dataclass(frozen=True)
class Block(Action):
    """D11 / T27: the Salaryman reveals (or invokes) his position card against a matched Extraction."""

    label: ClassVar[str] = "tonight.action.block"


@fast_frozen
@dataclass(frozen=True)
class Allow(Action):
    """D11 / T27: the Salaryman declines to Block."""

    label: ClassVar[str] = "tonight.action.allow"


@fast_frozen
@dataclass(frozen=True)
class EndActions(Action):
    """T12: 「行動を終了します」."""

    label: ClassVar[str] = "tonight.action.end"


ACTION_TYPES: tuple[type[Action], ...] = (
    PlacePosition, PlaceFor, PlaceHeroine, GatherInfo, Give, Walk, Taxi, Warn, Abduct, ObtainWill, Escort,
    Snipe, Extract, BonVoyage, Secure, Block, Allow, EndActions,
)
ATTACKS = (Warn, Abduct, ObtainWill, Escort)
CHECKS = (Snipe, Extract, BonVoyage, Secure)


def kind_of(action: Action) -> str:
    """The action type of T12 ('gather', 'walk', 'taxi', 'attack', 'check') or ''."""
    if isinstance(action, GatherInfo):
        return "gather"
    if isinstance(action, Walk):
        return "walk"
    if isinstance(action, Taxi):
        return "taxi"
    if isinstance(action, ATTACKS):
        return "attack"
    if isinstance(action, CHECKS):
        return "check"
    return ""
