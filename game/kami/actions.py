"""Every decision of Whisper of the Gods as a small frozen action (section 6).

Cards are named by code (copies are identical, K2); shields by their label number
(S3 is 3); creatures by their lead god, the first of the group in grid order.
`Observation.prompt` says which decision (D1–D27) an action answers.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.contract import Action
from game.engine.fastinit import fast_frozen


@fast_frozen
@dataclass(frozen=True)
class PlayGod(Action):
    """D2: play a god from hand (K11)."""

    card: str
    label = "kami.action.play_god"


@fast_frozen
@dataclass(frozen=True)
class CastSpell(Action):
    """D2: cast a spell from hand (K12)."""

    card: str
    label = "kami.action.cast_spell"


@fast_frozen
@dataclass(frozen=True)
class EndMain(Action):
    """D2: end the main step (K10 c)."""

    label = "kami.action.end_main"


@fast_frozen
@dataclass(frozen=True)
class Link(Action):
    """D3: link the entering god with these creatures (lead gods); () links nothing (K46)."""

    partners: tuple[str, ...]
    label = "kami.action.link"


@fast_frozen
@dataclass(frozen=True)
class ElectronDraw(Action):
    """D4: draw 1, or (double) draw 2 and then discard 1 (K56)."""

    double: bool
    label = "kami.action.electron_draw"


@fast_frozen
@dataclass(frozen=True)
class ChooseHandCard(Action):
    """A card of your own hand: Electron's discard (D5), Enigma Cascade (D17), Brain
    Storm's put-back (D19), Scramble Typhoon's discards (D25)."""

    card: str
    label = "kami.action.choose_hand_card"


@fast_frozen
@dataclass(frozen=True)
class ChoosePlayer(Action):
    """The opponent of a spell (D6) or the penalty's recipient (D10)."""

    seat: int
    label = "kami.action.choose_player"


@fast_frozen
@dataclass(frozen=True)
class ChooseCreature(Action):
    """A creature on a field, named by its lead god (D13, D18, D21, D27)."""

    seat: int
    card: str
    label = "kami.action.choose_creature"


@fast_frozen
@dataclass(frozen=True)
class ChooseFieldCard(Action):
    """One card on a field: which card of a group leaves (D7), Golden Proof (D23)."""

    seat: int
    card: str
    label = "kami.action.choose_field_card"


@fast_frozen
@dataclass(frozen=True)
class ChooseShield(Action):
    """A shield by label, without looking (D8, D13, D22, D26)."""

    seat: int
    shield: int
    label = "kami.action.choose_shield"


@fast_frozen
@dataclass(frozen=True)
class ChooseGraveCard(Action):
    """A card in the graveyard (D12, D14, D24)."""

    card: str
    label = "kami.action.choose_grave_card"


@fast_frozen
@dataclass(frozen=True)
class ChooseLookedCard(Action):
    """A card of the opponent's hand that you are looking at (D16, D20)."""

    card: str
    label = "kami.action.choose_looked_card"


@fast_frozen
@dataclass(frozen=True)
class ChoosePileGod(Action):
    """Butan Reincarnation: a god in the pile you are looking through (D21)."""

    card: str
    label = "kami.action.choose_pile_god"


@fast_frozen
@dataclass(frozen=True)
class PenaltyShields(Action):
    """D11: the shield kept (to your hand) and the shield given to the recipient;
    when you are the recipient both go to your hand (K22)."""

    keep: int
    give: int
    label = "kami.action.penalty_shields"


@fast_frozen
@dataclass(frozen=True)
class UseTrigger(Action):
    """D9: use the S-trigger of the shield Neutron returned (K36)."""

    label = "kami.action.use_trigger"


@fast_frozen
@dataclass(frozen=True)
class DrawCard(Action):
    """Yes to an optional draw (D15, D18) or to one more draw (D19, D25)."""

    label = "kami.action.draw_card"


@fast_frozen
@dataclass(frozen=True)
class Burn(Action):
    """D26: put the looked-at shield into the graveyard (K75)."""

    label = "kami.action.burn"


@fast_frozen
@dataclass(frozen=True)
class Done(Action):
    """Finish choosing a set (D17, D22)."""

    label = "kami.action.done"


@fast_frozen
@dataclass(frozen=True)
class Decline(Action):
    """No: decline a 'may' (D8, D9, D15, D18, D21, D26) or stop drawing (D19, D25)."""

    label = "kami.action.decline"


ACTION_TYPES = (
    PlayGod, CastSpell, EndMain, Link, ElectronDraw, ChooseHandCard, ChoosePlayer, ChooseCreature,
    ChooseFieldCard, ChooseShield, ChooseGraveCard, ChooseLookedCard, ChoosePileGod, PenaltyShields,
    UseTrigger, DrawCard, Burn, Done, Decline,
)
