"""Every decision of Marenzan as a small frozen action (spec section 4, D2–D23).

Cards are named by code ("6-3"); a tuple of cards is always in the canonical
order of `cards.codes` (by rank, then suit). Seats, villages (0–5) and
mountains (0 Left, 1 Centre, 2 Right) are small ints.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.contract import Action
from game.engine.fastinit import fast_frozen

# -- generic choices ------------------------------------------------------


@fast_frozen
@dataclass(frozen=True)
class ChooseVillage(Action):
    """D2, D7, D21, D22: which village takes, absorbs or is flipped."""

    village: int
    label = "marenzan.action.choose_village"


@fast_frozen
@dataclass(frozen=True)
class ChooseMountain(Action):
    """D8, D21: which mountain a card returns to, or a Great Bell draws from."""

    mountain: int
    label = "marenzan.action.choose_mountain"


# -- surrender (M21, D3) --------------------------------------------------


@fast_frozen
@dataclass(frozen=True)
class ProposeSurrender(Action):
    label = "marenzan.action.propose_surrender"


@fast_frozen
@dataclass(frozen=True)
class Continue(Action):
    """Close the surrender window without proposing (only asked when a Demon Lord waits)."""

    label = "marenzan.action.continue"


@fast_frozen
@dataclass(frozen=True)
class SurrenderVote(Action):
    accept: bool
    label = "marenzan.action.surrender_vote"


# -- Demon Lord Appearance (M52, D4) --------------------------------------


@fast_frozen
@dataclass(frozen=True)
class Sacrifice(Action):
    """Reveal a Party card and return it, when the Hall is empty."""

    card: str
    label = "marenzan.action.sacrifice"


# -- the turn's action (M25, D5) ------------------------------------------


@fast_frozen
@dataclass(frozen=True)
class Adventure(Action):
    mountain: int
    label = "marenzan.action.adventure"


@fast_frozen
@dataclass(frozen=True)
class Fight(Action):
    """Subjugation with a winning pair (M35 i)."""

    village: int
    cards: tuple[str, str]
    label = "marenzan.action.fight"


@fast_frozen
@dataclass(frozen=True)
class CallForHelp(Action):
    village: int
    card: str
    label = "marenzan.action.call_for_help"


@fast_frozen
@dataclass(frozen=True)
class Rout(Action):
    village: int
    label = "marenzan.action.rout"


@fast_frozen
@dataclass(frozen=True)
class Join(Action):
    """Reveal these Adventurers (M40); then take as many from the Journey, one by one."""

    cards: tuple[str, ...]
    label = "marenzan.action.join"


@fast_frozen
@dataclass(frozen=True)
class TakeFromJourney(Action):
    card: str
    label = "marenzan.action.take_from_journey"


@fast_frozen
@dataclass(frozen=True)
class RecruitVillage(Action):
    village: int
    card: str  # the paying Adventurer
    label = "marenzan.action.recruit_village"


@fast_frozen
@dataclass(frozen=True)
class RecruitJourney(Action):
    owner: int
    target: str  # the Adventurer in the owner's Journey
    card: str  # the paying Spirit or Adventurer
    label = "marenzan.action.recruit_journey"


@fast_frozen
@dataclass(frozen=True)
class Petition(Action):
    village: int
    cards: tuple[str, str]
    label = "marenzan.action.petition"


@fast_frozen
@dataclass(frozen=True)
class ChallengeSword(Action):
    village: int
    label = "marenzan.action.challenge_sword"


@fast_frozen
@dataclass(frozen=True)
class ChallengeKnight(Action):
    village: int
    knight: str
    label = "marenzan.action.challenge_knight"


@fast_frozen
@dataclass(frozen=True)
class DeclineDragon(Action):
    """Leave the Dragon just drawn alone (M31)."""

    label = "marenzan.action.decline_dragon"


@fast_frozen
@dataclass(frozen=True)
class ReturnCard(Action):
    card: str
    mountain: int
    label = "marenzan.action.return_card"


@fast_frozen
@dataclass(frozen=True)
class HomeSweetHome(Action):
    """Spirit (M63)."""

    card: str
    label = "marenzan.action.home_sweet_home"


@fast_frozen
@dataclass(frozen=True)
class ArcaneSpeaks(Action):
    """Magician (M64): peek at a mountain's top card."""

    card: str
    mountain: int
    label = "marenzan.action.arcane_speaks"


@fast_frozen
@dataclass(frozen=True)
class PutBack(Action):
    bottom: bool
    label = "marenzan.action.put_back"


@fast_frozen
@dataclass(frozen=True)
class Announce(Action):
    """The Magician's public statement: 'the card is a <rank>' (true or not)."""

    rank: int
    label = "marenzan.action.announce"


@fast_frozen
@dataclass(frozen=True)
class StaySilent(Action):
    label = "marenzan.action.stay_silent"


@fast_frozen
@dataclass(frozen=True)
class HeroChosen(Action):
    """Saint (M65)."""

    card: str
    label = "marenzan.action.hero_chosen"


@fast_frozen
@dataclass(frozen=True)
class LureOut(Action):
    """Mercenary (M66)."""

    card: str
    seat: int
    label = "marenzan.action.lure_out"


@fast_frozen
@dataclass(frozen=True)
class AskFavour(Action):
    """Knight (M67)."""

    card: str
    seat: int
    label = "marenzan.action.ask_favour"


@fast_frozen
@dataclass(frozen=True)
class Territory(Action):
    """Dragon (M68)."""

    card: str
    village: int
    label = "marenzan.action.territory"


@fast_frozen
@dataclass(frozen=True)
class Slay(Action):
    """Demon Lord Slaying with the Holy Dragon Knight (M54)."""

    knight: str
    dragon: str
    label = "marenzan.action.slay"


@fast_frozen
@dataclass(frozen=True)
class Repel(Action):
    card: str
    label = "marenzan.action.repel"


@fast_frozen
@dataclass(frozen=True)
class Pass(Action):
    """No action is legal (M25)."""

    label = "marenzan.action.pass"


# -- out-of-turn answers --------------------------------------------------


@fast_frozen
@dataclass(frozen=True)
class Support(Action):
    card: str
    label = "marenzan.action.support"


@fast_frozen
@dataclass(frozen=True)
class DeclineSupport(Action):
    label = "marenzan.action.decline_support"


@fast_frozen
@dataclass(frozen=True)
class Refuse(Action):
    card: str
    label = "marenzan.action.refuse"


@fast_frozen
@dataclass(frozen=True)
class AllowRecruit(Action):
    label = "marenzan.action.allow_recruit"


# -- Victory processing (M37, D11, D12) -----------------------------------


@fast_frozen
@dataclass(frozen=True)
class KeepTrophy(Action):
    label = "marenzan.action.keep_trophy"


@fast_frozen
@dataclass(frozen=True)
class Impersonate(Action):
    """Ghoul (M69)."""

    seat: int
    label = "marenzan.action.impersonate"


@fast_frozen
@dataclass(frozen=True)
class Rampage(Action):
    """Golem (M70)."""

    seat: int
    label = "marenzan.action.rampage"


@fast_frozen
@dataclass(frozen=True)
class StealCredit(Action):
    """Evil Mercenary (M71)."""

    seat: int
    label = "marenzan.action.steal_credit"


@fast_frozen
@dataclass(frozen=True)
class Pact(Action):
    """Necromancer (M73): a player and a declared Demon rank."""

    seat: int
    rank: int
    label = "marenzan.action.pact"


@fast_frozen
@dataclass(frozen=True)
class PayNecromancer(Action):
    """The pending card returned with the Necromancer when the Hall is empty (M73)."""

    card: str
    label = "marenzan.action.pay_necromancer"


@fast_frozen
@dataclass(frozen=True)
class Induct(Action):
    card: str
    label = "marenzan.action.induct"


@fast_frozen
@dataclass(frozen=True)
class EndInduction(Action):
    label = "marenzan.action.end_induction"


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseVillage, ChooseMountain, ProposeSurrender, Continue, SurrenderVote, Sacrifice,
    Adventure, Fight, CallForHelp, Rout, Join, TakeFromJourney, RecruitVillage, RecruitJourney,
    Petition, ChallengeSword, ChallengeKnight, DeclineDragon, ReturnCard, HomeSweetHome,
    ArcaneSpeaks, PutBack, Announce, StaySilent, HeroChosen, LureOut, AskFavour, Territory,
    Slay, Repel, Pass, Support, DeclineSupport, Refuse, AllowRecruit, KeepTrophy, Impersonate,
    Rampage, StealCredit, Pact, PayNecromancer, Induct, EndInduction,
)
