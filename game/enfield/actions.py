"""Every decision of Enfield as an action (enfield.md section 4). Fighters in a battle are named
by their index in the observation's battle.fighters; party members by 0..2; cards by id."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.contract import Action
from game.engine.fastinit import fast_frozen

MAGICS = ("physical", "holy", "spirit", "alchemy")  # 物理 / 神聖 / 精神 / 錬金 (E30, E31)


@fast_frozen
@dataclass(frozen=True)
class Stake(Action):
    """DE3: put one card of the deck face down in the target zone (E10)."""

    card: str
    label = "enfield.action.stake"


@fast_frozen
@dataclass(frozen=True)
class Roll(Action):
    """E14: roll the movement die."""

    label = "enfield.action.roll"


@fast_frozen
@dataclass(frozen=True)
class Move(Action):
    """DE4: the path s1..sk (the squares entered, in order) (E15)."""

    path: tuple[str, ...]
    label = "enfield.action.move"


@fast_frozen
@dataclass(frozen=True)
class Fight(Action):
    """DE5 + DE6: battle at this encounter square against this defender (E17)."""

    square: str
    defender: int
    label = "enfield.action.fight"


@fast_frozen
@dataclass(frozen=True)
class Pass(Action):
    """DE5: walk on past this encounter square (E16, E18)."""

    square: str
    label = "enfield.action.pass"


@fast_frozen
@dataclass(frozen=True)
class UseCard(Action):
    """DE7 (+ DE8): peel an action card off a participating member and use it (E22, E40); `target`
    is the opposing fighter for Alley Cat, None otherwise."""

    fighter: int
    card: str
    target: int | None = None
    label = "enfield.action.use_card"


@fast_frozen
@dataclass(frozen=True)
class EndActions(Action):
    """DE7: use no more action cards in this battle (E22)."""

    label = "enfield.action.end_actions"


@fast_frozen
@dataclass(frozen=True)
class Attack(Action):
    """DE9: the actor makes a normal attack on the target (E25–E28)."""

    actor: int
    target: int
    label = "enfield.action.attack"


@fast_frozen
@dataclass(frozen=True)
class Cast(Action):
    """DE9: the actor peels `card` off itself and casts `magic` on the target (E29–E31)."""

    actor: int
    card: str
    magic: str
    target: int
    label = "enfield.action.cast"


@fast_frozen
@dataclass(frozen=True)
class PickFace(Action):
    """DE10: which of the Fortune Teller's two dice counts (E44)."""

    face: int
    label = "enfield.action.pick_face"


@fast_frozen
@dataclass(frozen=True)
class SecondTarget(Action):
    """DE11: the target of the Wandering Alchemist's second effect (E46)."""

    target: int
    label = "enfield.action.second_target"


@fast_frozen
@dataclass(frozen=True)
class GiveMarker(Action):
    """DE12: the loser's marker (on this square) that is turned to the winner (E37a)."""

    square: str
    label = "enfield.action.give_marker"


@fast_frozen
@dataclass(frozen=True)
class Incapacitate(Action):
    """DE13: the member turned sideways after a failed job (E51)."""

    member: int
    label = "enfield.action.incapacitate"


@fast_frozen
@dataclass(frozen=True)
class Attach(Action):
    """DE14: the member who receives the obtained card (E54)."""

    member: int
    label = "enfield.action.attach"


ACTION_TYPES = (Stake, Roll, Move, Fight, Pass, UseCard, EndActions, Attack, Cast, PickFace, SecondTarget,
                GiveMarker, Incapacitate, Attach)
